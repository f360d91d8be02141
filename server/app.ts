import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { translatedLanguages } from "../src/content/languages.ts";
import { type AdminOptions, adminApp } from "./admin/index.ts";
import { type BookingPageOptions, bookingPages } from "./booking/page.ts";
import { type InquiryApiOptions, inquiryApi } from "./inquiries/api.ts";
import { healthApi } from "./inquiries/health.ts";
import { eventsApi, type MeasureApiOptions } from "./measure/events.ts";
import { vitalsApi } from "./measure/vitals.ts";
import { notFoundLanguage, type PagePolicies, policyFor } from "./page-policies.ts";
import {
  fixedSecurityHeaders,
  searchWorkerPath,
  searchWorkerPolicy,
  strictTransportSecurity,
} from "./security-headers.ts";

/**
 * The production server for the pre-rendered site (docs/decisions/002-server.md): static files
 * from build/client, precompressed brotli/gzip siblings written by scripts/build/postbuild.ts, cache
 * and security headers, and 404.html with a real 404 status for every unknown path.
 */
export type ServerOptions = {
  root?: string;
  /**
   * Mounts `POST /api/inquiries` and `GET /api/health` (server/inquiries/); without it the site
   * is files only.
   */
  inquiries?: InquiryApiOptions & { healthToken?: string | null };
  /** Mounts `POST /api/events` and `POST /api/vitals`, the site's own measurement (server/measure/). */
  measure?: Omit<MeasureApiOptions, "pages">;
  /** Mounts the admin area (server/admin/: people with passkeys); without it /admin is the site's 404. */
  admin?: Omit<AdminOptions, "root">;
  /** Serves /book (and /<lang>/book) with its times filled in (server/booking/); without it, the page as built. */
  booking?: Omit<BookingPageOptions, "root">;
};

const YEAR = 60 * 60 * 24 * 365;

export function createApp({ root = "build/client", inquiries, measure, admin, booking }: ServerOptions = {}) {
  const clientDir = resolve(root);
  const notFoundPage = readFileSync(join(clientDir, "404.html"), "utf8");
  // Each other language's 404 page (de/404.html), sent for an unknown address under its prefix.
  const notFoundPages = new Map(
    translatedLanguages
      .filter(({ code }) => existsSync(join(clientDir, code, "404.html")))
      .map(({ code }) => [code, readFileSync(join(clientDir, code, "404.html"), "utf8")]),
  );
  const headersFile = join(clientDir, "..", "security-headers.json");
  const security: Record<string, string> = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, "utf8")) : {};
  const policiesFile = join(clientDir, "..", "csp.json");
  const policies: PagePolicies = existsSync(policiesFile) ? JSON.parse(readFileSync(policiesFile, "utf8")) : {};
  // The pages the build produced, as build/csp.json lists them: the only paths an event may name.
  const pages = new Set(Object.keys(policies).filter((path) => path !== "/404"));
  const bookingPage = booking ? bookingPages({ ...booking, root: clientDir }) : undefined;
  const posts = new Set([
    ...(inquiries ? ["/api/inquiries"] : []),
    ...(measure ? ["/api/events", "/api/vitals"] : []),
    ...(bookingPage?.paths ?? []),
  ]);

  const app = new Hono();

  // Malformed escapes ("/%E0%A4%A") and NUL bytes are refused before any file lookup.
  app.use(async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    try {
      const decoded = decodeURIComponent(raw);
      if (decoded.includes("\0")) return c.text("Bad Request", 400);
    } catch {
      return c.text("Bad Request", 400);
    }
    const adminPost = admin !== undefined && c.req.method === "POST" && raw.startsWith("/admin/");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !posts.has(raw) && !adminPost) {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    await next();
  });

  app.use(async (c, next) => {
    await next();
    // CSP, Permissions-Policy and COOP govern documents, so they go on HTML only; the CSP is the
    // answered page's own (server/page-policies.ts), unless the route set its own (the admin).
    if (c.res.headers.get("content-type")?.startsWith("text/html")) {
      for (const [name, value] of Object.entries(security)) c.header(name, value);
      const policy = policyFor(policies, new URL(c.req.url).pathname, c.res.status);
      if (policy && !c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", policy);
    } else if (c.req.path === searchWorkerPath && c.res.status === 200) {
      c.header("Content-Security-Policy", searchWorkerPolicy);
    }
    for (const [name, value] of Object.entries(fixedSecurityHeaders)) c.header(name, value);
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("x-forwarded-proto") === "https" || c.req.url.startsWith("https:")) {
      c.header("Strict-Transport-Security", strictTransportSecurity);
    }
  });

  // Pages must revalidate on every visit (below), so a revalidation should cost a header, not
  // the page: a file not modified since the browser's copy is answered 304 with no body.
  app.use(async (c, next) => {
    await next();
    const since = Date.parse(c.req.header("if-modified-since") ?? "");
    const modified = Date.parse(c.res.headers.get("last-modified") ?? "");
    if (c.res.status !== 200 || Number.isNaN(since) || Number.isNaN(modified) || modified > since) return;
    await c.res.body?.cancel();
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    headers.delete("content-encoding");
    c.res = new Response(null, { status: 304, headers });
  });

  if (inquiries) {
    app.route("/api/inquiries", inquiryApi(inquiries));
    app.route(
      "/api/health",
      healthApi({ store: inquiries.store, token: inquiries.healthToken, now: inquiries.now, log: inquiries.log }),
    );
  }
  if (measure) {
    app.route("/api/events", eventsApi({ ...measure, pages }));
    app.route("/api/vitals", vitalsApi({ ...measure, pages }));
  }
  if (bookingPage) app.route("/", bookingPage.app);
  if (admin) {
    app.get("/admin/", (c) => c.redirect("/admin", 308));
    app.route("/admin", adminApp({ ...admin, root: clientDir }));
  }

  // Hashed file names change with their content, so they can be cached for a year.
  app.use("/_astro/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", `public, max-age=${YEAR}, immutable`);
  });

  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        if (path.includes("/_astro/")) return;
        c.header("Cache-Control", cacheControl(path));
      },
    }),
  );

  app.notFound((c) => {
    c.header("Cache-Control", "public, max-age=0, must-revalidate");
    return c.html(notFoundPages.get(notFoundLanguage(new URL(c.req.url).pathname)) ?? notFoundPage, 404);
  });

  app.onError((error, c) => {
    console.error(error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * Pages revalidate on every visit. The search index's chunks carry a hash in their names and never
 * change; its entry file, script and worker do not, and must match the chunks of the same build.
 */
function cacheControl(path: string): string {
  if (/\.html(\.br|\.gz)?$/.test(path)) return "public, max-age=0, must-revalidate";
  if (path.includes("/pagefind/")) {
    return /\.pf_(index|fragment|filter|meta)$/.test(path)
      ? `public, max-age=${YEAR}, immutable`
      : "public, max-age=0, must-revalidate";
  }
  return "public, max-age=3600";
}
