import { describe, expect, it } from "vitest";
import { blogCategories } from "./blog-categories";
import { choiceLabel } from "./choices";
import { defaultLanguage, translatedLanguages } from "./languages";
import { readIn } from "./read";
import { choiceKinds } from "./schemas";

const kinds = Object.entries(choiceKinds) as [keyof typeof choiceKinds, readonly string[]][];

describe("choiceLabel", () => {
  it("reads every value as itself in English, so the English pages do not change", () => {
    for (const [kind, values] of kinds)
      for (const value of values) expect(choiceLabel(kind, value, defaultLanguage.code)).toBe(value);
    for (const category of blogCategories)
      expect(choiceLabel("blogCategory", category.name, defaultLanguage.code)).toBe(category.name);
  });

  it("reads the values in German from the German site.json and list of categories", () => {
    expect(choiceLabel("jobDepartment", "Consulting", "de")).toBe("Beratung");
    expect(choiceLabel("jobType", "Full-time", "de")).toBe("Vollzeit");
    expect(choiceLabel("partnerTier", "Authorized Reseller", "de")).toBe("Autorisierter Reseller");
    expect(choiceLabel("caseStudyIndustry", "Public Sector", "de")).toBe("Öffentlicher Sektor");
    expect(choiceLabel("blogCategory", "Data & Analytics", "de")).toBe("Daten & Analytics");
    expect(choiceLabel("jobDepartment", "Engineering", "fr")).toBe("Ingénierie");
  });

  it("has a label of its own for every value in every translated site.json", () => {
    for (const language of translatedLanguages) {
      if (!readIn("site/site", language.code)) continue;
      for (const [kind, values] of kinds)
        for (const value of values) {
          const label = choiceLabel(kind, value, language.code);
          expect(label.trim(), `${kind} ${value} [${language.code}]`).not.toBe("");
        }
    }
  });

  it("names the value and the language when there is no label", () => {
    expect(() => choiceLabel("jobType", "Part-time", "de")).toThrow('No label for jobType "Part-time" in [de]');
    expect(() => choiceLabel("blogCategory", "Gardening", "de")).toThrow('No blog category "Gardening" in [de]');
  });
});
