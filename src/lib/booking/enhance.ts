import { BOOKING_REGION } from "../booking-region";
import { DAY_ATTRIBUTE, OPENED_LAST_ATTRIBUTE, ZONE_ATTRIBUTE, ZONE_OFFER_ATTRIBUTE } from "./marks";

/**
 * /book's island, loaded on the visitor's first touch of the times (src/lib/booking/wake.ts). It
 * adds two things the plain form cannot, and changes nothing the form sends:
 * - when the browser's own time zone is another than the one the times are shown in, a link to
 *   the same page in that zone (what the zone's `GET` form would ask for);
 * - one day open at a time: opening a day folds the others.
 */
export function enhanceBookingTimes(region: HTMLElement) {
  offerOwnZone(region);
  oneDayAtATime(region);
}

/** The browser's IANA zone when it is a valid one (the server's check: server/booking/slots.ts), else null. */
export function browserZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === "string" && /^[A-Za-z0-9_+\-/]{1,64}$/.test(zone) && canonical(zone) !== null ? zone : null;
}

/** The zone as this browser's Intl names it (`Asia/Calcutta` and `Asia/Kolkata` are one), or null if unknown. */
function canonical(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function offerOwnZone(region: HTMLElement) {
  const form = region.querySelector<HTMLFormElement>(`form[${ZONE_ATTRIBUTE}]`);
  const shown = form?.getAttribute(ZONE_ATTRIBUTE);
  const words = form?.getAttribute(ZONE_OFFER_ATTRIBUTE);
  const own = browserZone();
  if (!form || !shown || !words || !own || canonical(own) === canonical(shown)) return;
  // The zone form's own fields (the service, a form's signed link), with the browser's zone.
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
  query.set("tz", own);
  const link = document.createElement("a");
  link.href = `${form.getAttribute("action") ?? ""}?${query}`;
  link.className = "font-semibold text-accent-700 underline underline-offset-4";
  link.textContent = words.replace("{zone}", own);
  const line = document.createElement("p");
  line.className = "w-full";
  line.append(link);
  // After the zone's button, so a keyboard moving on from the choice of zones meets it next.
  form.append(line);
}

function oneDayAtATime(region: HTMLElement) {
  const keepOnly = (opened: HTMLDetailsElement) => {
    // Folding the days above would pull the opened one up under the visitor's finger: the page
    // scrolls back by as much, so its line stays where it was tapped.
    const line = opened.querySelector("summary");
    const before = line?.getBoundingClientRect().top ?? 0;
    for (const day of region.querySelectorAll<HTMLDetailsElement>(`details[${DAY_ATTRIBUTE}][open]`)) {
      if (day !== opened) day.open = false;
    }
    const moved = (line?.getBoundingClientRect().top ?? 0) - before;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  };
  // `toggle` does not bubble: caught on its way down.
  region.addEventListener(
    "toggle",
    (event) => {
      const day = event.target;
      if (day instanceof HTMLDetailsElement && day.open && day.hasAttribute(DAY_ATTRIBUTE)) keepOnly(day);
    },
    true,
  );
  const last = region.querySelector<HTMLDetailsElement>(`details[${OPENED_LAST_ATTRIBUTE}]`);
  last?.removeAttribute(OPENED_LAST_ATTRIBUTE);
  if (last?.open) keepOnly(last);
}

const region = document.querySelector<HTMLElement>(`[${BOOKING_REGION}]`);
if (region) enhanceBookingTimes(region);
