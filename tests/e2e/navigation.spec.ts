import { expect, gotoHydrated, test } from "./fixtures";

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

test.describe("desktop navigation", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/about");
  });

  test("shows the required entries and the Request Consultation button", async ({ page }) => {
    const bar = nav(page);
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const label of ["About Us", "Our Expertise", "Industries Served", "Resources"]) {
      await expect(bar.getByRole("button", { name: label })).toHaveAttribute("aria-expanded", "false");
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Request Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const header = await page.getByRole("banner").boundingBox();
    expect(header?.height).toBe(88);
    expect(header?.y).toBe(0);
  });

  test("a dropdown opens on hover and closes on an outside click", async ({ page }) => {
    const trigger = nav(page).getByRole("button", { name: "Resources" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const caseStudies = nav(page).getByRole("link", { name: "Case Studies" });
    await expect(caseStudies).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(caseStudies).toBeHidden();
  });

  test("a dropdown opens on click, is 240 px wide at least, and closes on selection", async ({ page }) => {
    const trigger = nav(page).getByRole("button", { name: "About Us" });
    await page.mouse.move(0, 400);
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const partners = nav(page).getByRole("link", { name: "Partners", exact: true });
    const panel = page.locator("[data-menu-panel=dropdown]:popover-open");
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    await partners.click();
    await expect(page).toHaveURL(/\/about\/partners$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the mega-menu has two columns and is at least 520 px wide", async ({ page }) => {
    const trigger = nav(page).getByRole("button", { name: "Our Expertise" });
    await trigger.click();
    await expect(nav(page).getByText("Core Services")).toBeVisible();
    await expect(nav(page).getByText("Salesforce Clouds")).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Education Cloud" })).toHaveAttribute(
      "href",
      "/expertise/clouds/education-cloud",
    );
    const panel = page.locator("[data-menu-panel=mega]");
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(520);
  });

  test("works from the keyboard: Enter opens, Tab reaches links, Escape closes and returns focus", async ({ page }) => {
    const trigger = nav(page).getByRole("button", { name: "Industries Served" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Public Sector" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("arrow keys move between top-level items", async ({ page }) => {
    const about = nav(page).getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nav(page).getByRole("button", { name: "Our Expertise" })).toBeFocused();
  });
});

// The mobile menu's checks, on screen as a person sees it: menus-on-screen.spec.ts.
