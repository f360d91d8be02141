// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adminSites, get, page, post, rawPost } from "../test/admin-site.ts";
import { startTestSite } from "../test/helpers.ts";
import { softPasskey } from "../test/passkey.ts";
import { FAILURE_NETWORKS, openAudit } from "./audit.ts";
import { SIGN_IN_ATTEMPTS, SIGN_IN_OPTIONS } from "./index.ts";
import { openPeople } from "./people.ts";

/** Signing in to the admin: the limits, the failures' audit counts, the ceremonies, the relying party. */
const startSite = adminSites();
let signedIn: Record<string, string> = {};
async function start(env: Record<string, string> = {}) {
  const started = await startSite(env);
  signedIn = started.signedIn;
  return started;
}

describe("signing in", () => {
  it(`refuses a client after ${SIGN_IN_ATTEMPTS} attempts in the window, and audits the failed ones as one count`, async () => {
    const { site, clock } = await start();
    const attempt = () =>
      fetch(`${site.url}/admin/sign-in/verify`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/json" },
        body: JSON.stringify({ ceremony: "none", response: { id: "nope" } }),
      });
    for (let count = 0; count < SIGN_IN_ATTEMPTS; count += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const audit = openAudit(site.store.database);
    expect(audit.pendingFailures()).toEqual([
      {
        hour: clock.at,
        network: "127.0.0.0/24",
        actor: "unknown",
        count: SIGN_IN_ATTEMPTS,
        lastReason: "no ceremony, or it expired",
      },
    ]);
    // The owner sees the running hour's count on the audit page.
    const document = await page(await get(site, "/admin/audit", signedIn));
    expect(
      [...document.querySelectorAll('section[aria-label="Failed sign-ins this hour"] td')].map(
        (cell) => cell.textContent,
      ),
    ).toEqual(["127.0.0.0/24", "unknown", String(SIGN_IN_ATTEMPTS), "no ceremony, or it expired"]);
    // Once the hour is over, the count is one row of the chain.
    clock.at += 60 * 60 * 1000;
    site.daily();
    const rows = audit.list().filter((row) => row.action === "sign-in.failed");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: "unknown",
      network: "127.0.0.0/24",
      detail: `${SIGN_IN_ATTEMPTS} failed sign-ins 2026-06-15 15:00–16:00 UTC; the last: no ceremony, or it expired`,
    });
    expect(audit.pendingFailures()).toEqual([]);
    expect(audit.verify().ok).toBe(true);
  });

  // Costs ~8 s alone on the 2-core machine (2,000 requests over a real socket); more beside other files.
  it("counts 2,000 failed sign-ins from one /48 in at most 10 rows, not 2,000", async () => {
    const { site, clock } = await start({ TRUST_PROXY: "1" });
    const rows = () =>
      Number(site.store.database.prepare("SELECT COUNT(*) AS n FROM audit_log").get()?.n) +
      Number(site.store.database.prepare("SELECT COUNT(*) AS n FROM sign_in_failures").get()?.n);
    const before = rows();
    // 200 /64s of one /48, each spending its 10 attempts: 2,000 failures, each a 401.
    const statuses: number[] = [];
    for (let subnet = 0; subnet < 200; subnet += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 * SIGN_IN_ATTEMPTS }, (_, index) =>
          fetch(`${site.url}/admin/sign-in/verify`, {
            method: "POST",
            headers: {
              Origin: site.url,
              "Content-Type": "application/json",
              "X-Forwarded-For": `2001:db8:5:${(subnet + (index % 20)).toString(16)}::${index + 1}`,
            },
            body: JSON.stringify({ response: { id: "nope" } }),
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(2000);
    expect(rows() - before).toBeLessThanOrEqual(10);
    clock.at += 60 * 60 * 1000;
    site.daily();
    expect(rows() - before).toBeLessThanOrEqual(10);
    expect(openAudit(site.store.database).list()[0]).toMatchObject({
      action: "sign-in.failed",
      network: "2001:db8:5::/48",
      detail: expect.stringMatching(/^2000 failed sign-ins /),
    });
  }, 60_000);

  it(`names at most ${FAILURE_NETWORKS} networks an hour; the rest are counted as "(other)"`, async () => {
    const { site, clock } = await start();
    const audit = openAudit(site.store.database);
    for (let network = 0; network < FAILURE_NETWORKS + 10; network += 1) {
      audit.failedSignIn({ actor: "unknown", network: `10.0.${network}.0/24`, reason: "unknown passkey" }, clock.at);
    }
    audit.failedSignIn({ actor: "unknown", network: "10.0.0.0/24", reason: "unknown passkey" }, clock.at);
    const pending = audit.pendingFailures();
    expect(pending).toHaveLength(FAILURE_NETWORKS + 1);
    expect(pending.find((row) => row.network === "(other)")?.count).toBe(10);
    expect(pending.find((row) => row.network === "10.0.0.0/24")?.count).toBe(2);
  });

  it("holds the limit for the whole /64 of an IPv6 client, and for no other /64", async () => {
    const { site } = await start({ TRUST_PROXY: "1" });
    const from = (address: string) =>
      fetch(`${site.url}/admin/sign-in/verify`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ ceremony: "none", response: { id: "nope" } }),
      });
    for (let count = 0; count < SIGN_IN_ATTEMPTS; count += 1)
      expect((await from(`2001:db8:5:1::${count + 1}`)).status).toBe(401);
    // Another address of the same /64 no longer gets to try; the neighbouring /64 does.
    expect((await from("2001:db8:5:1::abc")).status).toBe(429);
    expect((await from("2001:db8:5:1:1:2:3:4")).status).toBe(429);
    expect((await from("2001:db8:5:2::1")).status).toBe(401);
  });
});

