import type { Page } from "@playwright/test";
import { bookWordsIn } from "../../server/booking/settings";
import { homeCopy, methodologySteps } from "../../src/content/pages";
import { sitePages } from "../../src/content/site-pages";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_WAKE_MS } from "../../src/lib/carousel";
import { expect, gotoHydrated, msIntoPage, openPaused, reactMounted, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The home page as a visitor meets it (docs/requirements.md "The home page", "Accessibility").
 * Timings use Playwright's clock: `runFor` fires every timer due in the window (the carousel's 8 s
 * timeout included), where `fastForward` would fire an interval only once.
 */

const carousel = (page: Page) => page.getByRole("region", { name: homeCopy.hero.label });
/** Hidden slides are aria-hidden, so only the shown slide answers to its role and name. */
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 4` });
const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });

async function moveMouseAway(page: Page) {
  // The fixed header is outside the carousel: moving there ends the hover pause.
  await page.mouse.move(640, 40);
}

// What each section carries (headings in the required order, cards, links, stat tiles) is read from
// the built page in tests/built/home.test.ts; these are what needs layout or script.

// On a paused clock: the carousel turns every few seconds, and on a busy machine the page can take
// longer than that to load, so on real time these would see whichever slide was up by then.
test("the hero shows its first slide, with its picture, two buttons and its controls", async ({ page }) => {
  await openPaused(page, "/");
  const region = carousel(page);
  await expect(slide(page, 1)).toBeVisible();
  await expect(slide(page, 1).getByRole("img")).toBeVisible();
  await expect(slide(page, 1).getByRole("link")).toHaveCount(2);
  await expect(region.getByRole("button", { name: /^Show slide \d/ })).toHaveCount(4);
  await expect(region.getByRole("button", { name: "Previous slide" })).toBeVisible();
  await expect(region.getByRole("button", { name: "Next slide" })).toBeVisible();
  await expect(region.getByRole("button", { name: "Pause automatic slide show" })).toBeVisible();
});

test.describe("home page sections", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
  });

  test("cloud cards: the dots turn between two pages of three", async ({ page }) => {
    const clouds = section(page, homeCopy.clouds.heading);
    const cards = clouds.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Sales Cloud", "Service Cloud", "Data Cloud"]);
    const first = clouds.getByRole("button", { name: "Show clouds 1–3" });
    const second = clouds.getByRole("button", { name: "Show clouds 4–6" });
    await expect(first).toHaveAttribute("aria-current", "true");

    await second.click();
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Experience Cloud", "Government Cloud", "Education Cloud"]);
    await expect(clouds.getByRole("status")).toHaveText("Showing clouds 4–6 of 6");

    await first.click();
    await expect(cards.getByRole("heading")).toHaveText(["Sales Cloud", "Service Cloud", "Data Cloud"]);
  });

  test("card descriptions show at most three lines, and the knowledge hub's cards sit side by side", async ({
    page,
  }) => {
    // A clamped paragraph stretched by its flex card painted a fourth, half-hidden line.
    const clamped = page.locator("main p.card-text");
    expect(await clamped.count()).toBeGreaterThanOrEqual(13);
    const overflowing = await clamped.evaluateAll((paragraphs) =>
      paragraphs
        .filter((p) => p.getBoundingClientRect().height > 3 * Number.parseFloat(getComputedStyle(p).lineHeight) + 0.5)
        .map((p) => p.textContent?.slice(0, 40)),
    );
    expect(overflowing).toEqual([]);

    const hub = section(page, homeCopy.knowledgeHub.heading);
    const cards = hub.getByRole("article");
    await expect(cards).toHaveCount(2);
    // The cards rise in one after the other once their section is drawn, which happens as it
    // comes near the screen (ADR 019): scroll to it as a visitor would, then compare where they
    // come to rest.
    await hub.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        return first && second ? first.y - second.y : null;
      })
      .toBe(0);
  });
});

test.describe("hero carousel behaviour", () => {
  test("auto-advances from slide 1 to slide 2 eight seconds into the page", async ({ page }) => {
    await openPaused(page, "/");
    await expect(slide(page, 1)).toBeVisible();
    // Its island wakes before the first advance is due (client:due), untouched by the visitor.
    await page.clock.runFor(CAROUSEL_WAKE_MS - (await msIntoPage(page)));
    await reactMounted(carousel(page));
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1 - (await msIntoPage(page)));
    await expect(slide(page, 1)).toBeVisible();
    await page.clock.runFor(1);
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 1)).toHaveCount(0);
  });

  test("arrows move both ways and Previous wraps from 1 back to 4", async ({ page }) => {
    await openPaused(page, "/");
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 2)).toBeVisible();
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page, 1)).toBeVisible();
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page, 4)).toBeVisible();
    await expect(slide(page, 4).getByRole("heading")).toHaveText("DevOps That Makes Every Release a Non-Event");
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 1)).toBeVisible();
  });

  test("dots jump to their slide", async ({ page }) => {
    await openPaused(page, "/");
    const dot = carousel(page).getByRole("button", { name: /^Show slide 3:/ });
    await dot.click();
    await expect(slide(page, 3)).toBeVisible();
    await expect(dot).toHaveAttribute("aria-current", "true");
  });

  test("the pause control stops auto-advance and play resumes it", async ({ page }) => {
    await openPaused(page, "/");
    await carousel(page).getByRole("button", { name: "Pause automatic slide show" }).click();
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await moveMouseAway(page);
    await page.clock.runFor(24000);
    await expect(slide(page, 1)).toBeVisible();

    await carousel(page).getByRole("button", { name: "Start automatic slide show" }).click();
    await moveMouseAway(page);
    await page.clock.runFor(8000);
    await expect(slide(page, 2)).toBeVisible();
  });

  test("hovering pauses auto-advance", async ({ page }) => {
    await openPaused(page, "/");
    await slide(page, 1).getByRole("heading").hover();
    // The hover wakes the carousel; on a paused clock, time may only run once it listens (a
    // visitor's real time cannot outrun its hydration by 16 s).
    await reactMounted(carousel(page));
    await page.clock.runFor(16000);
    await expect(slide(page, 1)).toBeVisible();
    await moveMouseAway(page);
    await page.clock.runFor(8000);
    await expect(slide(page, 2)).toBeVisible();
  });

  test("does not auto-advance under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPaused(page, "/");
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(24000);
    await expect(slide(page, 1)).toBeVisible();
  });

  test("the first slide is visible in the pre-rendered HTML, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(slide(page, 1).getByRole("heading")).toBeVisible();
    await expect(slide(page, 1).getByRole("heading")).toHaveCSS("opacity", "1");
    await context.close();
  });
});

test.describe("methodology picker", () => {
  const description = (title: string) => methodologySteps.find((step) => step.title === title)?.description ?? "";

  test("starts on Discovery & Strategy and shows a clicked step's description", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist", { name: homeCopy.methodology.tabsLabel });
    await expect(tabs.getByRole("tab")).toHaveText([
      /Discovery & Strategy$/,
      /Solution Design & Architecture$/,
      /Agile Implementation$/,
      /Optimization & Enhancement$/,
      /Ongoing Support & Partnership$/,
      /Continuous Innovation$/,
    ]);
    await expect(tabs.getByRole("tab", { name: "Discovery & Strategy" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(description("Discovery & Strategy"));

    await tabs.getByRole("tab", { name: "Ongoing Support & Partnership" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(description("Ongoing Support & Partnership"));
  });

  test("is operated by keyboard: arrows, Home and End, one tab stop", async ({ page }) => {
    await gotoHydrated(page, "/");
    const first = page.getByRole("tab", { name: "Discovery & Strategy" });
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("tab", { name: "Solution Design & Architecture" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(description("Solution Design & Architecture"));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel")).toContainText(description("Agile Implementation"));
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Continuous Innovation" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(description("Continuous Innovation"));
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("tabpanel")).toContainText(description("Continuous Innovation"));
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tablist for the panel: only the selected tab is in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });
});

/**
 * Sections after a page's first are `content-visibility: auto` (src/app.css, ADR 019): the first
 * paint draws what is near the screen, the rest is drawn as a visitor scrolls to it, in place.
 */
test.describe("sections drawn as they come near the screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("scrolling the home page to its end draws each section as it arrives, with no layout shift", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, "/");
    const sections = page.locator("main > section");
    /** For each section: is it on screen, and is its content drawn (not skipped)? */
    const states = () =>
      sections.evaluateAll((list) =>
        list.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            onScreen: box.bottom > 0 && box.top < window.innerHeight,
            drawn: element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
          };
        }),
      );
    const atLoad = await states();
    expect(atLoad).toHaveLength(11);
    expect(atLoad.filter((state) => !state.drawn).length, "sections left undrawn by the first paint").toBeGreaterThan(
      5,
    );

    // The visitor wheels down most of a screen at a time until the page ends.
    const scrollY = () => page.evaluate(() => window.scrollY);
    const atEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    for (let turns = 0; !(await atEnd()); turns++) {
      expect(turns, "wheel turns to reach the end").toBeLessThan(60);
      const before = await scrollY();
      await page.mouse.wheel(0, 700);
      await expect.poll(scrollY).toBeGreaterThan(before);
      await expect.poll(async () => (await states()).filter((state) => state.onScreen && !state.drawn).length).toBe(0);
    }
    await expect(page.locator("main > section").last()).toHaveAccessibleName(homeCopy.inquiry.heading);
    await expectOnScreen(page.locator("body > footer").getByRole("link").last(), "the footer's last link");
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test("a page as short as /book draws its second section with the first paint, so its footer on screen never moves", async ({
    page,
  }) => {
    // A 640 px placeholder drawn a frame late moved the footer up by that much (CLS 0.05 in 1 of 3 Lighthouse runs).
    await gotoHydrated(page, sitePages.book.path);
    const times = page.locator("main > section").nth(1);
    await expect(times).toHaveAccessibleName(bookWordsIn("en").times.heading);
    expect(await times.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("visible");
    // Why it matters here: the footer begins on the first screen of a phone.
    const footerTop = await page.locator("body > footer").evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeLessThan(844);
  });

  test("a link to a section far down a page scrolls that section's heading into view", async ({ page }) => {
    await gotoHydrated(page, "/careers#openings");
    await expectOnScreen(page.locator("#openings").getByRole("heading").first(), "the openings' heading");
  });
});
