import { expect, test } from "vitest";
import { homeRoutes, measureBuild, pageWeightBudgets } from "../../scripts/bench/page-weight-lib";

/**
 * What every built page gives a phone to parse and run before anything else
 * (docs/decisions/019-lighter-pages.md): read from the build the server serves (`build/client`),
 * so it runs after `npm run build` in `npm test`, in well under a second, with no browser.
 * `node scripts/bench/page-weight.ts` prints the same numbers per route.
 */
const pages = measureBuild("build/client");

test("the build has its pages", () => {
  expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/404"]));
});

test(`every page inlines at most ${pageWeightBudgets.inlineScriptBytes / 1024} KB of script`, () => {
  const over = pages
    .filter((page) => page.inlineScriptBytes > pageWeightBudgets.inlineScriptBytes)
    .map((page) => `${page.route}: ${page.inlineScriptBytes} B in ${page.inlineScripts} elements`);
  expect(over).toEqual([]);
});

// Every language's home is held to the same budgets (docs/decisions/026-languages.md): the German
// home shows the case studies and articles written in German, and its islands fetch their words
// rather than carry them (src/components/sections/page-words.ts).
for (const route of homeRoutes) {
  test(`${route} is at most ${pageWeightBudgets.homeHtmlBytes.toLocaleString("en")} bytes of HTML and ${pageWeightBudgets.homeElements.toLocaleString("en")} elements`, () => {
    const home = pages.find((page) => page.route === route);
    expect(home, route).toBeDefined();
    expect(home?.htmlBytes, `${route}: bytes of HTML`).toBeLessThanOrEqual(pageWeightBudgets.homeHtmlBytes);
    expect(home?.elements, `${route}: elements`).toBeLessThanOrEqual(pageWeightBudgets.homeElements);
  });
}