describe("the relying party", () => {
  it("never comes from a Host header: without ADMIN_ORIGIN only localhost answers, with it every Host gets its name", async () => {
    const { site } = await start();
    const local = `localhost:${site.port}`;
    const forged = await rawPost(site, "/admin/sign-in/options", {
      Host: "evil.example",
      Origin: "http://evil.example",
    });
    expect(forged.status).toBe(421);
    expect(forged.body).not.toContain("evil.example");
    const options = await rawPost(site, "/admin/sign-in/options", { Host: local, Origin: `http://${local}` });
    expect(options.status).toBe(200);
    expect(JSON.parse(options.body).options.rpId).toBe("localhost");

    const { site: fixed } = await start({ ADMIN_ORIGIN: "https://summit.example", NODE_ENV: "production" });
    const pinned = await rawPost(fixed, "/admin/sign-in/options", {
      Host: "evil.example",
      Origin: "https://summit.example",
    });
    expect(pinned.status).toBe(200);
    expect(JSON.parse(pinned.body).options.rpId).toBe("summit.example");
  });

  it("is required in production: without ADMIN_ORIGIN the server does not start, and says why", async () => {
    await expect(startTestSite({ NODE_ENV: "production" })).rejects.toThrow(
      /^ADMIN_ORIGIN is not set\. In production \(NODE_ENV=production\)/,
    );
  });
});

/** The owner's passkey on a laptop, enrolled in the site's database: what signs in in these tests. */
function ownersLaptop(site: { store: { database: Parameters<typeof openPeople>[0] } }, at: number) {
  const people = openPeople(site.store.database);
  const passkey = softPasskey();
  people.addPasskey({
    id: passkey.id,
    personId: people.byEmail("owner@summit.example")?.id ?? "",
    publicKey: passkey.publicKey,
    counter: 0,
    transports: ["internal"],
    name: "Laptop",
    createdAt: at,
  });
  return passkey;
}

describe("sign-in options", () => {
  it("keep another network's sign-in working through a flood from one network, which gets 429", async () => {
    const { site, clock } = await start({ TRUST_PROXY: "1" });
    const passkey = ownersLaptop(site, clock.at);
    const from = (address: string, step: "options" | "verify", body: unknown = {}, cookie = "") =>
      fetch(`${site.url}/admin/sign-in/${step}`, {
        method: "POST",
        headers: {
          Origin: site.url,
          "Content-Type": "application/json",
          "X-Forwarded-For": address,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    // A person starts signing in; meanwhile one network asks for 1,100 options (the old global cap was 1,000).
    const asked = await from("203.0.113.5", "options");
    const cookie = asked.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const { ceremony, options } = await asked.json();
    const flood: number[] = [];
    for (let batch = 0; batch < 22; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => from("198.51.100.7", "options")));
      flood.push(...answers.map((answer) => answer.status));
    }
    const signedIn = await from(
      "203.0.113.5",
      "verify",
      { ceremony, response: passkey.answer(options, site.url) },
      cookie,
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ next: "/admin" });
    expect(flood.filter((status) => status === 200)).toHaveLength(SIGN_IN_OPTIONS);
    expect(flood.filter((status) => status === 429)).toHaveLength(1100 - SIGN_IN_OPTIONS);
  });

  it("bind the ceremony to the cookie of the browser that asked: the challenge alone signs nobody in", async () => {
    const { site, clock } = await start();
    const passkey = ownersLaptop(site, clock.at);
    const asked = await post(site, "/admin/sign-in/options");
    const { ceremony, options } = await asked.json();
    const verify = (cookie: string) =>
      fetch(`${site.url}/admin/sign-in/verify`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ ceremony, response: passkey.answer(options, site.url) }),
      });
    expect((await verify("summit-ceremony=someone-elses")).status).toBe(401);
    expect(asked.headers.getSetCookie()[0]).toMatch(
      /^summit-ceremony=[\w-]{43}; Max-Age=300; Path=\/; HttpOnly; SameSite=Strict$/,
    );
  });
});
