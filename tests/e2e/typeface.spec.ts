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
    // One file: the 14.5 KB core, which the page preloads; the rest of the Latin range is not needed.
    expect(fonts.length).toBe(1);
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(baseURL);
      expect(url).toMatch(/\/_astro\/plus-jakarta-sans-core\.[\w-]+\.woff2$/);
    }
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
    expect(new URL(preloaded ?? "", baseURL).href).toBe(fonts[0]);
    const faces = await page.evaluate(
      (family) => [...document.fonts].filter((face) => face.family === family).map((face) => face.status),
      brand,
    );
    expect(faces).toEqual(["loaded", "unloaded"]);
    for (const selector of ["h1", "main p", "header a"]) {
      const family = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family.startsWith(`"${brand}"`), `${selector}: ${family}`).toBe(true);
    }
  });
}

test("German and French words are set from the core alone: no second file, no fallback", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/about");
  await page.evaluate(() => document.fonts.ready);
  // Every character the brief names, the narrow no-break space (U+202F) included.
  const words = "Äußerst größere Übersicht „zwölf“ ‚ja‘ – Œuvre « Très bien\u202f! » À Ça É È ê ë â î ï ô û ù ’…";
  await page.locator("main h1").evaluate((heading, text) => {
    heading.textContent = text;
  }, words);
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(
    (family) => [...document.fonts].filter((face) => face.family === family).map((face) => face.status),
    brand,
  );
  expect(faces).toEqual(["loaded", "unloaded"]);
  expect(fonts).toHaveLength(1);
  // Drawn by our face, the narrow no-break space is its thin space (scripts/build/subset-font.sh); a fallback font's is not.
  const [narrow, thin] = await page.evaluate((family) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return [0, 0];
    context.font = `16px "${family}"`;
    return [context.measureText("\u202f").width, context.measureText("\u2009").width];
  }, brand);
  expect(narrow).toBeCloseTo(thin, 2);
});

test("a character outside the core (e.g. a Spanish or Danish name) is still set in the brand face", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/about");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toHaveLength(1);
  // What a marketer might type into a content file: the core has no "ñ" or "Å".
  await page.locator("main h1").evaluate((heading) => {
    heading.textContent = "A Coruña & Århus";
  });
  await expect
    .poll(() =>
      page.evaluate(
        (family) => [...document.fonts].filter((face) => face.family === family).map((face) => face.status),
        brand,
      ),
    )
    .toEqual(["loaded", "loaded"]);
  expect(fonts).toHaveLength(2);
  expect(fonts[1]).toMatch(/\/_astro\/plus-jakarta-sans-latin-wght-normal\.[\w-]+\.woff2$/);
});

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
      // Every section drawn: one still held at its placeholder height (content-visibility, ADR 019)
      // would measure when it was drawn, not the face; on a busy machine that was 114 px.
      await page.addStyleTag({ content: "main > section { content-visibility: visible !important; }" });
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
    }
    const [fallback, brandFace] = heights;
    expect(
      Math.abs((fallback ?? 0) - (brandFace ?? 0)),
      `page height ${fallback} with the fallback, ${brandFace} with the brand face`,
    ).toBeLessThanOrEqual(24);
  });
});
