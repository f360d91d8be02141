import { lazy, Suspense } from "react";
import type { FormsFile } from "~/content/forms";
import { useExitIntent } from "~/lib/use-exit-intent";
import type { PopupFile } from "./strategy-dialog";

// The dialog and its form load only when the popup first opens, so no page pays for them upfront.
const StrategyDialog = lazy(() => import("./strategy-dialog"));

/**
 * Spec §2, §4: the strategy-call popup, opened by exit intent or after 25 s (see use-exit-intent).
 * `words`: the popup's and its form's words in the page's language; English without.
 */
export function StrategyPopup({ words }: { words?: { popup: PopupFile; forms: FormsFile } }) {
  const { open, dismiss } = useExitIntent();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StrategyDialog onClose={dismiss} words={words} />
    </Suspense>
  );
}
