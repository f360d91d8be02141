import { metaIn } from "~/content/page-languages";
import { localizedPath } from "~/content/paths";
import { articleJsonLd } from "~/content/seo";

/**
 * The meta of a dated piece, an article or a case study: an Article to search engines (headline,
 * section, dates, author or else the company), one step below its list page in the breadcrumbs.
 */
export function publishedMeta(
  language: string,
  piece: {
    path: string;
    title: string;
    description: string;
    section: string;
    date: string;
    updated?: string;
    author?: { name: string; jobTitle: string };
  },
  listPage: { name: string; path: string },
) {
  return metaIn(language, {
    title: piece.title,
    description: piece.description,
    path: piece.path,
    type: "article",
    breadcrumbs: [listPage],
    jsonLd: [
      articleJsonLd({
        path: localizedPath(piece.path, language),
        headline: piece.title,
        description: piece.description,
        section: piece.section,
        datePublished: piece.date,
        ...(piece.updated ? { dateModified: piece.updated } : {}),
        ...(piece.author ? { author: piece.author } : {}),
      }),
    ],
  });
}
