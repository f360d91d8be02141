import { describe, expect, it } from "vitest";
import { buildNow, isPending, nextPending, publishMoment } from "./schedule";

describe("a publishing moment", () => {
  it("is one instant whatever zone it is written in", () => {
    expect(publishMoment("2026-12-01T09:00+01:00")).toBe(Date.parse("2026-12-01T08:00:00Z"));
    expect(publishMoment("2026-12-01T08:00:00Z")).toBe(Date.parse("2026-12-01T08:00:00Z"));
    expect(publishMoment("2026-12-01T09:00")).toBeNaN();
  });

  it("is pending strictly before it, and a record without one never is", () => {
    const now = Date.parse("2026-12-01T08:00:00Z");
    expect(isPending({ publishAt: "2026-12-01T09:00:01+01:00" }, now)).toBe(true);
    expect(isPending({ publishAt: "2026-12-01T09:00+01:00" }, now)).toBe(false);
    expect(isPending({}, now)).toBe(false);
  });

  it("gives the earliest moment still ahead, in UTC", () => {
    const now = Date.parse("2026-12-01T08:00:00Z");
    expect(nextPending(["2026-12-03T10:00+02:00", "2026-11-30T00:00Z", "2026-12-02T09:30-05:00"], now)).toBe(
      "2026-12-02T14:30:00.000Z",
    );
    expect(nextPending(["2026-11-30T00:00Z"], now)).toBeUndefined();
  });

  it("takes the build's now from SITE_BUILD_NOW, and refuses one that is no date", () => {
    expect(buildNow({ SITE_BUILD_NOW: "2027-01-01T00:00Z" })).toBe(Date.parse("2027-01-01T00:00Z"));
    expect(() => buildNow({ SITE_BUILD_NOW: "soon" })).toThrow(/SITE_BUILD_NOW/);
  });
});
