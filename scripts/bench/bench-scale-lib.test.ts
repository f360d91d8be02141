// @vitest-environment node
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { collectionProblems, readCollection } from "../../src/content/markdown.ts";
import type { SiteSample } from "./bench-lhr.ts";
import { scaleBudgets } from "./bench-lib.ts";
import {
  type Article,
  articlesDir,
  categoryPages,
  countPages,
  evaluateScaleBudgets,
  linkNodeModules,
  pageFile,
  parseArticle,
  parseOptions,
  planExtraArticles,
  readArticles,
  type ScaleSide,
  scaledFrontmatter,
  scaleTable,
  serializeArticle,
  shiftDate,
  sizeOf,
  summarize,
} from "./bench-scale-lib.ts";

function tempTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "bench-scale-lib-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const source = `---
title: "Measuring the ROI of DevOps: A Guide"
description: "How to prove Salesforce DevOps pays off."
date: 2024-10-15
updated: 2024-10-20
author:
  name: "Marcus Delgado"
  role: "DevOps Practice Lead"
category: "DevOps & Salesforce"
tags: ["DevOps"]
related: ["government-cloud-security", "gone-article"]
closing:
  label: "Explore Our DevOps Services"
  to: "/expertise/services/devops"
---

The first paragraph.

## A heading
`;

describe("an article's frontmatter", () => {
  it("reads dates as text, as the site's reader does, and writes the file back unchanged in meaning", () => {
    const article = parseArticle(`${articlesDir}/devops-salesforce-roi.md`, source);
    expect(article.slug).toBe("devops-salesforce-roi");
    expect(article.data.date).toBe("2024-10-15");
    expect(article.body).toBe("\nThe first paragraph.\n\n## A heading\n");
    const again = parseArticle(article.file, serializeArticle(article));
    expect(again).toEqual(article);
  });

  it("refuses a file without frontmatter", () => {
    expect(() => parseArticle("x.md", "# Just a heading\n")).toThrow(/x\.md: expected a frontmatter block/);
  });

  it("moves a date by whole days across months and years", () => {
    expect(shiftDate("2024-07-30", -7)).toBe("2024-07-23");
    expect(shiftDate("2024-03-01", -1)).toBe("2024-02-29");
    expect(shiftDate("2024-01-03", -7)).toBe("2023-12-27");
    expect(() => shiftDate("30/07/2024", 1)).toThrow(/YYYY-MM-DD/);
  });

  it("becomes a part k: new title and date, updated moved alike, related kept only when real", () => {
    const { data } = parseArticle(`${articlesDir}/devops-salesforce-roi.md`, source);
    const copy = scaledFrontmatter(data, {
      part: 3,
      date: "2024-01-01",
      realSlugs: new Set(["government-cloud-security", "devops-salesforce-roi"]),
    });
    expect(copy).toEqual({
      ...data,
      title: "Measuring the ROI of DevOps: A Guide (part 3)",
      date: "2024-01-01",
      updated: "2024-01-06",
      related: ["government-cloud-security"],
    });
    // The input is left alone.
    expect(data.title).toBe("Measuring the ROI of DevOps: A Guide");
  });
});

/** Six articles in six categories, like the site's, one with a photo cover beside it and one in a sub-folder. */
function sixArticles(): Record<string, string> {
  const categories = [
    ["ai-personalization-service-cloud", "AI & Customer Experience", "2024-10-26"],
    ["data-cloud-c-suite-guide", "Data & Analytics", "2024-09-30"],
    ["devops-salesforce-roi", "DevOps & Salesforce", "2024-10-15"],
    ["government-cloud-security", "Public Sector", "2024-09-12"],
    ["nonprofit-cloud-migration-checklist", "Nonprofit", "2024-07-30"],
    ["salesforce-integration-patterns", "Integration & Architecture", "2024-08-20"],
  ];
  const files: Record<string, string> = {};
  for (const [index, [slug, category, date]] of categories.entries()) {
    const folder = index === 5 ? `${articlesDir}/2024` : articlesDir;
    const cover =
      index === 1
        ? 'cover:\n  src: "./images/data.png"\n  alt: "A chart"\n'
        : 'cover:\n  illustration: { motif: "plug", pattern: "nodes" }\n  alt: "A plug"\n';
    files[`${folder}/${slug}.md`] = [
      "---",
      `title: "Article ${index + 1}: ${slug}"`,
      `description: "About ${slug}."`,
      `date: ${date}`,
      'author: { name: "Priya Raman", role: "Architect" }',
      `category: "${category}"`,
      `${cover}related: ["devops-salesforce-roi"]`,
      "---",
      "",
      `Body of ${slug}.`,
      "",
    ].join("\n");
  }
  files[`${articlesDir}/images/data.png`] = "not really a PNG: the validator only checks that the file is there";
  files[`${articlesDir}/a-draft.md`] = source.replace("---\n\nThe first", "draft: true\n---\n\nThe first");
  return files;
}

describe("planExtraArticles", () => {
  const root = tempTree(sixArticles());
  const sources = readArticles(root);

  it("reads the published articles only", () => {
    expect(sources.map((article) => article.slug)).toEqual([
      "salesforce-integration-patterns",
      "ai-personalization-service-cloud",
      "data-cloud-c-suite-guide",
      "devops-salesforce-roi",
      "government-cloud-security",
      "nonprofit-cloud-migration-checklist",
    ]);
  });

  it("adds copies in turn, named <slug>-<k>, titled part k, a week apart before the oldest article", () => {
    const extras = planExtraArticles(sources, 20);
    expect(extras).toHaveLength(14);
    expect(extras.slice(0, 7).map((article) => article.slug)).toEqual([
      "ai-personalization-service-cloud-2",
      "data-cloud-c-suite-guide-2",
      "devops-salesforce-roi-2",
      "government-cloud-security-2",
      "nonprofit-cloud-migration-checklist-2",
      "salesforce-integration-patterns-2",
      "ai-personalization-service-cloud-3",
    ]);
    expect(extras[6]?.data.title).toBe("Article 1: ai-personalization-service-cloud (part 3)");
    // The oldest real article is 2024-07-30: the copies go back from the week before it.
    expect(extras.slice(0, 3).map((article) => article.data.date)).toEqual(["2024-07-23", "2024-07-16", "2024-07-09"]);
    const dates = extras.map((article) => String(article.data.date));
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Every category comes round in turn.
    const perCategory = Map.groupBy(extras, (article) => article.data.category);
    expect([...perCategory.values()].map((group) => group.length).sort()).toEqual([2, 2, 2, 2, 3, 3]);
  });

  it("writes each copy beside its original, so a relative cover photo still resolves", () => {
    const extras = planExtraArticles(sources, 12);
    expect(extras.find((article) => article.slug === "salesforce-integration-patterns-2")?.file).toBe(
      `${articlesDir}/2024/salesforce-integration-patterns-2.md`,
    );
    expect(extras.find((article) => article.slug === "data-cloud-c-suite-guide-2")?.data.cover).toEqual({
      src: "./images/data.png",
      alt: "A chart",
    });
  });

  it("gives files the site's own checks accept: valid frontmatter, unique addresses and titles", () => {
    const scaled = tempTree(sixArticles());
    const extras = planExtraArticles(readArticles(scaled), 60);
    for (const article of extras) writeFileSync(join(scaled, article.file), serializeArticle(article));
    expect(collectionProblems("articles", scaled)).toEqual([]);
    const published = readCollection("articles", scaled).filter(
      (file) => (file.data as Article["data"]).draft !== true,
    );
    expect(published).toHaveLength(60);
    const titles = published.map((file) => (file.data as Article["data"]).title);
    expect(new Set(titles).size).toBe(60);
  });

  it("adds nothing when the real articles are enough, and refuses fewer than them", () => {
    expect(planExtraArticles(sources, 6)).toEqual([]);
    expect(() => planExtraArticles(sources, 5)).toThrow(/at least the 6 real articles/);
    expect(() => planExtraArticles([], 10)).toThrow(/no published article/);
  });

  it("refuses a copy name another article already has", () => {
    const clash = parseArticle(`${articlesDir}/devops-salesforce-roi-2.md`, source);
    const [devops] = sources.filter((article) => article.slug === "devops-salesforce-roi");
    expect(() => planExtraArticles([devops as Article, clash], 4)).toThrow(
      /devops-salesforce-roi-2 would take the name/,
    );
  });
});

describe("the copies and their builds", () => {
  it("link each entry of node_modules, leaving the folders Astro and Vite cache into to each copy", () => {
    const root = tempTree({
      "checkout/node_modules/astro/package.json": "{}",
      "checkout/node_modules/@astrojs/react/package.json": "{}",
      "checkout/node_modules/.bin/astro": "",
      "checkout/node_modules/.astro/data-store.json": "{}",
      "checkout/node_modules/.vite/deps/x.js": "",
      "checkout/node_modules/.package-lock.json": "{}",
    });
    const links = linkNodeModules(join(root, "checkout"), join(root, "copy"));
    expect(links).toBe(4);
    const modules = join(root, "copy", "node_modules");
    expect(lstatSync(join(modules, "astro")).isSymbolicLink()).toBe(true);
    expect(realpathSync(join(modules, "@astrojs/react"))).toBe(
      realpathSync(join(root, "checkout/node_modules/@astrojs/react")),
    );
    expect(readFileSync(join(modules, ".package-lock.json"), "utf8")).toBe("{}");
    expect(existsSync(join(modules, ".astro"))).toBe(false);
    expect(existsSync(join(modules, ".vite"))).toBe(false);
    expect(lstatSync(modules).isSymbolicLink()).toBe(false);
    expect(() => linkNodeModules(join(root, "nowhere"), join(root, "copy2"))).toThrow(/npm install/);
  });

  const client = tempTree({
    "index.html": "home",
    "404.html": "not found",
    "blog/index.html": "hub",
    "blog/a/index.html": "a",
    "blog/category/nonprofit/index.html": "12345",
    "blog/category/nonprofit/page/2/index.html": "1234567890",
    "blog/category/public-sector/index.html": "1234567",
    "blog/category/empty/other.html": "",
    "_astro/x.js": "",
  });

  it("count the pages a build wrote", () => {
    expect(countPages(client)).toBe(6);
  });

  it("rank the first page of each category, biggest first", () => {
    expect(categoryPages(client)).toEqual([
      { path: "/blog/category/public-sector", raw: 7 },
      { path: "/blog/category/nonprofit", raw: 5 },
    ]);
    expect(categoryPages(tempTree({ "index.html": "" }))).toEqual([]);
  });

  it("find a route's file", () => {
    expect(pageFile(client, "/")).toBe(join(client, "index.html"));
    expect(pageFile(client, "/blog")).toBe(join(client, "blog/index.html"));
  });

  it("measure a page raw and gzipped", () => {
    const html = "<p>card</p>".repeat(200);
    const size = sizeOf(html);
    expect(size.raw).toBe(html.length);
    expect(size.gzip).toBe(gzipSync(html, { level: 9 }).length);
    expect(gunzipSync(gzipSync(html, { level: 9 })).toString()).toBe(html);
    expect(size.gzip).toBeLessThan(size.raw / 10);
  });
});

describe("parseOptions", () => {
  it("defaults to 500 articles and 3 runs", () => {
    expect(parseOptions([], {})).toEqual({ articles: 500, runs: 3, keep: false });
  });

  it("takes --articles over ARTICLES, in both spellings, and --keep", () => {
    expect(parseOptions([], { ARTICLES: "60", RUNS: "1" })).toEqual({ articles: 60, runs: 1, keep: false });
    expect(parseOptions(["--articles", "80", "--keep"], { ARTICLES: "60" })).toEqual({
      articles: 80,
      runs: 3,
      keep: true,
    });
    expect(parseOptions(["--articles=90"], {})).toMatchObject({ articles: 90 });
  });

  it("refuses what it does not understand", () => {
    expect(() => parseOptions(["--articles"], {})).toThrow(/needs a number/);
    expect(() => parseOptions(["--articles", "many"], {})).toThrow(/whole number/);
    expect(() => parseOptions([], { ARTICLES: "2.5" })).toThrow(/whole number/);
    expect(() => parseOptions([], { RUNS: "0" })).toThrow(/RUNS/);
    expect(() => parseOptions(["--fast"], {})).toThrow(/unknown argument --fast/);
  });
});

function sample(performance: number, tbtMs: number, lcpMs = 1200): SiteSample {
  return {
    performance,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcpMs,
    fcpMs: 900,
    observedFcpMs: 300,
    tbtMs,
    cls: 0,
    jsKb: 0,
    jsBeforePaintKb: 0,
    scriptsBeforePaint: [],
    otherOrigins: [],
    benchmarkIndex: 2000,
  };
}

function side(articles: number, over: Partial<ScaleSide> = {}): ScaleSide {
  return {
    articles,
    buildSeconds: 60,
    pages: 60,
    blog: { raw: 100_000, gzip: 20_000 },
    category: { path: "/blog/category/nonprofit", raw: 80_000, gzip: 16_000 },
    home: { raw: 150_000, gzip: 30_000 },
    lighthouse: { performance: 100, tbtMs: 10, lcpMs: 1200, jsKb: 0, benchmarkIndex: 2000 },
    ...over,
  };
}

describe("the scale budgets", () => {
  it("take the median of each number over the runs", () => {
    expect(summarize([sample(100, 40, 1300), sample(97, 0, 1200), sample(99, 10, 1250)])).toEqual({
      performance: 99,
      tbtMs: 10,
      lcpMs: 1250,
      jsKb: 0,
      benchmarkIndex: 2000,
    });
  });

  it("are met at the limits", () => {
    const base = side(6);
    const scaled = side(500, {
      buildSeconds: scaleBudgets.buildSeconds - 1,
      blog: { raw: 120_000, gzip: 24_000 },
      lighthouse: { ...base.lighthouse, performance: 98, tbtMs: 40 },
    });
    expect(evaluateScaleBudgets(base, scaled)).toEqual([]);
  });

  it("name each one missed", () => {
    const base = side(6);
    const scaled = side(500, {
      buildSeconds: 180,
      blog: { raw: 120_001, gzip: 90_000 },
      lighthouse: { ...base.lighthouse, performance: 97, tbtMs: 41 },
    });
    expect(evaluateScaleBudgets(base, scaled)).toEqual([
      "/blog HTML at 500 articles is 1.20× its size at 6 (120001 / 100000 bytes) > 1.2×",
      "the build at 500 articles took 180 s ≥ 180 s",
      "/blog performance at 500 articles 97 < 6 articles' 100 − 2",
      "/blog TBT at 500 articles 41 ms > 6 articles' 10 ms + 30 ms",
    ]);
  });

  it("print as one table, both copies side by side", () => {
    const table = scaleTable(side(6), side(500, { blog: { raw: 1_000_000, gzip: 100_000 }, buildSeconds: 120 }));
    const lines = table.split("\n");
    expect(lines[0]).toBe("| measure | 6 articles | 500 articles | 500 / 6 | budget |");
    expect(lines).toContain("| `/blog` HTML, bytes | 100000 | 1000000 | 10.00 | ≤ 1.2×: **missed** |");
    expect(lines).toContain("| build, s | 60 | 120 | 2.00 | < 180 s at 500: met |");
    expect(lines).toContain("| `/blog/category/nonprofit` HTML gzip, bytes | 16000 | 16000 | 1.00 |  |");
    expect(lines).toContain("| `/blog` TBT, ms | 10 | 10 |  | ≤ 6's + 30 ms: met |");
  });
});
