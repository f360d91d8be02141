import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { cloudSlugs, industrySlugs, localizedPath, paths, serviceSlugs, splitLanguage } from "~/content/paths";
import { type MetaDescriptor, type PageMetaInput, pageMeta } from "~/content/seo";
import { dataDir, type SingletonName, singletonPath } from "./files";
import { defaultLanguage, languageOf, languages } from "./languages";
import { collectionDirs, publishedFilesIn } from "./markdown";
import { readIn } from "./read";
import { sitePages } from "./site-pages";
import { sitePaths } from "./site-paths";
import { translationPath } from "./translations";

/**
 * Which pages exist in which language (docs/decisions/026-languages.md). A page exists in a
 * language only when every file it needs is there in that language: its own words, the lists it
 * shows, and the words every page shares (header, footer, forms, popup). A French page with no
 * French file has no French address: it is never filled with English. Node only: the build's
 * static paths, the sitemap and the tests read it.
 */

/** The words every page shows: header and footer menus, the site's name and blurb, forms, the popup. */
const layoutFiles: SingletonName[] = ["site/site", "site/navigation", "site/forms", "site/strategy-popup"];

const singletons = (...names: SingletonName[]) => names.map(singletonPath);

/** The content files an English page is made of, beyond the layout's: `null` when it is not a page of the site. */
export function filesOfPage(path: string): string[] | null {
  const record = (folder: string, slug: string) => [
    `${dataDir}/${folder}/${slug}.json`,
    singletonPath("site/expertise-template"),
  ];
  // Typed so that a file site-pages.ts names without a description in files.ts does not compile.
  const page: { files: readonly SingletonName[] } | undefined = Object.values(sitePages).find(
    (entry) => entry.path === path,
  );
  if (page) return singletons(...page.files);
  const [, family, second, slug] = path.split("/");
  if (family === "expertise" && second === "services" && (serviceSlugs as readonly string[]).includes(slug ?? ""))
    return record("services", slug ?? "");
  if (family === "expertise" && second === "clouds" && (cloudSlugs as readonly string[]).includes(slug ?? ""))
    return record("clouds", slug ?? "");
  if (family === "industries" && (industrySlugs as readonly string[]).includes(second ?? "") && slug === undefined)
    return record("industries", second ?? "");
  if (family === "case-studies" && second && slug === undefined)
    return [`${collectionDirs.caseStudies}/${second}.md`, ...singletons("pages/case-studies")];
  // The hub's later pages and the categories' pages list articles: the hub's words and the categories'.
  if (/^\/blog\/(?:page\/\d+|category\/[a-z0-9-]+(?:\/page\/\d+)?)$/.test(path))
    return singletons("pages/blog", "lists/blog-categories");
  if (family === "blog" && second && second !== "category" && second !== "page" && slug === undefined)
    return [
      `${collectionDirs.articles}/${second}.md`,
      ...singletons("pages/blog", "lists/blog-categories", "site/sharing"),
    ];
  return null;
}

/** The 404 page's files: it exists in every language that has its words and the layout's. */
export const notFoundFiles = [singletonPath("pages/not-found")];

function hasAll(files: string[], language: string, root: string): boolean {
  if (language === defaultLanguage.code) return true;
  return [...layoutFiles.map(singletonPath), ...files].every((file) =>
    existsSync(resolve(root, translationPath(file, language))),
  );
}

/**
 * The pages the Markdown files make: a case study, an article, and the lists of articles after
 * the hub's first page (later pages, categories). Each exists in a language only when that
 * language's files make it (site-paths.ts): an article needs its translation, and the German
 * hub's later pages and categories are counted in German articles.
 */
function madeByMarkdown(path: string): boolean {
  return path.startsWith(`${paths.caseStudies}/`) || path.startsWith(`${paths.blog}/`);
}

/** The languages an English page exists in, the default first. */
export function pageLanguages(path: string, root = process.cwd()): string[] {
  const files = filesOfPage(path);
  if (files === null) return [defaultLanguage.code];
  const codes = languages.map((language) => language.code).filter((code) => hasAll(files, code, root));
  if (!madeByMarkdown(path)) return codes;
  return codes.filter((code) => code === defaultLanguage.code || sitePaths(root, code).includes(path));
}

/**
 * Where a link to `to` (a default-language address from content/paths.ts, query and fragment kept)
 * leads on a page in `language`: the same page in that language, or `undefined` when it has no
 * translation there, and the link is dropped (ADR 026). Anything not an address of this site
 * (`mailto:`, `https://…`, `#top`) is left as it is. Link (components/ui/link.tsx) takes it.
 */
