import { describe, expect, it } from "vitest";
import { callsToAction, isCtaId } from "./calls-to-action";
import { pageLanguages } from "./page-languages";
import { sitePageMetaIn } from "./page-meta";
import { paths, staticPagePaths } from "./paths";
import { type SitePage, type SitePageKey, sitePages } from "./site-pages";

const keys = Object.keys(sitePages) as SitePageKey[];
const titleOf = (meta: ReturnType<typeof sitePageMetaIn>) =>
  meta.find((tag): tag is { title: string } => "title" in tag)?.title;
const breadcrumbsOf = (meta: ReturnType<typeof sitePageMetaIn>) =>
  meta
    .map((tag) => ("script:ld+json" in tag ? (tag["script:ld+json"] as Record<string, unknown>) : undefined))
    .find((data) => data?.["@type"] === "BreadcrumbList")?.itemListElement as
    | { name: string; item: string }[]
    | undefined;

describe("the pages that exist once (site-pages.ts)", () => {
  it("give paths.ts their addresses and the sitemap its order", () => {
    for (const key of keys) expect(paths[key]).toBe(sitePages[key].path);
    expect(staticPagePaths).toEqual(keys.map((key) => sitePages[key].path));
    expect(new Set(staticPagePaths).size).toBe(keys.length);
  });

  it("bring their own calls to action, counted under their ids and named by their address", () => {
    const named = keys.flatMap((key) => (sitePages[key] as SitePage).calls?.map((id) => [id, key] as const) ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const [id, key] of named) {
      expect(isCtaId(id), id).toBe(true);
      expect(callsToAction[id as keyof typeof callsToAction]).toContain(`: ${sitePages[key].path}`);
    }
    expect(new Set(named.map(([id]) => id)).size, "an id named by two pages").toBe(named.length);
  });

  it("each have a title and a description in every language they exist in, where their entry says", () => {
    for (const key of keys)
      for (const language of pageLanguages(sitePages[key].path)) {
        const meta = sitePageMetaIn(key, language);
        expect(titleOf(meta), `${key} [${language}]`).toMatch(/\S/);
        expect(meta, `${key} [${language}]`).toContainEqual({
          name: "description",
          content: expect.stringMatching(/\S/),
        });
      }
  });

  it("take their titles from their own words: the About page's heading is its title, the hub's its heading", () => {
    expect(titleOf(sitePageMetaIn("about", "en"))).toBe("About Us | Summit Cloud Consulting");
    expect(titleOf(sitePageMetaIn("blog", "en"))).toBe("Insights Hub | Summit Cloud Consulting");
  });

  it("sit under the page their entry names in the breadcrumbs, from the language's home, named as its menus name them", () => {
    expect(breadcrumbsOf(sitePageMetaIn("partnerProgram", "de"))).toMatchObject([
      { name: "Start", item: "https://www.example.com/de" },
      { name: "Über uns", item: "https://www.example.com/de/about" },
      { name: "Partnerprogramm", item: "https://www.example.com/de/about/partner-program" },
    ]);
    expect(breadcrumbsOf(sitePageMetaIn("about", "fr"))).toMatchObject([
      { name: "Accueil", item: "https://www.example.com/fr" },
      { name: "À propos", item: "https://www.example.com/fr/about" },
    ]);
    expect(breadcrumbsOf(sitePageMetaIn("careers", "en"))).toMatchObject([
      { name: "Home", item: "https://www.example.com/" },
      { name: "Careers", item: "https://www.example.com/careers" },
    ]);
    expect(breadcrumbsOf(sitePageMetaIn("home", "en"))).toBeUndefined();
    for (const key of keys) {
      const under: string | undefined = (sitePages[key] as { under?: string }).under;
      if (under !== undefined) expect(keys, `${key} is under ${under}`).toContain(under);
    }
  });
});
