import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, gotoHydrated, openPaused, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The contact form end to end (docs/requirements.md "Forms and their messages"): errors, the
 * simulated 1500 ms submit, subject prefill from links, hostile query values, and a keyboard-only
 * run.
 */

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const input = (page: Page, name: RegExp) => form(page).getByRole("textbox", { name });
const submit = (page: Page) => form(page).getByRole("button", { name: /^(Send Message|Submitting\.\.\.)$/ });
const toastArea = (page: Page) => page.getByRole("region", { name: /Notifications/ });

const fields = {
  name: /^Full name/,
  email: /^Work email/,
  company: /^Company/,
  role: /^Role/,
  subject: /^Subject/,
  message: /^Message/,
};

test.describe("contact form", () => {
  test("an empty submit shows every spec message, the 'Validation Error' toast and focuses the first field", async ({
    page,
  }) => {
    await openPaused(page, "/contact");
    await submit(page).click();

    for (const message of [
      "Full name is required.",
      "Work email is required.",
      "Subject is required.",
      "Your message is required.",
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expectOnScreen(toastArea(page).getByText("Validation Error", { exact: true }), "the Validation Error toast");
    await expect(toastArea(page).getByText("Please correct the errors in the form.")).toBeVisible();
    await expect(input(page, fields.name)).toBeFocused();
    await expect(input(page, fields.name)).toHaveAttribute("aria-invalid", "true");
    await expect(input(page, fields.email)).toHaveAccessibleDescription("Work email is required.");
    // The browser's own bubbles stay out of the way; the required messages are the ones shown.
    await expect(input(page, fields.name)).toHaveAttribute("required", "");
    await expect(form(page)).toHaveAttribute("novalidate", "");
  });

  test("an invalid e-mail keeps what was typed, and editing clears only that error", async ({ page }) => {
    await openPaused(page, "/contact");
    await input(page, fields.name).fill("Avery Chen");
    await input(page, fields.email).fill("avery@example");
    await input(page, fields.message).fill("Please review our Data Cloud plan.");
    await submit(page).click();

    await expect(input(page, fields.email)).toBeFocused();
    await expect(form(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(input(page, fields.name)).toHaveValue("Avery Chen");
    await expect(input(page, fields.message)).toHaveValue("Please review our Data Cloud plan.");

    await input(page, fields.email).pressSequentially(".org");
    await expect(form(page).getByText("Please enter a valid email address.")).toHaveCount(0);
    await expect(form(page).getByText("Subject is required.")).toBeVisible();
  });

  test("a valid submit shows 'Submitting...', then after 1500 ms a toast and a reset to the prefilled subject", async ({
    page,
  }) => {
    await openPaused(page, "/contact?service=Advanced%20DevOps");
    await expect(input(page, fields.subject)).toHaveValue("Advanced DevOps");
    await input(page, fields.name).fill("Avery Chen");
    await input(page, fields.email).fill("avery@example.org");
    await input(page, fields.company).fill("Contoso Health");
    await input(page, fields.role).fill("CRM Director");
    await input(page, fields.subject).fill("Release pipeline review");
    await input(page, fields.message).fill("Our deployments take a full day. Can you help?");
    await submit(page).click();

    await expect(submit(page)).toHaveText("Submitting...");
    await expect(submit(page)).toBeDisabled();
    await page.clock.runFor(1400);
    await expect(submit(page)).toBeDisabled();
    await expect(toastArea(page).getByText("Message Sent")).toHaveCount(0);

    await page.clock.runFor(100);
    await expectOnScreen(toastArea(page).getByText("Message Sent", { exact: true }), "the Message Sent toast");
    await expect(toastArea(page).getByText(/^Thanks, Avery Chen\. .*avery@example\.org/)).toBeVisible();
    await expect(submit(page)).toHaveText("Send Message");
    await expect(submit(page)).toBeEnabled();
    for (const name of [fields.name, fields.email, fields.company, fields.role, fields.message]) {
      await expect(input(page, name)).toHaveValue("");
    }
    await expect(input(page, fields.subject)).toHaveValue("Advanced DevOps");
    await expect(form(page).locator("[aria-invalid]")).toHaveCount(0);
  });

  test("has no accessibility violations, idle or showing errors", async ({ page }) => {
    // axe's full scan (colour contrast over every node) is slow on a busy machine.
    test.slow();
    // No paused clock here: axe schedules its own timers.
    await gotoHydrated(page, "/contact");
    const scan = () => axeViolations(page, { include: "main" });
    expect(await scan()).toEqual([]);
    await submit(page).click();
    await expect(form(page).getByText("Full name is required.")).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test.describe("subject prefill: subject, else service", () => {
  test("comes from ?subject=", async ({ page }) => {
    await gotoHydrated(page, "/contact?subject=Partnership%20Inquiry");
    await expect(input(page, fields.subject)).toHaveValue("Partnership Inquiry");
  });

  test("comes from ?service= when there is no subject", async ({ page }) => {
    await gotoHydrated(page, "/contact?service=Custom%20API%20%26%20Integration");
    await expect(input(page, fields.subject)).toHaveValue("Custom API & Integration");
  });

  test("prefers ?subject= when both are given", async ({ page }) => {
    await gotoHydrated(page, "/contact?service=Managed%20Services&subject=Discuss%20My%20Project");
    await expect(input(page, fields.subject)).toHaveValue("Discuss My Project");
  });

  test("shows hostile values as literal text: no element is injected and no script runs", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    const image = "<img src=x onerror=alert(1)>";
    await gotoHydrated(page, `/contact?subject=${encodeURIComponent(image)}`);
    await expect(input(page, fields.subject)).toHaveValue(image);
    await expect(page.locator("img[onerror], img[src='x']")).toHaveCount(0);

    const script = "<script>window.__pwned = true; alert(2)</script>";
    await gotoHydrated(page, `/contact?service=${encodeURIComponent(script)}`);
    await expect(input(page, fields.subject)).toHaveValue(script);
    expect(await page.evaluate(() => (window as Window & { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.locator("script:not([src])", { hasText: "__pwned" })).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("links that prefill the subject", () => {
  test("each careers Apply link, and the general application link, fill the subject", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const apply = page.getByRole("link", { name: /^Apply for / });
    await expect(apply).toHaveCount(4);
    const titles = (await apply.evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")))).map(
      (label) => (label ?? "").replace(/^Apply for /, ""),
    );
    for (const [index, title] of titles.entries()) {
      await expect(apply.nth(index)).toHaveAttribute(
        "href",
        `/contact?subject=${encodeURIComponent(`Application: ${title}`)}`,
      );
    }

    await page.getByRole("link", { name: "Apply for Salesforce Developer" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Application%3A%20Salesforce%20Developer$/);
    await expect(input(page, fields.subject)).toHaveValue("Application: Salesforce Developer");

    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "Send a General Application" }).click();
    await expect(input(page, fields.subject)).toHaveValue("General Application");
  });

  test("each 'Inquire About This Service' link fills the subject with the service", async ({ page }) => {
    await gotoHydrated(page, "/services");
    const inquire = page.getByRole("link", { name: /^Inquire About This Service: / });
    await expect(inquire).toHaveCount(8);
    await page.getByRole("link", { name: "Inquire About This Service: Custom API & Integration" }).click();
    await expect(page).toHaveURL(/\/contact\?service=Custom%20API%20%26%20Integration$/);
    await expect(input(page, fields.subject)).toHaveValue("Custom API & Integration");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});

test.describe("keyboard only", () => {
  test("Tab, typing, Space and Enter take a visitor through errors to a sent message", async ({ page }) => {
    await openPaused(page, "/contact");
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? "");

    // From the top of the page, Tab until the first field has focus.
    for (let presses = 0; presses < 60 && (await focusedName()) !== "name"; presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(input(page, fields.name)).toBeFocused();
    await page.keyboard.type("Riley Morgan");
    await page.keyboard.press("Tab");
    await page.keyboard.type("riley@");
    await page.keyboard.press("Tab"); // company (optional)
    await page.keyboard.press("Tab"); // role (optional)
    await page.keyboard.press("Tab");
    await page.keyboard.type("Data Cloud readiness review");
    await page.keyboard.press("Tab"); // message, left empty
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Space");

    await expect(input(page, fields.email)).toBeFocused();
    await expect(form(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form(page).getByText("Your message is required.")).toBeVisible();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("riley.morgan@example.com");
    for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press("Tab");
    await expect(input(page, fields.message)).toBeFocused();
    await page.keyboard.type("We are preparing for Data Cloud and want a readiness review.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    await expect(submit(page)).toHaveText("Submitting...");
    await page.clock.runFor(1500);
    await expect(toastArea(page).getByText("Message Sent", { exact: true })).toBeVisible();
    await expect(input(page, fields.name)).toHaveValue("");
    await expect(input(page, fields.subject)).toHaveValue("");
    // Focus is not lost to the page: the keyboard visitor is still on the button.
    await expect(submit(page)).toBeFocused();
  });
});
