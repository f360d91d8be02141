import { type ComponentSchema, fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { inquiryForms } from "~/lib/forms";
import { choice, describeForm, text } from "~/lib/forms/fields";
import { fieldMessages } from "~/lib/forms/messages";
import data from "./data/site/forms.json" with { type: "json" };
import { formFields, forms } from "./page-schemas";

/**
 * The words of forms.json are described from the forms' descriptions (src/lib/forms/): a field
 * there has its words here, in the build's check, the types and the editor, with nothing to add.
 */
type Group = { shape: Record<string, { label?: string }> };
const wordsOf = { home: "homeInquiry", contact: "contact", strategy: "strategy" } as const;

describe("the forms' words", () => {
  it.each(Object.values(inquiryForms))(
    "have a group per field of the $id form, in its order, under its name",
    (form) => {
      const fieldsGroup = (forms.shape[wordsOf[form.id]].shape as { fields: Group }).fields;
      expect(Object.keys(fieldsGroup.shape)).toEqual([...form.fields]);
      const described = form.described as Record<string, { label: string }>;
      for (const name of form.fields) expect(fieldsGroup.shape[name]?.label).toBe(described[name]?.label);
    },
  );

  it("ask a choice for its prompt and each option's words, labelled in the editor as the team names them", () => {
    const words = formFields(
      describeForm("sample", {
        name: text({ label: "Name", column: "name", required: "fullNameRequired" }),
        size: choice({
          label: "Company size",
          options: [
            ["1-49", "1–49"],
            ["1000+", "1,000+"],
          ],
        }),
      }),
    );
    const size = { label: "Taille", placeholder: "Choisir…", options: { "1-49": "1–49", "1000+": "1 000+" } };
    expect(words.zod.safeParse({ name: { label: "Nom" }, size }).success).toBe(true);
    expect(
      words.zod.safeParse({ name: { label: "Nom" }, size: { ...size, options: { "1-49": "1–49" } } }).success,
    ).toBe(false);
    const editor = words.editor(fields) as Extract<ComponentSchema, { kind: "object" }>;
    const options = (editor.fields.size as Extract<ComponentSchema, { kind: "object" }>).fields.options as Extract<
      ComponentSchema,
      { kind: "object" }
    >;
    expect(Object.values(options.fields).map((option) => (option as { label: string }).label)).toEqual([
      "1–49",
      "1,000+",
    ]);
  });

  it("let a translation give each field message in its language, and no other", () => {
    const messages = Object.fromEntries(Object.keys(fieldMessages).map((id) => [id, `(${id})`]));
    const file = (extra: object) => ({ ...data, shared: { ...data.shared, messages: { ...messages, ...extra } } });
    expect(forms.zod.safeParse(file({})).success).toBe(true);
    expect(forms.zod.safeParse(file({ nameTooLong: "x" })).success).toBe(false);
  });
});
