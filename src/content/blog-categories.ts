import data from "./data/lists/blog-categories.json" with { type: "json" };
import { readFile } from "./site";

/**
 * The Insights Hub's list of categories: src/content/data/lists/blog-categories.json. An article's
 * frontmatter names one of them exactly; each has its page at /blog/category/<slug>. The motif is
 * the category's icon on cards, and an article without a cover of its own is drawn with its motif
 * and pattern.
 */
export const blogCategories = readFile<"lists/blog-categories">(data).categories;

export type BlogCategory = (typeof blogCategories)[number];
export type BlogCategoryName = BlogCategory["name"];

export const blogCategoryNames = blogCategories.map((category) => category.name) as [
  BlogCategoryName,
  ...BlogCategoryName[],
];

export function categoryNamed(name: string): BlogCategory {
  const category = blogCategories.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`Unknown blog category: ${name}`);
  return category;
}
