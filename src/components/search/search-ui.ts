import { pageWords } from "~/components/sections/page-words";
import { paths } from "~/content/paths";
import { type SearchRuntimeCopy, searchCopy, searchRuntimeCopy } from "~/content/search";
import { type SearchFamily, searchFamilies } from "~/content/search-families";
import { excerptParts } from "./excerpt";
import { type PagefindData, type PagefindResult, pageUrl, searchSite } from "./pagefind";

/**
 * Site search's behaviour, for the header's dialog and the /search page (the markup is
 * SearchPanel in src/components/layout/site-search.tsx). Loaded the first time search is opened
 * (src/components/search/open-search.ts), never with the page. It searches as the visitor types, shows
 * a page of results at a time (title, family, excerpt with the matches marked) and writes
 * everything as text: a page's words never become markup here. Its words are the panel's language:
 * a translated page's come with its island words (components/sections/page-words.ts); on an English page
 * the English words this code imports are used.
 */
export type ConnectOptions = {
  /** The /search page keeps the query and the family in its URL (replaced, not pushed). */
  syncUrl?: boolean;
};

const isFamily = (value: string): value is SearchFamily => (searchFamilies as readonly string[]).includes(value);

export function connectSearch(panel: HTMLElement, { syncUrl = false }: ConnectOptions = {}) {
  const input = panel.querySelector<HTMLInputElement>("[data-search-input]");
  const status = panel.querySelector<HTMLElement>("[data-search-status]");
  const list = panel.querySelector<HTMLOListElement>("[data-search-results]");
  const family = panel.querySelector<HTMLSelectElement>("[data-search-family]");
  const allWrap = panel.querySelector<HTMLElement>("[data-search-all-wrap]");
  const all = panel.querySelector<HTMLAnchorElement>("[data-search-all]");
  const more = panel.querySelector<HTMLButtonElement>("[data-search-more]");
  if (!input || !status || !list) return;
  const pageSize = Number(panel.dataset.searchLimit) || 10;
  const heading = panel.dataset.searchHeading === "3" ? "h3" : "h2";
  // Only the dialog links to the full results; the page shows more in place.
  const linksToAll = Boolean(all && allWrap);
  const copy = wordsOf();
  // The full results are the search page of the panel's language: the one its form submits to.
  const searchPage = input.form?.getAttribute("action") ?? paths.search;

  let run = 0;
  let results: PagefindResult[] = [];
  let shown = 0;

  async function show(count: number, current: number) {
    const data = await Promise.all(results.slice(shown, shown + count).map((result) => result.data()));
    if (current !== run) return false;
    const first = list?.children.length ?? 0;
    list?.append(...data.map((page) => resultItem(page, heading, copy)));
    shown += data.length;
    if (more) more.hidden = linksToAll || shown >= results.length;
    return first;
  }

  async function update() {
    const query = input?.value.trim() ?? "";
    const chosen = family?.value && isFamily(family.value) ? family.value : undefined;
    if (syncUrl) {
      const url = new URL(window.location.href);
      for (const [name, value] of [
        ["q", input?.value ?? ""],
        ["family", chosen ?? ""],
      ] as const) {
        if (value) url.searchParams.set(name, value);
        else url.searchParams.delete(name);
      }
      window.history.replaceState(window.history.state, "", url);
    }
    const current = ++run;
    results = [];
    shown = 0;
    if (more) more.hidden = true;
    if (allWrap) allWrap.hidden = true;
    if (!query) {
      list?.replaceChildren();
      if (status) status.textContent = copy.prompt;
      return;
    }
    if (status) status.textContent = copy.searching;
    panel.setAttribute("aria-busy", "true");
    try {
      const found = await searchSite(query, chosen ? { family: chosen } : {});
      if (current !== run) return;
      results = found;
      list?.replaceChildren();
      if ((await show(pageSize, current)) === false) return;
      if (status)
        status.textContent =
          found.length > 0 ? copy.results(found.length, query) : `${copy.none(query)} ${copy.noneHint}`;
      if (all && allWrap) {
        all.href = `${searchPage}?q=${encodeURIComponent(query)}`;
        all.textContent = copy.allResults(query);
        allWrap.hidden = found.length <= pageSize;
      }
    } catch {
      if (current !== run) return;
      list?.replaceChildren();
      if (status) status.textContent = copy.failed;
    } finally {
      if (current === run) panel.removeAttribute("aria-busy");
    }
  }

  input.addEventListener("input", () => void update());
  family?.addEventListener("change", () => void update());
  more?.addEventListener("click", async () => {
    const first = await show(pageSize, run);
    // The button may disappear once pressed: focus moves to the first result it revealed.
    if (first !== false) list.children[first]?.querySelector("a")?.focus();
  });
  // Enter on the page searches in place; in the dialog it opens the full results (/search?q=).
  input.form?.addEventListener("submit", (event) => {
    if (!syncUrl) return;
    event.preventDefault();
    void update();
  });
  void update();
}

function resultItem(page: PagefindData, heading: "h2" | "h3", copy: SearchRuntimeCopy): HTMLLIElement {
  const item = document.createElement("li");
  const card = element(
    "article",
    "relative rounded-xl border border-line bg-white p-4 shadow-sm hover:border-accent-500",
  );
  const key = page.filters.family?.[0] ?? "";
  const label = element("p", "text-xs font-semibold tracking-wide text-accent-700 uppercase");
  label.textContent = isFamily(key) ? copy.families[key] : "";
  const title = element(heading, "mt-1 text-lg font-semibold text-navy-900");
  const link = element("a", "underline-offset-4 after:absolute after:inset-0 hover:underline");
  link.href = pageUrl(page.url);
  link.textContent = page.meta.title ?? pageUrl(page.url);
  title.append(link);
  const excerpt = element("p", "mt-1 text-sm leading-6 text-ink-600");
  for (const part of excerptParts(page.excerpt)) {
    if (!part.marked) excerpt.append(part.text);
    else {
      const mark = element("mark", "rounded-sm bg-warm-100 font-semibold text-navy-900");
      mark.textContent = part.text;
      excerpt.append(mark);
    }
  }
  card.append(label, title, excerpt);
  item.append(card);
  return item;
}

/**
 * The panel's words: its page's language's (the page's island words, components/sections/page-words.ts),
 * else the default language's; a page whose words could not be fetched falls back to English
 * rather than leaving the visitor with no status at all.
 */
function wordsOf(): SearchRuntimeCopy {
  const given = pageWords(document.documentElement.lang)?.search;
  return given ? searchRuntimeCopy(given) : searchCopy;
}

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
