import { publishedFiles, publishedFilesIn } from "../../src/content/markdown";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { expect, expectNotTranslated, gotoHydrated, test } from "./fixtures";

/**
 * The case studies, the Insights Hub and the feed in another language (docs/decisions/026-languages.md):
 * a language shows the articles and case studies written in it and no others, an article with
 * no translation in a language answers there only with the way to the English one
 * (docs/decisions/039-pages-missing-in-a-language.md), and each language with articles has its own feed.
 */
const germanArticles = publishedFilesIn("articles", "de").map((file) => file.slug);
const germanStudies = publishedFilesIn("caseStudies", "de").map((file) => file.slug);
const frenchArticles = publishedFilesIn("articles", "fr").map((file) => file.slug);
const notInFrench = publishedFiles("articles")
  .map((file) => file.slug)
  .filter((slug) => !frenchArticles.includes(slug));

test.describe("German Insights Hub", () => {
  test("the content has German articles", () => {
    // Without them the tests below could not fail.
    expect(germanArticles.length).toBeGreaterThan(0);
  });

  test("lists the German articles only, counted in German", async ({ page, consoleErrors }) => {
    await page.goto("/de/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const list = page.getByRole("region", { name: "Artikel" });
    const cards = list.getByRole("article");
    await expect(cards).toHaveCount(Math.min(germanArticles.length, ARTICLES_PER_PAGE));
    await expect(page.getByRole("status")).toContainText(`von ${germanArticles.length}`);
    const addresses = await cards
      .getByRole("heading")
      .evaluateAll((headings) =>
        headings.map((heading) => heading.closest("article")?.querySelector("a.read-more")?.getAttribute("href")),
      );
    expect(addresses.sort()).toEqual(
      germanArticles
        .map((slug) => `/de/blog/${slug}`)
        .sort()
        .slice(0, addresses.length),
    );
    // A card's link says which article it opens in German to a screen reader, not "about".
    const first = cards.first();
    const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
    await expect(first.getByRole("link", { name: `Weiterlesen zu ${title}`, exact: true })).toBeVisible();
    // No card or link on the page leads to an English article.
    const english = await page.locator("main a[href^='/blog/']").count();
    expect(english).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the hub's search, awake, answers in German and its cards' links speak German", async ({ page }) => {
    // ?q= wakes the island at once: its words come from /de/island-words.json, not the page.
    await gotoHydrated(page, "/de/blog?q=Salesforce");
    await expect(page.getByRole("searchbox", { name: "Artikel durchsuchen" })).toHaveValue("Salesforce");
    await expect(page.getByRole("status").filter({ hasText: /^\d+ von \d+ Artikel/ })).toBeVisible();
    const first = page.getByRole("region", { name: "Artikel" }).getByRole("article").first();
    await expect(first.getByRole("link", { name: /^Weiterlesen zu / })).toBeVisible();
  });

  test("an article with no translation in a language is offered in it nowhere, and its address there leads to the English one", async ({
    page,
    request,
  }) => {
    // German has every article; French has only some, so French holds the rule here
    // (src/content/page-languages.test.ts holds it on a copy of the content as well).
    expect(notInFrench.length).toBeGreaterThan(0);
    for (const slug of notInFrench) {
      await expectNotTranslated(request, `/fr/blog/${slug}`, `/blog/${slug}`);
      expect((await request.get(`/blog/${slug}`)).status(), slug).toBe(200);
    }
    await page.goto(`/blog/${notInFrench[0]}`);
    await expect(page.locator("link[rel=alternate][hreflang='fr']")).toHaveCount(0);
    await expect(page.locator("a[hreflang='fr']")).toHaveCount(0);
  });

  test("a German article names its English original as an alternate, and is in German", async ({ page }) => {
    const slug = germanArticles[0] ?? "";
    await page.goto(`/de/blog/${slug}`);
    const alternates = await page
      .locator("link[rel=alternate][hreflang]")
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
    expect(alternates.map((line) => line.replace(/https?:\/\/[^/]+/, ""))).toEqual([
      `en /blog/${slug}`,
      `de /de/blog/${slug}`,
      `x-default /blog/${slug}`,
    ]);
    // The date in German (Intl), and the way back leads to the German hub.
    await expect(page.locator("header time").first()).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]+ \d{4}$/);
    await expect(page.locator("main a[href='/de/blog']").first()).toBeVisible();
  });

  test("the home page shows German case studies and articles, and the Resources menu leads to them", async ({
    page,
  }) => {
    await page.goto("/de");
    const studies = await page
      .locator("main a[href^='/de/case-studies/']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
    expect(studies.length).toBeGreaterThan(0);
    for (const href of studies) expect(germanStudies.map((slug) => `/de/case-studies/${slug}`)).toContain(href);
    const articles = await page
      .locator("main a[href^='/de/blog/']:not([href^='/de/blog/category/'])")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
    expect(articles.length).toBeGreaterThan(0);
    for (const href of articles) expect(germanArticles.map((slug) => `/de/blog/${slug}`)).toContain(href);
    await expect(page.locator("main a[href^='/blog'], main a[href^='/case-studies']")).toHaveCount(0);
    // The header's and footer's Resources group (German names) leads to the German lists.
    await expect(page.locator("header a[href='/de/case-studies']").first()).toBeAttached();
    await expect(page.locator("footer a[href='/de/blog']")).toBeVisible();
  });
});

test.describe("feeds", () => {
  test("/de/rss.xml lists the German articles, each under /de/blog/, in German", async ({ request }) => {
    const response = await request.get("/de/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<language>de</language>");
    // The channel's own link is the German home, not the English one.
    expect(new URL(/<channel>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1] ?? "").pathname).toBe("/de");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      ([, link]) => new URL(link ?? "").pathname,
    );
    expect(links.sort()).toEqual(germanArticles.map((slug) => `/de/blog/${slug}`).sort());
  });

  test("/rss.xml stays the English feed", async ({ request }) => {
    const xml = await (await request.get("/rss.xml")).text();
    expect(xml).toContain("<language>en-us</language>");
    expect(new URL(/<channel>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1] ?? "").pathname).toBe("/");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      ([, link]) => new URL(link ?? "").pathname,
    );
    expect(links.sort()).toEqual(
      publishedFiles("articles")
        .map((file) => `/blog/${file.slug}`)
        .sort(),
    );
  });

  test("a page's head names its language's feed, and a language without its hub has none", async ({
    page,
    request,
  }) => {
    const feed = (path: string) =>
      page.goto(path).then(() => page.locator("link[rel=alternate][type='application/rss+xml']"));
    await expect(await feed("/about")).toHaveAttribute("href", "/rss.xml");
    await expect(await feed("/de/about")).toHaveAttribute("href", "/de/rss.xml");
    // French has an article file but not the hub's words yet: no French hub, article or feed.
    const french = publishedFilesIn("articles", "fr");
    expect(french.length).toBeGreaterThan(0);
    await expect(await feed("/fr/about")).toHaveCount(0);
    expect((await request.get("/fr/rss.xml")).status()).toBe(404);
    for (const path of ["/fr/blog", ...french.map((file) => `/fr/blog/${file.slug}`)])
      await expectNotTranslated(request, path, path.slice("/fr".length));
  });
});
