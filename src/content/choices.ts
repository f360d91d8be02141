import { defaultLanguage } from "./languages";
import { readIn } from "./read";
import type { ChoiceKind } from "./schemas";

/**
 * How a choice's value reads in a language (docs/decisions/026-languages.md). The files keep the
 * values their description allows (a job's `department: "Consulting"`, a partner's tier, a case
 * study's industry, an article's category) in every language, since the site filters, links and
 * counts by them; the words a visitor reads are content: each language's site.json `choices`
 * (`Consulting` → `Beratung`) and, for an article's category, the language's list of categories
 * (the same entry by its address, its name translated). Node only: pages resolve labels at build
 * and hand islands the words.
 */
export type LabelledChoice = ChoiceKind | "blogCategory";

function fileIn<Name extends "site/site" | "lists/blog-categories">(name: Name, language: string) {
  const record = readIn(name, language);
  if (!record) throw new Error(`src/content/i18n/${language}/data/${name}.json: needed for a label in [${language}]`);
  return record;
}

export function choiceLabel(kind: LabelledChoice, value: string, language: string): string {
  if (kind === "blogCategory") {
    const slug = fileIn("lists/blog-categories", defaultLanguage.code).categories.find(
      (entry) => entry.name === value,
    )?.slug;
    const label = fileIn("lists/blog-categories", language).categories.find((entry) => entry.slug === slug)?.name;
    if (label === undefined) throw new Error(`No blog category "${value}" in [${language}]`);
    return label;
  }
  const labels: Record<string, string> = fileIn("site/site", language).choices[kind];
  const label = labels[value];
  if (label === undefined) throw new Error(`No label for ${kind} "${value}" in [${language}]`);
  return label;
}
