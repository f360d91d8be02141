// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ValuesOf } from "./fields.ts";
import { homeInquiryForm } from "./home.ts";

const { empty: emptyHomeInquiry, validate: validateHomeInquiry } = homeInquiryForm;
type HomeInquiryValues = ValuesOf<typeof homeInquiryForm>;

const valid: HomeInquiryValues = {
  fullName: "Jordan Lee",
  workEmail: "jordan.lee@example.com",
  companyName: "",
  message: "We want to consolidate three Salesforce orgs.",
  agreeToTerms: true,
};

const errorsFor = (values: Partial<HomeInquiryValues>) => {
  const result = validateHomeInquiry({ ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe("home inquiry schema", () => {
  it("reports every spec message for an empty form, one per field", () => {
    const result = validateHomeInquiry(emptyHomeInquiry);
    expect(result).toEqual({
      success: false,
      errors: {
        fullName: "Full name is required.",
        workEmail: "Work email is required.",
        message: "Message cannot be empty.",
        agreeToTerms: "You must agree to the terms.",
      },
    });
  });

  it("treats whitespace-only as empty", () => {
    expect(errorsFor({ fullName: "  \t\n ", workEmail: " \u00a0", message: "\n\n" })).toEqual({
      fullName: "Full name is required.",
      workEmail: "Work email is required.",
      message: "Message cannot be empty.",
    });
  });

  it("checks the e-mail format after the required rule", () => {
    expect(errorsFor({ workEmail: "jordan@example" })).toEqual({ workEmail: "Please enter a valid email address." });
    expect(errorsFor({ workEmail: "jordan@@example.com" })).toEqual({
      workEmail: "Please enter a valid email address.",
    });
  });

  it("requires the terms box to be ticked", () => {
    expect(errorsFor({ agreeToTerms: false })).toEqual({ agreeToTerms: "You must agree to the terms." });
  });

  it("accepts a valid inquiry, company optional, and trims the text", () => {
    const result = validateHomeInquiry({
      ...valid,
      fullName: "  Jordan Lee ",
      workEmail: " jordan.lee@example.com\n",
      companyName: " Northwind Health ",
    });
    expect(result).toEqual({
      success: true,
      data: { ...valid, companyName: "Northwind Health" },
    });
  });

  it("has no length limit", () => {
    const long = "x".repeat(100_000);
    expect(validateHomeInquiry({ ...valid, fullName: long, message: long, companyName: long }).success).toBe(true);
  });

  it("gives the required messages, not zod's, for missing fields", () => {
    expect(validateHomeInquiry({})).toEqual({
      success: false,
      errors: {
        fullName: "Full name is required.",
        workEmail: "Work email is required.",
        message: "Message cannot be empty.",
        agreeToTerms: "You must agree to the terms.",
      },
    });
  });
});
