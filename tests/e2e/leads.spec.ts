import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { leadsCli, spawnServer } from "../../server/test/spawn-server";
import { startReceiver } from "../../server/test/webhook-receiver";
import {
  expect,
  fillTextboxes,
  leaveWindow,
  openPaused,
  reactMounted,
  sendAfterFilling,
  strategyDialog,
  test,
} from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * Real lead capture, end to end: the production build served by `npm start`'s own entry point on
 * a database of the test's own, a visitor filling each form, and the team reading the result with
 * `npm run leads`, and a webhook receiver of the test's own getting it too. The page clock runs the form's time on screen past the server's minimum, as a
 * person taking a few seconds would. It is paused: the 1500 ms of 'Submitting...' pass only when
 * the test runs them, so a busy machine cannot end them before the test has seen the button.
 */
type Server = Awaited<ReturnType<typeof spawnServer>>;
let server: Server;
let databasePath: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeEach(async () => {
  databasePath = join(mkdtempSync(join(tmpdir(), "summit-e2e-leads-")), "inquiries.db");
  receiver = await startReceiver();
  server = await spawnServer({
    DATABASE_PATH: databasePath,
    INQUIRY_RATE_LIMIT: "100/60",
    INQUIRY_WEBHOOK_URL: receiver.url,
  });
});
test.afterEach(async () => {
  await server.kill();
  await receiver.close();
});

/** The one lead in the database reached the webhook receiver, exactly once. */
async function expectForwarded(lead: Lead | undefined) {
  await expect.poll(() => receiver.received.length).toBe(1);
  expect(receiver.received[0]?.body).toMatchObject({ id: lead?.id, form: lead?.form, name: lead?.name });
}

async function open(page: Page, path: string) {
  await openPaused(page, `${server.url}${path}`);
}

/** Time on screen, then submit, then the 1500 ms the button shows 'Submitting...'. */
const send = (form: Locator, button: string) => sendAfterFilling(form, button, { submitting: "Submitting..." });

const contactForm = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });

/** Opens the contact form at `path`, types `typed` into it and sends it. */
async function sendContactForm(page: Page, path: string, typed: Record<string, string>) {
  await open(page, path);
  await fillTextboxes(contactForm(page), typed);
  await send(contactForm(page), "Send Message");
}

type Lead = {
  id: string;
  form: string;
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  message: string | null;
};
const storedLeads = () => JSON.parse(leadsCli(databasePath, "export", "--format", "json")) as Lead[];
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("a home inquiry is stored as exactly one lead the team can list, and forwarded", async ({ page }) => {
  await open(page, "/");
  const form = page.getByRole("form", { name: "Start the Conversation" });
  await fillTextboxes(form, {
    "Full name": "Jordan Lee",
    "Work email": "jordan@northwind.example",
    "Company name": "Northwind Health",
    "How can we help": "Agentforce for our contact centre.",
  });
  await form.getByRole("checkbox").check();
  await send(form, "Send Inquiry");

  await expectOnScreen(toasts(page).getByText("Inquiry Received", { exact: true }));
  expect(storedLeads()).toEqual([
    expect.objectContaining({
      form: "home",
      name: "Jordan Lee",
      email: "jordan@northwind.example",
      company: "Northwind Health",
      message: "Agentforce for our contact centre.",
    }),
  ]);
  expect(leadsCli(databasePath, "list")).toContain("Jordan Lee <jordan@northwind.example>  (Northwind Health)");
  await expectForwarded(storedLeads()[0]);
});

test("a contact message is stored as exactly one lead, markup kept as text, and forwarded", async ({ page }) => {
  await sendContactForm(page, "/contact?subject=Data%20Cloud", {
    "Full name": "Ana Ruiz",
    "Work email": "ana.ruiz@example.org",
    Role: "CRM Director",
    Message: "<b>Bold?</b> '); DROP TABLE inquiries;--",
  });

  await expectOnScreen(toasts(page).getByText("Message Sent", { exact: true }));
  expect(storedLeads()).toEqual([
    expect.objectContaining({
      form: "contact",
      name: "Ana Ruiz",
      subject: "Data Cloud",
      message: "<b>Bold?</b> '); DROP TABLE inquiries;--",
    }),
  ]);
  await expectForwarded(storedLeads()[0]);
});

test.describe("the strategy popup", () => {
  test.use({ strategyPopup: true });

  test("a strategy-call request is stored as exactly one lead, and forwarded", async ({ page }) => {
    await open(page, "/about");
    const dialog = strategyDialog(page);
    // The pointer leaves through the top edge until the popup opens. The trigger listens once the
    // page's island bootstrap has run (when the page is idle), and React reveals the dialog's lazy
    // code on a timer: on the paused clock both come only as time is run.
    await expect
      .poll(
        async () => {
          await leaveWindow(page);
          await page.clock.runFor(250);
          return dialog.isVisible();
        },
        { intervals: [100], timeout: 15_000 },
      )
      .toBe(true);
    await dialog.getByRole("textbox", { name: /^Your name/ }).fill("Sam Patel");
    await dialog.getByRole("textbox", { name: /^Business email/ }).fill("sam@example.net");
    await send(dialog, "Request My Strategy Call");

    await expectOnScreen(toasts(page).getByText("Strategy Call Requested!"));
    await expect(dialog).toHaveCount(0);
    expect(storedLeads()).toEqual([
      expect.objectContaining({ form: "strategy", name: "Sam Patel", email: "sam@example.net" }),
    ]);
    await expectForwarded(storedLeads()[0]);
  });
});

test.describe("when the server is gone", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

  test("the visitor is told the message was not sent and keeps everything typed", async ({ page }) => {
    await open(page, "/contact");
    const form = contactForm(page);
    const typed = {
      "Full name": "Avery Chen",
      "Work email": "avery@example.org",
      Company: "Contoso Health",
      Subject: "Release pipeline review",
      Message: "Our deployments take a full day.",
    };
    // The server goes away once the page is ready, not while the woken form is still fetching its
    // code (a kill mid-response breaks that fetch instead): the form has mounted and has fetched
    // the toasts' view it loads on waking (use-inquiry-form.ts).
    const toastsView = page.waitForEvent("requestfinished", (request) =>
      /\/toast-region\.[\w-]+\.js$/.test(request.url()),
    );
    await fillTextboxes(form, typed);
    await reactMounted(form.getByRole("button", { name: "Send Message" }));
    await toastsView;
    await server.kill();
    await send(form, "Send Message");

    await expectOnScreen(toasts(page).getByText("Message Not Sent", { exact: true }));
    await expect(toasts(page).getByText(/your message was not sent/)).toBeVisible();
    for (const [label, value] of Object.entries(typed)) {
      await expect(form.getByRole("textbox", { name: new RegExp(`^${label}`) })).toHaveValue(value);
    }
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("when the server fails", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 503/] });

  test("a 5xx answer shows the same failure toast and stores nothing", async ({ page }) => {
    await page.route("**/api/inquiries", (route) => route.fulfill({ status: 503, body: "" }));
    await sendContactForm(page, "/contact", {
      "Full name": "Avery Chen",
      "Work email": "avery@example.org",
      Subject: "Release pipeline review",
      Message: "Hello",
    });

    await expectOnScreen(toasts(page).getByText("Message Not Sent", { exact: true }));
    await expect(contactForm(page).getByRole("textbox", { name: /^Message/ })).toHaveValue("Hello");
    expect(storedLeads()).toEqual([]);
  });
});
