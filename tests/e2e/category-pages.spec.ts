import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  linkNodeModules,
  planExtraArticles,
  readArticles,
  serializeArticle,
} from "../../scripts/bench/bench-scale-lib";
import { buildInputs } from "../../scripts/build/build-inputs";
import { startSite } from "../../server/site";
import { blogCopy } from "../../src/content/blog-copy";
import { ARTICLES_PER_PAGE } from "../../src/lib/listing";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * A category with more articles than one page (src/lib/listing.ts). The site's categories have one
 * or two articles each, so this builds a copy of the project (sources and config, node_modules
 * linked) with six more articles in Integration & Architecture, as `npm run build` would, and
 * serves it with the production server.
 */
const category = { name: "Integration & Architecture", slug: "integration-architecture" };
const list = `/blog/category/${category.slug}`;
let root: string;
let site: Awaited<ReturnType<typeof startSite>>;
let titles: string[];

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = mkdtempSync(join(tmpdir(), "summit-e2e-category-"));
  for (const entry of buildInputs) {
    cpSync(entry, join(root, entry), { recursive: true });
  }
  linkNodeModules(process.cwd(), root);
  const inCategory = readArticles(root).filter((article) => article.data.category === category.name);
  for (const extra of planExtraArticles(inCategory, inCategory.length + 6)) {
    writeFileSync(join(root, extra.file), serializeArticle(extra));
  }
  const { PATH, HOME, TMPDIR } = process.env;
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "pipe", env: { PATH, HOME, TMPDIR, CI: "true" } });
  // Newest first, as the category lists them.
  titles = readArticles(root)
    .filter((article) => article.data.category === category.name)
    .sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)))
    .map((article) => String(article.data.title));
  site = await startSite({
    env: { DATABASE_PATH: join(root, "inquiries.db") },
    root: join(root, "build/client"),
    port: 0,
    hostname: "127.0.0.1",
    log: () => {},
  });
});

test.afterAll(async () => {
  await site?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const cardTitles = (page: Page) =>
  page.getByRole("region", { name: blogCopy.hub.listLabel, exact: true }).getByRole("article").getByRole("heading");

test("the category's page lists its newest four, and Load More appends the rest with focus on the first new card", async ({
  page,
}) => {
  expect(titles.length).toBeGreaterThan(ARTICLES_PER_PAGE);
  expect(titles.length).toBeLessThanOrEqual(2 * ARTICLES_PER_PAGE);
  await page.goto(`${site.url}${list}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  await expect(cardTitles(page)).toHaveText(titles.slice(0, ARTICLES_PER_PAGE));
  const loadMore = page.getByRole("link", { name: blogCopy.hub.loadMore });
  await expect(loadMore).toHaveAttribute("href", `${list}/page/2`);
  await loadMore.scrollIntoViewIfNeeded();
  await expectOnScreen(loadMore, "Load More Articles");
  await loadMore.click();
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(page.getByText(blogCopy.hub.loadMore, { exact: true })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: blogCopy.hub.listLabel, exact: true })
      .getByRole("article")
      .nth(ARTICLES_PER_PAGE)
      .getByRole("link", { name: new RegExp(`^${blogCopy.hub.readMore} about `) }),
  ).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${list}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More is a link to the category's second page, which lists the rest", async ({ page }) => {
    await page.goto(`${site.url}${list}`);
    await page.getByRole("link", { name: blogCopy.hub.loadMore }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/page/2$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expect(cardTitles(page)).toHaveText(titles.slice(ARTICLES_PER_PAGE));
    await expect(
      page.getByText(`Showing articles ${ARTICLES_PER_PAGE + 1}–${titles.length} of ${titles.length}`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: blogCopy.hub.newer })).toHaveAttribute("href", list);
  });
});

test("the category's search stays in the category", async ({ page }) => {
  // The query reaches the box when the search island wakes after the load, which on a busy
  // machine took more than the 5 s of one check (a fresh-clone CI run): wait for it as
  // search.spec does.
  await gotoHydrated(page, `${site.url}${list}?q=salesforce`);
  await expect(page.getByRole("searchbox", { name: blogCopy.hub.searchLabel })).toHaveValue("salesforce");
  // Every article of the category mentions Salesforce; no article of another category is shown.
  await expect(cardTitles(page)).toHaveText(titles.slice(0, ARTICLES_PER_PAGE));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${ARTICLES_PER_PAGE} of ${titles.length} articles`,
  );
});
