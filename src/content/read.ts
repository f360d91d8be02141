import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { z } from "zod";
import listBlogCategories from "./data/lists/blog-categories.json" with { type: "json" };
import listHomeStats from "./data/lists/home-stats.json" with { type: "json" };
import listJobs from "./data/lists/jobs.json" with { type: "json" };
import listLeadership from "./data/lists/leadership.json" with { type: "json" };
import listPartners from "./data/lists/partners.json" with { type: "json" };
import listPrinciples from "./data/lists/principles.json" with { type: "json" };
import pageAbout from "./data/pages/about.json" with { type: "json" };
import pageBlog from "./data/pages/blog.json" with { type: "json" };
import pageCareers from "./data/pages/careers.json" with { type: "json" };
import pageCaseStudies from "./data/pages/case-studies.json" with { type: "json" };
import pageContact from "./data/pages/contact.json" with { type: "json" };
import pageHome from "./data/pages/home.json" with { type: "json" };
import pageIndustries from "./data/pages/industries.json" with { type: "json" };
import pageLegalNotice from "./data/pages/legal-notice.json" with { type: "json" };
import pageNotFound from "./data/pages/not-found.json" with { type: "json" };
import pagePartnerProgram from "./data/pages/partner-program.json" with { type: "json" };
import pagePartners from "./data/pages/partners.json" with { type: "json" };
import pagePrivacy from "./data/pages/privacy.json" with { type: "json" };
import pageReferralProgram from "./data/pages/referral-program.json" with { type: "json" };
import pageSearch from "./data/pages/search.json" with { type: "json" };
import pageServices from "./data/pages/services.json" with { type: "json" };
import sharedExpertiseTemplate from "./data/site/expertise-template.json" with { type: "json" };
import sharedForms from "./data/site/forms.json" with { type: "json" };
import sharedLanguages from "./data/site/languages.json" with { type: "json" };
import sharedLegal from "./data/site/legal.json" with { type: "json" };
import sharedNavigation from "./data/site/navigation.json" with { type: "json" };
import sharedSharing from "./data/site/sharing.json" with { type: "json" };
import sharedSite from "./data/site/site.json" with { type: "json" };
import sharedStrategyPopup from "./data/site/strategy-popup.json" with { type: "json" };
import { fromFile, readRecordFolder } from "./data-files";
import type { Content, RecordFolder, SingletonName } from "./files";
import { recordFolders, singletonFiles } from "./files";
import { defaultLanguage, isLanguage } from "./languages";
import { readFile } from "./site";

/**
 * The one typed reader of the site's data files (docs/decisions/020-one-description.md):
 * `page("about")`, `list("jobs")`, `shared("forms")` or `read("pages/about")` return the file's
 * record, checked against its description and typed by it, with `{site.…}` filled in; `records`
 * returns a folder of service, cloud or industry pages by slug. Pages and their components read
 * here at build time; what they derive from the records (indexes, paths, cards, filled-in
 * templates) stays in its own module.
 *
 * The files are imported, not read from disk, so the dev server reloads a page when its file
 * changes (the editor's preview). Each record goes through `readFile` (site.ts), the one typed
 * reader, after its description has checked it. Islands never import this module, which holds
 * every file, zod and the descriptions: they call `readFile` on the one file they import
 * (forms.ts, search.ts, blog-copy.ts, navigation.ts, blog-categories.ts, the popup).
 */
