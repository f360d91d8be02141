import { describe, expect, it } from "vitest";
import { withPeriods } from "~/components/pages/privacy-page";
import { privacyPolicy } from "~/content/pages";
import { inquiryConfig } from "../../server/inquiries/config";
import { DEFAULT_LEAD_RETENTION_DAYS, retentionWords } from "./retention";

describe("the lead retention period", () => {
  it("is one number for the server's default and the privacy page", () => {
    expect(inquiryConfig({}).leadRetentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    const text = privacyPolicy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]);
    const stated = text.filter((paragraph) => paragraph.includes("{leadRetention}"));
    expect(stated).toHaveLength(1);
    expect(withPeriods(stated[0] as string)).toContain("delete it two years after it reached us at the latest");
    expect(text.join(" ")).not.toMatch(/two years|730/);
  });

  it.each([
    [730, "two years"],
    [365, "one year"],
    [90, "three months"],
    [45, "45 days"],
  ])("%i days read as %s", (days, words) => {
    expect(retentionWords(days)).toBe(words);
  });
});
