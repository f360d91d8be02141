import { expect, gotoHydrated, test } from "./fixtures";

// Every page's own facts are tests/built/routes.test.ts (its HTML) and every-page.spec.ts (its load).

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
