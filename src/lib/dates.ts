import { useSyncExternalStore } from "react";

/** Set by Vite's `define` (vite.config.ts) to the day the site was built, as `YYYY-MM-DD`. */
declare const __BUILD_DATE__: string;

export const buildDate: string = __BUILD_DATE__;

const subscribe = () => () => {};
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Today's date as the visitor sees it (decisions.md 10). Pre-rendered HTML carries the build date;
 * during hydration React reads the same build date (no mismatch), then re-renders with today's.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, todayIso, () => buildDate);
}

/**
 * "2024-10-26" → "October 26, 2024", in UTC so every visitor and the build agree; in a page's
 * language with its locale (languages.json): "26. Oktober 2024" (de-DE), "26 octobre 2024" (fr-FR).
 */
export function formatDate(iso: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
