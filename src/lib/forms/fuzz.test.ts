// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactMessages, validateContact } from "./contact.ts";
import { homeInquiryMessages, validateHomeInquiry } from "./home.ts";
import type { ValidationResult } from "./shared.ts";
import { strategyMessages, validateStrategy } from "./strategy.ts";
import { randomString, seededRandom } from "./test-strings";

const RUNS = 3000;

type Validate = (values: unknown) => ValidationResult<unknown, string>;

/**
 * Never throws; either succeeds or reports at least one message, each one of the forms' own.
 * Problems are collected and asserted once: an `expect` per iteration would dominate the run time.
 */
function fuzz(name: string, validate: Validate, messages: Record<string, string>, make: () => object) {
  it(`${name}: ${RUNS} random submissions never throw and only ever report the required messages`, () => {
    const allowed = new Set(Object.values(messages));
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

  fuzz("home inquiry", validateHomeInquiry, homeInquiryMessages, () => ({
    fullName: text(),
    workEmail: emailish(),
    companyName: text(),
    message: text(),
    agreeToTerms: random() < 0.5,
  }));

  fuzz("contact", validateContact, contactMessages, () => ({
    name: text(),
    email: emailish(),
    company: text(),
    role: text(),
    subject: text(),
    message: text(),
  }));

  fuzz("strategy", validateStrategy, strategyMessages, () => ({
    name: text(),
    businessEmail: emailish(),
    projectDescription: text(),
  }));
});
