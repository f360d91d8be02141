import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { INVITATION_MS, openAudit, openPeople } from "../../server/admin/people";
import { main as adminCli } from "../../server/cli/admin";
import { startSite } from "../../server/site";
import { signInAs } from "../../server/test/admin-session";
import { seedAdmin } from "./admin-seed";
import { axeViolations, wcagTags } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The admin area on the production build, served by the real server in this test's own process
 * on a database of its own, seeded with a month the consultancy might have, and a clock fixed at
 * 2026-06-15 15:00 UTC, so the pictures change only when the look does (docs/developers.md "Visual baselines").
 * People sign in with passkeys: Chromium's virtual authenticator (CDP WebAuthn) plays the
 * device, on http://localhost (WebAuthn allows it; an IP address cannot be a relying party).
 */
const now = Date.parse("2026-06-15T15:00:00Z");
let site: Awaited<ReturnType<typeof startSite>>;
/** The admin as people open it: on localhost, the origin passkeys are bound to. */
let origin = "";

// A page for a stranger, a refused link or a role's forbidden page answers with its status on purpose.
test.use({ expectedConsoleErrors: [/status of (401|403|410)/] });

test.beforeAll(async () => {
  site = await startSite({
    env: { DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "summit-e2e-admin-")), "inquiries.db") },
    root: "build/client",
    port: 0,
    hostname: "127.0.0.1",
    now: () => now,
    log: () => {},
  });
  origin = `http://localhost:${site.port}`;
  seedAdmin(site, now);
});
test.afterAll(() => site.close());

/** `npm run admin -- invite`, in this process: returns the link it printed. */
async function invite(email: string, role: "owner" | "sales" | "marketing") {
  const printed: string[] = [];
  const log = console.log;
  console.log = (line: string) => printed.push(line);
  try {
    const code = await adminCli(
      ["invite", email, "--role", role],
      { DATABASE_PATH: site.config.databasePath, ADMIN_ORIGIN: origin },
      now,
    );
    expect(code).toBe(0);
  } finally {
    console.log = log;
  }
  const link = printed.find((line) => line.startsWith(`${origin}/admin/enrol/`));
  expect(link, printed.join("\n")).toBeTruthy();
  return link as string;
}

/** A passkey device for this page: Chromium's virtual authenticator, user verification on. */
async function authenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    remove: () => cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }),
  };
}

async function enrol(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Make your passkey" })).toBeVisible();
  await page.getByLabel("A name for this passkey").fill(name);
  await page.getByRole("button", { name: "Make a passkey" }).click();
}

async function signIn(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

test("invite → enrol → sign out → sign in with the passkey; a second passkey signs in too", async ({ page }) => {
  const link = await invite("olga@summit.example", "owner");
  const device = await authenticator(page);
  await enrol(page, link, "Laptop");
  await expect(page.getByRole("heading", { level: 1, name: "Last 30 days" })).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Last 30 days" })).toBeVisible();

  // A second device: the first one is put away, so only the new passkey can answer.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Your passkeys" }).click();
  await device.remove();
  const key = await authenticator(page);
  await page.getByLabel("A name for it").fill("Security key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByRole("heading", { name: "2 passkeys" })).toBeVisible();
  await expect(passkeys.getByRole("cell", { name: "Laptop", exact: true })).toBeVisible();
  await expect(passkeys.getByRole("cell", { name: "Security key", exact: true })).toBeVisible();
  expect(await key.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto(`${origin}/admin/audit`);
  await signIn(page);
  // Signing in from a page returns to it.
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const actions = openAudit(site.store.database)
    .list()
    .filter((row) => row.actor === "olga@summit.example")
    .map((row) => [row.action, row.detail])
    .reverse();
  expect(actions).toEqual([
    ["passkey.added", '"Laptop" (enrolment)'],
    ["sign-out", ""],
    ["sign-in", 'passkey "Laptop"'],
    ["passkey.added", '"Security key"'],
    ["sign-out", ""],
    ["sign-in", 'passkey "Security key"'],
  ]);
});

test("an enrolment link used once, or expired, is refused with a plain message", async ({ browser }) => {
  const link = await invite("sam@summit.example", "sales");
  const first = await browser.newPage();
  await authenticator(first);
  await enrol(first, link, "Phone");
  await expect(first.getByRole("heading", { level: 1, name: "3 leads" })).toBeVisible();

  const second = await browser.newPage();
  await authenticator(second);
  const reused = await second.goto(link);
  expect(reused?.status()).toBe(410);
  await expect(second.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
  await expect(second.getByText("This enrolment link was already used. Ask an owner for a new one.")).toBeVisible();

  const { token } = openPeople(site.store.database).invite("late@summit.example", "marketing", now - INVITATION_MS);
  const expired = await second.goto(`${origin}/admin/enrol/${token}`);
  expect(expired?.status()).toBe(410);
  await expect(
    second.getByText("This enrolment link has expired (they last 24 hours). Ask an owner for a new one."),
  ).toBeVisible();
  await first.close();
  await second.close();
});

test("a person an owner removes is out at once: their open session's next request is 401", async ({ browser }) => {
  const salesPage = await browser.newPage();
  await authenticator(salesPage);
  await enrol(salesPage, await invite("rita@summit.example", "sales"), "Phone");
  await expect(salesPage.getByRole("heading", { level: 1, name: "3 leads" })).toBeVisible();

  const ownerPage = await browser.newPage();
  await authenticator(ownerPage);
  await enrol(ownerPage, await invite("owen@summit.example", "owner"), "Laptop");
  await ownerPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
  await ownerPage.getByRole("button", { name: "Remove rita@summit.example" }).click();
  await expect(ownerPage.getByRole("cell", { name: "rita@summit.example" })).toHaveCount(0);

  const next = await salesPage.reload();
  expect(next?.status()).toBe(401);
  await expect(salesPage.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await salesPage.close();
  await ownerPage.close();
});

test("a POST without the CSRF token, or from another origin, is refused with 403", async ({ browser }) => {
  const context = await signedIn(browser.newContext(), "owner");
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/account`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
  const signOut = `${site.url}/admin/sign-out`;
  expect((await page.request.post(signOut, { headers: { Origin: site.url }, form: {} })).status()).toBe(403);
  expect(
    (await page.request.post(signOut, { headers: { Origin: "https://attacker.example" }, form: { csrf } })).status(),
  ).toBe(403);
  // Still signed in; with both, the sign-out goes through.
  expect((await page.request.get(`${site.url}/admin/account`)).status()).toBe(200);
  expect(
    (await page.request.post(signOut, { headers: { Origin: site.url }, form: { csrf }, maxRedirects: 0 })).status(),
  ).toBe(303);
  expect((await page.request.get(`${site.url}/admin/account`)).status()).toBe(401);
  await context.close();
});

/** A context signed in as a person of `role` (the passkey ceremony itself is tested above). */
async function signedIn(contextPromise: Promise<BrowserContext>, role: "owner" | "sales" | "marketing") {
  const context = await contextPromise;
  const { cookie } = signInAs(site, role, { email: `${role}-e2e@summit.example`, at: now });
  await context.addCookies([{ ...cookie, url: site.url }]);
  return context;
}

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    test("the audience page", async ({ browser }) => {
      const context = await signedIn(
        browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } }),
        "owner",
      );
      const page = await context.newPage();
      await page.goto(`${site.url}/admin`);
      await expect(page.getByRole("heading", { level: 1, name: "Last 30 days" })).toBeVisible();
      await expect(page).toHaveScreenshot(`admin-audience-${width}.png`, { fullPage: true });
      await context.close();
    });

    test("the leads page", async ({ browser }) => {
      const context = await signedIn(
        browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } }),
        "owner",
      );
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/leads`);
      await expect(page.getByRole("heading", { level: 1, name: "3 leads" })).toBeVisible();
      await expect(page).toHaveScreenshot(`admin-leads-${width}.png`, { fullPage: true });
      await context.close();
    });

    test("the bookings page", async ({ browser }) => {
      const context = await signedIn(
        browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } }),
        "sales",
      );
      const page = await context.newPage();
      await page.goto(`${site.url}/admin/bookings`);
      await expect(page.getByRole("heading", { level: 1, name: "1 upcoming call" })).toBeVisible();
      await expect(page).toHaveScreenshot(`admin-bookings-${width}.png`, { fullPage: true });
      await context.close();
    });
  });
}

