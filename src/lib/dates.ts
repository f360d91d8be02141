import { useSyncExternalStore } from "react";

/** Set by Vite's `define` (vite.config.ts) to the day the site was built, as `YYYY-MM-DD`. */
declare const __BUILD_DATE__: string;

export const buildDate: string = __BUILD_DATE__;

const subscribe = () => () => {};
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Today's date as the visitor sees it (docs/requirements.md "Dates"). Pre-rendered HTML carries the
 * build date; during hydration React reads the same build date (no mismatch), then re-renders with
 * today's.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, todayIso, () => buildDate);
}

export { formatDate } from "./format-date";
