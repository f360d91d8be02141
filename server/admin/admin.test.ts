// @vitest-environment node
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { measureConfig } from "../measure/config.ts";
import { startTestSite, validValues } from "../test/helpers.ts";
import { googleVisit, linkedinVisit } from "../test/visits.ts";
import { ADMIN_CSP, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from "./index.ts";

/** The admin area against the real server (in-process, a real socket) and a seeded database. */
const password = "correct horse battery staple";
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;
const signedIn = { Authorization: basic("admin", password) };

const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

async function start(
  env: Record<string, string> = { ADMIN_PASSWORD: password },
  clock = { at: Date.parse("2026-06-15T15:00:00Z") },
) {
  const site = await startTestSite(env, undefined, { now: () => clock.at });
  sites.push(site);
  return { site, clock };
}

const get = (site: { url: string }, path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers });

// The pages are read as a browser parses them, with jsdom (which ships no types; this is all we use).
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };
const page = async (response: Response) => new JSDOM(await response.text()).window.document;

/** A week of visits: LinkedIn's q1 campaign lands on DevOps and converts once; Google lands on an article. */
function seed(site: Awaited<ReturnType<typeof startTestSite>>) {
  const linkedin = linkedinVisit;
  const google = googleVisit;
  const on = (day: string, event: MeasureEvent) => site.stats.record(event, new Date(`${day}T10:00:00Z`));
  for (const day of ["2026-06-10", "2026-06-12", "2026-06-15"]) {
    on(day, { name: "page_view", path: "/expertise/services/devops", first: true, ...linkedin });
    on(day, { name: "page_view", path: "/blog/devops-salesforce-roi", first: true, ...google });
  }
  on("2026-06-15", { name: "cta_click", path: "/expertise/services/devops", cta: "talk-to-an-expert", ...linkedin });
  on("2026-06-15", { name: "page_view", path: "/contact", first: false, ...linkedin });
  on("2026-06-15", { name: "form_submit", path: "/contact", form: "contact", ...linkedin });
  // Outside the last 7 days, inside 30.
  on("2026-06-01", { name: "page_view", path: "/", first: true, landingPath: "/" });
}

