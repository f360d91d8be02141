import type { Page } from "@playwright/test";
import { homeCopy } from "../../src/content/pages";
import { CAROUSEL_WAKE_MS } from "../../src/lib/carousel";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { POPUP_DELAY_MS } from "../../src/lib/use-exit-intent";
import { VISIT_KEY } from "../../src/lib/visit";
import { articlesMentioning } from "./content";
import {
  expect,
  fixedNow,
  gotoHydrated,
  islandBootstrap,
  leaveWindow,
  msIntoPage,
  openPaused,
  speedCollector,
  strategyDialog,
  test,
} from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * Static pages with React islands (docs/decisions/009-islands.md): no script before the
 * first paint, island code only where and when it is needed, and a visitor's first interaction is
 * never lost, even on a slow phone.
 */

/**
 * Scripts the page fetched, with the time each request started, and the first contentful paint.
 * The island bootstrap the load appends (fixtures.ts `islandBootstrap`) and the speed collector
 * it adds once idle (`speedCollector`) are listed apart.
 */
async function scriptTimings(page: Page) {
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const all = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paint, loadStart: loaded?.loadEventStart ?? null, all };
  });
  return {
    paint: timings.paint,
    loadStart: timings.loadStart,
    scripts: timings.all.filter((script) => !islandBootstrap.test(script.name) && !speedCollector.test(script.name)),
    bootstrap: timings.all.filter((script) => islandBootstrap.test(script.name)),
    collector: timings.all.filter((script) => speedCollector.test(script.name)),
  };
}

/** Chromium's CPU slowed as on a mid-range phone (Lighthouse's mobile preset uses 4×). */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("no script before the first paint", () => {
  for (const path of ["/", "/about", "/contact", "/blog", "/blog/devops-salesforce-roi", "/no-such-page"]) {
    test(`${path}: every script is requested after the first contentful paint`, async ({ page }) => {
      await gotoHydrated(page, path);
      const { paint, scripts, bootstrap, collector } = await scriptTimings(page);
      expect(paint).not.toBeNull();
      expect([...scripts, ...bootstrap, ...collector].filter((script) => script.startTime < (paint ?? 0))).toEqual([]);
      // The page as served asks for no script in <head>: no module script, no modulepreload.
      const head = (await (await page.request.get(path)).text()).split("</head>")[0] ?? "";
      expect(head).not.toMatch(/<script[^>]+src=|rel="?modulepreload/);
    });
  }
});

/** Lets the browser reach two idle periods, when an island due after the load would have loaded. */
async function settle(page: Page) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  }
}

test.describe("pages load island code only when something needs it", () => {
  test("a page whose only widgets are the layout's loads no island code, and its island bootstrap only after the load and the first paint", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await settle(page);
    const { scripts, bootstrap, loadStart, paint } = await scriptTimings(page);
    expect(scripts).toEqual([]);
    expect(bootstrap).toHaveLength(1);
    expect(loadStart).not.toBeNull();
    expect(paint).not.toBeNull();
    const after = Math.max(loadStart ?? Number.POSITIVE_INFINITY, paint ?? Number.POSITIVE_INFINITY);
    expect(bootstrap[0]?.startTime).toBeGreaterThanOrEqual(after);
    // Nothing of it is left inline: the page's own scripts are the menus, the beacon and the loader.
    const html = await (await page.request.get("/about")).text();
    expect(html).not.toContain('customElements.define("astro-island"');
  });

  test("home loads no script while it loads: the carousel is the pre-rendered first slide until it moves", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await settle(page);
    expect((await scriptTimings(page)).scripts).toEqual([]);
  });

  test("the carousel wakes 6 s into the page, before its first advance; the other widgets wait for the visitor", async ({
    page,
  }) => {
    // Playwright's clock fakes the Performance API's entries too: watch the requests instead.
    const scripts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === "script" && !islandBootstrap.test(path) && !speedCollector.test(path)) {
        scripts.push(path);
      }
    });
    await openPaused(page, "/");
    const carouselIsland = page.locator("astro-island", {
      has: page.getByRole("region", { name: homeCopy.hero.label }),
    });
    const msIntoPage = () => page.evaluate(() => performance.now());
    await page.clock.runFor(CAROUSEL_WAKE_MS - 500 - (await msIntoPage()));
    expect(scripts).toEqual([]);
    await page.clock.runFor(500);
    await expect(carouselIsland).not.toHaveAttribute("ssr");
    expect(scripts.some((name) => name.includes("hero-carousel"))).toBe(true);
    for (const waiting of ["cloud-card-pager", "methodology-picker", "home-inquiry-form"]) {
      expect(
        scripts.filter((name) => name.includes(waiting)),
        waiting,
      ).toEqual([]);
    }
  });

  test("the footer's year wakes only when the pre-rendered year is stale", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00Z"));
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("contentinfo").getByText(/© 2031 Summit Cloud Consulting/)).toBeVisible();
  });
});

test.describe("islands that wait for the visitor", () => {
  test("the desktop menus are HTML: a hover opens one under the pointer with no script fetched", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Resources" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectOnScreen(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies", exact: true }),
    );
    expect((await scriptTimings(page)).scripts).toEqual([]);
  });

  test("a page without forms never loads the form code", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const { scripts } = await scriptTimings(page);
    expect(scripts.filter((script) => /form|strategy-dialog|toast-region/.test(script.name))).toEqual([]);
  });
});

