import { CONNECT_EVENT } from "./connect-event";
import { connectSearch } from "./search-ui";

/**
 * Site search's code as the browser loads it: a bundle of its own (open-search.ts imports it by
 * address), which connects the panels open-search.ts has marked and those it marks later.
 */
const connectMarked = () => {
  for (const panel of document.querySelectorAll<HTMLElement>("[data-search-wanted]")) {
    const mode = panel.dataset.searchWanted;
    delete panel.dataset.searchWanted;
    connectSearch(panel, { syncUrl: mode === "page" });
  }
};

document.addEventListener(CONNECT_EVENT, connectMarked);
connectMarked();
