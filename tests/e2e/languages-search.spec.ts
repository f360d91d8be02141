import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { localizedPath, paths } from "../../src/content/paths";
import { type SearchWords, searchCopy, searchCopyOf } from "../../src/content/search";
import { articles } from "./content";
import { expect, expectNotTranslated, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";
import { answered } from "./search-answered";

/**
 * Site search in the page's language (docs/decisions/026-languages.md, 014-site-search.md).
 * Pagefind keeps one index per `<html lang>`, and the browser API loads the one of the page it runs
 * on: a German page finds German pages only, an English page English ones. French has no search
 * words yet, so its pages offer no search. The words a German visitor reads come from the German
 * search file, the status lines included.
 */
const readJson = <Value>(file: string) => JSON.parse(readFileSync(file, "utf8")) as Value;
const german = searchCopyOf(readJson<SearchWords>("src/content/i18n/de/data/pages/search.json"));
const germanDevops = readJson<{ title: string; benefits: { title: string }[] }>(
  "src/content/i18n/de/data/services/devops.json",
);
const devopsDe = localizedPath(paths.service("devops"), "de");
const searchDe = localizedPath(paths.search, "de");

/**
 * A German word from the German DevOps page's benefit titles, written on no English page; and a
 * word of an English-only article's title, written in no German file. Checked against the files
 * before any search, so a translation that drops the word (or an English page that gains it) fails
 * here with the reason instead of as a puzzling empty result. Pagefind answers a word it does not
 * know with the longest word of the index that begins it ("Testautomatisierung" finds "test" in
 * English, "Personalization" finds "Personal" in German: still the page's own language), so these
 * two are words that no word of the other language begins.
 */
const germanWord = "Quellcodebasierte";
const englishWord = "Grounded";
const englishArticle = articles.find((article) => article.title.includes(englishWord));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
const mention = (files: string[], word: string) =>
  files.filter((file) => readFileSync(file, "utf8").toLowerCase().includes(word.toLowerCase()));

const entry = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const resultLinks = (scope: Locator) => scope.locator("[data-search-results] > li a");

test.beforeAll(() => {
  const english = filesUnder("src/content").filter((file) => !file.includes("/i18n/"));
  expect(germanDevops.benefits.map((benefit) => benefit.title).join(" ")).toContain(germanWord);
  expect(mention(english, germanWord), `English files with "${germanWord}"`).toEqual([]);
  expect(englishArticle, `an English article titled with "${englishWord}"`).toBeDefined();
  expect(mention(filesUnder("src/content/i18n/de"), englishWord), `German files with "${englishWord}"`).toEqual([]);
});

test.describe("on a German page", () => {
  test("the dialog finds the German page by a German word, in German, and only German pages", async ({ page }) => {
    await page.goto(localizedPath(paths.about, "de"));
    await expectOnScreen(entry(page, german.open), "the German header's search entry");
    await expect(entry(page, german.open)).toHaveAttribute("href", searchDe);
    await entry(page, german.open).click();
    const panel = dialog(page, german.dialogTitle);
    await expect(panel).toBeVisible();
    const field = panel.getByRole("searchbox", { name: german.label });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("placeholder", german.placeholder);
    await expect(panel.getByRole("status")).toHaveText(german.prompt);

    await field.fill(germanWord);
    await answered(panel, german);
    await expect(panel.getByRole("status")).toHaveText(/^\d+ Ergebniss?e? für „Quellcodebasierte“$/);
    const found = panel.getByRole("link", { name: germanDevops.title, exact: true });
    await expect(found).toHaveAttribute("href", devopsDe);
    const hrefs = await resultLinks(panel).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.filter((href) => !href?.startsWith("/de/"))).toEqual([]);
    // The result's family label is the German word for a service: the page is indexed as one.
    const result = panel
      .locator("[data-search-results] > li")
      .filter({ has: page.getByRole("link", { name: germanDevops.title, exact: true }) });
    await expect(result).toContainText(german.families.service);
    await expect(result.locator("mark").first()).toHaveText(new RegExp(germanWord, "i"));

    await found.click();
    await expect(page).toHaveURL(new RegExp(`${devopsDe}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanDevops.title);
  });

  test("an English-only word finds nothing, and says so in German", async ({ page }) => {
    await page.goto(localizedPath(paths.home, "de"));
    await entry(page, german.open).click();
    const panel = dialog(page, german.dialogTitle);
    await panel.getByRole("searchbox", { name: german.label }).fill(englishWord);
    await answered(panel, german);
    await expect(panel.getByRole("status")).toHaveText(`${german.none(englishWord)} ${german.noneHint}`);
    await expect(resultLinks(panel)).toHaveCount(0);
  });

  test("/de/search lists only German pages, ten at a time, and Enter in the dialog leads there", async ({ page }) => {
    await page.goto(`${searchDe}?q=salesforce`);
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: german.label })).toHaveValue("salesforce");
    await answered(main, german);
    await expect(main.getByRole("status")).toHaveText(/^\d+ Ergebnisse für „salesforce“$/);
    const total = Number((await main.getByRole("status").textContent())?.match(/^\d+/)?.[0]);
    expect(total).toBeGreaterThan(10);
    await expect(resultLinks(main)).toHaveCount(10);
    await main.getByRole("button", { name: german.more }).click();
    await expect(resultLinks(main)).toHaveCount(Math.min(total, 20));
    const hrefs = await resultLinks(main).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.filter((href) => !href?.startsWith("/de/") && href !== "/de")).toEqual([]);

    await main.getByRole("combobox", { name: german.page.familyLabel }).selectOption("service");
    await expect(page).toHaveURL(/\/de\/search\?q=salesforce&family=service$/);
    await answered(main, german);
    await expect(main.getByRole("status")).toHaveText(/^\d+ Ergebniss?e? für „salesforce“$/);
    for (const result of await main.locator("[data-search-results] > li").all())
      await expect(result).toContainText(german.families.service);

    await page.goto(localizedPath(paths.careers, "de"));
    await entry(page, german.open).click();
    const panel = dialog(page, german.dialogTitle);
    await panel.getByRole("searchbox").fill(germanWord);
    await answered(panel, german);
    const status = panel.getByRole("status");
    await expect(status).toHaveText(/^\d+ Ergebniss?e? für „Quellcodebasierte“$/);
    const count = await status.textContent();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${searchDe}\\?q=${germanWord}$`));
    await answered(page.getByRole("main"), german);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(count ?? "");
  });

  test("/ and Ctrl K open the dialog, Escape and its close button shut it, and focus returns", async ({ page }) => {
    await page.goto(localizedPath(paths.contact, "de"));
    const panel = dialog(page, german.dialogTitle);
    await page.keyboard.press("/");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Control+k");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await entry(page, german.open).focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: german.close }).click();
    await expect(panel).toBeHidden();
    await expect(entry(page, german.open)).toBeFocused();
  });
});

