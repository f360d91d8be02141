import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attributionField, cleanAttribution } from "../forms/attribution";
import { visitStartedAt } from "../popup-trigger";
import { LAST_CTA_KEY, readVisit, reportConversion, visitAttribution } from "../visit";
import { yieldToMain } from "../yield-to-main";
import { arrive, yieldToMain as beaconYield, landingOf, pagePath, startMeasuring } from "./beacon";
import { reportBookedCall } from "./booked-call";

const site = "https://www.example.com";
const landingUrl = new URL(`${site}/expertise/services/devops?utm_source=linkedin&utm_campaign=q1&subject=x`);

describe("landingOf: how a visit that starts on a page arrived", () => {
  it("keeps the page, the referring site's host and the utm values, and nothing else of either URL", () => {
    expect(landingOf(landingUrl, "https://www.linkedin.com/feed/update/urn:li:activity:7?trk=x")).toEqual({
      landingPath: "/expertise/services/devops",
      referrerHost: "www.linkedin.com",
      utmSource: "linkedin",
      utmCampaign: "q1",
    });
  });

  it("has no referring site for a link from our own pages, a direct visit, or a non-web referrer", () => {
    for (const referrer of [`${site}/blog`, "", "android-app://com.linkedin.android/", "not a url"]) {
      expect(landingOf(new URL(`${site}/contact`), referrer)).toEqual({ landingPath: "/contact" });
    }
  });

  it("names a page the way the build does", () => {
    expect(["/", "/about/", "/about/index.html", "/index.html", "/blog//"].map(pagePath)).toEqual([
      "/",
      "/about",
      "/about",
      "/",
      "/blog",
    ]);
  });

  // The server refuses an event with a value it would not store (400), so whatever a campaign
  // link carries must come out of the beacon in a shape the server's rules accept, or not at all.
  it.each([
    ["a long value", "x".repeat(500)],
    ["control characters", "spring\u0000\r\nBcc: a@example.com"],
    ["bidi overrides", "\u202eevil\u202c"],
    ["only spaces", "   "],
    ["zero-width characters", "\u200b\u200b"],
    ["markup", "<script>alert(1)</script>"],
    ["emoji", "🚀 launch"],
  ])("cleans utm values with %s into what the server accepts", (_, value) => {
    const url = new URL(`${site}/?utm_source=${encodeURIComponent(value)}&utm_term=${encodeURIComponent(value)}`);
    const landing = landingOf(url, "https://sub.partner-site.example:8443/page");
    for (const [key, kept] of Object.entries(landing)) {
      expect(attributionField(key as keyof typeof landing).safeParse(kept).success, `${key}: ${kept}`).toBe(true);
    }
    expect(cleanAttribution(landing)).toEqual(landing);
  });
});

describe("the visit record, shared by the beacon, the popup and the forms", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("is written by the beacon on the first page and read back by the forms, and keeps the popup's start", () => {
    const started = visitStartedAt(1_000);
    const { first, fields } = arrive(landingUrl, "https://www.linkedin.com/", "navigate");
    expect(first).toBe(true);
    expect(fields).toEqual({
      landingPath: "/expertise/services/devops",
      referrerHost: "www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: undefined,
      utmCampaign: "q1",
    });
    expect(visitStartedAt(60_000)).toBe(started);
    expect(visitAttribution()).toEqual({
      landingPath: "/expertise/services/devops",
      referrerHost: "www.linkedin.com",
      utmSource: "linkedin",
      utmCampaign: "q1",
    });
  });

  it("keeps the landing on later pages, reloads and steps back, and starts anew from another site or campaign", () => {
    arrive(landingUrl, "https://www.linkedin.com/", "navigate");
    expect(arrive(new URL(`${site}/contact`), `${site}/expertise/services/devops`, "navigate")).toMatchObject({
      first: false,
      fields: { landingPath: "/expertise/services/devops", utmSource: "linkedin" },
    });
    expect(arrive(landingUrl, "https://www.linkedin.com/", "reload").first).toBe(false);
    expect(arrive(landingUrl, "https://www.linkedin.com/", "back_forward").first).toBe(false);

    const again = arrive(new URL(`${site}/blog`), "https://www.google.com/", "navigate");
    expect(again).toMatchObject({ first: true, fields: { landingPath: "/blog", referrerHost: "www.google.com" } });
    expect(again.fields.utmSource).toBeUndefined();
    expect(visitAttribution()).toEqual({ landingPath: "/blog", referrerHost: "www.google.com" });
  });

  it("without storage, counts a page reached from another site (or from nowhere) as a first page, and ours not", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(arrive(landingUrl, "https://www.linkedin.com/", "navigate").first).toBe(true);
    expect(arrive(new URL(`${site}/about`), "", "navigate").first).toBe(true);
    expect(arrive(new URL(`${site}/contact`), `${site}/about`, "navigate").first).toBe(false);
    expect(visitAttribution()).toBeUndefined();
  });
});

