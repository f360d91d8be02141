import type { Page } from "@playwright/test";
import { blogCategories } from "../../src/content/blog-categories";
import { blogCopy } from "../../src/content/blog-copy";
import { paths } from "../../src/content/paths";
import { searchCopy } from "../../src/content/search";
import { articles, articlesMentioning } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";
import { answered } from "./search-answered";

/**
 * Site search (docs/decisions/014-site-search.md): the header's entry on every page, the dialog it
 * opens, the /search page, and what loads when. Results come from the Pagefind index the build
 * writes; the fixture fails any test on a Content-Security-Policy violation, so each search here
 * also shows that Pagefind's WebAssembly runs under the site's policies.
 */
const dataCloudArticle = articles.find((article) => article.slug === "data-cloud-c-suite-guide");
const entry = (page: Page) => page.getByRole("banner").getByRole("link", { name: searchCopy.open, exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: searchCopy.dialogTitle });
const results = (page: Page, scope = page.locator("body")) => scope.locator("[data-search-results] > li");

/** Script and index requests, by path, from the moment this is called. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}
const searchCode = (paths: string[]) =>
  paths.filter((path) => path.startsWith("/pagefind/") || /\/_astro\/(search-ui|pagefind)\./.test(path));

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`searching "data cloud" from the header on a ${device}`, () => {
    test.use({ viewport });

    test("finds the Data Cloud page and the Data Cloud article, and each result opens its page", async ({ page }) => {
      expect(dataCloudArticle).toBeDefined();
      const requests = watchRequests(page);
      await page.goto(paths.about);
      await page.waitForLoadState("load");
      expect(searchCode(requests), "nothing of search loads with the page").toEqual([]);

      await expectOnScreen(entry(page), "the header's search entry");
      await entry(page).click();
      await expect(dialog(page)).toBeVisible();
      const field = dialog(page).getByRole("searchbox", { name: searchCopy.label });
      await expect(field).toBeFocused();
      await field.fill("data cloud");
      await answered(dialog(page), searchCopy);

      const cloud = dialog(page).getByRole("link", { name: "Data Cloud", exact: true });
      const article = dialog(page).getByRole("link", { name: dataCloudArticle?.title ?? "", exact: true });
      await expect(cloud).toHaveAttribute("href", paths.cloud("data-cloud"));
      await expect(article).toHaveAttribute("href", paths.article("data-cloud-c-suite-guide"));
      await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results? for “data cloud”$/);
      // Each result says what kind of page it is, and marks the words that matched.
      const cloudResult = results(page, dialog(page)).filter({
        has: page.getByRole("link", { name: "Data Cloud", exact: true }),
      });
      await expect(cloudResult).toContainText(searchCopy.families.cloud);
      await expect(cloudResult.locator("mark").first()).toHaveText(/data|cloud/i);
      expect(searchCode(requests).some((path) => path.endsWith("pagefind-worker.js"))).toBe(true);

      await expectOnScreen(cloud, "the Data Cloud result");
      await cloud.click();
      await expect(page).toHaveURL(new RegExp(`${paths.cloud("data-cloud")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Cloud");

      await entry(page).click();
      await dialog(page).getByRole("searchbox").fill("data cloud");
      await answered(dialog(page), searchCopy);
      await article.scrollIntoViewIfNeeded();
      await expectOnScreen(article, "the Data Cloud article's result");
      await article.click();
      await expect(page).toHaveURL(new RegExp(`${paths.article("data-cloud-c-suite-guide")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dataCloudArticle?.title ?? "");
    });
  });
}

test.describe("the search dialog and the keyboard", () => {
  test("/ and Ctrl K open search when the focus is not in a field; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await entry(page).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: searchCopy.close }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(entry(page)).toBeFocused();
  });

  test("a / typed into a form field is a character, not a shortcut", async ({ page }) => {
    await page.goto(paths.contact);
    const name = page.getByRole("textbox").first();
    await name.click();
    await page.keyboard.type("a/b");
    await expect(name).toHaveValue("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  test("Enter in the dialog opens the full results on /search", async ({ page }) => {
    await page.goto(paths.about);
    await entry(page).click();
    await dialog(page).getByRole("searchbox").fill("devops");
    await answered(dialog(page), searchCopy);
    await expect(dialog(page).getByRole("status")).toHaveText(/results? for “devops”/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=devops$/);
    await expect(page.getByRole("main").getByRole("searchbox", { name: searchCopy.label })).toHaveValue("devops");
    await answered(page.getByRole("main"), searchCopy);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/results? for “devops”/);
  });
});

test.describe("the search page", () => {
  test("searches ?q= once painted, filters by family and keeps both in the address", async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(`${paths.search}?q=salesforce`);
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: searchCopy.label })).toHaveValue("salesforce");
    await answered(main, searchCopy);
    await expect(main.getByRole("status")).toHaveText(/^\d+ results for “salesforce”$/);
    await expect(results(page, main)).toHaveCount(10);
    const more = main.getByRole("button", { name: searchCopy.more });
    await more.click();
    await expect(results(page, main).nth(10).getByRole("link")).toBeFocused();

    await main.getByRole("combobox", { name: searchCopy.page.familyLabel }).selectOption("article");
    await expect(page).toHaveURL(/\/search\?q=salesforce&family=article$/);
    await answered(main, searchCopy);
    const found = results(page, main);
    const expected = articlesMentioning("salesforce");
    await expect(main.getByRole("status")).toHaveText(`${expected.length} results for “salesforce”`);
    await expect(found).toHaveCount(expected.length);
    for (const result of await found.all()) await expect(result).toContainText(searchCopy.families.article);
    expect(requests.some((path) => path.startsWith("/pagefind/"))).toBe(true);
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto(`${paths.search}?q=zeppelin`);
    await answered(page.getByRole("main"), searchCopy);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `${searchCopy.none("zeppelin")} ${searchCopy.noneHint}`,
    );
    await expect(results(page, page.getByRole("main"))).toHaveCount(0);
  });

  test("shows a hostile query as text", async ({ page }) => {
    const hostile = "<img src=x onerror=alert(1)>";
    const dialogs: string[] = [];
    page.on("dialog", async (alert) => {
      dialogs.push(alert.message());
      await alert.dismiss();
    });
    await page.goto(`${paths.search}?q=${encodeURIComponent(hostile)}`);
    await answered(page.getByRole("main"), searchCopy);
    await expect(page.getByRole("main").getByRole("status")).toContainText(`“${hostile}”`);
    await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("its results' addresses are kept from crawlers; the page itself is a page like any other", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /search?\n");
    expect(robots).toContain("Allow: /\n");
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/search</loc>");
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the header's entry is a link to /search, which says search needs JavaScript and where to read instead", async ({
    page,
  }) => {
    await page.goto(paths.careers);
    await expectOnScreen(entry(page), "the header's search entry");
    await entry(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { name: searchCopy.noScript.heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox")).toBeHidden();
    const hub = page.getByRole("link", { name: searchCopy.noScript.hub });
    await expect(hub).toHaveAttribute("href", paths.blog);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /articles$/ })
        .first(),
    ).toHaveAttribute("href", /^\/blog\/category\//);
  });
});

test.describe("search and the security policy", () => {
  test("only Pagefind's worker may compile WebAssembly; no page's policy allows it", async ({ request }) => {
    const worker = await request.get("/pagefind/pagefind-worker.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    for (const path of [paths.home, paths.search, paths.blog, paths.article("data-cloud-c-suite-guide")]) {
      const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toContain("wasm-unsafe-eval");
    }
  });
});

/**
 * Pagefind leaves out a query word found in no page and answers for the rest, so
 * "salesforce zeppelin" would list every page about Salesforce. Each place a visitor searches must
 * instead say nothing matches. Each test first shows that the known word alone finds something
 * there, so a dropped "zeppelin" could not pass unseen.
 */
