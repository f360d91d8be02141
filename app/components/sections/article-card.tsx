import { ArrowRight, Calendar } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as ArticleCardData } from "~/content/article-index";
import { formatDate } from "~/lib/dates";
import { Illustration } from "../ui/illustration";

/**
 * A blog card (spec §3 "Blog card"): image, category, date, title, excerpt, author and a link.
 * The Insights Hub, related articles and the home page's teasers all draw it from the same records.
 */
export function ArticleCard({
  card,
  linkLabel,
  headingLevel = 3,
}: {
  card: ArticleCardData;
  linkLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-lg">
      <Illustration image={card.image} decorative width={640} height={400} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-accent-700">{card.category}</span>
          <span aria-hidden="true" className="text-ink-500">
            ·
          </span>
          <span className="inline-flex items-center gap-1.5 text-ink-600">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={card.date}>{formatDate(card.date)}</time>
          </span>
        </div>
        <Heading className="mt-3 text-xl font-semibold text-navy-900">{card.title}</Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-base leading-7 text-ink-600">{card.excerpt}</p>
        <p className="mt-4 text-sm text-ink-600">
          <span className="font-semibold text-navy-900">{card.author.name}</span>, {card.author.role}
        </p>
        <Link
          to={card.to}
          className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
          aria-label={`${linkLabel}: ${card.title}`}
        >
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
