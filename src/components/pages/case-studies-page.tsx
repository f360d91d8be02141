import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CardGrid } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import type { CaseStudyCardData } from "~/content/case-study-index";
import { hrefIn } from "~/content/page-languages";
import { caseStudyCopyIn, navigationIn } from "~/content/pages";

/** The list of case studies in `language`: the cards of the studies written in it (their addresses the default language's). */
export function CaseStudiesPage({ cards, language }: { cards: CaseStudyCardData[]; language: string }) {
  const copy = caseStudyCopyIn(language).list;
  const about = navigationIn(language).cardLink.topicJoiner;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <ButtonLink to={copy.discuss.to} variant="warm" size="lg" {...ctaMark("discuss-your-project")}>
          {copy.discuss.label}
        </ButtonLink>
      </PageHero>
      <Section heading={copy.gridHeading} tone="muted">
        <CardGrid columns={3}>
          {cards.map((card) => (
            <CaseStudyCard key={card.to} card={card} readMore={copy.readMore} about={about} />
          ))}
        </CardGrid>
      </Section>
    </InLanguage>
  );
}
