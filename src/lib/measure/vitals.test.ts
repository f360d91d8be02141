import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { targetPattern } from "../../../server/measure/vitals";

/** web-vitals itself, replaced: each `on…` hands its callback to the test, which reports as the library would. */
const reporters = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
for (const name of ["LCP", "INP", "CLS", "FCP", "TTFB"]) {
  vi.doMock(`web-vitals/on${name}.js`, () => ({
    [`on${name}`]: (callback: (metric: unknown) => void) => reporters.set(name, callback),
  }));
}
const { shortSelector, startVitals } = await import("./vitals");

describe("shortSelector: the element at fault, without its text", () => {
  it("names tags, ids and two classes, up to three ancestors, and stops at an id", () => {
    document.body.innerHTML = `<main id="content"><section class="hero dark wide"><div><h1 class="title">Jordan's page</h1></div></section></main>`;
    expect(shortSelector(document.querySelector("h1"))).toBe("main#content>section.hero.dark>div>h1.title");
    expect(shortSelector(document.querySelector("h1")?.firstChild)).toBe("main#content>section.hero.dark>div>h1.title");
  });

  it("leaves out class names that are not plain words, and never carries text or attribute values", () => {
    document.body.innerHTML = `<div class="md:px-4 w-1/2 card"><a href="/contact?email=jordan@example.com" title="Jordan">Write to Jordan</a></div>`;
    const selector = shortSelector(document.querySelector("a"));
    expect(selector).toBe("div.card>a");
    expect(selector).toMatch(targetPattern);
  });

  it("stays within 100 characters, as the server requires", () => {
    const long = "x".repeat(38);
    document.body.innerHTML = `<div class="a${long} b${long}"><div class="c${long} d${long}"><p class="e${long}">text</p></div></div>`;
    const selector = shortSelector(document.querySelector("p"));
    // The parent would make it 126: the element alone is named.
    expect(selector).toBe(`p.e${long}`);
    expect(selector).toMatch(targetPattern);
  });
});

describe("startVitals: one beacon when the page is hidden", () => {
  let sent: { url: string; body: string }[];
  beforeEach(() => {
    sent = [];
    reporters.clear();
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, body: string) => sent.push({ url, body }) > 0,
    });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    vi.stubGlobal("innerWidth", 390);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: undefined });
  });

  const hide = () => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  };

  it("sends each metric's latest value with the page, the device class and the elements, and nothing else", async () => {
    document.body.innerHTML = `<main><h1 class="title">Hello</h1><button id="menu">Menu</button></main>`;
    await startVitals("/api/vitals");
    const h1 = document.querySelector("h1");
    const button = document.querySelector("button");
    reporters.get("TTFB")?.({ name: "TTFB", value: 81.234, id: "v5-1", entries: [] });
    reporters.get("LCP")?.({ name: "LCP", value: 900, id: "v5-2", entries: [{ element: null }] });
    reporters.get("LCP")?.({ name: "LCP", value: 1800.06, id: "v5-2", entries: [{ element: h1 }] });
    reporters.get("INP")?.({ name: "INP", value: 424, id: "v5-3", entries: [{ name: "pointerup", target: button }] });
    reporters.get("CLS")?.({ name: "CLS", value: 0.123456, id: "v5-4", entries: [] });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/vitals");
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual({
      path: "/",
      device: "phone",
      metrics: [
        { name: "TTFB", value: 81.2 },
        { name: "LCP", value: 1800.1, target: "main>h1.title" },
        { name: "INP", value: 424, target: "button#menu", interactionType: "pointer" },
        { name: "CLS", value: 0.1235 },
      ],
    });
    // Hidden again with nothing new: nothing more is sent.
    hide();
    expect(sent).toHaveLength(1);
  });

  it("names a key press as a keyboard interaction", async () => {
    await startVitals("/api/vitals");
    reporters.get("INP")?.({ name: "INP", value: 96, entries: [{ name: "keydown", target: document.body }] });
    hide();
    expect(JSON.parse(sent[0]?.body ?? "").metrics).toEqual([{ name: "INP", value: 96, interactionType: "keyboard" }]);
  });

  it("does nothing at all with Global Privacy Control on", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, value: true });
    await startVitals("/api/vitals");
    expect(reporters.size).toBe(0);
    hide();
    expect(sent).toEqual([]);
  });

  it("registers one metric per task, handing the main thread back between them, and still sends once when hidden", async () => {
    // The browser's scheduler, held by the test: each yield waits until the test lets it go.
    const waiting: (() => void)[] = [];
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
    const started = startVitals("/api/vitals");
    const registered: string[][] = [[...reporters.keys()]];
    for (let step = 0; step < 4; step += 1) {
      expect(waiting).toHaveLength(1);
      waiting.shift()?.();
      await Promise.resolve();
      registered.push([...reporters.keys()]);
    }
    await started;
    expect(registered).toEqual([
      ["LCP"],
      ["LCP", "INP"],
      ["LCP", "INP", "CLS"],
      ["LCP", "INP", "CLS", "FCP"],
      ["LCP", "INP", "CLS", "FCP", "TTFB"],
    ]);
    reporters.get("FCP")?.({ name: "FCP", value: 700, entries: [] });
    hide();
    expect(sent).toHaveLength(1);
  });
});
