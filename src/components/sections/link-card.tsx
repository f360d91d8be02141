import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { LinkCardData } from "~/content/home-index";
import { Icon } from "../ui/icon";

/**
 * A card that leads to a page (spec §3 "Industry card (home)", "Cloud card"): icon, title,
 * description and a link. The title is the link, stretched over the whole card, so the card has one
 * accessible name and one tab stop; the arrow line below is a visual cue only.
 */
export function LinkCard({ card, more }: { card: LinkCardData; more: string }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-lg">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700 transition-colors group-hover:bg-accent-600 group-hover:text-white">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-navy-900">
        <Link to={card.to} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl">
          {card.title}
        </Link>
      </h3>
      {/* The wrapper takes the spare height, not the clamped paragraph: a stretched line-clamp box
          shows a fourth, cut-off line under the ellipsis. */}
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-base leading-7 text-ink-600">{card.description}</p>
      </div>
      <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700">
        {more}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
