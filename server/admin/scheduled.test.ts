// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signInAs } from "../test/admin-session.ts";
import { get, page } from "../test/admin-site.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";

/** The admin's Scheduled page (ADR 043): what the running build leaves out until later, read from its schedule.json. */
const sites: Awaited<ReturnType<typeof startTestSite>>[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});
const at = Date.parse("2026-12-01T07:58:00Z");

async function siteWith(schedule: object | null) {
  const dir = tempDir();
  if (schedule) writeFileSync(join(dir, "schedule.json"), JSON.stringify(schedule));
  const site = await startTestSite({}, dir, { now: () => at });
  sites.push(site);
  return site;
}

describe("the Scheduled page", () => {
  it("shows marketing each scheduled record, soonest first, in UTC and as its author wrote it", async () => {
    const site = await siteWith({
      next: "2026-12-01T08:00:00.000Z",
      scheduled: [
        {
          kind: "case study",
          language: "en",
          slug: "launch",
          title: "Launching the Retail Cloud",
          path: "/case-studies/launch",
          publishAt: "2026-12-03T09:30-05:00",
        },
        {
          kind: "article",
          language: "en",
          slug: "pricing",
          title: "Pricing Salesforce Projects",
          path: "/blog/pricing",
          publishAt: "2026-12-01T09:00+01:00",
        },
      ],
    });
    const { headers } = signInAs(site, "marketing", { email: "mia@summit.example", at });
    const response = await get(site, "/admin/scheduled", headers);
    expect(response.status).toBe(200);
    const document = await page(response);
    expect(document.querySelector("h1")?.textContent).toBe("2 waiting to be published");
    const rows = [...document.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim()),
    );
    expect(rows).toEqual([
      [
        "Pricing Salesforce Projectsarticle, en: /blog/pricing",
        "2026-12-01 08:00 UTC2026-12-01 09:00 +01:00 as written",
      ],
      [
        "Launching the Retail Cloudcase study, en: /case-studies/launch",
        "2026-12-03 14:30 UTC2026-12-03 09:30 -05:00 as written",
      ],
    ]);
  });

  it("says nothing is scheduled when the build left nothing out, and is no page for sales", async () => {
    const site = await siteWith(null);
    const marketing = signInAs(site, "marketing", { email: "mia@summit.example", at }).headers;
    const document = await page(await get(site, "/admin/scheduled", marketing));
    expect(document.querySelector("h1")?.textContent).toBe("Nothing scheduled");
    const sales = signInAs(site, "sales", { email: "sam@summit.example", at }).headers;
    expect((await get(site, "/admin/scheduled", sales)).status).toBe(403);
  });
});
