import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn, metaIn } from "~/content/page-languages";
import { aboutIn, referralProgramIn } from "~/content/pages";
import { paths } from "~/lib/paths";

export function referralProgramMeta(language: string) {
  const about = aboutIn(language);
  const referralProgram = referralProgramIn(language);
  return metaIn(language, {
    title: referralProgram.title,
    description: referralProgram.intro.lead,
    path: paths.referralProgram,
    breadcrumbs: [{ name: about.title, path: paths.about }],
  });
}

export function ReferralProgramPage({ language }: { language: string }) {
  const referralProgram = referralProgramIn(language);
  const { intro, benefits, steps, cta } = referralProgram;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={referralProgram.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section heading={referralProgram.stepsHeading}>
        <Steps steps={steps} />
      </Section>
      <CtaBlock heading={cta.heading} text={cta.text}>
        <ButtonLink to={cta.to} variant="warm" size="lg" {...ctaMark("sign-up-to-refer")}>
          {cta.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
