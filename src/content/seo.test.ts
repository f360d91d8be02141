import { describe, expect, it } from "vitest";
import { absoluteUrl, articleJsonLd, type breadcrumbJsonLd, organizationJsonLd, pageMeta, pageTitle } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Careers",
    description: "Join a team of Salesforce architects.",
    path: "/careers",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Careers", path: "/careers" },
    ],
  });

  it("applies the title template and a canonical URL on the configured origin", () => {
    expect(meta).toContainEqual({ title: "Careers | Summit Cloud Consulting" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/careers" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.example.com/careers" });
    expect(meta).toContainEqual({ name: "description", content: "Join a team of Salesforce architects." });
  });

  it("writes the breadcrumb trail it is given, from the home page to the page", () => {
    const ld = meta.find((tag) => "script:ld+json" in tag) as { "script:ld+json": ReturnType<typeof breadcrumbJsonLd> };
    expect(ld["script:ld+json"]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://www.example.com/" },
        { position: 2, name: "Careers", item: "https://www.example.com/careers" },
      ],
    });
  });

  it("leaves the home title alone", () => {
    expect(pageTitle("Summit Cloud Consulting")).toBe("Summit Cloud Consulting");
    expect(absoluteUrl("/")).toBe("https://www.example.com/");
  });
});

describe("sharing images", () => {
  const image = (path: string) =>
    pageMeta({ title: "T", description: "D", path }).find((tag) => "property" in tag && tag.property === "og:image");

  it("gives each page family its own 1200×630 card", () => {
    expect(image("/about")).toMatchObject({ content: "https://www.example.com/og/company.png" });
    expect(image("/expertise/services/devops")).toMatchObject({ content: "https://www.example.com/og/services.png" });
    expect(image("/expertise/clouds/data-cloud")).toMatchObject({ content: "https://www.example.com/og/clouds.png" });
    expect(image("/industries/healthcare")).toMatchObject({ content: "https://www.example.com/og/industries.png" });
    expect(image("/case-studies")).toMatchObject({ content: "https://www.example.com/og/case-studies.png" });
    expect(image("/blog/devops-salesforce-roi")).toMatchObject({ content: "https://www.example.com/og/insights.png" });
  });

  it("repeats the card for Twitter with its size and alt text", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/blog" });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://www.example.com/og/insights.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta.some((tag) => "property" in tag && tag.property === "og:image:alt")).toBe(true);
  });
});

describe("structured data", () => {
  it("describes the company from the site configuration", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@type": "Organization",
      name: "Summit Cloud Consulting",
      url: "https://www.example.com/",
      telephone: "+1 (555) 010-0142",
    });
    expect(organizationJsonLd().address).toContainEqual(
      expect.objectContaining({ "@type": "PostalAddress", postalCode: "94105" }),
    );
  });

  it("credits an article to its author with its date, and a case study to the company", () => {
    const article = articleJsonLd({
      path: "/blog/devops-salesforce-roi",
      headline: "H",
      description: "D",
      section: "DevOps & Salesforce",
      datePublished: "2024-10-15",
      author: { name: "Marcus Delgado", jobTitle: "DevOps Practice Lead" },
    });
    expect(article).toMatchObject({
      "@type": "Article",
      datePublished: "2024-10-15",
      author: { "@type": "Person", name: "Marcus Delgado" },
      url: "https://www.example.com/blog/devops-salesforce-roi",
    });
    const study = articleJsonLd({ path: "/case-studies/x", headline: "H", description: "D", section: "Healthcare" });
    expect(study).toMatchObject({ author: { "@type": "Organization" } });
    expect(study).not.toHaveProperty("datePublished");
  });
});

describe("organizationJsonLd in full", () => {
  it("describes the company from the site configuration", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Summit Cloud Consulting",
      url: "https://www.example.com/",
      email: "hello@example.com",
      telephone: "+1 (555) 010-0142",
    });
    expect((organizationJsonLd().sameAs as string[]).length).toBe(4);
  });

  it("is reached at the office of the page's language and lists every office as its own address", () => {
    const german = organizationJsonLd({ language: "de" });
    expect(german).toMatchObject({ email: "muenchen@example.com", telephone: "+49 89 2153 4870" });
    expect((german.address as { addressCountry: string }[]).map((address) => address.addressCountry)).toEqual([
      "US",
      "DE",
      "FR",
    ]);
    expect(german.address).toContainEqual({
      "@type": "PostalAddress",
      streetAddress: "Leopoldstraße 31",
      addressLocality: "München",
      postalCode: "80802",
      addressCountry: "DE",
    });
  });
});

describe("a page in several languages", () => {
  const alternates = [
    { hreflang: "en", href: "/contact" },
    { hreflang: "de", href: "/de/contact" },
    { hreflang: "fr", href: "/fr/contact" },
    { hreflang: "x-default", href: "/contact" },
  ];
  const of = (path: string) => pageMeta({ title: "Kontakt", description: "D", path, alternates });
  const values = (tags: ReturnType<typeof pageMeta>, property: string) =>
    tags.flatMap((tag) => ("property" in tag && tag.property === property ? [tag.content] : []));

  it("names its locale from its address, and the others as og:locale:alternate", () => {
    expect(values(of("/de/contact"), "og:locale")).toEqual(["de_DE"]);
    expect(values(of("/de/contact"), "og:locale:alternate")).toEqual(["en_US", "fr_FR"]);
    expect(values(of("/contact"), "og:locale")).toEqual(["en_US"]);
    expect(values(of("/contact"), "og:locale:alternate")).toEqual(["de_DE", "fr_FR"]);
  });

  it("links each translation and x-default with absolute addresses, canonical to itself", () => {
    const tags = of("/de/contact");
    expect(tags.filter((tag) => "tagName" in tag && tag.rel === "alternate")).toEqual(
      alternates.map(({ hreflang, href }) => ({
        tagName: "link",
        rel: "alternate",
        hreflang,
        href: absoluteUrl(href),
      })),
    );
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/de/contact") });
  });

  it("has no alternates when it exists in one language", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/about" });
    expect(tags.some((tag) => "tagName" in tag && tag.rel === "alternate")).toBe(false);
    expect(values(tags, "og:locale:alternate")).toEqual([]);
  });
});
