import { ArrowLeft, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { ArticleCard } from "~/components/sections/article-card";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Illustration } from "~/components/ui/illustration";
import { InLanguage, Link } from "~/components/ui/link";
import type { Article, ArticleCard as ArticleCardData } from "~/content/article-index";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn } from "~/content/page-languages";
import { blogCopyIn, navigationIn } from "~/content/pages";
import { paths } from "~/content/paths";
import { publishedMeta } from "./published-meta";

export function articleMeta(article: Article, language: string) {
  return publishedMeta(
    language,
    {
      path: paths.article(article.slug),
      title: article.title,
      description: article.description,
      section: article.categoryLabel,
      date: article.date,
      updated: article.updated,
      author: { name: article.author.name, jobTitle: article.author.role },
    },
    { name: blogCopyIn(language).hub.heading, path: paths.blog },
  );
}

/**
 * One template for every article (docs/requirements.md "Articles and the Insights Hub"). `body` is the
 * Markdown file's body, rendered by Astro inside `.prose` (app.css); `share` is the ShareButtons
 * island. Both are placed by src/pages/[...lang]/blog/[slug].astro.
 */
export function ArticlePage({
  article,
  related,
  body,
  share,
  language,
}: {
  article: Article;
  related: ArticleCardData[];
  body: ReactNode;
  share: ReactNode;
  language: string;
}) {
  const blogCopy = blogCopyIn(language);
  const copy = blogCopy.article;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <article>
        <header className="bg-navy-900 pt-10 pb-28 text-white sm:pt-14 sm:pb-36">
          <Container width="reading">
            {/* Site search indexes the title, author and body, not the page's way back or its date. */}
            <Link
              to={paths.blog}
              data-pagefind-ignore=""
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent-300 hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.back}
            </Link>
            <p className="mt-6 text-sm font-semibold tracking-wider text-warm-400 uppercase" data-pagefind-ignore="">
              <Link to={article.categoryTo} className="hover:text-white hover:underline">
                {article.categoryLabel}
              </Link>
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            {/* Author, then date and reading time: each group wraps as a whole, so a separator
                never starts a line at 390 px. */}
            <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-base text-navy-100">
              <span>
                {copy.by} <span className="font-semibold text-white">{article.author.name}</span>, {article.author.role}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span className="inline-flex gap-x-3 whitespace-nowrap" data-pagefind-ignore="">
                <time dateTime={article.date}>{article.dateLabel}</time>
                <span aria-hidden="true">·</span>
                <span>{article.readingLabel}</span>
              </span>
            </p>
          </Container>
        </header>
        <Container width="reading">
          {/* A wide 2:1 crop on larger screens keeps the hero from filling the whole first screen. */}
          <Illustration
            image={article.image}
            width={1280}
            height={640}
            fit="cover"
            loading="eager"
            className="-mt-20 aspect-[16/10] rounded-2xl shadow-2xl ring-1 ring-navy-900/10 sm:-mt-28 sm:aspect-[2/1]"
          />
          <div className="mx-auto max-w-3xl py-12 sm:py-16">
            {body}
            <footer
              className="mt-12 flex flex-col gap-6 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between"
              data-pagefind-ignore=""
            >
              {share}
              <p className="inline-flex items-center gap-2 text-base font-semibold text-ink-700">
                <Heart aria-hidden="true" className="size-5 fill-danger-700 text-danger-700" />
                {copy.likes(article.likes)}
              </p>
            </footer>
            <div className="mt-10">
              <ButtonLink to={article.closing.to} size="lg" {...ctaMark("article-next-step")}>
                {article.closing.label}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </article>
      <section aria-labelledby="related-articles" className="bg-navy-50 py-16 sm:py-20" data-pagefind-ignore="">
        <Container>
          <h2 id="related-articles" className="text-3xl font-bold tracking-tight text-navy-900">
            {copy.relatedHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {related.map((card) => (
              <li key={card.slug}>
                <ArticleCard
                  card={card}
                  linkLabel={blogCopy.hub.readMore}
                  about={navigationIn(language).cardLink.topicJoiner}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </InLanguage>
  );
}
