import { BOOKING_REGION } from "../booking-region";
// Vite builds enhance.ts as a bundle of its own and gives its address (as site search's code,
// src/components/search/open-search.ts): this inlined script then holds no chunk import, so the
// page fetches nothing for /book's times until the visitor reaches for them.
import enhanceUrl from "./enhance.ts?worker&url";
import { DAY_ATTRIBUTE, OPENED_LAST_ATTRIBUTE } from "./marks";

/** The first touches of the times that wake the page's island (as src/lib/islands/wake-island.ts). */
const wakeEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Inlined into /book (src/pages/[...lang]/book.astro): waits, doing nothing, for the visitor's
 * first pointer, touch, focus or key inside the region of times (server/booking/page.ts), then
 * loads the island that makes them nicer. Nothing is held or prevented: until the island is there,
 * the plain form works as it does without script. A day opened before it arrives is marked, so the
 * island keeps that one open and folds the rest.
 */
export function wakeBookingTimes() {
  const region = document.querySelector<HTMLElement>(`[${BOOKING_REGION}]`);
  if (!region) return;
  const opened = (event: Event) => {
    const day = event.target;
    if (!(day instanceof HTMLDetailsElement) || !day.open || !day.hasAttribute(DAY_ATTRIBUTE)) return;
    for (const other of region.querySelectorAll(`[${OPENED_LAST_ATTRIBUTE}]`))
      other.removeAttribute(OPENED_LAST_ATTRIBUTE);
    day.setAttribute(OPENED_LAST_ATTRIBUTE, "");
  };
  const wake = () => {
    for (const type of wakeEvents) region.removeEventListener(type, wake, true);
    void import(/* @vite-ignore */ enhanceUrl).finally(() => region.removeEventListener("toggle", opened, true));
  };
  // `toggle` does not bubble: caught on its way down.
  region.addEventListener("toggle", opened, true);
  for (const type of wakeEvents) region.addEventListener(type, wake, { capture: true, passive: true });
}
