import { describe, expect, it } from "vitest";
import type { DescribedField } from "./fields.ts";
import { inquiryForms } from "./index.ts";
import { fieldMessages, translateMessage } from "./messages.ts";

describe("field messages", () => {
  it("are each named by a field of some form, and each says something of its own", () => {
    const named = Object.values(inquiryForms).flatMap((form) =>
      Object.values(form.described as Record<string, DescribedField>).flatMap((field) => [
        field.required,
        field.invalid,
      ]),
    );
    expect(new Set(named.filter(Boolean))).toEqual(new Set(Object.keys(fieldMessages)));
    expect(new Set(Object.values(fieldMessages)).size).toBe(Object.keys(fieldMessages).length);
  });

  it("are shown in the page's language when it has them, in English otherwise", () => {
    const german = { emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein." };
    expect(translateMessage(fieldMessages.emailInvalid, german)).toBe(german.emailInvalid);
    expect(translateMessage(fieldMessages.subjectRequired, german)).toBe("Subject is required.");
    expect(translateMessage(fieldMessages.emailInvalid)).toBe("Please enter a valid email address.");
  });
});
