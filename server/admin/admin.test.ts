// @vitest-environment node
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { main as adminCli } from "../cli/admin.ts";
import { signInAs } from "../test/admin-session.ts";
import { get, page, post } from "../test/admin-site.ts";
import { startTestSite, validValues } from "../test/helpers.ts";
import { googleVisit, linkedinVisit } from "../test/visits.ts";
import { ADMIN_CSP } from "./index.ts";
import { INVITATION_MS, openAudit, openPeople, type Role, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./people.ts";

/** The admin area against the real server (in-process, a real socket) and a seeded database. */
const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

/** The owner's session on the last site started: what most tests read the pages as. */
let signedIn: Record<string, string> = {};

async function start(env: Record<string, string> = {}, clock = { at: Date.parse("2026-06-15T15:00:00Z") }) {
  const site = await startTestSite(env, undefined, { now: () => clock.at });
  sites.push(site);
  signedIn = signInAs(site, "owner", { at: clock.at }).headers;
  return { site, clock };
}

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

const pages = [
  "/admin",
  "/admin/speed",
  "/admin/scheduled",
  "/admin/leads",
  "/admin/leads.csv",
  "/admin/bookings",
  "/admin/people",
  "/admin/audit",
  "/admin/account",
];

describe("without a session", () => {
  it("answers every page with 401 and the sign-in page (or, with nobody yet, how to invite the first owner), showing no data", async () => {
    const site = await startTestSite();
    sites.push(site);
    seed(site);
    site.store.addInquiry("contact", validValues.contact);
    const first = await page(await get(site, "/admin"));
    expect(first.querySelector("h1")?.textContent).toBe("Nobody can sign in yet");
    expect(first.querySelector("code")?.textContent).toBe("npm run admin -- invite you@example.com --role owner");
    signInAs(site, "owner");
    for (const path of pages) {
      const response = await get(site, path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(text).not.toMatch(/linkedin|Ana Ruiz|ana\.ruiz/);
      if (!path.endsWith(".csv")) expect(text).toContain("Sign in with a passkey");
    }
  });

  it("answers a cookie that names no session (or a made-up one) with 401", async () => {
    const { site } = await start();
    expect((await get(site, "/admin", { Cookie: "summit-admin=made-up" })).status).toBe(401);
    expect((await get(site, "/admin", { Cookie: `summit-admin=${"x".repeat(5000)}` })).status).toBe(401);
  });
});

describe("the admin's pages", () => {
  it("are never cached, never indexed, under a CSP whose scripts come only from our origin", async () => {
    const { site } = await start();
    expect((await get(site, "/admin/", signedIn)).headers.get("location")).toBe("/admin");
    for (const path of [
      "/admin",
      "/admin?days=90",
      "/admin/leads",
      "/admin/account",
      "/admin/people",
      "/admin/audit",
    ]) {
      const response = await get(site, path, signedIn);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy")).toBe(ADMIN_CSP);
      const html = await response.text();
      // No inline script: every <script> names a file of ours.
      for (const tag of html.match(/<script[^>]*>/g) ?? [])
        expect(tag).toMatch(/^<script src="\/admin\/assets\/[\w.]+\.js" defer>$/);
      const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(ADMIN_CSP).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    }
    expect(ADMIN_CSP).not.toContain("unsafe-inline");
    expect(ADMIN_CSP).toMatch(/^default-src 'none'; script-src 'self';/);
    for (const file of ["/admin/assets/admin.js", "/admin/assets/webauthn.js"]) {
      const response = await get(site, file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    }
  });
});

describe("roles", () => {
  // Each cell: the status a person of that role gets for the page (403: a plain page saying so).
  const table: Record<string, Record<Role, number>> = {
    "/admin": { owner: 200, sales: 403, marketing: 200 },
    "/admin/speed": { owner: 200, sales: 403, marketing: 200 },
    "/admin/scheduled": { owner: 200, sales: 403, marketing: 200 },
    "/admin/leads": { owner: 200, sales: 200, marketing: 403 },
    "/admin/leads.csv": { owner: 200, sales: 200, marketing: 403 },
    "/admin/bookings": { owner: 200, sales: 200, marketing: 403 },
    "/admin/people": { owner: 200, sales: 403, marketing: 403 },
    "/admin/audit": { owner: 200, sales: 403, marketing: 403 },
    "/admin/account": { owner: 200, sales: 200, marketing: 200 },
  };
  for (const [path, cells] of Object.entries(table)) {
    for (const [role, status] of Object.entries(cells) as [Role, number][]) {
      it(`${role} opening ${path}: ${status}`, async () => {
        const { site, clock } = await start();
        site.store.addInquiry("contact", validValues.contact);
        const { headers } = signInAs(site, role, { email: `${role}-person@summit.example`, at: clock.at });
        const response = await get(site, path, headers);
        expect(response.status).toBe(status);
        if (status === 403) {
          const document = await page(response);
          expect(document.querySelector("h1")?.textContent).toBe("Not for your role");
          expect(document.body.textContent).toContain(`Your role (${role}) may not open this page.`);
        }
      });
    }
  }

  it.each([
    [
      "/admin/people/invite",
      { email: "new@summit.example", role: "sales" },
      { owner: 200, sales: 403, marketing: 403 },
    ],
    ["/admin/leads/resend", { channel: "email" }, { owner: 303, sales: 303, marketing: 403 }],
    // No booking by that id (and no calendars): the roles that may are told so, the others refused.
    ["/admin/bookings/cancel", {}, { owner: 404, sales: 404, marketing: 403 }],
  ] as const)("POST %s is for the roles that may", async (path, form, cells) => {
    for (const [role, status] of Object.entries(cells) as [Role, number][]) {
      const { site, clock } = await start();
      const lead = site.store.addInquiry("contact", validValues.contact);
      const { headers, csrf } = signInAs(site, role, { email: `${role}-person@summit.example`, at: clock.at });
      const response = await post(site, path, { headers, form: { ...form, id: lead.id, csrf } });
      expect(response.status, role).toBe(status);
    }
  });

  it("marketing sees no e-mail address anywhere: not a lead's, not a person's, not its own", async () => {
    const { site, clock } = await start();
    seed(site);
    site.store.addInquiry("contact", validValues.contact);
    site.store.addInquiry("home", validValues.home);
    const { headers } = signInAs(site, "marketing", { email: "mia@summit.example", at: clock.at });
    for (const path of [...pages, "/admin?days=7", "/admin?days=90"]) {
      const html = await (await get(site, path, headers)).text();
      expect(html, path).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it("shows each role only the tabs it may open", async () => {
    const { site, clock } = await start();
    const tabs = async (role: Role) => {
      const { headers } = signInAs(site, role, { email: `${role}-tabs@summit.example`, at: clock.at });
      const document = await page(await get(site, "/admin/account", headers));
      return [...document.querySelectorAll('nav[aria-label="Admin"] a')].map((link) => link.textContent);
    };
    expect(await tabs("owner")).toEqual([
      "Audience",
      "Leads",
      "Bookings",
      "Speed",
      "Scheduled",
      "People",
      "A person's data",
      "Audit",
      "Your passkeys",
    ]);
    expect(await tabs("sales")).toEqual(["Leads", "Bookings", "Your passkeys"]);
    expect(await tabs("marketing")).toEqual(["Audience", "Speed", "Scheduled", "Your passkeys"]);
  });
});

describe("state-changing requests", () => {
  it("are refused (403) without the CSRF token, with a wrong one, or from another origin", async () => {
    const { site, clock } = await start();
    const { headers, csrf } = signInAs(site, "sales", { at: clock.at });
    expect((await post(site, "/admin/sign-out", { headers })).status).toBe(403);
    expect((await post(site, "/admin/sign-out", { headers, form: { csrf: `${csrf.slice(1)}x` } })).status).toBe(403);
    const elsewhere = await post(site, "/admin/sign-out", {
      headers: { ...headers, Origin: "https://attacker.example" },
      form: { csrf },
    });
    expect(elsewhere.status).toBe(403);
    const noOrigin = await fetch(`${site.url}/admin/sign-out`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: `csrf=${csrf}`,
      redirect: "manual",
    });
    expect(noOrigin.status).toBe(403);
    // Still signed in: none of those did anything.
    expect((await get(site, "/admin/leads", headers)).status).toBe(200);
    const signOut = await post(site, "/admin/sign-out", { headers, form: { csrf } });
    expect(signOut.status).toBe(303);
    expect((await get(site, "/admin/leads", headers)).status).toBe(401);
  });
});

describe("sessions", () => {
  it("end after 8 hours idle", async () => {
    const { site, clock } = await start();
    const { headers } = signInAs(site, "sales", { at: clock.at });
    clock.at += SESSION_IDLE_MS - 1000;
    expect((await get(site, "/admin/leads", headers)).status).toBe(200);
    clock.at += SESSION_IDLE_MS - 1000;
    expect((await get(site, "/admin/leads", headers)).status).toBe(200);
    clock.at += SESSION_IDLE_MS;
    expect((await get(site, "/admin/leads", headers)).status).toBe(401);
  });

  it("end 7 days after sign-in, however busy", async () => {
    const { site, clock } = await start();
    const { headers } = signInAs(site, "sales", { at: clock.at });
    const end = clock.at + SESSION_ABSOLUTE_MS;
    while (clock.at + SESSION_IDLE_MS / 2 < end) {
      clock.at += SESSION_IDLE_MS / 2;
      expect((await get(site, "/admin/leads", headers)).status).toBe(200);
    }
    clock.at = end;
    expect((await get(site, "/admin/leads", headers)).status).toBe(401);
  });

  it("of a person an owner removes end at once: their next request is 401", async () => {
    const { site, clock } = await start();
    const sales = signInAs(site, "sales", { at: clock.at });
    expect((await get(site, "/admin/leads", sales.headers)).status).toBe(200);
    const owner = signInAs(site, "owner", { email: "olga@summit.example", at: clock.at });
    const removed = await post(site, "/admin/people/remove", {
      headers: owner.headers,
      form: { id: sales.person.id, csrf: owner.csrf },
    });
    expect(removed.status).toBe(303);
    expect((await get(site, "/admin/leads", sales.headers)).status).toBe(401);
  });
});

describe("enrolment links", () => {
  it("are refused with a plain message once used, once expired, or when unknown", async () => {
    const { site, clock } = await start();
    const people = openPeople(site.store.database);
    const used = people.invite("used@summit.example", "sales", clock.at);
    expect((await get(site, `/admin/enrol/${used.token}`)).status).toBe(200);
    people.spendInvitation(used.token, clock.at);
    const expired = people.invite("late@summit.example", "sales", clock.at);
    clock.at += INVITATION_MS;
    for (const [token, text] of [
      [used.token, "This enrolment link was already used. Ask an owner for a new one."],
      [expired.token, "This enrolment link has expired (they last 24 hours). Ask an owner for a new one."],
      ["not-a-token", "This enrolment link is not valid. Ask an owner for a new one."],
    ]) {
      const response = await get(site, `/admin/enrol/${token}`);
      expect(response.status).toBe(410);
      const document = await page(response);
      expect(document.querySelector("h1")?.textContent).toBe("Link not valid");
      expect(document.querySelector("p.lead")?.textContent).toBe(text);
      const options = await fetch(`${site.url}/admin/enrol/options`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      });
      expect(options.status).toBe(410);
    }
  });
});

describe("the command line", () => {
  it("invites a person with a one-time link on ADMIN_ORIGIN, and removes them", async () => {
    const { site, clock } = await start();
    const logs: string[] = [];
    const log = console.log;
    console.log = (line: string) => logs.push(line);
    try {
      const env = { DATABASE_PATH: site.databasePath, ADMIN_ORIGIN: "https://summit.example" };
      expect(await adminCli(["invite", "new@summit.example", "--role", "marketing"], env, clock.at)).toBe(0);
      const link = logs.find((line) => line.startsWith("https://"));
      expect(link).toMatch(/^https:\/\/summit\.example\/admin\/enrol\/[\w-]{43}$/);
      const token = link?.split("/").pop() ?? "";
      expect((await get(site, `/admin/enrol/${token}`)).status).toBe(200);
      // Only the hash is stored: the token itself is nowhere in the database.
      expect(JSON.stringify(site.store.database.prepare("SELECT * FROM invitations").all())).not.toContain(token);
      expect(await adminCli(["remove", "new@summit.example"], env, clock.at)).toBe(0);
      expect((await get(site, `/admin/enrol/${token}`)).status).toBe(410);
      expect(
        openAudit(site.store.database)
          .list()
          .map((row) => [row.actor, row.action]),
      ).toEqual([
        ["cli", "person.removed"],
        ["cli", "invitation"],
      ]);
    } finally {
      console.log = log;
    }
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
      ["Call booked (/book)", "0"],
    ]);
    expect(rows(document, "Calls to action")[0]).toEqual([
      "Talk to an Experttop of service, cloud and industry pages",
      "1",
      "0",
    ]);
  });

  it("splits visits and conversions by their landing page's language, as the landing-page table does", async () => {
    const { site } = await start();
    seed(site);
    const at = new Date("2026-06-15T10:00:00Z");
    site.stats.record({ name: "page_view", path: "/de/kontakt", first: true, landingPath: "/de/kontakt" }, at);
    site.stats.record({ name: "form_submit", path: "/de/kontakt", form: "contact", landingPath: "/de/kontakt" }, at);
    site.stats.record({ name: "page_view", path: "/de", first: true, landingPath: "/de" }, at);
    // A lead's own language is on the lead; it does not make a conversion the page did not measure.
    site.store.addInquiry("contact", validValues.contact, { now: at, language: "fr" });
    const document = await page(await get(site, "/admin?days=7", signedIn));
    expect(rows(document, "Languages")).toEqual([
      ["en (English)", "6", "1", "16.7%"],
      ["de (Deutsch)", "2", "1", "50.0%"],
      ["fr (Français)", "0", "0", "–"],
    ]);
    expect(cardValue(document, "Conversions")).toBe("2");
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

  it("offers sales a 'Send again' for a delivery refused for good, which queues it again", async () => {
    const { site, clock } = await start();
    const lead = site.store.addInquiry("contact", validValues.contact, { channels: ["email"] });
    site.store.markRefused(lead.id, "email", "SMTP 550 mailbox unavailable");
    const sales = signInAs(site, "sales", { at: clock.at });
    const document = await page(await get(site, "/admin/leads", sales.headers));
    const form = document.querySelector("form.resend");
    expect(form?.querySelector('input[name="channel"]')?.getAttribute("value")).toBe("email");
    expect(form?.querySelector('input[name="csrf"]')?.getAttribute("value")).toBe(sales.csrf);
    const response = await post(site, "/admin/leads/resend", {
      headers: sales.headers,
      form: { id: lead.id, channel: "email", csrf: sales.csrf },
    });
    expect(response.headers.get("location")).toBe("/admin/leads");
    expect(site.store.deliveryState(lead.id, "email")).toMatchObject({ failedAt: null, deliveredAt: null });
  });

  it("says so when there are no leads yet", async () => {
    const { site } = await start();
    const document = await page(await get(site, "/admin/leads", signedIn));
    expect(document.querySelector("h1")?.textContent).toBe("No leads yet");
    expect(document.querySelector('a[href="/admin/leads.csv"]')).toBeNull();
  });
});
