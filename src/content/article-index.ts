import { paths } from "~/lib/paths";
import { articles } from "./articles";
import type { Article } from "./schemas";

/** What a card needs: everything but the body, so lists never ship whole articles. */
export type ArticleCard = Omit<Article, "body" | "related" | "closing" | "likes"> & { to: string };

export function toArticleCard({
  body: _body,
  related: _related,
  closing: _closing,
  likes: _likes,
  ...card
}: Article): ArticleCard {
  return { ...card, to: paths.article(card.slug) };
}

/** Newest first (decisions.md: the home page's teasers are the three newest). */
export function articleCards(): ArticleCard[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date)).map(toArticleCard);
}

export function findArticle(path: string): Article | undefined {
  return articles.find((article) => paths.article(article.slug) === path);
}

export function relatedCards(article: Article): ArticleCard[] {
  return article.related.map((slug) => {
    const related = articles.find((candidate) => candidate.slug === slug);
    if (!related) throw new Error(`${article.slug} relates to unknown article ${slug}`);
    return toArticleCard(related);
  });
}
