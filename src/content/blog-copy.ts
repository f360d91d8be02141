import { paths } from "~/lib/paths";

/** The words around the article records: the Insights Hub and the article template. */
export const blogCopy = {
  hub: {
    eyebrow: "Insights Hub",
    heading: "Insights Hub",
    lead: "Field notes from our architects and delivery leads on Salesforce, data, AI and DevOps: what works, what it costs, and how to get there.",
    metaDescription:
      "Articles on Salesforce, Data Cloud, Agentforce, DevOps and public sector security from the consultants who deliver them.",
    listLabel: "Articles",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    readMore: "Read More",
    loadMore: "Load More Articles",
    results: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? "article" : "articles"}`,
    /** A later page of the list (/blog/page/2), which starts part-way through it. */
    range: (first: number, last: number, total: number) => `Showing articles ${first}–${last} of ${total}`,
    pageTitle: (list: string, page: number) => `${list}, page ${page}`,
    pageDescription: (list: string, page: number, pages: number) =>
      `Page ${page} of ${pages} of ${list}: articles from Summit Cloud Consulting's architects and delivery leads.`,
    newer: "Newer articles",
    searching: "Searching the articles…",
    searchFailed: "The article search could not load. Check your connection and try again.",
    empty: (query: string) => `No articles match “${query}”.`,
    emptyHint: "Try a broader word, such as “Salesforce” or “data”, or browse every article.",
    clear: "Clear search",
  },
  /** A category's page (/blog/category/<slug>): its name is the heading, its description the lead. */
  category: {
    eyebrow: "Insights Hub category",
    title: (name: string) => `${name} articles`,
  },
  /** The RSS feed (/rss.xml) every page advertises. */
  feed: {
    title: "Summit Cloud Consulting Insights",
    description:
      "New articles from Summit Cloud Consulting's architects and delivery leads on Salesforce, data, AI and DevOps.",
  },
  article: {
    /** The final button of an article whose file names no `closing` of its own. */
    defaultClosing: { label: "Explore More Insights", to: paths.blog },
    back: "Back to Insights Hub",
    by: "By",
    minutesRead: (minutes: number) => `${minutes} min read`,
    likes: (count: number) => `${count} likes`,
    shareHeading: "Share this article",
    share: {
      linkedin: "Share on LinkedIn",
      twitter: "Share on X (Twitter)",
      facebook: "Share on Facebook",
      copy: "Copy link",
    },
    copied: { title: "Link copied", description: "The article's address is on your clipboard." },
    copyFailed: {
      title: "Couldn't copy the link",
      description: "Your browser blocked the clipboard. Copy the address from the address bar instead.",
    },
    relatedHeading: "Related Articles",
  },
};
