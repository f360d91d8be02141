import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/content/site.ts";
import { buildInputs } from "./build-inputs";

/**
 * Adding a Markdown file is all it takes to publish an article, and `draft: true`
 * keeps it out of a production build. Each case builds a copy of the project (sources and
 * config; node_modules linked) with one more file, exactly as `npm run build` would.
 */

const slug = "zz-field-service-scheduling";
const title = "Field Service Scheduling Without the Spreadsheet";
const article = (draft: boolean) => `---
title: "${title}"
description: "How a dispatch team moved scheduling from a shared spreadsheet into Field Service, and what it changed."
date: 2031-02-03
updated: 2031-02-10
author:
  name: "Dana Ortiz"
  role: "Field Service Lead"
category: "Integration & Architecture"
tags: ["Field Service"]
cover:
  src: "./images/${slug}.png"
  alt: "A dispatcher's board of the week's jobs"
draft: ${draft}
---

Dispatchers kept the week's jobs in a spreadsheet. See the [Field Service overview](https://example.org/field-service).

![Technicians' routes drawn on a city map](./images/${slug}.png "The week's routes, planned in Field Service")

## What changed

- Jobs are scheduled where the work orders live.
- Technicians see their day on their phones.
`;

function copyProject(source: string): string {
  const root = mkdtempSync(join(tmpdir(), "summit-build-"));
  for (const entry of buildInputs) {
    cpSync(entry, join(root, entry), { recursive: true });
  }
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"), "dir");
  writeFileSync(join(root, "src/content/articles", `${slug}.md`), source);
  return root;
}

/** A photo for the cover and the body: 1600×900, so the pipeline has widths to make. */
async function addPhoto(root: string) {
  mkdirSync(join(root, "src/content/articles/images"), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1f6feb" } })
    .png()
    .toFile(join(root, "src/content/articles/images", `${slug}.png`));
}

function cleanEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return { PATH, HOME, TMPDIR, CI: "true" };
}

async function buildWith(draft: boolean): Promise<string> {
  const root = copyProject(article(draft));
  await addPhoto(root);
  // As `npm run build` runs anywhere: not with what vitest puts in process.env (NODE_ENV=test,
  // DEV=1, …), which the build would take for a development build, and drafts are part of those.
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "pipe", env: cleanEnv() });
  return root;
}

const read = (root: string, path: string) => readFileSync(join(root, "build/client", path), "utf8");

describe("a new Markdown article", () => {
  let published: string;
  let draft: string;
  beforeAll(async () => {
    published = await buildWith(false);
    draft = await buildWith(true);
  }, 240_000);
  afterAll(() => {
    for (const root of [published, draft]) if (root) rmSync(root, { recursive: true, force: true });
  });

  it("gets its page, with the body rendered, reading time, and external links opening a new tab", () => {
    const page = read(published, `blog/${slug}/index.html`);
    expect(page).toContain(`<h1 class="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">${title}</h1>`);
    expect(page).toMatch(/<h2 id="what-changed">What changed<\/h2>/);
    expect(page).toContain(
      '<a href="https://example.org/field-service" target="_blank" rel="noopener noreferrer">Field Service overview</a>',
    );
    expect(page).toContain("1 min read");
  });

  it("sends its pictures through the image pipeline: WebP, srcset, width and height, lazy in the body", () => {
    const page = read(published, `blog/${slug}/index.html`);
    const images = [...page.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    const body = images.find((tag) => tag.includes("Technicians&#39; routes") || tag.includes("Technicians' routes"));
    expect(body).toMatch(/src="\/_astro\/[^"]+\.webp"/);
    expect(body).toMatch(/srcset="[^"]+ \d+w/);
    expect(body).toMatch(/width="\d+"/);
    expect(body).toMatch(/height="\d+"/);
    expect(body).toContain('loading="lazy"');
    expect(page).toMatch(
      /<figure class="prose-figure"><img [^>]*><figcaption>The week(&#39;|')s routes, planned in Field Service<\/figcaption><\/figure>/,
    );
    const cover = images.find((tag) => tag.includes("A dispatcher"));
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(cover).toMatch(/srcset="[^"]+\.webp 640w/i);
    expect(cover).toContain('loading="eager"');
    expect(cover).toContain('width="1600"');
  });

  it("gets a card on the hub, on its category's page, an entry in the sitemap and an item in the feed", () => {
    expect(read(published, "blog/index.html")).toContain(`href="/blog/${slug}"`);
    expect(read(published, "blog/category/integration-architecture/index.html")).toContain(`href="/blog/${slug}"`);
    expect(read(published, "sitemap.xml")).toContain(
      `<loc>${site.origin}/blog/${slug}</loc><lastmod>2031-02-10</lastmod>`,
    );
    const feed = read(published, "rss.xml");
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`<link>${site.origin}/blog/${slug}`);
  });

  it("with draft: true, has none of them", () => {
    expect(existsSync(join(draft, "build/client/blog", slug))).toBe(false);
    for (const file of [
      "blog/index.html",
      "blog/category/integration-architecture/index.html",
      "sitemap.xml",
      "rss.xml",
    ]) {
      expect(read(draft, file), file).not.toContain(slug);
    }
  });
});

describe("a Markdown article with a bad frontmatter", () => {
  it("stops the build with the file, the field and the rule", async () => {
    const root = copyProject(article(false).replace('"Integration & Architecture"', '"Blockchain"'));
    try {
      execFileSync("npx", ["astro", "sync"], { cwd: root, stdio: "pipe", env: cleanEnv() });
      expect.unreachable("astro sync accepted an unknown category");
    } catch (error) {
      const output = String((error as { stdout?: Buffer }).stdout) + String((error as { stderr?: Buffer }).stderr);
      expect(output).toContain(
        `src/content/articles/${slug}.md: category: Invalid option: expected one of "AI & Customer Experience"`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
