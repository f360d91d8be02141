import { ReadMoreLink } from "~/components/ui/read-more-link";
import type { ArticleCard } from "~/content/article-index";
import { Icon } from "../ui/icon";
import { Illustration } from "../ui/illustration";

/**
 * An article card of the home page's knowledge hub: category, title, image and a
 * 'Read Full Article' link, laid out as a wide card so two of them fill the knowledge hub's
 * two-column grid.
 */
export function KnowledgeHubCard({ card, readMore, about }: { card: ArticleCard; readMore: string; about?: string }) {
  return (
    <article className="group media-card sm:flex-row">
      <div className="sm:w-2/5 sm:shrink-0">
        <Illustration image={card.image} decorative fit="cover" className="h-full" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent-700">
          <Icon name={card.icon} className="size-4" />
          {card.categoryLabel}
        </p>
        <h3 className="mt-3 flex-1 text-lg font-semibold text-navy-900">{card.title}</h3>
        <ReadMoreLink to={card.to} label={readMore} about={about} title={card.title} className="mt-4" />
      </div>
    </article>
  );
}
