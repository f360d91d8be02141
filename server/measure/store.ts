import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DIRECT } from "../../src/lib/forms/attribution.ts";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { migrate, transaction } from "../inquiries/store.ts";
import { createPrivate } from "../private-file.ts";
import { ADMITTED_PER_DAY, type Dimension, OTHER } from "./bounds.ts";
import { vitalsStore, vitalsTables } from "./vitals-store.ts";

/**
 * The measurement's daily aggregates (migration 004, docs/decisions/013-first-party-measurement.md),
 * in the leads database file but through a connection of their own: `synchronous = NORMAL`, so an
 * event costs no fsync. In WAL mode that keeps every committed count across a crash of the
 * process; a power cut may lose the last few, which costs a count, never a lead (the leads'
 * connection stays at FULL). Nothing stored here can identify a visitor: each event only adds 1
 * to counters keyed by day, page, source, campaign, call to action or form.
 */

/** A UTC day, `YYYY-MM-DD`: aggregates are kept per day and nothing finer. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export function daysBefore(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));
}

/** The events that are conversions: a form sent (a lead), a call booked on /book. */
export const conversionEvents = ["form_submit", "call_booked"] as const satisfies readonly MeasureEvent["name"][];

export type DayTotals = { day: string; visits: number; pageViews: number; conversions: number };
export type Counted<Key extends string> = Record<Key, string> & { visits: number; conversions: number };

/** A write of the measurement may wait this long for another process's lock, then gives up. */
const BUSY_TIMEOUT_MS = 250;

export type StatsStore = ReturnType<typeof openStats>;

