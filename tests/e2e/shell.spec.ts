import type { Page } from "@playwright/test";
import { drawEverySection, expect, gotoHydrated, test } from "./fixtures";

test.describe("footer", () => {
  test("has the required groups, contact details, socials and legal links", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Key Services", "Resources", "Navigate"]) {
      await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "+1 (555) 010-0142" })).toHaveAttribute("href", "tel:+15550100142");
    await expect(footer.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(footer.getByText("100 Market Street, Suite 400, San Francisco, CA 94105")).toBeVisible();

    for (const name of ["LinkedIn", "Twitter", "Facebook", "YouTube"]) {
      const link = footer.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByRole("link", { name: "Privacy Statement" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/contact?subject=Terms%20of%20Service",
    );
  });

  test("shows the visitor's current year, corrected after hydration", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T10:00:00Z"));
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("contentinfo").getByText(/© 2031 Summit Cloud Consulting/)).toBeVisible();
  });
});

test.describe("page transitions", () => {
  /** What the new document saw when it was revealed: a cross-document view transition, and its animations. */
  async function recordReveal(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
        const record: { transition: boolean; animations?: string[] } = { transition: transition !== null };
        (window as unknown as { __reveal: typeof record }).__reveal = record;
        void transition?.ready.then(() => {
          record.animations = document
            .getAnimations()
            .map((animation) => animation.effect as KeyframeEffect)
            .map((effect) => `${effect.pseudoElement} ${effect.getTiming().duration}`);
        });
      });
    });
  }
  const reveal = (page: Page) =>
    page.evaluate(() => (window as unknown as { __reveal?: { transition: boolean; animations?: string[] } }).__reveal);

  test("a new page starts at the top and fades in over 0.4 s", async ({ page }) => {
    await recordReveal(page);
    await gotoHydrated(page, "/about");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The 0.4 s fade between pages is a cross-document view transition of the whole page.
    await expect.poll(async () => (await reveal(page))?.animations ?? []).toContain("::view-transition-new(root) 400");
    expect((await reveal(page))?.animations).toContain("::view-transition-old(root) 400");
  });

  test("no fade when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordReveal(page);
    await gotoHydrated(page, "/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(async () => (await reveal(page))?.transition).toBe(false);
  });

  test("no staggered cards under reduced motion: every card of a grid is there at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/services");
    // Drawn as near the screen (a section far below it has no style computed, so no animation yet).
    await drawEverySection(page);
    // Each card rises in 0.1 s after the one before; a delay holds a card on its first, invisible
    // frame, so the eighth stayed blank for 0.7 s although nothing moved.
    const delays = await page.evaluate(() =>
      [...document.querySelectorAll(".rise")].flatMap((card) =>
        card.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().delay ?? 0)),
      ),
    );
    expect(delays.length).toBeGreaterThan(7);
    expect(delays.filter((delay) => delay > 0)).toEqual([]);
  });

  test("the skip link jumps to the main content", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("careers", () => {
  test("each opening applies through the contact form with the role as subject", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const apply = page.getByRole("link", { name: /^Apply for / });
    await expect(apply).toHaveCount(4);
    const first = apply.first();
    const label = (await first.getAttribute("aria-label")) ?? "";
    const title = label.replace("Apply for ", "");
    await expect(first).toHaveAttribute("href", `/contact?subject=${encodeURIComponent(`Application: ${title}`)}`);
    await expect(page.locator('a[href="/contact?subject=General+Application"]')).toBeVisible();
  });
});
