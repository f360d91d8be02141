// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signInAs } from "../test/admin-session.ts";
import { get, page } from "../test/admin-site.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { openPeople } from "./people.ts";
import { PREVIEW_SESSION_MS, previewTarget, TICKET_MS } from "./previews.ts";

/**
 * The way into a content branch's preview (docs/decisions/046-previews-per-branch.md): nginx on the
 * editor's host asks /admin/preview-gate/auth; a person of the marketing role or an owner gets in
 * through a one-time ticket from the admin, anyone else is sent to the admin's sign-in page.
 * Here the editor's host is the same test server under PREVIEW_ORIGIN (its routes are the same).
 */
const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

async function siteWithPreview() {
  const previews = tempDir("summit-previews-");
  for (const name of ["x", "pr-12"]) {
    mkdirSync(join(previews, name, "build/client"), { recursive: true });
    writeFileSync(join(previews, name, ".commit"), "0123456789abcdef\n");
  }
  const clock = { at: Date.parse("2026-12-01T09:00:00Z") };
  // The origin is the test server's own once it listens: PREVIEW_ORIGIN names a placeholder first.
  const site = await startTestSite({ PREVIEWS_DIR: previews, PREVIEW_ORIGIN: "http://editor.summit.test" }, undefined, {
    now: () => clock.at,
  });
  sites.push(site);
  return { site, clock };
}

const location = (response: Response) => response.headers.get("location") ?? "";
const previewCookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

/** The whole way in as `role`: the admin's link, the ticket, the cookie the editor host sets. */
async function enter(site: Awaited<ReturnType<typeof startTestSite>>, headers: Record<string, string>) {
  const opened = await get(site, "/admin/previews/open/x/about/", headers);
  expect(opened.status).toBe(303);
  const sent = new URL(location(opened));
  expect(`${sent.origin}${sent.pathname}`).toBe("http://editor.summit.test/preview/_enter");
  // nginx passes /preview/_enter to the gate with its query.
  return get(site, `/admin/preview-gate/enter${sent.search}`);
}

