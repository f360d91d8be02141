import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cleanLanguage, messageLanguage } from "../../src/content/form-language.ts";
import { defaultLanguage } from "../../src/content/languages.ts";
import { cleanAttribution } from "../../src/lib/forms/attribution.ts";
import {
  HONEYPOT_FIELD,
  type InquiryAccepted,
  type InquiryInvalid,
  type InquiryProblem,
  inquiryForms,
  isInquiryFormId,
} from "../../src/lib/forms/index.ts";
import { crossSite, limitPerClient, mediaType, noStore } from "../client.ts";
import type { InquiryConfig } from "./config.ts";
import { asSent, withTodaysNames } from "./former-names.ts";
import { messagesIn } from "./messages.ts";
import { fixedWindowLimiter } from "./rate-limit.ts";
import type { Channel, InquiryStore } from "./store.ts";

/**
 * `POST /api/inquiries` (docs/decisions/007-lead-capture.md). In order: same-origin and JSON only,
 * a per-client rate limit, a body size limit, the form's own schema (the module the browser
 * uses), then the spam screens. An accepted inquiry is on disk before the 201 goes out, with its
 * visit's attribution when the browser sent a well-formed one.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export type InquiryApiOptions = Pick<InquiryConfig, "rateLimit" | "minFillMs" | "trustProxy"> & {
  store: InquiryStore;
  /** The outbox channels each lead is queued on (webhook, e-mail), in the lead's transaction. */
  channels: readonly Channel[];
  /** Called after a lead is stored (the outbox sends it right away). */
  onStored?: () => void;
  now?: () => number;
  /** Where a failed write is reported (the visitor gets a 503). */
  log?: (message: string) => void;
  /**
   * The signed "pick a time now" address for a lead just stored, in the form's language
   * (server/booking/links.ts), when calls can be booked; the 201 carries it as `book`.
   */
  bookLink?: (id: string, language: string) => string;
};

const problem = (c: Context, status: 400 | 403 | 405 | 413 | 415 | 429, error: string) =>
  c.json<InquiryProblem>({ error }, status);

/** The server's own words in the language of the form that sent the request (messages.ts). */
const wordsFor = (c: Context) => messagesIn(messageLanguage(c.req.header("content-language")));

const unavailable = (c: Context) => {
  // The browser shows "Message Not Sent" and keeps what was typed (tests/e2e/leads.spec.ts).
  c.header("Retry-After", "60");
  return c.json<InquiryProblem>({ error: wordsFor(c).unavailable }, 503);
};

export function inquiryApi({
  store,
  channels,
  log = console.error,
  onStored,
  rateLimit,
  minFillMs,
  trustProxy,
  now = Date.now,
  bookLink,
}: InquiryApiOptions) {
  const api = new Hono();

  api.use(noStore);

  api.post(
    "/",
    async (c, next) => {
      if (crossSite(c)) return problem(c, 403, "Inquiries are accepted from this site's own pages only.");
      if (mediaType(c) !== "application/json") return problem(c, 415, "Send the inquiry as application/json.");
      await next();
    },
    limitPerClient(fixedWindowLimiter({ ...rateLimit, now }), trustProxy, (c) =>
      problem(c, 429, wordsFor(c).rateLimited),
    ),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => problem(c, 413, wordsFor(c).tooLarge(MAX_BODY_BYTES / 1024)),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return problem(c, 400, "The body is not valid JSON.");
      }
      if (typeof body !== "object" || body === null) return problem(c, 400, "The body must be a JSON object.");
      const { form, values, fillMs, attribution, language } = body as Record<string, unknown>;
      const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      if (!isInquiryFormId(form)) {
        return problem(c, 400, `"form" must be one of: ${Object.keys(inquiryForms).join(", ")}.`);
      }

      // Missing or malformed values are an empty form: every required field gets its message.
      const sent = (typeof values === "object" && values !== null && !Array.isArray(values) ? values : {}) as Record<
        string,
        unknown
      >;
      // A page cached before the fields' renaming sends their former names, for one release (former-names.ts).
      const result = inquiryForms[form].validate(withTodaysNames(form, sent));
      if (!result.success) {
        // In the language of the form that sent it: the header, else the language the body names.
        const words = c.req.header("content-language") ? wordsFor(c) : messagesIn(cleanLanguage(language) ?? "");
        const errors = Object.fromEntries(
          Object.entries(asSent(form, sent, result.errors as Record<string, string>)).map(([name, message]) => [
            name,
            words.field(message),
          ]),
        );
        return c.json<InquiryInvalid>({ errors }, 422);
      }

      const at = new Date(now());
      const pageLanguage = cleanLanguage(language);
      const accepted = (id: string): InquiryAccepted =>
        bookLink ? { id, book: bookLink(id, pageLanguage ?? defaultLanguage.code) } : { id };
      const screen =
        typeof honeypot === "string" && honeypot !== ""
          ? "honeypot"
          : typeof fillMs !== "number" || !(fillMs >= minFillMs)
            ? "too-fast"
            : null;
      if (screen) {
        // Answered exactly like a lead, so an automated sender cannot tell it was caught.
        let id: string;
        try {
          id = store.addScreened(form, result.data as Record<string, unknown>, screen, at);
        } catch (error) {
          log(`Could not store a screened submission: ${String(error)}`);
          return unavailable(c);
        }
        return c.json<InquiryAccepted>(accepted(id), 201);
      }

      // Disk full, a read-only file, a lock held too long: the transaction rolled back, so
      // nothing of the lead is stored, and the visitor is told it was not sent.
      let lead: ReturnType<InquiryStore["addInquiry"]>;
      try {
        // How the visit arrived is kept when it is well formed and dropped, never refused, when not.
        lead = store.addInquiry(form, result.data, {
          channels,
          now: at,
          attribution: cleanAttribution(attribution),
          // The page's language when it is one of the site's, else unknown (never refused).
          language: pageLanguage,
        });
      } catch (error) {
        log(`Could not store an inquiry: ${String(error)}`);
        return unavailable(c);
      }
      onStored?.();
      return c.json<InquiryAccepted>(accepted(lead.id), 201);
    },
  );

  api.all("/", (c) => {
    c.header("Allow", "POST");
    return problem(c, 405, "Send inquiries with POST.");
  });

  return api;
}
