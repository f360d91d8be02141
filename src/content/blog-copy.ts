import { fill } from "~/lib/template";
import data from "./data/pages/blog.json" with { type: "json" };
import type { Content } from "./files";
import { readFile } from "./site";

/** The words of src/content/data/pages/blog.json, or of a language's translation of it. */
export type BlogWords = Content<"pages/blog">;

/** The hub's and each category's list, with numbers put into its templates: what the BlogHub island shows. */
export function hubCopyFrom(hub: BlogWords["hub"]) {
  return {
    ...hub,
    results: (shown: number, total: number) =>
      fill(hub.results, { shown, total, noun: total === 1 ? hub.resultNoun.one : hub.resultNoun.other }),
    /** A later page of the list (/blog/page/2), which starts part-way through it. */
    range: (first: number, last: number, total: number) => fill(hub.range, { first, last, total }),
    pageTitle: (list: string, page: number) => fill(hub.pageTitle, { list, page }),
    pageDescription: (list: string, page: number, pages: number) => fill(hub.pageDescription, { list, page, pages }),
    empty: (query: string) => fill(hub.empty, { query }),
  };
}

/** The article template's words (and the share island's), with numbers put into its templates. */
export function articleCopyFrom(article: BlogWords["article"]) {
  return {
    ...article,
    minutesRead: (minutes: number) => fill(article.minutesRead, { minutes }),
    likes: (count: number) => fill(article.likes, { count }),
  };
}

/**
 * The words around the article records (the Insights Hub, category pages, the feed and the article
 * template) in one language: its blog.json. Numbers and names are put into its templates here.
 */
export function blogCopyFrom(words: BlogWords) {
  return {
    hub: hubCopyFrom(words.hub),
    /** A category's page (/blog/category/<slug>): its name is the heading, its description the lead. */
    category: { ...words.category, title: (name: string) => fill(words.category.title, { name }) },
    /** The RSS feed (/rss.xml, /de/rss.xml) a page in its language advertises. */
    feed: words.feed,
    article: articleCopyFrom(words.article),
  };
}

/** The default language's, which islands on an English page import (another language's come as props). */
export const blogCopy = blogCopyFrom(readFile<"pages/blog">(data));
