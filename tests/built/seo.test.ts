import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it as test } from "vitest";
import { localizedSitePaths, untranslatedPaths } from "../../src/content/page-languages";
import { paths, splitLanguage } from "../../src/content/paths";
import { officeIn, site } from "../../src/content/site";
import { sitePaths } from "../../src/content/site-paths";
import { articles, caseStudies } from "../e2e/content";
import { client, htmlOf, parseXml } from "./built-pages";

/**
 * Search and sharing metadata over every pre-rendered route, read from the built HTML exactly as
 * a crawler or a link preview reads it (no JavaScript). What only a browser shows (what a page
 * requests before it paints, the tab's icon) is tests/e2e/seo.spec.ts.
 */
const routes = sitePaths();
type JsonLd = Record<string, unknown> & { "@type": string };

/** A built file's bytes, or its text. */
const built = (path: string) => readFileSync(join(client, path));
const builtText = (path: string) => built(path).toString("utf8");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function head(path: string) {
  const html = htmlOf(path);
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
      expect((data.mainEntity as JsonLd).telephone, path).toBe(officeIn(splitLanguage(path).language).phone);
      break;
    default:
      throw new Error(`${path}: unexpected JSON-LD type ${data["@type"]}`);
  }
}

describe("search and sharing metadata", () => {
  test("every route has its own title and description, a canonical URL and a sharing image", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of routes) {
      const page = head(path);
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
      const image = built(new URL(page.ogImage ?? "").pathname);
      expect(image.subarray(0, 8).equals(PNG), `${path} og:image is a PNG`).toBe(true);
    }
  });

  test("a translated page shares its family's picture in its own language, described in that language", () => {
    const translated = localizedSitePaths().filter((path) => /^\/(de|fr)(\/|$)/.test(path));
    expect(translated.length).toBeGreaterThan(0);
    for (const path of translated) {
      const page = head(path);
      const language = path.slice(1, 3);
      const english = head(splitLanguage(path).path);
      expect(page.ogImage, path).toMatch(new RegExp(`^${site.origin}/og/${language}/[a-z-]+\\.png$`));
      // The same family as the English page's picture, and a picture of its own.
      expect(page.ogImage?.replace(`/og/${language}/`, "/og/"), path).toBe(english.ogImage);
      expect(
        built(new URL(page.ogImage ?? "").pathname)
          .subarray(0, 8)
          .equals(PNG),
        path,
      ).toBe(true);
      const alt = page.html.match(/<meta property="og:image:alt" content="([^"]*)"/)?.[1];
      const englishAlt = english.html.match(/<meta property="og:image:alt" content="([^"]*)"/)?.[1];
      expect(alt, path).toBeTruthy();
      expect(alt, `${path} describes its picture in its language`).not.toBe(englishAlt);
    }
  });

  test("a translated page's structured data speaks its language and points at its own pages", () => {
    const organization = (path: string) =>
      head(path)
        .jsonLd.flatMap((data) => [data, data.mainEntity as JsonLd])
        .find((data) => data?.["@type"] === "Organization");
    const english = organization("/")?.description;
    for (const path of ["/de", "/fr", "/de/contact", "/fr/contact"]) {
      expect(organization(path)?.description, path).toBeTruthy();
      expect(organization(path)?.description, `${path} describes the company in its language`).not.toBe(english);
    }
    const contactPage = (path: string) => head(path).jsonLd.find((data) => data["@type"] === "ContactPage");
    expect(contactPage("/de/contact")?.url).toBe(`${site.origin}/de/contact`);
    expect(contactPage("/contact")?.url).toBe(`${site.origin}/contact`);
  });

  test("structured data parses and carries the properties its type requires", () => {
    for (const path of routes) {
      const { jsonLd } = head(path);
      for (const data of jsonLd) checkJsonLd(data, path);
      const types = jsonLd.map((data) => data["@type"]);
      if (path === paths.home) expect(types, path).toContain("Organization");
      else expect(types, `${path} has a breadcrumb`).toContain("BreadcrumbList");
    }
    for (const { slug } of articles) {
      const { jsonLd } = head(paths.article(slug));
      const article = jsonLd.find((data) => data["@type"] === "Article");
      expect(article?.datePublished, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((article?.author as JsonLd | undefined)?.["@type"], slug).toBe("Person");
    }
  });

  test("the sitemap lists exactly the pre-rendered routes, and robots.txt points to it", () => {
    const sitemap = builtText("sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    // Every page in every language it exists in (German and French beside English).
    const everyRoute = localizedSitePaths();
    expect(listed.sort()).toEqual([...everyRoute].sort());

    // …and the pre-rendered pages on disk are exactly those routes (plus the 404 page), and the
    // answers for the pages a language has not translated yet, which the sitemap leaves out.
    const onDisk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) return onDisk(file);
        return name === "index.html" ? [`/${dir.slice(client.length + 1)}`.replace(/\/$/, "") || "/"] : [];
      });
    expect(onDisk(client).sort()).toEqual([...everyRoute, ...untranslatedPaths().map(({ path }) => path)].sort());

    const robots = builtText("robots.txt");
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test("each article and case study's lastmod is its updated date, else its date", () => {
    const sitemap = builtText("sitemap.xml");
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

  test("the RSS feed lists the 20 newest published articles, newest first, and parses as RSS 2.0", () => {
    const doc = parseXml(builtText("rss.xml"));
    const value = (node: Element, name: string) => node.querySelector(name)?.textContent ?? null;
    expect(doc.querySelector("parsererror")?.textContent ?? null).toBeNull();
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(value(doc.documentElement, "channel > title")).toBe("Summit Cloud Consulting Insights");
    const items = [...doc.querySelectorAll("channel > item")].map((item) => ({
      title: value(item, "title"),
      link: value(item, "link"),
      description: value(item, "description"),
      category: value(item, "category"),
      pubDate: value(item, "pubDate"),
    }));
    expect(items).toEqual(
      articles.slice(0, 20).map((article) => ({
        title: article.title,
        link: `${site.origin}/blog/${article.slug}`,
        description: article.description,
        category: article.category,
        pubDate: new Date(`${article.date}T00:00:00Z`).toUTCString(),
      })),
    );
  });

  test("the web manifest and its icons are served", () => {
    const html = htmlOf(paths.about);
    // The link is added once the page has painted (the next test), not written in the HTML.
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('<meta name="theme-color"');
    const manifest = JSON.parse(builtText("manifest.webmanifest"));
    expect(manifest.name).toBe(site.name);
    const [mark, ...bitmaps] = manifest.icons as { src: string; type: string }[];
    // The mark travels inside the manifest (and the pages' icon link): no request during a load.
    expect(mark?.type).toBe("image/svg+xml");
    expect(decodeURIComponent(mark?.src ?? "")).toBe(
      `data:image/svg+xml,${readFileSync("public/favicon.svg", "utf8").trim()}`,
    );
    expect(bitmaps.map((icon) => icon.type)).toEqual(["image/png", "image/png"]);
    for (const src of [...bitmaps.map((icon) => icon.src), "/apple-touch-icon.png"])
      expect(built(src).subarray(0, 8).equals(PNG), src).toBe(true);
  });
});
