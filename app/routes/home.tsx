import { ArrowRight } from "lucide-react";
import { AgentforcePromo } from "~/components/sections/agentforce-promo";
import { ArticleCard } from "~/components/sections/article-card";
import { CaseStudyTeaser } from "~/components/sections/case-study-teaser";
import { CloudCardPager } from "~/components/sections/cloud-card-pager";
import { CardGrid, FeatureCard } from "~/components/sections/feature-card";
import { HeroCarousel } from "~/components/sections/hero-carousel";
import { HomeInquiryForm } from "~/components/sections/home-inquiry-form";
import { InquirySection } from "~/components/sections/inquiry-section";
import { KnowledgeHubCard } from "~/components/sections/knowledge-hub";
import { LinkCard } from "~/components/sections/link-card";
import { MethodologyPicker } from "~/components/sections/methodology-picker";
import { PartnerStrip } from "~/components/sections/partner-strip";
import { Section } from "~/components/sections/section";
import { WhyChoose } from "~/components/sections/why-choose";
import { ButtonLink } from "~/components/ui/button";
import { homePageData } from "~/content/home-index";
import { paths } from "~/lib/paths";
import { organizationJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// Build time only: the copy and records travel in the pre-rendered HTML and /_.data, not in JS.
export function loader() {
  return homePageData();
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    path: paths.home,
    jsonLd: [organizationJsonLd()],
  });
}

/** Spec §2 "Home page": twelve sections in the spec's order, the inquiry section last. */
export default function Home({ loaderData: data }: Route.ComponentProps) {
  const { copy } = data;
  return (
    <>
      <HeroCarousel heading={copy.hero.heading} slides={data.slides} copy={copy.hero} />

      <Section eyebrow={copy.industries.eyebrow} heading={copy.industries.heading} lead={copy.industries.lead}>
        <CardGrid columns={4}>
          {data.industries.map((card) => (
            <LinkCard key={card.to} card={card} more={copy.industries.more} />
          ))}
        </CardGrid>
        <ViewAll {...copy.industries.viewAll} />
      </Section>

      <PartnerStrip heading={copy.partners.heading} logos={data.partners} />

      <Section eyebrow={copy.clouds.eyebrow} heading={copy.clouds.heading} lead={copy.clouds.lead} tone="muted">
        <CloudCardPager pages={data.cloudPages} more={copy.clouds.more} label={copy.clouds.pagesLabel} />
      </Section>

      <WhyChoose copy={copy.whyChoose} strengths={data.strengths} />

      <Section
        eyebrow={copy.methodology.eyebrow}
        heading={copy.methodology.heading}
        lead={copy.methodology.lead}
        tone="muted"
      >
        <MethodologyPicker steps={data.steps} label={copy.methodology.tabsLabel} />
      </Section>

      <AgentforcePromo copy={copy.agentforce} />

      <Section eyebrow={copy.caseStudies.eyebrow} heading={copy.caseStudies.heading} lead={copy.caseStudies.lead}>
        <CardGrid columns={3}>
          {data.caseStudies.map((teaser) => (
            <CaseStudyTeaser key={teaser.to} teaser={teaser} readMore={copy.caseStudies.readMore} />
          ))}
        </CardGrid>
        <ViewAll {...copy.caseStudies.viewAll} />
      </Section>

      <Section eyebrow={copy.blog.eyebrow} heading={copy.blog.heading} lead={copy.blog.lead} tone="muted">
        <CardGrid columns={3}>
          {data.articles.map((card) => (
            <ArticleCard key={card.slug} card={card} linkLabel={copy.blog.readMore} />
          ))}
        </CardGrid>
      </Section>

      <Section eyebrow={copy.knowledgeHub.eyebrow} heading={copy.knowledgeHub.heading} lead={copy.knowledgeHub.lead}>
        <CardGrid columns={2}>
          {data.knowledgeHub.map((card) => (
            <KnowledgeHubCard key={card.slug} card={card} readMore={copy.knowledgeHub.readMore} />
          ))}
        </CardGrid>
        <ViewAll {...copy.knowledgeHub.exploreAll} variant="primary" />
      </Section>

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

      <InquirySection copy={copy.inquiry} stats={data.stats} form={<HomeInquiryForm />} />
    </>
  );
}

/** The link under a section's cards to its full list page. */
function ViewAll({
  label,
  to,
  variant = "secondary",
}: {
  label: string;
  to: string;
  variant?: "primary" | "secondary";
}) {
  return (
    <div className="mt-10 flex justify-center sm:mt-12">
      <ButtonLink to={to} variant={variant} size="lg">
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