test("on an English page the German word finds nothing", async ({ page }) => {
  await page.goto(paths.about);
  await entry(page, searchCopy.open).click();
  const panel = dialog(page, searchCopy.dialogTitle);
  const field = panel.getByRole("searchbox", { name: searchCopy.label });
  // The English index answers: an English word of the same page finds it.
  await field.fill("devops");
  await answered(panel, searchCopy);
  await expect(panel.getByRole("status")).toHaveText(/^\d+ results? for “devops”$/);
  await field.fill(germanWord);
  await expect(panel.getByRole("status")).not.toHaveText(/devops/);
  await answered(panel, searchCopy);
  await expect(panel.getByRole("status")).toHaveText(`${searchCopy.none(germanWord)} ${searchCopy.noneHint}`);
  await expect(resultLinks(panel)).toHaveCount(0);
});

test("French pages, which have no search words, offer no search", async ({ page, request }) => {
  await page.goto(localizedPath(paths.home, "fr"));
  await expect(page.locator("a[data-search-open], dialog#site-search")).toHaveCount(0);
  await page.keyboard.press("/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNotTranslated(request, localizedPath(paths.search, "fr"), paths.search);
});

test.describe("/de/search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says in German that search needs JavaScript, and links to no page of another language", async ({ page }) => {
    await page.goto(localizedPath(paths.about, "de"));
    await entry(page, german.open).click();
    await expect(page).toHaveURL(new RegExp(`${searchDe}$`));
    await expect(page.getByRole("heading", { name: german.noScript.heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("searchbox")).toBeHidden();
    const hrefs = await page
      .getByRole("main")
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => href !== "/de" && !href.startsWith("/de/"))).toEqual([]);
  });
});
