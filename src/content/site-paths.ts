import { familyPaths, paths } from "~/content/paths";
import { paginate } from "~/lib/listing";
import { blogCategories } from "./blog-categories";
import { defaultLanguage } from "./languages";
import { publishedFilesIn } from "./markdown";

/**
 * Every page a production build writes, in the sitemap's order (the 404 page is not among them):
 * the fixed families, then what the Markdown files add — each published case study and article,
 * the page of each category that has an article, and the later pages of the Insights Hub and of
 * each category (src/lib/listing.ts). Node only (it reads the files); tests, the bench and the
 * link checks use it.
 *
 * With a `language`, what the Markdown files add is counted in that language's files
 * (docs/decisions/026-languages.md): the German hub lists the German articles only, so its later
 * pages and its categories are those of the German articles. Addresses stay the default
 * language's; page-languages.ts decides which of the fixed pages a language has.
 */
export function sitePaths(root = process.cwd(), language = defaultLanguage.code): string[] {
  const articles = publishedFilesIn("articles", language, root);
  const categories = blogCategories.filter((category) =>
    articles.some((article) => (article.data as { category?: unknown }).category === category.name),
  );
  const laterPages = (list: string, entries: unknown[]) =>
    paginate(list, entries)
      .slice(1)
      .map(({ position }) => paths.listingPage(list, position.page));
  return [
    ...familyPaths(),
    ...laterPages(paths.blog, articles),
    ...publishedFilesIn("caseStudies", language, root).map((study) => paths.caseStudy(study.slug)),
    ...categories.flatMap((category) => {
      const list = paths.blogCategory(category.slug);
      const inCategory = articles.filter(
        (article) => (article.data as { category?: unknown }).category === category.name,
      );
      return [list, ...laterPages(list, inCategory)];
    }),
    ...articles.map((article) => paths.article(article.slug)),
  ];
}
