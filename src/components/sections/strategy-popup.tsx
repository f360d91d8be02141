import { lazy, Suspense } from "react";
import { useExitIntent } from "~/lib/use-exit-intent";

// The dialog and its form load only when the popup first opens, so no page pays for them upfront.
const StrategyDialog = lazy(() => import("./strategy-dialog"));

/**
 * The strategy-call popup (docs/requirements.md "The strategy-call popup"), opened by exit intent
 * or after 25 s (see use-exit-intent).
 * `language`: the page's; the dialog brings that language's words as it loads (components/sections/page-words.ts).
 */
export function StrategyPopup({ language }: { language?: string }) {
  const { open, dismiss } = useExitIntent();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StrategyDialog onClose={dismiss} language={language} />
    </Suspense>
  );
}
