import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { startSite } from "../../server/site";
import { seedAdmin } from "./admin-seed";
import { expect, test } from "./fixtures";

/**
 * The admin area on the production build, served by the real server in this test's own process
 * on a database of its own, seeded with a month the consultancy might have, and a clock fixed at
 * 2026-06-15 15:00 UTC, so the pictures change only when the look does (README "Visual baselines").
 */
const password = "correct horse battery staple";
const now = Date.parse("2026-06-15T15:00:00Z");
let site: Awaited<ReturnType<typeof startSite>>;

test.use({ httpCredentials: { username: "admin", password } });

test.beforeAll(async () => {
  site = await startSite({
    env: {
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "summit-e2e-admin-")), "inquiries.db"),
      ADMIN_PASSWORD: password,
    },
    root: "build/client",
    port: 0,
    hostname: "127.0.0.1",
    now: () => now,
    log: () => {},
  });
  seedAdmin(site, now);
});
test.afterAll(() => site.close());

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    test("the audience page", async ({ page }) => {
      await page.goto(`${site.url}/admin`);
      await expect(page.getByRole("heading", { level: 1, name: "Last 30 days" })).toBeVisible();
      await expect(page).toHaveScreenshot(`admin-audience-${width}.png`, { fullPage: true });
    });

    test("the leads page", async ({ page }) => {
      await page.goto(`${site.url}/admin/leads`);
      await expect(page.getByRole("heading", { level: 1, name: "3 leads" })).toBeVisible();
      await expect(page).toHaveScreenshot(`admin-leads-${width}.png`, { fullPage: true });
    });
  });
}

test.describe("with no script at all", () => {
  test.use({ javaScriptEnabled: false });

  test("a marketer reads the numbers, changes the period and opens the leads", async ({ page }) => {
    await page.goto(`${site.url}/admin`);
    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(`${site.url}/admin?days=7`);
    await expect(page.getByRole("heading", { level: 1, name: "Last 7 days" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Visits per day: \d+ in 7 days$/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("article", { name: /Ana Ruiz/ }).getByText("q1")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download all as CSV" }).click();
    expect((await download).suggestedFilename()).toBe("leads-2026-06-15.csv");
  });

  test("every admin page leads to the speed report", async ({ page }) => {
    for (const path of ["/admin", "/admin/leads"]) {
      await page.goto(`${site.url}${path}`);
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Speed" }).click();
      await expect(page).toHaveURL(`${site.url}/admin/speed`);
    }
  });
});

test("both pages have no WCAG 2.2 A/AA violation at 1280 px and 390 px", async ({ page }) => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
  for (const path of ["/admin", "/admin/leads"]) {
    await page.goto(`${site.url}${path}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(violations.map((violation) => `${path} ${width} px ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  }
});

test("the admin is in no sitemap and tells robots to stay out", async ({ request }) => {
  expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).not.toContain("/admin");
  const response = await request.get(`${site.url}/admin`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});
