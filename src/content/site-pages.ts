/**
 * The pages that exist once, in the sitemap's order: the one place such a page is registered. Its
 * entry gives
 * - `path`: its address in the default language (src/content/paths.ts names it `paths.<key>`);
 * - `files`: the file of its own words, then the lists it shows beside them. A page exists in a
 *   language when all of them, and the layout's, are there in that language (page-languages.ts),
 *   and `npm run translations` names them as what makes the page;
 * - `head`: where in its words its title and description are, when not at `title` and `intro.lead`
 *   (page-meta.ts builds every such page's head from them);
 * - `under`: the page it sits under in the breadcrumbs;
 * - `calls`: the ids of the calls to action only this page shows. The measurement counts their
 *   clicks under these ids (src/content/calls-to-action.ts), and the report names them by the page.
 *
 * A new page is its entry here, its file's description in files.ts, and its route in
 * src/pages/[...lang]/ (docs/developers.md "Adding a page"). Plain strings only: islands that link
 * to a page load this module through paths.ts.
 */

export type SitePage = {
  path: string;
  files: readonly [`pages/${string}`, ...`lists/${string}`[]];
  head?: { title?: string; description?: string };
  under?: string;
  calls?: readonly string[];
};

export const sitePages = {
  home: {
    path: "/",
    files: ["pages/home", "lists/home-stats", "lists/principles"],
    head: { title: "meta.title", description: "meta.description" },
  },
  services: { path: "/services", files: ["pages/services"], calls: ["schedule-free-consultation"] },
  industries: { path: "/industries", files: ["pages/industries"], calls: ["talk-to-an-industry-expert"] },
  about: {
    path: "/about",
    files: ["pages/about", "lists/leadership", "lists/principles"],
    calls: ["forge-a-partnership"],
  },
  partners: {
    path: "/about/partners",
    files: ["pages/partners", "lists/partners"],
    under: "about",
    calls: ["become-a-partner"],
  },
  partnerProgram: {
    path: "/about/partner-program",
    files: ["pages/partner-program"],
    under: "about",
    calls: ["apply-to-partner-program"],
  },
  referralProgram: {
    path: "/about/referral-program",
    files: ["pages/referral-program"],
    under: "about",
    calls: ["sign-up-to-refer"],
  },
  careers: {
    path: "/careers",
    files: ["pages/careers", "lists/jobs"],
    calls: ["general-application", "apply-for-a-role"],
  },
  contact: { path: "/contact", files: ["pages/contact"], head: { description: "metaDescription" } },
  privacy: { path: "/privacy", files: ["pages/privacy"] },
  // Its companies and host (site/legal.json) are the same file in every language.
  legalNotice: { path: "/legal-notice", files: ["pages/legal-notice"] },
  caseStudies: { path: "/case-studies", files: ["pages/case-studies"], head: { description: "list.metaDescription" } },
  blog: {
    path: "/blog",
    files: ["pages/blog", "lists/blog-categories"],
    head: { title: "hub.heading", description: "hub.metaDescription" },
  },
  // Its list of free times is written by the server on every request (docs/decisions/042-booking-calls.md).
  book: {
    path: "/book",
    files: ["pages/book", "lists/consultants"],
    head: { title: "title", description: "intro.lead" },
  },
  search: {
    path: "/search",
    files: ["pages/search"],
    head: { title: "page.title", description: "page.metaDescription" },
  },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof sitePages;
