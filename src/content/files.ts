import type { z } from "zod";
import { cloudSlugs, industrySlugs, serviceSlugs } from "~/content/paths";
import { bookPage, consultants } from "./consultant-schemas";
import type { DataFile } from "./describe";
import * as legal from "./legal-schemas";
import * as pages from "./page-schemas";
import * as schemas from "./schemas";

/**
 * The site's words as data (docs/decisions/015-content-model-and-editor.md): every JSON file under
 * src/content/data/ and the zod schema it must meet. The content collections (src/content.config.ts)
 * check each one before the build uses it, and stop with one line per problem,
 * `src/content/data/pages/home.json: slides.0.subtitle: Too big: expected string to have <=200 characters`.
 */
export const dataDir = "src/content/data";

/** One file each: a page's words (pages/), words the whole site shares (site/), and lists (lists/), in the editor's order. */
export const singletonFiles = {
  "pages/home": schemas.home,
  "pages/about": pages.about,
  "pages/careers": pages.careers,
  "pages/partners": pages.partnersPage,
  "pages/partner-program": pages.partnerProgram,
  "pages/referral-program": pages.referralProgram,
  "pages/services": pages.services,
  "pages/industries": pages.industries,
  "pages/contact": pages.contact,
  "pages/privacy": pages.privacy,
  "pages/legal-notice": legal.legalNotice,
  "pages/case-studies": pages.caseStudies,
  "pages/blog": pages.blog,
  "pages/search": pages.search,
  "pages/not-found": pages.notFound,
  "pages/not-translated": pages.notTranslated,
  "pages/book": bookPage,
  "site/site": schemas.site,
  "site/navigation": schemas.navigation,
  "site/forms": pages.forms,
  "site/strategy-popup": schemas.strategyPopup,
  "site/sharing": schemas.sharing,
  "site/expertise-template": schemas.expertiseTemplate,
  "site/languages": schemas.languages,
  "site/legal": legal.legal,
  "lists/jobs": schemas.jobs,
  "lists/leadership": schemas.leadership,
  "lists/partners": schemas.partners,
  "lists/home-stats": schemas.homeStats,
  "lists/principles": schemas.principles,
  "lists/blog-categories": schemas.blogCategories,
  "lists/consultants": consultants,
} as const satisfies Record<string, DataFile>;
export type SingletonName = keyof typeof singletonFiles;

/**
 * The files that are the same in every language, never translated: the list of languages names
 * each in its own language, and the legal notice's companies are registered names and numbers,
 * each written in the language of the notice that shows it.
 */
export const untranslatedFiles: ReadonlySet<SingletonName> = new Set<SingletonName>(["site/languages", "site/legal"]);

/**
 * Folders of one file per record, named after its slug. The slugs are routes, so they are code
 * (src/content/paths.ts): a file without a route, or a route without a file, is a problem.
 */
export const recordFolders = {
  services: { schema: schemas.expertisePage.zod, slugs: serviceSlugs },
  clouds: { schema: schemas.expertisePage.zod, slugs: cloudSlugs },
  industries: { schema: schemas.expertisePage.zod, slugs: industrySlugs },
} as const;
export type RecordFolder = keyof typeof recordFolders;

export function singletonPath(name: SingletonName): string {
  return `${dataDir}/${name}.json`;
}

/** The record a data file holds, as its description types it (what `read` returns, before any template is filled). */
export type Content<Name extends SingletonName> = z.infer<(typeof singletonFiles)[Name]["zod"]>;
