import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devices, type Page } from "@playwright/test";
import { throttleLikeAPhone } from "../../scripts/bench/phone-throttling";
import { startSite } from "../../server/site";
import { signInAs } from "../../server/test/admin-session";
import { axeViolations, wcagTags } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Field speed end to end (docs/decisions/023-field-speed.md): the production build on the real
 * server in this test's process, on a database of its own. A visit under Lighthouse's mobile
 * conditions (CDP: 4× CPU slowdown, a slow 4G network) with an interaction made slow on purpose,
 * and a visit at a phone's width; each page is then hidden, which is when web-vitals reports and
 * the collector sends. The team's two views of the result, /admin/speed and
 * `npm run stats -- --vitals`, must show what the page measured itself with its own
 * PerformanceObserver, within the histogram's bucket error (≈2 %).
 */
const databasePath = join(mkdtempSync(join(tmpdir(), "summit-e2e-vitals-")), "inquiries.db");
let site: Awaited<ReturnType<typeof startSite>>;

test.beforeAll(async () => {
  site = await startSite({
    env: { DATABASE_PATH: databasePath, EVENT_RATE_LIMIT: "1000/60" },
    root: "build/client",
    port: 0,
    hostname: "127.0.0.1",
    log: () => {},
  });
});
test.afterAll(() => site.close());

/** The histogram answers within (γ−1)/(γ+1) ≈ 1.96 % of a value; the report rounds to whole ms. */
const withinBucket = (shown: number, measured: number) => Math.abs(shown - measured) <= measured * 0.02 + 1;

type Observed = { lcp: number | null; inp: number | null };

/** The page's own record of its LCP and its slowest interaction, kept from the first byte on. */
async function observeOwnMetrics(page: Page) {
  await page.addInitScript(() => {
    const observed: Observed = { lcp: null, inp: null };
    (window as unknown as { __observed: Observed }).__observed = observed;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) observed.lcp = last.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) observed.inp = Math.max(observed.inp ?? 0, entry.duration);
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}
const observed = (page: Page) => page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);

/** The collector arrives after the load, the first paint and idle time: wait for it to be fetched and run. */
async function collectorLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some(
            (entry) => entry.name.includes("/_astro/vitals.") && (entry as PerformanceResourceTiming).responseEnd > 0,
          ),
      ),
    )
    .toBe(true);
}

/**
 * Hides the page as switching tabs does, and returns the speed report it sends. Headless Chromium
 * never hides a page by itself; web-vitals and the collector read `document.visibilityState`
 * and listen for `visibilitychange`, so the test answers "hidden" and dispatches the event.
 */
async function hideAndCollect(page: Page) {
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/vitals") && request.method() === "POST");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const request = await sent;
  expect((await request.response())?.status()).toBe(204);
  return request.postDataJSON() as {
    path: string;
    device: string;
    metrics: { name: string; value: number; target?: string; interactionType?: string }[];
  };
}

type Row = { path: string; device: string; metric: string; p75: number; n: number; poor: number };
const statsRows = () =>
  JSON.parse(
    execFileSync(process.execPath, ["server/cli/stats.ts", "--vitals", "--format", "json"], {
      env: { ...process.env, DATABASE_PATH: databasePath },
      encoding: "utf8",
    }),
  ) as Row[];

