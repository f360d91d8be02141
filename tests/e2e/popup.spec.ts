import type { Page } from "@playwright/test";
import { POPUP_DELAY_MS, POPUP_FLAG_KEY } from "../../src/lib/use-exit-intent";
import { expect, gotoHydrated, leaveWindow, pauseClock, strategyDialog, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

test.use({ strategyPopup: true });

/** The strategy-call popup (docs/requirements.md "The strategy-call popup"), driven by Playwright's clock. */
const dialog = strategyDialog;
const flag = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_FLAG_KEY);

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/about");
});

test("opens 25 s after the app loads, with the required title and side text, focus inside", async ({ page }) => {
  await page.clock.runFor(POPUP_DELAY_MS - 1_000);
  await expect(dialog(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText("Don't Leave Just Yet!")).toBeVisible();
  await expect(dialog(page).getByLabel("Your name")).toBeVisible();
  await expect(dialog(page).getByLabel("Project description")).toHaveAttribute("rows", "3");
  expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
});

test("opens on exit intent; outside clicks leave it open; the close button sets the session flag", async ({ page }) => {
  await leaveWindow(page);
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeVisible();
  expect(await flag(page)).toBeNull();

  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(await flag(page)).toBe("true");

  // Once per session: neither a new page load nor exit intent nor the timer brings it back.
  await gotoHydrated(page, "/careers");
  await leaveWindow(page);
  await page.clock.runFor(POPUP_DELAY_MS);
  await expect(dialog(page)).toHaveCount(0);
});

test("traps focus, closes on Escape (setting the flag) and returns focus", async ({ page }) => {
  const careers = page.getByRole("main").getByRole("link").first();
  await careers.focus();
  await leaveWindow(page);
  await expect(dialog(page)).toBeVisible();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  expect(await flag(page)).toBe("true");
  await expect(careers).toBeFocused();
});

test("shows the required messages, then submits by keyboard: Submitting..., thanks by name, closes", async ({
  page,
}) => {
  await page.clock.runFor(POPUP_DELAY_MS);
  const popup = dialog(page);
  await popup.getByRole("button", { name: "Request My Strategy Call" }).click();
  await expect(popup.getByText("Your name is required.")).toBeVisible();
  await expect(popup.getByText("Business email is required.")).toBeVisible();
  // The modal hides the page behind it from assistive technology, but not the toast region.
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expectOnScreen(
    toasts.getByText("Validation Error", { exact: true }),
    "the Validation Error toast, over the dialog",
  );
  await expect(toasts.getByText("Please correct the errors in the form.")).toBeVisible();
  await expect(popup.getByLabel("Your name")).toBeFocused();

  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@analytical");
  await page.keyboard.press("Enter");
  await expect(popup.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(popup.getByLabel("Your name")).toHaveValue("Ada Lovelace");

  await popup.getByLabel("Business email").fill("ada@analytical.engines");
  await popup.getByLabel("Project description").fill("Service Cloud for a research network");
  // From here only the time the test runs passes: on a flowing clock a busy machine could let the
  // 1500 ms of 'Submitting...' end before the check below has seen them.
  await pauseClock(page);
  await popup.getByLabel("Business email").press("Enter");
  const busy = popup.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  await page.clock.runFor(1_500);
  await expectOnScreen(toasts.getByText("Strategy Call Requested!", { exact: true }), "the success toast");
  await expect(toasts.getByText(/Ada Lovelace.*ada@analytical\.engines.*schedule/)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(await flag(page)).toBe("true");
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 390, height: 640 },
]) {
  test.describe(`on screen at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("every field and button of the open popup is seen, scrolling the dialog where it must", async ({ page }) => {
      await gotoHydrated(page, "/about");
      await leaveWindow(page);
      const popup = dialog(page);
      const controls = [
        popup.getByRole("button", { name: "Close" }),
        popup.getByLabel("Your name"),
        popup.getByLabel("Business email"),
        popup.getByLabel("Project description"),
        popup.getByRole("button", { name: "Request My Strategy Call" }),
      ];
      for (const control of controls) {
        // On a short screen the dialog scrolls inside itself; the page behind stays put.
        await control.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
        await expectOnScreen(control);
      }
    });
  });
}
