import { collection, config, fields, singleton } from "@keystatic/core";
import { z } from "zod";
import { editorFields } from "./src/content/describe";
import { dataDir, type SingletonName, singletonFiles } from "./src/content/files";
import { articleFields, caseStudyFields, expertisePage } from "./src/content/schemas";

/**
 * The editor (Keystatic) over the site's content files (docs/decisions/015-content-model-and-editor.md).
 * Every field, label, help text and limit comes from the one description of each file in
 * src/content/schemas.ts and page-schemas.ts (docs/decisions/020-one-description.md); this file
 * only says where each file is and how the editor's sidebar groups them. Marketers edit in the
 * browser at /keystatic (`npm run cms`).
 *
 * Storage: the checkout's files (local mode) unless PUBLIC_KEYSTATIC_GITHUB_REPO names the GitHub
 * repository (`owner/name`): then every save is a commit on a branch of that repository (README
 * "Editing the site"). PUBLIC_, because the editor's page in the browser reads this file too.
 */

const json = { data: "json" } as const;

/** Each data file is a singleton, named as the sidebar below names it. */
const singletonNames = {
  home: "pages/home",
  about: "pages/about",
  careers: "pages/careers",
  partnersPage: "pages/partners",
  partnerProgram: "pages/partner-program",
  referralProgram: "pages/referral-program",
  services: "pages/services",
  industries: "pages/industries",
  contact: "pages/contact",
  privacy: "pages/privacy",
  caseStudiesPage: "pages/case-studies",
  blogPage: "pages/blog",
  searchPage: "pages/search",
  notFound: "pages/not-found",
  site: "site/site",
  navigation: "site/navigation",
  forms: "site/forms",
  strategyPopup: "site/strategy-popup",
  expertiseTemplate: "site/expertise-template",
  jobs: "lists/jobs",
  leadership: "lists/leadership",
  partners: "lists/partners",
  homeStats: "lists/home-stats",
  principles: "lists/principles",
  blogCategories: "lists/blog-categories",
} as const satisfies Record<string, SingletonName>;

const singletons = Object.fromEntries(
  Object.entries(singletonNames).map(([key, name]) => {
    const { label, shape } = singletonFiles[name];
    return [key, singleton({ label, path: `${dataDir}/${name}`, format: json, schema: editorFields(fields, shape) })];
  }),
);

function expertisePages(label: string, folder: string) {
  return collection({
    label,
    path: `${dataDir}/${folder}/*`,
    format: json,
    // Keystatic checks these names against a schema it can see; ours is built, so it sees only strings.
    slugField: "title" as never,
    columns: ["title"] as never,
    schema: editorFields(fields, expertisePage.shape),
  });
}

/** Articles and case studies: the frontmatter's fields, and the Markdown text as the entry's body. */
function markdownFiles(label: string, folder: string, shape: Parameters<typeof editorFields>[1]) {
  const images = { directory: `src/content/${folder}/images`, publicPath: "./images/" };
  return collection({
    label,
    path: `src/content/${folder}/*`,
    format: { contentField: "body" },
    entryLayout: "content",
    slugField: "title" as never,
    columns: ["title", "date"] as never,
    schema: {
      ...editorFields(fields, shape),
      body: fields.markdoc({ label: "Text", extension: "md", options: { image: images } }),
    },
  });
}

const githubRepo = import.meta.env?.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo, branchPrefix: "content/" } : { kind: "local" },
  ui: {
    brand: { name: "Summit Cloud website" },
    navigation: {
      Publishing: ["articles", "caseStudies"],
      Lists: ["jobs", "leadership", "partners", "homeStats", "principles", "blogCategories"],
      Pages: [
        "home",
        "about",
        "careers",
        "partnersPage",
        "partnerProgram",
        "referralProgram",
        "services",
        "industries",
        "contact",
        "privacy",
        "caseStudiesPage",
        "blogPage",
        "searchPage",
        "notFound",
      ],
      "Service, cloud and industry pages": ["servicePages", "cloudPages", "industryPages", "expertiseTemplate"],
      "Whole site": ["site", "navigation", "forms", "strategyPopup"],
    },
  },
  collections: {
    articles: markdownFiles("Articles", "articles", articleFields(z.string())),
    caseStudies: markdownFiles("Case studies", "case-studies", caseStudyFields(z.string())),
    servicePages: expertisePages("Service pages", "services"),
    cloudPages: expertisePages("Cloud pages", "clouds"),
    industryPages: expertisePages("Industry pages", "industries"),
  },
  singletons,
});
