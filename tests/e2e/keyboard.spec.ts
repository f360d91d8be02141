import type { Locator, Page } from "@playwright/test";
import { homeCopy } from "../../src/content/pages";
import { expect, gotoHydrated, openPaused, pauseClock, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * Keyboard-only journeys the other specs do not already walk (issue "Production quality gates"):
 * the home inquiry form to success, the hero carousel's controls, and the fixed header never
 * covering what has focus. The skip link (shell.spec), menus (navigation.spec), methodology
 * picker (home.spec), contact form (forms.spec) and popup (popup.spec) have theirs beside
 * their other tests.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it takes more than `limit`. */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

test("the home inquiry form, by keyboard alone, from its first field to the success toast", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Start the Conversation" });
  await pauseClock(page);

  // From the top of the page, through every link and control before the form: as many Tab
  // presses as there are tab stops before the field, then one check (a check per press doubled
  // the round trips and ran past the time limit on a busy machine).
  const name = form.getByRole("textbox", { name: /^Full name/ });
  const stopsBefore = await name.evaluate((field) => {
    const stops = [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select, [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility())
      .filter((element) => element.closest("[inert]") === null);
    return stops.indexOf(field as HTMLElement);
  });
  expect(stopsBefore).toBeGreaterThan(20);
  for (let press = 0; press <= stopsBefore; press += 1) await page.keyboard.press("Tab");
  await expect(name).toBeFocused();
  await page.keyboard.type("Morgan Blake");
  await page.keyboard.press("Tab");
  await page.keyboard.type("morgan.blake@example.com");
  await page.keyboard.press("Tab"); // company name (optional)
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: /^How can we help/ })).toBeFocused();
  await page.keyboard.type("We want one view of our donors across Sales Cloud and Marketing Cloud.");
  await page.keyboard.press("Tab");
  const agree = form.getByRole("checkbox");
  await expect(agree).toBeFocused();
  await page.keyboard.press("Space");
  await expect(agree).toBeChecked();

  const submit = form.getByRole("button", { name: "Send Inquiry" });
  await tabTo(page, submit, { limit: 3 });
  await page.keyboard.press("Enter");
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await page.clock.runFor(1500);

  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expectOnScreen(toasts.getByText("Inquiry Received", { exact: true }));
  await expect(form.getByRole("textbox", { name: /^Full name/ })).toHaveValue("");
  await expect(agree).not.toBeChecked();
  await expect(submit).toBeFocused();
});

test("the hero carousel's previous, next, dots and pause controls answer Enter and Space", async ({ page }) => {
  await openPaused(page, "/");
  const carousel = page.getByRole("region", { name: homeCopy.hero.label });
  // Hidden slides are aria-hidden: the one group with a role is the slide on show.
  const current = () => carousel.getByRole("group");

  const pause = carousel.getByRole("button", { name: "Pause automatic slide show" });
  await tabTo(page, pause);
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeFocused();

  await tabTo(page, carousel.getByRole("button", { name: "Next slide" }));
  await page.keyboard.press("Enter");
  await expect(current()).toHaveAccessibleName("2 of 4");
  await page.keyboard.press("Space");
  await expect(current()).toHaveAccessibleName("3 of 4");

  await tabTo(page, carousel.getByRole("button", { name: "Previous slide" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(current()).toHaveAccessibleName("2 of 4");

  const lastDot = carousel.getByRole("button", { name: /^Show slide 4:/ });
  await tabTo(page, lastDot);
  await page.keyboard.press("Space");
  await expect(current()).toHaveAccessibleName("4 of 4");
  await expect(lastDot).toHaveAttribute("aria-current", "true");

  // Paused by the keyboard: time passes and the slide stays.
  await page.clock.runFor(24_000);
  await expect(current()).toHaveAccessibleName("4 of 4");
});

for (const width of [1280, 390]) {
  test(`the fixed header never covers the focused element, Tab or Shift+Tab, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");

    async function focusedIsClear(step: string) {
      // WCAG 2.2 "Focus Not Obscured": what is drawn at the focused element's top edge and centre
      // is the element itself (the skip link sits above the header, and passes), not the header.
      const coveredBy = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const banner = document.querySelector("header");
        if (!focused || !banner || focused === document.body || banner.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const x = box.left + Math.min(box.width / 2, 8);
        for (const y of [box.top + 2, box.top + box.height / 2]) {
          const hit = document.elementFromPoint(x, y);
          if (hit && banner.contains(hit) && !focused.contains(hit)) return focused.outerHTML.slice(0, 120);
        }
        return null;
      });
      expect(coveredBy, `${step}: the header covers the focused element`).toBeNull();
    }

    await expect(header).toBeVisible();
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Tab");
      await focusedIsClear(`Tab ${press + 1}`);
    }
    // Backwards is where a fixed header hides things: the browser scrolls up just enough.
    await page.keyboard.press("End");
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Shift+Tab");
      await focusedIsClear(`Shift+Tab ${press + 1}`);
    }
  });
}
