// @vitest-environment node
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { setTimeout as pace } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { main as adminCli } from "../cli/admin.ts";
import { transaction } from "../inquiries/store.ts";
import { signInAs } from "../test/admin-session.ts";
import { adminSites, get, page, post } from "../test/admin-site.ts";
import { validValues } from "../test/helpers.ts";
import { type AuditRow, auditHash, GENESIS, networkOf, openAudit } from "./audit.ts";
import { openPeople } from "./people.ts";

/** The audit trail: one row per action, the chain, its check on the page and the command line, its anchors. */
const start = adminSites();

describe("the audit trail", () => {
  it("has exactly one row per audited action, with who and which network", async () => {
    const { site, clock } = await start();
    const lead = site.store.addInquiry("contact", validValues.contact, { channels: ["email"] });
    const owner = signInAs(site, "owner", { email: "olga@summit.example", at: clock.at });
    const audit = openAudit(site.store.database);
    const expectOne = async (request: () => Promise<Response>, action: string, detail: string | RegExp) => {
      const before = audit.list().length;
      const response = await request();
      expect(response.status, action).toBeLessThan(400);
      const rows = audit.list();
      expect(rows.length, action).toBe(before + 1);
      expect(rows[0]).toMatchObject({ actor: "olga@summit.example", action, network: "127.0.0.0/24" });
      expect(rows[0]?.detail).toMatch(detail);
    };
    await expectOne(() => get(site, "/admin/leads", owner.headers), "leads.viewed", lead.id);
    await expectOne(() => get(site, "/admin/leads.csv", owner.headers), "leads.csv", lead.id);
    await expectOne(
      () =>
        post(site, "/admin/leads/resend", {
          headers: owner.headers,
          form: { id: lead.id, channel: "email", csrf: owner.csrf },
        }),
      "lead.resend",
      `${lead.id} on email`,
    );
    await expectOne(
      () =>
        post(site, "/admin/people/invite", {
          headers: owner.headers,
          form: { email: "sam@summit.example", role: "sales", csrf: owner.csrf },
        }),
      "invitation",
      "sam@summit.example as sales",
    );
    const sam = openPeople(site.store.database).byEmail("sam@summit.example");
    await expectOne(
      () =>
        post(site, "/admin/people/remove", { headers: owner.headers, form: { id: sam?.id ?? "", csrf: owner.csrf } }),
      "person.removed",
      "sam@summit.example",
    );
    const people = openPeople(site.store.database);
    for (const name of ["Laptop", "Phone"]) {
      people.addPasskey({
        id: `credential-${name}`,
        personId: owner.person.id,
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: ["internal"],
        name,
        createdAt: clock.at,
      });
    }
    await expectOne(
      () =>
        post(site, "/admin/passkeys/remove", {
          headers: owner.headers,
          form: { id: "credential-Phone", csrf: owner.csrf },
        }),
      "passkey.removed",
      '"Phone"',
    );
    // The last passkey stays: removing it would lock the person out for good. No row.
    const kept = await post(site, "/admin/passkeys/remove", {
      headers: owner.headers,
      form: { id: "credential-Laptop", csrf: owner.csrf },
    });
    expect(kept.status).toBe(409);
    expect(people.passkeys(owner.person.id).map((passkey) => passkey.name)).toEqual(["Laptop"]);
    // Pages without personal data leave no row.
    const before = audit.list().length;
    await get(site, "/admin", owner.headers);
    await get(site, "/admin/account", owner.headers);
    expect(audit.list()).toHaveLength(before);
    expect(audit.verify()).toMatchObject({ ok: true, rows: before });
  });

  it("shows on /admin/audit for owners, and `npm run admin -- audit --verify` finds an edited past row", async () => {
    const { site, clock } = await start();
    const owner = signInAs(site, "owner", { email: "olga@summit.example", at: clock.at });
    site.store.addInquiry("contact", validValues.contact);
    for (let count = 0; count < 3; count += 1) await get(site, "/admin/leads", owner.headers);
    const env = { DATABASE_PATH: site.databasePath };
    const logs: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (line: string) => logs.push(line);
    console.error = (line: string) => logs.push(line);
    try {
      expect(await adminCli(["audit", "--verify"], env)).toBe(0);
      expect(logs.pop()).toBe("The audit trail's chain is intact: 3 rows.");
      // The page checks on a thread of its own and never waits long for it: on a busy machine the
      // first look may say "being checked", a later one has the verdict.
      await expect
        .poll(
          async () => (await page(await get(site, "/admin/audit", owner.headers))).querySelector("p.lead")?.textContent,
        )
        .toBe("Newest first. The chain of 3 rows is intact.");
      // Someone with the file rewrites history: the trigger stops a plain UPDATE, so they drop it first.
      expect(() =>
        site.store.database.exec("UPDATE audit_log SET actor = 'someone@else.example' WHERE seq = 2"),
      ).toThrow(/append-only/);
      site.store.database.exec("DROP TRIGGER audit_log_no_update");
      site.store.database.exec("UPDATE audit_log SET actor = 'someone@else.example' WHERE seq = 2");
      expect(await adminCli(["audit", "--verify"], env)).toBe(2);
      expect(logs.pop()).toBe("The audit trail's chain is BROKEN at row 2: it was changed after it was written.");
      // Recomputing that row's hash does not help: the next row names the old one.
      site.store.database.exec("DELETE FROM audit_log WHERE seq = 2");
      expect(await adminCli(["audit", "--verify"], env)).toBe(2);
      expect(logs.pop()).toBe("The audit trail's chain is BROKEN at row 3: it does not follow the row before it.");
    } finally {
      console.log = log;
      console.error = error;
    }
  });
});