export function hrefIn(language: string, root = process.cwd()): (to: string) => string | undefined {
  return (to) => {
    if (language === defaultLanguage.code || !to.startsWith("/") || to.startsWith("//")) return to;
    const path = to.split(/[?#]/)[0] || "/";
    return pageLanguages(path, root).includes(language) ? localizedPath(to, language) : undefined;
  };
}

/**
 * The static paths of a page template under src/pages/[...lang]/: one per language the page
 * exists in, `lang` undefined for the default language (no prefix: /about) and the code for
 * another (/de/about), with the language as a prop.
 */
export function languageStaticPaths(path: string, root = process.cwd()) {
  return pageLanguages(path, root).map((language) => ({
    params: { lang: language === defaultLanguage.code ? undefined : language },
    props: { language },
  }));
}

/**
 * The same for a page whose last segment a language writes in its own words (content/paths.ts
 * `ownAddresses`), a template named after its parameter: src/pages/[...lang]/[legalNotice].astro
 * gets `legalNotice` as legal-notice, impressum or mentions-legales, one per language.
 */
export function ownAddressStaticPaths<Param extends string>(path: string, param: Param, root = process.cwd()) {
  return languageStaticPaths(path, root).map(({ params, props }) => ({
    params: { ...params, [param]: localizedPath(path, props.language).split("/").at(-1) ?? "" } as typeof params &
      Record<Param, string>,
    props,
  }));
}

/**
 * The languages with an RSS feed (/rss.xml, /de/rss.xml): those whose hub exists and lists at
 * least one article. French has no article, so it has no feed and no page links to one.
 */
export function feedLanguages(root = process.cwd()): string[] {
  return pageLanguages(paths.blog, root).filter((code) => publishedFilesIn("articles", code, root).length > 0);
}

/** The 404 page's languages: every language that has its words and the layout's. */
export function notFoundLanguages(root = process.cwd()): string[] {
  return languages.map((language) => language.code).filter((code) => hasAll(notFoundFiles, code, root));
}

/** The words of the page that says a page is not translated yet. */
export const notTranslatedFiles = [singletonPath("pages/not-translated")];

/**
 * The addresses that answer, in another language, for an English page with no translation there
 * (docs/decisions/039-pages-missing-in-a-language.md): `/fr/services` says in French that the page
 * exists in English only and links to it. One per English page and language that has the words
 * to say so and no translation of that page. Not pages of the site: no alternate, sitemap entry,
 * search entry or link from another page leads to one.
 */
export function untranslatedPaths(root = process.cwd()): { path: string; language: string; english: string }[] {
  const english = sitePaths(root);
  return languages
    .map((language) => language.code)
    .filter((code) => code !== defaultLanguage.code && hasAll(notTranslatedFiles, code, root))
    .flatMap((code) =>
      english
        .filter((path) => !pageLanguages(path, root).includes(code))
        .map((path) => ({ path: localizedPath(path, code), language: code, english: path })),
    );
}

/** Every page a production build writes in every language: the English ones, then each language's. */
export function localizedSitePaths(root = process.cwd()): string[] {
  const english = sitePaths(root);
  return languages.flatMap((language) =>
    english
      .filter((path) => pageLanguages(path, root).includes(language.code))
      .map((path) => localizedPath(path, language.code)),
  );
}

export type Alternate = { hreflang: string; href: string };

/**
 * A page's `<link rel="alternate" hreflang>` set (and the sitemap's `xhtml:link`): one per language
 * the page exists in, the page itself included, plus `x-default`, the English page. Empty when the
 * page exists in one language only. The same set on every translation of a page: reciprocal.
 */
export function alternatesOf(path: string, root = process.cwd()): Alternate[] {
  const english = splitLanguage(path).path;
  const codes = pageLanguages(english, root);
  if (codes.length < 2) return [];
  return [
    ...codes.map((code) => ({ hreflang: languageOf(code).code, href: localizedPath(english, code) })),
    { hreflang: "x-default", href: english },
  ];
}

/**
 * A page's head in its language: `input` names the page by its default-language address, and its
 * `breadcrumbs` are the pages above it (home excluded) by theirs; the canonical, og:url and
 * breadcrumbs become the language's, and the head lists the page's translations (`alternatesOf`).
 * The trail starts at the language's home page and ends at the page itself. A breadcrumb whose
 * page has no translation is left out.
 */
export function metaIn(language: string, input: PageMetaInput, root = process.cwd()): MetaDescriptor[] {
  const here = hrefIn(language, root);
  const menuName = menuNameIn(language);
  return pageMeta({
    ...input,
    path: localizedPath(input.path, language),
    alternates: alternatesOf(input.path, root),
    ...(input.breadcrumbs
      ? {
          breadcrumbs: [{ name: "", path: "/" }, ...input.breadcrumbs, { name: input.title, path: input.path }].flatMap(
            (crumb) => {
              const path = here(crumb.path);
              const name = menuName(crumb.path) ?? crumb.name;
              if (name === "")
                throw new Error(`${singletonPath("site/navigation")} [${language}]: no menu link names the home page`);
              return path === undefined ? [] : [{ name, path }];
            },
          ),
        }
      : {}),
  });
}

/**
 * The name the language's menus give the page at a default-language address, or `undefined` when
 * no menu links to it. A breadcrumb names a page so, one name per thing: what the visitor clicked
 * is what the trail says. The footer's name comes first: it names each page itself ("About Us",
 * "Services"), where the header's overview links name it among its siblings ("Our Story", "All
 * Services"); the header's label otherwise ("Gesundheitswesen & Life Sciences", not the page's
 * longer title). The home page is named so too ("Home", "Start", "Accueil").
 */
function menuNameIn(language: string): (path: string) => string | undefined {
  const menus = readIn("site/navigation", language);
  const header = (menus?.main ?? []).flatMap((item) => [
    ...(item.kind === "link" ? [{ label: item.label, to: item.to ?? "" }] : []),
    ...(item.items ?? []),
    ...(item.columns ?? []).flatMap((column) => column.items),
  ]);
  const footer = (menus?.footer ?? []).flatMap((column) => column.items);
  return (path) => (footer.find((link) => link.to === path) ?? header.find((link) => link.to === path))?.label;
}

/** The language switcher's links for the page at `path` (any language's address): one per language it exists in. */
export function languageLinksOf(path: string, root = process.cwd()): { code: string; name: string; href: string }[] {
  const english = splitLanguage(path).path;
  return pageLanguages(english, root).map((code) => ({
    code,
    name: languageOf(code).name,
    href: localizedPath(english, code),
  }));
}
