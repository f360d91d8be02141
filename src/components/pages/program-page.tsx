import type { ReactNode } from "react";
import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import type { IconName } from "~/content/icon-names";
import { hrefIn } from "~/content/page-languages";

/** What the partner and referral programs' records share: the hero, the benefits and the call to action. */
type Program = {
  title: string;
  intro: { eyebrow: string; title: string; lead: string };
  benefitsHeading: string;
  benefits: readonly { title: string; icon: IconName; description: string }[];
  cta: { heading: string; text: string; to: string; label: string };
};

/** The id its call to action is counted by (content/calls-to-action.ts). */
export type ProgramMark = Parameters<typeof ctaMark>[0];

/**
 * One of the About section's programs (partner, referral): the hero, what members receive, the
 * program's own middle section (who it is for, or how it works), and its call to action, which
 * carries the program's conversion mark.
 */
export function ProgramPage({
  language,
  program,
  mark,
  children,
}: {
  language: string;
  program: Program;
  mark: ProgramMark;
  children: ReactNode;
}) {
  const { intro, benefits, cta } = program;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={program.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      {children}
      <CtaBlock heading={cta.heading} text={cta.text}>
        <ButtonLink to={cta.to} variant="warm" size="lg" {...ctaMark(mark)}>
          {cta.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
