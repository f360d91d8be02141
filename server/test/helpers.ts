import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HONEYPOT_FIELD, type InquiryFormId, type InquirySubmissions } from "../../src/lib/forms/index.ts";
import { startSite } from "../site.ts";

/**
 * Test helpers for the server: a throwaway folder holding a site root (just a 404 page and a
 * list of pages, so the tests need no production build) and a leads database, and the real
 * server started on it.
 */

/** The pages of the test site, as build/csp.json lists them (the measurement accepts only these). */
export const testPages = ["/", "/contact", "/about", "/expertise/services/devops", "/blog/devops-salesforce-roi"];
export function tempDir(prefix = "summit-leads-") {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function siteRoot(dir: string) {
  const root = join(dir, "site");
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>");
  const policies = Object.fromEntries([...testPages, "/404"].map((path) => [path, "default-src 'self'"]));
  writeFileSync(join(dir, "csp.json"), JSON.stringify(policies));
  return root;
}

export async function startTestSite(
  env: Record<string, string> = {},
  dir = tempDir(),
  { now, log = () => {} }: { now?: () => number; log?: (message: string) => void } = {},
) {
  const databasePath = join(dir, "inquiries.db");
  const site = await startSite({
    env: { DATABASE_PATH: databasePath, INQUIRY_RATE_LIMIT: "1000/60", EVENT_RATE_LIMIT: "1000/60", ...env },
    now,
    root: siteRoot(dir),
    port: 0,
    hostname: "127.0.0.1",
    // Failed deliveries are what the outbox tests provoke; their assertions say what happened.
    log,
  });
  return {
    ...site,
    dir,
    databasePath,
    endpoint: `${site.url}/api/inquiries`,
    eventsEndpoint: `${site.url}/api/events`,
    vitalsEndpoint: `${site.url}/api/vitals`,
  };
}

/** A valid submission of each form, as the browser sends it once the schema has passed. */
export const validValues: { [Id in InquiryFormId]: InquirySubmissions[Id] } = {
  home: {
    name: "Jordan Lee",
    email: "jordan@northwind.example",
    company: "Northwind Health",
    message: "We run Sales and Service Cloud and want Agentforce in our contact centre by spring.",
    consent: true,
  },
  contact: {
    name: "Ana Ruiz",
    email: "ana.ruiz@example.org",
    company: "City of Example",
    role: "CRM Director",
    subject: "Public Sector Solutions",
    message: "We are planning a permitting portal and would like a discovery call.",
  },
  strategy: { name: "Sam Patel", email: "sam@example.net", message: "" },
};

/** The request body the browser sends: a person who spent ten seconds on the form. */
export function inquiryBody<Id extends InquiryFormId>(form: Id, values: unknown = validValues[form], extra = {}) {
  return { form, values, [HONEYPOT_FIELD]: "", fillMs: 10_000, ...extra };
}

export function postJson(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A Chromium user agent: what the measurement endpoints count (a bot or an empty one is not). */
export const chromeUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** POSTs `body` as navigator.sendBeacon sends a string (text/plain), from a browser unless `headers` say otherwise. */
export function sendBeacon(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": chromeUserAgent, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** `npm run stats` on the database at `databasePath`: what it prints; throws when it exits non-zero. */
export function runStats(databasePath: string, ...args: string[]) {
  return execFileSync(process.execPath, ["server/cli/stats.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Requests the measurement counts nowhere: crawlers, monitors, and browsers that asked not to be. */
export const uncountedVisitors: [string, Record<string, string>][] = [
  ["Googlebot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
  [
    "a headless browser",
    {
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    },
  ],
  [
    "Lighthouse",
    { "User-Agent": "Mozilla/5.0 (Linux; Android 11) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse" },
  ],
  ["no user agent", { "User-Agent": "" }],
  ["Global Privacy Control", { "Sec-GPC": "1" }],
  ["Do Not Track", { DNT: "1" }],
];
