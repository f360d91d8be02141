import { describe, expect, it } from "vitest";
import { clientKey } from "../client.ts";
import { fixedWindowLimiter, MAX_CLIENTS } from "./rate-limit.ts";

describe("fixedWindowLimiter", () => {
  it("refuses a client past its allowance until its window ends, with the seconds left", () => {
    const clock = { at: 0 };
    const limiter = fixedWindowLimiter({ limit: 2, windowMs: 60_000, now: () => clock.at });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    clock.at = 15_000;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    clock.at = 60_000;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });

  it("counts only failures with hit() and tells a blocked client its wait without counting", () => {
    const clock = { at: 0 };
    const limiter = fixedWindowLimiter({ limit: 3, windowMs: 10_000, now: () => clock.at });
    for (let i = 0; i < 2; i += 1) limiter.hit("a");
    expect(limiter.blocked("a")).toBe(0);
    limiter.hit("a");
    expect(limiter.blocked("a")).toBe(10);
    clock.at = 9_500;
    expect(limiter.blocked("a")).toBe(1);
    clock.at = 10_000;
    expect(limiter.blocked("a")).toBe(0);
  });

  it("tells a blocked client its wait on a clock that did not start at zero", () => {
    const clock = { at: 1_700_000_000_000 };
    const limiter = fixedWindowLimiter({ limit: 1, windowMs: 10_000, now: () => clock.at });
    limiter.hit("a");
    expect(limiter.blocked("a")).toBe(10);
    clock.at += 4_000;
    expect(limiter.blocked("a")).toBe(6);
    clock.at += 6_000;
    expect(limiter.blocked("a")).toBe(0);
  });

  it(`keeps at most ${MAX_CLIENTS.toLocaleString("en-US")} clients with 100,000 and more distinct addresses, dropping the least recently seen`, () => {
    const limiter = fixedWindowLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    limiter.hit("kept");
    let largest = 0;
    for (let i = 0; i < MAX_CLIENTS + 50_000; i += 1) {
      // The one kept client is seen now and then: it stays; the flood's oldest go.
      if (i % 1000 === 0) limiter.hit("kept");
      limiter.hit(clientKey(`2001:db8:${(i >> 16) & 0xffff}:${i & 0xffff}::1`));
      largest = Math.max(largest, limiter.size);
    }
    expect(largest).toBeLessThanOrEqual(MAX_CLIENTS);
    expect(largest).toBeGreaterThan(MAX_CLIENTS / 2);
    expect(limiter.hit("kept").allowed).toBe(false);
    // The first addresses of the flood were dropped: they start afresh.
    expect(limiter.hit(clientKey("2001:db8:0:0::1")).allowed).toBe(true);
  });

  it("holds the limit of a client seen within the last generation, with a small cap", () => {
    const limiter = fixedWindowLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxClients: 4 });
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    expect(limiter.hit("a").allowed).toBe(false);
    limiter.hit("d");
    limiter.hit("e");
    expect(limiter.size).toBeLessThanOrEqual(4);
    expect(limiter.hit("a").allowed).toBe(false);
  });
});

describe("clientKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0:0:0:9", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("keys %s as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it("tells two /64s apart", () => {
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
  });

  it("keeps what is not an address bounded", () => {
    expect(clientKey("x".repeat(10_000))).toHaveLength(64);
  });
});
