import type { ReactNode } from "react";
import { AgentforcePromo } from "~/components/sections/agentforce-promo";
import { ArticleCard } from "~/components/sections/article-card";
import { CaseStudyTeaser } from "~/components/sections/case-study-teaser";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { InquirySection } from "~/components/sections/inquiry-section";
import { KnowledgeHubCard } from "~/components/sections/knowledge-hub";
import { LinkCard } from "~/components/sections/link-card";
import { PartnerStrip } from "~/components/sections/partner-strip";
import { Section } from "~/components/sections/section";
import { ViewAll } from "~/components/sections/view-all";
import { WhyChoose } from "~/components/sections/why-choose";
import { InLanguage } from "~/components/ui/link";
import type { homePageData } from "~/content/home-index";
import { hrefIn } from "~/content/page-languages";
import { navigationIn } from "~/content/pages";

type HomeData = ReturnType<typeof homePageData>;

/**
 * The home page's twelve sections in order (docs/requirements.md "The home page"), the inquiry
 * section last. The four widgets a visitor operates are islands, placed by src/pages/index.astro:
 * the hero carousel, the cloud pager, the methodology picker and the inquiry form.
 */
export function HomePage({
  data,
  hero,
  clouds,
  methodology,
  form,
  language,
}: {
  data: HomeData;
  language: string;
  hero: ReactNode;
  clouds: ReactNode;
  methodology: ReactNode;
  form: ReactNode;
}) {
  const { copy } = data;
  const about = navigationIn(language).cardLink.topicJoiner;
  return (
    <InLanguage hrefIn={hrefIn(language)}>
      {hero}

      {/* A section whose list a language cannot fill is left out whole: no heading over nothing. */}
      {data.industries.length > 0 ? (
        <Section eyebrow={copy.industries.eyebrow} heading={copy.industries.heading} lead={copy.industries.lead}>
          <CardGrid columns={4}>
            {data.industries.map((card) => (
              <LinkCard key={card.to} card={card} more={copy.industries.more} />
            ))}
          </CardGrid>
          <ViewAll {...copy.industries.viewAll} />
        </Section>
      ) : null}

      <PartnerStrip heading={copy.partners.heading} logos={data.partners} />

      {data.cloudPages.length > 0 ? (
        <Section eyebrow={copy.clouds.eyebrow} heading={copy.clouds.heading} lead={copy.clouds.lead} tone="muted">
          {clouds}
        </Section>
      ) : null}

      <WhyChoose copy={copy.whyChoose} strengths={data.strengths} />

      <Section
        eyebrow={copy.methodology.eyebrow}
        heading={copy.methodology.heading}
        lead={copy.methodology.lead}
        tone="muted"
      >
        {methodology}
      </Section>

      <AgentforcePromo copy={copy.agentforce} />

      {data.caseStudies.length > 0 ? (
        <Section eyebrow={copy.caseStudies.eyebrow} heading={copy.caseStudies.heading} lead={copy.caseStudies.lead}>
          <CardGrid columns={3}>
            {data.caseStudies.map((teaser) => (
              <CaseStudyTeaser key={teaser.to} teaser={teaser} readMore={copy.caseStudies.readMore} about={about} />
            ))}
          </CardGrid>
          <ViewAll {...copy.caseStudies.viewAll} />
        </Section>
      ) : null}

      {data.articles.length > 0 ? (
        <Section eyebrow={copy.blog.eyebrow} heading={copy.blog.heading} lead={copy.blog.lead} tone="muted">
          <CardGrid columns={3}>
            {data.articles.map((card) => (
              <ArticleCard key={card.slug} card={card} linkLabel={copy.blog.readMore} about={about} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {data.knowledgeHub.length > 0 ? (
        <Section eyebrow={copy.knowledgeHub.eyebrow} heading={copy.knowledgeHub.heading} lead={copy.knowledgeHub.lead}>
          <CardGrid columns={2}>
            {data.knowledgeHub.map((card) => (
              <KnowledgeHubCard key={card.slug} card={card} readMore={copy.knowledgeHub.readMore} about={about} />
            ))}
          </CardGrid>
          <ViewAll {...copy.knowledgeHub.exploreAll} variant="primary" />
        </Section>
      ) : null}

      <Section
        eyebrow={copy.principles.eyebrow}
        heading={copy.principles.heading}
        lead={copy.principles.lead}
        tone="muted"
      >
        <CardGrid columns={3}>
          {data.principles.map((principle) => (
            <FeatureCard key={principle.title} icon={principle.icon} title={principle.title}>
              {principle.description}
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <InquirySection copy={copy.inquiry} stats={data.stats} form={form} />
    </InLanguage>
  );
}
