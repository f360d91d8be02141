import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import * as z from "zod/mini";
import { type CtaId, ctaIds } from "../../src/content/calls-to-action.ts";
import { languages } from "../../src/content/languages.ts";
import { localizedPath, paths } from "../../src/content/paths.ts";
import { attributionField } from "../../src/lib/forms/attribution.ts";
import { inquiryForms } from "../../src/lib/forms/index.ts";
import type { MeasureEvent } from "../../src/lib/measure/protocol.ts";
import { crossSite, limitPerClient, mediaType, noStore } from "../client.ts";
import { fixedWindowLimiter } from "../inquiries/rate-limit.ts";
import type { StatsStore } from "./store.ts";

/**
 * `POST /api/events`: the site's own, cookieless measurement (docs/decisions/013-first-party-measurement.md).
 * In order: same-origin only (403); a JSON body sent as text/plain (what sendBeacon sends) or
 * application/json, anything else 400; a bot, or a browser saying Global Privacy Control or Do
 * Not Track, gets 204 and is counted nowhere; a per-client rate limit (429); at most 2 KB (400);
 * then the event's schema: a known name and only its own fields, on a page the build produced
 * (400 otherwise). An accepted event adds 1 to the day's aggregates and gets 204. Nothing about
 * the client (address, user agent, headers) is stored: the address is only a key in the rate
 * limiter's memory.
 */
export const MAX_EVENT_BYTES = 2 * 1024;

const formIds = Object.keys(inquiryForms) as (keyof typeof inquiryForms)[];
/** /book in each language: the only pages that confirm a booked call. */
const bookingPages: ReadonlySet<string> = new Set(languages.map(({ code }) => localizedPath(paths.book, code)));

/** The event schema for a site whose pages are `pages` (paths as the build wrote them). */
export function eventSchema(pages: ReadonlySet<string>) {
  const page = z.string().check(z.refine((path) => pages.has(path)));
  const visit = {
    path: page,
    landingPath: z.optional(page),
    referrerHost: z.optional(attributionField("referrerHost")),
    utmSource: z.optional(attributionField("utmSource")),
    utmMedium: z.optional(attributionField("utmMedium")),
    utmCampaign: z.optional(attributionField("utmCampaign")),
  };
  return z.discriminatedUnion("name", [
    z.strictObject({ name: z.literal("page_view"), first: z.boolean(), ...visit }),
    z.strictObject({ name: z.literal("cta_click"), cta: z.enum(ctaIds as [CtaId, ...CtaId[]]), ...visit }),
    z.strictObject({ name: z.literal("popup_shown"), ...visit }),
    z.strictObject({ name: z.literal("form_submit"), form: z.enum(formIds), ...visit }),
    // Only the booking page confirms a call; the call to action is one of the site's or none.
    z.strictObject({
      name: z.literal("call_booked"),
      cta: z.optional(z.enum(ctaIds as [CtaId, ...CtaId[]])),
      ...visit,
      path: z.string().check(z.refine((path) => pages.has(path) && bookingPages.has(path))),
    }),
  ]);
}

/** What each measurement endpoint is given (server/app.ts). */
export type MeasureApiOptions = {
  stats: StatsStore;
  /** The site's pages: an event or a speed report may only be about one of them. */
  pages: ReadonlySet<string>;
  rateLimit: { limit: number; windowMs: number };
  trustProxy: boolean;
  now?: () => number;
  log?: (message: string) => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const refuse = (c: Context, status: 400 | 403 | 405 | 429, error: string) => c.json({ error }, status);

/** Requests that must not be counted: crawlers and monitors, and browsers that asked not to be. */
function uncounted(c: Context): boolean {
  const agent = c.req.header("user-agent") ?? "";
  return agent === "" || isbot(agent) || c.req.header("sec-gpc") === "1" || c.req.header("dnt") === "1";
}

export function eventsApi({ stats, pages, ...guards }: MeasureApiOptions) {
  return beaconApi({
    ...guards,
    what: "events",
    maxBytes: MAX_EVENT_BYTES,
    schema: eventSchema(pages),
    record: (event: MeasureEvent, at) => stats.record(event, at),
    refusal: "Not an event of this site.",
  });
}

/**
 * One endpoint of the measurement (events, speed reports): the same guards in the same order
 * for each, so a rule of ADR 013 (same origin, bots and opt-outs counted nowhere, the rate
 * limit, the size cap, a strict schema, nothing stored on a refusal) cannot hold for one and
 * not the other.
 */
export function beaconApi<T>({
  what,
  maxBytes,
  rateLimit,
  trustProxy,
  now = Date.now,
  schema,
  record,
  refusal,
  log = console.error,
}: Omit<MeasureApiOptions, "stats" | "pages"> & {
  /** "events", "speed reports": for the messages. */
  what: string;
  maxBytes: number;
  /** What an accepted body is; anything else is refused with `refusal`. */
  schema: z.ZodMiniType<T>;
  record: (value: T, at: Date) => void;
  refusal: string;
}) {
  const api = new Hono();

  api.use(noStore);

  api.post(
    "/",
    async (c, next) => {
      if (crossSite(c)) return refuse(c, 403, `${capitalised(what)} are accepted from this site's own pages only.`);
      const type = mediaType(c);
      if (type !== "text/plain" && type !== "application/json") {
        return refuse(c, 400, `Send ${what} as JSON (text/plain or application/json).`);
      }
      if (uncounted(c)) return c.body(null, 204);
      await next();
    },
    limitPerClient(fixedWindowLimiter({ ...rateLimit, now }), trustProxy, (c) =>
      refuse(c, 429, `Too many ${what} from this address.`),
    ),
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => refuse(c, 400, `One of the ${what} may be at most ${maxBytes / 1024} KB.`),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, "The body is not valid JSON.");
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) return refuse(c, 400, refusal);
      try {
        record(parsed.data, new Date(now()));
      } catch (error) {
        // A locked or full database loses this count, never a lead; the page is not told more.
        log(`Could not record one of the ${what}: ${String(error)}`);
        c.header("Retry-After", "60");
        return c.json({ error: `The ${what} could not be recorded just now.` }, 503);
      }
      return c.body(null, 204);
    },
  );

  api.all("/", (c) => {
    c.header("Allow", "POST");
    return refuse(c, 405, `Send ${what} with POST.`);
  });

  return api;
}
