import type { z } from "zod";
import type { Intro, serviceCardSchema } from "~/content/schemas";

type ServiceCard = z.infer<typeof serviceCardSchema>;

/**
 * The Services page (spec §2 "Services page"): eight cards, titles exactly and in order. The page
 * builds each card's 'Inquire About This Service' link and the closing 'Schedule a Free
 * Consultation' button.
 */
export const servicesOverview = {
  intro: {
    eyebrow: "Our Services",
    title: "Services That Take You From Strategy to Steady State",
    lead: "From first architecture to day-to-day support, our senior teams design, build, secure and run Salesforce, data and AI solutions that your people actually use.",
  },
  gridHeading: "Our Core Services",
  cards: [
    {
      title: "Managed Services",
      icon: "headset",
      description:
        "A dedicated team of administrators, developers and architects that keeps your Salesforce org healthy, secure and improving every month.",
      details: [
        "Flexible monthly hours with defined SLAs",
        "Release management for Salesforce's three seasonal upgrades",
        "User support, admin tasks and backlog delivery",
        "Quarterly org health checks and roadmap reviews",
      ],
    },
    {
      title: "Advanced DevOps",
      icon: "git-branch",
      description:
        "Source-driven delivery for Salesforce teams, so changes move from sandbox to production quickly, safely and with a full audit trail.",
      details: [
        "CI/CD pipelines with automated tests and validation",
        "Git branching strategy and sandbox management",
        "Static code analysis and quality gates",
        "Backup, rollback and environment seeding",
      ],
    },
    {
      title: "Industry Cloud Specialization",
      icon: "building",
      description:
        "Implementations of Salesforce Industry Clouds that start from the data models and processes built for your sector instead of custom rebuilds.",
      details: [
        "Public Sector, Education and Nonprofit Cloud",
        "Health Cloud and Financial Services Cloud",
        "Manufacturing and Consumer Goods Cloud",
        "OmniStudio guided flows and data mappers",
      ],
    },
    {
      title: "Custom API & Integration",
      icon: "plug",
      description:
        "Reliable connections between Salesforce and your ERP, finance, student information and legacy systems, designed to scale and easy to monitor.",
      details: [
        "MuleSoft API-led connectivity",
        "REST, SOAP and Platform Event integrations",
        "Real-time and batch data synchronization",
        "Error handling, logging and alerting",
      ],
    },
    {
      title: "Implementation & Modernization",
      icon: "rocket",
      description:
        "New Salesforce implementations and the clean-up of orgs that have grown hard to change, delivered in focused, agile releases.",
      details: [
        "Discovery, solution design and roadmap",
        "Sales, Service and Experience Cloud rollouts",
        "Migration from Workflow Rules and Process Builder to Flow",
        "Technical debt reduction and data migration",
      ],
    },
    {
      title: "Security & Governance",
      icon: "shield-check",
      description:
        "Controls, policies and monitoring that protect sensitive data and satisfy auditors in regulated and public-sector environments.",
      details: [
        "Permission set and sharing model reviews",
        "SSO, MFA and identity configuration",
        "Shield encryption, event monitoring and field audit trail",
        "Compliance support for HIPAA, FERPA and FedRAMP programs",
      ],
    },
    {
      title: "Data Analytics & AI",
      icon: "brain",
      description:
        "Unified, trustworthy data and practical AI that help your teams see what is happening and act on it inside the tools they already use.",
      details: [
        "Data Cloud unification and identity resolution",
        "Tableau and CRM Analytics dashboards",
        "Agentforce agents and Einstein predictions",
        "Data quality, deduplication and governance",
      ],
    },
    {
      title: "CX Transformation",
      icon: "users",
      description:
        "Connected sales, service and digital experiences that give customers, constituents and students consistent answers on every channel.",
      details: [
        "Customer journey mapping and service design",
        "Omni-channel service with chat and messaging",
        "Self-service portals on Experience Cloud",
        "Personalized engagement with Marketing Cloud",
      ],
    },
  ],
  closing: {
    heading: "Not Sure Where to Start?",
    text: "Book a free consultation with a senior architect. We will review your goals and current platform, and recommend the services that will make the biggest difference first.",
  },
} satisfies {
  intro: Intro;
  gridHeading: string;
  cards: ServiceCard[];
  closing: { heading: string; text: string };
};
