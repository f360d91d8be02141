import { POPUP_DELAY_MS } from "../../src/lib/use-exit-intent";
import { expect, gotoHydrated, test } from "./fixtures";

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
  const popup = page.getByRole("dialog", { name: "Get a Free 30-Minute Strategy Call" });
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent("mouseout", { clientX: 0, clientY: 300, relatedTarget: null, bubbles: true }),
    ),
  );
  await page.clock.runFor(POPUP_DELAY_MS);
  await expect(popup).toHaveCount(0);
  await page.getByRole("searchbox").fill("devops");
  await expect(page.getByRole("heading", { level: 2, name: /DevOps/ }).first()).toBeVisible();

  // Nothing of ours logs an error for the missing storage: the fixture's console check holds as is.
  expect(consoleErrors).toEqual([]);
});
