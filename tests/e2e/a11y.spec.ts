import AxeBuilder from "@axe-core/playwright";
import { localizedSitePaths } from "../../src/content/page-languages";
import { drawEverySection, expect, gotoHydrated, test } from "./fixtures";

/**
 * axe with the WCAG 2.2 A/AA rules on every pre-rendered route (and the 404 page), on a desktop
 * and on a 390 px phone. One page load serves both widths: the layout is responsive CSS, so
 * resizing the viewport re-lays the same document out as a phone would see it.
 */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test.use({ reducedMotion: "reduce" });

// Every page in every language it exists in, and the 404 pages (docs/decisions/026-languages.md).
for (const path of [...localizedSitePaths(), "/no-such-page", "/de/no-such-page", "/fr/no-such-page"]) {
  test(`${path} has no WCAG 2.2 A/AA violation at 1280 px and 390 px`, async ({ page }) => {
    await gotoHydrated(page, path);
    // Every part of the page as a visitor meets it on screen, so that axe checks the colours of
    // sections not yet drawn too (it would meet them unpainted).
    await drawEverySection(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      const summary = violations.map(
        (violation) =>
          `${width} px ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    }
  });
}
