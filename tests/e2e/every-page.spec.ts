import type { Page } from "@playwright/test";
import { localizedSitePaths, untranslatedPaths } from "../../src/content/page-languages";
import { axeViolations, wcagTags } from "./axe";
import { drawEverySection, expect, gotoHydrated, test } from "./fixtures";

/**
 * Every pre-rendered page in every language it exists in, and the 404 pages, loaded once each in
 * Chromium for everything only a browser sees (docs/decisions/029-test-levels.md):
 * - it answers 200 (a 404 page 404) and shows its main landmark, with no console error,
 *   uncaught exception or CSP violation while it loads and wakes its due islands (fixtures.ts);
 * - axe finds no WCAG 2.2 A/AA violation at 1280 px and at 390 px;
 * - at 390 px no element reaches past the screen's edge (German words are long), and the page
 *   does not scroll sideways;
 * - on a phone's first screen, no section drawn a frame late sits above a footer in view.
 * One load serves both widths: the layout is responsive CSS, so resizing the viewport lays the
 * same document out as a phone would. What the HTML itself carries (one h1, titles, links) is read
 * from the build in tests/built/.
 */
const notFound = ["/no-such-page", "/de/no-such-page", "/fr/no-such-page"];
// The answer for a page a language has not translated is one template: one of its addresses in each
// language stands for the rest (docs/decisions/039-pages-missing-in-a-language.md).
const notTranslated = [...new Map(untranslatedPaths().map(({ path, language }) => [language, path])).values()];

test.use({ reducedMotion: "reduce" });

/** Elements laid out past the viewport's sides, named so a failure says which. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const elements = [...document.body.querySelectorAll<HTMLElement>("*")];
    // Each element's style read once: asking it again for every ancestor of every element was
    // most of this check's time on a long page.
    const clipping = new Set(elements.filter((element) => getComputedStyle(element).overflowX !== "visible"));
    return elements
      .filter((element) => {
        // What is not drawn (a closed menu's popover, the screen-reader-only text) takes no room.
        if (element.closest("[popover]:not(:popover-open), .sr-only, [hidden]")) return false;
        // What an ancestor clips (a decorative glow in a rounded card) is not seen past it.
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
          if (clipping.has(parent)) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}: "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      );
  });

/** Headings whose text is wider than their box, named by their first words. */
const wordsPastTheirBox = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main h1, main h2, main h3")]
      .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
      .map((heading) => (heading.textContent ?? "").trim().slice(0, 40)),
  );

/**
 * On a page short enough that its footer is on a phone's first screen (Lighthouse's 412 × 823),
 * the sections drawn as they near the screen (`content-visibility: auto`, src/styles/brand.css),
 * named. Such a section is laid out at its 640 px placeholder in the first frame and at its own
 * height in the next, which moves the footer into or across the screen: a layout shift (CLS 0.04
 * to 0.09 on /search and /book). Either footer position counts: with every section at its height,
 * and with the undrawn ones at the placeholder's.
 */
const lateSectionsOverAFooterInView = (page: Page) =>
  page.evaluate(() => {
    const late = [...document.querySelectorAll<HTMLElement>("main > section")].filter(
      (section) => getComputedStyle(section).contentVisibility === "auto",
    );
    const footer = document.querySelector("body > footer");
    if (!footer || late.length === 0) return [];
    const drawn = document.createElement("style");
    drawn.textContent = "main > section { content-visibility: visible !important }";
    document.head.append(drawn);
    const top = footer.getBoundingClientRect().top + window.scrollY;
    const heights = late.map((section) => section.getBoundingClientRect().height);
    drawn.remove();
    const atPlaceholder = top + heights.reduce((sum, height) => sum + (640 - height), 0);
    if (Math.min(top, atPlaceholder) >= window.innerHeight) return [];
    return late.map((section) => section.getAttribute("aria-label") ?? section.getAttribute("aria-labelledby") ?? "");
  });

for (const path of [...localizedSitePaths(), ...notTranslated, ...notFound]) {
  test(`${path} loads cleanly, has no WCAG 2.2 A/AA violation at 1280 and 390 px, and fits 390 and 360 px`, async ({
    page,
  }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(notFound.includes(path) ? 404 : 200);
    await expect(page.locator("main#main")).toBeVisible();
    await page.setViewportSize({ width: 412, height: 823 });
    expect(await lateSectionsOverAFooterInView(page), "sections drawn a frame late above a footer in view").toEqual([]);
    // Every part of the page as a visitor meets it on screen, so that axe checks the colours of
    // sections not yet drawn too (it would meet them unpainted).
    await drawEverySection(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await axeViolations(page, { tags: wcagTags });
      const summary = violations.map(
        (violation) =>
          `${width} px ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    }
    expect(await pastTheEdge(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a 360 px phone no heading's word runs past its box (a German compound is the longest).
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await wordsPastTheirBox(page)).toEqual([]);
  });
}
