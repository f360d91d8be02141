import type { SearchFamily } from "~/lib/search/families";

/** The words of site search: the header's entry, the search page and its results. */
export const searchCopy = {
  /** The header's entry (a link to /search without JavaScript; the search dialog with it). */
  open: "Search",
  openHint: "Search the site (press / or Ctrl K)",
  dialogTitle: "Search the site",
  label: "Search the site",
  placeholder: "Services, clouds, industries, articles…",
  close: "Close search",
  submit: "Search",
  page: {
    title: "Search",
    eyebrow: "Search",
    lead: "Find our services, Salesforce clouds, industry work, case studies and articles.",
    metaDescription:
      "Search Summit Cloud Consulting's services, Salesforce clouds, industries, case studies and Insights Hub articles.",
    familyLabel: "Show",
    allFamilies: "Everything",
    /** The family filter's choices (plural, as a list of what to show). */
    families: {
      article: "Articles",
      "case-study": "Case studies",
      service: "Services",
      cloud: "Salesforce clouds",
      industry: "Industries",
      company: "Company pages",
    } satisfies Record<SearchFamily, string>,
  },
  /** Shown when JavaScript is off: the index is searched in the browser. */
  noScript: {
    heading: "Search needs JavaScript",
    text: "The site's search runs in your browser, and JavaScript is turned off. Every article is still a click away in the Insights Hub and its categories:",
    hub: "Browse the Insights Hub",
  },
  prompt: "Type a word or two: a service, a Salesforce cloud, an industry or a topic.",
  searching: "Searching…",
  results: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  none: (query: string) => `Nothing on the site matches “${query}”.`,
  noneHint: "Try a shorter or more general word, such as “Salesforce”, “data” or “DevOps”.",
  failed: "Search could not load. Check your connection and try again, or browse the Insights Hub.",
  allResults: (query: string) => `All results for “${query}”`,
  more: "Show more results",
  families: {
    article: "Article",
    "case-study": "Case study",
    service: "Service",
    cloud: "Salesforce cloud",
    industry: "Industry",
    company: "Company",
  } satisfies Record<SearchFamily, string>,
};
