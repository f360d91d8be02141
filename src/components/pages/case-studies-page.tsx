import type { CaseStudyCardData } from "~/components/sections/case-study-card";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CardGrid } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { ctaMark } from "~/content/calls-to-action";
import { caseStudyCopy } from "~/content/pages";
import { paths } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";

const copy = caseStudyCopy.list;

export function caseStudiesMeta() {
  return pageMeta({
    title: caseStudyCopy.title,
    description: copy.metaDescription,
    path: paths.caseStudies,
    breadcrumbs: [],
  });
}

export function CaseStudiesPage({ cards }: { cards: CaseStudyCardData[] }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <ButtonLink to={copy.discuss.to} variant="warm" size="lg" {...ctaMark("discuss-your-project")}>
          {copy.discuss.label}
        </ButtonLink>
      </PageHero>
      <Section heading={copy.gridHeading} tone="muted">
        <CardGrid columns={3}>
          {cards.map((card) => (
            <CaseStudyCard key={card.to} card={card} readMore={copy.readMore} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
