// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactMessages, validateContact } from "./contact";
import { homeInquiryMessages, validateHomeInquiry } from "./home";
import { strategyMessages, validateStrategy } from "./strategy";
import { randomString, seededRandom } from "./test-strings";

const RUNS = 3000;

/** Never throws; either succeeds or reports only the spec's own messages (§5). */
function fuzz(
  name: string,
  validate: (values: unknown) => unknown,
  messages: Record<string, string>,
  make: () => object,
) {
  it(`${name}: ${RUNS} random submissions never throw and only ever report the spec's messages`, () => {
    const allowed = new Set(Object.values(messages));
    const outcomes = { success: 0, failure: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const values = make();
      let result: unknown;
      expect(() => {
        result = validate(values);
      }).not.toThrow();
      const outcome = result as { success: boolean; errors?: Record<string, string> };
      outcomes[outcome.success ? "success" : "failure"] += 1;
      if (outcome.success) continue;
      const reported = Object.values(outcome.errors ?? {});
      expect(reported.length, JSON.stringify(values).slice(0, 200)).toBeGreaterThan(0);
      for (const message of reported) expect(allowed).toContain(message);
    }
    // Both paths were exercised, so the run proves something about each.
    expect(outcomes.success).toBeGreaterThan(20);
    expect(outcomes.failure).toBeGreaterThan(50);
  });
}

describe("schema fuzzing", () => {
  const random = seededRandom(2024);
  const text = () => randomString(random);

  fuzz("home inquiry", validateHomeInquiry, homeInquiryMessages, () => ({
    fullName: text(),
    workEmail: random() < 0.3 ? `${text()}@${text()}.${text()}` : text(),
    companyName: text(),
    message: text(),
    agreeToTerms: random() < 0.5,
  }));

  fuzz("contact", validateContact, contactMessages, () => ({
    name: text(),
    email: random() < 0.3 ? `${text()}@${text()}.${text()}` : text(),
    company: text(),
    role: text(),
    subject: text(),
    message: text(),
  }));

  fuzz("strategy", validateStrategy, strategyMessages, () => ({
    name: text(),
    businessEmail: random() < 0.3 ? `${text()}@${text()}.${text()}` : text(),
    projectDescription: text(),
  }));
});
