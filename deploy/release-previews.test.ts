import { describe, expect, it } from "vitest";
import { type Head, planPreviews, previewLimit, previewName, previewPath, quoted } from "./release-previews.ts";

describe("a content branch's preview name", () => {
  it("is the part after content/ when it is one plain path segment", () => {
    expect(previewName("content/spring-launch")).toBe("spring-launch");
    expect(previewName("content/About_v2.1")).toBe("About_v2.1");
    expect(previewPath("spring-launch")).toBe("/preview/spring-launch/");
  });

  // Branch names are written by whoever may push a branch: each of these must build nothing.
  it.each([
    ["not a content branch", "main"],
    ["another prefix", "feature/content/x"],
    ["an empty name", "content/"],
    ["a climb out of the previews folder", "content/../../x"],
    ["a nested climb", "content/a/../../etc"],
    ["a folder inside the name", "content/a/b"],
    ["spaces", "content/my new page"],
    ["a command substitution", "content/$(touch /tmp/owned)"],
    ["backticks", "content/`id`"],
    ["a semicolon", "content/x;rm -rf /"],
    ["a leading dot", "content/.hidden"],
    ["a leading dash, an option to some tool", "content/-rf"],
    ["a newline", "content/x\ny"],
    ["300 characters", `content/${"a".repeat(300)}`],
    ["61 characters", `content/${"a".repeat(61)}`],
    ["two dots", "content/a..b"],
    ["the editor's own way in", "content/content"],
    ["a percent-encoded slash", "content/a%2Fb"],
    ["a pull request's preview name", "content/pr-12"],
    ["a pull request's name in capitals", "content/PR-7"],
  ])("refuses %s", (_why, branch) => {
    expect(previewName(branch)).toBeNull();
  });

  it("accepts 60 characters, the longest name", () => {
    expect(previewName(`content/${"a".repeat(60)}`)).toBe("a".repeat(60));
    // Only pr-<digits> is a pull request's.
    expect(previewName("content/pr-notes")).toBe("pr-notes");
    expect(previewName("content/pr-12a")).toBe("pr-12a");
  });

  it("is quoted and clipped in a log line, so a 300-character or multi-line name stays one short line", () => {
    const line = quoted(`content/${"x".repeat(300)}\n$(id)`);
    expect(line.length).toBeLessThan(90);
    expect(line).not.toContain("\n");
    expect(quoted("content/a\nb")).toBe('"content/a\\nb"');
  });
});

describe("which previews there should be", () => {
  const head = (branch: string, commit: string, time: number): Head => ({ branch, commit, time });
  const none = () => false;

  it("keeps the newest heads up to the limit and names the older ones as over it", () => {
    const heads = [
      head("content/a", "a1", 100),
      head("content/b", "b1", 300),
      head("content/c", "c1", 200),
      head("content/d", "d1", 50),
    ];
    const plan = planPreviews(heads, none, 2);
    expect(plan.keep).toEqual([
      { name: "b", commit: "b1", branch: "content/b" },
      { name: "c", commit: "c1", branch: "content/c" },
    ]);
    expect(plan.over).toEqual(["a", "d"]);
  });

  it("gives a branch main already contains no preview, and a refused name none either", () => {
    const plan = planPreviews(
      [head("content/merged", "m1", 500), head("content/open", "o1", 400), head("content/../../x", "x1", 600)],
      (commit) => commit === "m1",
      5,
    );
    expect(plan.keep).toEqual([{ name: "open", commit: "o1", branch: "content/open" }]);
    expect(plan.merged).toEqual(["merged"]);
    expect(plan.refused).toEqual(["content/../../x"]);
  });

  it("names a pull request's preview pr-<number>, shows its head branch, and counts it in the same limit", () => {
    const plan = planPreviews(
      [
        head("content/a", "a1", 100),
        { branch: "feature/pricing", commit: "p1", time: 300, pull: 42 },
        { branch: "fix/old", commit: "f1", time: 50, pull: 7 },
        { branch: "fix/merged", commit: "m1", time: 400, pull: 9 },
        head("content/pr-42", "x1", 500),
      ],
      (commit) => commit === "m1",
      2,
    );
    expect(plan.keep).toEqual([
      { name: "pr-42", commit: "p1", branch: "feature/pricing", pull: 42 },
      { name: "a", commit: "a1", branch: "content/a" },
    ]);
    expect(plan.over).toEqual(["pr-7"]);
    expect(plan.merged).toEqual(["pr-9"]);
    // A content branch that would take a pull request's name is refused, not built over it.
    expect(plan.refused).toEqual(["content/pr-42"]);
  });

  it("keeps none with a limit of 0", () => {
    expect(planPreviews([head("content/a", "a1", 1)], none, 0).keep).toEqual([]);
  });
});

describe("PREVIEW_LIMIT", () => {
  it("is 5 unless set, and a value that is not a small whole number is 5 too", () => {
    expect(previewLimit(undefined)).toBe(5);
    expect(previewLimit("3")).toBe(3);
    expect(previewLimit("0")).toBe(0);
    for (const wrong of ["-1", "2.5", "lots", "1000"]) expect(previewLimit(wrong)).toBe(5);
  });
});
