import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { JobList } from "~/components/sections/job-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn } from "~/content/page-languages";
import { careersIn } from "~/content/pages";
import { paths } from "~/content/paths";

export function CareersPage({ language }: { language: string }) {
  const careers = careersIn(language);
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={careers.intro.eyebrow} title={careers.intro.title} lead={careers.intro.lead}>
        <ButtonLink to={`${paths.careers}#openings`} variant="warm" size="lg">
          {careers.openingsCta}
        </ButtonLink>
      </PageHero>
      <Section heading={careers.benefitsHeading} tone="muted">
        <CardGrid columns={4}>
          {careers.benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="openings" heading={careers.openingsHeading} lead={careers.openingsLead}>
        <JobList jobs={careers.jobs} empty={careers.emptyMessage} apply={careers.apply} language={language} />
      </Section>
      <CtaBlock heading={careers.generalApplication.heading} text={careers.generalApplication.text}>
        <ButtonLink to={careers.generalApplication.to} variant="warm" size="lg" {...ctaMark("general-application")}>
          {careers.generalApplication.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
