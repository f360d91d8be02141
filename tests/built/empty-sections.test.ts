import { describe, expect, it } from "vitest";
import { localizedSitePaths, notFoundLanguages } from "../../src/content/page-languages";
import { localizedPath } from "../../src/content/paths";
import { all, pageOf, textOf } from "./built-pages";

/**
 * No heading stands over nothing: a section whose list a language cannot fill (French has no
 * industry or cloud pages yet) is left out whole, on every page in every language. The search
 * results are the one list a script fills after the load, so they are empty in the HTML.
 */
const filledByScript = "[data-search-results]";
const pages = [...localizedSitePaths(), ...notFoundLanguages().map((code) => localizedPath("/404", code))];

describe("no heading over an empty list", () => {
  for (const path of pages) {
    it(path, () => {
      const main = pageOf(path).querySelector("main");
      expect(main).not.toBeNull();
      const empty = all(main as Element, "ul, ol")
        .filter((list) => list.children.length === 0 && !list.matches(filledByScript))
        .map((list) => {
          const section = list.closest("section");
          const heading = section?.querySelector("h1, h2, h3");
          return `an empty <${list.tagName.toLowerCase()}> under "${textOf(heading) || "(no heading)"}"`;
        });
      expect(empty).toEqual([]);
    });
  }
});