describe("a preview's way in", () => {
  it("sends an anonymous request to the admin's sign-in page, and nginx's question gets no", async () => {
    const { site } = await siteWithPreview();
    expect((await get(site, "/admin/preview-gate/auth")).status).toBe(401);
    const back = await get(site, "/admin/preview-gate/sign-in?to=/preview/x/about/");
    expect(back.status).toBe(303);
    expect(location(back)).toBe(`${site.url}/admin/previews/open/x/about/`);
    const signIn = await get(site, "/admin/previews/open/x/about/");
    expect(signIn.status).toBe(401);
    expect((await page(signIn)).querySelector("h1")?.textContent).toMatch(/sign in/i);
  });

  it("lets a marketer in with a one-time ticket and the editor host's own cookie, to the page asked for", async () => {
    const { site } = await siteWithPreview();
    const { headers } = signInAs(site, "marketing", { at: Date.parse("2026-12-01T09:00:00Z") });
    const list = await page(await get(site, "/admin/previews", headers));
    expect([...list.querySelectorAll("nav a")].map((tab) => tab.textContent)).toContain("Previews");
    const link = list.querySelector('a[href="/admin/previews/open/x/"]');
    expect(link?.textContent).toBe("content/x");
    // A pull request's preview is named by its pull request.
    expect(list.querySelector('a[href="/admin/previews/open/pr-12/"]')?.textContent).toBe("pull request #12");

    const entered = await enter(site, headers);
    expect(entered.status).toBe(303);
    expect(location(entered)).toBe("/preview/x/about/");
    const setCookie = entered.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^summit-preview=[A-Za-z0-9_-]+;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const preview = previewCookieOf(entered);
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: preview })).status).toBe(204);
    // The admin's own session cookie is not the preview's, and the preview's is no admin session.
    expect((await get(site, "/admin/preview-gate/auth", headers)).status).toBe(401);
    const asAdmin = await get(site, "/admin/previews", { Cookie: preview.replace("summit-preview", "summit-admin") });
    expect(asAdmin.status).toBe(401);
  });

  it("takes a ticket once, and not after its minute", async () => {
    const { site, clock } = await siteWithPreview();
    const { headers } = signInAs(site, "owner", { at: clock.at });
    const opened = await get(site, "/admin/previews/open/x/", headers);
    const query = new URL(location(opened)).search;
    const first = await get(site, `/admin/preview-gate/enter${query}`);
    expect(location(first)).toBe("/preview/x/");
    const again = await get(site, `/admin/preview-gate/enter${query}`);
    expect(location(again)).toBe(`${site.url}/admin/previews`);
    expect(again.headers.get("set-cookie")).toBeNull();

    const late = new URL(location(await get(site, "/admin/previews/open/x/", headers))).search;
    clock.at += TICKET_MS + 1;
    const expired = await get(site, `/admin/preview-gate/enter${late}`);
    expect(expired.headers.get("set-cookie")).toBeNull();
  });

  it("ends a preview session after its working day, and at once for a person removed", async () => {
    const { site, clock } = await siteWithPreview();
    const mia = signInAs(site, "marketing", { email: "mia@summit.example", at: clock.at });
    const cookie = previewCookieOf(await enter(site, mia.headers));
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: cookie })).status).toBe(204);
    openPeople(site.store.database).remove(mia.person.id);
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: cookie })).status).toBe(401);

    const leo = signInAs(site, "marketing", { email: "leo@summit.example", at: clock.at });
    const his = previewCookieOf(await enter(site, leo.headers));
    clock.at += PREVIEW_SESSION_MS - 1;
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: his })).status).toBe(204);
    clock.at += 1;
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: his })).status).toBe(401);
  });

  it("keeps sales out: no Previews tab, and a sales session is no preview's", async () => {
    const { site, clock } = await siteWithPreview();
    const { headers, id } = signInAs(site, "sales", { at: clock.at });
    expect((await get(site, "/admin/previews", headers)).status).toBe(403);
    expect((await get(site, "/admin/previews/open/x/", headers)).status).toBe(403);
    expect((await get(site, "/admin/preview-gate/auth", { Cookie: `summit-preview=${id}` })).status).toBe(401);
  });

  it("goes nowhere outside a preview, whatever the link says", async () => {
    const { site, clock } = await siteWithPreview();
    const { headers } = signInAs(site, "marketing", { at: clock.at });
    for (const to of ["https://evil.example/", "//evil.example/", "/preview/../admin", "/preview/x/../../etc/passwd"]) {
      // A fresh ticket each time: only the address can be what is refused.
      const opened = await get(site, "/admin/previews/open/x/", headers);
      const ticket = new URL(location(opened)).searchParams.get("ticket") ?? "";
      const entered = await get(site, `/admin/preview-gate/enter?${new URLSearchParams({ ticket, to })}`);
      expect(location(entered), to).toBe(`${site.url}/admin/previews`);
    }
  });
});

describe("an address inside a preview", () => {
  it.each([
    ["x/", "/preview/x/"],
    ["x/about/", "/preview/x/about/"],
    ["spring-launch/de/blog/a.html", "/preview/spring-launch/de/blog/a.html"],
  ])("%s is %s", (rest, target) => {
    expect(previewTarget(rest)).toBe(target);
  });
  it.each(["../x/", "x/../../etc", "x//evil", ".x/", "x/a b", "x/$(id)", `${"a".repeat(61)}/`, ""])(
    "%s is none",
    (rest) => {
      expect(previewTarget(rest)).toBeNull();
    },
  );
});

describe("without PREVIEW_ORIGIN", () => {
  it("shows no Previews tab, and opens no preview", async () => {
    const site = await startTestSite({}, undefined, { now: () => Date.parse("2026-12-01T09:00:00Z") });
    sites.push(site);
    const { headers } = signInAs(site, "marketing", { at: Date.parse("2026-12-01T09:00:00Z") });
    const scheduled = await page(await get(site, "/admin/scheduled", headers));
    const tabs = [...scheduled.querySelectorAll("nav a")].map((tab) => tab.textContent);
    expect(tabs).toContain("Scheduled");
    expect(tabs).not.toContain("Previews");
    const opened = await get(site, "/admin/previews/open/x/", headers);
    expect(location(opened)).toBe("/admin/previews");
  });
});
