import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { expertiseDefaults as copy } from "~/content/expertise-defaults";
import type { ExpertisePage } from "~/content/schemas";
import { contactPath } from "~/lib/paths";
import { ButtonLink } from "../ui/button";
import { Icon } from "../ui/icon";
import { CtaBlock } from "./cta-block";
import { CardGrid, FeatureCard } from "./feature-card";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/**
 * The one template behind every expertise service, cloud and industry page (spec §2): hero with
 * icon, overview, 4–5 benefit cards, related-service buttons when there are any, and a closing
 * call to action whose contact subject defaults to the page title. Education Cloud's own layout
 * adds its lifecycle section through `lifecycle`, not through a copy of this template.
 */
export function ExpertisePageView({ page }: { page: ExpertisePage }) {
  const contactLink = contactPath({ subject: page.contactSubject ?? page.title });
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.description} icon={page.heroIcon}>
        <ButtonLink to={contactLink} variant="warm" size="lg">
          {copy.heroButton}
        </ButtonLink>
      </PageHero>

      <Section eyebrow={copy.overviewEyebrow} heading={page.overview.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-ink-700">
          {page.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section eyebrow={copy.benefitsEyebrow} heading={copy.benefitsHeading} tone="muted">
        <CardGrid columns={page.benefits.length === 4 ? 4 : 3}>
          {page.benefits.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              {benefit.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      {page.lifecycle ? (
        <Section eyebrow={copy.lifecycleEyebrow} heading={copy.lifecycleHeading}>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.lifecycle.map((stage, index) => (
              <li key={stage.title} className="relative rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="text-sm font-semibold text-accent-700">{copy.stageLabel(index + 1)}</span>
                <FeatureStage icon={stage.icon} title={stage.title} description={stage.description} />
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {page.relatedServices.length > 0 ? (
        <section aria-labelledby="related-services" className="bg-white pt-4 pb-2">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-services" className="text-xl font-semibold text-navy-900">
              {copy.relatedHeading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {page.relatedServices.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-semibold text-navy-900 shadow-sm hover:border-accent-500 hover:text-accent-700"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBlock heading={page.ctaText ?? copy.ctaHeading(page.title)} text={copy.ctaText}>
        <ButtonLink to={contactLink} variant="warm" size="lg">
          {copy.ctaButton}
        </ButtonLink>
      </CtaBlock>
    </>
  );
}

function FeatureStage({ icon, title, description }: ExpertisePage["benefits"][number]) {
  return (
    <div className="mt-3">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      </div>
      <p className="mt-3 text-base leading-7 text-ink-600">{description}</p>
    </div>
  );
}
