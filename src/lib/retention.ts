import { fill } from "./template.ts";

/**
 * How long leads are kept, one number for the server and the privacy page: the server's
 * LEAD_RETENTION_DAYS defaults to it, and the pre-rendered privacy page states it (a build-time
 * constant: a server set to another number must say so on its privacy page, docs/operators.md
 * "Who may see the leads"). Backups are kept no longer than the leads, so the page's one period covers both.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

type UnitWords = { one: string; other: string };
/** The privacy file's `retention` words in one language (page-schemas.ts `privacy`). */
export type RetentionWords = { numbers: readonly string[]; year: UnitWords; month: UnitWords; day: UnitWords };

/**
 * "two years" for 730 days in English, "zwei Jahre" in German: whole years when the days are,
 * months or days otherwise, in the words of the page's language (its privacy file).
 */
export function retentionWords(days: number, words: RetentionWords): string {
  const say = (count: number, unit: UnitWords) =>
    count === 1 ? unit.one : fill(unit.other, { n: words.numbers[count - 1] ?? String(count) });
  if (days % 365 === 0) return say(days / 365, words.year);
  if (days % 30 === 0) return say(days / 30, words.month);
  return say(days, words.day);
}
