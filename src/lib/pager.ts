/** A page of a paged list: its items and their 1-based positions ("clouds 4–6 of 6"). */
export type Page<T> = { start: number; end: number; items: T[] };

/** Splits a list into pages of `perPage` (the home page's six cloud cards: three per page, two pages). */
export function paginate<T>(items: readonly T[], perPage: number): Page<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`paginate: perPage must be a positive integer`);
  const pages: Page<T>[] = [];
  for (let offset = 0; offset < items.length; offset += perPage) {
    const slice = items.slice(offset, offset + perPage);
    pages.push({ start: offset + 1, end: offset + slice.length, items: slice });
  }
  return pages;
}
