import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "~/content/paths";
import { type ArticleRecord, articleCards, readingMinutes, relatedCards, toArticle } from "./article-index";
import { blogCategoryNames } from "./blog-categories";
import { type CaseStudyRecord, caseStudiesNewestFirst } from "./case-study-index";
import { collectionProblems, type MarkdownFile, publishedFiles, readCollection, scheduledFiles } from "./markdown";
import { articleRecordsFromFiles, caseStudyRecordsFromFiles } from "./markdown-records";
import { sitePaths } from "./site-paths";

/**
 * The Markdown articles and case studies: every file is valid, the records say what
 * docs/requirements.md says, and a bad file is refused with a message that names the file, the field and the
 * rule — the message the build prints (src/content/markdown-loader.ts runs the same check).
 */

const articleRecords = (): ArticleRecord[] => articleRecordsFromFiles();
const caseStudyRecords = (): CaseStudyRecord[] => caseStudyRecordsFromFiles();
const routes = new Set(sitePaths());

describe("the Markdown files", () => {
  it("are all valid, with no two at the same address", () => {
    expect(collectionProblems("articles")).toEqual([]);
    expect(collectionProblems("caseStudies")).toEqual([]);
  });

  it("hold the six articles and six case studies the site launched with", () => {
    expect(readCollection("articles").map((file) => file.slug)).toEqual([
      "ai-personalization-service-cloud",
      "data-cloud-c-suite-guide",
      "devops-salesforce-roi",
      "government-cloud-security",
      "nonprofit-cloud-migration-checklist",
      "salesforce-integration-patterns",
    ]);
    expect(caseStudiesNewestFirst(caseStudyRecords()).map((study) => [study.slug, study.category])).toEqual([
      ["digital-transformation-planning-agency", "Public Sector"],
      ["retail-transformation-salesforce", "Retail & E-Commerce"],
      ["customized-salesforce-education", "Education"],
      ["architecture-revamp-manufacturing", "Manufacturing"],
      ["empowering-student-success-agentforce", "AI & Education"],
      ["healthcare-service-cloud-optimization", "Healthcare"],
    ]);
  });

  it("link only to pages that exist, and never repeat a title", () => {
    const articles = articleRecords();
    const studies = caseStudyRecords();
    const closings = [
      ...articles.map((record) => toArticle(record).closing.to),
      ...studies.map((record) => record.data.closing.to),
    ];
    expect(closings.filter((to) => !routes.has(to))).toEqual([]);
    const titles = [...articles, ...studies].map((record) => record.data.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const record of articles) {
      expect(record.data.related, record.slug).not.toContain(record.slug);
      expect(relatedCards(record.slug, articles), record.slug).toHaveLength(2);
    }
  });
});

describe("case studies", () => {
  const study = (slug: string) => {
    const found = caseStudyRecords().find((record) => record.slug === slug);
    if (!found) throw new Error(`no case study ${slug}`);
    return found.data;
  };
  const values = (slug: string) => study(slug).metrics.map((metric) => metric.value);

  it("carries exactly the required outcome metrics, in order", () => {
    expect(values("digital-transformation-planning-agency")).toEqual(["40%", "30%", "25%", "100%"]);
    expect(values("retail-transformation-salesforce")).toEqual(["30%", "25%", "20%", "15%"]);
    expect(values("customized-salesforce-education")).toEqual(["20%", "15%", "30%", "25%"]);
    expect(values("architecture-revamp-manufacturing")).toEqual(["35%", "25%", "20%", "15%"]);
    expect(study("empowering-student-success-agentforce").metrics.map((m) => `${m.value} ${m.label}`)).toEqual([
      expect.stringMatching(/^60% fewer repetitive inquiries$/i),
      expect.stringMatching(/^40% higher .*satisfaction$/i),
      expect.stringMatching(/^24\/7 .*support/i),
      expect.stringMatching(/^15% better at-risk intervention$/i),
    ]);
  });

  it("gives manufacturing and student success their own headings and closing buttons", () => {
    expect(study("architecture-revamp-manufacturing").headings).toEqual({
      challenges: "Operational Hurdles Overcome",
      solutions: "Revitalized Architecture & Solutions",
      technologies: "Implemented Technology Ecosystem",
      results: "Key Performance Improvements",
    });
    expect(study("architecture-revamp-manufacturing").closing).toEqual({
      label: "View All Manufacturing Solutions",
      to: "/case-studies",
    });
    const success = study("empowering-student-success-agentforce");
    expect(success.headings?.results).toBe("Impact on Student Success");
    expect(success.technologies).toHaveLength(5);
    expect(success.client).toMatch(/^an innovative university partner$/i);
    expect(success.closing).toEqual({
      label: "Learn More About Agentforce AI",
      to: "/expertise/services/salesforce-agentforce",
    });
  });

  it("tells each story in the file's body: one to three paragraphs before the cards", () => {
    for (const record of caseStudyRecords()) {
      const paragraphs = record.body.trim().split(/\n\s*\n/);
      expect(paragraphs.length, record.slug).toBeGreaterThanOrEqual(1);
      expect(paragraphs.length, record.slug).toBeLessThanOrEqual(3);
    }
  });
});

