// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactForm } from "./contact.ts";
import type { DescribedField } from "./fields.ts";
import { homeInquiryForm } from "./home.ts";
import { fieldMessages } from "./messages.ts";
import type { ValidationResult } from "./shared.ts";
import { strategyForm } from "./strategy.ts";
import { randomString, seededRandom } from "./test-strings";

const RUNS = 3000;

type Validate = (values: unknown) => ValidationResult<unknown, string>;
type Form = { described: object; validate: Validate };

/**
 * Never throws; either succeeds or reports at least one message, each one of the forms' own.
 * Problems are collected and asserted once: an `expect` per iteration would dominate the run time.
 */
function fuzz(name: string, form: Form, make: () => object) {
  const validate: Validate = form.validate;
  it(`${name}: ${RUNS} random submissions never throw and only ever report the required messages`, () => {
    // The messages its description names, and no other.
    const fields = Object.values(form.described as Record<string, DescribedField>);
    const ids = fields.flatMap((field) => [field.required, field.invalid]).filter((id) => id !== undefined);
    const allowed = new Set<string>(ids.map((id) => fieldMessages[id]));
    const problems: string[] = [];
    const outcomes = { success: 0, failure: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const values = make();
      const show = () => JSON.stringify(values).slice(0, 200);
      let result: ReturnType<Validate>;
      try {
        result = validate(values);
      } catch (error) {
        problems.push(`threw ${String(error)} for ${show()}`);
        continue;
      }
      outcomes[result.success ? "success" : "failure"] += 1;
      if (result.success) continue;
      const reported = Object.values(result.errors);
      if (reported.length === 0) problems.push(`failed without a message for ${show()}`);
      for (const message of reported)
        if (message === undefined || !allowed.has(message)) problems.push(`unexpected "${message}"`);
    }
    expect(problems).toEqual([]);
    // Both paths were exercised, so the run proves something about each.
    expect(outcomes.success).toBeGreaterThan(20);
    expect(outcomes.failure).toBeGreaterThan(50);
  });
}

describe("schema fuzzing", () => {
  const random = seededRandom(2024);
  const text = () => randomString(random);
  const emailish = () => (random() < 0.3 ? `${text()}@${text()}.${text()}` : text());
  /** A value of the field's kind, often right, often not: a choice's id or any text, a box's true or false. */
  const valueFor = (field: DescribedField) => {
    if (field.kind === "consent") return random() < 0.5;
    if (field.kind === "email") return emailish();
    const ids = field.options?.map(([id]) => id) ?? [];
    if (ids.length > 0 && random() < 0.7) return ids[Math.floor(random() * ids.length)];
    return text();
  };
  /** A random submission of the form: every field it describes, so a new field is fuzzed as it is added. */
  const submissionOf = (form: Form) => () =>
    Object.fromEntries(
      Object.entries(form.described as Record<string, DescribedField>).map(([name, field]) => [name, valueFor(field)]),
    );

  fuzz("home inquiry", homeInquiryForm, submissionOf(homeInquiryForm));
  fuzz("contact", contactForm, submissionOf(contactForm));
  fuzz("strategy", strategyForm, submissionOf(strategyForm));
});
