/**
 * How long leads are kept, one number for the server and the privacy page: the server's
 * LEAD_RETENTION_DAYS defaults to it, and the pre-rendered privacy page states it (a build-time
 * constant: a server set to another number must say so on its privacy page, README "Who may see
 * the leads"). Backups are kept no longer than the leads, so the page's one period covers both.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/** "two years" for 730 days; whole years when the days are, months or days otherwise. */
export function retentionWords(days: number): string {
  const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  const say = (count: number, unit: string) => `${words[count] ?? String(count)} ${unit}${count === 1 ? "" : "s"}`;
  if (days % 365 === 0) return say(days / 365, "year");
  if (days % 30 === 0) return say(days / 30, "month");
  return say(days, "day");
}
