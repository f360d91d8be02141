import { ExternalLink } from "lucide-react";
import { CtaBlock } from "~/components/sections/cta-block";
import { CardGrid } from "~/components/sections/feature-card";
import { PageHero } from "~/components/sections/page-hero";
import { PartnerMark } from "~/components/sections/partner-mark";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import { choiceLabel } from "~/content/choices";
import { hrefIn } from "~/content/page-languages";
import { navigationIn, partnersPageIn } from "~/content/pages";
import { fill } from "~/lib/template";

export function PartnersPage({ language }: { language: string }) {
  const partnersPage = partnersPageIn(language);
  const { intro, partners, cta } = partnersPage;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section heading={partnersPage.gridHeading} tone="muted">
        <CardGrid columns={2}>
          {partners.map((partner) => (
            <article
              key={partner.name}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-4">
                <PartnerMark name={partner.name} />
                <span className="rounded-full bg-warm-100 px-3 py-1 text-sm font-semibold text-warm-700">
                  {choiceLabel("partnerTier", partner.tier, language)}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold text-navy-900">{partner.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{partner.category}</p>
              <p className="mt-3 flex-1 text-base leading-7 text-ink-600">{partner.description}</p>
              <a
                href={partner.link}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
              >
                {fill(partnersPage.visit, { name: partner.name })}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{navigationIn(language).labels.newTab}</span>
              </a>
            </article>
          ))}
        </CardGrid>
      </Section>
      <CtaBlock heading={cta.heading} text={cta.text}>
        <ButtonLink to={cta.to} variant="warm" size="lg" {...ctaMark("become-a-partner")}>
          {cta.label}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}
