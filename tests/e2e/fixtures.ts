import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test page records console errors, uncaught exceptions (hydration mismatches included) and
 * Content-Security-Policy violations; a test fails if any happened.
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

/** Waits until React has hydrated the pre-rendered page, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
