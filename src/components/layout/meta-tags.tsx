import type { MetaDescriptor } from "~/lib/seo";

/** JSON-LD inside a <script> element: "<" is escaped so no text in it can close the element. */
function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/** The tags lib/seo.ts builds for a page, as the <head> of its document. */
export function MetaTags({ tags }: { tags: MetaDescriptor[] }) {
  return (
    <>
      {tags.map((tag) => {
        if ("title" in tag) return <title key="title">{tag.title}</title>;
        if ("script:ld+json" in tag) {
          const json = jsonLd(tag["script:ld+json"]);
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
