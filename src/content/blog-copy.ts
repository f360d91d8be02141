import { fill } from "~/lib/template";
import data from "./data/pages/blog.json" with { type: "json" };
import { readFile } from "./site";

const words = readFile<"pages/blog">(data);

/**
 * The words around the article records (the Insights Hub, category pages, the feed and the article
 * template): src/content/data/pages/blog.json. Numbers and names are put into its templates here.
 */
export const blogCopy = {
  hub: {
    ...words.hub,
    results: (shown: number, total: number) =>
      fill(words.hub.results, {
        shown,
        total,
        noun: total === 1 ? words.hub.resultNoun.one : words.hub.resultNoun.other,
      }),
    /** A later page of the list (/blog/page/2), which starts part-way through it. */
    range: (first: number, last: number, total: number) => fill(words.hub.range, { first, last, total }),
    pageTitle: (list: string, page: number) => fill(words.hub.pageTitle, { list, page }),
    pageDescription: (list: string, page: number, pages: number) =>
      fill(words.hub.pageDescription, { list, page, pages }),
    empty: (query: string) => fill(words.hub.empty, { query }),
  },
  /** A category's page (/blog/category/<slug>): its name is the heading, its description the lead. */
  category: { ...words.category, title: (name: string) => fill(words.category.title, { name }) },
  /** The RSS feed (/rss.xml) every page advertises. */
  feed: words.feed,
  article: {
    ...words.article,
    minutesRead: (minutes: number) => fill(words.article.minutesRead, { minutes }),
    likes: (count: number) => fill(words.article.likes, { count }),
  },
};
