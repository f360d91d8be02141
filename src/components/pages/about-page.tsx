import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { MonogramAvatar } from "~/components/sections/monogram-avatar";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage, WithPageFor } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn } from "~/content/page-languages";
import { aboutIn, principlesIn } from "~/content/pages";
import { paths } from "~/content/paths";

export function AboutPage({ language }: { language: string }) {
  const about = aboutIn(language);
  const principles = principlesIn(language);
  const aboutPrinciples = principles.filter((principle) => about.principleTitles.includes(principle.title));
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={about.intro.eyebrow} title={about.intro.title} lead={about.intro.lead} />
      <Section heading={about.story.heading}>
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatList stats={about.stats} />
        </div>
      </Section>
      <Section heading={about.principlesHeading} tone="muted">
        <CardGrid columns={4}>
          {aboutPrinciples.map((principle) => (
            <FeatureCard key={principle.title} icon={principle.icon} title={principle.title}>
              {principle.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section heading={about.leadership.heading} lead={about.leadership.lead}>
        <CardGrid columns={3}>
          {about.leadership.members.map((member) => (
            <article
              key={member.name}
              className="h-full rounded-2xl border border-line bg-white p-6 text-center shadow-sm"
            >
              <MonogramAvatar name={member.name} />
              <h3 className="card-title">{member.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{member.role}</p>
              <p className="mt-3 text-base leading-7 text-ink-600">{member.bio}</p>
            </article>
          ))}
        </CardGrid>
      </Section>
      <WithPageFor to={about.careers.to}>
        <Section heading={about.careers.heading} lead={about.careers.text} tone="muted">
          <ButtonLink to={about.careers.to} variant="secondary" size="lg" arrow className="[--icon-size:1rem]">
            {about.careers.label}
          </ButtonLink>
        </Section>
      </WithPageFor>
      <CtaBlock heading={about.partnership.heading} text={about.partnership.text}>
        <ButtonLink to={paths.contact} variant="warm" size="lg" {...ctaMark("forge-a-partnership")}>
          {about.partnership.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
