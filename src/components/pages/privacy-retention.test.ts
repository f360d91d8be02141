import { describe, expect, it } from "vitest";
import { withPeriods } from "~/components/pages/privacy-page";
import { privacyPolicy } from "~/content/pages";
import { readIn } from "~/content/read";
import { DEFAULT_LEAD_RETENTION_DAYS, retentionWords } from "~/lib/retention";
import { inquiryConfig } from "../../../server/inquiries/config";

/** Every text of the privacy file in a language, and the file's words for periods. */
function privacyIn(language: string) {
  const privacy = readIn("pages/privacy", language);
  if (!privacy) throw new Error(`no privacy file in [${language}]`);
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") for (const entry of Object.values(value)) walk(entry);
  };
  walk({ ...privacy, retention: undefined });
  return { texts, stated: texts.filter((text) => text.includes("{leadRetention}")), words: privacy.retention };
}

describe("the lead retention period", () => {
  it("is one number for the server's default and the privacy page, never written out in the file", () => {
    expect(inquiryConfig({}).leadRetentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    const { texts, stated, words } = privacyIn("en");
    expect(stated.length).toBeGreaterThan(0);
    for (const text of stated) expect(withPeriods(text, words)).toContain("two years");
    expect(texts.join(" ")).not.toMatch(/two years|730/);
  });

  it.each([
    ["de", "zwei Jahre", /zwei Jahre|730/],
    ["fr", "deux ans", /deux ans|730/],
  ])("reads in the words of the %s privacy page", (language, period, written) => {
    const { texts, stated, words } = privacyIn(language);
    expect(stated.length).toBeGreaterThan(0);
    for (const text of stated) expect(withPeriods(text, words)).toContain(period);
    expect(texts.join(" ")).not.toMatch(written);
  });

  it.each([
    [730, "two years", "zwei Jahre", "deux ans"],
    [365, "one year", "ein Jahr", "un an"],
    [90, "three months", "drei Monate", "trois mois"],
    [30, "one month", "einen Monat", "un mois"],
    [45, "45 days", "45 Tage", "45 jours"],
  ])("%i days read as %s, %s, %s", (days, english, german, french) => {
    expect(retentionWords(days, privacyPolicy.retention)).toBe(english);
    expect(retentionWords(days, privacyIn("de").words)).toBe(german);
    expect(retentionWords(days, privacyIn("fr").words)).toBe(french);
  });
});
