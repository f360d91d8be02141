import { describe, expect, it } from "vitest";
import { buildDate, formatDate } from "./dates";

describe("dates", () => {
  it("formats ISO dates the way articles show them", () => {
    expect(formatDate("2024-10-26")).toBe("October 26, 2024");
    expect(formatDate("2024-10-15")).toBe("October 15, 2024");
  });

  it("knows the build date", () => {
    expect(buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
