import { Search, X } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { ArticleCard as ArticleCardData } from "~/content/article-index";
import { blogCopy } from "~/content/blog-copy";
import { filterCards, visibleCount } from "~/lib/blog-search";
import { ArticleCard } from "./article-card";
import { CardGrid } from "./feature-card";

const copy = blogCopy.hub;

/**
 * The Insights Hub (spec §2, decisions.md 4): search filters as the visitor types and lives in the
 * URL as ?q=, so a reload or a shared link shows the same results; Load More reveals the next page.
 */
export function BlogHub({ cards }: { cards: ArticleCardData[] }) {
  // The pre-rendered HTML has no query; the URL's ?q= is read once the page is interactive, so
  // hydration always matches the static markup. The island wakes on the visitor's first touch of
  // it (client:due): what they typed before it woke is in the field, not in state, and wins.
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the URL and the field once, on mount
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed) search(typed);
    else setQuery(new URLSearchParams(window.location.search).get("q") ?? "");
  }, []);

  const matches = filterCards(cards, query);
  const shown = matches.slice(0, visibleCount(matches.length, pages));

  // Load More may disappear once pressed, so focus moves to the first card it revealed.
  const list = useRef<HTMLDivElement>(null);
  const firstRevealed = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each Load More press
  useEffect(() => {
    if (firstRevealed.current === null) return;
    // A press replayed as the island wakes can come before this effect's first run: wait for the card.
    // The card's own link is its last (the category label links to the category's page).
    const card = list.current?.querySelectorAll("article")[firstRevealed.current];
    const revealed = card ? [...card.querySelectorAll<HTMLAnchorElement>("a")].at(-1) : undefined;
    if (!revealed) return;
    revealed.focus();
    firstRevealed.current = null;
  }, [pages]);

  function search(value: string) {
    setQuery(value);
    setPages(1);
    // The query lives in the URL (replaced, not pushed: typing is not navigation).
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

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
          {matches.length > 0 ? copy.results(shown.length, matches.length) : ""}
        </p>

        {matches.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-semibold text-navy-900">{copy.empty(query)}</h2>
            <p className="mt-2 text-ink-600">{copy.emptyHint}</p>
            <Button variant="secondary" className="mt-6" onClick={() => search("")}>
              <X aria-hidden="true" className="size-4" />
              {copy.clear}
            </Button>
          </div>
        ) : (
          <div ref={list} className="mt-8">
            {/* Two columns: pages of four (spec §2) and the six-card total both fill every row. */}
            <CardGrid columns={2}>
              {shown.map((card) => (
                <ArticleCard key={card.slug} card={card} linkLabel={copy.readMore} headingLevel={2} />
              ))}
            </CardGrid>
          </div>
        )}

        {shown.length < matches.length ? (
          <div className="mt-10 text-center">
            <Button
              variant="primary"
              size="lg"
              onClick={() => {
                firstRevealed.current = shown.length;
                setPages((count) => count + 1);
              }}
            >
              {copy.loadMore}
            </Button>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
