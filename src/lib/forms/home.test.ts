// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ValuesOf } from "./fields.ts";
import { homeInquiryForm } from "./home.ts";

const { empty: emptyHomeInquiry, validate: validateHomeInquiry } = homeInquiryForm;
type HomeInquiryValues = ValuesOf<typeof homeInquiryForm>;

const valid: HomeInquiryValues = {
  name: "Jordan Lee",
  email: "jordan.lee@example.com",
  company: "",
  message: "We want to consolidate three Salesforce orgs.",
  consent: true,
};

const errorsFor = (values: Partial<HomeInquiryValues>) => {
  const result = validateHomeInquiry({ ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe("home inquiry schema", () => {
  // The required messages, not zod's, whether the fields are empty or missing altogether.
  it.each([
    ["an empty form", emptyHomeInquiry],
    ["a form with no fields", {}],
  ])("reports every spec message for %s, one per field", (_, values) => {
    expect(validateHomeInquiry(values)).toEqual({
      success: false,
      errors: {
        name: "Full name is required.",
        email: "Work email is required.",
        message: "Message cannot be empty.",
        consent: "You must agree to the terms.",
      },
    });
  });

  it("treats whitespace-only as empty", () => {
    expect(errorsFor({ name: "  \t\n ", email: " \u00a0", message: "\n\n" })).toEqual({
      name: "Full name is required.",
      email: "Work email is required.",
      message: "Message cannot be empty.",
    });
  });

  it("checks the e-mail format after the required rule", () => {
    expect(errorsFor({ email: "jordan@example" })).toEqual({ email: "Please enter a valid email address." });
    expect(errorsFor({ email: "jordan@@example.com" })).toEqual({
      email: "Please enter a valid email address.",
    });
  });

  it("requires the terms box to be ticked", () => {
    expect(errorsFor({ consent: false })).toEqual({ consent: "You must agree to the terms." });
  });

  it("accepts a valid inquiry, company optional, and trims the text", () => {
    const result = validateHomeInquiry({
      ...valid,
      name: "  Jordan Lee ",
      email: " jordan.lee@example.com\n",
      company: " Northwind Health ",
    });
    expect(result).toEqual({
      success: true,
      data: { ...valid, company: "Northwind Health" },
    });
  });

  it("has no length limit", () => {
    const long = "x".repeat(100_000);
    expect(validateHomeInquiry({ ...valid, name: long, message: long, company: long }).success).toBe(true);
  });
});
