import type { ClientDirective } from "astro";
import { POPUP_DUE_ATTRIBUTE, watchPopupTrigger } from "../popup-trigger";

/**
 * `client:popup`: the strategy-call popup's island wakes only when the popup is due (25 s into
 * the visit, or the pointer leaving the window; never once the visitor has seen it). Until then
 * the page loads no code for it: the trigger runs here, in the page, before any island.
 */
const onPopup: ClientDirective = (load) => {
  watchPopupTrigger(async () => {
    document.documentElement.dataset[POPUP_DUE_ATTRIBUTE] = "true";
    const hydrate = await load();
    await hydrate();
  });
};

export default onPopup;