describe("articles", () => {
  const article = (slug: string) => {
    const found = articleRecords().find((record) => record.slug === slug);
    if (!found) throw new Error(`no article ${slug}`);
    return toArticle(found);
  };

  it("dates and files the AI and DevOps articles as docs/requirements.md does, with their likes and closing buttons", () => {
    const ai = article("ai-personalization-service-cloud");
    expect([ai.date, ai.category, ai.likes, ai.closing.to]).toEqual([
      "2024-10-26",
      "AI & Customer Experience",
      123,
      "/blog",
    ]);
    const devops = article("devops-salesforce-roi");
    expect([devops.date, devops.category, devops.likes]).toEqual(["2024-10-15", "DevOps & Salesforce", 98]);
    expect(devops.closing).toEqual({ label: "Explore Our DevOps Services", to: "/expertise/services/devops" });
  });

  it("lists cards newest first, each linked to its page and its category's page", () => {
    const cards = articleCards(articleRecords());
    expect(cards.map((card) => card.date)).toEqual([...cards.map((card) => card.date)].sort().reverse());
    expect(cards[0]?.to).toBe(paths.article("ai-personalization-service-cloud"));
    expect(cards[0]?.categoryTo).toBe("/blog/category/ai-customer-experience");
    for (const card of cards) expect(routes.has(card.categoryTo), card.categoryTo).toBe(true);
  });

  it("reads at 200 words a minute, rounded, never under a minute", () => {
    expect(readingMinutes("word ".repeat(860))).toBe(4);
    expect(readingMinutes("word ".repeat(1100))).toBe(6);
    expect(readingMinutes("Just a line.")).toBe(1);
    // An image's address and alt text are not read.
    expect(readingMinutes(`${"word ".repeat(400)}![${"alt ".repeat(300)}](./photo.jpg)`)).toBe(2);
    for (const record of articleRecords()) expect(toArticle(record).readingMinutes, record.slug).toBe(4);
  });

  it("draws an article without a cover with its category's motif, described by its title", () => {
    const [first] = articleRecords();
    if (!first) throw new Error("no articles");
    const { cover: _cover, ...data } = first.data;
    expect(toArticle({ ...first, data }).image).toEqual({
      kind: "illustration",
      motif: "sparkles",
      pattern: "orbits",
      alt: first.data.title,
    });
  });
});

