// @vitest-environment node
import { describe, expect, it } from "vitest";
import { choice, consent, describeForm, email, text, textarea } from "./fields.ts";

/** A form of every kind, described as the site's forms are (home.ts, contact.ts, strategy.ts). */
const sample = describeForm("sample", {
  name: text({ label: "Full name", column: "name", required: "fullNameRequired", autoComplete: "name" }),
  email: email({ label: "Work email", column: "email", required: "workEmailRequired", invalid: "emailInvalid" }),
  size: choice({
    label: "Company size",
    required: "subjectRequired",
    options: [
      ["1-49", "1–49"],
      ["50-249", "50–249"],
    ],
  }),
  region: choice({ label: "Region", options: [["emea", "EMEA"]] }),
  note: textarea({ label: "Note", rows: 3 }),
  consent: consent({ label: "Agreed to the terms", required: "agreeToTermsRequired" }),
});
const valid = { name: "Ana", email: "ana@example.org", size: "1-49", region: "", note: "", consent: true };

describe("a described form", () => {
  it("keeps its fields in the order they are described, with their empty values", () => {
    expect(sample.fields).toEqual(["name", "email", "size", "region", "note", "consent"]);
    expect(sample.empty).toEqual({ name: "", email: "", size: "", region: "", note: "", consent: false });
    expect(sample.described.email.autoComplete).toBe("email");
  });

  it("gives each required field its message, the first rule that failed, and nothing for optional ones", () => {
    expect(sample.validate(sample.empty)).toEqual({
      success: false,
      errors: {
        name: "Full name is required.",
        email: "Work email is required.",
        size: "Subject is required.",
        consent: "You must agree to the terms.",
      },
    });
    expect(sample.validate({ ...valid, email: "ana@example" })).toEqual({
      success: false,
      errors: { email: "Please enter a valid email address." },
    });
  });

  it("takes only a choice's own ids: a required one refuses anything else, an optional one drops it", () => {
    expect(sample.validate({ ...valid, size: "5000+" })).toEqual({
      success: false,
      errors: { size: "Subject is required." },
    });
    expect(sample.validate({ ...valid, region: "<script>" })).toEqual({ success: true, data: valid });
    expect(sample.validate({ ...valid, region: "emea", size: "50-249" })).toMatchObject({
      success: true,
      data: { region: "emea", size: "50-249" },
    });
  });

  it("counts only a ticked box as consent", () => {
    for (const consent of [false, "on", "true", 1, undefined])
      expect(sample.validate({ ...valid, consent })).toEqual({
        success: false,
        errors: { consent: "You must agree to the terms." },
      });
  });
});
