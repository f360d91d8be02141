import type { Locator, Page } from "@playwright/test";
import { relatedCards } from "../../src/content/article-index";
import { blogCategories } from "../../src/content/blog-categories";
import { blogCopy } from "../../src/content/blog-copy";
import { expertiseEntries } from "../../src/content/expertise";
import { localizedSitePaths } from "../../src/content/page-languages";
import { caseStudyCopy, expertiseDefaults } from "../../src/content/pages";
import { site } from "../../src/content/site";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { paths, staticPagePaths } from "../../src/lib/paths";
import { cards as articleCardList, articleRecords, articles, articlesMentioning, caseStudies } from "./content";
import { dueIslandsHydrated, expect, gotoHydrated, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The five content families as a visitor meets them (spec §2 "Expertise … pages", "Case studies
 * list", "Case study detail pages", "Blog hub", "Blog articles"; decisions.md 1–5), plus a crawl
 * of every pre-rendered page's links.
 */

/** Spelled here rather than with `contactPath`, so the test does not trust the code it checks. */
const contactHref = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`;
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("expertise, cloud and industry pages", () => {
  for (const { path, page: record } of expertiseEntries) {
    test(`${path}: ${record.title}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.title);

      const benefits = region(page, expertiseDefaults.benefitsHeading);
      await expect(benefits.getByRole("listitem")).toHaveCount(record.benefits.length);
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
        record.benefits.map((benefit) => benefit.title),
      );

      const related = region(page, expertiseDefaults.relatedHeading);
      if (record.relatedServices.length === 0) {
        await expect(related).toHaveCount(0);
      } else {
        const links = related.getByRole("link");
        await expect(links).toHaveText(record.relatedServices.map((link) => link.label));
        for (const [index, link] of record.relatedServices.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", link.to);
        }
      }

      const lifecycle = region(page, expertiseDefaults.lifecycleHeading);
      await expect(lifecycle).toHaveCount(record.lifecycle ? 1 : 0);
      if (record.lifecycle) await expect(lifecycle.getByRole("listitem")).toHaveCount(record.lifecycle.length);

      const closing = page.getByRole("heading", {
        level: 2,
        name: record.ctaText ?? `Ready to Talk About ${record.title}?`,
      });
      await expect(closing).toBeVisible();
      await expect(page.getByRole("link", { name: expertiseDefaults.ctaButton })).toHaveAttribute(
        "href",
        contactHref(record.contactSubject ?? record.title),
      );
    });
  }
});

test.describe("case studies list", () => {
  test("has the heading, the Discuss Your Project button and six cards that each read the full story", async ({
    page,
  }) => {
    await gotoHydrated(page, paths.caseStudies);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Client Success Stories");
    await expect(page.getByRole("link", { name: "Discuss Your Project" })).toHaveAttribute(
      "href",
      "/contact?subject=Discuss%20My%20Project",
    );
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [index, study] of caseStudies.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(study.title);
      await expect(card).toContainText(study.category);
      const link = card.getByRole("link");
      // The visible label is the spec's; the title follows for screen readers and search engines.
      await expect(link).toHaveAccessibleName(`Read Full Story about ${study.title}`);
      await expect(link).toHaveAttribute("href", `/case-studies/${study.slug}`);
    }
  });

  for (const [width, columns] of [
    [390, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, paths.caseStudies);
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(6);
      const lefts = new Set<number>();
      for (const card of await cards.all()) {
        const box = await card.boundingBox();
        if (box) lefts.add(Math.round(box.x));
        // No card may spill past the viewport (overflow at 390 px).
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      expect(lefts.size).toBe(columns);
    });
  }
});