test.describe("a query with one word that appears nowhere finds nothing", () => {
  const known = "salesforce";
  const query = `${known} zeppelin`;
  const hub = blogCopy.hub;
  const cards = (page: Page) => page.getByRole("region", { name: hub.listLabel, exact: true }).getByRole("article");
  const noMatch = (page: Page) => page.getByRole("heading", { name: `No articles match “${query}”.` });
  const category = blogCategories.find((candidate) =>
    articlesMentioning(known).some((article) => article.category === candidate.name),
  );

  test.beforeAll(() => {
    expect(articlesMentioning(known).length).toBeGreaterThan(0);
    expect(articlesMentioning(query)).toEqual([]);
  });

  test("on the Insights Hub", async ({ page }) => {
    await gotoHydrated(page, `${paths.blog}?q=${known}`);
    await expect(cards(page)).not.toHaveCount(0);
    await page.getByRole("searchbox", { name: hub.searchLabel }).fill(query);
    await expectOnScreen(noMatch(page), "the hub's no-match message");
    await expect(cards(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog\?q=salesforce(\+|%20)zeppelin$/);
  });

  test("on a category's page", async ({ page }) => {
    expect(category).toBeDefined();
    const list = paths.blogCategory(category?.slug ?? "");
    await gotoHydrated(page, `${list}?q=${known}`);
    await expect(cards(page)).not.toHaveCount(0);
    await gotoHydrated(page, `${list}?q=${encodeURIComponent(query)}`);
    await expectOnScreen(noMatch(page), "the category's no-match message");
    await expect(cards(page)).toHaveCount(0);
  });

  test("in the header's search dialog", async ({ page }) => {
    await page.goto(paths.about);
    await entry(page).click();
    const field = dialog(page).getByRole("searchbox", { name: searchCopy.label });
    await field.fill(known);
    await answered(dialog(page), searchCopy);
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results? for “salesforce”$/);
    await field.fill(query);
    await answered(dialog(page), searchCopy);
    await expect(dialog(page).getByRole("status")).toHaveText(`${searchCopy.none(query)} ${searchCopy.noneHint}`);
    await expect(results(page, dialog(page))).toHaveCount(0);
  });

  test("on /search", async ({ page }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent(query)}`);
    const main = page.getByRole("main");
    await answered(main, searchCopy);
    await expect(main.getByRole("status")).toHaveText(`${searchCopy.none(query)} ${searchCopy.noneHint}`);
    await expect(results(page, main)).toHaveCount(0);
    await main.getByRole("searchbox", { name: searchCopy.label }).fill(known);
    await answered(main, searchCopy);
    await expect(main.getByRole("status")).toHaveText(/^\d+ results? for “salesforce”$/);
  });
});
