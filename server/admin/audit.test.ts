// @vitest-environment node
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { main as adminCli } from "../cli/admin.ts";
import { transaction } from "../inquiries/store.ts";
import { signInAs } from "../test/admin-session.ts";
import { adminSites, get, page, post } from "../test/admin-site.ts";
import { fillChain, fillChainElsewhere } from "../test/audit-chain.ts";
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
  // A hundred of the check's chunks (audit-check.ts), written on a thread of their own: ~2 s here.
  // How fast the page answers at 1,000,000 rows, and /api/health meanwhile, is the machine's pace,
  // measured by `npm run bench:audit` (scripts/bench/bench-audit.ts), not asserted here.
  it("answers at 100,000 rows while the check goes on, and finds the chain intact", async () => {
    const { site, clock, signedIn } = await start();
    await fillChainElsewhere(site.databasePath, 100_000, clock.at);
    const leads: string[] = [];
    const look = async () => {
      const [response, health] = await Promise.all([
        get(site, "/admin/audit", signedIn),
        fetch(`${site.url}/api/health`),
      ]);
      expect(response.status).toBe(200);
      expect(health.status).toBe(200);
      const lead = (await page(response)).querySelector("p.lead")?.textContent ?? "";
      leads.push(lead);
      return lead;
    };
    // The thread checks at the lowest priority: well under a second on an idle machine, far more beside other work.
    await expect
      .poll(look, { timeout: 60_000, interval: 200 })
      .toBe("Newest first. The chain of 100,000 rows is intact.");
    // Every look before the last: the check under way, its count never going back.
    let counted = 0;
    for (const lead of leads.slice(0, -1)) {
      const checking = lead.match(
        /^Newest first\. The chain is being checked(?:: ([\d,]+) of 100,000 rows so far, none broken; reload for the rest|; reload for the result)\.$/,
      );
      expect(checking, lead).not.toBeNull();
      if (!checking?.[1]) continue; // the thread had not answered in time: no count to compare
      const so = Number(checking[1].replaceAll(",", ""));
      expect(so, lead).toBeGreaterThanOrEqual(counted);
      counted = so;
    }
  }, 90_000);

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