test.describe("case study pages", () => {
  for (const study of caseStudies) {
    test(`/case-studies/${study.slug}`, async ({ page }) => {
      await gotoHydrated(page, `/case-studies/${study.slug}`);
      const headings = { ...caseStudyCopy.detail.headings, ...study.headings };
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByRole("main")).toContainText(`${caseStudyCopy.detail.clientLabel}: ${study.client}`);

      for (const name of [caseStudyCopy.detail.introduction, caseStudyCopy.detail.objective]) {
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(region(page, headings.challenges).getByRole("listitem")).toHaveCount(5);
      await expect(region(page, headings.solutions).getByRole("listitem")).toHaveCount(4);
      await expect(region(page, headings.technologies).getByRole("listitem")).toHaveCount(study.technologies.length);
      const values = region(page, headings.results).getByRole("definition");
      await expect(values).toHaveText(study.metrics.map((metric) => metric.value));

      const closing = page.getByRole("link", { name: study.closing.label, exact: true });
      await expect(closing).toHaveAttribute("href", study.closing.to);
    });
  }

  test("manufacturing and student success use the spec's own headings and buttons", async ({ page }) => {
    await gotoHydrated(page, "/case-studies/architecture-revamp-manufacturing");
    for (const name of [
      "Introduction",
      "Objective",
      "Operational Hurdles Overcome",
      "Revitalized Architecture & Solutions",
      "Implemented Technology Ecosystem",
      "Key Performance Improvements",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View All Manufacturing Solutions" })).toHaveAttribute(
      "href",
      "/case-studies",
    );

    await gotoHydrated(page, "/case-studies/empowering-student-success-agentforce");
    for (const name of [
      "Introduction",
      "Objective",
      "Student Support Challenges",
      "Agentforce AI Solution Implemented",
      "Technology Powering the Solution",
      "Impact on Student Success",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(region(page, "Technology Powering the Solution").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("main")).toContainText(/an innovative university partner/i);
    await expect(page.getByRole("link", { name: "Learn More About Agentforce AI" })).toHaveAttribute(
      "href",
      "/expertise/services/salesforce-agentforce",
    );
  });
});

test.describe("Insights Hub", () => {
  const hub = blogCopy.hub;
  const cards = articleCardList;
  const cardsIn = (page: Page) => region(page, hub.listLabel).getByRole("article");
  const search = (page: Page) => page.getByRole("searchbox", { name: hub.searchLabel });
  const titlesOf = (list: { title: string }[]) => list.map((card) => card.title);

  test("shows the heading, the search box and the first four cards", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights Hub");
    await expect(search(page)).toHaveAttribute("placeholder", "Search articles...");
    await expect(cardsIn(page)).toHaveCount(4);
    const first = cardsIn(page).first();
    await expect(first.getByRole("link", { name: new RegExp(`^${hub.readMore} about `) })).toHaveAttribute(
      "href",
      cards[0]?.to ?? "",
    );
    await expect(first.getByRole("link", { name: cards[0]?.category, exact: true })).toHaveAttribute(
      "href",
      cards[0]?.categoryTo ?? "",
    );
    await expect(first.locator("time")).toHaveCount(1);
  });

  test("Load More Articles appends the next page's cards, moves focus to the first new card and disappears", async ({
    page,
  }) => {
    expect(cards.length).toBeGreaterThan(ARTICLES_PER_PAGE);
    await gotoHydrated(page, paths.blog);
    // Before the island wakes it is a link to the next page; the press wakes it and is not lost.
    const loadMore = page.getByRole("link", { name: "Load More Articles" });
    await expect(loadMore).toHaveAttribute("href", "/blog/page/2");
    await loadMore.click();
    await expect(cardsIn(page)).toHaveCount(cards.length);
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(cards));
    await expect(page.getByText("Load More Articles", { exact: true })).toHaveCount(0);
    await expect(
      cardsIn(page)
        .nth(ARTICLES_PER_PAGE)
        .getByRole("link", { name: new RegExp(`^${hub.readMore} about `) }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing ${cards.length} of ${cards.length} articles`,
    );
  });

  test("the page carries only its first four cards; the rest come from the next page's file", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, paths.blog);
    const html = await (await page.request.get(paths.blog)).text();
    for (const card of cards.slice(ARTICLES_PER_PAGE)) expect(html).not.toContain(card.title);
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(cardsIn(page)).toHaveCount(cards.length);
    expect(fetched).toContain("/blog/page/2.json");
  });

  test("?q=DevOps shows the DevOps articles, newest first, searched on the site's index", async ({ page }) => {
    const expected = articlesMentioning("devops");
    expect(expected.length).toBeGreaterThan(0);
    await gotoHydrated(page, "/blog?q=DevOps");
    await expect(search(page)).toHaveValue("DevOps");
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(expected));
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing ${expected.length} of ${expected.length} ${expected.length === 1 ? "article" : "articles"}`,
    );
  });

  test("searches as the visitor types and keeps the query in ?q=", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    const expected = articlesMentioning("security");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(cards.length);
    await search(page).pressSequentially("security");
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(expected));
    await expect(page).toHaveURL(/\/blog\?q=security$/);
    // Case-insensitive, and a new word starts a new search.
    await search(page).fill("DEVOPS");
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(articlesMentioning("devops")));
  });

  test("a reload with ?q= keeps the results and the input's value", async ({ page }) => {
    const expected = articlesMentioning("data cloud");
    expect(expected.length).toBeGreaterThan(0);
    await gotoHydrated(page, "/blog?q=data%20cloud");
    await expect(search(page)).toHaveValue("data cloud");
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(expected));
    await page.reload();
    await page.waitForFunction(dueIslandsHydrated);
    await expect(search(page)).toHaveValue("data cloud");
    await expect(cardsIn(page).getByRole("heading")).toHaveText(titlesOf(expected));
  });

  test("says so when nothing matches, and Clear search restores the list", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    await search(page).fill("zeppelin");
    await expect(page.getByRole("heading", { name: "No articles match “zeppelin”." })).toBeVisible();
    await expect(cardsIn(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(cardsIn(page)).toHaveCount(4);
    await expect(search(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a hostile ?q= is shown as text, never as markup", async ({ page }) => {
    const hostile = "<img src=x onerror=alert(1)>";
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoHydrated(page, `/blog?q=${encodeURIComponent(hostile)}`);
    await expect(search(page)).toHaveValue(hostile);
    // The search has run (its words may match some article), and nothing it shows is markup.
    await expect(
      page
        .getByRole("heading", { name: `No articles match “${hostile}”.` })
        .or(page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ articles?$/ })),
    ).toBeVisible();
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("Insights Hub without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const cardsIn = (page: Page) => region(page, blogCopy.hub.listLabel).getByRole("article");

  test("Load More Articles is a link to the next page, which lists the next cards and links back", async ({ page }) => {
    await page.goto(paths.blog);
    await expect(cardsIn(page).getByRole("heading")).toHaveText(
      articleCardList.slice(0, ARTICLES_PER_PAGE).map((card) => card.title),
    );
    const loadMore = page.getByRole("link", { name: "Load More Articles" });
    await loadMore.scrollIntoViewIfNeeded();
    await expectOnScreen(loadMore, "Load More Articles");
    await loadMore.click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    const rest = articleCardList.slice(ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE);
    await expect(cardsIn(page).getByRole("heading")).toHaveText(rest.map((card) => card.title));
    await expect(page.getByText(`Showing articles 5–${4 + rest.length} of ${articleCardList.length}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(
      articleCardList.length > 2 * ARTICLES_PER_PAGE ? 1 : 0,
    );
    await expect(page).toHaveTitle(/^Insights Hub, page 2 \| /);
    await page.getByRole("link", { name: blogCopy.hub.newer }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("blog categories", () => {
  const used = blogCategories.filter((category) => articles.some((article) => article.category === category.name));

  test("each card's category opens its page, which lists that category's articles", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    const first = region(page, blogCopy.hub.listLabel).getByRole("article").first();
    const category = articles[0]?.category ?? "";
    await first.getByRole("link", { name: category, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
  });

  for (const category of used) {
    test(`/blog/category/${category.slug}`, async ({ page }) => {
      await gotoHydrated(page, paths.blogCategory(category.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
      await expect(page.getByRole("main")).toContainText(category.description);
      const expected = articles.filter((article) => article.category === category.name);
      const listed = region(page, blogCopy.hub.listLabel).getByRole("article");
      await expect(listed.getByRole("heading")).toHaveText(expected.map((article) => article.title));
      for (const card of await listed.all()) {
        await expect(card.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
          "href",
          paths.blogCategory(category.slug),
        );
      }
      await expect(page.getByRole("searchbox", { name: blogCopy.hub.searchLabel })).toBeVisible();
    });
  }
});

test.describe("articles", () => {
  const spec: Record<string, { likes: string; date: string }> = {
    "ai-personalization-service-cloud": { likes: "123 likes", date: "October 26, 2024" },
    "devops-salesforce-roi": { likes: "98 likes", date: "October 15, 2024" },
  };
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const articleHeader = (page: Page): Locator => page.getByRole("main").locator("article > header");

  for (const article of articles) {
    test(`/blog/${article.slug}`, async ({ page }) => {
      const path = `/blog/${article.slug}`;
      await gotoHydrated(page, path);
      const header = articleHeader(page);
      await expect(header.getByRole("link", { name: blogCopy.article.back })).toHaveAttribute("href", "/blog");
      await expect(header.getByRole("link", { name: article.category, exact: true })).toHaveAttribute(
        "href",
        article.categoryTo,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(header).toContainText(`By ${article.author.name}, ${article.author.role}`);
      await expect(header.locator(`time[datetime="${article.date}"]`)).toHaveText(
        spec[article.slug]?.date ?? longDate(article.date),
      );
      await expect(page.getByRole("main").getByRole("img", { name: article.image.alt })).toBeVisible();
      await expect(
        page.getByText(spec[article.slug]?.likes ?? `${article.likes} likes`, { exact: true }),
      ).toBeVisible();

      const related = region(page, blogCopy.article.relatedHeading).getByRole("article");
      await expect(related).toHaveCount(2);
      for (const [index, card] of relatedCards(article.slug, articleRecords).entries()) {
        expect(card.slug).not.toBe(article.slug);
        await expect(related.nth(index).getByRole("link", { name: /^Read More about / })).toHaveAttribute(
          "href",
          `/blog/${card.slug}`,
        );
      }

      const absolute = encodeURIComponent(`${site.origin}${path}`);
      for (const name of ["Share on LinkedIn", "Share on X (Twitter)", "Share on Facebook"]) {
        const link = page.getByRole("link", { name });
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(await link.getAttribute("href")).toContain(absolute);
      }

      await expect(page.getByRole("link", { name: article.closing.label, exact: true })).toHaveAttribute(
        "href",
        article.closing.to,
      );
    });
  }

  test("the spec's two articles end with their own buttons", async ({ page }) => {
    await gotoHydrated(page, "/blog/ai-personalization-service-cloud");
    await expect(page.getByRole("main").locator("article").first()).toContainText("AI & Customer Experience");
    // The last link inside the article itself is its final button.
    await expect(page.getByRole("main").locator("article").first().getByRole("link").last()).toHaveAttribute(
      "href",
      "/blog",
    );
    await gotoHydrated(page, "/blog/devops-salesforce-roi");
    await expect(page.getByRole("link", { name: "Explore Our DevOps Services" })).toHaveAttribute(
      "href",
      "/expertise/services/devops",
    );
  });

  test.describe("copy link", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("copies the article's absolute URL and confirms with a toast", async ({ page }) => {
      await gotoHydrated(page, "/blog/devops-salesforce-roi");
      await page.getByRole("button", { name: "Copy link" }).click();
      await expectOnScreen(page.getByText("Link copied", { exact: true }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${site.origin}/blog/devops-salesforce-roi`,
      );
    });
  });
});

/**
 * Every link on every pre-rendered page (decisions.md 1: no broken internal links, no `#`).
 * Home and Contact are declared in paths.ts but their routes land with their own issues; until they
 * are registered they are checked for being declared, and from then on for answering 200 like the rest.
 */
test.describe("link crawl", () => {
  // Every page in every language: the switcher links each page to its translations.
  const registered = new Set(localizedSitePaths());
  const declared = new Set<string>(staticPagePaths);
  // The header and footer repeat on every page: ask the server about each path once per worker.
  const answers = new Map<string, { status: number; notFound: boolean; html: string }>();

  for (const path of localizedSitePaths()) {
    test(`links on ${path} resolve`, async ({ page, request }) => {
      await gotoHydrated(page, path);
      const links = await page.locator("a[href]").evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute("href") ?? "",
          target: anchor.getAttribute("target"),
          rel: anchor.getAttribute("rel") ?? "",
        })),
      );
      expect(links.length).toBeGreaterThan(0);

      const internal = new Set<string>();
      const fragments: { target: string; id: string }[] = [];
      for (const link of links) {
        expect(link.href, `a link on ${path}`).not.toBe("#");
        expect(link.href, `a link on ${path}`).not.toBe("");
        if (link.href.startsWith("#")) {
          await expect(page.locator(link.href), `${link.href} on ${path} has a target`).toHaveCount(1);
        } else if (/^(mailto|tel):/.test(link.href)) {
          // Opens the visitor's mail or phone app: neither a page nor a new tab.
        } else if (/^https?:/.test(link.href)) {
          expect(link.target, `${link.href} on ${path} opens a new tab`).toBe("_blank");
          expect(link.rel.split(/\s+/), `${link.href} on ${path}`).toEqual(
            expect.arrayContaining(["noopener", "noreferrer"]),
          );
        } else {
          expect(link.href, `${link.href} on ${path} is a site path`).toMatch(/^\//);
          const url = new URL(link.href, "http://site.test");
          internal.add(url.pathname);
          if (url.hash) fragments.push({ target: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
        }
      }

      for (const target of internal) {
        // "/careers/" is the same page as "/careers" (the server answers both from one file).
        const pagePath = target.length > 1 ? target.replace(/\/+$/, "") : target;
        if (!registered.has(pagePath)) {
          expect(declared.has(pagePath), `${target} (linked from ${path}) is a page paths.ts declares`).toBe(true);
          continue;
        }
        let answer = answers.get(target);
        if (!answer) {
          const response = await request.get(target);
          const html = await response.text();
          answer = { status: response.status(), notFound: html.includes("404 - Page Not Found"), html };
          answers.set(target, answer);
        }
        expect(answer.status, `${target} (linked from ${path})`).toBe(200);
        expect(answer.notFound, `${target} (linked from ${path}) shows the 404 page`).toBe(false);
      }

      // A link to another page's #fragment must land on an element with that id.
      for (const { target, id } of fragments) {
        const html = answers.get(target)?.html ?? "";
        expect(html.includes(`id="${id}"`), `${target}#${id} (linked from ${path}) has a target`).toBe(true);
      }
    });
  }
});
