// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { fieldLines } from "../../src/lib/forms/lead-fields.ts";
import { tempDir, validValues } from "../test/helpers.ts";
import { knownMigrations, migrate, openStore } from "./store.ts";

describe("migration 002: one outbox row per lead and channel", () => {
  it("carries a database from before it over, its webhook deliveries as channel 'webhook'", () => {
    const path = join(tempDir(), "inquiries.db");
    // The database as the first release left it: migration 001 only, one delivery owed, one done.
    const old = new DatabaseSync(path);
    old.exec(readFileSync(new URL("./migrations/001-inquiries.sql", import.meta.url), "utf8"));
    old.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
      INSERT INTO schema_migrations VALUES (1, '001-inquiries.sql', '2026-11-01T00:00:00.000Z');`);
    const insert = old.prepare(`INSERT INTO inquiries (id, form, received_at, name, email, submission)
      VALUES (?, 'home', '2026-11-01T10:00:00.000Z', 'Jordan Lee', 'jordan@northwind.example', '{}')`);
    insert.run("lead-owed");
    insert.run("lead-done");
    old.exec(`INSERT INTO outbox (inquiry_id, attempts, next_attempt_at, delivered_at, last_error) VALUES
      ('lead-owed', 3, 1700000000000, NULL, 'HTTP 503'),
      ('lead-done', 1, 1700000000000, '2026-11-01T10:00:01.000Z', NULL)`);
    old.close();

    const store = openStore(path);
    expect(store.deliveryState("lead-owed", "webhook")).toEqual({
      channel: "webhook",
      attempts: 3,
      deliveredAt: null,
      failedAt: null,
      lastError: "HTTP 503",
      remoteId: null,
      outcome: null,
    });
    expect(store.deliveryState("lead-done", "webhook")?.deliveredAt).toBe("2026-11-01T10:00:01.000Z");
    expect(store.deliveryState("lead-owed", "email")).toBeUndefined();
    expect(store.dueDeliveries(Date.now(), ["webhook"]).map((due) => due.lead.id)).toEqual(["lead-owed"]);
    expect(store.dueDeliveries(Date.now(), ["email"])).toEqual([]);
    const versions = store.database.prepare("SELECT version FROM schema_migrations ORDER BY version").all();
    expect(versions.map((row) => Number(row.version))).toEqual([...knownMigrations().keys()]);
    store.close();
  });
});

describe("migration 012: one name per meaning across the forms", () => {
  it("renames the keys of stored submissions, leads' and screened ones', so an old lead reads as a new one", () => {
    const path = join(tempDir(), "inquiries.db");
    // The database as the release before it left it (migrations 001–011), with a lead of each form
    // and a screened submission, stored under the names the forms had then.
    const old = new DatabaseSync(path);
    migrate(old, 11);
    const home = {
      fullName: "Jordan Lee",
      workEmail: "jordan@northwind.example",
      companyName: "Northwind Health",
      message: 'Line one\nLine "two"',
      agreeToTerms: true,
    };
    const strategy = { name: "Sam Patel", businessEmail: "sam@example.net", projectDescription: "" };
    const insert = old.prepare(`INSERT INTO inquiries (id, form, received_at, name, email, company, message, submission)
      VALUES (?, ?, '2026-11-01T10:00:00.000Z', ?, ?, ?, ?, ?)`);
    insert.run(
      "home-lead",
      "home",
      home.fullName,
      home.workEmail,
      home.companyName,
      home.message,
      JSON.stringify(home),
    );
    insert.run(
      "strategy-lead",
      "strategy",
      strategy.name,
      strategy.businessEmail,
      null,
      null,
      JSON.stringify(strategy),
    );
    insert.run(
      "contact-lead",
      "contact",
      "Ana Ruiz",
      "ana.ruiz@example.org",
      null,
      "Hi",
      JSON.stringify(validValues.contact),
    );
    old
      .prepare(`INSERT INTO screened_submissions (id, form, received_at, reason, submission)
      VALUES ('bot', 'home', '2026-11-01T10:00:00.000Z', 'too-fast', ?)`)
      .run(JSON.stringify(home));
    old.close();

    const store = openStore(path);
    const leads = new Map(store.listLeads().map((lead) => [lead.id, lead]));
    const migrated = leads.get("home-lead");
    // The same values, the same JSON types, in the same order, under today's names.
    expect(JSON.stringify(migrated?.submission)).toBe(
      JSON.stringify({
        name: home.fullName,
        email: home.workEmail,
        company: home.companyName,
        message: home.message,
        consent: true,
      }),
    );
    expect(migrated).toMatchObject({
      name: "Jordan Lee",
      email: "jordan@northwind.example",
      company: "Northwind Health",
    });
    expect(leads.get("strategy-lead")?.submission).toEqual({
      name: "Sam Patel",
      email: "sam@example.net",
      message: "",
    });
    expect(leads.get("contact-lead")?.submission).toEqual(validValues.contact);
    expect(JSON.parse(store.listScreened()[0]?.submission ?? "")).toEqual(migrated?.submission);
    // Read as the e-mail, the admin and the CSV read it: exactly as a lead sent today with these values.
    const today = store.addInquiry("home", migrated?.submission as typeof validValues.home);
    expect(fieldLines(migrated as NonNullable<typeof migrated>)).toEqual(fieldLines(today));
    expect(fieldLines(today)).toContainEqual({ label: "Agreed to the terms", text: "yes" });
    store.close();
  });
});

describe("the outbox rows of a lead", () => {
  it("are written with the lead, one per channel, and finish independently", () => {
    const store = openStore(":memory:");
    const lead = store.addInquiry("contact", validValues.contact, { channels: ["webhook", "email"] });
    expect(store.outboxStats()).toMatchObject({ pending: 2, failed: 0 });

    store.markDelivered(lead.id, "webhook");
    store.markRefused(lead.id, "email", "SMTP DATA 554 5.7.1 rejected");
    // Finished rows are final: a late retry or a second delivery changes nothing.
    store.markRetry(lead.id, "email", Date.now(), "late");
    store.markDelivered(lead.id, "email");

    expect(store.deliveryState(lead.id, "webhook")).toMatchObject({ attempts: 1, lastError: null });
    expect(store.deliveryState(lead.id, "email")).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: "SMTP DATA 554 5.7.1 rejected",
    });
    expect(store.deliveryState(lead.id, "email")?.failedAt).not.toBeNull();
    expect(store.outboxStats()).toEqual({
      pending: 0,
      oldestPendingSeconds: 0,
      failed: 1,
      channels: { email: { pending: 0, failed: 1 }, webhook: { pending: 0, failed: 0 } },
    });
    expect(store.listLeads({ failed: true }).map((row) => row.id)).toEqual([lead.id]);
    expect(store.dueDeliveries(Date.now() + 86_400_000, ["webhook", "email"])).toEqual([]);
    store.close();
  });

  it("report how old the oldest owed delivery is", () => {
    const store = openStore(":memory:");
    store.addInquiry("home", validValues.home, { channels: ["email"], now: new Date("2026-11-23T09:00:00Z") });
    store.addInquiry("home", validValues.home, { channels: ["email"], now: new Date("2026-11-23T09:30:00Z") });
    expect(store.outboxStats(Date.parse("2026-11-23T10:00:00Z"))).toEqual({
      pending: 2,
      oldestPendingSeconds: 3600,
      failed: 0,
      channels: { email: { pending: 2, failed: 0 } },
    });
    store.close();
  });
});