test("a slow interaction under throttling and a phone visit show in /admin/speed and npm run stats, as the page measured them", async ({
  page,
  browser,
}) => {
  // Two throttled page loads, the CLI and axe at two widths: twice 1.0-1.1 min on this 2-core
  // machine shared by four sessions (it reached the admin's axe check both times).
  test.setTimeout(150_000);
  await observeOwnMetrics(page);
  const cdp = await page.context().newCDPSession(page);
  // Lighthouse's mobile network and CPU. Chromium delays the responses but its navigation and
  // resource timings do not show the added latency, so TTFB stays small here.
  await throttleLikeAPhone(cdp);
  await page.goto(`${site.url}/about`);
  await collectorLoaded(page);

  // The test's own click handler: work that keeps the main thread busy for 400 ms at full speed,
  // so about four times as long at 4× slowdown, as on a slow phone (measured here, unthrottled).
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const rounds = await page.evaluate(() => {
    let rounds = 0;
    let sink = 0;
    const start = performance.now();
    while (performance.now() - start < 400) {
      for (let i = 0; i < 1000; i += 1) sink += Math.sqrt(i);
      rounds += 1;
    }
    (window as unknown as { __sink: number }).__sink = sink;
    return rounds;
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.evaluate((rounds) => {
    const heading = document.querySelector("main h1") as HTMLElement;
    heading.id = "slow-target";
    heading.addEventListener("click", () => {
      // The measured work, and at least 600 ms of it: a calibration that ran while the other
      // worker held the CPU counted fewer rounds, which then ran in 480 ms in one CI run.
      const start = performance.now();
      let sink = 0;
      for (let round = 0; round < rounds || performance.now() - start < 600; round += 1) {
        for (let i = 0; i < 1000; i += 1) sink += Math.sqrt(i);
        performance.now();
      }
      (window as unknown as { __sink: number }).__sink = sink;
    });
  }, rounds);
  await page.locator("#slow-target").click();
  // Event timing reports the interaction after its next paint.
  await expect.poll(async () => (await observed(page)).inp ?? 0).toBeGreaterThan(500);
  const own = await observed(page);
  const lcp = own.lcp as number;
  const inp = own.inp as number;
  expect(lcp).toBeGreaterThan(0);

  const sent = await hideAndCollect(page);
  expect(sent).toMatchObject({ path: "/about", device: "desktop" });
  expect(sent.metrics.map((metric) => metric.name).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  expect(sent.metrics.find((metric) => metric.name === "INP")).toMatchObject({
    target: "h1#slow-target",
    interactionType: "pointer",
  });
  // Only the page, the device class and the numbers: no id, no time, no text of the page.
  expect(Object.keys(sent).sort()).toEqual(["device", "metrics", "path"]);

  // A visit at a phone's width (Pixel 7, 412 px) lands in "phone".
  const phone = await browser.newContext({ ...devices["Pixel 7"] });
  const phonePage = await phone.newPage();
  await phonePage.goto(`${site.url}/contact`);
  await collectorLoaded(phonePage);
  expect(await hideAndCollect(phonePage)).toMatchObject({ path: "/contact", device: "phone" });
  await phone.close();

  // npm run stats -- --vitals
  const rows = statsRows();
  const row = (path: string, device: string, metric: string) =>
    rows.find((entry) => entry.path === path && entry.device === device && entry.metric === metric);
  const statsInp = row("/about", "desktop", "INP");
  expect(statsInp).toMatchObject({ n: 1, poor: 1 });
  expect(withinBucket(statsInp?.p75 ?? 0, inp), `INP ${statsInp?.p75} vs the page's ${inp}`).toBe(true);
  const statsLcp = row("/about", "desktop", "LCP");
  expect(withinBucket(statsLcp?.p75 ?? 0, lcp), `LCP ${statsLcp?.p75} vs the page's ${lcp}`).toBe(true);
  expect(row("/contact", "phone", "LCP")?.n).toBe(1);
  expect(rows.filter((entry) => entry.path === "/contact").map((entry) => entry.device)).not.toContain("desktop");

  // /admin/speed, read as the marketer reads it.
  const admin = await browser.newContext();
  await admin.addCookies([{ ...signInAs(site, "marketing").cookie, url: site.url }]);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${site.url}/admin/speed`);
  const aboutRow = adminPage.locator('tr[data-page="/about"][data-device="desktop"]');
  const inpCell = aboutRow.locator('td[data-metric="INP"] .p75');
  await expect(inpCell).toHaveClass(/\bpoor\b/);
  const shownInp = Number((await inpCell.textContent())?.replace(/[^\d]/g, ""));
  expect(withinBucket(shownInp, inp), `admin INP ${shownInp} vs the page's ${inp}`).toBe(true);
  const shownLcp = Number((await aboutRow.locator('td[data-metric="LCP"] .p75').textContent())?.replace(/[^\d]/g, ""));
  expect(withinBucket(shownLcp, lcp), `admin LCP ${shownLcp} vs the page's ${lcp}`).toBe(true);
  await expect(
    adminPage.getByRole("region", { name: "Slowest interactions" }).locator('tr[data-element="h1#slow-target"]'),
  ).toContainText("pointer");
  await expect(adminPage.locator('tr[data-page="/contact"][data-device="phone"]')).toBeVisible();
  // Readable by everyone, like the rest of the admin: no WCAG 2.2 A/AA violation, wide or narrow.
  for (const width of [1280, 390]) {
    await adminPage.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(adminPage, { tags: wcagTags });
    expect(violations.map((violation) => `${width} px ${violation.id}: ${violation.help}`)).toEqual([]);
  }
  await admin.close();
});

test("with Global Privacy Control on, the collector is never fetched and nothing is sent", async ({ page }) => {
  await page.addInitScript("Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${site.url}/about`);
  // The island bootstrap file adds the speculation rules when the page is first idle, then
  // (same file, next line) would ask for the collector in that idle time: two idle periods later
  // it would have been requested.
  await page.waitForSelector('script[type="speculationrules"]', { state: "attached" });
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(asked.some((path) => path.startsWith("/_astro/islands."))).toBe(true);
  expect(asked.filter((path) => path.startsWith("/_astro/vitals.") || path === "/api/vitals")).toEqual([]);
});
