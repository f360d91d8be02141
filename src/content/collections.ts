import { getImage } from "astro:assets";
import { type CollectionEntry, getCollection } from "astro:content";
import { paths } from "~/content/paths";
import { buildNow, isPending, isPreviewBuild } from "~/lib/schedule";
import type { ArticleRecord } from "./article-index";
import type { CaseStudyRecord } from "./case-study-index";
import { defaultLanguage, languages } from "./languages";
import { pageLanguages } from "./page-languages";
import type { ContentImage } from "./schemas";

/**
 * The one place pages read the Markdown collections (src/content.config.ts). A draft is part of
 * `npm run dev` and of no production build: no page, card, feed or sitemap entry. So is a record
 * whose `publishAt` is still ahead of the build's "now" (src/lib/schedule.ts), which a preview
 * build (`SITE_PREVIEW=1`) shows as well, marked as scheduled.
 */
const published = ({ data }: { data: { draft: boolean; publishAt?: string } }) =>
  import.meta.env.DEV || (!data.draft && (isPreviewBuild() || !isPending(data, buildNow())));

export function articleEntries(): Promise<CollectionEntry<"articles">[]> {
  return getCollection("articles", published);
}

export function caseStudyEntries(): Promise<CollectionEntry<"caseStudies">[]> {
  return getCollection("caseStudies", published);
}

export async function articleRecords(): Promise<ArticleRecord[]> {
  return Promise.all(
    (await articleEntries()).map(async ({ id, data, body }) => withPhoto({ slug: id, data, body: body ?? "" })),
  );
}

export async function caseStudyRecords(): Promise<CaseStudyRecord[]> {
  return Promise.all(
    (await caseStudyEntries()).map(async ({ id, data, body }) => withPhoto({ slug: id, data, body: body ?? "" })),
  );
}

/**
 * An article or case study in a language, with what renders its body: the English collection's
 * entry for the default language, the translation's (`translatedArticles`, id `<code>/<slug>`)
 * otherwise. A translation exists only beside a published English file, is no draft itself and
 * needs its language's words around it (page-languages.ts), and it shows the English file's cover
 * photo.
 */
export type LocalizedEntry<Collection extends "articles" | "caseStudies"> = {
  slug: string;
  entry: CollectionEntry<Collection> | CollectionEntry<`translated${Capitalize<Collection>}`>;
};

async function localized<Collection extends "articles" | "caseStudies">(
  collection: Collection,
  language: string,
): Promise<LocalizedEntry<Collection>[]> {
  const english = (await getCollection(collection, published)) as CollectionEntry<Collection>[];
  if (language === defaultLanguage.code) return english.map((entry) => ({ slug: entry.id, entry }));
  const name = collection === "articles" ? "translatedArticles" : "translatedCaseStudies";
  const slugs = new Set(english.map((entry) => entry.id));
  const translations = (await getCollection(
    name,
    published,
  )) as CollectionEntry<`translated${Capitalize<Collection>}`>[];
  // A translation is a page only once its language has the words around it too (the hub's, the
  // categories'): page-languages.ts decides, as it does for the links and the sitemap.
  const pathOf = collection === "articles" ? paths.article : paths.caseStudy;
  return translations.flatMap((entry) => {
    const [code, slug = ""] = entry.id.split("/");
    return code === language && slugs.has(slug) && pageLanguages(pathOf(slug)).includes(language)
      ? [{ slug, entry }]
      : [];
  });
}

export const articleEntriesIn = (language: string) => localized("articles", language);
export const caseStudyEntriesIn = (language: string) => localized("caseStudies", language);

/**
 * The static paths of an article's or case study's template under src/pages/[...lang]/: one per
 * language each file is written in (`lang` undefined for the default language), with its entry.
 */
export async function localizedStaticPaths<Collection extends "articles" | "caseStudies">(collection: Collection) {
  const perLanguage = await Promise.all(
    languages.map(async ({ code }) =>
      (await localized(collection, code)).map(({ slug, entry }) => ({
        params: { lang: code === defaultLanguage.code ? undefined : code, slug },
        props: { entry, language: code },
      })),
    ),
  );
  return perLanguage.flat();
}

/**
 * The static paths of a list of articles (the hub's later pages, a category's pages) in every
 * language: `build` gives each page of the list in one language, named by its default-language
 * `path`; a page is kept where page-languages.ts says it exists (the list counted in that
 * language's articles, its words translated), with `lang` and the language as a prop.
 */
export async function listingStaticPaths<Params extends Record<string, string>, Props extends object>(
  build: (language: string, records: ArticleRecord[]) => { path: string; params: Params; props: Props }[],
) {
  const perLanguage = await Promise.all(
    languages.map(async ({ code }) =>
      build(code, await articleRecordsIn(code))
        .filter(({ path }) => pageLanguages(path).includes(code))
        .map(({ params, props }) => ({
          params: { ...params, lang: code === defaultLanguage.code ? undefined : code },
          props: { ...props, language: code },
        })),
    ),
  );
  return perLanguage.flat();
}

/** The articles written in `language`, as records: the English file's photo on a translation. */
export async function articleRecordsIn(language: string): Promise<ArticleRecord[]> {
  if (language === defaultLanguage.code) return articleRecords();
  const english = await articleRecords();
  return (await articleEntriesIn(language)).map(({ slug, entry }) => {
    const photo = english.find((record) => record.slug === slug)?.photo;
    const record = { slug, data: entry.data, body: entry.body ?? "" };
    return photo ? { ...record, photo } : record;
  });
}

/** The case studies written in `language`, as records: the English file's photo on a translation. */
export async function caseStudyRecordsIn(language: string): Promise<CaseStudyRecord[]> {
  if (language === defaultLanguage.code) return caseStudyRecords();
  const english = await caseStudyRecords();
  return (await caseStudyEntriesIn(language)).map(({ slug, entry }) => {
    const photo = english.find((record) => record.slug === slug)?.photo;
    const record = { slug, data: entry.data, body: entry.body ?? "" };
    return photo ? { ...record, photo } : record;
  });
}

async function withPhoto<Record extends { data: { cover?: { src?: unknown; alt: string } } }>(
  record: Record,
): Promise<Record & { photo?: ContentImage }> {
  const photo = await photoOf(record.data.cover);
  return photo ? { ...record, photo } : record;
}

/** A cover photo, resized to the widths cards and heroes are shown at, in WebP with a srcset. */
async function photoOf(cover: { src?: unknown; alt: string } | undefined): Promise<ContentImage | undefined> {
  if (!cover?.src) return undefined;
  const image = await getImage({
    src: cover.src as ImageMetadata,
    widths: [640, 960, 1280, 1920],
    format: "webp",
  });
  return {
    kind: "photo",
    src: image.src,
    srcSet: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
    alt: cover.alt,
  };
}
