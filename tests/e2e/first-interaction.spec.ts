import type { Locator, Page } from "@playwright/test";
import { linksOf, mainNavigation, requestConsultation } from "../../src/content/navigation";
import { expect, gotoHydrated, islandBootstrap, openPaused, speedCollector, test } from "./fixtures";
import { expectOnScreen, unseenReason } from "./on-screen";

/**
 * The first tap answers at once (docs/decisions/011-menus-without-download.md): the menus are HTML
 * popovers that work before and without any script, a hover opens a dropdown every time, and the
 * home page's widgets and the contact subject need no download. How fast, on a slowed phone, is
 * `npm run bench:interaction`'s job; these check that it works, and fetches nothing.
 */
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groups = mainNavigation.filter((item) => item.kind !== "link");
const mobileGroup = (menu: Locator, label: string) =>
  menu.locator("summary").filter({ hasText: new RegExp(`^${label}$`) });

/** Script files the page has fetched so far, but the island bootstrap the load appends and the speed collector (fixtures.ts). */
const scriptsFetched = async (page: Page) =>
  (
    await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /\.m?js(\?|$)/.test(name)),
    )
  ).filter((name) => !islandBootstrap.test(name) && !speedCollector.test(name));

/**
 * Taps the element's centre once it has come to rest: a section drawn as it nears the screen
 * (`content-visibility: auto`) can move what is on screen in the frame after a scroll, as the
 * browser's scroll anchoring keeps the visitor's place; a visitor taps what they then see.
 */
