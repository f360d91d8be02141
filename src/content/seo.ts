import { languageOf } from "~/content/languages";
import { officeIn, offices, site } from "~/content/site";
import { OG_IMAGE_SIZE, ogFamilies, ogFamiliesIn, ogFamilyFor, ogImagePath } from "./og-images";
import { localizedPath, paths, splitLanguage } from "./paths";
import { readIn } from "./read";

/**
 * Every page's meta comes from here (docs/developers.md "How the code is written"): title template, description, canonical URL,
 * Open Graph and Twitter tags, and JSON-LD. Each page file (src/pages/) calls `pageMeta` and hands the tags to the layout.
 */
/** One tag of a page's head, rendered by components/layout/meta-tags.tsx. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hreflang?: string }
  | { "script:ld+json": Record<string, unknown> };

export type PageMetaInput = {
  /** The page's own title; the site name is appended by the template. */
  title: string;
  description: string;
  /** Path from content/paths.ts, e.g. "/about". */
  path: string;
  type?: "website" | "article";
  /** Structured data beyond the breadcrumb every nested page gets. */
  jsonLd?: Record<string, unknown>[];
  /**
   * The breadcrumb trail from the home page to this page, both included, each named and addressed
   * in the page's language (page-languages.ts `metaIn` builds it), e.g. [{ name: "Start", path: "/de" },
   * { name: "Über uns", path: "/de/about" }, { name: "Partner", path: "/de/about/partners" }].
   */
  breadcrumbs?: { name: string; path: string }[];
  /**
   * The page in each language it exists in, itself included, and x-default (content/page-languages.ts
   * `alternatesOf`): `<link rel="alternate" hreflang>` and og:locale:alternate. None for a page in one language.
   */
  alternates?: { hreflang: string; href: string }[];
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
  const family = ogFamilyFor(splitLanguage(input.path).path);
  const language = splitLanguage(input.path).language;
  const image = absoluteUrl(ogImagePath(family, language));
  const imageAlt = `${site.name}: ${(ogFamiliesIn(language) ?? ogFamilies)[family].title}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    // The page's language is its address's (/de/… is German: content/paths.ts).
    { property: "og:locale", content: languageOf(splitLanguage(input.path).language).ogLocale },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  for (const { hreflang, href } of input.alternates ?? []) {
    tags.push({ tagName: "link", rel: "alternate", hreflang, href: absoluteUrl(href) });
    if (hreflang !== "x-default" && hreflang !== splitLanguage(input.path).language)
      tags.push({ property: "og:locale:alternate", content: languageOf(hreflang).ogLocale });
  }
  const structured = [...(input.jsonLd ?? [])];
  if (input.breadcrumbs) structured.push(breadcrumbJsonLd(input.breadcrumbs));
  for (const data of structured) tags.push({ "script:ld+json": data });
  return tags;
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The company as schema.org sees it (home and contact pages): reached at the office of the page's
 * language, with every office as its own PostalAddress (docs/decisions/040-offices-per-market.md).
 */
export function organizationJsonLd({ embedded = false, language = "" } = {}): Record<string, unknown> {
  const office = officeIn(language || undefined);
  return {
    // An organisation nested in another node (the contact page's mainEntity) takes its context.
    ...(embedded ? {} : { "@context": "https://schema.org" }),
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    // The blurb in the page's language, as its footer shows it.
    description: (language && readIn("site/site", language)?.blurb) || site.blurb,
    email: office.office.email,
    telephone: office.phone,
    address: offices.map(({ address }) => ({
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      ...(address.region ? { addressRegion: address.region } : {}),
      postalCode: address.postalCode,
      addressCountry: address.country,
    })),
    sameAs: site.social.map((profile) => profile.href),
  };
}

/** Articles and case studies (docs/requirements.md "Content and languages"): headline, date, author and publisher. */
export function articleJsonLd(input: {
  path: string;
  headline: string;
  description: string;
  section: string;
  datePublished?: string;
  /** The sitemap's lastmod for the page is read from here or datePublished (scripts/build/postbuild.ts). */
  dateModified?: string;
  author?: { name: string; jobTitle: string };
}): Record<string, unknown> {
  const url = absoluteUrl(input.path);
  const publisher = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    articleSection: input.section,
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(ogImagePath(ogFamilyFor(splitLanguage(input.path).path), splitLanguage(input.path).language)),
    author: input.author ? { "@type": "Person", name: input.author.name, jobTitle: input.author.jobTitle } : publisher,
    publisher,
  };
}

/** The contact page's JSON-LD: a ContactPage whose main entity is the organization. */
export function contactPageJsonLd(language = ""): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl(language ? localizedPath(paths.contact, language) : paths.contact),
    mainEntity: organizationJsonLd({ embedded: true, language }),
  };
}
