import { localizedPath, paths } from "~/content/paths";
import { paginate } from "~/lib/listing";
import { articleCards, cardIn, categoryListings } from "./article-index";
import { listingStaticPaths } from "./collections";

/**
 * The Insights Hub's pages in every language (docs/decisions/026-languages.md): each language's
 * hub lists the articles written in it, so its later pages and its categories are counted in
 * them. The page templates and their `.json` twins (what Load More fetches) share these static
 * paths, so a page and its cards cannot disagree.
 */

/** The hub's pages after the first (/blog/page/2, /de/blog/page/2 …). */
export function hubLaterPages() {
  return listingStaticPaths((language, records) =>
    paginate(
      localizedPath(paths.blog, language),
      articleCards(records, language).map((card) => cardIn(card, language)),
    )
      .slice(1)
      .map((listing) => ({
        path: paths.listingPage(paths.blog, listing.position.page),
        params: { page: String(listing.position.page) },
        props: listing,
      })),
  );
}

/** Each category's first page (/blog/category/<slug>) in every language that has an article in it. */
export function categoryFirstPages() {
  return listingStaticPaths((language, records) =>
    categoryListings(records, language)
      .filter(({ listing }) => listing.position.page === 1)
      .map(({ category, listing }) => ({
        path: paths.blogCategory(category.slug),
        params: { category: category.slug },
        props: { category, listing },
      })),
  );
}

/** Each category's later pages (/blog/category/<slug>/page/2 …). */
export function categoryLaterPages() {
  return listingStaticPaths((language, records) =>
    categoryListings(records, language)
      .filter(({ listing }) => listing.position.page > 1)
      .map(({ category, listing }) => ({
        path: paths.listingPage(paths.blogCategory(category.slug), listing.position.page),
        params: { category: category.slug, page: String(listing.position.page) },
        props: { category, listing },
      })),
  );
}
