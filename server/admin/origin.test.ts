import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { adminOriginOf, PRODUCTION_NEEDS_ORIGIN } from "./origin.ts";

/** What adminOriginOf answers for a request to `url` with these headers. */
async function originFor(url: string, { fixed = null as string | null, trustProxy = false, proto = "" } = {}) {
  const app = new Hono();
  app.get("*", (c) => c.json(adminOriginOf(c, fixed, trustProxy)));
  const headers: Record<string, string> = proto ? { "x-forwarded-proto": proto } : {};
  return (await app.request(url, { headers })).json();
}

describe("the admin's origin", () => {
  it("is ADMIN_ORIGIN whenever it is set, whatever the request says", async () => {
    const fixed = "https://summitcloud.example";
    expect(await originFor("http://evil.example/admin", { fixed })).toBe(fixed);
    expect(await originFor("http://127.0.0.1:3000/admin", { fixed, trustProxy: true, proto: "http" })).toBe(fixed);
  });

  it("without it, is this machine's own name and port, and nothing for any other Host", async () => {
    expect(await originFor("http://localhost:3000/admin")).toBe("http://localhost:3000");
    expect(await originFor("http://127.0.0.1:8081/admin")).toBe("http://127.0.0.1:8081");
    expect(await originFor("http://[::1]:3000/admin")).toBe("http://[::1]:3000");
    expect(await originFor("http://evil.example/admin")).toBeNull();
    expect(await originFor("http://localhost.evil.example/admin")).toBeNull();
  });

  it("takes the scheme a trusted proxy on this machine was asked on, and only http or https", async () => {
    expect(await originFor("http://127.0.0.1:8081/admin", { trustProxy: true, proto: "https" })).toBe(
      "https://127.0.0.1:8081",
    );
    expect(await originFor("https://127.0.0.1:8081/admin", { trustProxy: true, proto: "http" })).toBe(
      "http://127.0.0.1:8081",
    );
    expect(await originFor("http://127.0.0.1:8081/admin", { trustProxy: true, proto: "javascript" })).toBe(
      "http://127.0.0.1:8081",
    );
    // Untrusted, the header is the client's to write: ignored.
    expect(await originFor("http://127.0.0.1:8081/admin", { proto: "https" })).toBe("http://127.0.0.1:8081");
  });

  it("tells the operator what to set, where, and why, when production starts without it", () => {
    expect(PRODUCTION_NEEDS_ORIGIN).toMatch(/^ADMIN_ORIGIN is not set\./);
    expect(PRODUCTION_NEEDS_ORIGIN).toContain("ADMIN_ORIGIN=https://summitcloud.example");
    expect(PRODUCTION_NEEDS_ORIGIN).toContain("/etc/summit-cloud/env");
    expect(PRODUCTION_NEEDS_ORIGIN).toContain("Host header");
  });
});
