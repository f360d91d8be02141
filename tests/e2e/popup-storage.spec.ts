import { POPUP_DELAY_MS } from "../../src/lib/use-exit-intent";
import { expect, gotoHydrated, leaveWindow, strategyDialog, test } from "./fixtures";

test.use({ strategyPopup: true });

// Private modes can make sessionStorage throw: the page must keep working, the popup show once.
test("without sessionStorage the popup still works and shows once per page load", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.getItem = deny;
    Storage.prototype.setItem = deny;
  });
  await page.clock.install();
  await gotoHydrated(page, "/blog");
  await page.clock.runFor(POPUP_DELAY_MS);
  const popup = strategyDialog(page);
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await leaveWindow(page, "left");
  await page.clock.runFor(POPUP_DELAY_MS);
  await expect(popup).toHaveCount(0);
  await page.getByRole("searchbox").fill("devops");
  await expect(page.getByRole("heading", { level: 2, name: /DevOps/ }).first()).toBeVisible();

  // Nothing of ours logs an error for the missing storage: the fixture's console check holds as is.
  expect(consoleErrors).toEqual([]);
});
