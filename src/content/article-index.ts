import { paginate } from "~/lib/listing";
import { paths } from "~/lib/paths";
import { type BlogCategory, blogCategories, categoryNamed } from "./blog-categories";
import { blogCopy } from "./blog-copy";
import { choiceLabel } from "./choices";
import { defaultLanguage } from "./languages";
import type { ArticleFrontmatter, ContentImage } from "./schemas";

/**
 * Articles as pages and cards. The records are Markdown files read by the content
 * collection (src/content/collections.ts) or, in tests, by src/content/markdown.ts; everything
 * here is pure but the category's label in a language (choices.ts), so both give the same cards.
 */
export type ArticleRecord = {
  slug: string;
  data: ArticleFrontmatter;
  body: string;
  /** The cover photo once Astro's image pipeline has processed it (none for a drawn cover). */
  photo?: ContentImage;
};

export type Article = {
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  category: BlogCategory["name"];
  /** The category's name as the article's language writes it (the English name in English). */
  categoryLabel: string;
  /** The category's page, linked from the card's label. */
  categoryTo: string;
  icon: BlogCategory["motif"];
  date: string;
  updated?: string;
  author: { name: string; role: string };
  tags: string[];
  readingMinutes: number;
  image: ContentImage;
  likes: number;
  closing: { label: string; to: string };
};

/** What a card needs: everything but what only the page shows. */
export type ArticleCard = Omit<Article, "likes" | "closing" | "tags"> & { to: string };

/** Words per minute a reader gets through an article's body (200 is a common, unhurried pace). */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body: its words, not counting image addresses or markup. */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/[#>*_`|-]+/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function toArticle({ slug, data, body, photo }: ArticleRecord, language = defaultLanguage.code): Article {
  const category = categoryNamed(data.category);
  const drawn = data.cover?.illustration ?? { motif: category.motif, pattern: category.pattern };
  return {
    slug,
    title: data.title,
    description: data.description,
    excerpt: data.excerpt ?? data.description,
    category: category.name,
    categoryLabel: choiceLabel("blogCategory", category.name, language),
    categoryTo: paths.blogCategory(category.slug),
    icon: category.motif,
    date: data.date,
    ...(data.updated ? { updated: data.updated } : {}),
    author: data.author,
    tags: data.tags,
    readingMinutes: readingMinutes(body),
    image: photo ?? { kind: "illustration", ...drawn, alt: data.cover?.alt ?? data.title },
    likes: data.likes,
    closing: data.closing ?? blogCopy.article.defaultClosing,
  };
}

export function toArticleCard({ likes: _likes, closing: _closing, tags: _tags, ...card }: Article): ArticleCard {
  return { ...card, to: paths.article(card.slug) };
}

/** Newest first (decisions.md: the home page's teasers are the three newest). */
export function newestFirst(records: ArticleRecord[], language = defaultLanguage.code): Article[] {
  return records
    .map((record) => toArticle(record, language))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function articleCards(records: ArticleRecord[], language = defaultLanguage.code): ArticleCard[] {
  return newestFirst(records, language).map(toArticleCard);
}

/**
 * Two related articles: those the file names (`related`), then the newest of the same category,
 * then the newest of the rest. An unknown name is an error that names the file's slug.
 */
export function relatedCards(slug: string, records: ArticleRecord[]): ArticleCard[] {
  const record = records.find((candidate) => candidate.slug === slug);
  if (!record) throw new Error(`No article ${slug}`);
  const others = newestFirst(records).filter((article) => article.slug !== slug);
  const named = record.data.related.map((name) => {
    const found = others.find((article) => article.slug === name);
    if (!found) throw new Error(`src/content/articles/${slug}.md: related: no published article named ${name}`);
    return found;
  });
  const sameCategory = others.filter((article) => article.category === record.data.category);
  const picked = [...named, ...sameCategory, ...others].filter(
    (article, index, list) => list.findIndex((other) => other.slug === article.slug) === index,
  );
  return picked.slice(0, 2).map(toArticleCard);
}

/** The categories with at least one published article, in the fixed list's order. */
export function usedCategories(records: ArticleRecord[]): BlogCategory[] {
  return blogCategories.filter((category) => records.some((record) => record.data.category === category.name));
}

/** Each used category's list of cards, page by page (src/lib/listing.ts). */
export function categoryListings(records: ArticleRecord[]) {
  const cards = articleCards(records);
  return usedCategories(records).flatMap((category) =>
    paginate(
      paths.blogCategory(category.slug),
      cards.filter((card) => card.category === category.name),
    ).map((listing) => ({ category, listing })),
  );
}
