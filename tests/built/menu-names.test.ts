import { describe, expect, it } from "vitest";
import { localizedSitePaths } from "../../src/content/page-languages";
import { localizedPath } from "../../src/content/paths";
import { absoluteUrl } from "../../src/content/seo";
import { all, pageOf, textOf } from "./built-pages";

/**
 * One name per thing: in each language, the name a menu gives a page is the name the page gives
 * itself. For every built page of every language, each link of the header's desktop menus (the
 * phone menu lists the same links: checked too) is followed to the page it opens, and there:
 *
 * - the breadcrumb's last name (its BreadcrumbList JSON-LD) is exactly the menu's label, or,
 *   where the same page's footer links the address too, exactly the footer's label. The footer
 *   names a page by itself ("About Us", "Services"); the header's overview links name it among
 *   its siblings ("Our Story" opens About Us, "All Services" the services page). So a page's
 *   breadcrumb is the menus' name for it, not its longer title (the spec quotes the English
 *   titles, "Healthcare & Life Sciences Solutions", and the menu's "Healthcare & Life Sciences").
 * - every word of that name (split at spaces, hyphens, "&" and colons; case ignored) stands in
 *   the page's `<h1>` or its `<title>`: a heading may say more ("Lösungen für Gesundheitswesen &
 *   Life Sciences"), never something else ("Healthcare" on a German page whose menu says
 *   "Gesundheitswesen"). `differentHeadings` lists, with the reason, the few pages allowed not to.
 * - the menu's link to the home page names the first breadcrumb of every page of its language,
 *   which leads to that language's home ("Start", https://www.example.com/de). The home page
 *   itself has no breadcrumb, and its heading is the company's name and offer.
 *
 * Reads each built page once with jsdom (~125 pages): about 4 s, nearly all of it parsing.
 */
const differentHeadings: Record<string, string> = {
  // The menu's "Blog" opens the hub the spec names "Insights Hub" in its heading and title.
  "/blog": "the Insights Hub",
  "/de/blog": "the Insights Hub",
  // German declines the menu's "Öffentlicher Sektor" after "für den": "Lösungen für den öffentlichen Sektor".
  "/de/industries/public-sector": "a declined adjective",
};

type Crumb = { name: string; item: string };

function breadcrumbOf(document: Document): Crumb[] | undefined {
  for (const script of all(document, 'script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? "{}") as { "@type"?: string; itemListElement?: Crumb[] };
    if (data["@type"] === "BreadcrumbList") return data.itemListElement;
  }
  return undefined;
}

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s\-&:]+/)
    .filter((word) => word !== "");

const pages = localizedSitePaths();
const languageOf = (document: Document) => document.documentElement.lang;

describe("one name per thing: menus, breadcrumbs and headings agree", () => {
  // Each language's menu links, as every page of the language shows them.
  const menus = new Map<string, Map<string, Set<string>>>();
  const named = (link: Element) => `${textOf(link)} → ${link.getAttribute("href")}`;
  const notInPhoneMenu: string[] = [];
  for (const path of pages) {
    const document = pageOf(path);
    const links = menus.get(languageOf(document)) ?? new Map<string, Set<string>>();
    menus.set(languageOf(document), links);
    const phone = new Set(all(document, "header nav#mobile-menu a[href]").map(named));
    for (const link of all(document, "header nav[data-menubar] a[href]")) {
      const href = link.getAttribute("href") ?? "";
      links.set(href, (links.get(href) ?? new Set()).add(textOf(link)));
      if (!phone.has(named(link))) notInPhoneMenu.push(`${path}: ${named(link)}`);
    }
  }

  it("finds the desktop menus' links, with their labels, in the phone menu too", () => {
    expect(notInPhoneMenu).toEqual([]);
  });

  it("finds the header's menus in every language", () => {
    expect([...menus.keys()].sort()).toEqual(["de", "en", "fr"]);
    for (const links of menus.values()) expect(links.size).toBeGreaterThan(1);
  });

  for (const [language, links] of menus)
    it(`${language}: each menu link opens a page whose breadcrumb and heading say its label`, () => {
      const problems: string[] = [];
      for (const [href, labels] of links) {
        if (labels.size !== 1) problems.push(`${href}: the menus name it ${[...labels].join(" and ")}`);
        const label = [...labels][0] ?? "";
        const document = pageOf(href);
        // The footer's menu columns, not its language switcher (which links the page itself, by language).
        const footer = all(document, "footer nav a[href]:not([hreflang])").find(
          (link) => link.getAttribute("href") === href,
        );
        const name = footer ? textOf(footer) : label;
        if (href === localizedPath("/", language)) continue;
        const trail = breadcrumbOf(document);
        if (trail?.at(-1)?.name !== name)
          problems.push(`${href}: the menu says "${name}", the breadcrumb "${trail?.at(-1)?.name}"`);
        if (href in differentHeadings) continue;
        const heading =
          `${textOf(document.querySelector("h1"))} ${textOf(document.querySelector("title"))}`.toLowerCase();
        const missing = words(name).filter((word) => !heading.includes(word));
        if (missing.length > 0)
          problems.push(`${href}: the menu says "${name}", the heading and title lack "${missing.join(", ")}"`);
      }
      expect(problems).toEqual([]);
    });

  it("names each page's first breadcrumb as the menu names the home page, and leads it to its language's home", () => {
    const problems: string[] = [];
    for (const path of pages) {
      const document = pageOf(path);
      const first = breadcrumbOf(document)?.[0];
      if (first === undefined) continue;
      const home = localizedPath("/", languageOf(document));
      const expected = { name: [...(menus.get(languageOf(document))?.get(home) ?? [])][0], item: absoluteUrl(home) };
      if (first.name !== expected.name || first.item.replace(/\/$/, "") !== expected.item.replace(/\/$/, ""))
        problems.push(`${path}: starts at "${first.name}" ${first.item}, not "${expected.name}" ${expected.item}`);
    }
    expect(problems).toEqual([]);
  });
});
