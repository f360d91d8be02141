// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { sendBeacon, startTestSite, uncountedVisitors } from "../test/helpers.ts";
import { MAX_EVENT_BYTES } from "./events.ts";
import { vitalsTables } from "./vitals-store.ts";

/** POST /api/events (and the guards it shares with /api/vitals) against the real server (in-process, a real socket) and a temporary SQLite file. */
const today = new Date().toISOString().slice(0, 10);

const site = await startTestSite();
afterAll(() => site.close());
beforeEach(() => {
  for (const table of ["stats_pages", "stats_landings", "stats_sources", "stats_campaigns", "stats_events"]) {
    site.stats.database.exec(`DELETE FROM ${table}`);
  }
  for (const table of vitalsTables) site.stats.database.exec(`DELETE FROM ${table}`);
});

const send = (body: unknown, headers: Record<string, string> = {}, url = site.eventsEndpoint) =>
  sendBeacon(url, body, headers);

const visit = {
  landingPath: "/expertise/services/devops",
  referrerHost: "www.linkedin.com",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "q1",
};
const landing = { name: "page_view", path: "/expertise/services/devops", first: true, ...visit };

const totals = () => site.stats.totals(today, today);

describe("POST /api/events: what is counted", () => {
  it("counts a visit's first page as a visit of its landing page, source and campaign", async () => {
    const response = await send(landing);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(totals()).toMatchObject({ visits: 1, pageViews: 1, conversions: 0, events: 1 });
    expect(site.stats.pages(today, today, 10)).toEqual([{ path: "/expertise/services/devops", views: 1 }]);
    expect(site.stats.landings(today, today, 10)).toEqual([
      { path: "/expertise/services/devops", visits: 1, conversions: 0 },
    ]);
    expect(site.stats.sources(today, today, 10)).toEqual([
      { source: "linkedin", medium: "social", visits: 1, conversions: 0 },
    ]);
    expect(site.stats.campaigns(today, today, 10)).toEqual([{ campaign: "q1", visits: 1, conversions: 0 }]);
  });

  it("counts later pages as page views only, and a form sent as a conversion of the visit's landing page, source and campaign", async () => {
    await send(landing);
    await send({ name: "page_view", path: "/contact", first: false, ...visit });
    await send({ name: "cta_click", path: "/expertise/services/devops", cta: "talk-to-an-expert", ...visit });
    await send({ name: "form_submit", path: "/contact", form: "contact", ...visit });
    await send({ name: "popup_shown", path: "/contact", ...visit });
    expect(totals()).toEqual({ visits: 1, pageViews: 2, conversions: 1, ctaClicks: 1, popupsShown: 1, events: 5 });
    expect(site.stats.landings(today, today, 10)).toEqual([
      { path: "/expertise/services/devops", visits: 1, conversions: 1 },
    ]);
    expect(site.stats.sources(today, today, 10)).toEqual([
      { source: "linkedin", medium: "social", visits: 1, conversions: 1 },
    ]);
    expect(site.stats.campaigns(today, today, 10)).toEqual([{ campaign: "q1", visits: 1, conversions: 1 }]);
    expect(site.stats.events(today, today, "cta_click")).toEqual([{ detail: "talk-to-an-expert", count: 1 }]);
    expect(site.stats.events(today, today, "form_submit")).toEqual([{ detail: "contact", count: 1 }]);
  });

  it("names a visit without utm values by its referring site, or (direct)", async () => {
    await send({ name: "page_view", path: "/", first: true, landingPath: "/", referrerHost: "www.google.com" });
    await send({ name: "page_view", path: "/about", first: true, landingPath: "/about" });
    expect(site.stats.sources(today, today, 10)).toEqual([
      { source: "(direct)", medium: "", visits: 1, conversions: 0 },
      { source: "www.google.com", medium: "", visits: 1, conversions: 0 },
    ]);
    expect(site.stats.campaigns(today, today, 10)).toEqual([]);
  });

  it("accepts application/json too", async () => {
    expect((await send(landing, { "Content-Type": "application/json" })).status).toBe(204);
    expect(totals().events).toBe(1);
  });
});

