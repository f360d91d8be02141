import { describe, expect, it } from "vitest";
import { absoluteUrl, type breadcrumbJsonLd, organizationJsonLd, pageMeta, pageTitle } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Careers",
    description: "Join a team of Salesforce architects.",
    path: "/careers",
    breadcrumbs: [],
  });

  it("applies the title template and a canonical URL on the configured origin", () => {
    expect(meta).toContainEqual({ title: "Careers | Summit Cloud Consulting" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.com/careers" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.example.com/careers" });
    expect(meta).toContainEqual({ name: "description", content: "Join a team of Salesforce architects." });
  });

  it("adds a breadcrumb ending at the page", () => {
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

describe("organizationJsonLd", () => {
  it("describes the company from the site configuration", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Summit Cloud Consulting",
      url: "https://www.example.com/",
      email: "hello@example.com",
      telephone: "+1 (555) 010-0142",
      address: { "@type": "PostalAddress", postalCode: "94105", addressCountry: "US" },
    });
    expect((organizationJsonLd().sameAs as string[]).length).toBe(4);
  });
});
