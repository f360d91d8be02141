// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { startTestSite, tempDir } from "../test/helpers.ts";
import { measureConfig } from "./config.ts";
import { daysBefore, openStats } from "./store.ts";

const arrival = { path: "/", landingPath: "/", utmSource: "newsletter" };
const view: MeasureEvent = { name: "page_view", first: true, ...arrival };
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe("retention", () => {
  it("deletes every aggregate of the days older than the retention, and keeps the rest", () => {
    const stats = openStats(":memory:");
    const today = "2028-01-31";
    for (const day of [daysBefore(today, 761), daysBefore(today, 760), daysBefore(today, 1), today]) {
      stats.record(view, at(day));
      stats.record({ name: "form_submit", form: "home", ...arrival, utmCampaign: "spring" }, at(day));
    }
    const everything = () => stats.totals("2000-01-01", "2100-01-01");
    expect(everything()).toMatchObject({ visits: 4, conversions: 4, events: 8 });

    // Each day wrote a row in pages, landings and sources (the visit and its conversion share
    // them), one in campaigns (the form's), two in events, and the day's two admitted values
    // (its source and its campaign: migration 007).
    expect(stats.prune(at(today), 760)).toBe(8);
    expect(everything()).toMatchObject({ visits: 3, conversions: 3, events: 6 });
    expect(stats.daily("2000-01-01", "2100-01-01").map((row) => row.day)).toEqual([
      daysBefore(today, 760),
      daysBefore(today, 1),
      today,
    ]);
    expect(stats.prune(at(today), 1)).toBe(8);
    expect(stats.daily("2000-01-01", "2100-01-01").map((row) => row.day)).toEqual([daysBefore(today, 1), today]);
    stats.close();
  });

  it("runs when the server starts, with STATS_RETENTION_DAYS", async () => {
    const dir = tempDir();
    const seeded = openStats(join(dir, "inquiries.db"));
    seeded.record(view, at("2027-01-01"));
    seeded.record(view, at("2027-03-01"));
    seeded.close();

    const now = () => Date.parse("2027-03-20T08:00:00Z");
    const site = await startTestSite({ STATS_RETENTION_DAYS: "30" }, dir, { now });
    try {
      expect(site.stats.daily("2000-01-01", "2100-01-01").map((row) => row.day)).toEqual(["2027-03-01"]);
    } finally {
      await site.close();
    }
  });

  it("keeps about 25 months by default, and refuses a setting that is not a number of days", () => {
    expect(measureConfig({}).retentionDays).toBe(760);
    expect(() => measureConfig({ STATS_RETENTION_DAYS: "two years" })).toThrow(/^STATS_RETENTION_DAYS must be/);
    expect(() => measureConfig({ STATS_RETENTION_DAYS: "0" })).toThrow(/^STATS_RETENTION_DAYS must be/);
  });
});

describe("the aggregates of one event", () => {
  it("count on the UTC day the event arrived", () => {
    const stats = openStats(":memory:");
    stats.record(view, new Date("2027-05-01T23:59:59.999Z"));
    stats.record(view, new Date("2027-05-02T00:00:00.000Z"));
    expect(stats.daily("2027-05-01", "2027-05-02")).toEqual([
      { day: "2027-05-01", visits: 1, pageViews: 1, conversions: 0 },
      { day: "2027-05-02", visits: 1, pageViews: 1, conversions: 0 },
    ]);
    stats.close();
  });

  it("hold nothing but days, pages, sources, campaigns and counts", () => {
    const stats = openStats(":memory:");
    stats.record(
      { ...view, referrerHost: "www.linkedin.com", utmMedium: "social", utmCampaign: "q1" },
      at("2027-05-01"),
    );
    const columns = stats.database
      .prepare(
        "SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.name LIKE 'stats_%'",
      )
      .all()
      .map((row) => `${row.tbl}.${row.col}`);
    expect(columns.sort()).toEqual(
      [
        "stats_campaigns.campaign",
        "stats_campaigns.conversions",
        "stats_campaigns.day",
        "stats_campaigns.visits",
        "stats_events.count",
        "stats_events.day",
        "stats_events.detail",
        "stats_events.name",
        "stats_landings.conversions",
        "stats_landings.day",
        "stats_landings.path",
        "stats_landings.visits",
        "stats_pages.day",
        "stats_pages.path",
        "stats_pages.views",
        "stats_sources.conversions",
        "stats_sources.day",
        "stats_sources.medium",
        "stats_sources.source",
        "stats_sources.visits",
        "stats_values.day",
        "stats_values.dimension",
        "stats_values.value",
      ].sort(),
    );
    stats.close();
  });
});
