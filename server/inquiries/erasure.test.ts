// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openAudit, openPeople } from "../admin/people.ts";
import { openStats } from "../measure/store.ts";
import { signInAs } from "../test/admin-session.ts";
import { inquiryBody, postJson, startTestSite, tempDir, validValues } from "../test/helpers.ts";
import { startSalesforce } from "../test/salesforce-receiver.ts";
import { leadsCli } from "../test/spawn-server.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { erasePerson, findPerson, personExport } from "./erasure.ts";
import { addressPattern } from "./erasure-scan.ts";
import { erasureSummary } from "./erasure-summary.ts";
import { openStore } from "./store.ts";

/**
 * A person's data erased for good (ADR 025): the rows, the bytes of the file, the Lead in
 * Salesforce, and every backup taken before — a restore erases them again. And the retention.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ana = validValues.contact; // Ana Ruiz, ana.ruiz@example.org
const jordan = validValues.home; // Jordan Lee, jordan@northwind.example

/** Every row of every table, as text. */
function everything(databasePath: string): string {
  const store = openStore(databasePath);
  try {
    const tables = store.database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => String(row.name));
    return tables.map((table) => JSON.stringify(store.database.prepare(`SELECT * FROM "${table}"`).all())).join("\n");
  } finally {
    store.close();
  }
}

/** The database's files read raw, as bytes on the disk (the main file and any WAL). */
function rawBytes(dir: string): string {
  return readdirSync(dir)
    .filter((file) => file.startsWith("inquiries.db"))
    .map((file) => readFileSync(join(dir, file)).toString("latin1"))
    .join("");
}

