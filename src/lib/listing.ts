/**
 * The Insights Hub and each category list their articles a page at a time: the
 * page's HTML carries only its own cards, each further page is a real page (/blog/page/2) for
 * crawlers and for visitors without JavaScript, and Load More fetches the same cards as a small
 * JSON file (/blog/page/2.json). So a list's page costs the same at 6 articles and at 500.
 */
export const ARTICLES_PER_PAGE = 4;

/** Where a page sits in its list, as the page and its Load More need it. */
export type ListingPosition = {
  /** The list's first page: paths.blog or a category's page. */
  list: string;
  page: number;
  pages: number;
  /** Cards in the whole list. */
  total: number;
  /** The 1-based position of the page's first card in the list. */
  first: number;
};

/** What Load More fetches: one page's cards. */
export type ListingChunk<Card> = { page: number; pages: number; cards: Card[] };

export type ListingPage<Card> = { position: ListingPosition; cards: Card[] };

/** The list cut into pages of `perPage`; an empty list is one empty page. */
export function paginate<Card>(list: string, cards: Card[], perPage = ARTICLES_PER_PAGE): ListingPage<Card>[] {
  const pages = Math.max(1, Math.ceil(cards.length / perPage));
  return Array.from({ length: pages }, (_, index) => ({
    position: { list, page: index + 1, pages, total: cards.length, first: index * perPage + 1 },
    cards: cards.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** The page Load More leads to, or null on the last page. */
export function nextPage(position: Pick<ListingPosition, "page" | "pages">): number | null {
  return position.page < position.pages ? position.page + 1 : null;
}

/** Every page after the first as `getStaticPaths` entries (the first is the list's own page). */
export function laterPages<Card>(list: string, cards: Card[]) {
  return paginate(list, cards)
    .slice(1)
    .map((listing) => ({ params: { page: String(listing.position.page) }, props: listing }));
}

/** The JSON of one page's cards (the `.json` routes beside each list). */
export function chunkResponse<Card>({ position, cards }: ListingPage<Card>): Response {
  const chunk: ListingChunk<Card> = { page: position.page, pages: position.pages, cards };
  return new Response(JSON.stringify(chunk), { headers: { "Content-Type": "application/json" } });
}
