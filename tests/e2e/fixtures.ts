import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test page records console errors and uncaught exceptions (hydration mismatches included);
 * a test fails if any were logged.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The 404 page's own document is meant to answer 404; any other failed request counts.
        const documentNotFound = message.text().includes("status of 404") && message.location().url === page.url();
        if (!documentNotFound) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the pre-rendered page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
