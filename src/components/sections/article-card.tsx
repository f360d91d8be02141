import { Link } from "~/components/ui/link";
import { ReadMoreLink } from "~/components/ui/read-more-link";
import type { ArticleCard as ArticleCardData } from "~/content/article-index";
import { Illustration } from "../ui/illustration";

/**
 * A blog card: image, category, date, title, excerpt, author and a link,
 * plus the reading time; the category opens its page (/blog/category/<slug>).
 * The Insights Hub, related articles and the home page's teasers all draw it from the same records;
 * its date and reading time come written in the article's language (article-index.ts).
 */
export function ArticleCard({
  card,
  linkLabel,
  about,
  headingLevel = 3,
}: {
  card: ArticleCardData;
  linkLabel: string;
  /** The link's joining word for screen readers in the page's language (ReadMoreLink). */
  about?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group media-card">
      {/* A 2:1 crop: in the hub's and related articles' two-column grids a full 16:10 picture
          would outweigh the text it introduces. */}
      <Illustration image={card.image} decorative width={640} height={320} fit="cover" className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col p-6">
        {/* No separator between category and date: on a narrow card the date wraps to its own
            line, and a dangling "·" would be left at the end of the first. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Link to={card.categoryTo} className="category-link">
            {card.categoryLabel}
          </Link>
          <span className="card-meta icon-before [--icon-size:1rem] [--icon:var(--icon-calendar)]">
            <time dateTime={card.date}>{card.dateLabel}</time>
          </span>
          <span className="card-meta icon-before [--icon-size:1rem] [--icon:var(--icon-clock)]">
            {card.readingLabel}
          </span>
        </div>
        <Heading className="mt-3 text-xl font-semibold text-navy-900">{card.title}</Heading>
        {/* The byline's auto margin takes the spare height; on the clamped paragraph itself, a
            taller box would show a fourth line under the ellipsis (cards clamp at three lines). */}
        <p className="card-text mt-3 mb-4">{card.excerpt}</p>
        <p className="mt-auto text-sm text-ink-600">
          <span className="font-semibold text-navy-900">{card.author.name}</span>, {card.author.role}
        </p>
        <ReadMoreLink to={card.to} label={linkLabel} about={about} title={card.title} className="mt-4" />
      </div>
    </article>
  );
}
