import type { MetaDescriptor } from "~/content/seo";

/** JSON-LD inside a <script> element: "<" is escaped so no text in it can close the element. */
function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/**
 * A JSON-LD object with the page's language as `inLanguage` (schema.org's CreativeWork: an
 * Article, a ContactPage, a BreadcrumbList); an Organization is no work and has no language.
 */
function inLanguage(data: Record<string, unknown>, language: string): Record<string, unknown> {
  return data["@type"] === "Organization" ? data : { ...data, inLanguage: language };
}

/** The tags content/seo.ts builds for a page, as the <head> of its document in `language` (a BCP 47 code). */
export function MetaTags({ tags, language }: { tags: MetaDescriptor[]; language: string }) {
  return (
    <>
      {tags.map((tag) => {
        if ("title" in tag) return <title key="title">{tag.title}</title>;
        if ("script:ld+json" in tag) {
          const json = jsonLd(inLanguage(tag["script:ld+json"], language));
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own records, "<" escaped above
          return <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
        }
        if ("tagName" in tag)
          return (
            <link
              key={`${tag.rel}:${tag.hreflang ?? ""}:${tag.href}`}
              rel={tag.rel}
              href={tag.href}
              hrefLang={tag.hreflang}
            />
          );
        if ("property" in tag)
          return <meta key={`${tag.property}:${tag.content}`} property={tag.property} content={tag.content} />;
        return <meta key={tag.name} name={tag.name} content={tag.content} />;
      })}
    </>
  );
}
