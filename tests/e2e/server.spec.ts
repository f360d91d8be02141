import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { scriptHash } from "../../src/lib/csp";
import { speculationRules } from "../../src/lib/speculation-rules";

// The production server (`npm start`): statuses, caching, compression and security headers.
test.describe("production server", () => {
  test("serves pages with revalidated caching and security headers", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("sends a strict Content-Security-Policy: scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", async ({
    request,
  }) => {
    const csp = (await request.get("/blog")).headers()["content-security-policy"] ?? "";
    const directives = new Map(
      csp.split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    const scripts = directives.get("script-src") ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    expect((await request.get("/about")).headers()["permissions-policy"]).toContain("camera=()");
  });

  for (const path of ["/", "/about", "/contact", "/blog/devops-salesforce-roi", "/no-such-page"]) {
    test(`${path}: its policy allows exactly the inline scripts the page has and the speculation rules it adds, in the header and the page`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"] ?? "";
      const html = await response.text();
      const hashes = (policy.match(/script-src ([^;]+)/)?.[1] ?? "").split(" ").filter((s) => s.startsWith("'sha256-"));
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""))
        .map(
          ([, , body]) =>
            `'sha256-${createHash("sha256")
              .update(body ?? "")
              .digest("base64")}'`,
        );
      expect(inline.length).toBeGreaterThan(0);
      // The speculation rules are not in the HTML: the page's own script adds them once it is idle.
      const rules = `'${scriptHash(speculationRules)}'`;
      expect([...new Set([...inline, rules])].sort()).toEqual([...hashes].sort());
      // The same policy travels in the page, for hosts that cannot send headers.
      const meta = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? "";
      expect(policy.startsWith(meta.replaceAll("&#39;", "'").replace(/;\s*$/, "").replace(/;\s*/g, "; "))).toBe(true);
    });
  }

  test("serves hashed assets as immutable for a year, brotli first", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    // React DOM's client, which the page's islands load: large enough to be precompressed.
    const asset = html.match(/\/_astro\/client\.[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Document policies stay off scripts: the CSP alone is several KB of hashes.
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get(asset as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("answers unknown paths with the 404 page and status 404", async ({ request }) => {
    const response = await request.get("/definitely/not/here");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("404 - Page Not Found");
  });

  test("refuses malformed and traversing paths with a 4xx, never a file outside the build", async ({ request }) => {
    for (const path of [
      "/%E0%A4%A",
      "/..%2f..%2fpackage.json",
      "/%2e%2e/%2e%2e/package.json",
      "/_astro/..%2f..%2fserver/app.ts",
      "/a%00b",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain('"name": "summit-cloud-site"');
    }
  });

  test("answers a revalidation of an unchanged page with 304 and no body, and a stale copy with the page", async ({
    request,
  }) => {
    const first = await request.get("/about");
    const lastModified = first.headers()["last-modified"] ?? "";
    expect(Date.parse(lastModified)).not.toBeNaN();

    const revalidated = await request.get("/about", { headers: { "If-Modified-Since": lastModified } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(revalidated.headers()["content-security-policy"]).toContain("default-src 'self'");

    const stale = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const refreshed = await request.get("/about", { headers: { "If-Modified-Since": stale } });
    expect(refreshed.status()).toBe(200);
    expect(await refreshed.text()).toContain("<main");
  });

  test("rejects methods other than GET and HEAD", async ({ request }) => {
    const response = await request.post("/about", { data: "x" });
    expect(response.status()).toBe(405);
  });
});
