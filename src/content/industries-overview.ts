import type { z } from "zod";
import type { Intro, industryCardSchema } from "~/content/schemas";

type IndustryCard = z.infer<typeof industryCardSchema>;

/**
 * The Industries page (spec §2 "Industries page"): six cards, titles exactly and in order, each
 * with key challenges and solutions. The page builds the closing button to the contact page.
 */
export const industriesOverview = {
  intro: {
    eyebrow: "Industries",
    title: "Solutions Shaped by Your Industry",
    lead: "Every sector has its own regulations, data and customer expectations. Our teams bring industry experience and Salesforce Industry Clouds to the problems you face.",
  },
  gridHeading: "Industries We Serve",
  challengesLabel: "Key Challenges",
  solutionsLabel: "Our Solutions",
  cards: [
    {
      title: "Healthcare & Life Sciences",
      icon: "heart-pulse",
      description:
        "We help providers, payers and life sciences companies coordinate care and engage patients while keeping protected health information secure.",
      challenges: [
        "Patient data scattered across EHR, billing and contact center systems",
        "Strict HIPAA privacy and audit requirements",
        "Long waits and repeated questions in patient service",
        "Manual referral and care-coordination processes",
      ],
      solutions: [
        "Health Cloud with a unified patient record",
        "EHR integration through MuleSoft and FHIR APIs",
        "Service Cloud with case routing and self-service portals",
        "Shield encryption and audited access controls",
      ],
    },
    {
      title: "Financial Services",
      icon: "landmark",
      description:
        "We help banks, credit unions, wealth managers and insurers deliver personal advice at scale without losing sight of compliance.",
      challenges: [
        "Fragmented view of client relationships and households",
        "Slow, paper-heavy onboarding and KYC checks",
        "Regulatory record-keeping and audit demands",
        "Advisors spending hours on administrative work",
      ],
      solutions: [
        "Financial Services Cloud with household and relationship views",
        "Digital onboarding with OmniStudio guided flows",
        "Automated compliance tasks and field history tracking",
        "Agentforce assistants for meeting prep and follow-up",
      ],
    },
    {
      title: "Retail & Consumer Goods",
      icon: "shopping-cart",
      description:
        "We connect commerce, service and marketing data so retailers and brands can recognize shoppers and serve them consistently online and in store.",
      challenges: [
        "Disconnected e-commerce, POS and loyalty data",
        "Generic promotions that fail to convert",
        "Service teams without order and inventory context",
        "Slow execution of retail visits and trade promotions",
      ],
      solutions: [
        "Data Cloud for a unified shopper profile",
        "Marketing Cloud personalized journeys",
        "Service Cloud with order management integration",
        "Consumer Goods Cloud for retail execution",
      ],
    },
    {
      title: "Manufacturing",
      icon: "factory",
      description:
        "We give manufacturers a shared view of forecasts, agreements, dealers and service so sales and operations plan from the same numbers.",
      challenges: [
        "Forecasts maintained in disconnected spreadsheets",
        "Limited visibility into channel and dealer performance",
        "ERP data that never reaches sales and service teams",
        "Reactive field service and warranty handling",
      ],
      solutions: [
        "Manufacturing Cloud sales agreements and account forecasting",
        "Partner portals on Experience Cloud",
        "ERP integration with MuleSoft",
        "Field Service with asset and warranty tracking",
      ],
    },
    {
      title: "High Tech",
      icon: "cpu",
      description:
        "We help software, SaaS and hardware companies scale revenue operations and customer success as products and pricing models grow more complex.",
      challenges: [
        "Complex subscription and usage-based pricing",
        "Quote-to-cash handoffs that slow deals down",
        "Churn signals spotted too late",
        "Product usage data locked outside the CRM",
      ],
      solutions: [
        "Revenue Cloud configure-price-quote and billing",
        "Sales Cloud pipeline and forecasting best practices",
        "Data Cloud ingestion of product telemetry",
        "Customer success health scores and playbooks",
      ],
    },
    {
      title: "Nonprofit",
      icon: "hand-heart",
      description:
        "We help nonprofits raise more, report clearly and run programs efficiently on a platform that small teams can maintain.",
      challenges: [
        "Donor and program data kept in separate tools",
        "Limited staff time and technical capacity",
        "Grant and impact reporting done by hand",
        "Volunteer management spread across spreadsheets",
      ],
      solutions: [
        "Nonprofit Cloud for fundraising and program management",
        "Automated gift processing and donor acknowledgments",
        "Impact dashboards for boards and funders",
        "Volunteer portals on Experience Cloud",
      ],
    },
  ],
  closing: {
    heading: "Don't See Your Industry?",
    text: "We also work with travel and hospitality, education and public sector organizations. Tell us about your challenges and we will share how similar organizations have solved them.",
    label: "Talk to an Industry Expert",
  },
} satisfies {
  intro: Intro;
  gridHeading: string;
  challengesLabel: string;
  solutionsLabel: string;
  cards: IndustryCard[];
  closing: { heading: string; text: string; label: string };
};
