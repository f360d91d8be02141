import { localizedPath, paths } from "~/content/paths";
import { formatDate } from "~/lib/format-date";
import { paginate } from "~/lib/listing";
import { type BlogCategory, blogCategories, categoryNamed } from "./blog-categories";
import { blogCopy, blogCopyFrom } from "./blog-copy";
import { choiceLabel } from "./choices";
import { defaultLanguage, languageOf } from "./languages";
import { readIn } from "./read";
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
  /** The date as the article's language writes it (`Intl`: "15. Oktober 2024"). */
  dateLabel: string;
  /** The reading time in the article's language ("4 Min. Lesezeit"). */
  readingLabel: string;
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

/** The blog's words in a language (its blog.json); the default language's are imported. */
function blogCopyOf(language: string) {
  if (language === defaultLanguage.code) return blogCopy;
  const words = readIn("pages/blog", language);
  if (!words)
    throw new Error(
      `src/content/i18n/${language}/data/pages/blog.json: missing, yet an article in "${language}" needs it`,
    );
  return blogCopyFrom(words);
}

export function toArticle({ slug, data, body, photo }: ArticleRecord, language = defaultLanguage.code): Article {
  const category = categoryNamed(data.category);
  const drawn = data.cover?.illustration ?? { motif: category.motif, pattern: category.pattern };
  const copy = blogCopyOf(language).article;
  const minutes = readingMinutes(body);
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
    dateLabel: formatDate(data.date, languageOf(language).locale),
    readingLabel: copy.minutesRead(minutes),
    ...(data.updated ? { updated: data.updated } : {}),
    author: data.author,
    tags: data.tags,
    readingMinutes: minutes,
    image: photo ?? { kind: "illustration", ...drawn, alt: data.cover?.alt ?? data.title },
    likes: data.likes,
    closing: data.closing ?? copy.defaultClosing,
  };
}

export function toArticleCard({ likes: _likes, closing: _closing, tags: _tags, ...card }: Article): ArticleCard {
  return { ...card, to: paths.article(card.slug) };
}

/**
 * A card as an island shows it on a page in `language`: its links already in the language, since
 * an island has no page around it to put them there (components/ui/link.tsx). A card is only ever
 * shown in its own article's language, whose category page exists in it too (site-paths.ts).
 */
export function cardIn(card: ArticleCard, language: string): ArticleCard {
  return { ...card, to: localizedPath(card.to, language), categoryTo: localizedPath(card.categoryTo, language) };
}

/** Newest first (the home page's teasers are the three newest). */
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
 * then the newest of the rest. An unknown name is an error that names the file's slug; a name in
 * `notYet` (an article scheduled for later than this build) is left out, as in a translation.
 */
export function relatedCards(
  slug: string,
  records: ArticleRecord[],
  language = defaultLanguage.code,
  notYet: ReadonlySet<string> = new Set(),
): ArticleCard[] {
  const record = records.find((candidate) => candidate.slug === slug);
  if (!record) throw new Error(`No article ${slug}`);
  const others = newestFirst(records, language).filter((article) => article.slug !== slug);
  // A translation may name an article that is not written in its language: it is left out there,
  // and the newest of the same category fills its place (docs/decisions/026-languages.md).
  const named = record.data.related.flatMap((name) => {
    const found = others.find((article) => article.slug === name);
    if (!found && (language !== defaultLanguage.code || notYet.has(name))) return [];
    if (!found) throw new Error(`src/content/articles/${slug}.md: related: no published article named ${name}`);
    return [found];
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

/**
 * Each used category's list of cards, page by page (src/lib/listing.ts), in the records' language:
 * the list's address and the cards' links in it, as the BlogHub island shows them.
 */
export function categoryListings(records: ArticleRecord[], language = defaultLanguage.code) {
  const cards = articleCards(records, language).map((card) => cardIn(card, language));
  return usedCategories(records).flatMap((category) =>
    paginate(
      localizedPath(paths.blogCategory(category.slug), language),
      cards.filter((card) => card.category === category.name),
    ).map((listing) => ({ category, listing })),
  );
}
