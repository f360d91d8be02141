import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAt, filesMentioning, moment, publishAt, scheduledCheckout, scheduledSlug } from "./scheduled-site.ts";

/**
 * Scheduled publishing (docs/decisions/043-scheduled-publishing.md), on two real builds of a
 * scratch copy: an article whose `publishAt` is ahead of the build's clock is in no page, feed,
 * sitemap, search index, home teaser, category list, related list or other language of the build,
 * and the build names its moment in build/schedule.json. The site's own build, where the article
 * has no moment, shows where it stands once published, so that "nowhere" is checked against every
 * place it would be; that a build at the moment itself publishes it is the filter's unit test
 * (src/lib/schedule.test.ts) and the deploy test's (tests/deploy/scheduled.test.ts).
 */
let site = "";
const earlier = () => join(dirname(site), "before");
const published = "build";
const preview = () => join(dirname(site), "preview");

beforeAll(() => {
  site = scheduledCheckout();
  buildAt(site, new Date(moment - 60_000).toISOString(), earlier());
  // As the deployer builds a content branch's preview (deploy/release-previews.ts, ADR 046).
  buildAt(site, new Date(moment - 60_000).toISOString(), preview(), {
    SITE_PREVIEW: "1",
    SITE_BASE: "/preview/x/",
    SITE_PREVIEW_BRANCH: "content/x",
    SITE_PREVIEW_CHANGED: "src/content/data/pages/about.json src/content/i18n/de/data/pages/about.json package.json",
    INQUIRY_ENDPOINT: "",
    EVENTS_ENDPOINT: "",
  });
}, 400_000);
afterAll(() => {
  if (site) rmSync(dirname(site), { recursive: true, force: true });
});

const article = `/blog/${scheduledSlug}`;
const read = (build: string, file: string) => readFileSync(join(build, "client", file), "utf8");

describe("an article scheduled for later", () => {
  it("is nowhere in a build made before its moment, which names that moment as the next", () => {
    expect(filesMentioning(join(earlier(), "client"), article)).toEqual([]);
    expect(existsSync(join(earlier(), "client/blog/devops-salesforce/index.html"))).toBe(false);
    expect(JSON.parse(read(earlier(), "../schedule.json"))).toMatchObject({
      preview: false,
      next: new Date(moment).toISOString(),
      // Its German translation has no moment of its own: it appears with the English file.
      scheduled: [{ kind: "article", language: "en", slug: scheduledSlug, path: article, publishAt }],
    });
  });

  it("is, once it has no moment ahead, in every list, feed, index and language", () => {
    const found = filesMentioning(join(published, "client"), article);
    expect(found).toEqual(
      expect.arrayContaining([
        "blog/index.html",
        `blog/${scheduledSlug}/index.html`,
        `de/blog/${scheduledSlug}/index.html`,
        "blog/category/devops-salesforce/index.html",
        "blog/government-cloud-security/index.html",
        "index.html",
        "rss.xml",
        "sitemap.xml",
      ]),
    );
    expect(found.some((file) => file.startsWith("pagefind/fragment/en_"))).toBe(true);
    expect(found.some((file) => file.startsWith("pagefind/fragment/de_"))).toBe(true);
    expect(JSON.parse(read(published, "../schedule.json"))).toMatchObject({ next: null, scheduled: [] });
    // The places the earlier build left it out of are exactly these.
    expect(filesMentioning(join(earlier(), "client"), article)).toEqual([]);
  });

  it("is in a preview build before its moment, marked as scheduled in each of its languages, and asks for no rebuild", () => {
    const notice = (file: string) =>
      read(preview(), file)
        .match(/<p data-scheduled[^>]*>([^<]*)<\/p>/)?.[1]
        ?.replace(/&#39;/g, "'");
    expect(notice(`blog/${scheduledSlug}/index.html`)).toBe(
      "Scheduled: this article goes live by itself on 2026-12-01 09:00 +01:00. Until then, only previews show it.",
    );
    expect(notice(`de/blog/${scheduledSlug}/index.html`)).toBe(
      "Geplant: Dieser Artikel erscheint am 2026-12-01 09:00 +01:00 von selbst auf der Website. Bis dahin zeigen ihn nur Vorschauen.",
    );
    expect(read(preview(), "blog/index.html")).toContain(article);
    // No other article is marked, and a live build marks nothing.
    expect(notice("blog/government-cloud-security/index.html")).toBeUndefined();
    expect(read(published, `blog/${scheduledSlug}/index.html`)).not.toContain("only previews show it");
    expect(JSON.parse(read(preview(), "../schedule.json"))).toMatchObject({ preview: true, next: null });
  });
});

describe("a content branch's preview (docs/decisions/046-previews-per-branch.md)", () => {
  const bar = (build: string, file: string) =>
    read(build, file).match(/<aside[^>]*data-preview-bar[^>]*>.*?<\/aside>/s)?.[0];

  it("carries on every page a bar naming the branch and linking the pages it changes, in the page's language", () => {
    const english = bar(preview(), "index.html") ?? "";
    expect(english).toContain("Preview of the branch content/x");
    expect(english).toContain("forms send and store nothing");
    expect([...english.matchAll(/<a href="([^"]+)"/g)].map((link) => link[1])).toEqual(["/about", "/de/about"]);
    expect(bar(preview(), "fr/index.html")).toContain("Aperçu de la branche content/x");
    expect(bar(preview(), `blog/${scheduledSlug}/index.html`)).toBeDefined();
    // The live build has none.
    expect(bar(published, "index.html")).toBeUndefined();
  });

  it("sends nothing anywhere: no inquiry, no event, no speed collector", () => {
    const scripts = readdirSync(join(preview(), "client/_astro")).filter((name) => name.endsWith(".js"));
    const code = scripts.map((name) => read(preview(), `_astro/${name}`)).join("\n");
    expect(code).not.toContain("/api/inquiries");
    expect(code).not.toContain("/api/events");
    expect(code).not.toMatch(/_astro\/vitals\.[\w-]+\.js/);
    // Which the live build does, so the test can tell.
    const live = readdirSync(join(published, "client/_astro"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => read(published, `_astro/${name}`))
      .join("\n");
    expect(live).toContain("/api/inquiries");
    expect(live).toMatch(/_astro\/vitals\.[\w-]+\.js/);
  });

  it("searches its own index and links its own pages: the search's addresses start at the preview's", () => {
    const searchCode = (build: string) =>
      readdirSync(join(build, "client/_astro"))
        .filter((name) => name.endsWith(".js"))
        .map((name) => read(build, `_astro/${name}`))
        .filter((code) => code.includes("pagefind/pagefind.js"));
    const inPreview = searchCode(preview());
    expect(inPreview.length).toBeGreaterThan(0);
    for (const code of inPreview) expect(code).toMatch(/[`"']\/preview\/x\/[`"']/);
    const live = searchCode(published);
    expect(live.length).toBeGreaterThan(0);
    for (const code of live) expect(code).not.toContain("/preview/");
  });
});
