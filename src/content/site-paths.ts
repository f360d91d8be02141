import { familyPaths, paths } from "~/lib/paths";
import { blogCategories } from "./blog-categories";
import { publishedFiles } from "./markdown";

/**
 * Every page a production build writes, in the sitemap's order (the 404 page is not among them):
 * the fixed families, then what the Markdown files add — each published case study and article,
 * and the page of each category that has an article. Node only (it reads the files); tests, the
 * bench and the link checks use it.
 */
export function sitePaths(root = process.cwd()): string[] {
  const articles = publishedFiles("articles", root);
  const categories = blogCategories.filter((category) =>
    articles.some((article) => (article.data as { category?: unknown }).category === category.name),
  );
  return [
    ...familyPaths(),
    ...publishedFiles("caseStudies", root).map((study) => paths.caseStudy(study.slug)),
    ...categories.map((category) => paths.blogCategory(category.slug)),
    ...articles.map((article) => paths.article(article.slug)),
  ];
}
