import { defaultLanguage } from "../../src/content/languages";
import { localizedSitePaths } from "../../src/content/page-languages";
import { splitLanguage } from "../../src/lib/paths";
import { drawEverySection, expect, gotoHydrated, test } from "./fixtures";

/**
 * German words are long (issue 41): on a 390 px phone no element of a German or French page may
 * be wider than the viewport (no sideways scroll, no heading or button cut off at the edge).
 */
const translated = localizedSitePaths().filter((path) => splitLanguage(path).language !== defaultLanguage.code);

test.use({ viewport: { width: 390, height: 844 } });

for (const path of translated) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    await gotoHydrated(page, path);
    await drawEverySection(page);
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((element) => {
          // What is not drawn (a closed menu's popover, the screen-reader-only text) takes no room.
          if (element.closest("[popover]:not(:popover-open), .sr-only, [hidden]")) return false;
          // What an ancestor clips (a decorative glow in a rounded card) is not seen past it.
          for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
            if (getComputedStyle(parent).overflowX !== "visible") return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}: "${(element.textContent ?? "").trim().slice(0, 40)}"`,
        );
    });
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
