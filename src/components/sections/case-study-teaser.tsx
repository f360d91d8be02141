import { Quote } from "lucide-react";
import { ReadMoreLink } from "~/components/ui/read-more-link";
import type { CaseStudyTeaserData } from "~/content/home-index";

/** Spec §3 "Case study teaser": client name, title, summary and a link to the full story. */
export function CaseStudyTeaser({ teaser, readMore }: { teaser: CaseStudyTeaserData; readMore: string }) {
  return (
    <article className="group teaser-card">
      <div className="flex items-center justify-between gap-4">
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
          {teaser.category}
        </span>
        <Quote aria-hidden="true" className="size-6 text-warm-400" />
      </div>
      <p className="mt-5 text-sm font-semibold text-ink-600">{teaser.clientName}</p>
      <h3 className="mt-2 text-xl font-semibold text-navy-900">{teaser.title}</h3>
      {/* The wrapper, not the clamped paragraph, takes the spare height (see link-card.tsx). */}
      <div className="mt-3 flex-1">
        <p className="card-text">{teaser.summary}</p>
      </div>
      <ReadMoreLink to={teaser.to} label={readMore} title={teaser.title} className="mt-5" />
    </article>
  );
}