describe("a bad file is refused with its file, field and rule", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const valid = `---
title: "Field Service Scheduling Without the Spreadsheet"
description: "How dispatchers moved scheduling into Field Service."
date: 2025-03-04
author:
  name: "Dana Ortiz"
  role: "Field Service Lead"
category: "Data & Analytics"
---

Body text.
`;

  function problemsFor(files: Record<string, string>): string[] {
    root = mkdtempSync(join(tmpdir(), "summit-md-"));
    for (const [name, source] of Object.entries(files)) {
      const path = join(root, "src/content/articles", name);
      mkdirSync(join(path, ".."), { recursive: true });
      writeFileSync(path, source);
    }
    return collectionProblems("articles", root);
  }

  it("accepts a minimal valid file", () => {
    expect(problemsFor({ "field-service.md": valid })).toEqual([]);
  });

  const cases: [string, string, RegExp][] = [
    [
      "a category not on the list",
      valid.replace('"Data & Analytics"', '"Blockchain"'),
      new RegExp(`^src/content/articles/x\\.md: category: Invalid option: expected one of "${blogCategoryNames[0]}"`),
    ],
    [
      "a description over 160 characters",
      valid.replace("How dispatchers moved scheduling into Field Service.", "x".repeat(161)),
      /^src\/content\/articles\/x\.md: description: Too big: expected string to have <=160 characters$/,
    ],
    [
      "a date that does not parse",
      valid.replace("2025-03-04", "2025-13-45"),
      /^src\/content\/articles\/x\.md: date: expected a date written YYYY-MM-DD, e.g\. 2024-10-26$/,
    ],
    [
      "a missing cover file",
      valid.replace("---\n\nBody", 'cover:\n  src: "./images/x.jpg"\n  alt: "A dispatcher at work"\n---\n\nBody'),
      /^src\/content\/articles\/x\.md: cover\.src: file not found: \.\/images\/x\.jpg \(relative to src\/content\/articles\/\)$/,
    ],
    [
      "a missing field",
      valid.replace('title: "Field Service Scheduling Without the Spreadsheet"\n', ""),
      /^src\/content\/articles\/x\.md: title: Invalid input: expected string, received undefined$/,
    ],
    [
      "a publishing moment without its zone",
      valid.replace("---\n\nBody", 'publishAt: "2026-12-01T09:00"\n---\n\nBody'),
      /^src\/content\/articles\/x\.md: publishAt: expected a date and time with its zone, YYYY-MM-DDTHH:MM\+01:00/,
    ],
    [
      "a publishing moment that is no moment",
      valid.replace("---\n\nBody", 'publishAt: "2026-02-30T25:00+01:00"\n---\n\nBody'),
      /^src\/content\/articles\/x\.md: publishAt: expected a date and time with its zone/,
    ],
    [
      "a misspelt field",
      valid.replace("category:", "catgory:"),
      /^src\/content\/articles\/x\.md: frontmatter: Unrecognized key: "catgory"$/,
    ],
  ];
  for (const [name, source, expected] of cases) {
    it(name, () => {
      expect(problemsFor({ "x.md": source })).toContainEqual(expect.stringMatching(expected));
    });
  }

  it("two files with the same name, in different folders", () => {
    expect(problemsFor({ "field-service.md": valid, "2025/field-service.md": valid })).toEqual([
      "src/content/articles/field-service.md: file name: field-service is already used by src/content/articles/2025/field-service.md",
    ]);
  });

  it("a file name that is not a slug", () => {
    expect(problemsFor({ "Field Service.md": valid })).toEqual([
      "src/content/articles/Field Service.md: file name: expected lowercase words joined by hyphens, such as data-cloud-guide.md",
    ]);
  });

  it("leaves drafts out of what is published", () => {
    problemsFor({ "field-service.md": valid, "next.md": valid.replace("---\n\nBody", "draft: true\n---\n\nBody") });
    expect(publishedFiles("articles", root).map((file: MarkdownFile) => file.slug)).toEqual(["field-service"]);
  });

  it("leaves a record scheduled for later out until the build's moment has passed it", () => {
    const at = (moment: string) => valid.replace("---\n\nBody", `publishAt: "${moment}"\n---\n\nBody`);
    expect(problemsFor({ "field-service.md": valid, "next.md": at("2026-12-01T09:00+01:00") })).toEqual([]);
    const published = (now: string) => {
      process.env.SITE_BUILD_NOW = now;
      try {
        return publishedFiles("articles", root).map((file: MarkdownFile) => file.slug);
      } finally {
        delete process.env.SITE_BUILD_NOW;
      }
    };
    expect(published("2026-12-01T07:59:59Z")).toEqual(["field-service"]);
    expect(published("2026-12-01T08:00:00Z")).toEqual(["field-service", "next"]);
    expect(
      scheduledFiles("articles", "en", root, Date.parse("2026-12-01T07:00Z")).map((file) => file.publishAt),
    ).toEqual(["2026-12-01T09:00+01:00"]);
  });
});
