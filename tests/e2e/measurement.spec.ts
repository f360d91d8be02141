import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { decodeQuotedPrintable, startSmtpReceiver } from "../../server/test/smtp-receiver";
import { leadsCli, spawnServer } from "../../server/test/spawn-server";
import { ctaIds, ctaIdsAfterSending } from "../../src/content/calls-to-action";
import { dueIslandsHydrated, expect, fillTextboxes, sendAfterFilling, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The site's own measurement, end to end (docs/decisions/013-first-party-measurement.md): the
 * production build served by `npm start`'s entry point on a database of the test's own, a real
 * SMTP receiver for the lead e-mail, and a page on another origin (another host and port) that
 * links to the site with a campaign URL, as a LinkedIn post would. The team reads the result with
 * `npm run leads` and `npm run stats`. The fixtures fail every test on a console error or a
 * `securitypolicyviolation`.
 */
const landing = "/expertise/services/devops?utm_source=linkedin&utm_campaign=q1";

let server: Awaited<ReturnType<typeof spawnServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let referrer: { url: string; host: string; close: () => Promise<void> };
let databasePath: string;

/** A page of another site with one link to the campaign URL (no favicon request of its own). */
async function startReferringSite(target: string) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post about DevOps</title>
    <link rel="icon" href="data:,"></head><body><p>Worth a read:</p><a href="${target}">DevOps for Salesforce teams</a></body></html>`;
  const http: Server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  // "localhost" against the site's 127.0.0.1: another host and another port, so another site.
  return {
    url: `http://localhost:${port}/`,
    host: `localhost:${port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

test.beforeEach(async () => {
  databasePath = join(mkdtempSync(join(tmpdir(), "summit-e2e-measure-")), "inquiries.db");
  smtp = await startSmtpReceiver();
  server = await spawnServer({
    DATABASE_PATH: databasePath,
    INQUIRY_RATE_LIMIT: "100/60",
    EVENT_RATE_LIMIT: "1000/60",
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "sales@summit.example",
    LEAD_NOTIFY_RETRY_MS: "50",
  });
  referrer = await startReferringSite(`${server.url}${landing}`);
});
test.afterEach(async () => {
  await server.kill();
  await smtp.close();
  await referrer.close();
});

type Stats = {
  totals: { visits: number; pageViews: number; conversions: number; ctaClicks: number };
  landingPages: { path: string; visits: number; conversions: number }[];
  sources: { source: string; visits: number; conversions: number }[];
  campaigns: { campaign: string; visits: number; conversions: number }[];
  topPages: { path: string; views: number }[];
  forms: { form: string; conversions: number }[];
};
const stats = (format = "json") =>
  execFileSync(process.execPath, ["server/cli/stats.ts", "--days", "1", "--format", format], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
const report = () => JSON.parse(stats()) as Stats;
const storedLeads = () =>
  JSON.parse(leadsCli(databasePath, "export", "--format", "json")) as { name: string; attribution: unknown }[];

/** Every event the page sent, as the server received it. */
function recordEvents(page: Page) {
  const events: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === "/api/events") events.push(JSON.parse(request.postData() ?? "null"));
  });
  return events;
}

/** From the referring site to the campaign's landing page, by its link, as a visitor arrives. */
async function arrive(page: Page) {
  await page.clock.install();
  await page.goto(referrer.url);
  await page.getByRole("link", { name: "DevOps for Salesforce teams" }).click();
  await expect(page).toHaveURL(`${server.url}${landing}`);
}

async function sendContactForm(page: Page) {
  // The contact form wakes right after the load when the URL carries a subject, as here.
  await page.waitForFunction(dueIslandsHydrated);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await fillTextboxes(form, {
    "Full name": "Ana Ruiz",
    "Work email": "ana.ruiz@example.org",
    Message: "Our releases take a full day. Can we talk?",
  });
  await sendAfterFilling(form, "Send Message");
  await expectOnScreen(page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent", { exact: true }));
}

test("a visit from a LinkedIn campaign link becomes a lead that says so, and counts in the aggregates", async ({
  page,
  context,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const events = recordEvents(page);

  await arrive(page);
  // The page view waits for the load, the first paint and idle time.
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({
    name: "page_view",
    first: true,
    path: "/expertise/services/devops",
    landingPath: "/expertise/services/devops",
    referrerHost: referrer.host,
    utmSource: "linkedin",
    utmCampaign: "q1",
  });

  await page.getByRole("main").getByRole("link", { name: "Talk to an Expert" }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await sendContactForm(page);

  // The lead, its e-mail and its CSV row carry the landing page, the source and the campaign.
  const attribution = {
    landingPath: "/expertise/services/devops",
    referrerHost: referrer.host,
    utmSource: "linkedin",
    utmCampaign: "q1",
  };
  expect(storedLeads()).toEqual([expect.objectContaining({ name: "Ana Ruiz", attribution })]);
  await expect.poll(() => smtp.accepted.length).toBe(1);
  const mail = decodeQuotedPrintable(smtp.accepted[0]?.body ?? "").replaceAll("\r\n", "\n");
  expect(mail).toContain(
    "How they found us:\n  Landing page: /expertise/services/devops\n  Source:       linkedin (utm_source)\n  Campaign:     q1\n",
  );
  const csv = leadsCli(databasePath, "export", "--format", "csv").trimEnd().split("\r\n");
  expect(csv[0]).toMatch(/,landingPath,referrerHost,utmSource,utmMedium,utmCampaign,utmTerm,utmContent$/);
  expect(csv[1]).toMatch(
    new RegExp(`,"/expertise/services/devops","${referrer.host}","linkedin","","q1","",""$`.replaceAll("/", "\\/")),
  );

  // The page views, the call to action and the form are in the aggregates and the report.
  await expect
    .poll(() => report().totals)
    .toEqual({
      visits: 1,
      pageViews: 2,
      conversions: 1,
      conversionRate: 1,
      ctaClicks: 1,
      popupsShown: 0,
    });
  const { landingPages, sources, campaigns, topPages, forms } = report();
  expect(landingPages).toEqual([
    expect.objectContaining({ path: "/expertise/services/devops", visits: 1, conversions: 1 }),
  ]);
  expect(sources).toEqual([expect.objectContaining({ source: "linkedin", visits: 1, conversions: 1 })]);
  expect(campaigns).toEqual([expect.objectContaining({ campaign: "q1", visits: 1, conversions: 1 })]);
  expect(topPages.map((row) => row.path).sort()).toEqual(["/contact", "/expertise/services/devops"]);
  expect(forms).toContainEqual(expect.objectContaining({ form: "contact", conversions: 1 }));
  expect(stats("table")).toMatch(/linkedin\s+1\s+1\s+100\.0%/);
  expect(events.map((event) => event.name)).toEqual(["page_view", "cta_click", "page_view", "form_submit"]);

  // No cookie, nothing in localStorage, no request to any origin but the site's (after the link).
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [document.cookie, window.localStorage.length])).toEqual(["", 0]);
  expect(requests[0]).toBe(referrer.url);
  expect(requests.slice(1).filter((url) => new URL(url).origin !== server.url)).toEqual([]);
});

for (const [setting, optOut] of [
  ["Global Privacy Control", "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })"],
  ["Do Not Track", "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
] as const) {
  test(`with ${setting} on, nothing is sent or kept, and the lead carries no attribution`, async ({ page }) => {
    await page.addInitScript(optOut);
    const events = recordEvents(page);
    await arrive(page);
    // Past the load and idle time the page view would have needed, and a click on a call to action.
    await page.clock.runFor(5_000);
    await page.getByRole("main").getByRole("link", { name: "Talk to an Expert" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await sendContactForm(page);
    await page.clock.runFor(5_000);

    expect(events).toEqual([]);
    expect(
      await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("summitVisit") ?? "{}").landing),
    ).toBeUndefined();
    expect(storedLeads()).toEqual([expect.objectContaining({ name: "Ana Ruiz", attribution: null })]);
    expect(report().totals).toMatchObject({ visits: 0, pageViews: 0, conversions: 0 });
  });
}

test.describe("a crawler", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("is counted nowhere", async ({ page }) => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    await arrive(page);
    expect((await answered).status()).toBe(204);
    await page.getByRole("main").getByRole("link", { name: "Talk to an Expert" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await page.clock.runFor(5_000);
    expect(report().totals).toMatchObject({ visits: 0, pageViews: 0, ctaClicks: 0 });
  });
});

test("every call to action on the site is a known one, and each known one is on some page", async ({ request }) => {
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] as string);
  expect(pages.length).toBeGreaterThan(40);
  const seen = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(`${server.url}${path}`)).text();
    for (const [, id] of html.matchAll(/data-cta="([^"]*)"/g)) seen.add(id as string);
  }
  expect([...seen].filter((id) => !(ctaIds as string[]).includes(id))).toEqual([]);
  expect(ctaIds.filter((id) => !seen.has(id) && !ctaIdsAfterSending.includes(id))).toEqual([]);
});
