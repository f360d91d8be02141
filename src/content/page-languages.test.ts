import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localizedPath, paths, splitLanguage } from "~/content/paths";
import { ARTICLES_PER_PAGE } from "~/lib/listing";
import { alternatesOf, feedLanguages, filesOfPage, hrefIn, localizedSitePaths, pageLanguages } from "./page-languages";
import { sitePaths } from "./site-paths";
import { translationPath } from "./translations";

/**
 * A page exists in a language only when every file it needs is translated (in a temporary copy of
 * src/content with no translations but those a test writes), and its alternates are reciprocal.
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "page-languages-"));
  cpSync("src/content", join(root, "src/content"), { recursive: true, filter: (path) => !path.includes("/i18n") });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function translate(language: string, ...files: string[]) {
  for (const file of files) {
    const target = join(root, translationPath(file, language));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(root, file)));
  }
}
const layout = [
  "src/content/data/site/site.json",
  "src/content/data/site/navigation.json",
  "src/content/data/site/forms.json",
  "src/content/data/site/strategy-popup.json",
];

describe("a page's languages", () => {
  it("are English alone until the page's files and the layout's are all translated", () => {
    expect(pageLanguages(paths.contact, root)).toEqual(["en"]);
    translate("de", "src/content/data/pages/contact.json");
    expect(pageLanguages(paths.contact, root)).toEqual(["en"]);
    translate("de", ...layout);
    expect(pageLanguages(paths.contact, root)).toEqual(["en", "de"]);
    // About shows the leadership and the principles too: its own file alone is not enough.
    translate("de", "src/content/data/pages/about.json");
    expect(pageLanguages(paths.about, root)).toEqual(["en"]);
    translate("de", "src/content/data/lists/leadership.json", "src/content/data/lists/principles.json");
    expect(pageLanguages(paths.about, root)).toEqual(["en", "de"]);
  });

  it("give an article, a case study and the hub's lists a language only where its Markdown files are written in it", () => {
    // Articles and case studies may exist in one language only (ADR 026): an article without a
    // French file has no French address, and the French hub counts its French articles alone.
    translate("fr", ...layout, "src/content/data/pages/blog.json", "src/content/data/lists/blog-categories.json");
    translate("fr", "src/content/data/site/sharing.json", "src/content/articles/devops-salesforce-roi.md");
    translate("fr", "src/content/data/pages/case-studies.json", "src/content/data/pages/search.json");
    expect(pageLanguages(paths.article("devops-salesforce-roi"), root)).toEqual(["en", "fr"]);
    expect(pageLanguages(paths.article("government-cloud-security"), root)).toEqual(["en"]);
    expect(pageLanguages(paths.blog, root)).toEqual(["en", "fr"]);
    expect(pageLanguages(paths.blogCategory("devops-salesforce"), root)).toEqual(["en", "fr"]);
    const englishArticles = readdirSync(join(root, "src/content/articles")).length;
    expect(englishArticles).toBeGreaterThan(ARTICLES_PER_PAGE);
    // Six English articles make a second page of the hub; one French article does not.
    expect(pageLanguages(paths.listingPage(paths.blog, 2), root)).toEqual(["en"]);
    expect(pageLanguages(paths.caseStudies, root)).toEqual(["en", "fr"]);
    expect(pageLanguages(paths.caseStudy("retail-transformation-salesforce"), root)).toEqual(["en"]);
    translate("fr", "src/content/case-studies/retail-transformation-salesforce.md");
    expect(pageLanguages(paths.caseStudy("retail-transformation-salesforce"), root)).toEqual(["en", "fr"]);
    // Search exists in a language once its page's words do.
    expect(pageLanguages(paths.search, root)).toEqual(["en", "fr"]);
    const french = localizedSitePaths(root).filter((path) => splitLanguage(path).language === "fr");
    expect(french.filter((path) => path.startsWith("/fr/blog") || path.startsWith("/fr/case-studies")).sort()).toEqual([
      "/fr/blog",
      "/fr/blog/category/devops-salesforce",
      "/fr/blog/devops-salesforce-roi",
      "/fr/case-studies",
      "/fr/case-studies/retail-transformation-salesforce",
    ]);
    expect(feedLanguages(root)).toEqual(["en", "fr"]);
  });

  it("give a translated article no address while it is a draft", () => {
    translate("fr", ...layout, "src/content/data/pages/blog.json", "src/content/data/lists/blog-categories.json");
    translate("fr", "src/content/data/site/sharing.json", "src/content/articles/devops-salesforce-roi.md");
    const file = join(root, translationPath("src/content/articles/devops-salesforce-roi.md", "fr"));
    writeFileSync(file, readFileSync(file, "utf8").replace(/^---\n/, "---\ndraft: true\n"));
    expect(pageLanguages(paths.article("devops-salesforce-roi"), root)).toEqual(["en"]);
    // No French article left: no French feed, and no page links to one.
    expect(feedLanguages(root)).toEqual(["en"]);
  });

  it("give search a page in a language once its words are translated, as any page", () => {
    translate("fr", ...layout);
    expect(pageLanguages(paths.search, root)).toEqual(["en"]);
    translate("fr", "src/content/data/pages/search.json");
    expect(pageLanguages(paths.search, root)).toEqual(["en", "fr"]);
    expect(hrefIn("fr", root)(`${paths.search}?q=devops`)).toBe("/fr/search?q=devops");
  });

  it("lead a link to the page in the page's language, or nowhere when it has no translation there", () => {
    translate("de", ...layout, "src/content/data/pages/contact.json");
    const german = hrefIn("de", root);
    expect(german("/contact?subject=Terms%20of%20Service")).toBe("/de/contact?subject=Terms%20of%20Service");
    expect(german("/about")).toBeUndefined();
    expect(german("mailto:hello@example.com")).toBe("mailto:hello@example.com");
    expect(hrefIn("en", root)("/about")).toBe("/about");
  });

  it("are known for every page the site builds", () => {
    expect(sitePaths(root).filter((path) => filesOfPage(path) === null)).toEqual([]);
  });
});

describe("alternates", () => {
  it("are none for a page in one language, and the same reciprocal set with x-default English on each translation", () => {
    expect(alternatesOf("/contact", root)).toEqual([]);
    translate("de", ...layout, "src/content/data/pages/contact.json");
    translate("fr", ...layout, "src/content/data/pages/contact.json");
    const expected = [
      { hreflang: "en", href: "/contact" },
      { hreflang: "de", href: "/de/contact" },
      { hreflang: "fr", href: "/fr/contact" },
      { hreflang: "x-default", href: "/contact" },
    ];
    for (const language of ["en", "de", "fr"])
      expect(alternatesOf(localizedPath("/contact", language), root)).toEqual(expected);
  });
});