describe("the command line's reads", () => {
  it('are audited: listing the people and reading the trail each add a row, as "cli"', async () => {
    const { site, clock } = await start();
    const env = { DATABASE_PATH: site.databasePath };
    const { log } = console;
    console.log = () => {};
    try {
      expect(await adminCli(["people"], env, clock.at)).toBe(0);
      expect(await adminCli(["audit", "--limit", "5"], env, clock.at)).toBe(0);
      // Checking the chain reads no one's data and adds nothing (the daily anchor job runs it).
      expect(await adminCli(["audit", "--verify"], env, clock.at)).toBe(0);
    } finally {
      console.log = log;
    }
    expect(
      openAudit(site.store.database)
        .list()
        .map((row) => [row.actor, row.action, row.detail]),
    ).toEqual([
      ["cli", "audit.read", "1 rows"],
      ["cli", "people.listed", "1 people"],
    ]);
  });
});

describe("checking the chain on /admin/audit", () => {
  /** `count` rows with a valid chain, written as `append` writes them, in one transaction. */
  function fillChain(database: DatabaseSync, count: number, at: number) {
    const insert = database.prepare(
      "INSERT INTO audit_log (seq, at, actor, action, detail, network, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    let prevHash = GENESIS;
    transaction(database, () => {
      for (let seq = 1; seq <= count; seq += 1) {
        const row = {
          seq,
          at,
          actor: "olga@summit.example",
          action: "leads.viewed",
          detail: "a1 b2",
          network: "127.0.0.0/24",
        };
        const hash = auditHash(prevHash, row);
        insert.run(seq, row.at, row.actor, row.action, row.detail, row.network, prevHash, hash);
        prevHash = hash;
      }
    });
  }

  /**
   * The same, on a thread of its own with its own connection (~4 s for a million rows here): the
   * server runs on this test's thread, and the garbage of a million rows made here would be
   * collected in the middle of the requests being timed. Then the WAL goes back into the file,
   * as it would have while a real trail grew row by row.
   */
  async function fillChainElsewhere(path: string, count: number, at: number) {
    const worker = new Worker(
      `const { workerData: [path, count, at, audit, store], parentPort } = require("node:worker_threads");
      const { DatabaseSync } = require("node:sqlite");
      (async () => {
        const { auditHash, GENESIS } = await import(audit);
        const { transaction } = await import(store);
        const db = new DatabaseSync(path);
        db.exec("PRAGMA busy_timeout = 10000");
        const insert = db.prepare("INSERT INTO audit_log (seq, at, actor, action, detail, network, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        let prevHash = GENESIS;
        transaction(db, () => {
          for (let seq = 1; seq <= count; seq += 1) {
            const row = { seq, at, actor: "olga@summit.example", action: "leads.viewed", detail: "a1 b2", network: "127.0.0.0/24" };
            const hash = auditHash(prevHash, row);
            insert.run(seq, row.at, row.actor, row.action, row.detail, row.network, prevHash, hash);
            prevHash = hash;
          }
        });
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        db.close();
        parentPort.postMessage("done");
      })();`,
      {
        eval: true,
        workerData: [
          path,
          count,
          at,
          new URL("./audit.ts", import.meta.url).href,
          new URL("../inquiries/store.ts", import.meta.url).href,
        ],
      },
    );
    await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
  }

  // Costs ~15 s on the 2-core machine: a million rows written, then hashed once by the server.
  // The budgets are the machine's own pace plus the allowance: what /api/health takes just before,
  // with nothing rendering, is added to both, so a machine busy with other work does not fail a
  // server that does not block (the check on the request thread blocked health for 4.2 s).
  it("answers within a second at 1,000,000 rows while /api/health answers within 100 ms, and finds the chain intact", async () => {
    const { site, clock, signedIn } = await start();
    await fillChainElsewhere(site.databasePath, 1_000_000, clock.at);
    // Read with a regular expression, not jsdom: the server runs on this test's thread, and parsing
    // pages here would hold up the health checks being timed.
    const lead = (text: string) => text.match(/<p class="lead">([^<]*)<\/p>/)?.[1];
    /** /admin/audit, timed, with /api/health asked over and over while it is on its way. */
    const look = async () => {
      const health: number[] = [];
      let waiting = true;
      // A monitor's pace, not a flood: each health check writes and syncs the database file, and
      // thousands a second would time the disk rather than the server's thread.
      const pinging = (async () => {
        while (waiting) {
          const asked = performance.now();
          expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
          health.push(performance.now() - asked);
          await pace(20);
        }
      })();
      const asked = performance.now();
      const text = await (await get(site, "/admin/audit", signedIn)).text();
      const took = performance.now() - asked;
      waiting = false;
      await pinging;
      return { took, health, lead: lead(text) };
    };
    await fetch(`${site.url}/api/health`);
    let quiet = 0;
    for (let ping = 0; ping < 25; ping += 1) {
      const asked = performance.now();
      await fetch(`${site.url}/api/health`);
      quiet = Math.max(quiet, performance.now() - asked);
      await pace(20);
    }
    const first = await look();
    expect(first.took).toBeLessThan(1000 + quiet);
    for (const answered of first.health) expect(answered).toBeLessThan(100 + quiet);
    expect(first.lead).toMatch(
      /^Newest first\. The chain is being checked(: [\d,]+ of 1,000,000 rows so far, none broken; reload for the rest|; reload for the result)\.$/,
    );
    const looks = [first];
    // The check goes on after the page has answered; each look answers quickly and shows how far it got.
    await expect
      .poll(
        async () => {
          const again = await look();
          looks.push(again);
          return again.lead;
        },
        // The thread checks at the lowest priority: ~10 s on an idle machine, far more beside other work.
        { timeout: 150_000, interval: 200 },
      )
      .toBe("Newest first. The chain of 1,000,000 rows is intact.");
    for (const { took, health } of looks) {
      expect(took).toBeLessThan(1000 + quiet);
      for (const answered of health) expect(answered).toBeLessThan(100 + quiet);
    }
  }, 200_000);

  it("names a row edited after the page checked it, and one edited before it was checked", async () => {
    const { site, clock, signedIn } = await start();
    fillChain(site.store.database, 5, clock.at);
    const lead = async () =>
      (await page(await get(site, "/admin/audit", signedIn))).querySelector("p.lead")?.textContent;
    // The check runs on a thread of its own, at the lowest priority: on a busy machine it takes a while.
    await expect.poll(lead, { timeout: 30_000 }).toBe("Newest first. The chain of 5 rows is intact.");
    site.store.database.exec("DROP TRIGGER audit_log_no_update");
    // The newest row checked, rewritten with its hash recomputed: the remembered hash differs.
    const row5 = { seq: 5, at: clock.at, actor: "x@else.example", action: "leads.viewed", detail: "", network: "" };
    const prev = String(site.store.database.prepare("SELECT hash FROM audit_log WHERE seq = 4").get()?.hash);
    site.store.database
      .prepare("UPDATE audit_log SET actor = ?, detail = '', network = '', hash = ? WHERE seq = 5")
      .run(row5.actor, auditHash(prev, row5));
    await expect
      .poll(lead, { timeout: 30_000 })
      .toBe("Newest first. The chain is BROKEN at row 5: it was changed after it was checked.");

    const { site: other, clock: otherClock, signedIn: otherSignedIn } = await start();
    fillChain(other.store.database, 5, otherClock.at);
    other.store.database.exec("DROP TRIGGER audit_log_no_update");
    other.store.database.exec("UPDATE audit_log SET actor = 'x@else.example' WHERE seq = 3");
    await expect
      .poll(
        async () => (await page(await get(other, "/admin/audit", otherSignedIn))).querySelector("p.lead")?.textContent,
        { timeout: 30_000 },
      )
      .toBe("Newest first. The chain is BROKEN at row 3: it was changed after it was written.");
  }, 90_000);
});

describe("anchors", () => {
  /** `npm run admin -- …` in this process: its exit code, and what it wrote to stdout and stderr. */
  async function admin(args: string[], env: Record<string, string>, now: number) {
    const out: string[] = [];
    const err: string[] = [];
    const { log, error } = console;
    console.log = (line: string) => out.push(line);
    console.error = (line: string) => err.push(line);
    try {
      return { code: await adminCli(args, env, now), out, err };
    } finally {
      console.log = log;
      console.error = error;
    }
  }

  /** What someone with write access to the file can do: replace the trail by `rows`, every hash recomputed. */
  function rewrite(database: DatabaseSync, rows: AuditRow[]) {
    const insert = database.prepare(
      "INSERT INTO audit_log (seq, at, actor, action, detail, network, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    let prevHash = GENESIS;
    transaction(database, () => {
      database.exec("DELETE FROM audit_log");
      rows.forEach((row, index) => {
        const fields = { ...row, seq: index + 1 };
        const hash = auditHash(prevHash, fields);
        insert.run(fields.seq, fields.at, fields.actor, fields.action, fields.detail, fields.network, prevHash, hash);
        prevHash = hash;
      });
    });
  }

  it("report a row deleted or rewritten before the latest anchor, chain recomputed; an untouched trail is intact", async () => {
    const { site, clock, owner } = await start();
    site.store.addInquiry("contact", validValues.contact);
    for (let count = 0; count < 5; count += 1) {
      clock.at += 1000;
      await get(site, "/admin/leads", owner.headers);
    }
    const anchoredAt = new Date(clock.at).toISOString();
    const keyFile = join(site.dir, "anchor.key");
    writeFileSync(keyFile, `${"3f".repeat(32)}\n`, { mode: 0o600 });
    const anchorFile = join(site.dir, "anchors.jsonl");
    const env = { DATABASE_PATH: site.databasePath, AUDIT_ANCHOR_PATH: anchorFile, AUDIT_ANCHOR_KEY_FILE: keyFile };
    // Root's daily job: the command checks, then prints the anchor; the job appends it to the file.
    const anchored = await admin(["audit", "--anchor"], env, clock.at);
    expect(anchored.code).toBe(0);
    expect(anchored.out).toHaveLength(1);
    expect(JSON.parse(anchored.out[0] ?? "")).toMatchObject({ seq: 5, anchoredAt });
    appendFileSync(anchorFile, `${anchored.out[0]}\n`);
    clock.at += 1000;
    await get(site, "/admin/leads", owner.headers);

    // Untouched: intact, with the key (root) and without it (the web user).
    const intact = `The audit trail's chain is intact: 6 rows; it matches its 1 anchor, the latest at row 5 of ${anchoredAt}.`;
    expect(await admin(["audit", "--verify"], env, clock.at)).toEqual({ code: 0, out: [intact], err: [] });
    const asWebUser = await admin(
      ["audit", "--verify"],
      { ...env, AUDIT_ANCHOR_KEY_FILE: join(site.dir, "nope") },
      clock.at,
    );
    expect(asWebUser.code).toBe(0);
    expect(asWebUser.out[0]).toBe(intact);
    expect(asWebUser.out[1]).toMatch(/^The anchors' HMACs were not checked \(.*nope is not readable here/);

    const rows = openAudit(site.store.database).list().reverse();
    const attacks: [string, AuditRow[], string][] = [
      [
        "row 2 deleted, the rest renumbered and rehashed",
        rows.filter((row) => row.seq !== 2),
        `BROKEN at row 5: it differs from the row anchored at ${anchoredAt}: the trail was rewritten up to it and the chain recomputed.`,
      ],
      [
        "row 2 rewritten, the chain rehashed",
        rows.map((row) => (row.seq === 2 ? { ...row, actor: "someone@else.example" } : row)),
        `BROKEN at row 5: it differs from the row anchored at ${anchoredAt}: the trail was rewritten up to it and the chain recomputed.`,
      ],
      [
        "the newest rows cut off (the chain before them still intact)",
        rows.slice(0, 4),
        `BROKEN at row 5: it was deleted after it was anchored at ${anchoredAt}.`,
      ],
    ];
    for (const [attack, kept, report] of attacks) {
      rewrite(site.store.database, kept);
      expect(openAudit(site.store.database).verify().ok, attack).toBe(true);
      const verified = await admin(["audit", "--verify"], env, clock.at);
      expect(verified, attack).toEqual({ code: 2, out: [], err: [`The audit trail's chain is ${report}`] });
      // Nor does the daily job anchor the rewritten trail: it reports and prints no anchor.
      const refused = await admin(["audit", "--anchor"], env, clock.at);
      expect(refused.code, attack).toBe(2);
      expect(refused.out, attack).toEqual([]);
      rewrite(site.store.database, rows);
    }
    expect((await admin(["audit", "--verify"], env, clock.at)).code).toBe(0);

    // An anchor forged to fit a rewritten trail (by whoever could write the anchors' copy) lacks the key's HMAC.
    const forged = rows.map((row) => (row.seq === 2 ? { ...row, actor: "someone@else.example" } : row));
    rewrite(site.store.database, forged);
    const head = openAudit(site.store.database).list({ limit: 2 })[1];
    const line = JSON.parse(readFileSync(anchorFile, "utf8")) as { hash: string };
    writeFileSync(anchorFile, `${JSON.stringify({ ...line, hash: head?.hash })}\n`);
    expect((await admin(["audit", "--verify"], env, clock.at)).err).toEqual([
      `The audit trail's chain is BROKEN at row 5: it is named by an anchor (${anchoredAt}) the anchor key did not sign.`,
    ]);
  });

  it("let the retention delete anchored rows once they are old enough, not before", async () => {
    const { site, clock, owner } = await start({ LEAD_RETENTION_DAYS: "30", AUDIT_RETENTION_DAYS: "60" });
    site.store.addInquiry("contact", validValues.contact);
    await get(site, "/admin/leads", owner.headers);
    const keyFile = join(site.dir, "anchor.key");
    writeFileSync(keyFile, "a much longer secret than thirty-two characters", { mode: 0o600 });
    const anchorFile = join(site.dir, "anchors.jsonl");
    const env = {
      DATABASE_PATH: site.databasePath,
      AUDIT_ANCHOR_PATH: anchorFile,
      AUDIT_ANCHOR_KEY_FILE: keyFile,
      LEAD_RETENTION_DAYS: "30",
      AUDIT_RETENTION_DAYS: "60",
    };
    appendFileSync(anchorFile, `${(await admin(["audit", "--anchor"], env, clock.at)).out[0]}\n`);
    clock.at += 10 * 86_400_000;
    await get(site, "/admin/leads", signInAs(site, "owner", { at: clock.at }).headers);
    site.store.database.exec("DELETE FROM audit_log WHERE seq = 1");
    expect((await admin(["audit", "--verify"], env, clock.at)).err).toEqual([
      "The audit trail's chain is BROKEN at row 1: it was deleted after it was anchored at 2026-06-15T15:00:00.000Z.",
    ]);
    clock.at += 61 * 86_400_000;
    expect((await admin(["audit", "--verify"], env, clock.at)).out[0]).toMatch(
      /^The audit trail's chain is intact: 1 rows; it matches its 1 anchor, the latest at row 1 of .*\.$/,
    );
    expect((await admin(["audit", "--verify"], env, clock.at)).out[1]).toBe(
      "The latest anchor is 71 days old: is the daily anchor job running?",
    );
  });
});

describe("networkOf", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:198.51.100.9", "198.51.100.0/24"],
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    // What clientOf gives the rate limits (a /64) and other spellings of one address.
    ["2001:db8:5:1::/64", "2001:db8:5::/48"],
    ["2001:DB8:0005:0001::1", "2001:db8:5::/48"],
    ["[2001:db8:5::1]", "2001:db8:5::/48"],
    ["not an address", "unknown"],
  ])("%s → %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