/** `readOnly`: a reader beside the server's own connection (the admin's report thread), which migrates nothing. */
export function openStats(path: string, { readOnly = false }: { readOnly?: boolean } = {}) {
  if (path !== ":memory:" && !readOnly) {
    mkdirSync(dirname(path), { recursive: true });
    // 600 from its first byte, whatever the umask (SQLite gives its -wal and -shm the same mode).
    createPrivate(path);
  }
  const db = new DatabaseSync(path, { readOnly });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
  if (!readOnly) {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
    migrate(db);
  }

  const upsert = (table: string, keys: string[], counter: string) =>
    db.prepare(`INSERT INTO ${table} (${keys.join(", ")}, ${counter}) VALUES (${keys.map(() => "?").join(", ")}, 1)
      ON CONFLICT (${keys.join(", ")}) DO UPDATE SET ${counter} = ${counter} + 1`);
  const count = {
    event: upsert("stats_events", ["day", "name", "detail"], "count"),
    view: upsert("stats_pages", ["day", "path"], "views"),
    landingVisit: upsert("stats_landings", ["day", "path"], "visits"),
    landingConversion: upsert("stats_landings", ["day", "path"], "conversions"),
    sourceVisit: upsert("stats_sources", ["day", "source", "medium"], "visits"),
    sourceConversion: upsert("stats_sources", ["day", "source", "medium"], "conversions"),
    campaignVisit: upsert("stats_campaigns", ["day", "campaign"], "visits"),
    campaignConversion: upsert("stats_campaigns", ["day", "campaign"], "conversions"),
  };
  const tables = [
    "stats_pages",
    "stats_landings",
    "stats_sources",
    "stats_campaigns",
    "stats_events",
    "stats_values",
    ...vitalsTables,
  ];

  // Constant work per event: one lookup in the day's admitted values (primary key), and for a new
  // value one insert guarded by a count of at most ADMITTED_PER_DAY index entries.
  const known = db.prepare("SELECT 1 FROM stats_values WHERE day = ? AND dimension = ? AND value = ?");
  const admit = db.prepare(`INSERT INTO stats_values (day, dimension, value)
    SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM stats_values WHERE day = ?1 AND dimension = ?2) < ?4
    ON CONFLICT DO NOTHING`);
  /** True when `value` is, or may now become, one of the day's kept values of `dimension`. */
  const admitted = (day: string, dimension: Dimension, value: string) =>
    known.get(day, dimension, value) !== undefined ||
    Number(admit.run(day, dimension, value, ADMITTED_PER_DAY).changes) === 1;

  const sum = (sql: string, from: string, to: string) => Number(db.prepare(sql).get(from, to)?.total ?? 0);
  const rows = (sql: string, ...params: (string | number)[]) => db.prepare(sql).all(...params);
  /**
   * Visits and conversions per value of `keys` in one of the daily tables, most visits first. The
   * table and its columns are this file's constants, never a caller's text.
   */
  const counted = <Key extends string>(
    table: "stats_landings" | "stats_sources" | "stats_campaigns",
    keys: Key[],
    from: string,
    to: string,
    limit: number,
  ): Counted<Key>[] =>
    rows(
      `SELECT ${keys.join(", ")}, SUM(visits) AS visits, SUM(conversions) AS conversions FROM ${table}
        WHERE day BETWEEN ? AND ? GROUP BY ${keys.join(", ")} ORDER BY visits DESC, conversions DESC, ${keys[0]} LIMIT ?`,
      from,
      to,
      limit,
    ).map(
      (row) =>
        ({
          ...Object.fromEntries(keys.map((key) => [key, String(row[key])])),
          visits: Number(row.visits),
          conversions: Number(row.conversions),
        }) as Counted<Key>,
    );

  return {
    // The speed histograms (docs/decisions/023-field-speed.md): same file, connection and retention.
    ...vitalsStore(db, (day, target) => admitted(day, "target", target)),

    /** Adds one event to every aggregate it belongs to, in one transaction. */
    record(event: MeasureEvent, at: Date) {
      const day = dayOf(at);
      const detail =
        event.name === "cta_click"
          ? event.cta
          : event.name === "form_submit"
            ? event.form
            : event.name === "call_booked"
              ? (event.cta ?? "")
              : "";
      transaction(db, () => {
        let source = event.utmSource ?? event.referrerHost ?? DIRECT;
        let medium = event.utmMedium ?? "";
        // "(direct)" with no medium is the site's own value, never crowded out by a flood.
        if (!(source === DIRECT && medium === "") && !admitted(day, "source", `${source}\n${medium}`)) {
          source = OTHER;
          medium = "";
        }
        const campaign = event.utmCampaign && !admitted(day, "campaign", event.utmCampaign) ? OTHER : event.utmCampaign;
        count.event.run(day, event.name, detail);
        if (event.name === "page_view") {
          count.view.run(day, event.path);
          if (event.first) {
            count.landingVisit.run(day, event.path);
            count.sourceVisit.run(day, source, medium);
            if (campaign) count.campaignVisit.run(day, campaign);
          }
        } else if (event.name === "form_submit" || event.name === "call_booked") {
          if (event.landingPath) count.landingConversion.run(day, event.landingPath);
          count.sourceConversion.run(day, source, medium);
          if (campaign) count.campaignConversion.run(day, campaign);
        }
      });
    },

    /** Deletes every aggregate of a day more than `retentionDays` before `today`. Returns the rows deleted. */
    prune(today: Date, retentionDays: number): number {
      const cutoff = daysBefore(dayOf(today), retentionDays);
      return transaction(db, () =>
        tables.reduce((deleted, table) => {
          return deleted + Number(db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(cutoff).changes);
        }, 0),
      );
    },

    /** Totals of the days `from`..`to` (inclusive, `YYYY-MM-DD`). */
    totals(from: string, to: string) {
      const events = (name: string) =>
        Number(
          db
            .prepare("SELECT SUM(count) AS total FROM stats_events WHERE day BETWEEN ? AND ? AND name = ?")
            .get(from, to, name)?.total ?? 0,
        );
      return {
        visits: sum("SELECT SUM(visits) AS total FROM stats_landings WHERE day BETWEEN ? AND ?", from, to),
        pageViews: sum("SELECT SUM(views) AS total FROM stats_pages WHERE day BETWEEN ? AND ?", from, to),
        // A form sent and a call booked are each a conversion (conversionEvents).
        conversions: conversionEvents.reduce((total, name) => total + events(name), 0),
        ctaClicks: events("cta_click"),
        popupsShown: events("popup_shown"),
        events: sum("SELECT SUM(count) AS total FROM stats_events WHERE day BETWEEN ? AND ?", from, to),
      };
    },

    /** Visits, page views and conversions of each day that has any, oldest first. */
    daily(from: string, to: string): DayTotals[] {
      return rows(
        `SELECT day, SUM(visits) AS visits, SUM(views) AS views, SUM(conversions) AS conversions FROM (
          SELECT day, visits, 0 AS views, 0 AS conversions FROM stats_landings WHERE day BETWEEN ?1 AND ?2
          UNION ALL SELECT day, 0, views, 0 FROM stats_pages WHERE day BETWEEN ?1 AND ?2
          UNION ALL SELECT day, 0, 0, count FROM stats_events WHERE day BETWEEN ?1 AND ?2
            AND name IN ('form_submit', 'call_booked')
        ) GROUP BY day ORDER BY day`,
        from,
        to,
      ).map((row) => ({
        day: String(row.day),
        visits: Number(row.visits),
        pageViews: Number(row.views),
        conversions: Number(row.conversions),
      }));
    },

    /** Page views per page, most viewed first. */
    pages(from: string, to: string, limit: number) {
      return rows(
        `SELECT path, SUM(views) AS views FROM stats_pages WHERE day BETWEEN ? AND ?
          GROUP BY path ORDER BY views DESC, path LIMIT ?`,
        from,
        to,
        limit,
      ).map((row) => ({ path: String(row.path), views: Number(row.views) }));
    },

    /** Visits that started on each page and their conversions, most visits first. */
    landings(from: string, to: string, limit: number): Counted<"path">[] {
      return counted("stats_landings", ["path"], from, to, limit);
    },

    sources(from: string, to: string, limit: number): Counted<"source" | "medium">[] {
      return counted("stats_sources", ["source", "medium"], from, to, limit);
    },

    campaigns(from: string, to: string, limit: number): Counted<"campaign">[] {
      return counted("stats_campaigns", ["campaign"], from, to, limit);
    },

    /**
     * Visits and conversions per language (docs/decisions/026-languages.md), one row per language
     * that has either, in SQL and so bounded by the site's languages. Both are counted by the
     * landing page's address prefix (`/de`, `/de/…`: content/paths.ts `splitLanguage`; no prefix is
     * `fallback`, the default language), as the landing-page table counts them, so a language's
     * rate reads like every other rate on the page. (The inquiry's own language, which a visitor
     * who switched languages may have changed, is on the lead: /admin/leads, `npm run leads`.)
     * `codes` are the prefixed languages' codes (two letters, src/content/data/site/languages.json).
     */
    languages(from: string, to: string, codes: readonly string[], fallback: string) {
      return rows(
        `SELECT CASE WHEN substr(path, 4, 1) IN ('', '/', '?') AND substr(path, 2, 2) IN (SELECT value FROM json_each(?3))
            THEN substr(path, 2, 2) ELSE ?4 END AS language, SUM(visits) AS visits, SUM(conversions) AS conversions
          FROM stats_landings WHERE day BETWEEN ?1 AND ?2 GROUP BY language`,
        from,
        to,
        JSON.stringify(codes),
        fallback,
      ).map((row) => ({
        language: String(row.language),
        visits: Number(row.visits),
        conversions: Number(row.conversions),
      }));
    },

    /** How many times each `name` event happened, by its detail (the call to action, the form). */
    events(from: string, to: string, name: MeasureEvent["name"]) {
      return rows(
        `SELECT detail, SUM(count) AS count FROM stats_events WHERE day BETWEEN ? AND ? AND name = ?
          GROUP BY detail ORDER BY count DESC, detail`,
        from,
        to,
        name,
      ).map((row) => ({ detail: String(row.detail), count: Number(row.count) }));
    },

    /** The connection itself, for tests that seed or inspect the tables. */
    database: db,
    /** The database file (":memory:" for a test's own). */
    path,

    close() {
      db.close();
    },
  };
}
