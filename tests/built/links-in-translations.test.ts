import { describe, expect, it } from "vitest";
import { defaultLanguage } from "../../src/content/languages";
import { localizedSitePaths } from "../../src/content/page-languages";
import { splitLanguage } from "../../src/content/paths";
import { all, pageOf, textOf } from "./built-pages";

/**
 * A translated section keeps its way on: where the English section leads somewhere (a "see our
 * open roles" with its button), its translation has a link too, or is left out whole. A link
 * whose page has no translation is dropped (docs/decisions/026-languages.md), and the sentence
 * around it must go with it. Sections are paired by their heading's id: React's `useId` spells the
 * place in the tree after the root's own prefix, and the tree is the same in every language.
 */
const place = (section: Element) => (section.getAttribute("aria-labelledby") ?? "").replace(/^_r[0-9a-z]+R_/, "");
const sections = (path: string) =>
  new Map(all(pageOf(path), "main section[aria-labelledby]").map((section) => [place(section), section]));

const translated = localizedSitePaths().filter((path) => splitLanguage(path).language !== defaultLanguage.code);

describe("a translated section leads where its English one does", () => {
  it("pairs the sections of a page and its translation", () => {
    expect(sections("/about").size).toBeGreaterThan(2);
    expect([...sections("/about").keys()]).toEqual([...sections("/de/about").keys()]);
  });

  for (const path of translated) {
    it(path, () => {
      const english = sections(splitLanguage(path).path);
      const lost = [...sections(path)]
        .filter(([key, section]) => english.get(key)?.querySelector("a[href]") && !section.querySelector("a[href]"))
        .map(([, section]) => textOf(section.querySelector("h1, h2, h3")));
      expect(lost).toEqual([]);
    });
  }
});
