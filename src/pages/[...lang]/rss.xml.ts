import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { newestFirst } from "~/content/article-index";
import { articleRecordsIn } from "~/content/collections";
import { defaultLanguage } from "~/content/languages";
import { feedLanguages } from "~/content/page-languages";
import { blogCopyIn } from "~/content/pages";
import { localizedPath, paths } from "~/content/paths";
import { site } from "~/content/site";

/**
 * RSS 2.0 of the newest articles, newest first, one feed per language that has articles
 * (docs/decisions/026-languages.md): /rss.xml in English, /de/rss.xml with the German articles,
 * their German titles and links under /de/blog/. Every page of that language links to it from its
 * head. A reader polls for what is new, so the feed keeps the 20 newest and stays the same size as
 * the blog grows (docs/decisions/014-site-search.md).
 */
const FEED_ITEMS = 20;

export function getStaticPaths() {
  return feedLanguages().map((language) => ({
    params: { lang: language === defaultLanguage.code ? undefined : language },
    props: { language },
  }));
}

export async function GET(context: APIContext<{ language: string }>) {
  const { language } = context.props;
  const english = language === defaultLanguage.code;
  const articles = newestFirst(await articleRecordsIn(language), language).slice(0, FEED_ITEMS);
  const copy = blogCopyIn(language).feed;
  return rss({
    title: copy.title,
    description: copy.description,
    // The channel's link is the language's home (/de for the German feed); the items' absolute
    // paths resolve against it to the same addresses as against the origin.
    site: new URL(localizedPath(paths.home, language), context.site ?? site.origin).href,
    // Page addresses are written without a trailing slash everywhere else (canonical, sitemap).
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.title,
      link: localizedPath(paths.article(article.slug), language),
      pubDate: new Date(`${article.date}T00:00:00Z`),
      description: article.description,
      categories: [article.categoryLabel],
    })),
    // RSS 2.0's <language> takes an RFC 1766 tag; the English feed keeps the "en-us" it always had.
    customData: `<language>${english ? "en-us" : language}</language>`,
  });
}
