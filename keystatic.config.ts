import { collection, config, fields, singleton } from "@keystatic/core";
import { z } from "zod";
import { editorFields, type Shape } from "./src/content/describe";
import { dataDir, type SingletonName, singletonFiles, untranslatedFiles } from "./src/content/files";
import { type Language, translatedLanguages } from "./src/content/languages";
import { localizedPath, paths } from "./src/content/paths";
import { articleFields, caseStudyFields, expertisePage } from "./src/content/schemas";
import { sitePages } from "./src/content/site-pages";

/**
 * The editor (Keystatic, ADR 015) at /keystatic (`npm run cms`). Every field, label, help and limit
 * comes from each file's one description (src/content/schemas.ts, page-schemas.ts: ADR 020); this
 * says where the files are and how the sidebar groups them. Saves go to the checkout's files, or as
 * commits to the GitHub repository PUBLIC_KEYSTATIC_GITHUB_REPO names (`owner/name`; PUBLIC_: the
 * editor's page in the browser reads this file too).
 */

const json = { data: "json" } as const;
const githubRepo = import.meta.env?.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

/**
 * "Preview" beside a file opens the page that shows it. The pages come from the page registry
 * (site-pages.ts: a page's first file is its own words) and the families' addresses (paths.ts).
 * Where the editor saves to this checkout, the dev server it runs in shows a save at once. Saves to
 * GitHub land on a `content/…` branch, which the server builds as a preview on the editor's own
 * host (docs/decisions/046-previews-per-branch.md): Keystatic puts the branch's name for
 * `{branch}`, and nginx turns /preview/content/<name>/ into the preview's /preview/<name>/.
 */
const pageOfFile = new Map<string, string>(Object.values(sitePages).map((page) => [page.files[0], page.path]));
function preview(path: string | undefined, language = "en") {
  if (!path) return {};
  const page = localizedPath(path, language);
  return { previewUrl: githubRepo ? `/preview/{branch}${page}` : page };
}

/** Each data file is a singleton, named after its file (`pages/not-found`: notFound), a few pages apart. */
const pageKeys: Partial<Record<SingletonName, string>> = {
  "pages/partners": "partnersPage",
  "pages/case-studies": "caseStudiesPage",
  "pages/blog": "blogPage",
  "pages/search": "searchPage",
};
const keyOf = (name: SingletonName) =>
  pageKeys[name] ?? (name.split("/")[1] ?? name).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const names = Object.keys(singletonFiles) as SingletonName[];
const keysIn = (folder: string) => names.filter((name) => name.startsWith(folder)).map(keyOf);
function singletonOf(name: SingletonName) {
  const { label, shape } = singletonFiles[name];
  return singleton({
    label,
    path: `${dataDir}/${name}`,
    format: json,
    ...preview(pageOfFile.get(name)),
    schema: editorFields(fields, shape),
  });
}

// Entries are named after their title. Keystatic checks `slugField` and `columns` against a schema it
// can see; ours is built, so it sees only strings.
const byTitle = (columns: string[]) => ({ slugField: "title" as never, columns: columns as never });

/** The service, cloud or industry pages: one JSON file each. */
function expertisePages(label: string, folder: ExpertiseFolder) {
  const schema = editorFields(fields, expertisePage.shape);
  const path = `${dataDir}/${folder}/*` as const;
  return collection({ label, path, format: json, ...byTitle(["title"]), ...preview(familyPage[folder]), schema });
}

/** Where each family's entry `{slug}` is shown (Keystatic fills in the slug). */
const familyPage = {
  services: paths.service("{slug}" as never),
  clouds: paths.cloud("{slug}" as never),
  industries: paths.industry("{slug}" as never),
  articles: paths.article("{slug}"),
  "case-studies": paths.caseStudy("{slug}"),
};
type ExpertiseFolder = "services" | "clouds" | "industries";

