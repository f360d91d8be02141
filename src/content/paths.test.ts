import { describe, expect, it } from "vitest";
import { sitePaths } from "~/content/site-paths";
import { contactPath, localizedPath, ownAddresses, paths, splitLanguage, staticPagePaths } from "./paths";

describe("contactPath", () => {
  it("percent-encodes the subject as docs/requirements.md writes its links", () => {
    expect(contactPath({ subject: "Discuss My Project" })).toBe("/contact?subject=Discuss%20My%20Project");
    expect(contactPath({ subject: "Partnership Inquiry" })).toBe("/contact?subject=Partnership%20Inquiry");
    expect(contactPath({ subject: "PartnershipProgramInquiry" })).toBe("/contact?subject=PartnershipProgramInquiry");
  });

  it("encodes a service title, ampersands included", () => {
    expect(contactPath({ service: "Custom API & Integration" })).toBe(
      "/contact?service=Custom%20API%20%26%20Integration",
    );
  });

  it("keeps the careers link's plus sign when asked", () => {
    expect(contactPath({ subject: "General Application" }, { spaces: "plus" })).toBe(
      "/contact?subject=General+Application",
    );
  });

  it("round-trips through URLSearchParams, markup included", () => {
    const subject = `Application: <b>"Lead" & co</b>`;
    const url = new URL(contactPath({ subject }), "https://example.com");
    expect(url.searchParams.get("subject")).toBe(subject);
  });
});

describe("pages", () => {
  it("lists each page once, home first, with no dynamic segments", () => {
    const pages = sitePaths();
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages[0]).toBe("/");
    for (const path of pages) expect(path).not.toMatch(/[:*[\]]/);
    // The pages that exist once (their registry, site-pages.ts, has a test of its own), then 36
    // pages of the families and Markdown files, one page per blog category with articles, and
    // the Insights Hub's second page (six articles, four a page).
    expect(pages).toHaveLength(staticPagePaths.length + 36 + 6 + 1);
    expect(pages).toContain(paths.search);
    expect(pages).toContain(paths.legalNotice);
    expect(pages).toContain(paths.book);
    expect(pages).toContain("/blog/page/2");
  });

  it("spells the required routes", () => {
    expect(paths.partners).toBe("/about/partners");
    expect(paths.service("devops")).toBe("/expertise/services/devops");
    expect(paths.cloud("education-cloud")).toBe("/expertise/clouds/education-cloud");
    expect(paths.industry("retail-ecommerce")).toBe("/industries/retail-ecommerce");
  });
});

describe("a page's address in a language", () => {
  it("is today's address in English and the same address under /de or /fr otherwise", () => {
    expect(localizedPath(paths.contact, "en")).toBe("/contact");
    expect(localizedPath(paths.home, "de")).toBe("/de");
    expect(localizedPath(paths.service("devops"), "de")).toBe("/de/expertise/services/devops");
    expect(localizedPath(contactPath({ subject: "Discovery Call" }), "fr")).toBe(
      "/fr/contact?subject=Discovery%20Call",
    );
  });

  it("is written in the language's own words where its law names the page: Impressum, mentions légales", () => {
    expect(localizedPath(paths.legalNotice, "en")).toBe("/legal-notice");
    expect(localizedPath(paths.legalNotice, "de")).toBe("/de/impressum");
    expect(localizedPath(paths.legalNotice, "fr")).toBe("/fr/mentions-legales");
    expect(localizedPath(`${paths.legalNotice}#host`, "de")).toBe("/de/impressum#host");
    expect(splitLanguage("/fr/mentions-legales?x=1")).toEqual({ language: "fr", path: "/legal-notice?x=1" });
  });

  it("gives no two pages the same address in a language", () => {
    for (const language of ["en", "de", "fr"]) {
      const addresses = sitePaths().map((path) => localizedPath(path, language));
      expect(new Set(addresses).size).toBe(addresses.length);
    }
    // An own address is a slug of its language, never another page's English address.
    for (const own of Object.values(ownAddresses).flatMap(Object.values)) expect(sitePaths()).not.toContain(own);
  });

  it("is refused for an address already in a language, off the site, or in a language the site lacks", () => {
    expect(() => localizedPath("/de/contact", "fr")).toThrow("/de/contact: already in a language");
    expect(() => localizedPath("https://example.com/x", "de")).toThrow("not an address on this site");
    expect(() => localizedPath("//evil.example/x", "de")).toThrow("not an address on this site");
    expect(() => localizedPath("/contact", "xx")).toThrow("xx: no such language");
  });

  it("splits back into the language and the English address", () => {
    for (const path of [...sitePaths(), "/contact?subject=Discovery%20Call"])
      for (const language of ["en", "de", "fr"])
        expect(splitLanguage(localizedPath(path, language))).toEqual({ language, path });
    // A slug that merely starts with two letters is no language.
    expect(splitLanguage("/devops")).toEqual({ language: "en", path: "/devops" });
  });
});

describe("a list's later pages", () => {
  it("live under the list's address, the first page at the list itself, each with a chunk of cards", () => {
    expect(paths.listingPage("/blog/category/devops-salesforce", 2)).toBe("/blog/category/devops-salesforce/page/2");
    expect(paths.listingPage(paths.blog, 1)).toBe("/blog");
    expect(paths.listingChunk(paths.blog, 3)).toBe("/blog/page/3.json");
  });
});
