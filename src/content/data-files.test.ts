import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDir, dataProblems, recordFolders, type SingletonName, singletonFiles, singletonPath } from "./data-files";
import { sitePaths } from "./site-paths";

/**
 * The data files (src/content/data/) against their schemas, the links in them against the routes,
 * and the messages a bad file gets: one line per problem, naming the file, the field and the rule.
 */

const every = <T>(value: unknown, pick: (key: string, value: unknown) => T | undefined): T[] => {
  if (Array.isArray(value)) return value.flatMap((item) => every(item, pick));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const own = pick(key, child);
    return [...(own === undefined ? [] : [own]), ...every(child, pick)];
  });
};

function allDataFiles(): string[] {
  return [
    ...(Object.keys(singletonFiles) as SingletonName[]).map(singletonPath),
    ...Object.entries(recordFolders).flatMap(([folder, { slugs }]) =>
      slugs.map((slug) => `${dataDir}/${folder}/${slug}.json`),
    ),
  ];
}

describe("the data files", () => {
  it("each meet their schema", () => {
    expect(dataProblems()).toEqual([]);
  });

  it("link only to pages the site has (a query string aside)", () => {
    const routes = new Set(sitePaths());
    const dangling = allDataFiles().flatMap((file) =>
      every(JSON.parse(readFileSync(file, "utf8")), (key, value) =>
        key === "to" && typeof value === "string" && !routes.has(value.replace(/\?.*$/, ""))
          ? `${file}: ${value}`
          : undefined,
      ),
    );
    expect(dangling).toEqual([]);
  });

  it("name the company and its contact details only through {site.…}, which site.json fills", () => {
    const site = JSON.parse(readFileSync(singletonPath("site/site"), "utf8")) as { name: string; email: string };
    // The legal notice's companies are written as registered (Summit Cloud Consulting GmbH): a
    // new brand name in site.json must not rename a company in its Impressum.
    const spelled = allDataFiles()
      .filter((file) => file !== singletonPath("site/site") && file !== singletonPath("site/legal"))
      .flatMap((file) =>
        every(JSON.parse(readFileSync(file, "utf8")), (_, value) =>
          typeof value === "string" && (value.includes(site.name) || value.includes(site.email))
            ? `${file}: ${value}`
            : undefined,
        ),
      );
    expect(spelled).toEqual([]);
  });
});

describe("a bad data file", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  /** A copy of the data folder with one file changed, so the real files are never touched. */
  function withChange(file: string, change: (text: string) => string): string {
    root = mkdtempSync(join(tmpdir(), "summit-data-"));
    cpSync(dataDir, join(root, dataDir), { recursive: true });
    writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
    return root;
  }

  it("is named with the field and the rule it breaks", () => {
    const copy = withChange(singletonPath("lists/jobs"), (text) => text.replace('"Consulting"', '"Sales"'));
    expect(dataProblems(copy)).toEqual([
      'src/content/data/lists/jobs.json: jobs.0.department: Invalid option: expected one of "Consulting"|"Engineering"|"Marketing"',
    ]);
  });

  it("is refused for a field the schema does not know, a too-long text and broken JSON", () => {
    const unknownField = withChange(singletonPath("pages/not-found"), (text) =>
      text.replace("{", '{ "subtitle": "x",'),
    );
    expect(dataProblems(unknownField)).toEqual([
      'src/content/data/pages/not-found.json: file: Unrecognized key: "subtitle"',
    ]);
    rmSync(unknownField, { recursive: true, force: true });

    const tooLong = withChange(singletonPath("pages/blog"), (text) =>
      text.replace(/"metaDescription": "[^"]*"/, `"metaDescription": "${"x".repeat(161)}"`),
    );
    expect(dataProblems(tooLong)).toEqual([
      "src/content/data/pages/blog.json: hub.metaDescription: Too big: expected string to have <=160 characters",
    ]);
    rmSync(tooLong, { recursive: true, force: true });

    const broken = withChange(singletonPath("site/strategy-popup"), (text) => text.slice(0, -3));
    expect(dataProblems(broken)).toEqual([
      expect.stringMatching(/^src\/content\/data\/site\/strategy-popup\.json: JSON: /),
    ]);
  });

  it("is refused when a page file has no page in src/content/paths.ts", () => {
    const copy = withChange(`${dataDir}/services/devops.json`, (text) => text);
    cpSync(join(copy, dataDir, "services/devops.json"), join(copy, dataDir, "services/devops-for-pets.json"));
    expect(dataProblems(copy)).toEqual([
      "src/content/data/services/devops-for-pets.json: file name: no such page in src/content/paths.ts (services)",
    ]);
  });
});