describe("startMeasuring", () => {
  let beacons: Record<string, unknown>[];
  const listeners: [EventTarget, string, EventListenerOrEventListenerObject, boolean | undefined][] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom paints nothing: the wait for the first paint is the browser's (tests/e2e/measurement.spec.ts).
    vi.stubGlobal("PerformanceObserver", undefined);
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/expertise/services/devops?utm_source=linkedin&utm_campaign=q1");
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.linkedin.com/");
    beacons = [];
    const sendBeacon = vi.fn((url: string, body: string) => {
      expect(url).toBe("/api/events");
      beacons.push(JSON.parse(body));
      return true;
    });
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    // Each test starts its own beacon: take its listeners away afterwards.
    for (const target of [window, document]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        listeners.push([
          target,
          type,
          listener as EventListener,
          typeof options === "object" ? options.capture : options,
        ]);
        add(type, listener, options);
      });
    }
  });
  afterEach(() => {
    for (const [target, type, listener, capture] of listeners.splice(0))
      target.removeEventListener(type, listener, capture);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
    Reflect.deleteProperty(navigator, "doNotTrack");
    document.body.replaceChildren();
  });

  const visit = {
    path: "/expertise/services/devops",
    landingPath: "/expertise/services/devops",
    referrerHost: "www.linkedin.com",
    utmSource: "linkedin",
    utmCampaign: "q1",
  };

  it("sends nothing and stores nothing while the page loads; one page view once it is idle", async () => {
    startMeasuring("/api/events");
    expect(beacons).toEqual([]);
    expect(readVisit()).toEqual({});
    await vi.advanceTimersByTimeAsync(2_000);
    expect(beacons).toEqual([{ name: "page_view", first: true, ...visit }]);
    expect(readVisit().landing).toMatchObject({ utmSource: "linkedin", utmCampaign: "q1" });
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toHaveLength(1);
  });

  it("sends the page view when the visitor leaves before the browser is idle, and only once", async () => {
    startMeasuring("/api/events");
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(beacons).toEqual([{ name: "page_view", first: true, ...visit }]);
  });

  it("records the visit and sends its page view in two tasks, handing the main thread back between them", async () => {
    // The browser's scheduler, held by the test: the yield waits until the test lets it go.
    const waiting: (() => void)[] = [];
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
    startMeasuring("/api/events");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(readVisit().landing).toMatchObject({ utmSource: "linkedin" });
    expect(beacons).toEqual([]);
    expect(waiting).toHaveLength(1);
    waiting.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toEqual([{ name: "page_view", first: true, ...visit }]);
  });

  it("still sends the page view at once when the visitor leaves between the two steps, and only once", async () => {
    const waiting: (() => void)[] = [];
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
    startMeasuring("/api/events");
    await vi.advanceTimersByTimeAsync(2_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([{ name: "page_view", first: true, ...visit }]);
    waiting.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(1);
  });

  it("counts a click on a call to action by its id, after the page view", () => {
    document.body.innerHTML = `<a href="/contact" data-cta="talk-to-an-expert"><svg><path d="M0 0"/></svg>Talk to an Expert</a><a href="/about">About</a>`;
    startMeasuring("/api/events");
    document.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.querySelector('a[href="/about"]')?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(beacons).toEqual([
      { name: "page_view", first: true, ...visit },
      { name: "cta_click", cta: "talk-to-an-expert", ...visit },
    ]);
  });

  it("sends the conversions the islands report", async () => {
    startMeasuring("/api/events");
    await vi.advanceTimersByTimeAsync(2_000);
    reportConversion({ name: "popup_shown" });
    reportConversion({ name: "form_submit", form: "strategy" });
    // Which names are conversions is the server's schema's to say (server/measure/events.ts): the
    // bytes every page inlines only forward what the page reports.
    expect(beacons.slice(1)).toEqual([
      { name: "popup_shown", ...visit },
      { name: "form_submit", form: "strategy", ...visit },
    ]);
  });

  it("counts the call /book confirms, with the call to action the visit last clicked (booked-call.ts)", async () => {
    document.body.innerHTML = `<a href="/book" data-cta="schedule-discovery-call">Schedule a Discovery Call</a>`;
    startMeasuring("/api/events");
    document.querySelector("a")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(window.sessionStorage.getItem(LAST_CTA_KEY)).toBe("schedule-discovery-call");
    for (const [target, type, listener, capture] of listeners.splice(0))
      target.removeEventListener(type, listener, capture);

    // The next page: /book asking for a time reports nothing; its answer confirming the call does.
    beacons = [];
    window.history.replaceState(null, "", "/book");
    startMeasuring("/api/events");
    reportBookedCall();
    expect(beacons).toEqual([]);
    document.body.innerHTML = `<div role="status" data-conversion="call_booked">Your call is booked</div>`;
    reportBookedCall();
    const { landingPath, referrerHost, utmSource, utmCampaign } = visit;
    const here = { path: "/book", landingPath, referrerHost, utmSource, utmCampaign };
    expect(beacons).toEqual([
      { name: "page_view", first: false, ...here },
      { name: "call_booked", cta: "schedule-discovery-call", ...here },
    ]);
  });

  it("counts a confirmed call without a call to action when the visit clicked none", () => {
    document.body.innerHTML = `<div role="status" data-conversion="call_booked">Your call is booked</div>`;
    startMeasuring("/api/events");
    reportBookedCall();
    expect(beacons.map((beacon) => beacon.name)).toEqual(["page_view", "call_booked"]);
    expect(beacons[1]).not.toHaveProperty("cta");
  });

  it.each([
    [
      "Global Privacy Control",
      () => Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true }),
    ],
    ["Do Not Track", () => Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true })],
  ])("does nothing at all with %s on: no request, no record", async (_, optOut) => {
    optOut();
    document.body.innerHTML = `<a href="/contact" data-cta="talk-to-an-expert">Talk to an Expert</a>`;
    startMeasuring("/api/events");
    await vi.advanceTimersByTimeAsync(2_000);
    document.querySelector("a")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    reportConversion({ name: "form_submit", form: "contact" });
    document.body.insertAdjacentHTML("beforeend", `<div data-conversion="call_booked"></div>`);
    reportBookedCall();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([]);
    expect(readVisit()).toEqual({});
    expect(visitAttribution()).toBeUndefined();
    expect(window.sessionStorage.getItem(LAST_CTA_KEY)).toBeNull();
  });

  it("does nothing in a build without an endpoint", async () => {
    startMeasuring("");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(beacons).toEqual([]);
  });
});

describe("the beacon's own yield, written out, is the site's", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("both use the browser's scheduler where it has one, and a zero timer where it has none", async () => {
    for (const yielding of [yieldToMain, beaconYield]) {
      const yieldSpy = vi.fn(() => Promise.resolve());
      vi.stubGlobal("scheduler", { yield: yieldSpy });
      await yielding();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
      vi.useFakeTimers();
      let done = false;
      void yielding().then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
      vi.useRealTimers();
    }
  });
});