describe("erasing a person", () => {
  it("deletes their rows and bytes and their Salesforce Lead, keeps others, and a restored older backup stays erased", {
    timeout: 30_000,
  }, async () => {
    const org = await startSalesforce();
    cleanups.push(org.close);
    const dir = tempDir();
    const clock = { at: Date.parse("2026-06-15T15:00:00Z") };
    const site = await startTestSite(org.env, dir, { now: () => clock.at });
    let open = true;
    cleanups.push(() => open && site.close());

    const sent = await Promise.all(
      [inquiryBody("contact", ana), inquiryBody("home", jordan)].map(async (body) => {
        const response = await postJson(site.endpoint, body);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const [anaId, jordanId] = sent as [string, string];
    site.store.addScreened("contact", { ...ana, message: "bot copy" }, "honeypot");
    await expect
      .poll(() => site.store.deliveryState(anaId, "salesforce")?.remoteId ?? null, { timeout: 10_000, interval: 20 })
      .not.toBeNull();
    const salesforceId = site.store.deliveryState(anaId, "salesforce")?.remoteId as string;
    expect(org.leads.some((lead) => lead.Id === salesforceId)).toBe(true);

    // A copy off the server (under the data folder the erasure would reach it: erasure-copies.test.ts).
    const backup = join(tempDir(), "before-erasure.db");
    await backupDatabase(site.databasePath, backup);
    expect(readFileSync(backup).toString("latin1")).toContain(ana.email);

    // Found, then exported, then erased, from /admin/people-data as an owner.
    const owner = signInAs(site, "owner", { email: "olga@summit.example", at: clock.at });
    const send = (action: string) =>
      fetch(`${site.url}/admin/people-data`, {
        method: "POST",
        headers: { ...owner.headers, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: owner.csrf, email: "Ana.Ruiz@example.org", action }).toString(),
      });
    const found = await (await send("find")).text();
    expect(found).toContain("1 lead, 1 screened submission");
    expect(found).toContain(salesforceId);
    const exported = (await (await send("export")).json()) as { leads: { id: string }[]; salesforceLeadIds: string[] };
    expect(exported.leads.map((lead) => lead.id)).toEqual([anaId]);
    expect(exported.salesforceLeadIds).toEqual([salesforceId]);
    const erased = await (await send("erase")).text();
    expect(erased).toContain("Erased 1 lead, 1 screened submission and 1 delivery");
    expect(erased).toContain(`Salesforce: deleted Lead ${salesforceId}.`);
    expect(erased).toContain("The e-mails already sent to the team about these leads are outside our reach");

    // Salesforce received the delete; the Lead is gone there.
    expect(org.requests).toContainEqual(
      expect.objectContaining({
        method: "DELETE",
        path: `/services/data/v66.0/sobjects/Lead/${salesforceId}`,
        status: 204,
      }),
    );
    expect(org.leads.some((lead) => lead.Id === salesforceId)).toBe(false);

    // Nothing of Ana in any table, nor in the file's bytes after a checkpoint; Jordan untouched.
    site.store.database.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const rows = everything(site.databasePath);
    // (The lead's random id stays in the audit trail's rows of who looked at it: it names nobody.)
    for (const trace of [ana.email, ana.name, ana.message]) expect(rows).not.toContain(trace);
    const bytes = rawBytes(dir);
    for (const trace of [ana.email, ana.name, ana.message]) expect(bytes).not.toContain(trace);
    expect(bytes).toContain(jordan.email);
    expect(site.store.listLeads().map((lead) => lead.id)).toEqual([jordanId]);
    expect(
      openAudit(site.store.database)
        .list()
        .filter((row) => row.action === "erasure"),
    ).toHaveLength(1);

    // The backup from before the erasure, restored (server stopped), does not bring Ana back.
    await site.close();
    open = false;
    const restored = await restoreDatabase(site.databasePath, backup);
    expect(restored.erased).toBe(2);
    const after = everything(site.databasePath);
    expect(after).not.toContain(ana.email);
    expect(after).toContain(jordan.email);
    const store = openStore(site.databasePath);
    try {
      expect(findPerson(store.database, ana.email)).toMatchObject({ leads: [], screened: [] });
      expect(store.listLeads().map((lead) => lead.id)).toEqual([jordanId]);
    } finally {
      store.close();
    }
    expect(rawBytes(dir).includes(ana.email)).toBe(false);
  });

  it("with SALESFORCE_ERASURE=anonymise, clears the person's fields on their Lead instead of deleting it", async () => {
    const org = await startSalesforce();
    cleanups.push(org.close);
    const clock = { at: Date.parse("2026-06-15T15:00:00Z") };
    const site = await startTestSite(
      {
        ...org.env,
        SALESFORCE_ERASURE: "anonymise",
      },
      undefined,
      { now: () => clock.at },
    );
    cleanups.push(site.close);
    const response = await postJson(site.endpoint, inquiryBody("contact", ana));
    const anaId = ((await response.json()) as { id: string }).id;
    await expect
      .poll(() => site.store.deliveryState(anaId, "salesforce")?.remoteId ?? null, { timeout: 10_000, interval: 20 })
      .not.toBeNull();
    const salesforceId = site.store.deliveryState(anaId, "salesforce")?.remoteId as string;

    const owner = signInAs(site, "owner", { email: "olga@summit.example", at: clock.at });
    const erased = await (
      await fetch(`${site.url}/admin/people-data`, {
        method: "POST",
        headers: { ...owner.headers, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: owner.csrf, email: ana.email, action: "erase" }).toString(),
      })
    ).text();
    expect(erased).toContain(`Salesforce: anonymised Lead ${salesforceId}.`);
    expect(org.requests).toContainEqual(
      expect.objectContaining({
        method: "PATCH",
        path: `/services/data/v66.0/sobjects/Lead/${salesforceId}`,
        status: 204,
      }),
    );
    expect(org.requests.some((request) => request.method === "DELETE")).toBe(false);
    const lead = org.leads.find((entry) => entry.Id === salesforceId);
    expect(lead).toMatchObject({
      LastName: "Erased",
      Company: "Erased",
      Email: null,
      FirstName: null,
      Description: null,
    });
    expect(JSON.stringify(lead)).not.toContain(ana.email);
    expect(site.store.listLeads()).toEqual([]);
  });

  it("from the command line while the server runs: find, export (JSON) and erase", async () => {
    const site = await startTestSite();
    cleanups.push(site.close);
    site.store.addInquiry("contact", ana);
    site.store.addInquiry("home", jordan);
    expect(leadsCli(site.databasePath, "find", ana.email)).toMatch(
      /^ana\.ruiz@example\.org: 1 lead, 0 screened submissions\./,
    );
    const exported = JSON.parse(leadsCli(site.databasePath, "export", ana.email));
    expect(exported).toMatchObject({ about: ana.email, leads: [{ name: ana.name, email: ana.email }] });
    const erased = leadsCli(site.databasePath, "erase", ana.email);
    expect(erased).toContain("Erased 1 lead, 0 screened submissions and 0 deliveries");
    expect(site.store.listLeads().map((lead) => lead.name)).toEqual([jordan.name]);
    expect(openAudit(site.store.database).list()[0]).toMatchObject({
      actor: expect.stringMatching(/^cli:/),
      action: "erasure",
    });
    // Three Node processes started one after the other: seconds each on a busy machine.
  }, 60_000);
});

describe("the address wherever it stands", () => {
  /** Whether the text names Ana, by the same bounded, any-case match erasure uses. */
  const namesAna = (text: string) => addressPattern(ana.email).test(text);
  const nearMisses = "not joanna.ruiz@example.org, nor ana.ruiz@example.org.uk";
  /**
   * Whether the files' raw bytes hold her address, as typed or encoded, in any case. Unbounded:
   * in a row on disk the columns touch, so a letter of the column before may precede it. The
   * near miss that contains her address (someone else's, ….uk) is taken out first.
   */
  const holdsAnaBytes = (dir: string) => {
    const bytes = rawBytes(dir).toLowerCase().replaceAll("ana.ruiz@example.org.uk", "");
    return bytes.includes(ana.email) || bytes.includes(encodeURIComponent(ana.email).toLowerCase());
  };

  /** Ana's own lead; Jordan's lead quoting her address (message, landing URL, an outbox error); a campaign named after her. */
  function quoted() {
    const dir = tempDir();
    const path = join(dir, "inquiries.db");
    const store = openStore(path);
    cleanups.push(() => store.database.isOpen && store.close());
    const stats = openStats(path);
    let statsOpen = true;
    const closeStats = () => {
      if (statsOpen) stats.close();
      statsOpen = false;
    };
    cleanups.push(closeStats);
    store.addInquiry("contact", ana);
    const other = store.addInquiry(
      "home",
      { ...jordan, message: `Please copy ${ana.email.toUpperCase()} too; ${nearMisses}.` },
      { channels: ["email"], attribution: { landingPath: `/contact?ref=${encodeURIComponent(ana.email)}` } },
    );
    store.markRetry(other.id, "email", Date.now() + 60_000, `550 mailbox ${ana.email} unknown`);
    stats.record(
      { name: "page_view", first: true, path: "/", utmSource: "newsletter", utmCampaign: ana.email },
      new Date("2026-06-15T10:00:00Z"),
    );
    return { dir, path, store, stats, closeStats, other };
  }

  it("is found and exported by table and column, replaced by [erased] in other rows, and gone from every row and byte", async () => {
    const { dir, path, store, stats, other } = quoted();
    const places = [
      { table: "inquiries", column: "message", rows: 1 },
      { table: "inquiries", column: "submission", rows: 1 },
      { table: "inquiries", column: "landing_path", rows: 1 },
      { table: "outbox", column: "last_error", rows: 1 },
      { table: "stats_campaigns", column: "campaign", rows: 1 },
      { table: "stats_values", column: "value", rows: 1 },
    ];
    const found = findPerson(store.database, ana.email);
    expect(found.leads.map((lead) => lead.name)).toEqual([ana.name]);
    expect(found.elsewhere).toEqual(places);
    expect(found.kept).toEqual([]);
    const exported = personExport(found, new Date());
    expect(exported.alsoNamedIn).toEqual(places);
    // Where and how many, never the other person's words.
    expect(JSON.stringify(exported)).not.toContain("Please copy");

    expect(holdsAnaBytes(dir)).toBe(true);
    const done = await erasePerson(store.database, ana.email);
    expect(done).toMatchObject({ leads: 1, bytesGone: true, kept: [] });
    expect(done.redacted).toEqual(places.map((place) => ({ ...place, deleted: 0 })));
    expect(erasureSummary(done)).toContain(
      'Replaced the address with "[erased]" where else it stood: inquiries.message (1 row), inquiries.submission (1 row)',
    );

    // Jordan's lead stays, with the marker where the address was; the other addresses are untouched.
    const [kept] = store.listLeads();
    expect(kept).toMatchObject({ id: other.id, message: `Please copy [erased] too; ${nearMisses}.` });
    expect(kept?.attribution?.landingPath).toBe("/contact?ref=[erased]");
    expect(store.deliveryState(other.id, "email")?.lastError).toBe("550 mailbox [erased] unknown");
    expect(stats.campaigns("2026-06-15", "2026-06-15", 10)).toEqual([
      { campaign: "[erased]", visits: 1, conversions: 0 },
    ]);
    expect(namesAna(everything(path))).toBe(false);
    expect(holdsAnaBytes(dir)).toBe(false);
    expect(rawBytes(dir)).toContain("joanna.ruiz@example.org");
    expect(findPerson(store.database, ana.email)).toMatchObject({ leads: [], elsewhere: [], kept: [] });
  });

  it("stays replaced in other rows when an off-site backup from before the erasure is restored", async () => {
    const { dir, path, store, closeStats, other } = quoted();
    const offsite = join(tempDir(), "inquiries-20260614T031500Z.db");
    await backupDatabase(path, offsite);
    await erasePerson(store.database, ana.email);
    store.close();
    closeStats();
    const restored = await restoreDatabase(path, offsite);
    expect(restored.erased).toBe(1);
    const after = openStore(path);
    const stats = openStats(path);
    try {
      expect(after.listLeads()).toMatchObject([{ id: other.id, message: `Please copy [erased] too; ${nearMisses}.` }]);
      expect(stats.campaigns("2026-06-15", "2026-06-15", 10)).toEqual([
        { campaign: "[erased]", visits: 1, conversions: 0 },
      ]);
    } finally {
      stats.close();
      after.close();
    }
    expect(namesAna(everything(path))).toBe(false);
    expect(holdsAnaBytes(dir)).toBe(false);
  });

  it("reports what it keeps (an /admin account, the audit trail) and why, and `find` names every place", {
    timeout: 30_000,
  }, async () => {
    const { path, store } = quoted();
    openPeople(store.database).invite(ana.email, "sales", Date.now());
    openAudit(store.database).append(
      { actor: "cli", action: "invitation", detail: `${ana.email} as sales` },
      Date.now(),
    );
    const printed = leadsCli(path, "find", ana.email);
    expect(printed).toContain('also in inquiries.message: 1 row (erase replaces it with "[erased]")');
    expect(printed).toContain("also in stats_campaigns.campaign: 1 row");
    expect(printed).toContain("kept in audit_log.detail: 1 row (the audit trail is append-only");
    expect(printed).toContain("kept in people.email: 1 row (an /admin account");
    const done = await erasePerson(store.database, ana.email);
    expect(done.kept.map((place) => `${place.table}.${place.column}`)).toEqual(["audit_log.detail", "people.email"]);
    expect(erasureSummary(done)).toContain("Kept: audit_log.detail (1 row) still holds the address");
    expect(openAudit(store.database).verify()).toMatchObject({ ok: true });
    // Three-odd seconds: one CLI process.
  });
});

describe("the bytes on the disk while another connection reads", () => {
  /** A database holding Ana and Jordan, and a second connection inside a read transaction. */
  function withReader() {
    const dir = tempDir();
    const path = join(dir, "inquiries.db");
    const store = openStore(path);
    cleanups.push(() => store.close());
    store.addInquiry("contact", ana);
    store.addInquiry("home", jordan);
    const reader = new DatabaseSync(path);
    reader.exec("BEGIN");
    reader.prepare("SELECT COUNT(*) FROM inquiries").get();
    const release = () => {
      if (!reader.isOpen) return;
      reader.exec("COMMIT");
      reader.close();
    };
    cleanups.push(release);
    return { dir, store, release };
  }

  it("waits for the reader to finish, then the address is in none of the file, its -wal and -shm", async () => {
    const { dir, store, release } = withReader();
    expect(rawBytes(dir)).toContain(ana.email);
    let waited = 0;
    // The reader finishes while the erasure waits for it: the moment the erasure says it is waiting.
    const done = await erasePerson(store.database, ana.email, {
      onBlocked: () => {
        waited += 1;
        release();
      },
    });
    expect(waited).toBe(1);
    expect(done).toMatchObject({ leads: 1, bytesGone: true });
    expect(erasureSummary(done)).toContain("so the bytes are gone from its files too");
    expect(rawBytes(dir)).not.toContain(ana.email);
    expect(rawBytes(dir)).toContain(jordan.email);
  });

  it("says it could not finish while the reader stays, and a second erase finishes once it has gone", async () => {
    const { dir, store, release } = withReader();
    const done = await erasePerson(store.database, ana.email, { waitMs: 200 });
    expect(done).toMatchObject({ leads: 1, bytesGone: false });
    const summary = erasureSummary(done);
    expect(summary).not.toContain("bytes are gone");
    expect(summary).toContain("NOT FINISHED: their bytes are still in the database's files");
    expect(rawBytes(dir)).toContain(ana.email);
    release();
    const again = await erasePerson(store.database, ana.email, { waitMs: 200 });
    expect(again).toMatchObject({ leads: 0, bytesGone: true });
    expect(rawBytes(dir)).not.toContain(ana.email);
  });
});

describe("the retention", () => {
  it("erases a lead back-dated past LEAD_RETENTION_DAYS in the daily job, and keeps a newer one", async () => {
    const clock = { at: Date.parse("2026-06-15T15:00:00Z") };
    const site = await startTestSite({ LEAD_RETENTION_DAYS: "30" }, undefined, { now: () => clock.at });
    cleanups.push(site.close);
    const day = 86_400_000;
    const old = site.store.addInquiry("contact", ana, { now: new Date(clock.at - 31 * day), channels: ["email"] });
    const recent = site.store.addInquiry("home", jordan, { now: new Date(clock.at - 29 * day) });
    site.daily();
    expect(site.store.listLeads().map((lead) => lead.id)).toEqual([recent.id]);
    expect(site.store.deliveryState(old.id, "email")).toBeUndefined();
    expect(openAudit(site.store.database).list()[0]).toMatchObject({ actor: "system", action: "retention" });
    clock.at += 2 * day;
    site.daily();
    expect(site.store.listLeads()).toEqual([]);
  });

  it("defaults to 730 days, and keeps the audit trail longer than the leads", async () => {
    const { inquiryConfig } = await import("./config.ts");
    expect(inquiryConfig({})).toMatchObject({ leadRetentionDays: 730, auditRetentionDays: 1095 });
    expect(() => inquiryConfig({ LEAD_RETENTION_DAYS: "400", AUDIT_RETENTION_DAYS: "300" })).toThrow(
      /AUDIT_RETENTION_DAYS must be longer than LEAD_RETENTION_DAYS/,
    );
  });
});