test.describe("with no script at all", () => {
  test("a marketer reads the numbers and changes the period; sales opens the leads and downloads them", async ({
    browser,
  }) => {
    const marketing = await signedIn(browser.newContext({ javaScriptEnabled: false }), "marketing");
    const page = await marketing.newPage();
    await page.goto(`${site.url}/admin`);
    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(`${site.url}/admin?days=7`);
    await expect(page.getByRole("heading", { level: 1, name: "Last 7 days" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Visits per day: \d+ in 7 days$/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Speed" }).click();
    await expect(page).toHaveURL(`${site.url}/admin/speed`);
    await marketing.close();

    const sales = await signedIn(browser.newContext({ javaScriptEnabled: false }), "sales");
    const leads = await sales.newPage();
    await leads.goto(`${site.url}/admin/leads`);
    await expect(leads.getByRole("article", { name: /Ana Ruiz/ }).getByText("q1")).toBeVisible();
    const download = leads.waitForEvent("download");
    await leads.getByRole("link", { name: "Download all as CSV" }).click();
    expect((await download).suggestedFilename()).toBe("leads-2026-06-15.csv");
    await sales.close();
  });
});

test("every admin page has no WCAG 2.2 A/AA violation at 1280 px and 390 px", async ({ browser }) => {
  // Twelve pages, each analysed twice: ten took 3.7 minutes in all on a busy 2-core machine.
  test.setTimeout(480_000);
  const { token } = openPeople(site.store.database).invite("axe@summit.example", "sales", now);
  const owner = await signedIn(browser.newContext(), "owner");
  const marketing = await signedIn(browser.newContext(), "marketing");
  const stranger = await browser.newContext();
  const visits: [BrowserContext, string][] = [
    ...[
      "/admin",
      "/admin/leads",
      "/admin/bookings",
      "/admin/speed",
      "/admin/people",
      "/admin/people-data",
      "/admin/audit",
      "/admin/account",
    ].map((path) => [owner, path] as [BrowserContext, string]),
    [marketing, "/admin/leads"], // 403: not for your role
    [stranger, "/admin"], // 401: sign in
    [stranger, `/admin/enrol/${token}`],
    [stranger, "/admin/enrol/used-or-unknown"], // 410
  ];
  for (const [context, path] of visits) {
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await axeViolations(page, { tags: wcagTags });
      expect(
        violations.map(
          (violation) =>
            `${path} ${width} px ${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(" | ")}`,
        ),
      ).toEqual([]);
    }
    await page.close();
  }
  for (const context of [owner, marketing, stranger]) await context.close();
});

test("the admin is in no sitemap and tells robots to stay out", async ({ request }) => {
  expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).not.toContain("/admin");
  const response = await request.get(`${site.url}/admin`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});
