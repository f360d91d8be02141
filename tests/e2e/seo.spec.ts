import { paths } from "../../src/content/paths";
import { expect, test } from "./fixtures";

/**
 * What a page asks for while it loads, which only a browser shows. The metadata a crawler reads
 * (titles, canonical, JSON-LD, sitemap, feed, manifest) is read from the build in
 * tests/built/seo.test.ts.
 */
test.describe("search and sharing metadata", () => {
  test("until a page has painted it requests only its stylesheet and font; the manifest's link comes after, and every icon is drawn from the page itself", async ({
    page,
  }) => {
    // When the manifest's link joins the page (Chromium fetches the manifest only when it wants it).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('link[rel="manifest"]')) return;
        observer.disconnect();
        (window as unknown as { manifestLinkAt: number }).manifestLinkAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const shownUses: number[] = [];
    for (const path of [paths.home, paths.about]) {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
      const timings = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          beforePaint: resources
            .filter((entry) => entry.startTime < paint && !entry.name.startsWith("data:"))
            .map((entry) => new URL(entry.name).pathname.replace(/\.[\w-]+\.(css|woff2)$/, ".$1")),
          manifestLinkAt: (window as unknown as { manifestLinkAt?: number }).manifestLinkAt,
          loadEnd: navigation.loadEventEnd,
          paint,
          // A shown icon copied by <use> from the page's first copy of it has the drawing's size.
          uses: [...document.querySelectorAll("svg.i use")]
            .filter((use) => use.closest("svg")?.checkVisibility())
            .map((use) => (use as SVGUseElement).getBBox().width),
        };
      });
      expect(timings.beforePaint.sort(), path).toEqual([
        "/_astro/plus-jakarta-sans-core.woff2",
        "/_astro/site-layout.css",
      ]);
      expect(timings.manifestLinkAt).toBeGreaterThanOrEqual(Math.max(timings.loadEnd, timings.paint));
      shownUses.push(...timings.uses);
    }
    expect(shownUses.length).toBeGreaterThan(0);
    for (const width of shownUses) expect(width).toBeGreaterThan(0);
  });

  test("the browser draws the tab's icon from the page itself: no icon request while a page loads", async ({
    page,
  }) => {
    const icons: string[] = [];
    page.on("request", (request) => {
      if (/favicon|icon-\d+\.png|apple-touch-icon/.test(request.url())) icons.push(request.url());
    });
    await page.goto(paths.about, { waitUntil: "load" });
    const href = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(href?.startsWith("data:image/svg+xml,")).toBe(true);
    expect(icons).toEqual([]);
  });
});
