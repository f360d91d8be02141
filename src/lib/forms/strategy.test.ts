// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ValuesOf } from "./fields.ts";
import { strategyForm } from "./strategy.ts";

const { empty: emptyStrategy, validate: validateStrategy } = strategyForm;
type StrategyValues = ValuesOf<typeof strategyForm>;

const valid: StrategyValues = { name: "Sam Patel", email: "sam@example.net", message: "" };

describe("strategy schema", () => {
  it("reports every spec message for an empty form", () => {
    expect(validateStrategy(emptyStrategy)).toEqual({
      success: false,
      errors: { name: "Your name is required.", email: "Business email is required." },
    });
  });

  it("treats whitespace-only as empty", () => {
    expect(validateStrategy({ ...valid, name: "   ", email: "\n\t" })).toEqual({
      success: false,
      errors: { name: "Your name is required.", email: "Business email is required." },
    });
  });

  it("checks the e-mail format", () => {
    expect(validateStrategy({ ...valid, email: "sam@example" })).toEqual({
      success: false,
      errors: { email: "Please enter a valid email address." },
    });
  });

  it("accepts a valid request, description optional, and trims the text", () => {
    expect(validateStrategy({ name: " Sam Patel ", email: " sam@example.net ", message: " " })).toEqual({
      success: true,
      data: valid,
    });
  });

  it("has no length limit", () => {
    expect(validateStrategy({ ...valid, message: "z".repeat(100_000) }).success).toBe(true);
  });
});
