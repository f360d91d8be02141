// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { dayOf, daysBefore, openStats } from "../measure/store.ts";
import { runStats, tempDir } from "../test/helpers.ts";
import { googleVisit, linkedinVisit } from "../test/visits.ts";

const run = runStats;

const today = dayOf(new Date());
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const linkedin = linkedinVisit;
const google = googleVisit;

/** Two visits today (one converts), one yesterday, one 40 days ago (outside the default 30). */
function seeded() {
  const databasePath = join(tempDir(), "inquiries.db");
  const stats = openStats(databasePath);
  const record = (event: MeasureEvent, day = today) => stats.record(event, noon(day));
  record({ name: "page_view", path: "/expertise/services/devops", first: true, ...linkedin });
  record({ name: "cta_click", path: "/expertise/services/devops", cta: "talk-to-an-expert", ...linkedin });
  record({ name: "page_view", path: "/contact", first: false, ...linkedin });
  record({ name: "form_submit", path: "/contact", form: "contact", ...linkedin });
  record({ name: "page_view", path: "/blog/devops-salesforce-roi", first: true, ...google });
  record({ name: "popup_shown", path: "/blog/devops-salesforce-roi", ...google });
  record({ name: "page_view", path: "/", first: true, landingPath: "/" }, daysBefore(today, 1));
  record(
    { name: "page_view", path: "/about", first: true, landingPath: "/about", utmSource: "=evil()" },
    daysBefore(today, 40),
  );
  stats.close();
  return databasePath;
}

describe("npm run stats", { timeout: 30_000 }, () => {
  it("prints the last 30 days as tables a marketer can read", () => {
    const output = run(seeded());
    expect(output).toContain(`Audience, last 30 days: ${daysBefore(today, 29)} to ${today} (UTC days)`);
    expect(output).toContain(
      "Visits 3 · page views 4 · conversions 1 (33.3% of visits) · call-to-action clicks 1 · strategy popup shown 1",
    );
    expect(output).toMatch(new RegExp(`  ${today}\\s+2\\s+3\\s+1\\n`));
    expect(output).toMatch(/\/expertise\/services\/devops\s+1\s+1\s+100\.0%/);
    expect(output).toMatch(/linkedin \/ social\s+1\s+1\s+100\.0%/);
    expect(output).toMatch(/www\.google\.com\s+1\s+0\s+0\.0%/);
    expect(output).toMatch(/\(direct\)\s+1\s+0\s+0\.0%/);
    expect(output).toMatch(/q1\s+1\s+1\s+100\.0%/);
    expect(output).toMatch(/Contact form\s+1/);
    expect(output).toMatch(/Strategy call \(popup\)\s+0/);
    expect(output).toMatch(/talk-to-an-expert\s+Talk to an Expert: top of service, cloud and industry pages\s+1/);
    expect(output).not.toContain("=evil()");
  });

  it("takes --days, and reaches further back", () => {
    const output = run(seeded(), "--days", "90");
    expect(output).toContain("Visits 4 ·");
    expect(output).toMatch(/=evil\(\)\s+1\s+0\s+0\.0%/);
    expect(run(seeded(), "--days", "1")).toContain("Visits 2 ·");
  });

  it("writes CSV with one row per table row, formulas defused", () => {
    const lines = run(seeded(), "--format", "csv", "--days", "90").trimEnd().split("\r\n");
    expect(lines[0]).toBe("section,item,detail,visits,page_views,conversions,conversion_rate,clicks");
    expect(lines.filter((line) => line.startsWith('"daily"'))).toHaveLength(90);
    expect(lines).toContain('"landing","/expertise/services/devops","","1","","1","1.0000",""');
    expect(lines).toContain('"source","linkedin","social","1","","1","1.0000",""');
    expect(lines).toContain(`"source","'=evil()","","1","","0","0.0000",""`);
    expect(lines).toContain('"form","contact","Contact form","","","1","",""');
  });

  it("writes JSON with the same numbers", () => {
    const report = JSON.parse(run(seeded(), "--format", "json"));
    expect(report.totals).toEqual({
      visits: 3,
      pageViews: 4,
      conversions: 1,
      conversionRate: 1 / 3,
      ctaClicks: 1,
      popupsShown: 1,
    });
    expect(report.daily).toHaveLength(30);
    expect(report.campaigns).toEqual([{ campaign: "q1", visits: 1, conversions: 1, conversionRate: 1 }]);
  });

  it("says what is wrong with a bad option or a missing database", () => {
    expect(() => run(seeded(), "--days", "soon")).toThrow(/--days must be a whole number of days/);
    expect(() => run(seeded(), "--format", "xml")).toThrow(/--format must be table, csv or json/);
    expect(() => run(join(tempDir(), "none.db"))).toThrow(/No statistics yet/);
  });

  it("splits visits and conversions by their landing page's language", () => {
    const databasePath = seeded();
    const stats = openStats(databasePath);
    const landing = (path: string) =>
      stats.record({ name: "page_view", path, first: true, landingPath: path }, noon(today));
    landing("/de/kontakt");
    landing("/de");
    landing("/fr/");
    // Not a language prefix: a page whose address starts with two letters stays the default's.
    landing("/design-system");
    stats.record(
      { name: "form_submit", path: "/de/kontakt", form: "contact", landingPath: "/de/kontakt" },
      noon(today),
    );
    stats.record({ name: "form_submit", path: "/de", form: "home", landingPath: "/de" }, noon(today));
    stats.close();

    const output = run(databasePath);
    expect(output).toMatch(/en \(English\)\s+4\s+1\s+25\.0%/);
    expect(output).toMatch(/de \(Deutsch\)\s+2\s+2\s+100\.0%/);
    expect(output).toMatch(/fr \(Français\)\s+1\s+0\s+0\.0%/);
    expect(output).not.toContain("(not recorded)");
    const report = JSON.parse(run(databasePath, "--format", "json"));
    expect(report.languages.map((row: { language: string }) => row.language)).toEqual(["en", "de", "fr"]);
    expect(run(databasePath, "--format", "csv")).toContain('"language","de","de (Deutsch)","2","","2","1.0000",""');
  });
});
