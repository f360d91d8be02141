import * as z from "zod/mini";

/**
 * How a visit reached the site, sent with an inquiry as `attribution` and carried by the
 * measurement events (docs/decisions/013-first-party-measurement.md): the visit's first page, the
 * host of the site that linked to it (never the full referring URL) and the `utm_*` values of the
 * landing URL. Everything here is visitor-controlled text from a URL, so every value is a short,
 * plain, single-line string, and nothing else is accepted.
 */
export const attributionKeys = [
  "landingPath",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Longest utm value kept. Campaign tools stay far below it; a longer value is noise or abuse. */
export const UTM_MAX_LENGTH = 100;
/** Longest landing path kept: the site's longest page path is under 70 characters. */
export const PATH_MAX_LENGTH = 200;
/** A DNS name is at most 253 characters; a port may follow. */
export const HOST_MAX_LENGTH = 259;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/** Visible text on one line: no control, zero-width or bidi-override characters. */
export const plainText = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !unprintable.test(value)),
  );

/** A path of this site: starts with one slash, URL path characters only, no query or fragment. */
export const sitePath = z
  .string()
  .check(z.maxLength(PATH_MAX_LENGTH, { abort: true }), z.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*$/));

/** A host name as the browser's URL parser gives it (lower case), with an optional port. */
export const hostName = z
  .string()
  .check(z.maxLength(HOST_MAX_LENGTH, { abort: true }), z.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/));

const fieldSchemas: Record<AttributionKey, z.ZodMiniType<string>> = {
  landingPath: sitePath,
  referrerHost: hostName,
  utmSource: plainText(UTM_MAX_LENGTH),
  utmMedium: plainText(UTM_MAX_LENGTH),
  utmCampaign: plainText(UTM_MAX_LENGTH),
  utmTerm: plainText(UTM_MAX_LENGTH),
  utmContent: plainText(UTM_MAX_LENGTH),
};

/** The schema of one attribution field: the measurement events validate theirs with the same rules. */
export function attributionField(key: AttributionKey) {
  return fieldSchemas[key];
}

/**
 * The known keys whose values pass their rule; everything else is dropped, silently. Attribution
 * is a nice-to-have on a lead, so a value that fails is never a reason to refuse the inquiry.
 * Null when nothing usable is left (no attribution sent, sessionStorage blocked, a direct POST).
 */
export function cleanAttribution(value: unknown): Attribution | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const clean: Attribution = {};
  for (const key of attributionKeys) {
    const raw = (value as Record<string, unknown>)[key];
    if (raw === undefined) continue;
    const parsed = fieldSchemas[key].safeParse(raw);
    if (parsed.success) clean[key] = parsed.data;
  }
  return Object.keys(clean).length > 0 ? clean : null;
}

/** A visit with neither a utm source nor a referring site: typed, bookmarked, or from an app. */
export const DIRECT = "(direct)";

/** Where the visit came from, as a marketer names it: the utm source, else the referring site. */
export function sourceOf(attribution: Pick<Attribution, "utmSource" | "referrerHost"> | null | undefined): string {
  return attribution?.utmSource ?? attribution?.referrerHost ?? DIRECT;
}
