import { describe, expect, it } from "vitest";
import { read, readIn } from "./read";

/** A data file's record in a language: the English, a translation, or nothing (never English in its place). */
describe("readIn", () => {
  it("is the English file's record in the default language", () => {
    expect(readIn("pages/contact", "en")).toEqual(read("pages/contact"));
  });

  it("is the translation's record, checked by the same description, without its translatedFrom", () => {
    const german = readIn("pages/not-found", "de");
    expect(german).toBeDefined();
    expect(german).not.toHaveProperty("translatedFrom");
    expect(Object.keys(german ?? {})).toEqual(Object.keys(read("pages/not-found")));
    expect(german).not.toEqual(read("pages/not-found"));
  });

  it("is nothing for a language that has no such file", () => {
    expect(readIn("pages/contact", "xx")).toBeUndefined();
  });
});
