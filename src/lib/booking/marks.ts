/**
 * The marks /book's island and the server agree on (server/booking/days.ts writes the first):
 * each day of times is a `<details>` with `DAY_ATTRIBUTE`; the day the visitor opened last before
 * the island arrived carries `OPENED_LAST_ATTRIBUTE` (src/lib/booking/wake.ts).
 */
export const DAY_ATTRIBUTE = "data-booking-day";
export const OPENED_LAST_ATTRIBUTE = "data-opened-last";
/** On /book's form of time zones: the zone the times are shown in, and the words offering the visitor's own. */
export const ZONE_ATTRIBUTE = "data-booking-zone";
export const ZONE_OFFER_ATTRIBUTE = "data-zone-offer";
