import { describe, expect, it } from "vitest";
import { localizedSitePaths } from "../../src/content/page-languages";
import { splitLanguage } from "../../src/content/paths";
import { all, pageOf, textOf } from "./built-pages";

/**
 * Every pre-rendered route as its HTML carries it, before any script: one h1, its own title, its
 * main landmark. That each also loads with status 200 and no console error in a browser is
 * tests/e2e/every-page.spec.ts.
 */
const routes = localizedSitePaths();

describe("every pre-rendered route", () => {
  it("has one h1, a title in the site's pattern and a main landmark", () => {
    const problems = routes.flatMap((path) => {
      const document = pageOf(path);
      const found: string[] = [];
      const h1s = all(document, "h1").length;
      if (h1s !== 1) found.push(`${path}: ${h1s} h1 elements`);
      if (!/\| Summit Cloud Consulting$|^Summit Cloud Consulting/.test(document.title))
        found.push(`${path}: title "${document.title}"`);
      if (!document.querySelector("main#main")) found.push(`${path}: no main#main`);
      return found;
    });
    expect(routes.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("titles are unique within a language (a translation may keep a brand name as its title)", () => {
    const titles = new Map<string, string>();
    const shared: string[] = [];
    for (const path of routes) {
      const key = `${splitLanguage(path).language} ${pageOf(path).title}`;
      const other = titles.get(key);
      if (other) shared.push(`${path} shares its title with ${other}`);
      titles.set(key, path);
    }
    expect(shared).toEqual([]);
  });

  it("the HTML carries the page's content without JavaScript", () => {
    const careers = pageOf("/careers");
    expect(textOf(careers.querySelector("h1")).length).toBeGreaterThan(0);
    const apply = all(careers, "a").filter((link) =>
      /^Apply for /.test(link.getAttribute("aria-label") ?? textOf(link)),
    );
    expect(apply).toHaveLength(4);
  });
});
