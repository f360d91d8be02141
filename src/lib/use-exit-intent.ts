import { useCallback, useEffect, useRef, useState } from "react";
import { POPUP_DELAY_MS, POPUP_DUE_ATTRIBUTE, readPopupFlag, watchPopupTrigger, writePopupFlag } from "./popup-trigger";
import { reportConversion } from "./visit";

export {
  leftThroughEdge,
  POPUP_DELAY_MS,
  POPUP_FLAG_KEY,
  readPopupFlag,
  visitStartedAt,
  writePopupFlag,
} from "./popup-trigger";

/**
 * Owns the popup's state (docs/developers.md "How the code is written"): opens once, on exit intent or when the delay since the
 * visit's first page has passed (popup-trigger.ts), only if the session flag is not 'true'; opens
 * at once when the `client:popup` directive woke it because it was due. `dismiss` closes it and
 * sets the flag.
 */
export function useExitIntent(delayMs = POPUP_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    const show = () => {
      if (opened.current || readPopupFlag()) return;
      opened.current = true;
      setOpen(true);
      reportConversion({ name: "popup_shown" });
    };
    if (document.documentElement.dataset[POPUP_DUE_ATTRIBUTE] === "true") show();
    return watchPopupTrigger(show, delayMs);
  }, [delayMs]);

  const dismiss = useCallback(() => {
    writePopupFlag();
    setOpen(false);
  }, []);

  return { open, dismiss };
}
