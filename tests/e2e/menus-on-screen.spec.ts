import type { Locator, Page } from "@playwright/test";
import { linksOf, mainNavigation, requestConsultation } from "../../src/content/navigation";
import { expect, gotoHydrated, test } from "./fixtures";
import { accidentalContainingBlocks, expectOffScreen, expectOnScreen } from "./on-screen";

/**
 * Every entry a menu offers is on screen when the menu is open, checked the way a person
 * looks (tests/e2e/on-screen.ts), and a tap where it is seen follows it.
 */
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groups = mainNavigation.filter((item) => item.kind !== "link");
/** A group of the phone menu: a `<details>` whose `<summary>` bears the group's label. */
const mobileGroup = (menu: Locator, label: string) =>
  menu.locator("summary").filter({ hasText: new RegExp(`^${label}$`) });

/** Taps the centre of what is seen, as a finger would: no auto-scrolling `click()`. */
async function tapWhereSeen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openMobileMenu(page: Page, path = "/about") {
  await gotoHydrated(page, path);
  await tapWhereSeen(page, page.getByRole("button", { name: "Open menu" }));
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  return nav(page);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`mobile menu at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("fills the screen below the header, and every top-level entry is seen", async ({ page }) => {
      const menu = await openMobileMenu(page);
      expect(await accidentalContainingBlocks(menu), "ancestors that re-anchor the fixed panel").toEqual([]);
      const box = await menu.boundingBox();
      expect(box, "the open panel's box").toEqual({ x: 0, y: 88, width: viewport.width, height: viewport.height - 88 });
      await expectOnScreen(menu.getByRole("link", { name: "Home", exact: true }), "Home");
      for (const group of groups) await expectOnScreen(mobileGroup(menu, group.label), group.label);
      await expectOnScreen(menu.getByRole("link", { name: requestConsultation.label }), requestConsultation.label);
    });
  });
}

test.describe("mobile menu at 390 × 844: each entry navigates", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Home and Request Consultation", async ({ page }) => {
    for (const [name, url] of [
      ["Home", /\/$/],
      [requestConsultation.label, /\/contact$/],
    ] as const) {
      const menu = await openMobileMenu(page);
      const link = menu.getByRole("link", { name, exact: true });
      await expectOnScreen(link, name);
      await tapWhereSeen(page, link);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    }
  });

  for (const group of groups) {
    test(`every link under ${group.label} is seen where the visitor scrolls to it; a tap on one navigates`, async ({
      page,
    }) => {
      // One page load for the group: each entry seen, and leading where the menu says (every
      // href's target is checked over the build, tests/built/links.test.ts); a tap then follows one.
      const links = linksOf(group);
      const last = links.at(-1);
      if (!last) throw new Error(`${group.label} has no links`);
      // Start from a page the tapped link does not lead to, so following it is a real navigation.
      const menu = await openMobileMenu(page, last.to === "/about" ? "/careers" : "/about");
      await tapWhereSeen(page, mobileGroup(menu, group.label));
      for (const link of links) {
        const entry = menu.getByRole("link", { name: link.label, exact: true });
        // A long group runs past the screen's bottom: the visitor scrolls the panel to it.
        await entry.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
        await expectOnScreen(entry, `${group.label} › ${link.label}`);
        await expect(entry).toHaveAttribute("href", link.to);
      }
      await tapWhereSeen(page, menu.getByRole("link", { name: last.label, exact: true }));
      await expect(page).toHaveURL(new RegExp(`${last.to.replaceAll("/", "\\/")}$`));
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(nav(page)).toBeHidden();
    });
  }

  test("Escape closes it and hands focus back to the toggle", async ({ page }) => {
    await openMobileMenu(page);
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page)).toBeHidden();
  });
});

test.describe("mobile menu on a short screen, 390 × 640", () => {
  test.use({ viewport: { width: 390, height: 640 } });

  test("the panel scrolls, and its last entry is reached by scrolling the panel", async ({ page }) => {
    const menu = await openMobileMenu(page);
    // Bottom group first: opening a group pushes the ones below it off the short screen.
    for (const group of groups.toReversed()) await tapWhereSeen(page, mobileGroup(menu, group.label));
    const last = menu.getByRole("link", { name: requestConsultation.label });
    await expectOffScreen(last, "the last entry before scrolling");

    const box = await menu.boundingBox();
    if (!box) throw new Error("no panel");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pageScroll = await page.evaluate(() => window.scrollY);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return (await last.boundingBox())?.y ?? 0;
      })
      .toBeLessThan(640 - 48);
    await expectOnScreen(last, "the last entry after scrolling the panel");
    expect(await page.evaluate(() => window.scrollY), "the page behind did not scroll instead").toBe(pageScroll);
    await tapWhereSeen(page, last);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("desktop dropdowns and mega-menu at 1280 × 800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const group of groups) {
    test(`${group.label}: every entry is seen`, async ({ page }) => {
      await gotoHydrated(page, "/about");
      await nav(page).getByRole("button", { name: group.label }).click();
      const panel = page.locator(`[data-menu-panel=${group.kind}]:popover-open`);
      expect(await accidentalContainingBlocks(panel), "ancestors that re-anchor the panel").toEqual([]);
      for (const link of linksOf(group)) {
        await expectOnScreen(nav(page).getByRole("link", { name: link.label, exact: true }), link.label);
      }
    });
  }
});

test.describe("skip link", () => {
  test("is seen when it receives focus, at 390 and 1280 px", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/about");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      expect(await accidentalContainingBlocks(skip)).toEqual([]);
      await expectOnScreen(skip, `skip link at ${width} px`);
    }
  });
});
