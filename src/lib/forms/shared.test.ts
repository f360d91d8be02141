// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, firstInvalidField, isEmail } from "./shared.ts";
import { randomString, seededRandom } from "./test-strings";

describe("the e-mail rule: text, an at sign, text, a dot, text", () => {
  it.each([
    "a@b.c",
    "jordan.lee@example.com",
    "first+tag@sub.example.co.uk",
    "ops@example..com",
    "ünïcødé@exämple.de",
    "x@y.z.",
    '"odd"@example.org',
  ])("accepts %j", (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    "",
    "plainaddress",
    "@example.com",
    "jordan@",
    "jordan@example",
    "jordan@.com",
    "jordan@example.",
    "jordan@@example.com",
    "jordan@exa@mple.com",
    "jordan lee@example.com",
    "jordan@exam ple.com",
    "jordan@example.com\u00a0x",
  ])("rejects %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it("agrees with the classic pattern on thousands of random strings", () => {
    const random = seededRandom(7);
    const alphabet = ["a", "b", "@", "@", ".", ".", " ", "\t", "\u00a0", "\u2028", "é", "😀"];
    const disagreements: string[] = [];
    for (let run = 0; run < 5000; run += 1) {
      const length = Math.floor(random() * 12);
      const value = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      if (isEmail(value) !== EMAIL_PATTERN.test(value)) disagreements.push(JSON.stringify(value));
    }
    expect(disagreements).toEqual([]);
  });

  it("answers quickly on long hostile input that makes the pattern backtrack", () => {
    const hostile = `a@${"b.".repeat(50_000)} x`;
    const started = performance.now();
    expect(isEmail(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("the random string source covers what the fuzz tests promise", () => {
    const random = seededRandom(1);
    const sample = Array.from({ length: 500 }, () => randomString(random)).join("");
    expect(sample).toMatch(/[\u{1F300}-\u{1FAFF}]/u);
    expect(sample).toMatch(/[\u0590-\u06FF]/);
    expect([...sample].some((character) => (character.codePointAt(0) ?? 99) < 0x20)).toBe(true);
    expect(sample).toMatch(/<script>/);
  });
});

describe("firstInvalidField", () => {
  it("follows on-screen order, not the order errors were found", () => {
    const fields = ["name", "email", "message"] as const;
    expect(firstInvalidField({ message: "x", email: "y" }, fields)).toBe("email");
    expect(firstInvalidField({}, fields)).toBeUndefined();
  });
});
