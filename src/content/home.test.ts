import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paths } from "~/content/paths";
import { fill } from "~/lib/template";
import { articleCards } from "./article-index";
import { heroCarouselSlides, heroCopy } from "./hero";
import { BLOG_TEASER_COUNT, heroIn, homePageData } from "./home-index";
import { languages } from "./languages";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "./markdown-records";
import { pageLanguages } from "./page-languages";
import {
  CLOUDS_PER_PAGE,
  heroSlides,
  homeCopy,
  homeIn,
  inquiryStats,
  methodologySteps,
  partnerLogos,
  principles,
  strengths,
} from "./pages";
import { heroSlide, methodologyStep, strength } from "./schemas";
import { site } from "./site";
import { sitePaths } from "./site-paths";

const articleRecords = articleRecordsFromFiles();
const data = homePageData({ articles: articleRecords, caseStudies: caseStudyRecordsFromFiles() });
const routes = new Set(sitePaths());
/** Internal links must land on a registered page (or the contact form, with its query). */
const resolves = (to: string) => routes.has(to) || to.startsWith(`${paths.contact}?`) || to === paths.contact;

describe("home page records", () => {
  it("has four hero slides, each with two buttons to real routes", () => {
    z.array(heroSlide.zod).length(4).parse(heroSlides);
    expect(heroSlides.map((slide) => slide.id)).toEqual([
      "digital-ecosystems",
      "ai-insights",
      "salesforce-architecture",
      "devops",
    ]);
    for (const button of heroSlides.flatMap((slide) => slide.buttons))
      expect(resolves(button.to), button.to).toBe(true);
    expect(data.slides.map((slide) => slide.groupLabel)).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    // The carousel island imports its slides (hero.ts) instead of carrying them in the page's HTML.
    expect(heroCarouselSlides).toEqual(data.slides);
    expect(heroCopy).toEqual(data.copy.hero);
  });

  it("shows in each language only the slides that lead somewhere in it, numbered among themselves", () => {
    for (const { code } of languages) {
      if (!pageLanguages(paths.home).includes(code)) continue;
      const { slides } = heroIn(code);
      expect(slides.length, code).toBeGreaterThan(0);
      expect(
        slides.filter((slide) => slide.buttons.length === 0).map((slide) => slide.title),
        code,
      ).toEqual([]);
      expect(
        slides.map((slide) => slide.groupLabel),
        code,
      ).toEqual(
        slides.map((slide, index) =>
          fill(homeIn(code).copy.hero.slideLabel, { n: index + 1, total: slides.length, title: slide.title }),
        ),
      );
    }
    // French has pages for two of the eight buttons' targets: the slides with none of them go.
    expect(heroIn("fr").slides.length).toBeLessThan(heroSlides.length);
  });

  it("features the four industries, drawn from the industry pages", () => {
    expect(data.industries.map((card) => card.to)).toEqual([
      paths.industry("public-sector"),
      paths.industry("education"),
      paths.industry("non-profit"),
      paths.industry("retail-ecommerce"),
    ]);
    expect(data.industries.map((card) => card.title)).toEqual([
      "Public Sector Solutions",
      "Education Industry Solutions",
      "Non-Profit Organization Solutions",
      "Retail & eCommerce Solutions",
    ]);
    expect(homeCopy.industries.viewAll).toEqual({ label: "View All Industries", to: "/industries" });
  });

  it("has seven partner logos with unique names", () => {
    z.array(z.strictObject({ name: z.string().min(1), mark: z.string().min(1).optional() }))
      .length(7)
      .parse(partnerLogos);
    expect(new Set(partnerLogos.map((logo) => logo.name)).size).toBe(7);
  });

  it("pages six cloud cards three at a time, each linking to its cloud page", () => {
    expect(CLOUDS_PER_PAGE).toBe(3);
    expect(data.cloudPages).toHaveLength(2);
    const cards = data.cloudPages.flatMap((page) => page.cards);
    expect(cards).toHaveLength(6);
    expect(new Set(cards.map((card) => card.to)).size).toBe(6);
    for (const card of cards) expect(routes.has(card.to), card.to).toBe(true);
    expect(data.cloudPages.map((page) => page.label)).toEqual(["Show clouds 1–3", "Show clouds 4–6"]);
  });

  it("has six Why Choose badges and a discovery-call link to the booking page", () => {
    z.array(strength.zod).length(6).parse(strengths);
    expect(homeCopy.whyChoose.cta).toEqual({
      label: "Schedule a Discovery Call",
      to: paths.book,
    });
  });

  it("has exactly the six methodology steps, in order, with unique ids", () => {
    z.array(methodologyStep.zod).length(6).parse(methodologySteps);
    expect(methodologySteps.map((step) => step.title)).toEqual([
      "Discovery & Strategy",
      "Solution Design & Architecture",
      "Agile Implementation",
      "Optimization & Enhancement",
      "Ongoing Support & Partnership",
      "Continuous Innovation",
    ]);
    expect(new Set(methodologySteps.map((step) => step.id)).size).toBe(6);
  });

  it("links Agentforce to its service page and the demo request to the contact form", () => {
    expect(homeCopy.agentforce.explore).toEqual({
      label: "Explore Agentforce",
      to: "/expertise/services/salesforce-agentforce",
    });
    expect(homeCopy.agentforce.demo).toEqual({
      label: "Request Demo",
      to: "/contact?subject=Agentforce%20Demo%20Request",
    });
  });

  it("teases three distinct case studies that resolve, with a View All link", () => {
    expect(data.caseStudies).toHaveLength(3);
    for (const teaser of data.caseStudies) {
      expect(routes.has(teaser.to), teaser.to).toBe(true);
      expect(teaser.clientName).not.toBe("");
    }
    expect(homeCopy.caseStudies.viewAll).toEqual({ label: "View All Case Studies", to: "/case-studies" });
  });

  it("shows the three newest articles, then two other articles in the knowledge hub", () => {
    const newest = articleCards(articleRecords).slice(0, BLOG_TEASER_COUNT);
    expect(data.articles.map((card) => card.slug)).toEqual(newest.map((card) => card.slug));
    expect(data.articles).toHaveLength(3);
    expect(data.knowledgeHub).toHaveLength(2);
    for (const card of data.knowledgeHub) expect(data.articles.map((teaser) => teaser.slug)).not.toContain(card.slug);
    expect(homeCopy.knowledgeHub.readMore).toBe("Read Full Article");
    expect(homeCopy.knowledgeHub.exploreAll).toEqual({ label: "Explore All Insights", to: "/blog" });
  });

  it("shows the six guiding principles from the company records", () => {
    expect(data.principles).toEqual(principles);
  });

  it("ends with the inquiry heading and the four stat tiles", () => {
    expect(homeCopy.inquiry.heading).toBe(`Trust ${site.name} to Navigate and Conquer Your Digital Frontier`);
    expect(inquiryStats).toEqual([
      { value: "10+", label: "Years of Industry Expertise" },
      { value: "4.9/5", label: "Client Success Rating" },
      { value: "100+", label: "Salesforce Certifications" },
      { value: "98%", label: "Customer Satisfaction (CSAT)" },
    ]);
  });

  it("is plain data, so the loader can send it in the HTML instead of the bundle", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
