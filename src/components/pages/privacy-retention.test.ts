import { describe, expect, it } from "vitest";
import { withPeriods } from "~/components/pages/privacy-page";
import { privacyPolicy } from "~/content/pages";
import { readIn } from "~/content/read";
import { DEFAULT_LEAD_RETENTION_DAYS, retentionWords } from "~/lib/retention";
import { inquiryConfig } from "../../../server/inquiries/config";

/** The privacy file's paragraph that states the period, and the file's words for it, in a language. */
function statedIn(language: string) {
  const privacy = readIn("pages/privacy", language);
  if (!privacy) throw new Error(`no privacy file in [${language}]`);
  const text = privacy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]);
  return { text, stated: text.filter((paragraph) => paragraph.includes("{leadRetention}")), words: privacy.retention };
}

describe("the lead retention period", () => {
  it("is one number for the server's default and the privacy page", () => {
    expect(inquiryConfig({}).leadRetentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    const { text, stated, words } = statedIn("en");
    expect(stated).toHaveLength(1);
    expect(withPeriods(stated[0] as string, words)).toContain("delete it two years after it reached us at the latest");
    expect(text.join(" ")).not.toMatch(/two years|730/);
  });

  it.each([
    ["de", "löschen sie spätestens zwei Jahre nach ihrem Eingang"],
    ["fr", "les supprimons au plus tard deux ans après leur réception"],
  ])("reads in the words of the %s privacy page", (language, sentence) => {
    const { stated, words } = statedIn(language);
    expect(stated).toHaveLength(1);
    expect(withPeriods(stated[0] as string, words)).toContain(sentence);
  });

  it.each([
    [730, "two years", "zwei Jahre", "deux ans"],
    [365, "one year", "ein Jahr", "un an"],
    [90, "three months", "drei Monate", "trois mois"],
    [30, "one month", "einen Monat", "un mois"],
    [45, "45 days", "45 Tage", "45 jours"],
  ])("%i days read as %s, %s, %s", (days, english, german, french) => {
    expect(retentionWords(days, privacyPolicy.retention)).toBe(english);
    expect(retentionWords(days, statedIn("de").words)).toBe(german);
    expect(retentionWords(days, statedIn("fr").words)).toBe(french);
  });
});
