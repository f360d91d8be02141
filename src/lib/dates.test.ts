import { describe, expect, it } from "vitest";
import { languages } from "~/content/languages";
import { buildDate, formatDate } from "./dates";

describe("dates", () => {
  it("formats ISO dates the way articles show them", () => {
    expect(formatDate("2024-10-26")).toBe("October 26, 2024");
    expect(formatDate("2024-10-15")).toBe("October 15, 2024");
  });

  it("formats them in a page's language with its locale from languages.json", () => {
    const locale = (code: string) => languages.find((language) => language.code === code)?.locale;
    expect(formatDate("2026-11-26", locale("de"))).toBe("26. November 2026");
    expect(formatDate("2026-11-26", locale("fr"))).toBe("26 novembre 2026");
    expect(formatDate("2026-11-26", locale("en"))).toBe("November 26, 2026");
  });

  it("knows the build date", () => {
    expect(buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
