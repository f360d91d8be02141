import { describe, expect, it } from "vitest";
import { changedPages, previewChanges } from "./changed-pages";

describe("the pages a branch changes", () => {
  it("are the pages its content files feed, each in the file's language", () => {
    expect(
      changedPages([
        "src/content/data/pages/about.json",
        "src/content/i18n/de/data/pages/about.json",
        "src/content/articles/devops-salesforce-roi.md",
        "src/content/data/services/devops-assessment.json",
      ]),
    ).toEqual(["/about", "/de/about", "/blog/devops-salesforce-roi", "/expertise/services/devops-assessment"]);
  });

  it("lists every page a shared list feeds, and the home page for a whole-site file", () => {
    expect(changedPages(["src/content/data/lists/principles.json"])).toEqual(["/", "/about"]);
    expect(changedPages(["src/content/data/site/navigation.json"])).toEqual(["/"]);
  });

  it("leaves out what feeds no page: code, a made-up language, a slug no family has, a climb", () => {
    expect(
      changedPages([
        "package.json",
        "src/components/layout/site-header.tsx",
        "src/content/i18n/xx/data/pages/about.json",
        "src/content/data/services/not-a-service.json",
        "src/content/data/pages/../../../etc/passwd.json",
        "content/data/pages/about.json",
      ]),
    ).toEqual([]);
  });
});

describe("the preview bar's facts", () => {
  it("exist in a preview build only, with the branch's name kept to plain characters", () => {
    expect(previewChanges({})).toBeNull();
    expect(
      previewChanges({
        SITE_PREVIEW: "1",
        SITE_PREVIEW_BRANCH: "content/x<script>",
        SITE_PREVIEW_CHANGED: "src/content/data/pages/about.json package.json",
      }),
    ).toEqual({ branch: "content/xscript", pages: ["/about"] });
  });
});
