import { CircleAlert, CircleCheck, type LucideIcon } from "lucide-react";
import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid } from "~/components/sections/feature-card";
import { IconList } from "~/components/sections/icon-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { hrefIn } from "~/content/page-languages";
import { industriesOverviewIn } from "~/content/pages";
import { paths } from "~/content/paths";
import { cn } from "~/lib/cn";

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
                <IconTile name={card.icon} tone="navy" />
                <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-4 text-base leading-7 text-ink-600">{card.description}</p>
              <div className="mt-6 grid gap-6 sm:grid-cols-2">
                <ListColumn
                  label={industriesOverview.challengesLabel}
                  items={card.challenges}
                  icon={CircleAlert}
                  colour="text-warm-700"
                />
                <ListColumn
                  label={industriesOverview.solutionsLabel}
                  items={card.solutions}
                  icon={CircleCheck}
                  colour="text-success-700"
                />
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

/** One half of an industry's card: its challenges, or how we meet them, under a label in the list's colour. */
function ListColumn({
  label,
  items,
  icon,
  colour,
}: {
  label: string;
  items: string[];
  icon: LucideIcon;
  colour: string;
}) {
  return (
    <div>
      <h4 className={cn("text-sm font-semibold tracking-wide", colour, "uppercase")}>{label}</h4>
      <IconList items={items} icon={icon} size="sm" iconColour={colour} className="mt-3 space-y-2.5" />
    </div>
  );
}
