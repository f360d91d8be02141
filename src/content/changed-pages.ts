import { isPreviewBuild } from "~/lib/schedule";
import { isLanguage } from "./languages";
import { cloudSlugs, industrySlugs, localizedPath, paths, serviceSlugs } from "./paths";
import { sitePages } from "./site-pages";

/**
 * What a branch's preview lists in its bar (docs/decisions/046-previews-per-branch.md): the pages
 * its changed files feed, each at its address in the file's language. The deployer gives the build
 * the files the branch changes against `main` (SITE_PREVIEW_CHANGED, separated by spaces) and the branch's
 * name (SITE_PREVIEW_BRANCH). The page registry knows which file feeds which page, as the editor's
 * Preview does (keystatic.config.ts); a whole-site file (menus, forms, the site's words) shows on
 * every page, listed as the home page.
 */
const MAX_FILES = 500;
const pagesOfFile = new Map<string, string[]>();
for (const page of Object.values(sitePages))
  for (const file of page.files) pagesOfFile.set(file, [...(pagesOfFile.get(file) ?? []), page.path]);

const families: Record<string, (slug: string) => string | undefined> = {
  services: (slug) => ((serviceSlugs as readonly string[]).includes(slug) ? `/expertise/services/${slug}` : undefined),
  clouds: (slug) => ((cloudSlugs as readonly string[]).includes(slug) ? `/expertise/clouds/${slug}` : undefined),
  industries: (slug) => ((industrySlugs as readonly string[]).includes(slug) ? `/industries/${slug}` : undefined),
};

/** The default language's addresses of the pages one content file (without its language folder) feeds. */
function pagesOf(file: string): string[] {
  const data = file.match(/^data\/((pages|lists|site|services|clouds|industries)\/[a-z0-9-]+)\.json$/);
  if (data?.[1] && data[2]) {
    const [name, folder] = [data[1], data[2]];
    if (folder === "site") return ["/"];
    const family = families[folder];
    if (family) {
      const path = family(name.slice(folder.length + 1));
      return path ? [path] : [];
    }
    return pagesOfFile.get(name) ?? [];
  }
  const markdown = file.match(/^(articles|case-studies)\/([a-z0-9-]+)\.md$/);
  if (markdown?.[2]) return [markdown[1] === "articles" ? paths.article(markdown[2]) : paths.caseStudy(markdown[2])];
  return [];
}

/** The addresses of the pages `files` (paths in the repository) change, in the order first met. */
export function changedPages(files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files.slice(0, MAX_FILES)) {
    const translated = file.match(/^src\/content\/i18n\/([a-z]{2})\/(.+)$/);
    const [language, rest] = translated?.[1] && translated[2] ? [translated[1], translated[2]] : ["en", file];
    if (!isLanguage(language)) continue;
    const inContent = translated ? rest : rest.replace(/^src\/content\//, "");
    if (!translated && inContent === rest) continue;
    for (const path of pagesOf(inContent)) found.add(localizedPath(path, language));
  }
  return [...found];
}

/** The preview bar's facts, in a preview build only: the branch and the pages it changes. */
export function previewChanges(env: Record<string, string | undefined> = process.env) {
  if (!isPreviewBuild(env)) return null;
  const branch = (env.SITE_PREVIEW_BRANCH ?? "").replace(/[^A-Za-z0-9._/-]/g, "").slice(0, 80);
  const files = (env.SITE_PREVIEW_CHANGED ?? "").split(/\s+/).filter(Boolean);
  return { branch, pages: changedPages(files) };
}
