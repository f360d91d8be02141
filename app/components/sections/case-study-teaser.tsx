import { ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudyTeaserData } from "~/content/home-index";

/** Spec §3 "Case study teaser": client name, title, summary and a link to the full story. */
export function CaseStudyTeaser({ teaser, readMore }: { teaser: CaseStudyTeaserData; readMore: string }) {
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
          {teaser.category}
        </span>
        <Quote aria-hidden="true" className="size-6 text-warm-400" />
      </div>
      <p className="mt-5 text-sm font-semibold text-ink-600">{teaser.clientName}</p>
      <h3 className="mt-2 text-xl font-semibold text-navy-900">{teaser.title}</h3>
      <p className="mt-3 line-clamp-3 flex-1 text-base leading-7 text-ink-600">{teaser.summary}</p>
      <Link
        to={teaser.to}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
      >
        {/* The spec's label, then which article for screen readers and search engines ("Read More" alone says nothing). */}
        <span>
          {readMore}
          <span className="sr-only"> about {teaser.title}</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}
