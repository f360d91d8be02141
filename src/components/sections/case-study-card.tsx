import { ReadMoreLink } from "~/components/ui/read-more-link";
import type { CaseStudyCardData } from "~/content/case-study-index";
import { Illustration } from "../ui/illustration";

/** Title, summary, category, image and a 'Read Full Story' link (docs/requirements.md "Case studies"). */
export function CaseStudyCard({
  card,
  readMore,
  about,
}: {
  card: CaseStudyCardData;
  readMore: string;
  about?: string;
}) {
  return (
    <article className="group media-card">
      <Illustration image={card.image} decorative width={640} height={400} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-accent-700">{card.category}</p>
        <h3 className="mt-2 text-xl font-semibold text-navy-900">{card.title}</h3>
        {/* The link's auto margin takes the spare height; on the clamped paragraph itself, a
            taller box would show a fourth line under the ellipsis (cards clamp at three lines). */}
        <p className="card-text mt-3 mb-5">{card.summary}</p>
        <ReadMoreLink to={card.to} label={readMore} about={about} title={card.title} className="mt-auto" />
      </div>
    </article>
  );
}
