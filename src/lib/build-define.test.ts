import { describe, expect, it } from "vitest";
import { siteBase } from "./build-define";

describe("siteBase", () => {
  it("takes a preview's address, and the root for nothing", () => {
    expect(siteBase("/preview/spring-launch/")).toBe("/preview/spring-launch/");
    expect(siteBase("/preview/pr-12/")).toBe("/preview/pr-12/");
    expect(siteBase(undefined)).toBe("/");
    expect(siteBase("")).toBe("/");
  });

  it("takes nothing that could leave the path or end a script's string: the root instead", () => {
    for (const given of [
      "/preview/x",
      "preview/x/",
      "/preview/../",
      "//evil.example/",
      "https://evil.example/",
      '/preview/x/";alert(1);"/',
      "/preview/x y/",
      `/${"a".repeat(61)}/`,
    ])
      expect(siteBase(given), given).toBe("/");
  });
});
