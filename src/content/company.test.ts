import { describe, expect, it } from "vitest";
import { z } from "zod";
import { industries, intro, privacy, referralProgram as referralFile, services } from "./page-schemas";
import {
  about,
  careers,
  industriesOverview,
  partnerProgram,
  partnersPage,
  principles,
  privacyPolicy,
  referralProgram,
  servicesOverview,
} from "./pages";
import { feature, job, jobDepartments, partner, partnerTiers, stat, teamMember } from "./schemas";

// The required counts over the records, with the descriptions' own checks for each item.
const introSchema = intro().zod;
const benefitSchema = feature().zod;
const statSchema = stat().zod;
const jobSchema = job.zod;
const partnerSchema = partner.zod;
const teamMemberSchema = teamMember.zod;
const stepSchema = referralFile.shape.steps.zod.element;
const serviceCardSchema = services.shape.cards.zod.element;
const industryCardSchema = industries.shape.cards.zod.element;
const privacySectionSchema = privacy.shape.sections.zod.element;

const text = z.string().trim().min(1);
const block = z.object({ heading: text, text });
const linkBlock = block.extend({ label: text });
/** A company page's record: its title and intro, then `fields`, and nothing else. */
const companyPage = (fields: z.ZodRawShape) => z.object({ title: text, intro: introSchema, ...fields }).strict();

describe("company page content", () => {
  it("sends each page's call to action where docs/requirements.md says", () => {
    expect(about.careers.to).toBe("/careers");
    expect(careers.generalApplication.to).toBe("/contact?subject=General+Application");
    expect(partnersPage.cta.to).toBe("/contact?subject=Partnership%20Inquiry");
    expect(partnerProgram.cta.to).toBe("/contact?subject=PartnershipProgramInquiry");
    expect(referralProgram.cta.to).toBe("/contact?subject=ReferralProgramSignUp");
  });

  it("has the six guiding principles, titled and ordered as docs/requirements.md lists them", () => {
    z.array(benefitSchema).length(6).parse(principles);
    expect(principles.map((principle) => principle.title)).toEqual([
      "Innovation Catalyst",
      "Client-Centricity",
      "Unwavering Integrity",
      "Excellence Driven",
      "Collaborative Spirit",
      "Purposeful Impact",
    ]);
  });

  it("About: intro, origin facts, four principles and three leaders", () => {
    companyPage({
      story: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
      stats: z.array(statSchema).length(3),
      principlesHeading: text,
      principleTitles: z.array(z.enum(principles.map((principle) => principle.title))).length(4),
      leadership: z.object({ heading: text, lead: text, members: z.array(teamMemberSchema).length(3) }),
      partnership: linkBlock,
      careers: linkBlock,
    }).parse(about);
    expect(about.partnership.label).toBe("Forge a Partnership");
    expect(about.stats.map((stat) => stat.value)).toEqual(["8+", "50+", "5"]);
    const story = about.story.paragraphs.join(" ");
    expect(story).toMatch(/over eight years/i);
    expect(story).toMatch(/50\+ consultants/);
    expect(story).toMatch(/5 countries/);
  });

  it("Careers: four benefits, four openings in the required departments, and an empty-list message", () => {
    companyPage({
      benefitsHeading: text,
      benefits: z.array(benefitSchema).length(4),
      openingsHeading: text,
      openingsLead: text,
      openingsCta: text,
      jobs: z.array(jobSchema).length(4),
      emptyMessage: block,
      generalApplication: linkBlock,
      apply: z.object({ label: text, forRole: text, subject: text }),
    }).parse(careers);
    for (const job of careers.jobs) expect(jobDepartments).toContain(job.department);
    expect(careers.jobs.map((job) => job.title).join(" | ")).toMatch(
      /Senior .*Consultant.*\|.*Developer.*\|.*Business Analyst.*\|.*Marketing Automation Specialist/,
    );
  });

  it("Partners: Salesforce, AWS, MuleSoft and Tableau with the four required tiers", () => {
    companyPage({
      gridHeading: text,
      partners: z.array(partnerSchema).length(4),
      cta: linkBlock,
      visit: text,
    }).parse(partnersPage);
    expect(partnersPage.partners.map((partner) => partner.name)).toEqual(["Salesforce", "AWS", "MuleSoft", "Tableau"]);
    expect(partnersPage.partners.map((partner) => partner.tier)).toEqual([...partnerTiers]);
  });

  it("Partnership and referral programs: four benefits each, and the three referral steps", () => {
    companyPage({
      benefitsHeading: text,
      benefits: z.array(benefitSchema).length(4),
      whoHeading: text,
      who: z.array(benefitSchema).min(3).max(4),
      cta: linkBlock,
    }).parse(partnerProgram);
    companyPage({
      benefitsHeading: text,
      benefits: z.array(benefitSchema).length(4),
      stepsHeading: text,
      steps: z.array(stepSchema).length(3),
      cta: linkBlock,
    }).parse(referralProgram);
    expect(referralProgram.steps.map((step) => step.title)).toEqual([
      "Submit Referral",
      "We Connect & Qualify",
      "Get Rewarded",
    ]);
  });

  it("Services: the eight cards, each with four bullets", () => {
    companyPage({
      gridHeading: text,
      cards: z.array(serviceCardSchema).length(8),
      closing: linkBlock,
      inquire: text,
    }).parse(servicesOverview);
    expect(servicesOverview.inquire).toBe("Inquire About This Service");
    expect(servicesOverview.closing.label).toBe("Schedule a Free Consultation");
    expect(servicesOverview.cards.map((card) => card.title)).toEqual([
      "Managed Services",
      "Advanced DevOps",
      "Industry Cloud Specialization",
      "Custom API & Integration",
      "Implementation & Modernization",
      "Security & Governance",
      "Data Analytics & AI",
      "CX Transformation",
    ]);
  });

  it("Industries: the six cards with challenges and solutions", () => {
    companyPage({
      gridHeading: text,
      challengesLabel: text,
      solutionsLabel: text,
      cards: z.array(industryCardSchema).length(6),
      closing: linkBlock,
    }).parse(industriesOverview);
    expect(industriesOverview.cards.map((card) => card.title)).toEqual([
      "Healthcare & Life Sciences",
      "Financial Services",
      "Retail & Consumer Goods",
      "Manufacturing",
      "High Tech",
      "Nonprofit",
    ]);
  });

  it("Privacy: nine sections, unnumbered in the copy (the page numbers them)", () => {
    companyPage({
      controller: z.object({ heading: text, text, representatives: text, email: text }).strict(),
      objection: z.object({ heading: text, paragraphs: z.array(text).min(1) }).strict(),
      sections: z.array(privacySectionSchema).length(9),
      purposeLabels: z.object({ basis: text, retention: text }).strict(),
      retention: z.object({ numbers: z.array(text).min(1) }).loose(),
      contactHeading: text,
      lastRevised: text,
    }).parse(privacyPolicy);
    expect(privacyPolicy.lastRevised).toMatch(/^Last Revised\b/);
    for (const section of privacyPolicy.sections) expect(section.heading).not.toMatch(/^\d/);
  });
});
