import type { CallEvent } from "../booking/ics.ts";

/**
 * One booked call as the calendar clients (graph.ts, google.ts) are given it, for their tests:
 * Monday 2027-03-08, 09:00–09:30 UTC, Ada with Jonas, in German as the invitation words it.
 */
export const germanCall: CallEvent = {
  uid: "2f1c7a52-0d7e-4c1e-9a59-3c1f0f7e1a11",
  start: Date.parse("2027-03-08T09:00:00Z"),
  end: Date.parse("2027-03-08T09:30:00Z"),
  stamp: Date.parse("2027-03-01T10:00:00Z"),
  summary: "Gespräch mit Jonas Weber, Summit Cloud Consulting",
  description: "Guten Tag Ada,\n\nJonas Weber ruft Sie an.",
  organizer: { name: "Jonas Weber", email: "jonas@summit.test" },
  attendee: { name: "Ada Lovelace", email: "ada@example.org" },
};