describe("POST /api/events: bad events are refused with 400 and nothing is stored", () => {
  const cases: [string, string | object, Record<string, string>?][] = [
    ["an unknown event name", { ...landing, name: "scroll_depth" }],
    ["a path that is not a page", { ...landing, path: "/wp-admin" }],
    ["a path with a query", { ...landing, path: "/contact?email=ana@example.org" }],
    ["a landing page that is not a page", { ...landing, landingPath: "/nope" }],
    ["a 20 KB body", { ...landing, utmContent: "x".repeat(20 * 1024) }],
    ["a body just over the limit", `${JSON.stringify(landing)}${" ".repeat(MAX_EVENT_BYTES)}`],
    ["a form post", landing, { "Content-Type": "application/x-www-form-urlencoded" }],
    ["multipart", landing, { "Content-Type": "multipart/form-data; boundary=x" }],
    ["no content type", landing, { "Content-Type": "" }],
    ["malformed JSON", "{ name: page_view"],
    ["a JSON array", "[]"],
    ["a field the event does not have", { ...landing, visitorId: "4f1c-88aa" }],
    ["a utm term (kept with leads only)", { ...landing, utmTerm: "salesforce devops" }],
    ["an unknown call to action", { name: "cta_click", path: "/", cta: "buy-now" }],
    ["an unknown form", { name: "form_submit", path: "/contact", form: "newsletter" }],
    ["a page view without first", { name: "page_view", path: "/" }],
    ["a utm value over 100 characters", { ...landing, utmCampaign: "q".repeat(101) }],
    ["a full referring URL", { ...landing, referrerHost: "https://www.linkedin.com/feed/" }],
    ["a control character", { ...landing, utmSource: "linked\u0000in" }],
  ];

  it.each(cases)("refuses %s", async (_, body, headers = {}) => {
    const response = await send(body, headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/\S/);
    expect(totals()).toMatchObject({ events: 0, visits: 0, pageViews: 0 });
  });
});

// beaconApi's guards, which the two measurement endpoints share, checked on each of them.
const speedReport = { path: "/", device: "desktop", metrics: [{ name: "TTFB", value: 120 }] };
const endpoints = [
  {
    endpoint: "POST /api/events",
    url: () => site.eventsEndpoint,
    body: landing,
    stored: () => {
      const { events, visits, pageViews } = totals();
      return events + visits + pageViews;
    },
  },
  {
    endpoint: "POST /api/vitals",
    url: () => site.vitalsEndpoint,
    body: speedReport,
    stored: () => site.stats.vitals(today, today).length,
  },
];

describe.each(endpoints)("$endpoint: the guards of every measurement endpoint", ({ url, body, stored }) => {
  it("stores what passes them (so a refusal below is the guard's)", async () => {
    expect((await send(body, {}, url())).status).toBe(204);
    expect(stored()).toBeGreaterThan(0);
  });

  it("refuses another site's page with 403", async () => {
    expect((await send(body, { Origin: "https://attacker.example" }, url())).status).toBe(403);
    expect(stored()).toBe(0);
  });

  it.each(["GET", "PUT"])("answers %s with 405 and Allow: POST", async (method) => {
    const response = await fetch(url(), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it.each(uncountedVisitors)("answers %s with 204 and stores nothing", async (_, headers) => {
    const response = await send(body, headers, url());
    expect(response.status).toBe(204);
    expect(stored()).toBe(0);
  });
});

describe("POST /api/events: rate limit", () => {
  it("answers a flood from one client with 429 once it has sent its allowance, and counts only the allowance", async () => {
    const limited = await startTestSite({ EVENT_RATE_LIMIT: "20/60" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        statuses.push((await send({ ...landing, first: false }, {}, limited.eventsEndpoint)).status);
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(20);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      const refused = await send(landing, {}, limited.eventsEndpoint);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(limited.stats.totals(today, today)).toMatchObject({ events: 20, pageViews: 20 });
    } finally {
      await limited.close();
    }
  });

  it("holds a limit reached from one IPv6 address for its whole /64, for events and speed reports alike", async () => {
    const limited = await startTestSite({ EVENT_RATE_LIMIT: "2/60", TRUST_PROXY: "1" });
    try {
      for (const url of [limited.eventsEndpoint, limited.vitalsEndpoint]) {
        const body = url === limited.eventsEndpoint ? landing : speedReport;
        const from = (address: string) => send(body, { "X-Forwarded-For": address }, url);
        expect((await from("2001:db8:9:1::1")).status, url).toBe(204);
        expect((await from("2001:db8:9:1::2")).status, url).toBe(204);
        expect((await from("2001:db8:9:1:abcd::77")).status, url).toBe(429);
        expect((await from("2001:db8:9:2::1")).status, url).toBe(204);
      }
    } finally {
      await limited.close();
    }
  });
});
