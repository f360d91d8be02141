import { getImage } from "astro:assets";
import { type CollectionEntry, getCollection } from "astro:content";
import type { ArticleRecord } from "./article-index";
import type { CaseStudyRecord } from "./case-study-index";
import type { ContentImage } from "./schemas";

/**
 * The one place pages read the Markdown collections (src/content.config.ts). A draft is part of
 * `npm run dev` and of no production build: no page, card, feed or sitemap entry.
 */
const published = ({ data }: { data: { draft: boolean } }) => import.meta.env.DEV || !data.draft;

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
