import { Link } from "~/components/ui/link";
import type { LinkCardData } from "~/content/home-index";
import { Icon } from "../ui/icon";

/**
 * A card that leads to a page (the home page's industry and cloud cards): icon, title,
 * description and a link. The title is the link, stretched over the whole card, so the card has one
 * accessible name and one tab stop; the arrow line below is a visual cue only.
 */
export function LinkCard({ card, more }: { card: LinkCardData; more: string }) {
  return (
    <article className="group link-card">
      <Icon name={card.icon} className="link-card-icon" />
      <h3 className="card-title">
        <Link to={card.to} className="card-link">
          {card.title}
        </Link>
      </h3>
      {/* The arrow line's auto margin takes the spare height, not the clamped paragraph: a
          stretched line-clamp box shows a fourth, cut-off line under the ellipsis. */}
      <p className="card-text mt-2 mb-5">{card.description}</p>
      <span aria-hidden="true" className="link-card-more">
        {more}
      </span>
    </article>
  );
}