const files = {
  "site/site": sharedSite,
  "site/navigation": sharedNavigation,
  "site/forms": sharedForms,
  "site/strategy-popup": sharedStrategyPopup,
  "site/sharing": sharedSharing,
  "site/expertise-template": sharedExpertiseTemplate,
  "site/languages": sharedLanguages,
  "site/legal": sharedLegal,
  "pages/home": pageHome,
  "pages/about": pageAbout,
  "pages/careers": pageCareers,
  "pages/partners": pagePartners,
  "pages/partner-program": pagePartnerProgram,
  "pages/referral-program": pageReferralProgram,
  "pages/contact": pageContact,
  "pages/privacy": pagePrivacy,
  "pages/legal-notice": pageLegalNotice,
  "pages/services": pageServices,
  "pages/industries": pageIndustries,
  "pages/blog": pageBlog,
  "pages/case-studies": pageCaseStudies,
  "pages/not-found": pageNotFound,
  "pages/search": pageSearch,
  "lists/jobs": listJobs,
  "lists/leadership": listLeadership,
  "lists/partners": listPartners,
  "lists/home-stats": listHomeStats,
  "lists/principles": listPrinciples,
  "lists/blog-categories": listBlogCategories,
} satisfies Record<SingletonName, unknown>;

export function read<Name extends SingletonName>(name: Name): Content<Name> {
  return readFile<Name>(fromFile(name, singletonFiles[name].zod, files[name]));
}

type In<Folder extends string> = SingletonName extends infer Name
  ? Name extends `${Folder}/${infer Base}`
    ? Base
    : never
  : never;

/** A page's own words: `page("about")` is src/content/data/pages/about.json. */
export const page = <Name extends In<"pages">>(name: Name) => read(`pages/${name}` as `pages/${Name}`);
/** A list a marketer adds to: `list("jobs")` is src/content/data/lists/jobs.json. */
export const list = <Name extends In<"lists">>(name: Name) => read(`lists/${name}` as `lists/${Name}`);
/** Words every page shares: `shared("forms")` is src/content/data/site/forms.json. */
export const shared = <Name extends In<"site">>(name: Name) => read(`site/${name}` as `site/${Name}`);

/** The service, cloud or industry pages, by slug (src/content/data/services/<slug>.json…). */
export const records = <Folder extends RecordFolder>(folder: Folder) => readFile(readRecordFolder(folder));

/**
 * A data file's record in a language: the English file's for the default language, the
 * translation's otherwise (src/content/i18n/<code>/data/<name>.json, its `translatedFrom` left out,
 * checked by the English file's description), or `undefined` when the language has no such file:
 * the page that needs it has no address in that language (page-languages.ts), it is never filled
 * with English. Read from disk (the build and tests run from the project root), not imported as
 * the English files are: an import needs every file named in code, and the Playwright specs load
 * this module outside Vite, so `import.meta.glob` is not an option.
 */
export function readIn<Name extends SingletonName>(name: Name, language: string): Content<Name> | undefined {
  if (language === defaultLanguage.code) return read(name);
  if (!isLanguage(language)) return undefined;
  const path = resolve(process.cwd(), `src/content/i18n/${language}/data/${name}.json`);
  if (!existsSync(path)) return undefined;
  const { translatedFrom: _hash, ...record } = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  return readFile<Name>(fromFile(name, singletonFiles[name].zod, record, language));
}

/**
 * A service, cloud or industry page's record in a language: the English file's for the default
 * language, the translation's (src/content/i18n/<code>/data/<folder>/<slug>.json) otherwise, or
 * `undefined` when the language has none. Checked by the folder's description, as `readIn`.
 */
export function recordIn<Folder extends RecordFolder>(
  folder: Folder,
  slug: (typeof recordFolders)[Folder]["slugs"][number],
  language: string,
): z.infer<(typeof recordFolders)[Folder]["schema"]> | undefined {
  if (language === defaultLanguage.code) return records(folder)[slug];
  if (!isLanguage(language)) return undefined;
  const path = resolve(process.cwd(), `src/content/i18n/${language}/data/${folder}/${slug}.json`);
  if (!existsSync(path)) return undefined;
  const { translatedFrom: _hash, ...record } = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const result = recordFolders[folder].schema.safeParse(record);
  if (!result.success)
    throw new Error(
      result.error.issues
        .map((issue) => `${path} [${language}]: ${issue.path.join(".") || "file"}: ${issue.message}`)
        .join("\n"),
    );
  return readFile(result.data) as z.infer<(typeof recordFolders)[Folder]["schema"]>;
}
