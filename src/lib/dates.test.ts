import { describe, expect, it } from "vitest";
import { buildDate, formatDate } from "./dates";

describe("dates", () => {
  it("formats ISO dates the way articles show them", () => {
    expect(formatDate("2024-10-26")).toBe("October 26, 2024");
    expect(formatDate("2024-10-15")).toBe("October 15, 2024");
  });

  it("formats them in the locale of a page's language", () => {
    expect(formatDate("2026-11-26", "de-DE")).toBe("26. November 2026");
    expect(formatDate("2026-11-26", "fr-FR")).toBe("26 novembre 2026");
    expect(formatDate("2026-11-26", "en-US")).toBe("November 26, 2026");
  });

  it("knows the build date", () => {
    expect(buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
