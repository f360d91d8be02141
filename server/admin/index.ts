import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { clientOf } from "../client.ts";
import { toCsv } from "../inquiries/export.ts";
import { fixedWindowLimiter } from "../inquiries/rate-limit.ts";
import type { InquiryStore } from "../inquiries/store.ts";
import { buildReport, reportRanges } from "../measure/report.ts";
import { reportThread } from "../measure/report-worker.ts";
import type { StatsStore } from "../measure/store.ts";
import { buildVitalsReport } from "../measure/vitals-report.ts";
import { audiencePage, leadsPage } from "./pages.ts";
import { speedPage } from "./speed-page.ts";
import { adminCssHash } from "./styles.ts";

/**
 * The admin area (README "Measuring the site", docs/decisions/013-first-party-measurement.md):
 * `/admin` (the audience report, 7/30/90 days), `/admin/leads` (the newest leads, a CSV of all) and
 * `/admin/speed` (field speed, the last 28 days: docs/decisions/023-field-speed.md).
 * Mounted only when ADMIN_PASSWORD is set; without it the paths are the site's 404. Behind HTTP
 * Basic auth, compared in constant time; ten failed logins from one client in 15 minutes lock
 * that client out for the rest of the window, right password or not. Every answer is no-store,
 * noindex, and under its own CSP: no script at all, styles from our own origin or our one
 * inline stylesheet's hash.
 */
export type AdminOptions = {
  user: string;
  password: string;
  store: InquiryStore;
  stats: StatsStore;
  /** The built site's folder: its stylesheet gives the admin the site's typeface. */
  root: string;
  trustProxy: boolean;
  now?: () => number;
};

export const ADMIN_CSP = [
  "default-src 'none'",
  `style-src 'self' ${adminCssHash}`,
  "img-src 'self'",
  "font-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Failed logins one client may make per window before it is refused (429) until the window ends. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** How many leads the page shows; the CSV has them all. */
const LEADS_SHOWN = 100;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The site's built stylesheet, as the home page links it; null without a build. */
function siteStylesheet(root: string): string | null {
  const index = join(root, "index.html");
  if (!existsSync(index)) return null;
  return readFileSync(index, "utf8").match(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/)?.[1] ?? null;
}

export function adminApp({ user, password, store, stats, root, trustProxy, now = Date.now }: AdminOptions) {
  // Hashing both sides gives equal lengths, which timingSafeEqual needs, and hides the length.
  const expected = sha256(`${user}:${password}`);
  // Counts failed sign-ins only, per client (an IPv6 client by its /64): the shared, bounded limiter.
  const failures = fixedWindowLimiter({ limit: LOGIN_ATTEMPTS, windowMs: LOGIN_WINDOW_MS, now });
  const siteCss = siteStylesheet(root);
  // Reports are read on a thread of their own (report-worker.ts), so the site never waits for one.
  const reports = stats.path === ":memory:" ? null : reportThread(stats.path);
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Content-Security-Policy", ADMIN_CSP);
  });

  app.use(async (c, next) => {
    const client = clientOf(c, trustProxy);
    const wait = failures.blocked(client);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.text("Too many failed logins. Try again later.", 429);
    }
    const given = c.req.header("authorization");
    if (given?.startsWith("Basic ")) {
      if (timingSafeEqual(sha256(Buffer.from(given.slice(6), "base64").toString("utf8")), expected)) return next();
      failures.hit(client);
    }
    c.header("WWW-Authenticate", 'Basic realm="Summit Cloud admin", charset="UTF-8"');
    return c.text("Sign in to see the admin pages.", 401);
  });

  const days = (c: Context) => {
    const asked = Number(c.req.query("days"));
    return (reportRanges as readonly number[]).includes(asked) ? asked : 30;
  };

  for (const path of ["/", ""]) {
    app.get(path, async (c) => {
      const request = { kind: "audience", days: days(c), today: now() } as const;
      const report = reports
        ? await reports.report(request)
        : await buildReport(stats, { days: request.days, today: new Date(request.today) });
      return c.html(audiencePage(report, siteCss).value);
    });
  }
  app.get("/speed", async (c) => {
    const report = reports
      ? await reports.report({ kind: "speed", today: now() })
      : await buildVitalsReport(stats, { today: new Date(now()) });
    return c.html(speedPage(report, siteCss).value);
  });
  app.get("/leads", (c) =>
    c.html(
      leadsPage(
        {
          leads: store.listLeads({ limit: LEADS_SHOWN }),
          total: store.countLeads(),
          deliveries: store.deliveryStates(),
        },
        siteCss,
      ).value,
    ),
  );
  app.get("/leads.csv", (c) => {
    const day = new Date(now()).toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="leads-${day}.csv"`);
    return c.body(toCsv(store.listLeads()), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  return app;
}
