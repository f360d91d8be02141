import type { IconName } from "./icon-names";
import type { Illustration } from "./schemas";

/**
 * The Insights Hub's fixed list of categories. An article's frontmatter names one of
 * them exactly; each has its page at /blog/category/<slug>. The motif is the category's icon on
 * cards, and an article without a cover of its own is drawn with its motif and pattern.
 */
export const blogCategories = [
  {
    slug: "ai-customer-experience",
    name: "AI & Customer Experience",
    description:
      "How Einstein, Agentforce and Data Cloud change service and sales conversations, and the data and guardrails that make AI answers trustworthy.",
    motif: "sparkles",
    pattern: "orbits",
  },
  {
    slug: "devops-salesforce",
    name: "DevOps & Salesforce",
    description:
      "Release pipelines, source control, automated testing and environment strategy for Salesforce teams that want every deployment to be routine.",
    motif: "git-branch",
    pattern: "bars",
  },
  {
    slug: "data-analytics",
    name: "Data & Analytics",
    description:
      "Unified customer data, analytics and the decisions they support: Data Cloud, Tableau and the governance that keeps numbers believable.",
    motif: "database",
    pattern: "grid",
  },
  {
    slug: "public-sector",
    name: "Public Sector",
    description:
      "Secure, compliant Salesforce for agencies: Government Cloud, FedRAMP-aligned controls, resident services and audit-ready operations.",
    motif: "shield-check",
    pattern: "grid",
  },
  {
    slug: "integration-architecture",
    name: "Integration & Architecture",
    description:
      "Patterns for connecting Salesforce to ERPs, data platforms and legacy systems: APIs, events, MuleSoft and the trade-offs between them.",
    motif: "plug",
    pattern: "nodes",
  },
  {
    slug: "nonprofit",
    name: "Nonprofit",
    description:
      "Fundraising, programs and volunteer management on Nonprofit Cloud, with migration advice for teams moving off older packages.",
    motif: "hand-heart",
    pattern: "waves",
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  description: string;
  motif: IconName;
  pattern: Illustration["pattern"];
}[];

export type BlogCategory = (typeof blogCategories)[number];
export type BlogCategoryName = BlogCategory["name"];

export const blogCategoryNames = blogCategories.map((category) => category.name) as [
  BlogCategoryName,
  ...BlogCategoryName[],
];

export function categoryNamed(name: string): BlogCategory {
  const category = blogCategories.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`Unknown blog category: ${name}`);
  return category;
}
