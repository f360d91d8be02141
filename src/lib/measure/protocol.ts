import type { Attribution } from "../forms/attribution.ts";
import type { InquiryFormId } from "../forms/index.ts";

/**
 * What the browser sends to `POST /api/events` (docs/decisions/013-first-party-measurement.md):
 * one JSON object per event, as `text/plain` (what `navigator.sendBeacon` sends for a string).
 * The server's schema is server/measure/events.ts; the beacon is ./beacon.ts. Types only, so the
 * beacon can use them without importing a module (it must import nothing an island imports).
 *
 * Nothing here names a person or a device: the page, the kind of event, and how the visit
 * arrived (shared by every visit that arrived the same way).
 */

/** How the visit arrived, as recorded on its first page; utm term and content stay with leads. */
export type VisitFields = Pick<Attribution, "landingPath" | "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign">;

export type MeasureEvent = VisitFields & {
  /** The page it happened on, without query or fragment. */
  path: string;
} & (
    | { name: "page_view" /** The visit's first page: a visit starts here. */; first: boolean }
    | { name: "cta_click" /** An id of src/content/calls-to-action.ts: the server checks it. */; cta: string }
    | { name: "popup_shown" }
    | { name: "form_submit"; form: InquiryFormId }
    /**
     * A call booked on /book, reported by the page that confirms it (booked-call.ts), with the
     * call to action the visit last clicked, when it clicked one.
     */
    | { name: "call_booked"; cta?: string }
  );

/** What an island (src/lib/visit.ts `reportConversion`) or the booking page reports to the beacon. */
export type Conversion =
  | { name: "popup_shown" }
  | { name: "form_submit"; form: InquiryFormId }
  | { name: "call_booked"; cta?: string };
