/** Blog hub search and paging (decisions.md 4), pure so they are unit-tested on their own. */
export const ARTICLES_PER_PAGE = 4;

export type SearchableCard = { title: string; excerpt: string; category: string; author: { name: string } };

/** Case-insensitive match on title, excerpt, category and author; blank queries match everything. */
export function filterCards<T extends SearchableCard>(cards: T[], query: string): T[] {
  const terms = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return cards;
  return cards.filter((card) => {
    const haystack = [card.title, card.excerpt, card.category, card.author.name].join(" ").toLocaleLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

/** How many cards show after `pages` presses of Load More (the first page counts as one). */
export function visibleCount(total: number, pages: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.min(total, Math.max(1, pages) * perPage);
}
