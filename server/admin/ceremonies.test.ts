import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CEREMONY_MS, type Ceremony, ceremonyCookies, ceremonyStore } from "./ceremonies.ts";

const signIn: Ceremony = { kind: "sign-in", challenge: "c-1", personId: null, token: null };

/** A store on a clock the test moves, with small caps so a flood is a few lines. */
function storeAt(options: { perClient?: number; maxClients?: number } = {}) {
  const clock = { at: 1_000_000 };
  return { clock, store: ceremonyStore({ now: () => clock.at, ...options }) };
}

describe("the ceremonies in flight", () => {
  it("gives a ceremony back once, to the id its cookie carried, and only as the kind it began", () => {
    const { store } = storeAt();
    const id = store.start("203.0.113.7", signIn);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.take(id, "sign-in")).toEqual(signIn);
    expect(store.take(id, "sign-in")).toBeNull();

    const enrol = store.start("203.0.113.7", { ...signIn, kind: "enrol", personId: "person-1", token: "token-1" });
    // Asked as another kind, it is refused and used up all the same: a replay as the right kind fails too.
    expect(store.take(enrol, "sign-in")).toBeNull();
    expect(store.take(enrol, "enrol")).toBeNull();
    expect(store.size).toBe(0);
  });

  it("refuses no id, an unknown one and one longer than an id can be, without touching the others", () => {
    const { store } = storeAt();
    const id = store.start("203.0.113.7", signIn);
    expect(store.take(undefined, "sign-in")).toBeNull();
    expect(store.take("", "sign-in")).toBeNull();
    expect(store.take("x".repeat(101), "sign-in")).toBeNull();
    expect(store.take(`${id}x`, "sign-in")).toBeNull();
    expect(store.size).toBe(1);
    expect(store.take(id, "sign-in")).toEqual(signIn);
  });

  it(`ends a ceremony ${CEREMONY_MS / 60_000} minutes after it began`, () => {
    const { clock, store } = storeAt();
    const late = store.start("203.0.113.7", signIn);
    const inTime = store.start("203.0.113.7", signIn);
    clock.at += CEREMONY_MS - 1;
    expect(store.take(inTime, "sign-in")).toEqual(signIn);
    clock.at += 1;
    expect(store.take(late, "sign-in")).toBeNull();
  });

  it("lets a flood from one network push out only its own oldest ceremonies", () => {
    const { store } = storeAt({ perClient: 3 });
    const neighbour = store.start("198.51.100.1", signIn);
    const first = store.start("203.0.113.7", signIn);
    const kept = [store.start("203.0.113.7", signIn), store.start("203.0.113.7", signIn)];
    const newest = store.start("203.0.113.7", signIn);
    expect(store.size).toBe(4);
    expect(store.take(first, "sign-in")).toBeNull();
    for (const id of [...kept, newest, neighbour]) expect(store.take(id, "sign-in")).toEqual(signIn);
    expect(store.size).toBe(0);
  });

  it("drops a client's expired ceremonies when it starts another, so they count against nothing", () => {
    const { clock, store } = storeAt({ perClient: 2 });
    store.start("203.0.113.7", signIn);
    store.start("203.0.113.7", signIn);
    clock.at += CEREMONY_MS;
    const fresh = store.start("203.0.113.7", signIn);
    expect(store.size).toBe(1);
    const second = store.start("203.0.113.7", signIn);
    expect(store.take(fresh, "sign-in")).toEqual(signIn);
    expect(store.take(second, "sign-in")).toEqual(signIn);
  });

  it("holds a bounded number of clients, forgetting the one that started longest ago", () => {
    const { store } = storeAt({ maxClients: 3 });
    const a = store.start("a", signIn);
    const b = store.start("b", signIn);
    const c = store.start("c", signIn);
    // a starts again: now b is the client that started longest ago.
    const a2 = store.start("a", signIn);
    const d = store.start("d", signIn);
    expect(store.take(b, "sign-in")).toBeNull();
    for (const id of [a, a2, c, d]) expect(store.take(id, "sign-in")).toEqual(signIn);
  });

  it("keeps a client's other ceremonies in its list when one is taken, so they leave with the client", () => {
    const { store } = storeAt({ maxClients: 1 });
    const first = store.start("a", signIn);
    const second = store.start("a", signIn);
    store.take(first, "sign-in");
    // b pushes the only other client out, with everything it still had in flight.
    const b = store.start("b", signIn);
    expect(store.take(second, "sign-in")).toBeNull();
    expect(store.size).toBe(1);
    expect(store.take(b, "sign-in")).toEqual(signIn);
  });

  it("forgets a client once its last ceremony is taken, so it no longer counts against the cap", () => {
    const { store } = storeAt({ maxClients: 2 });
    const a = store.start("a", signIn);
    const a2 = store.start("a", signIn);
    store.take(a, "sign-in");
    const b = store.start("b", signIn);
    store.take(b, "sign-in");
    // b has nothing in flight: c takes its place, and a (one ceremony left) stays.
    const c = store.start("c", signIn);
    expect(store.take(a2, "sign-in")).toEqual(signIn);
    expect(store.take(c, "sign-in")).toEqual(signIn);
  });
});

describe("the ceremony's cookie", () => {
  function app(secure: boolean) {
    const ceremonies = ceremonyCookies({ now: Date.now, secureOf: () => secure, clientOf: () => "203.0.113.7" });
    const hono = new Hono();
    hono.post("/options", (c) => {
      ceremonies.start(c, signIn);
      return c.text("ok");
    });
    hono.post("/verify", (c) => c.json(ceremonies.take(c, "sign-in")));
    return hono;
  }

  it("travels HttpOnly, SameSite=Strict, for the ceremony's five minutes, as __Host- over HTTPS", async () => {
    for (const [secure, name] of [
      [true, "__Host-summit-ceremony"],
      [false, "summit-ceremony"],
    ] as const) {
      const cookie = (await app(secure).request("/options", { method: "POST" })).headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43};`));
      expect(cookie).toContain("Path=/");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Strict");
      expect(cookie).toContain(`Max-Age=${CEREMONY_MS / 1000}`);
      expect(cookie.includes("Secure")).toBe(secure);
    }
  });

  it("is cleared when the ceremony is taken, and a second verify with the same cookie gets nothing", async () => {
    const hono = app(true);
    const set = (await hono.request("/options", { method: "POST" })).headers.get("set-cookie") ?? "";
    const cookie = set.split(";")[0] ?? "";
    const first = await hono.request("/verify", { method: "POST", headers: { cookie } });
    expect(await first.json()).toEqual(signIn);
    expect(first.headers.get("set-cookie")).toMatch(/^__Host-summit-ceremony=;.*Max-Age=0/);
    const again = await hono.request("/verify", { method: "POST", headers: { cookie } });
    expect(await again.json()).toBeNull();
  });

  it("is read under its own name only: the other scheme's cookie is not a ceremony", async () => {
    const hono = app(true);
    const set = (await app(false).request("/options", { method: "POST" })).headers.get("set-cookie") ?? "";
    const verify = await hono.request("/verify", { method: "POST", headers: { cookie: set.split(";")[0] ?? "" } });
    expect(await verify.json()).toBeNull();
  });
});
