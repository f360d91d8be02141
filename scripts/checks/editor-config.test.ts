import { afterEach, describe, expect, it, vi } from "vitest";
import editor from "../../keystatic.config";

/**
 * The editor's "Preview" opens the page a file's words appear on, from the page registry and the
 * families' addresses: a file that is a page's own words, in each language, and each entry of a family.
 */
describe("the editor's previews (keystatic.config.ts)", () => {
  const singletons = editor.singletons as Record<string, { previewUrl?: string }>;
  const collections = editor.collections as Record<string, { previewUrl?: string }>;

  it("open a page that exists once at its address, in the language of the file", () => {
    expect(singletons.about?.previewUrl).toBe("/about");
    expect(singletons.partnersPage?.previewUrl).toBe("/about/partners");
    expect(singletons.contactDe?.previewUrl).toBe("/de/contact");
    expect(singletons.legalNoticeDe?.previewUrl).toBe("/de/impressum");
    expect(singletons.legalNoticeFr?.previewUrl).toBe("/fr/mentions-legales");
  });

  it("open an entry of a family at its slug's address", () => {
    expect(collections.articles?.previewUrl).toBe("/blog/{slug}");
    expect(collections.caseStudies?.previewUrl).toBe("/case-studies/{slug}");
    expect(collections.cloudPages?.previewUrl).toBe("/expertise/clouds/{slug}");
    expect(collections.industryPagesFr?.previewUrl).toBe("/fr/industries/{slug}");
  });

  it("are not offered for a file that is no page's own words (a list, the whole site's words)", () => {
    expect(singletons.jobs?.previewUrl).toBeUndefined();
    expect(singletons.navigation?.previewUrl).toBeUndefined();
    expect(Object.keys(singletons)).toContain("jobs");
  });
});

describe("the editor's previews in GitHub mode", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("open the page in the branch's preview on the editor's host (docs/decisions/046-previews-per-branch.md)", async () => {
    vi.stubEnv("PUBLIC_KEYSTATIC_GITHUB_REPO", "acme/summit-site");
    vi.resetModules();
    const { default: github } = await import("../../keystatic.config");
    const singletons = github.singletons as Record<string, { previewUrl?: string }>;
    const collections = github.collections as Record<string, { previewUrl?: string }>;
    expect(singletons.about?.previewUrl).toBe("/preview/{branch}/about");
    expect(singletons.contactDe?.previewUrl).toBe("/preview/{branch}/de/contact");
    expect(collections.articles?.previewUrl).toBe("/preview/{branch}/blog/{slug}");
    expect(singletons.jobs?.previewUrl).toBeUndefined();
  });
});
