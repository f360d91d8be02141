import { ArrowRight, Check } from "lucide-react";
import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid } from "~/components/sections/feature-card";
import { IconList } from "~/components/sections/icon-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { InLanguage, Link } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn } from "~/content/page-languages";
import { servicesOverviewIn } from "~/content/pages";
import { contactPath, paths } from "~/content/paths";

export function ServicesPage({ language }: { language: string }) {
  const servicesOverview = servicesOverviewIn(language);
  const { intro, cards, closing } = servicesOverview;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={servicesOverview.gridHeading} tone="muted">
        <CardGrid columns={2}>
          {cards.map((card) => (
            <article
              key={card.title}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-4">
                <IconTile name={card.icon} />
                <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-4 text-base leading-7 text-ink-600">{card.description}</p>
              <IconList
                items={card.details}
                icon={Check}
                iconColour="text-success-700"
                className="mt-5 flex-1 space-y-2.5"
              />
              <Link
                to={contactPath({ service: card.title })}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
                aria-label={`${servicesOverview.inquire}: ${card.title}`}
              >
                {servicesOverview.inquire}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          ))}
        </CardGrid>
      </Section>
      <CtaBlock heading={closing.heading} text={closing.text}>
        <ButtonLink to={paths.contact} variant="warm" size="lg" {...ctaMark("schedule-free-consultation")}>
          {closing.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
