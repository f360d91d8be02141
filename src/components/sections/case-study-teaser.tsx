import { ReadMoreLink } from "~/components/ui/read-more-link";
import type { CaseStudyTeaserData } from "~/content/home-index";

/** A home page case study teaser: client name, title, summary and a link to the full story. */
export function CaseStudyTeaser({
  teaser,
  readMore,
  about,
}: {
  teaser: CaseStudyTeaserData;
  readMore: string;
  about?: string;
}) {
  return (
    <article className="group teaser-card">
      <div className="icon-after flex items-center justify-between gap-4 [--icon-colour:var(--color-warm-400)] [--icon-size:1.5rem] [--icon:var(--icon-quote)]">
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
          {teaser.category}
        </span>
      </div>
      <p className="mt-5 text-sm font-semibold text-ink-600">{teaser.clientName}</p>
      <h3 className="mt-2 text-xl font-semibold text-navy-900">{teaser.title}</h3>
      {/* The link's auto margin, not the clamped paragraph, takes the spare height (see link-card.tsx). */}
      <p className="card-text mt-3 mb-5">{teaser.summary}</p>
      <ReadMoreLink to={teaser.to} label={readMore} about={about} title={teaser.title} className="mt-auto" />
    </article>
  );
}
