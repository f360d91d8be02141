import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import { POPUP_FLAG_KEY } from "../../src/lib/use-exit-intent";

/**
 * Every test page records console errors, uncaught exceptions (hydration mismatches included) and
 * Content-Security-Policy violations; a test fails if any happened.
 */
/**
 * Chromium's own word that it skipped the 0.4 s fade into a page (the cross-document view
 * transition in src/styles/brand.css): when the next page is revealed before the old one's
 * snapshot is ready, as on a busy machine when a search's Enter navigates at once, Chromium drops
 * the fade and rejects the transition it made itself. The page is shown whole, without the fade;
 * no script of ours holds that transition, so there is nothing of ours to fix. Seen once in three
 * runs of the browser phase at a load average of 14.
 */
const SKIPPED_TRANSITION = /^Transition was aborted because of invalid state\. Page already revealed$/;

export const test = base.extend<{ consoleErrors: string[]; strategyPopup: boolean; expectedConsoleErrors: RegExp[] }>({
  /**
   * The strategy-call popup opens 25 s after load or on exit intent; a slow test or a clock run
   * would meet it by chance. Tests start as a visitor who has already seen it, unless they opt in
   * with `test.use({ strategyPopup: true })`.
   */
  strategyPopup: [false, { option: true }],
  /** Console errors a test causes on purpose (a failed request it provokes); nothing else is allowed. */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, strategyPopup }, use) => {
    if (!strategyPopup) {
      await page.addInitScript((key) => {
        try {
          window.sessionStorage.setItem(key, "true");
        } catch {
          // No storage, no popup flag: the test itself is about that case.
        }
      }, POPUP_FLAG_KEY);
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The 404 page's own document is meant to answer 404; any other failed request counts.
        const documentNotFound = message.text().includes("status of 404") && message.location().url === page.url();
        const expected = expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
        if (!documentNotFound && !expected) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => {
        if (!SKIPPED_TRANSITION.test(error.message)) errors.push(error.message);
      });
      await page.exposeFunction("__reportCspViolation", (report: string) => errors.push(`CSP violation: ${report}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * True once the page has loaded, its island bootstrap has run, and every island due right after it has hydrated: a `client:due`
 * island marks itself when the URL or the visitor's settings make it due now (src/lib/islands/on-due.ts).
 */
export const dueIslandsHydrated = () =>
  document.readyState === "complete" &&
  // The island bootstrap runs once the page has loaded (fixtures.ts `islandBootstrap`): until it
  // has, no island has been told it is due.
  (document.querySelector("astro-island") === null || customElements.get("astro-island") !== undefined) &&
  document.querySelector("astro-island[data-due-now][ssr]") === null;

/**
 * Opens a page and waits until it has loaded and every island due right after the load (the blog
 * hub for `?q=`, the contact form for `?subject=`, the carousel under reduced motion) has
 * hydrated. Other islands stay static HTML until a test uses them or their time comes, as they do
 * for a visitor: the first interaction wakes them and is replayed.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(dueIslandsHydrated);
  return response;
}

/** Milliseconds since the page's navigation started, on the page's (maybe paused) clock. */
export function msIntoPage(page: Page) {
  return page.evaluate(() => performance.now());
}

/**
 * Waits until React has hydrated the element and run its mount effects: React keeps its props on
 * the node once it has reached it, and runs passive effects in the tasks that follow the commit
 * (its scheduler posts them with a MessageChannel, which Playwright's clock does not hold back).
 */
export async function reactMounted(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await locator.evaluate(async () => {
    for (let task = 0; task < 20; task += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Types each value into the text field of `form` whose label starts with its key. */
export async function fillTextboxes(form: Locator, typed: Record<string, string>) {
  for (const [label, value] of Object.entries(typed)) {
    await form.getByRole("textbox", { name: new RegExp(`^${label}`) }).fill(value);
  }
}

/**
 * Sends an inquiry form on a paused clock as a person would: once its island has mounted (the
 * mount effect starts the fill timer the server screens by; were the time on screen to pass
 * before it, the submission would be screened as too fast), after eight seconds on screen, then
 * the 1500 ms the button shows `submitting` (checked, disabled, when given).
 */
export async function sendAfterFilling(form: Locator, button: string, { submitting }: { submitting?: string } = {}) {
  const send = form.getByRole("button", { name: button });
  await reactMounted(send);
  await form.page().clock.fastForward(8_000);
  await send.click();
  if (submitting) await expect(form.getByRole("button", { name: submitting })).toBeDisabled();
  await form.page().clock.runFor(1_500);
}

/** The moment paused tests start at: a fixed date keeps dates and the footer's year stable. */
export const fixedNow = new Date("2026-06-15T09:00:00Z");

/**
 * Opens a page with Playwright's clock installed and paused before the page loads, so the only
 * time that passes is what a test runs with `runFor`: a slow machine cannot sneak in a carousel
 * advance, a popup or a toast's dismissal. Islands wake when the browser is idle, which on a
 * paused clock comes only as time is run: it is run in 50 ms steps until they have hydrated.
 */
export async function openPaused(page: Page, path: string, time = fixedNow) {
  await page.clock.install({ time });
  // The installed clock flows until paused, so the pause must lie ahead of wherever it has got
  // to: on a busy machine more than a second can pass before this call. No page has loaded yet,
  // so the jump fires nothing; a minute keeps the fixed day the pictures show.
  await page.clock.pauseAt(time.getTime() + 60_000);
  const response = await page.goto(path);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.evaluate(dueIslandsHydrated);
    })
    .toBe(true);
  // The brand face swaps in when it arrives; a picture is of the page as it then stays.
  await page.evaluate(() => document.fonts.ready);
  return response;
}

/** The strategy-call popup, by its title. */
export const strategyDialog = (page: Page) => page.getByRole("dialog", { name: "Get a Free 30-Minute Strategy Call" });

/** What the browser sends when the pointer leaves the window through an edge: exit intent. */
export async function leaveWindow(page: Page, edge: "top" | "left" = "top") {
  await page.evaluate(
    (point) => document.dispatchEvent(new MouseEvent("mouseout", { ...point, relatedTarget: null, bubbles: true })),
    edge === "top" ? { clientX: 600, clientY: 0 } : { clientX: 0, clientY: 300 },
  );
}

/**
 * Pauses a flowing installed clock a moment ahead of where it has got to, firing what falls due
 * on the way; from then on only the time a test runs passes. A busy machine can let more than that
 * moment pass before the pause lands, which Playwright refuses as a jump into the past: it is then
 * taken again from the new present.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const ahead = await page.evaluate(() => Date.now() + 1_000);
    try {
      return await page.clock.pauseAt(ahead);
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * The island bootstrap (Astro's island runtime and the site's client directives), which the build
 * moves out of every page into one cached file appended once the page has loaded
 * (scripts/build/lighten-html.ts, docs/decisions/019-lighter-pages.md). It is no island's code: the
 * checks that a page or a first tap fetches no island code leave it aside, and islands.spec.ts
 * checks when it arrives.
 */
export const islandBootstrap = /\/_astro\/islands\.[A-Za-z0-9]+\.js$/;

/**
 * The speed collector (src/lib/measure/vitals.ts), which the island bootstrap adds once the page
 * is idle (docs/decisions/023-field-speed.md): no island's code either, and left aside with the
 * bootstrap by the same checks; vitals.spec.ts checks when it arrives.
 */
export const speedCollector = /\/_astro\/vitals\.[A-Za-z0-9]+\.js$/;

/**
 * Draws every `content-visibility: auto` section now (src/app.css, ADR 019), as it is drawn once
 * near the screen: its content laid out and painted, its layout, style and paint containment
 * kept. For checks of the whole page at once (a full-page picture, axe's colour contrast), which
 * scroll nothing into view and would otherwise meet sections the browser has not drawn.
 */
export async function drawEverySection(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
        element.style.contain = "layout style paint";
      }
  });
}

/**
 * `path` answers with the page that says it is not translated yet (status 200, not indexed) and
 * leads to the English page `english` (docs/decisions/039-pages-missing-in-a-language.md).
 */
export async function expectNotTranslated(request: APIRequestContext, path: string, english: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html, path).toMatch(new RegExp(`<a href="${english}"[^>]* hreflang="en"`, "i"));
}
