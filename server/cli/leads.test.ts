// @vitest-environment node
import { execFileSync } from "node:child_process";
import { userInfo } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openAudit } from "../admin/people.ts";
import { openStore } from "../inquiries/store.ts";
import { tempDir, validValues } from "../test/helpers.ts";
import { csvCell, printable, toCsv } from "./leads.ts";

function run(databasePath: string, ...args: string[]) {
  return execFileSync(process.execPath, ["server/cli/leads.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function seeded() {
  const databasePath = join(tempDir(), "inquiries.db");
  const store = openStore(databasePath);
  store.addInquiry("home", validValues.home, { now: new Date("2026-11-20T10:00:00Z") });
  store.addInquiry(
    "contact",
    { ...validValues.contact, name: "Eve \u001b[2J", message: '=cmd|"/c calc"!A1\nsecond line' },
    { now: new Date("2026-11-21T10:00:00Z") },
  );
  store.addInquiry("strategy", validValues.strategy, {
    now: new Date("2026-11-22T10:00:00Z"),
    language: "de",
    attribution: {
      landingPath: "/expertise/services/devops",
      referrerHost: "www.linkedin.com",
      utmSource: "linkedin",
      utmCampaign: "=q1",
    },
  });
  store.close();
  return databasePath;
}

describe("printable", () => {
  it("shows control and bidi-override characters escaped, and keeps newlines and tabs", () => {
    expect(printable("a\u001b[31mb\u0007c\u202ed\n\te")).toBe("a\\u001b[31mb\\u0007c\\u202ed\n\te");
  });
});

describe("CSV export", () => {
  it("quotes every cell and doubles quotes (RFC 4180)", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(["=SUM(A1:A9)", "+1", "-2+3", "@cmd", "\tx"])("stops a spreadsheet running %j as a formula", (text) => {
    expect(csvCell(text)).toBe(`"'${text}"`);
  });

  it("has a header row and one row per lead", () => {
    const databasePath = seeded();
    const store = openStore(databasePath);
    const lines = toCsv(store.listLeads()).trimEnd().split("\r\n");
    store.close();
    expect(lines[0]).toBe(
      "id,receivedAt,form,name,email,company,role,subject,message,consent," +
        "landingPath,referrerHost,utmSource,utmMedium,utmCampaign,utmTerm,utmContent",
    );
    expect(lines.slice(1).filter((line) => /^"[0-9a-f-]{36}"/.test(line))).toHaveLength(3);
    // The newest lead carries its visit; a campaign name is URL text, so it gets the formula guard too.
    expect(lines[1]).toMatch(/,"\/expertise\/services\/devops","www.linkedin.com","linkedin","","'=q1","",""$/);
    expect(lines.at(-1)).toMatch(/,"","","","","","",""$/);
  });
});

describe("npm run leads", () => {
  it("lists leads newest first, with visitor text escaped", () => {
    const output = run(seeded(), "list");
    expect(output.indexOf("Sam Patel")).toBeLessThan(output.indexOf("Eve"));
    expect(output.indexOf("Eve")).toBeLessThan(output.indexOf("Jordan Lee"));
    expect(output).toContain("Eve \\u001b[2J <ana.ruiz@example.org>  (City of Example · CRM Director)");
    expect(output).not.toContain("\u001b");
    expect(output).toContain("3 leads, newest first.");
  });

  it("says how each lead's visit found the site, when it was recorded", () => {
    const output = run(seeded(), "list");
    expect(output).toContain(
      "  found us: landing /expertise/services/devops · source linkedin · campaign =q1 · via www.linkedin.com",
    );
    expect(output.match(/found us:/g)).toHaveLength(1);
  });

  it("names the language of the page a lead was sent from, when it was recorded", () => {
    const output = run(seeded(), "list");
    expect(output).toContain("  language: de (Deutsch)");
    expect(output.match(/language:/g)).toHaveLength(1);
  });

  it("filters by form and limits the count", () => {
    const databasePath = seeded();
    expect(run(databasePath, "list", "--form", "home")).toContain("1 lead, newest first.");
    expect(run(databasePath, "list", "--limit", "2")).toContain("2 leads, newest first.");
  });

  it("exports CSV and JSON", () => {
    const databasePath = seeded();
    const csv = run(databasePath, "export", "--format", "csv");
    expect(csv).toContain(`"'=cmd|""/c calc""!A1\nsecond line"`);
    const json = JSON.parse(run(databasePath, "export", "--format", "json")) as {
      name: string;
      attribution: unknown;
    }[];
    expect(json.map((lead) => lead.name)).toEqual(["Sam Patel", "Eve \u001b[2J", "Jordan Lee"]);
    expect(json.map((lead) => lead.attribution)).toEqual([
      {
        landingPath: "/expertise/services/devops",
        referrerHost: "www.linkedin.com",
        utmSource: "linkedin",
        utmCampaign: "=q1",
      },
      null,
      null,
    ]);
  });

  // Several CLI processes each: seconds on a busy machine.
  it("shows each lead's delivery on every channel, and --failed only those refused for good", {
    timeout: 30_000,
  }, () => {
    const databasePath = join(tempDir(), "inquiries.db");
    const store = openStore(databasePath);
    const ok = store.addInquiry("home", validValues.home, { channels: ["webhook", "email"] });
    const refused = store.addInquiry("strategy", validValues.strategy, { channels: ["email"] });
    store.markDelivered(ok.id, "webhook", new Date("2026-11-23T09:00:01Z"));
    store.markRetry(ok.id, "email", Date.now() + 60_000, "connect ECONNREFUSED 127.0.0.1:587");
    store.markRefused(refused.id, "email", "SMTP DATA 554 5.7.1 rejected \u001b[2J", new Date("2026-11-23T09:00:02Z"));
    store.close();

    const all = run(databasePath, "list");
    expect(all).toContain("  webhook: delivered 2026-11-23T09:00:01.000Z");
    expect(all).toContain("  email: pending, 1 attempt, last error: connect ECONNREFUSED 127.0.0.1:587");
    expect(all).toContain(
      "  email: FAILED 2026-11-23T09:00:02.000Z after 1 attempt: SMTP DATA 554 5.7.1 rejected \\u001b[2J",
    );

    const failed = run(databasePath, "list", "--failed");
    expect(failed).toContain(refused.id);
    expect(failed).not.toContain(ok.id);
    expect(failed).toContain("1 lead, newest first.");

    // Once the cause is fixed, `retry` queues it again; nothing is left failed.
    expect(run(databasePath, "retry")).toMatch(/^1 failed delivery queued again/);
    expect(run(databasePath, "list", "--failed")).toContain("No failed deliveries.");
    expect(run(databasePath, "list")).toContain("  email: pending, 1 attempt, last error: SMTP DATA 554");
  });

  it("shows the Salesforce Lead a delivery made, or the records a duplicate rule matched", {
    timeout: 30_000,
  }, () => {
    const databasePath = join(tempDir(), "inquiries.db");
    const store = openStore(databasePath);
    const made = store.addInquiry("home", validValues.home, { channels: ["salesforce"] });
    const matched = store.addInquiry("contact", validValues.contact, { channels: ["salesforce"] });
    store.markDelivered(made.id, "salesforce", new Date("2026-11-23T09:00:01Z"), { remoteId: "00Q000000000001AAA" });
    store.markDelivered(matched.id, "salesforce", new Date("2026-11-23T09:00:02Z"), {
      remoteId: "00Q000000000002AAA, 003000000000003AAA",
      outcome: "matched",
    });
    store.close();

    const all = run(databasePath, "list");
    expect(all).toContain("  salesforce: delivered 2026-11-23T09:00:01.000Z (Lead 00Q000000000001AAA)");
    expect(all).toContain(
      "  salesforce: matched an existing record 2026-11-23T09:00:02.000Z (00Q000000000002AAA, 003000000000003AAA; no new Lead)",
    );
  });

  it("backs up and restores (the live-server cases are server/inquiries/backup.test.ts)", { timeout: 30_000 }, () => {
    const databasePath = seeded();
    const backup = join(tempDir(), "leads-backup.db");
    expect(run(databasePath, "backup", backup)).toMatch(
      /^Backed up .* to .*leads-backup\.db: 3 leads, schema version \d+, \d+ bytes, as it stood at /,
    );
    expect(run(backup, "list")).toContain("3 leads, newest first.");
    const restoredInto = join(tempDir(), "data", "inquiries.db");
    expect(run(restoredInto, "restore", backup)).toMatch(
      /^Restored .*: 3 leads, schema version \d+; 0 erased again \(erasures made since the backup, and leads past the retention\)\.\n$/,
    );
    expect(run(restoredInto, "list")).toContain("3 leads, newest first.");
  });

  it("says what is wrong with a bad command", { timeout: 30_000 }, () => {
    expect(() => run(seeded(), "backup")).toThrow(/backup needs a file/);
    expect(() => run(seeded(), "restore", "/nonexistent/backup.db")).toThrow(
      /\/nonexistent\/backup\.db does not exist/,
    );
    expect(() => run(seeded(), "export", "--format", "xml")).toThrow(/export needs --format csv or --format json/);
    expect(() => run(seeded(), "list", "--form", "newsletter")).toThrow(/--form must be home, contact or strategy/);
  });

  // Five CLI processes: a few seconds on a busy machine.
  it("leaves an audit row for each read (list, export, screened, find, export of a person): who, what, how many, no address", {
    timeout: 60_000,
  }, () => {
    const databasePath = seeded();
    const store = openStore(databasePath);
    store.addScreened("contact", { ...validValues.contact, message: "bot copy" }, "honeypot");
    const ids = store.listLeads().map((lead) => lead.id);
    store.close();

    run(databasePath, "list", "--limit", "2");
    run(databasePath, "export", "--format", "csv", "--form", "home");
    run(databasePath, "screened");
    run(databasePath, "find", validValues.contact.email);
    run(databasePath, "export", validValues.contact.email);

    const after = openStore(databasePath);
    const rows = openAudit(after.database).list().reverse();
    after.close();
    const actor = `cli:${userInfo().username}`;
    expect(rows.map((row) => [row.actor.split(" ")[0], row.action])).toEqual([
      [actor, "leads.viewed"],
      [actor, "leads.exported"],
      [actor, "screened.viewed"],
      [actor, "access.find"],
      [actor, "access.export"],
    ]);
    expect(rows.map((row) => row.detail.split(": ").slice(0, 2).join(": "))).toEqual([
      "list --limit 2: 2 leads",
      "export --format csv --form home: 1 lead",
      "screened: 1 submission",
      "find <address>: 1 lead, 1 screened submission",
      "export <address>: 1 lead, 1 screened submission",
    ]);
    expect(rows[0]?.detail).toContain(`${ids[0]} ${ids[1]}`);
    expect(rows.some((row) => row.detail.includes("@") || row.actor.includes("@"))).toBe(false);
  });
});
