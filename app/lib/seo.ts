import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/**
 * Every page's meta comes from here (STYLE.md): title template, description, canonical URL,
 * Open Graph and Twitter tags, and JSON-LD. Routes call `pageMeta` from their `meta` export.
 */
export type PageMetaInput = {
  /** The page's own title; the site name is appended by the template. */
  title: string;
  description: string;
  /** Path from lib/paths.ts, e.g. "/about". */
  path: string;
  type?: "website" | "article";
  /** Structured data beyond the breadcrumb every nested page gets. */
  jsonLd?: Record<string, unknown>[];
  /** Breadcrumb trail above this page (home excluded), e.g. [{ name: "About", path: "/about" }]. */
  breadcrumbs?: { name: string; path: string }[];
};

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  const structured = [...(input.jsonLd ?? [])];
  if (input.breadcrumbs)
    structured.push(breadcrumbJsonLd([...input.breadcrumbs, { name: input.title, path: input.path }]));
  for (const data of structured) tags.push({ "script:ld+json": data });
  return tags;
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The company as schema.org sees it (home page), from the one site configuration module. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    description: site.blurb,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((profile) => profile.href),
  };
}
