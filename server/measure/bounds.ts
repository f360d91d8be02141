/**
 * Distinct values one day may hold per visitor-controlled dimension: sources (utm source or
 * referring host, with the utm medium), campaigns, and speed reports' elements (page, metric,
 * selector, interaction type). Each is free text from a URL or a page, so 10,000 requests with
 * distinct values made 20,000 rows kept 760 days before these bounds. A real day of this site has a
 * handful of sources and campaigns and a few dozen elements; 100 leaves room for a busy campaign
 * day and keeps a year of a flood to a few megabytes. The first values of the day are kept, the
 * rest counted as "(other)" (as Plausible bounds its reports): a flood can push a real campaign
 * into "(other)" for that day, never lose its count. Sources and campaigns have one row per value
 * and day; an element has one per histogram bucket its values fell in.
 */
export const MAX_ROWS_PER_DAY = 100;
/** Where values past MAX_ROWS_PER_DAY are counted. */
export const OTHER = "(other)";
/** Values admitted per day and dimension: room is kept for "(other)" and, among sources, "(direct)". */
export const ADMITTED_PER_DAY = MAX_ROWS_PER_DAY - 2;

/** The visitor-controlled dimensions with a bound per day (migration 007's stats_values). */
export type Dimension = "source" | "campaign" | "target";
