/**
 * Scheduled publishing: an article or case study with a `publishAt` moment later than the build's
 * "now" is left out of a live build, and the next such moment is what makes the server rebuild by
 * itself (deploy/steps/auto-deploy.sh). Plain functions of a moment, so the build, the deployer's
 * status and the tests agree on what "pending" means.
 */

/** `2026-12-01T09:00+01:00` or with seconds; `Z` or an offset is required, so the moment is one instant. */
export const publishAtPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch of a `publishAt`, or NaN when it is not one. */
export function publishMoment(publishAt: string): number {
  return publishAtPattern.test(publishAt) ? Date.parse(publishAt) : Number.NaN;
}

/**
 * The moment a build takes as "now": `SITE_BUILD_NOW` (an ISO date-time) when set, so a test can
 * build the site as it will be at a later moment without waiting for it; the clock otherwise.
 */
export function buildNow(env: Record<string, string | undefined> = process.env): number {
  const given = env.SITE_BUILD_NOW;
  if (!given) return Date.now();
  const moment = Date.parse(given);
  if (Number.isNaN(moment)) throw new Error(`SITE_BUILD_NOW: expected an ISO date-time, got ${given}`);
  return moment;
}

/**
 * A build that shows what is scheduled (marked as such) instead of leaving it out: a preview of a
 * branch, `SITE_PREVIEW=1`, and the development server, which astro.config.ts sets it for.
 */
export const isPreviewBuild = (env: Record<string, string | undefined> = process.env) => env.SITE_PREVIEW === "1";

/** Whether a record's `publishAt` is still ahead of `now`. */
export function isPending(data: unknown, now: number): boolean {
  const publishAt = (data as { publishAt?: unknown } | undefined)?.publishAt;
  return typeof publishAt === "string" && publishMoment(publishAt) > now;
}

/** The earliest of the moments still ahead of `now`, as an ISO string in UTC, or undefined. */
export function nextPending(publishAts: readonly string[], now: number): string | undefined {
  const ahead = publishAts.map(publishMoment).filter((moment) => moment > now);
  return ahead.length ? new Date(Math.min(...ahead)).toISOString() : undefined;
}

/** `2026-12-01 09:00 +01:00` from `2026-12-01T09:00+01:00`: the moment as its author wrote it, zone and all. */
export function momentAsWritten(publishAt: string): string {
  const written = publishAt.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/);
  if (!written) return publishAt;
  return `${written[1]} ${written[2]} ${written[3] === "Z" ? "UTC" : written[3]}`;
}
