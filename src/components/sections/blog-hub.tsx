import { ArrowLeft, Search, X } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { type PagefindResult, searchSite } from "~/components/search/pagefind";
import { pageWords } from "~/components/sections/page-words";
import { Button, buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { ArticleCard as ArticleCardData } from "~/content/article-index";
import { type BlogWords, blogCopy, hubCopyFrom } from "~/content/blog-copy";
import { paths } from "~/content/paths";
import { ARTICLES_PER_PAGE, type ListingChunk, type ListingPosition, nextPage } from "~/lib/listing";
import { useHydrated } from "~/lib/use-hydrated";
import { ArticleCard } from "./article-card";
import { CardGrid } from "./feature-card";

/** What the search found: every match, and the cards of those shown so far. */
type Found = { query: string; results: PagefindResult[]; cards: ArticleCardData[] } | { query: string; failed: true };

/**
 * The Insights Hub's list and each category's (docs/requirements.md
 * "Articles and the Insights Hub"). The page carries only its own cards (src/lib/listing.ts): Load
 * More is a link to the next page, which, once the island is awake, fetches that page's cards as
 * JSON and appends them instead. Search runs on the site's Pagefind index, limited to articles (and
 * to the category on a category's page), newest first, and lives in the URL as ?q=, so a reload or
 * a shared link shows the same results.
 */
export function BlogHub({
  cards,
  listing,
  category,
  language,
  words = pageWords(language)?.hub,
  about = pageWords(language)?.cardAbout,
}: {
  /** The page's cards, their links in the page's language (article-index.ts `cardIn`). */
  cards: ArticleCardData[];
  /** Where the list sits; `listing.list` is the list's address in the page's language (/de/blog). */
  listing: ListingPosition;
  /** On a category's page, search stays in that category. */
  category?: string;
  /** The page's language: another than the default brings its words (components/sections/page-words.ts). */
  language?: string;
  /** The hub's words in another language (its blog.json); the default language's are imported. */
  words?: BlogWords["hub"];
  /** The cards' "Read More about" joining word in another language (ReadMoreLink). */
  about?: string;
}) {
  const copy = words ? hubCopyFrom(words) : blogCopy.hub;
  const hydrated = useHydrated();
  const [browsed, setBrowsed] = useState(cards);
  const [next, setNext] = useState(nextPage(listing));
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const searchRun = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  // The pre-rendered HTML has no query; the URL's ?q= is read once the page is interactive, so
  // hydration always matches the static markup. The island wakes on the visitor's first touch of
  // it (client:due): what they typed before it woke is in the field, not in state, and wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the URL and the field once, on mount
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed) search(typed);
    else {
      const fromUrl = new URLSearchParams(window.location.search).get("q") ?? "";
      setQuery(fromUrl);
      if (fromUrl.trim()) void runSearch(fromUrl);
    }
  }, []);

  // Load More may disappear once pressed, so focus moves to the first card it revealed.
  const list = useRef<HTMLDivElement>(null);
  const firstRevealed = useRef<number | null>(null);
  const searching = query.trim() !== "";
  const shown = searching && found && "cards" in found ? found.cards : browsed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when cards were appended
  useEffect(() => {
    if (firstRevealed.current === null) return;
    // The card's own link is its last (the category label links to the category's page).
    const card = list.current?.querySelectorAll("article")[firstRevealed.current];
    const revealed = card ? [...card.querySelectorAll<HTMLAnchorElement>("a")].at(-1) : undefined;
    if (!revealed) return;
    revealed.focus();
    firstRevealed.current = null;
  }, [shown.length]);

  async function runSearch(value: string) {
    const run = ++searchRun.current;
    try {
      const results = await searchSite(value, { family: "article", category, newestFirst: true });
      const first = await cardsOf(results.slice(0, ARTICLES_PER_PAGE));
      if (run === searchRun.current) setFound({ query: value, results, cards: first });
    } catch {
      if (run === searchRun.current) setFound({ query: value, failed: true });
    }
  }

  function search(value: string) {
    setQuery(value);
    if (value.trim()) void runSearch(value);
    else {
      searchRun.current += 1;
      setFound(null);
    }
    // The query lives in the URL (replaced, not pushed: typing is not navigation).
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

  async function loadMore() {
    if (searching) {
      if (!found || !("results" in found)) return;
      const more = await cardsOf(found.results.slice(found.cards.length, found.cards.length + ARTICLES_PER_PAGE));
      firstRevealed.current = found.cards.length;
      setFound({ ...found, cards: [...found.cards, ...more] });
      return;
    }
    if (next === null) return;
    try {
      const response = await fetch(paths.listingChunk(listing.list, next));
      if (!response.ok) throw new Error(`${response.status}`);
      const chunk = (await response.json()) as ListingChunk<ArticleCardData>;
      firstRevealed.current = browsed.length;
      setBrowsed((current) => [...current, ...chunk.cards]);
      setNext(nextPage(chunk));
    } catch {
      // The next page is a page too: without its cards here, go and read it there.
      window.location.assign(paths.listingPage(listing.list, next));
    }
  }

  const total = searching ? (found && "results" in found ? found.results.length : null) : listing.total;
  const moreToShow = searching ? total !== null && shown.length < total : next !== null;
  const status = !searching
    ? listing.page === 1
      ? copy.results(shown.length, listing.total)
      : copy.range(listing.first, listing.first + shown.length - 1, listing.total)
    : found === null || found.query !== query
      ? copy.searching
      : "failed" in found
        ? copy.searchFailed
        : found.results.length > 0
          ? copy.results(shown.length, found.results.length)
          : "";
  const empty = searching && found !== null && "results" in found && found.results.length === 0;

  return (
    <section aria-label={copy.listLabel} className="bg-navy-50 py-14 sm:py-20">
      <Container>
        <search className="block max-w-xl">
          <form onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="article-search" className="sr-only">
              {copy.searchLabel}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
              />
              <input
                ref={input}
                id="article-search"
                type="search"
                value={query}
                onChange={(event: ChangeEvent<HTMLInputElement>) => search(event.target.value)}
                placeholder={copy.searchPlaceholder}
                autoComplete="off"
                className="min-h-12 w-full rounded-xl border border-line bg-white py-3 pr-4 pl-12 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-accent-500"
              />
            </div>
          </form>
        </search>
        <p role="status" className="mt-4 text-sm text-ink-600">
          {status}
        </p>

        {empty ? (
          <div className="mt-8 rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-semibold text-navy-900">{copy.empty(query)}</h2>
            <p className="mt-2 text-ink-600">{copy.emptyHint}</p>
            <Button variant="secondary" className="mt-6" onClick={() => search("")}>
              <X aria-hidden="true" className="size-4" />
              {copy.clear}
            </Button>
          </div>
        ) : (
          <div ref={list} className="mt-8" aria-busy={searching && found?.query !== query}>
            {/* Two columns: pages of four cards fill every row. */}
            <CardGrid columns={2}>
              {shown.map((card) => (
                <ArticleCard key={card.slug} card={card} linkLabel={copy.readMore} about={about} headingLevel={2} />
              ))}
            </CardGrid>
          </div>
        )}

        {moreToShow ? (
          <div className="mt-10 text-center">
            {searching ? (
              <Button variant="primary" size="lg" onClick={() => void loadMore()}>
                {copy.loadMore}
              </Button>
            ) : (
              <LoadMoreLink
                href={paths.listingPage(listing.list, next ?? listing.page)}
                enhanced={hydrated}
                onPress={() => void loadMore()}
                label={copy.loadMore}
              />
            )}
          </div>
        ) : null}

        {listing.page > 1 && !searching ? (
          <p className="mt-8 text-center">
            <a
              href={paths.listingPage(listing.list, listing.page - 1)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.newer}
            </a>
          </p>
        ) : null}
      </Container>
    </section>
  );
}

/**
 * Load More as the page renders it: a link to the next page, which works with no script at all.
 * Once the island listens it acts as a button (appends the next cards in place), and a press that
 * came while the island woke is held and given back to it (`data-island-press`, wake-island.ts).
 */
function LoadMoreLink({
  href,
  enhanced,
  onPress,
  label,
}: {
  href: string;
  enhanced: boolean;
  onPress: () => void;
  label: string;
}) {
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPress();
  };
  const key = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    onPress();
  };
  return (
    <a
      href={href}
      data-island-press=""
      role={enhanced ? "button" : undefined}
      onClick={press}
      onKeyDown={key}
      className={buttonClasses("primary", "lg")}
    >
      {label}
    </a>
  );
}

/** The cards of some search results, from the card each article page gives the index. */
async function cardsOf(results: PagefindResult[]): Promise<ArticleCardData[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.flatMap((page) => (page.meta.card ? [JSON.parse(page.meta.card) as ArticleCardData] : []));
}
