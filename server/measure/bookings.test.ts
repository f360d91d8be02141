// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { chromeUserAgent, uncountedVisitors } from "../test/helpers.ts";
import { eventSchema, eventsApi } from "./events.ts";
import { buildReport } from "./report.ts";
import { openStats } from "./store.ts";

/**
 * A call booked on /book is a conversion of its own kind: counted like a form sent (the visit's
 * landing page, source and campaign), with the call to action the visit last clicked, and, like
 * every event, never for a browser that asked not to be tracked.
 */
const day = "2027-03-12";
const noon = new Date(`${day}T12:00:00Z`);
const campaign = { landingPath: "/expertise/services/devops", utmSource: "linkedin", utmMedium: "social" };

function endpoint() {
  const stats = openStats(":memory:");
  const api = eventsApi({
    stats,
    pages: new Set(["/", "/contact", "/book", "/de/book", "/expertise/services/devops"]),
    rateLimit: { limit: 1000, windowMs: 60_000 },
    trustProxy: false,
    now: () => noon.getTime(),
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    api.request("/", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": chromeUserAgent, ...headers },
      body: JSON.stringify(body),
    });
  return { stats, send };
}

describe("a booked call in the measurement", () => {
  it("is accepted from /book in any language, with one of the site's calls to action or none", () => {
    const schema = eventSchema(new Set(["/book", "/de/book", "/contact", "/expertise/services/devops"]));
    const ok = (event: unknown) => schema.safeParse(event).success;
    expect(ok({ name: "call_booked", path: "/book", cta: "pick-a-time", ...campaign })).toBe(true);
    expect(ok({ name: "call_booked", path: "/de/book" })).toBe(true);
    // Only the booking page confirms a call; a call to action is one of the site's; nothing else rides along.
    expect(ok({ name: "call_booked", path: "/contact" })).toBe(false);
    expect(ok({ name: "call_booked", path: "/book", cta: "<script>" })).toBe(false);
    expect(ok({ name: "call_booked", path: "/book", email: "ada@example.org" })).toBe(false);
  });

  it("counts as its own kind of conversion, of the visit's landing page, source and campaign, and of its call to action", async () => {
    const { stats, send } = endpoint();
    const events: MeasureEvent[] = [
      { name: "page_view", path: "/expertise/services/devops", first: true, ...campaign, utmCampaign: "q1" },
      { name: "form_submit", path: "/contact", form: "contact", ...campaign, utmCampaign: "q1" },
      { name: "cta_click", path: "/contact", cta: "pick-a-time", ...campaign, utmCampaign: "q1" },
      { name: "call_booked", path: "/book", cta: "pick-a-time", ...campaign, utmCampaign: "q1" },
      // A visit that came straight to /book and booked.
      { name: "page_view", path: "/book", first: true, landingPath: "/book" },
      { name: "call_booked", path: "/book", landingPath: "/book" },
    ];
    for (const event of events) expect((await send(event)).status).toBe(204);

    const report = await buildReport(stats, { days: 1, today: noon });
    expect(report.totals).toMatchObject({ visits: 2, conversions: 3, conversionRate: 1.5 });
    expect(report.daily).toEqual([{ day, visits: 2, pageViews: 2, conversions: 3 }]);
    expect(report.forms).toContainEqual({ form: "booking", label: "Call booked (/book)", conversions: 2 });
    expect(report.forms).toContainEqual({ form: "contact", label: "Contact form", conversions: 1 });
    expect(report.ctas.find((row) => row.cta === "pick-a-time")).toMatchObject({ clicks: 1, bookings: 1 });
    expect(report.ctas.find((row) => row.cta === "schedule-discovery-call")).toMatchObject({ bookings: 0 });
    expect(report.campaigns).toEqual([{ campaign: "q1", visits: 1, conversions: 2, conversionRate: 2 }]);
    expect(report.landingPages).toContainEqual({ path: "/book", visits: 1, conversions: 1, conversionRate: 1 });
    stats.close();
  });

  it.each(uncountedVisitors)("is counted nowhere for %s", async (_, headers) => {
    const { stats, send } = endpoint();
    const response = await send({ name: "call_booked", path: "/book", cta: "pick-a-time", ...campaign }, headers);
    expect(response.status).toBe(204);
    expect(stats.totals(day, day)).toMatchObject({ conversions: 0, events: 0 });
    stats.close();
  });
});
