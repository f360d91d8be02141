import { describe, expect, it } from "vitest";
import { fill } from "./template";

describe("fill", () => {
  it("puts values into placeholders", () => {
    expect(fill("{n} of {total}", { n: 2, total: 4 })).toBe("2 of 4");
    expect(fill("Show clouds {start}–{end}", { start: 4, end: 6 })).toBe("Show clouds 4–6");
  });

  it("throws on a placeholder without a value", () => {
    expect(() => fill("{n} of {total}", { n: 1 })).toThrow(/total/);
  });
});
