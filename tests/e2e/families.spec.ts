import type { Page } from "@playwright/test";
import { blogCopy } from "../../src/content/blog-copy";
import { paths } from "../../src/content/paths";
import { site } from "../../src/content/site";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { cards as articleCardList, articles, articlesMentioning } from "./content";
import { dueIslandsHydrated, expect, gotoHydrated, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * The content families where a browser is needed: the case study grid's columns, the Insights
 * Hub's Load More and search, a category link, copying an article's link. What each family's pages
 * carry (words, counts, links) is read from the build in tests/built/families.test.ts, and every
 * page's links in tests/built/links.test.ts.
 */
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("case studies list", () => {
  test("lays the cards out in 1, 2 and 3 columns at 390, 768 and 1280 px, none past the screen's edge", async ({
    page,
  }) => {
    // One load: the grid is responsive CSS, so a resize lays the same page out as that screen would.
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, paths.caseStudies);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [width, columns] of [
      [390, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect()).map(({ x, right }) => ({ x, right })),
      );
      expect(new Set(boxes.map((box) => Math.round(box.x))).size, `columns at ${width} px`).toBe(columns);
      for (const box of boxes) expect(box.right, `a card at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
});

test.describe("Insights Hub", () => {
  const hub = blogCopy.hub;
  const cards = articleCardList;
  const cardsIn = (page: Page) => region(page, hub.listLabel).getByRole("article");
  const search = (page: Page) => page.getByRole("searchbox", { name: hub.searchLabel });
  const titlesOf = (list: { title: string }[]) => list.map((card) => card.title);

  test("Load More Articles appends the next page's cards, moves focus to the first new card and disappears", async ({
    page,
  }) => {
    expect(cards.length).toBeGreaterThan(ARTICLES_PER_PAGE);
    // The page carries only its first four cards (tests/built/families.test.ts); the rest come
    // from the next page's file.
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
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
    // What the next page lists and says is read from its HTML in tests/built/families.test.ts.
    await expect(cardsIn(page)).toHaveCount(Math.min(ARTICLES_PER_PAGE, articleCardList.length - ARTICLES_PER_PAGE));
    await page.getByRole("link", { name: blogCopy.hub.newer }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("blog categories", () => {
  test("each card's category opens its page, which lists that category's articles", async ({ page }) => {
    await gotoHydrated(page, paths.blog);
    const first = region(page, blogCopy.hub.listLabel).getByRole("article").first();
    const category = articles[0]?.category ?? "";
    await first.getByRole("link", { name: category, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
  });
});

test.describe("articles", () => {
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
