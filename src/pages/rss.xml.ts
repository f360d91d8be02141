import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { newestFirst } from "~/content/article-index";
import { blogCopy } from "~/content/blog-copy";
import { articleRecords } from "~/content/collections";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";

/**
 * RSS 2.0 of the newest articles, newest first; every page links to it from its head. A reader
 * polls for what is new, so the feed keeps the 20 newest and stays the same size as the blog grows
 * (docs/decisions/014-site-search.md).
 */
const FEED_ITEMS = 20;

export async function GET(context: APIContext) {
  const articles = newestFirst(await articleRecords()).slice(0, FEED_ITEMS);
  return rss({
    title: blogCopy.feed.title,
    description: blogCopy.feed.description,
    site: context.site ?? site.origin,
    // Page addresses are written without a trailing slash everywhere else (canonical, sitemap).
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.title,
      link: paths.article(article.slug),
      pubDate: new Date(`${article.date}T00:00:00Z`),
      description: article.description,
      categories: [article.category],
    })),
    customData: "<language>en-us</language>",
  });
}