/** Articles and case studies: the frontmatter's fields, and the Markdown text as the entry's body. */
function markdownFiles(label: string, folder: "articles" | "case-studies", shape: Shape) {
  const images = { directory: `src/content/${folder}/images`, publicPath: "./images/" };
  const body = fields.markdoc({ label: "Text", extension: "md", options: { image: images } });
  return collection({
    label,
    path: `src/content/${folder}/*`,
    format: { contentField: "body" },
    entryLayout: "content",
    ...byTitle(["title", "date"]),
    ...preview(familyPage[folder]),
    schema: { ...editorFields(fields, shape), body },
  });
}

// ——— Translations (docs/decisions/026-languages.md, docs/authors.md "Languages") ———
// Each data file's translation is an entry of its own, one click from the English, labelled with
// its language, with the same fields plus the hash of the English it was made from (first, as the
// file has it). Keystatic shows one entry at a time: the English words are one sidebar link away.

const translatedFrom = fields.text({
  label: "Translated from (English version)",
  description:
    "The first 12 characters of the English file's sha256 when this was translated. `npm run translations` lists the translations whose English changed since (stale): bring the words up to date, then write the English file's new hash here.",
  validation: { length: { min: 12, max: 12 } },
});
const suffix = (language: Language) => language.code.charAt(0).toUpperCase() + language.code.slice(1);
const translatedNames = names.filter((name) => !untranslatedFiles.has(name));

function translationOf(name: SingletonName, language: Language) {
  const { label, shape } = singletonFiles[name];
  return singleton({
    label: `${label} (${language.name})`,
    path: `src/content/i18n/${language.code}/data/${name}`,
    format: json,
    ...preview(pageOfFile.get(name), language.code),
    schema: { translatedFrom, ...editorFields(fields, shape) },
  });
}

function translatedExpertisePages(label: string, folder: ExpertiseFolder, language: Language) {
  const schema = { translatedFrom, ...editorFields(fields, expertisePage.shape) };
  return collection({
    label: `${label} (${language.name})`,
    path: `src/content/i18n/${language.code}/data/${folder}/*`,
    format: json,
    ...byTitle(["title"]),
    ...preview(familyPage[folder], language.code),
    schema,
  });
}

const expertiseFolders = [
  ["servicePages", "Service pages", "services"],
  ["cloudPages", "Cloud pages", "clouds"],
  ["industryPages", "Industry pages", "industries"],
] as const;

const translationSingletons = Object.fromEntries(
  translatedLanguages.flatMap((language) =>
    translatedNames.map((name) => [`${keyOf(name)}${suffix(language)}`, translationOf(name, language)]),
  ),
);
const translationCollections = Object.fromEntries(
  translatedLanguages.flatMap((language) =>
    expertiseFolders.map(([key, label, folder]) => [
      `${key}${suffix(language)}`,
      translatedExpertisePages(label, folder, language),
    ]),
  ),
);
const translationNavigation = Object.fromEntries(
  translatedLanguages.map((language) => [
    language.name,
    [
      ...expertiseFolders.map(([key]) => `${key}${suffix(language)}`),
      ...translatedNames.map((name) => `${keyOf(name)}${suffix(language)}`),
    ],
  ]),
);

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo, branchPrefix: "content/" } : { kind: "local" },
  ui: {
    brand: { name: "Summit Cloud website" },
    navigation: {
      Publishing: ["articles", "caseStudies"],
      Lists: keysIn("lists/"),
      Pages: keysIn("pages/"),
      "Service, cloud and industry pages": ["servicePages", "cloudPages", "industryPages", "expertiseTemplate"],
      "Whole site": keysIn("site/").filter((key) => key !== "expertiseTemplate"),
      ...translationNavigation,
    },
  },
  collections: {
    articles: markdownFiles("Articles", "articles", articleFields(z.string())),
    caseStudies: markdownFiles("Case studies", "case-studies", caseStudyFields(z.string())),
    servicePages: expertisePages("Service pages", "services"),
    cloudPages: expertisePages("Cloud pages", "clouds"),
    industryPages: expertisePages("Industry pages", "industries"),
    ...translationCollections,
  },
  singletons: {
    ...Object.fromEntries(names.map((name) => [keyOf(name), singletonOf(name)])),
    ...translationSingletons,
  },
});
