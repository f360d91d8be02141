import { CircleAlert, CircleCheck } from "lucide-react";
import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { InLanguage } from "~/components/ui/link";
import { hrefIn } from "~/content/page-languages";
import { industriesOverviewIn } from "~/content/pages";
import { paths } from "~/content/paths";
import { ctaMark } from "~/lib/measure/calls-to-action";

export function IndustriesPage({ language }: { language: string }) {
  const industriesOverview = industriesOverviewIn(language);
  const { intro, cards, closing } = industriesOverview;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={industriesOverview.gridHeading} tone="muted">
        <CardGrid columns={2}>
          {cards.map((card) => (
            <article key={card.title} className="h-full rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-white">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-4 text-base leading-7 text-ink-600">{card.description}</p>
              <div className="mt-6 grid gap-6 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold tracking-wide text-warm-700 uppercase">
                    {industriesOverview.challengesLabel}
                  </h4>
                  <ul className="mt-3 space-y-2.5">
                    {card.challenges.map((item) => (
                      <li key={item} className="flex gap-2.5 text-sm leading-6 text-ink-700">
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warm-700" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold tracking-wide text-success-700 uppercase">
                    {industriesOverview.solutionsLabel}
                  </h4>
                  <ul className="mt-3 space-y-2.5">
                    {card.solutions.map((item) => (
                      <li key={item} className="flex gap-2.5 text-sm leading-6 text-ink-700">
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </article>
          ))}
        </CardGrid>
      </Section>
      <CtaBlock heading={closing.heading} text={closing.text}>
        <ButtonLink to={paths.contact} variant="warm" size="lg" {...ctaMark("talk-to-an-industry-expert")}>
          {closing.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