describe("the admin area is off unless ADMIN_PASSWORD is set", () => {
  it.each(["/admin", "/admin/", "/admin/leads", "/admin/leads.csv"])("answers %s with the site's 404", async (path) => {
    const { site } = await start({});
    const response = await get(site, path, signedIn);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
  });

  it("refuses a password too short to stand up to guessing, without repeating it", () => {
    expect(() => measureConfig({ ADMIN_PASSWORD: "hunter2" })).toThrow(
      /^ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => measureConfig({ ADMIN_PASSWORD: "hunter2" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });
});

describe("signing in", () => {
  it.each([
    ["no credentials", {}],
    ["a wrong password", { Authorization: basic("admin", "correct horse battery stapler") }],
    ["a wrong user", { Authorization: basic("root", password) }],
    ["a malformed header", { Authorization: "Basic !!!" }],
    ["another scheme", { Authorization: `Bearer ${password}` }],
  ])("answers %s with 401 and a Basic challenge, showing nothing", async (_, headers) => {
    const { site } = await start();
    seed(site);
    for (const path of ["/admin", "/admin/leads", "/admin/leads.csv"]) {
      const response = await get(site, path, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Basic realm="Summit Cloud admin", charset="UTF-8"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toMatch(/linkedin|Visits/);
    }
  });

  it("answers 200 with the right user and password, never cached, never indexed, under a CSP with no script", async () => {
    const { site } = await start();
    expect((await get(site, "/admin/", signedIn)).url).toBe(`${site.url}/admin`);
    for (const path of ["/admin", "/admin?days=90", "/admin/leads"]) {
      const response = await get(site, path, signedIn);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy")).toBe(ADMIN_CSP);
      const html = await response.text();
      expect(html).not.toMatch(/<script/i);
      // The one inline stylesheet is exactly the one the policy allows.
      const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(ADMIN_CSP).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    }
    expect(ADMIN_CSP).not.toMatch(/script-src|unsafe-inline/);
    expect(ADMIN_CSP).toMatch(/^default-src 'none'/);
  });

  it(`locks a client out after ${LOGIN_ATTEMPTS} failed logins, right password or not, until the window ends`, async () => {
    const { site, clock } = await start();
    const wrong = { Authorization: basic("admin", "guess") };
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1)
      expect((await get(site, "/admin", wrong)).status).toBe(401);
    const locked = await get(site, "/admin", signedIn);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBe(LOGIN_WINDOW_MS / 1000);
    clock.at += LOGIN_WINDOW_MS - 1000;
    expect((await get(site, "/admin", signedIn)).status).toBe(429);
    clock.at += 1000;
    expect((await get(site, "/admin", signedIn)).status).toBe(200);
  });

  it("locks out the whole /64 of an IPv6 client that failed too often, and no other /64 (issue 38)", async () => {
    const { site } = await start({ ADMIN_PASSWORD: password, TRUST_PROXY: "1" });
    const wrong = { Authorization: basic("admin", "guess") };
    const from = (address: string, headers: Record<string, string>) =>
      get(site, "/admin", { ...headers, "X-Forwarded-For": address });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1)
      expect((await from(`2001:db8:5:1::${attempt + 1}`, wrong)).status).toBe(401);
    // The next address of the /64 no longer gets to guess, with the right password or not.
    expect((await from("2001:db8:5:1::abc", wrong)).status).toBe(429);
    expect((await from("2001:db8:5:1:1:2:3:4", signedIn)).status).toBe(429);
    expect((await from("2001:db8:5:2::1", wrong)).status).toBe(401);
    expect((await from("2001:db8:5:2::1", signedIn)).status).toBe(200);
  });

  it("does not count a visit that brings no credentials as a failed login", async () => {
    const { site } = await start();
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS + 5; attempt += 1)
      expect((await get(site, "/admin")).status).toBe(401);
    expect((await get(site, "/admin", signedIn)).status).toBe(200);
  });
});

describe("the audience page", () => {
  const cardValue = (document: Document, label: string) =>
    [...document.querySelectorAll(".card")]
      .find((card) => card.querySelector("dt")?.textContent === label)
      ?.querySelector("dd")?.textContent;
  const rows = (document: Document, caption: string) =>
    [...(document.querySelector(`section[aria-label="${caption}"]`)?.querySelectorAll("tbody tr") ?? [])].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim()),
    );

  it("shows the numbers of the last 7 days: totals, both charts and every table", async () => {
    const { site } = await start();
    seed(site);
    const document = await page(await get(site, "/admin?days=7", signedIn));
    expect(document.querySelector("h1")?.textContent).toBe("Last 7 days");
    expect(document.querySelector('.range a[aria-current="page"]')?.textContent).toBe("7 days");
    expect(cardValue(document, "Visits")).toBe("6");
    expect(cardValue(document, "Page views")).toBe("7");
    expect(cardValue(document, "Conversions")).toBe("1");
    expect(cardValue(document, "Conversion rate")).toBe("16.7%");
    expect(cardValue(document, "Call-to-action clicks")).toBe("1");

    const visits = document.querySelector('figure[aria-labelledby="visits-title"]');
    expect(visits?.querySelector("figcaption")?.textContent).toBe("Visits per day 6");
    expect([...(visits?.querySelectorAll("rect title") ?? [])].map((title) => title.textContent)).toEqual([
      "Jun 9: 0 visits",
      "Jun 10: 2 visits",
      "Jun 11: 0 visits",
      "Jun 12: 2 visits",
      "Jun 13: 0 visits",
      "Jun 14: 0 visits",
      "Jun 15: 2 visits",
    ]);
    const conversions = document.querySelector('figure[aria-labelledby="conversions-title"]');
    expect(
      [...(conversions?.querySelectorAll("rect") ?? [])].map((bar) => Number(bar.getAttribute("height")) > 0),
    ).toEqual([false, false, false, false, false, false, true]);

    expect(rows(document, "Top landing pages")).toEqual([
      ["/expertise/services/devops", "3", "1", "33.3%"],
      ["/blog/devops-salesforce-roi", "3", "0", "0.0%"],
    ]);
    expect(rows(document, "Sources")).toEqual([
      ["linkedin / social", "3", "1", "33.3%"],
      ["www.google.com", "3", "0", "0.0%"],
    ]);
    expect(rows(document, "Campaigns")).toEqual([["q1", "3", "1", "33.3%"]]);
    expect(rows(document, "Top pages")[0]).toEqual(["/blog/devops-salesforce-roi", "3"]);
    expect(rows(document, "Conversions per form")).toEqual([
      ["Home page inquiry", "0"],
      ["Contact form", "1"],
      ["Strategy call (popup)", "0"],
    ]);
    expect(rows(document, "Calls to action")[0]).toEqual([
      "Talk to an Experttop of service, cloud and industry pages",
      "1",
    ]);
  });

  it("reaches 30 days back by default, and shows an empty period plainly", async () => {
    const { site } = await start();
    seed(site);
    const month = await page(await get(site, "/admin", signedIn));
    expect(cardValue(month, "Visits")).toBe("7");
    expect(month.querySelectorAll('figure[aria-labelledby="visits-title"] rect')).toHaveLength(30);

    const { site: empty } = await start();
    const none = await page(await get(empty, "/admin?days=90", signedIn));
    expect(cardValue(none, "Conversion rate")).toBe("–");
    expect(none.querySelector('section[aria-label="Sources"] .empty')?.textContent).toBe("No visits in this period.");
  });

  it("shows what a URL carried as text, never as markup", async () => {
    const { site } = await start();
    site.stats.record(
      {
        name: "page_view",
        path: "/",
        first: true,
        landingPath: "/",
        utmSource: "<img src=x onerror=alert(1)>",
        utmCampaign: '"><script>alert(1)</script>',
      },
      new Date("2026-06-15T10:00:00Z"),
    );
    const response = await get(site, "/admin", signedIn);
    const html = await response.clone().text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    const document = await page(response);
    expect(rows(document, "Campaigns")[0]?.[0]).toBe('"><script>alert(1)</script>');
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});

describe("the leads page", () => {
  it("lists the newest leads with their fields, delivery and how they found us, visitor text as text", async () => {
    const { site } = await start();
    site.store.addInquiry("home", validValues.home, { now: new Date("2026-06-14T09:00:00Z") });
    const hostile = {
      ...validValues.contact,
      name: "<script>alert('x')</script>",
      message: "Line one\n<b>Line two</b>",
    };
    const lead = site.store.addInquiry("contact", hostile, {
      now: new Date("2026-06-15T10:30:00Z"),
      channels: ["email"],
      attribution: { landingPath: "/expertise/services/devops", utmSource: "linkedin", utmCampaign: "q1" },
      language: "de",
    });
    site.store.markDelivered(lead.id, "email");

    const response = await get(site, "/admin/leads", signedIn);
    const html = await response.clone().text();
    expect(html).not.toContain("<script>alert");
    const document = await page(response);
    expect(document.querySelector("h1")?.textContent).toBe("2 leads");
    const cards = [...document.querySelectorAll("article.lead-card")];
    expect(cards.map((card) => card.querySelector("h2")?.childNodes[0]?.textContent?.trim())).toEqual([
      "<script>alert('x')</script>",
      "Jordan Lee",
    ]);
    const newest = cards[0] as Element;
    expect(newest.querySelector("time")?.textContent).toBe("Jun 15, 2026, 10:30 AM UTC");
    expect(newest.querySelector(".badge")?.textContent).toBe("Contact form");
    expect(newest.querySelector('a[href^="mailto:"]')?.textContent).toBe("ana.ruiz@example.org");
    expect(newest.querySelector(".fields")?.textContent).toContain("Line one\n<b>Line two</b>");
    expect(newest.querySelector(".fields")?.textContent).toContain("Languagede (Deutsch)");
    expect(cards[1]?.querySelector(".fields")?.textContent ?? "").not.toContain("Language");
    expect(newest.querySelector(".found")?.textContent?.replace(/\s+/g, " ").trim()).toBe(
      "How they found us Landing page /expertise/services/devops Source linkedin Campaign q1",
    );
    expect(newest.querySelector(".delivery")?.textContent).toBe("E-mail: delivered");
    expect(cards[1]?.querySelector(".found")?.textContent?.replace(/\s+/g, " ").trim()).toBe(
      "How they found us not recorded",
    );
    expect(document.querySelector('a[href="/admin/leads.csv"]')?.textContent).toBe("Download all as CSV");
  });

  it("downloads every lead as the same CSV as npm run leads -- export", async () => {
    const { site } = await start();
    site.store.addInquiry("contact", validValues.contact, {
      now: new Date("2026-06-15T10:30:00Z"),
      attribution: { landingPath: "/expertise/services/devops", utmSource: "linkedin", utmCampaign: "q1" },
    });
    const response = await get(site, "/admin/leads.csv", signedIn);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="leads-2026-06-15.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, row] = (await response.text()).split("\r\n");
    expect(header).toMatch(/^id,receivedAt,form,name,.*,landingPath,referrerHost,utmSource,utmMedium,utmCampaign,/);
    expect(row).toContain('"Ana Ruiz"');
    expect(row).toContain('"/expertise/services/devops","","linkedin","","q1"');
  });

  it("says so when there are no leads yet", async () => {
    const { site } = await start();
    const document = await page(await get(site, "/admin/leads", signedIn));
    expect(document.querySelector("h1")?.textContent).toBe("No leads yet");
    expect(document.querySelector('a[href="/admin/leads.csv"]')).toBeNull();
  });
});
