import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The brand face (docs/decisions/012-typeface.md): every page sets its headings and text in Plus
 * Jakarta Sans from our own origin, and the swap from the fallback moves nothing.
 */
const brand = "Plus Jakarta Sans Variable";

for (const path of ["/", "/expertise/services/devops", "/blog/devops-salesforce-roi"]) {
  test(`${path}: text and headings in the brand face, fetched from our own origin only`, async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await gotoHydrated(page, path);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBe(1);
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(baseURL);
      expect(url).toMatch(/\/_astro\/plus-jakarta-sans-latin-wght-normal\.[\w-]+\.woff2$/);
    }
    const faces = await page.evaluate(
      (family) => [...document.fonts].filter((face) => face.family === family).map((face) => face.status),
      brand,
    );
    expect(faces).toEqual(["loaded"]);
    for (const selector of ["h1", "main p", "header a"]) {
      const family = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family.startsWith(`"${brand}"`), `${selector}: ${family}`).toBe(true);
    }
  });
}

/**
 * The fallback is Arial sized to the brand face; Debian's Arial is Liberation Sans, which
 * scripts/setup.sh installs for this check (visitors' systems have Arial or a metric twin).
 */
test.describe("when the brand face has not arrived", () => {
  // The font request this test refuses is reported as a failed load.
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test("the fallback takes the room the brand face takes: no layout shift when it swaps in", async ({ page }) => {
    const heights: number[] = [];
    for (const block of [true, false]) {
      await page.unroute("**/*.woff2");
      if (block) await page.route("**/*.woff2", (route) => route.abort());
      await page.goto("/about");
      await page.evaluate(() => document.fonts.ready);
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
    }
    const [fallback, brandFace] = heights;
    expect(
      Math.abs((fallback ?? 0) - (brandFace ?? 0)),
      `page height ${fallback} with the fallback, ${brandFace} with the brand face`,
    ).toBeLessThanOrEqual(24);
  });
});
