import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { singletonFiles } from "./files";
import { languages } from "./languages";
import { sourceHash, translationPath, translationProblems, translationReport, translationStatus } from "./translations";
import { translationFiles } from "./translations-loader";

/**
 * Translations against their English files, in a temporary copy of src/content: a changed English
 * sentence makes its translations stale until they are updated, and a translation its description
 * refuses is named with its file, field and language.
 */

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "translations-"));
  cpSync("src/content", join(root, "src/content"), { recursive: true, filter: (path) => !path.includes("/i18n") });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const english = "src/content/data/pages/contact.json";
const read = (file: string) => readFileSync(join(root, file), "utf8");
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** A "translation" of a JSON file: its record with every text marked, made from its current bytes. */
function translate(file: string, language: string, change: (data: Record<string, unknown>) => void = () => {}) {
  const data = JSON.parse(read(file)) as Record<string, unknown>;
  change(data);
  write(
    translationPath(file, language),
    `${JSON.stringify({ translatedFrom: sourceHash(read(file)), ...data }, null, 2)}\n`,
  );
}
const stateOf = (file: string, language: string) =>
  translationStatus(language, root).find((entry) => entry.source.file === file)?.state;

describe("translation status", () => {
  it("is missing, then current once translated from the English file as it is", () => {
    expect(stateOf(english, "de")).toBe("missing");
    translate(english, "de");
    expect(translationPath(english, "de")).toBe("src/content/i18n/de/data/pages/contact.json");
    expect(stateOf(english, "de")).toBe("current");
    expect(translationReport(root)).toMatchObject({ stale: 0, problems: 0 });
  });

  it("turns stale when a sentence of the English changes, and clears when the translation is updated", () => {
    translate(english, "de");
    translate(english, "fr");
    const before = read(english);
    const changed = before.replace(/"title": "([^"]+)"/, '"title": "$1, changed"');
    expect(changed).not.toBe(before);
    write(english, changed);

    expect(stateOf(english, "de")).toBe("stale");
    expect(stateOf(english, "fr")).toBe("stale");
    const report = translationReport(root);
    expect(report.stale).toBe(2);
    expect(report.lines).toContain(
      `  stale    src/content/i18n/de/data/pages/contact.json (made from ${sourceHash(before)}, ${english} is now ${sourceHash(changed)})`,
    );

    translate(english, "de");
    expect(stateOf(english, "de")).toBe("current");
    expect(stateOf(english, "fr")).toBe("stale");
    translate(english, "fr");
    expect(translationReport(root).stale).toBe(0);
  });

  it("counts an article or case study not translated as missing but optional", () => {
    const lines = translationReport(root).lines;
    expect(lines.some((line) => /^ {2}missing {2}src\/content\/i18n\/de\/articles\/.+\.md \(optional/.test(line))).toBe(
      true,
    );
    expect(lines).toContain("  missing  src/content/i18n/de/data/pages/home.json");
  });

  it("does not ask for the list of languages to be translated", () => {
    expect(translationStatus("de", root).some((entry) => entry.source.file.endsWith("site/languages.json"))).toBe(
      false,
    );
    expect(languages.filter((language) => language.default).map((language) => language.code)).toEqual(["en"]);
  });
});

describe("translation problems", () => {
  it("name the file, the field and the language of a missing required field", () => {
    translate(english, "de", (data) => {
      delete data.title;
    });
    expect(translationProblems("de", root)).toEqual([
      "src/content/i18n/de/data/pages/contact.json [de]: title: Invalid input: expected string, received undefined",
    ]);
    expect(translationReport(root).problems).toBe(1);
  });

  it("refuse a translation without its hash, and a file with no English to translate", () => {
    const data = JSON.parse(read(english));
    write(translationPath(english, "fr"), JSON.stringify(data));
    write("src/content/i18n/fr/data/pages/nowhere.json", JSON.stringify({ translatedFrom: "0123456789ab" }));
    expect(translationProblems("fr", root)).toEqual([
      `src/content/i18n/fr/data/pages/contact.json [fr]: translatedFrom: expected the first 12 hex characters of the English file's sha256 (docs/authors.md "Languages")`,
      "src/content/i18n/fr/data/pages/nowhere.json [fr]: file: no English file to translate at src/content/data/pages/nowhere.json",
    ]);
  });

  it("check a translated article's frontmatter, its photo next to the English file", () => {
    const article = "src/content/articles/devops-salesforce-roi.md";
    const source = read(article);
    const translated = source.replace(/^---\n/, `---\ntranslatedFrom: "${sourceHash(source)}"\n`);
    write(translationPath(article, "de"), translated);
    expect(translationProblems("de", root)).toEqual([]);
    expect(stateOf(article, "de")).toBe("current");

    write(translationPath(article, "de"), translated.replace(/^title: .*$/m, ""));
    expect(translationProblems("de", root)).toEqual([
      "src/content/i18n/de/articles/devops-salesforce-roi.md [de]: title: Invalid input: expected string, received undefined",
    ]);
  });
});

describe("the list of languages", () => {
  const schema = singletonFiles["site/languages"].zod;
  const entry = (code: string, isDefault: boolean) => ({
    code,
    name: code,
    locale: `${code}-XX`,
    ogLocale: `${code}_XX`,
    default: isDefault,
  });

  it("has exactly one default and no code twice", () => {
    expect(schema.safeParse({ languages: [entry("en", true), entry("de", false)] }).success).toBe(true);
    for (const languages of [
      [entry("en", true), entry("de", true)],
      [entry("en", false), entry("de", false)],
      [entry("en", true), entry("en", false)],
    ]) {
      const issues = schema.safeParse({ languages }).error?.issues.map((issue) => issue.message);
      expect(issues).toEqual(["exactly one language is the default, and each code appears once"]);
    }
  });

  it("is typed in languages.ts as its description reads it", () => {
    expect(schema.parse({ languages })).toEqual({ languages });
  });

  it("refuses a code that cannot be an address prefix", () => {
    const result = schema.safeParse({ languages: [entry("en", true), { ...entry("de", false), code: "de/x" }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["languages.1.code"]);
  });
});

describe("the site's own translations", () => {
  it("are all current and valid: a changed English sentence is translated again before it lands", () => {
    const report = translationReport();
    expect(report.lines.filter((line) => /^\s+(stale|invalid)/.test(line))).toEqual([]);
    expect({ stale: report.stale, problems: report.problems }).toEqual({ stale: 0, problems: 0 });
  });
});

describe("the build's check of the translations", () => {
  it("stops the build naming the file, the field and the language of a missing required field", async () => {
    cpSync("src/content/i18n", join(root, "src/content/i18n"), { recursive: true });
    const loader = translationFiles();
    const context = { config: { root: pathToFileURL(`${root}/`) } } as Parameters<typeof loader.load>[0];
    await expect(loader.load(context)).resolves.toBeUndefined();

    const file = "src/content/i18n/de/data/pages/contact.json";
    const { title: _title, ...withoutTitle } = JSON.parse(read(file)) as Record<string, unknown>;
    write(file, JSON.stringify(withoutTitle, null, 2));
    await expect(loader.load(context)).rejects.toThrow(
      /1 problem\(s\) in src\/content\/i18n .*\nsrc\/content\/i18n\/de\/data\/pages\/contact\.json \[de\]: title: Invalid input/,
    );
  });
});
