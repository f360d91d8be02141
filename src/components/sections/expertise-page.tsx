import { useId } from "react";
import { InLanguage } from "~/components/ui/link";
import { ctaMark } from "~/content/calls-to-action";
import type { ExpertiseEntry } from "~/content/expertise";
import { hrefIn, metaIn } from "~/content/page-languages";
import { expertiseDefaultsIn } from "~/content/pages";
import { contactPath } from "~/content/paths";
import type { ExpertisePage, Illustration as IllustrationRecord } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { Illustration } from "../ui/illustration";
import { CtaBlock } from "./cta-block";
import { CardGrid, FeatureCard } from "./feature-card";
import { PageHero } from "./page-hero";
import { PillLinks } from "./pill-links";
import { Section, SectionHeader } from "./section";

/** Each family draws its hero picture on its own backdrop, so services, clouds and industries read as sets. */
const heroPatterns: Record<ExpertiseEntry["family"], IllustrationRecord["pattern"]> = {
  service: "nodes",
  cloud: "orbits",
  industry: "grid",
};

/** The lifecycle's stages sit in one row on wide screens, however many there are (3 to 6). */
const stageColumns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
};

/**
 * The one template behind every expertise service, cloud and industry page (docs/requirements.md
 * "Page families"): hero with icon, overview, 4–5 benefit cards, related-service buttons when there
 * are any, and a closing call to action whose contact subject defaults to the page title. Education
 * Cloud's own layout adds its lifecycle section through `lifecycle`, not through a copy of this
 * template.
 */
export function ExpertisePageView({
  page,
  family,
  language,
}: {
  page: ExpertisePage;
  family: ExpertiseEntry["family"];
  language: string;
}) {
  const copy = expertiseDefaultsIn(language);
  const contactLink = contactPath({ subject: page.contactSubject ?? page.title });
  const overviewId = useId();
  const relatedId = useId();
  const heroImage: IllustrationRecord = {
    kind: "illustration",
    motif: page.heroIcon,
    pattern: heroPatterns[family],
    // Never announced: the picture is decorative and the heading beside it says the same.
    alt: page.title,
  };
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.description}
        icon={page.heroIcon}
        media={
          <Illustration
            image={heroImage}
            decorative
            loading="eager"
            className="rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        }
      >
        <ButtonLink to={contactLink} variant="warm" size="lg" {...ctaMark("talk-to-an-expert")}>
          {copy.heroButton}
        </ButtonLink>
      </PageHero>

      {/* Heading beside the text on wide screens: the paragraphs keep a readable measure
          without leaving half the row empty. */}
      <section aria-labelledby={overviewId} className="bg-white py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeader eyebrow={copy.overviewEyebrow} heading={page.overview.heading} headingId={overviewId} />
          <div className="max-w-3xl space-y-5 text-lg leading-8 text-ink-700 lg:pt-8">
            {page.overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>

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
          <Lifecycle stages={page.lifecycle} stageLabel={copy.stageLabel} />
        </Section>
      ) : null}

      {page.relatedServices.length > 0 ? (
        // After the white lifecycle section its own bottom padding already separates the two.
        <section aria-labelledby={relatedId} className={cn("bg-white", !page.lifecycle && "pt-16 sm:pt-20")}>
          <Container>
            <SectionHeader eyebrow={copy.relatedEyebrow} heading={copy.relatedHeading} headingId={relatedId} />
            <PillLinks links={page.relatedServices} look="arrow" className="mt-8" />
          </Container>
        </section>
      ) : null}

      <CtaBlock heading={page.ctaText ?? copy.ctaHeading(page.title)} text={copy.ctaText}>
        <ButtonLink to={contactLink} variant="warm" size="lg" {...ctaMark("expertise-consultation")}>
          {copy.ctaButton}
        </ButtonLink>
      </CtaBlock>
    </InLanguage>
  );
}

/**
 * Education Cloud's student lifecycle, the layout of its own that page has:
 * a journey, so its stages are joined by a line — down the left edge on phones, across on wide screens.
 */
function Lifecycle({
  stages,
  stageLabel,
}: {
  stages: NonNullable<ExpertisePage["lifecycle"]>;
  stageLabel: (n: number) => string;
}) {
  return (
    <ol className={cn("grid gap-10 lg:gap-6", stageColumns[stages.length])}>
      {stages.map((stage, index) => (
        <li key={stage.title} className="relative pl-16 lg:pt-16 lg:pl-0">
          {index < stages.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-12 -bottom-10 left-6 w-px bg-accent-300 lg:top-6 lg:right-[-1.5rem] lg:bottom-auto lg:left-12 lg:h-px lg:w-auto"
            />
          ) : null}
          <span className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full bg-accent-600 text-white shadow-md ring-4 ring-accent-50">
            <Icon name={stage.icon} className="size-5" />
          </span>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{stageLabel(index + 1)}</p>
          <h3 className="mt-1 text-lg font-semibold text-navy-900">{stage.title}</h3>
          <p className="text-lead">{stage.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A service, cloud or industry page's meta: its own title and description, under its family. */
export function expertiseMeta({ page, path, parent }: ExpertiseEntry, language: string) {
  return metaIn(language, { title: page.title, description: page.description, path, breadcrumbs: [parent] });
}
