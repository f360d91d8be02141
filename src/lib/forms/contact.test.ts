// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactForm, subjectFromQuery } from "./contact.ts";
import type { ValuesOf } from "./fields.ts";

const { empty: emptyContact, validate: validateContact } = contactForm;
type ContactValues = ValuesOf<typeof contactForm>;

const valid: ContactValues = {
  name: "Avery Chen",
  email: "avery@example.org",
  company: "",
  role: "",
  subject: "Data Cloud readiness",
  message: "Can you review our data model before we turn on Data Cloud?",
};

const errorsFor = (values: Partial<ContactValues>) => {
  const result = validateContact({ ...valid, ...values });
  return result.success ? {} : result.errors;
};

describe("contact schema", () => {
  it("reports every spec message for an empty form, one per field", () => {
    expect(validateContact(emptyContact)).toEqual({
      success: false,
      errors: {
        name: "Full name is required.",
        email: "Work email is required.",
        subject: "Subject is required.",
        message: "Your message is required.",
      },
    });
  });

  it("treats whitespace-only as empty", () => {
    expect(errorsFor({ name: " ", email: "\t", subject: "\u2028", message: " \n " })).toEqual({
      name: "Full name is required.",
      email: "Work email is required.",
      subject: "Subject is required.",
      message: "Your message is required.",
    });
  });

  it("checks the e-mail format", () => {
    for (const email of ["avery", "avery@example", "@example.org", "avery@.org", "av ery@example.org"]) {
      expect(errorsFor({ email })).toEqual({ email: "Please enter a valid email address." });
    }
  });

  it("accepts a valid message, company and role optional, and trims the text", () => {
    const result = validateContact({ ...valid, email: "  avery@example.org ", company: " Contoso ", role: " CIO" });
    expect(result).toEqual({ success: true, data: { ...valid, company: "Contoso", role: "CIO" } });
  });

  it("has no length limit", () => {
    const long = "y".repeat(100_000);
    expect(validateContact({ ...valid, subject: long, message: long, company: long, role: long }).success).toBe(true);
  });
});

describe("subjectFromQuery: subject, else service", () => {
  const query = (search: string) => subjectFromQuery(new URLSearchParams(search));

  it("prefers subject, falls back to service, else nothing", () => {
    expect(query("subject=Partnership%20Inquiry&service=Managed%20Services")).toBe("Partnership Inquiry");
    expect(query("service=Custom%20API%20%26%20Integration")).toBe("Custom API & Integration");
    expect(query("subject=General+Application")).toBe("General Application");
    expect(query("")).toBe("");
    expect(query("subject=&service=Advanced%20DevOps")).toBe("Advanced DevOps");
  });

  it("returns markup as plain text, untouched", () => {
    expect(query("subject=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")).toBe("<img src=x onerror=alert(1)>");
  });
});
