import {
  type CloudSlug,
  cloudSlugs,
  type IndustrySlug,
  industrySlugs,
  paths,
  type ServiceSlug,
  serviceSlugs,
} from "~/lib/paths";

/**
 * Navigation is data (STYLE.md): one `NavItem` list drives the desktop bar and the mobile list.
 * These short labels are the menus' own; the pages' full titles live in their records, which stay
 * out of the shared bundle that every page downloads.
 */
export type NavLink = { label: string; to: string };
export type NavColumn = { heading: string; items: NavLink[] };
export type NavItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "dropdown"; label: string; items: NavLink[] }
  | { kind: "mega"; label: string; columns: NavColumn[] };

export const serviceLabels: Record<ServiceSlug, string> = {
  "digital-transformation": "Digital Transformation",
  "ai-services": "AI Services",
  "salesforce-agentforce": "Salesforce Agentforce",
  "salesforce-managed-services": "Salesforce Managed Services",
  "salesforce-consulting": "Salesforce Consulting",
  "salesforce-integration": "Salesforce Integration",
  devops: "DevOps",
  "devops-assessment": "DevOps Assessment",
  "devops-industry-assessment": "DevOps Industry Assessment",
};

export const cloudLabels: Record<CloudSlug, string> = {
  "sales-cloud": "Sales Cloud",
  "education-cloud": "Education Cloud",
  "service-cloud": "Service Cloud",
  "experience-cloud": "Experience Cloud",
  "government-cloud": "Government Cloud",
  "data-cloud": "Data Cloud",
  "manufacturing-cloud": "Manufacturing Cloud",
  "nonprofit-cloud": "Nonprofit Cloud",
};

export const industryLabels: Record<IndustrySlug, string> = {
  "public-sector": "Public Sector",
  education: "Education",
  "non-profit": "Non-Profit",
  "retail-ecommerce": "Retail & eCommerce",
  "travel-hospitality": "Travel & Hospitality",
  healthcare: "Healthcare & Life Sciences",
  manufacturing: "Manufacturing",
};

const serviceLinks = serviceSlugs.map((slug) => ({ label: serviceLabels[slug], to: paths.service(slug) }));
const cloudLinks = cloudSlugs.map((slug) => ({ label: cloudLabels[slug], to: paths.cloud(slug) }));
const industryLinks = industrySlugs.map((slug) => ({ label: industryLabels[slug], to: paths.industry(slug) }));

export const mainNavigation: NavItem[] = [
  { kind: "link", label: "Home", to: paths.home },
  {
    kind: "dropdown",
    label: "About Us",
    items: [
      { label: "Our Story", to: paths.about },
      { label: "Partners", to: paths.partners },
      { label: "Partner Program", to: paths.partnerProgram },
      { label: "Referral Program", to: paths.referralProgram },
      { label: "Careers", to: paths.careers },
    ],
  },
  {
    kind: "mega",
    label: "Our Expertise",
    columns: [
      { heading: "Core Services", items: [...serviceLinks, { label: "All Services", to: paths.services }] },
      { heading: "Salesforce Clouds", items: cloudLinks },
    ],
  },
  {
    kind: "dropdown",
    label: "Industries Served",
    items: [...industryLinks, { label: "All Industries", to: paths.industries }],
  },
  {
    kind: "dropdown",
    label: "Resources",
    items: [
      { label: "Case Studies", to: paths.caseStudies },
      { label: "Blog", to: paths.blog },
    ],
  },
];

export const requestConsultation: NavLink = { label: "Request Consultation", to: paths.contact };

/** Footer link groups (spec §2 "Footer"). */
export const footerNavigation: NavColumn[] = [
  {
    heading: "Key Services",
    items: [
      { label: serviceLabels["salesforce-consulting"], to: paths.service("salesforce-consulting") },
      { label: serviceLabels["salesforce-agentforce"], to: paths.service("salesforce-agentforce") },
      { label: serviceLabels["salesforce-integration"], to: paths.service("salesforce-integration") },
      { label: serviceLabels["ai-services"], to: paths.service("ai-services") },
      { label: serviceLabels.devops, to: paths.service("devops") },
      { label: serviceLabels["salesforce-managed-services"], to: paths.service("salesforce-managed-services") },
    ],
  },
  {
    heading: "Resources",
    items: [
      { label: "Case Studies", to: paths.caseStudies },
      { label: "Blog", to: paths.blog },
      { label: "Partner Program", to: paths.partnerProgram },
      { label: "Referral Program", to: paths.referralProgram },
    ],
  },
  {
    heading: "Navigate",
    items: [
      { label: "Home", to: paths.home },
      { label: "About Us", to: paths.about },
      { label: "Services", to: paths.services },
      { label: "Industries", to: paths.industries },
      { label: "Careers", to: paths.careers },
      { label: "Contact", to: paths.contact },
    ],
  },
];

/**
 * Card links keep the spec's short label on screen ("Read More") and say which page they open to
 * screen readers and search engines: "Read More about <title>".
 */
export const cardLinkCopy = { topicJoiner: "about" };

/** Every link a navigation entry leads to (a link itself, a dropdown's items, a mega-menu's columns). */
export function linksOf(item: NavItem): NavLink[] {
  if (item.kind === "link") return [item];
  return item.kind === "mega" ? item.columns.flatMap((column) => column.items) : item.items;
}

/**
 * Whether the page at `pathname` belongs to this entry's section: one of its links is the page,
 * or the page sits below one of them (/about/partners under Our Story, an article under Blog).
 * The header marks that entry, so a visitor always sees where they are.
 */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  return linksOf(item).some((link) => pathname === link.to || (link.to !== "/" && pathname.startsWith(`${link.to}/`)));
}