async function tapWhereSeen(page: Page, locator: Locator) {
  let box = await locator.boundingBox();
  await expect
    .poll(async () => {
      const before = JSON.stringify(box);
      box = await locator.boundingBox();
      return JSON.stringify(box) === before;
    })
    .toBe(true);
  if (!box) throw new Error(`${locator} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe("the phone menu with JavaScript disabled, at 390 × 844", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // A group's whole walk on one page load: every entry is seen on screen where the visitor looks
  // for it and leads where the menu says; a tap on the last one then navigates, with no script.
  // Where every href leads is checked over the build (tests/built/links.test.ts).
  const walks = [
    { group: undefined, links: [{ label: "Home", to: "/" }, requestConsultation] },
    ...groups.map((group) => ({ group: group.label, links: linksOf(group) })),
  ];

  for (const { group, links } of walks)
    test(`opens, and every entry ${group ? `under ${group}` : "outside a group"} is seen on screen; a tap navigates`, async ({
      page,
    }) => {
      const last = links.at(-1);
      if (!last) throw new Error(`${group} has no links`);
      await page.goto(last.to === "/about" ? "/careers" : "/about");
      await tapWhereSeen(page, page.getByRole("button", { name: "Open menu" }));
      const menu = nav(page);
      await expectOnScreen(page.getByRole("button", { name: "Close menu" }), "the toggle, now Close menu");
      if (group) await tapWhereSeen(page, mobileGroup(menu, group));
      for (const link of links) {
        const entry = menu.getByRole("link", { name: link.label, exact: true });
        await entry.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
        await expectOnScreen(entry, `${group ?? "menu"} › ${link.label}`);
        await expect(entry).toHaveAttribute("href", link.to);
      }
      await tapWhereSeen(page, menu.getByRole("link", { name: last.label, exact: true }));
      await expect(page).toHaveURL(new RegExp(`${last.to === "/" ? "" : last.to.replaceAll("/", "\\/")}/?$`));
      await expect(nav(page)).toBeHidden();
    });
});

test.describe("desktop dropdowns at 1280 × 800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a hover opens the dropdown every time, with the pointer left still: 10 fresh pages out of 10", async ({
    page,
  }) => {
    const pages = ["/", "/about", "/contact", "/blog/devops-salesforce-roi", "/careers"];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const group = groups[attempt % groups.length];
      if (!group) throw new Error("no dropdowns");
      await page.goto(pages[attempt % pages.length] ?? "/");
      // From the header's corner: a path over the hero would wake the carousel (its hover pause).
      await page.mouse.move(0, 0);
      const trigger = nav(page).getByRole("button", { name: group.label });
      const box = await trigger.boundingBox();
      if (!box) throw new Error(`${group.label} has no box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const first = linksOf(group)[0];
      await expectOnScreen(
        nav(page).getByRole("link", { name: first?.label, exact: true }),
        `attempt ${attempt + 1}: ${group.label} › ${first?.label}`,
      );
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      expect(await scriptsFetched(page)).toEqual([]);
    }
  });

  test("a hover-opened dropdown closes when the pointer leaves; a click pins it open", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const trigger = nav(page).getByRole("button", { name: "Resources" });
    const caseStudies = nav(page).getByRole("link", { name: "Case Studies", exact: true });
    await trigger.hover();
    await expectOnScreen(caseStudies);
    await page.mouse.move(640, 500);
    await expect(caseStudies).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.hover();
    await trigger.click();
    await page.mouse.move(640, 500);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectOnScreen(caseStudies);
  });

  test("ArrowDown opens a dropdown and moves through its links", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.mouse.move(0, 400);
    const trigger = nav(page).getByRole("button", { name: "About Us" });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const about = groups.find((group) => group.label === "About Us");
    if (!about) throw new Error("no About Us dropdown");
    const links = linksOf(about);
    await expect(nav(page).getByRole("link", { name: links[0]?.label, exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav(page).getByRole("link", { name: links[1]?.label, exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(nav(page).getByRole("link", { name: links.at(-1)?.label, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("other first interactions need no download", () => {
  test("the contact subject from ?subject= is in its field as the page is parsed", async ({ page }) => {
    await page.goto("/contact?subject=Partnership%20Inquiry", { waitUntil: "domcontentloaded" });
    const subject = page.getByRole("form", { name: "Send Us a Message" }).getByRole("textbox", { name: /^Subject/ });
    await expect(subject).toHaveValue("Partnership Inquiry");
    expect(await scriptsFetched(page)).toEqual([]);
  });

  test("markup in ?service= stays text in the subject field", async ({ page }) => {
    await page.goto(`/contact?service=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    const subject = page.getByRole("form", { name: "Send Us a Message" }).getByRole("textbox", { name: /^Subject/ });
    await expect(subject).toHaveValue("<img src=x onerror=alert(1)>");
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
  });

  test("home: the methodology steps and the cloud pager answer their first tap with no script", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The clock holds still, so the carousel does not wake (and fetch its code) while the visitor scrolls.
    await openPaused(page, "/");
    const step = page.getByRole("tab", { name: "Agile Implementation" });
    await step.scrollIntoViewIfNeeded();
    await tapWhereSeen(page, step);
    await expect(step).toHaveAttribute("aria-selected", "true");
    // At 390 px the panel sits below the six steps: the visitor scrolls to it.
    const shown = page.getByRole("tabpanel").getByRole("heading", { name: "Agile Implementation" });
    await shown.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expectOnScreen(shown);

    const second = page.getByRole("button", { name: "Show clouds 4–6" });
    // The visitor wheels back up the page until they see the dots.
    for (let turns = 0; (await unseenReason(second)) !== "seen"; turns++) {
      expect(turns, "wheel turns back up to the cloud pager").toBeLessThan(40);
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, -250);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
    }
    await tapWhereSeen(page, second);
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("status").filter({ hasText: "Showing clouds 4–6 of 6" })).toBeAttached();
    expect(await scriptsFetched(page)).toEqual([]);
  });
});

test.describe("link prefetching", () => {
  test("the speculation rules arrive once the page is idle, not in its HTML, and its CSP allows them", async ({
    page,
  }) => {
    const html = await (await page.request.get("/about")).text();
    expect(html).not.toContain('type="speculationrules"');
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(event.violatedDirective),
      ),
    );
    await gotoHydrated(page, "/about");
    const rules = page.locator("head script[type=speculationrules]");
    await expect(rules).toHaveCount(1);
    expect(JSON.parse((await rules.textContent()) ?? "{}")).toMatchObject({
      prefetch: [{ source: "document", eagerness: "moderate" }],
    });
    expect(violations).toEqual([]);
  });
});
