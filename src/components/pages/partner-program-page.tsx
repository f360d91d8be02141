import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn, metaIn } from "~/content/page-languages";
import { aboutIn, partnerProgramIn } from "~/content/pages";
import { paths } from "~/lib/paths";

export function partnerProgramMeta(language: string) {
  const about = aboutIn(language);
  const partnerProgram = partnerProgramIn(language);
  return metaIn(language, {
    title: partnerProgram.title,
    description: partnerProgram.intro.lead,
    path: paths.partnerProgram,
    breadcrumbs: [{ name: about.title, path: paths.about }],
  });
}

export function PartnerProgramPage({ language }: { language: string }) {
  const partnerProgram = partnerProgramIn(language);
  const { intro, benefits, who, cta } = partnerProgram;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={partnerProgram.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section heading={partnerProgram.whoHeading}>
        <CardGrid columns={who.length === 4 ? 4 : 3}>
          {who.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              {item.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <CtaBlock heading={cta.heading} text={cta.text}>
        <ButtonLink to={cta.to} variant="warm" size="lg" {...ctaMark("apply-to-partner-program")}>
          {cta.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
