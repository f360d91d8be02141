import { request as httpRequest } from "node:http";
import { afterEach } from "vitest";
import { signInAs } from "./admin-session.ts";
import { startTestSite } from "./helpers.ts";

/**
 * The admin area against the real server (in-process, a real socket) and a seeded database, for
 * the admin's test files: a site with an owner signed in, closed after each test, and requests
 * made as the admin's own pages make them.
 */
export const FIRST_DAY = Date.parse("2026-06-15T15:00:00Z");

/** Call once per test file: returns `start`, whose sites are closed after each test. */
export function adminSites() {
  const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
  afterEach(async () => {
    for (const site of sites.splice(0)) await site.close();
  });
  return async function start(env: Record<string, string> = {}, clock = { at: FIRST_DAY }) {
    const site = await startTestSite(env, undefined, { now: () => clock.at });
    sites.push(site);
    const owner = signInAs(site, "owner", { at: clock.at });
    return { site, clock, owner, signedIn: owner.headers };
  };
}

export const get = (site: { url: string }, path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: "manual" });

/** A form POST as the admin's own page sends it: its origin, its session, its CSRF token. */
export const post = (
  site: { url: string },
  path: string,
  { headers = {}, form = {} }: { headers?: Record<string, string>; form?: Record<string, string> } = {},
) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

// The pages are read as a browser parses them, with jsdom (which ships no types; this is all we use).
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };
export const page = async (response: Response) => new JSDOM(await response.text()).window.document;

/** A JSON POST with a Host header of our choosing (fetch always sends the URL's own). */
export function rawPost(site: { port: number }, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: site.port,
        path,
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}