test.describe("the first interaction is never lost, on a 4× slower CPU", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on the menu toggle as soon as the page is parsed opens the menu, and fetches nothing", async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    if (!box) throw new Error("no toggle");
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectOnScreen(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }),
    );
    expect((await scriptTimings(page)).scripts).toEqual([]);
  });

  test("what is typed into a form before it hydrates is kept and sent", async ({ page }) => {
    await slowCpu(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const name = form.getByRole("textbox", { name: /^Full name/ });
    await name.pressSequentially("Robin Ortega");
    await form.getByRole("textbox", { name: /^Work email/ }).pressSequentially("robin@example.org");
    await form.getByRole("textbox", { name: /^Subject/ }).pressSequentially("Data Cloud rollout");
    await form.getByRole("textbox", { name: /^Message/ }).pressSequentially("We need a partner.");
    await expect(name).toHaveValue("Robin Ortega");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent", { exact: true }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });

  test("what is typed into the blog search before it hydrates is searched", async ({ page }) => {
    await slowCpu(page);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.pressSequentially("security");
    // Fewer than a page: the results cannot be mistaken for the page's own first cards.
    const expected = articlesMentioning("security").map((card) => card.title);
    expect(expected.length).toBeLessThan(ARTICLES_PER_PAGE);
    await expect(page.locator("main article h2")).toHaveText(expected);
    await expect(search).toHaveValue("security");
    expect(new URL(page.url()).searchParams.get("q")).toBe("security");
  });
});

test.describe("the strategy-call popup across pages", () => {
  test.use({ strategyPopup: true });
  /** The visit's start as the page's visit record holds it, or null before the trigger is armed. */
  const visitStart = (page: Page) =>
    page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "{}").startedAt ?? null, VISIT_KEY);
  /** When the page's navigation began, on its (maybe paused) clock. */
  const navigationStart = (page: Page) => page.evaluate(() => Math.round(Date.now() - performance.now()));
  /** Set on <html> when the trigger finds the popup due (src/lib/islands/on-popup.ts). */
  const popupDue = (page: Page) => page.evaluate(() => document.documentElement.dataset.strategyPopupDue === "true");
  /**
   * A slow phone: the page's clock paused from before the navigation, and the island bootstrap,
   * which arms the trigger, held back until the returned function lets it through.
   */
  const holdIslandBootstrap = async (page: Page) => {
    await page.clock.install({ time: fixedNow });
    await page.clock.pauseAt(fixedNow.getTime() + 1000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(islandBootstrap, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };

  test("is due 25 s after the navigation however late the island bootstrap arms it (3 s late here)", async ({
    page,
  }) => {
    // The island bootstrap arrives 3 s into the page.
    const release = await holdIslandBootstrap(page);
    await page.goto("/about");
    await page.clock.runFor(3_000);
    release();
    await expect.poll(() => visitStart(page)).not.toBeNull();
    expect(await visitStart(page)).toBe(await navigationStart(page));
    // 24.9 s into the page it is not due; 26 s into the page it is, on the page's clock alone.
    await page.clock.runFor(POPUP_DELAY_MS - 100 - (await msIntoPage(page)));
    expect(await popupDue(page)).toBe(false);
    await page.clock.runFor(26_000 - (await msIntoPage(page)));
    expect(await popupDue(page)).toBe(true);
  });

  test("is open when 26 s pass on the page's clock at once, the island bootstrap arriving 3 s into the page", async ({
    page,
  }) => {
    // The island bootstrap is held until the page's clock reaches 3 s (a timer of the page's own,
    // which the clock fires on its way to 26 s).
    const release = await holdIslandBootstrap(page);
    await page.exposeFunction("releaseIslandBootstrap", release);
    await page.addInitScript(() =>
      setTimeout(() => (window as unknown as { releaseIslandBootstrap(): void }).releaseIslandBootstrap(), 3_000),
    );
    await page.goto("/about");
    await page.clock.runFor(26_000);
    // The trigger, armed only now, counts from the navigation: due at once, not 25 s from now.
    await expect.poll(() => visitStart(page)).toBe(await navigationStart(page));
    await page.clock.runFor(100);
    expect(await popupDue(page)).toBe(true);
    // The dialog's code is fetched now and React reveals it on a timer: let time flow again.
    await page.clock.resume();
    await expect(strategyDialog(page)).toBeVisible({ timeout: 20_000 });
    await expectOnScreen(strategyDialog(page).getByRole("heading", { name: "Get a Free 30-Minute Strategy Call" }));
  });

  test("loads no code until it is due, then opens on exit intent", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await settle(page);
    expect((await scriptTimings(page)).scripts).toEqual([]);
    await leaveWindow(page);
    await expect(strategyDialog(page)).toBeVisible();
  });

  test("opens 25 s after the visit's first page, not 25 s after each page", async ({ page }) => {
    // The clock is paused from before the first page: only the time run here passes, on both pages.
    await page.clock.install({ time: fixedNow });
    await page.clock.pauseAt(fixedNow.getTime() + 1000);
    await page.goto("/about");
    // The visit's start, which the popup counts from, is the first page's navigation on the page's
    // clock, recorded when the page's island bootstrap arms the trigger (after the load and the
    // first paint): wait until it is there before moving the clock.
    await expect.poll(() => visitStart(page)).toBe(await navigationStart(page));
    await page.clock.runFor(POPUP_DELAY_MS - 10_000);
    await page.goto("/careers");
    const dialog = strategyDialog(page);
    await page.clock.runFor(8_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(3_000);
    // Due: the island's code is fetched only now, after the page's island bootstrap file (loaded
    // after the first paint: docs/decisions/019-lighter-pages.md), and React reveals its lazy dialog
    // on a timer, so let time flow again. Two downloads and a hydration took over the default 5 s on
    // a busy 2-core machine; the wait ends as soon as the dialog is there.
    await page.clock.resume();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
  });
});
