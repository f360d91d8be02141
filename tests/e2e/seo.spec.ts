import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { localizedSitePaths } from "../../src/content/page-languages";
import { site } from "../../src/content/site";
import { sitePaths } from "../../src/content/site-paths";
import { paths } from "../../src/lib/paths";
import { articles, caseStudies } from "./content";
import { expect, test } from "./fixtures";

/**
 * Search and sharing metadata over every pre-rendered route, read from the served HTML exactly as
 * a crawler or a link preview would read it (no JavaScript).
 */
const routes = sitePaths();
type JsonLd = Record<string, unknown> & { "@type": string };

async function head(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as JsonLd,
  );
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    jsonLd,
  };
}

/** The properties schema.org and search engines require of each type we publish. */
function checkJsonLd(data: JsonLd, path: string) {
  expect(data["@context"], path).toBe("https://schema.org");
  switch (data["@type"]) {
    case "BreadcrumbList": {
      const items = data.itemListElement as { "@type": string; position: number; name: string; item: string }[];
      expect(items.length, path).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item["@type"]).toBe("ListItem");
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.item.startsWith(site.origin)).toBe(true);
      });
      expect(items.at(-1)?.item, `${path} breadcrumb ends at the page`).toBe(new URL(path, site.origin).href);
      break;
    }
    case "Article":
      expect(data.headline, path).toBeTruthy();
      expect((data.author as JsonLd)["@type"], path).toMatch(/^(Person|Organization)$/);
      expect((data.publisher as JsonLd)["@type"], path).toBe("Organization");
      expect(data.url, path).toBe(new URL(path, site.origin).href);
      break;
    case "Organization":
      expect(data.name).toBe(site.name);
      expect(data.url).toBe(`${site.origin}/`);
      break;
    case "ContactPage":
      expect(data.url, path).toBe(new URL(path, site.origin).href);
      expect((data.mainEntity as JsonLd)["@type"], path).toBe("Organization");
      expect((data.mainEntity as JsonLd).telephone, path).toBe(site.phone);
      break;
    default:
      throw new Error(`${path}: unexpected JSON-LD type ${data["@type"]}`);
  }
}

test.describe("search and sharing metadata", () => {
  test("every route has its own title and description, a canonical URL and a sharing image", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of routes) {
      const page = await head(request, path);
      expect(page.html, path).toContain('<html lang="en"');
      expect(page.title, path).toBeTruthy();
      expect(page.description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
      expect(titles.get(page.title ?? ""), `${path} shares its title`).toBeUndefined();
      expect(descriptions.get(page.description ?? ""), `${path} shares its description`).toBeUndefined();
      titles.set(page.title ?? "", path);
      descriptions.set(page.description ?? "", path);
      expect(page.canonical, path).toBe(new URL(path, site.origin).href);
      expect(page.html, `${path} advertises the feed`).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Summit Cloud Consulting Insights" href="/rss.xml">',
      );
      expect(page.ogImage, path).toMatch(new RegExp(`^${site.origin}/og/[a-z-]+\\.png$`));
      const image = await request.get(new URL(page.ogImage ?? "").pathname);
      expect(image.status(), `${path} og:image`).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });

  test("structured data parses and carries the properties its type requires", async ({ request }) => {
    for (const path of routes) {
      const { jsonLd } = await head(request, path);
      for (const data of jsonLd) checkJsonLd(data, path);
      const types = jsonLd.map((data) => data["@type"]);
      if (path === paths.home) expect(types, path).toContain("Organization");
      else expect(types, `${path} has a breadcrumb`).toContain("BreadcrumbList");
    }
    for (const { slug } of articles) {
      const { jsonLd } = await head(request, paths.article(slug));
      const article = jsonLd.find((data) => data["@type"] === "Article");
      expect(article?.datePublished, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((article?.author as JsonLd | undefined)?.["@type"], slug).toBe("Person");
    }
  });

  test("the sitemap lists exactly the pre-rendered routes, and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    // Every page in every language it exists in (German and French beside English).
    const everyRoute = localizedSitePaths();
    expect(listed.sort()).toEqual([...everyRoute].sort());

    // …and the pre-rendered pages on disk are exactly those routes (plus the 404 page).
    const client = "build/client";
    const onDisk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) return onDisk(file);
        return name === "index.html" ? [`/${dir.slice(client.length + 1)}`.replace(/\/$/, "") || "/"] : [];
      });
    expect(onDisk(client).sort()).toEqual([...everyRoute].sort());

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test("each article and case study's lastmod is its updated date, else its date", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const article of articles) {
      expect(sitemap, article.slug).toContain(
        `<loc>${site.origin}/blog/${article.slug}</loc><lastmod>${article.updated ?? article.date}</lastmod>`,
      );
    }
    for (const study of caseStudies) {
      expect(sitemap, study.slug).toContain(
        `<loc>${site.origin}/case-studies/${study.slug}</loc><lastmod>${study.updated ?? study.date}</lastmod>`,
      );
    }
  });

  test("the RSS feed lists the 20 newest published articles, newest first, and parses as RSS 2.0", async ({ page }) => {
    const response = await page.request.get("/rss.xml");
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const text = await response.text();
    await page.goto("/about");
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const value = (node: Element, name: string) => node.querySelector(name)?.textContent ?? null;
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: value(doc.documentElement, "channel > title"),
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: value(item, "title"),
          link: value(item, "link"),
          description: value(item, "description"),
          category: value(item, "category"),
          pubDate: value(item, "pubDate"),
        })),
      };
    }, text);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBe("Summit Cloud Consulting Insights");
    expect(feed.items).toEqual(
      articles.slice(0, 20).map((article) => ({
        title: article.title,
        link: `${site.origin}/blog/${article.slug}`,
        description: article.description,
        category: article.category,
        pubDate: new Date(`${article.date}T00:00:00Z`).toUTCString(),
      })),
    );
  });

  test("the web manifest and its icons are served", async ({ request }) => {
    const html = await (await request.get(paths.about)).text();
    // The link is added once the page has painted (the next test), not written in the HTML.
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('<meta name="theme-color"');
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toBe(site.name);
    const [mark, ...bitmaps] = manifest.icons as { src: string; type: string }[];
    // The mark travels inside the manifest (and the pages' icon link): no request during a load.
    expect(mark?.type).toBe("image/svg+xml");
    expect(decodeURIComponent(mark?.src ?? "")).toBe(
      `data:image/svg+xml,${readFileSync("public/favicon.svg", "utf8").trim()}`,
    );
    expect(bitmaps.map((icon) => icon.type)).toEqual(["image/png", "image/png"]);
    for (const icon of bitmaps) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect((await request.get("/apple-touch-icon.png")).status()).toBe(200);
  });

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
