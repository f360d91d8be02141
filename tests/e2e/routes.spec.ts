import { localizedSitePaths } from "../../src/content/page-languages";
import { splitLanguage } from "../../src/lib/paths";
import { expect, gotoHydrated, test } from "./fixtures";

// Every page in every language it exists in (docs/decisions/026-languages.md).
const routes = localizedSitePaths();

test.describe("every pre-rendered route", () => {
  for (const path of routes) {
    test(`${path} loads with one h1, its own title and no console error`, async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\| Summit Cloud Consulting$|^Summit Cloud Consulting/);
      await expect(page.locator("main#main")).toBeVisible();
    });
  }

  test("titles are unique", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(title, `title of ${path}`).not.toBe("");
      // Unique within a language: a translation may keep a brand name as its title.
      const key = `${splitLanguage(path).language} ${title}`;
      expect(titles.get(key), `${path} shares its title`).toBeUndefined();
      titles.set(key, path);
    }
  });

  test("the HTML carries the page's content without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Apply for / })).toHaveCount(4);
    await context.close();
  });
});

test.describe("unknown paths", () => {
  test("show the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, the page you are looking for does not exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  });

  test("under a language's prefix show that language's 404 page", async ({ page }) => {
    const response = await page.goto("/de/keine-solche-seite");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "404 – Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  });

  test("inside a page family also 404", async ({ page }) => {
    const response = await gotoHydrated(page, "/expertise/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
  });
});
