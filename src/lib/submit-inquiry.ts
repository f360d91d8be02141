import {
  HONEYPOT_FIELD,
  type InquiryAccepted,
  type InquiryFormId,
  type InquiryInvalid,
  type InquiryRequest,
  type InquirySubmissions,
} from "./forms";
import { visitAttribution } from "./visit";

declare const __INQUIRY_ENDPOINT__: string;
declare const __SITE_PREVIEW__: boolean;

/**
 * A submission shows 'Submitting...' for 1500 ms (docs/requirements.md "Forms and their messages").
 * With an endpoint the request runs inside that time; without one (a static deploy) the wait is all
 * there is.
 */
export const SUBMIT_DELAY_MS = 1500;

/** `POST /api/inquiries` on the site's own origin, or "" when the build has no API. */
export const INQUIRY_ENDPOINT: string = __INQUIRY_ENDPOINT__;

/** A branch's preview: nothing is sent, and the visitor is told so (a preview is no static deploy). */
export const IS_PREVIEW: boolean = __SITE_PREVIEW__;

/** The server found fields invalid (422): one of the required messages per field. */
export class InquiryRejectedError extends Error {
  constructor(readonly errors: InquiryInvalid["errors"]) {
    super("The inquiry has invalid fields.");
  }
}

export type NotSentReason = "network" | "server" | "rate-limited" | "too-large" | "preview";

/** Nothing was stored: the visitor keeps their input and may try again. */
export class InquiryNotSentError extends Error {
  constructor(
    readonly reason: NotSentReason,
    readonly retryAfterSeconds?: number,
  ) {
    super(`The inquiry was not sent (${reason}).`);
  }
}

/** The language of the page the form is on, `<html lang>` (docs/decisions/026-languages.md). */
function pageLanguage(): string {
  return typeof document === "undefined" ? "" : document.documentElement.lang;
}

/** What the form adds to its values: the honeypot's content and how long it was on screen. */
export type SubmissionContext = { honeypot: string; fillMs: number };

/** The address the server offers to book a call at: one of this site's own, or none. */
function ownAddress(value: unknown): string | undefined {
  return typeof value === "string" && /^\/(?:[a-z]{2}\/)?book\?l=[\w-]{1,64}&t=[\w-]{1,64}$/.test(value)
    ? value
    : undefined;
}

async function post<Id extends InquiryFormId>(endpoint: string, request: InquiryRequest<Id>): Promise<InquiryAccepted> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      // The server answers in the page's language (server/inquiries/messages.ts).
      headers: {
        "Content-Type": "application/json",
        ...(request.language ? { "Content-Language": request.language } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new InquiryNotSentError("network");
  }
  if (response.status === 201) {
    const body = (await response.json().catch(() => null)) as Partial<InquiryAccepted> | null;
    const book = ownAddress(body?.book);
    return { id: typeof body?.id === "string" ? body.id : "", ...(book ? { book } : {}) };
  }
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as InquiryInvalid | null;
    if (body && typeof body.errors === "object") throw new InquiryRejectedError(body.errors);
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    throw new InquiryNotSentError("rate-limited", Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
  }
  if (response.status === 413) throw new InquiryNotSentError("too-large");
  throw new InquiryNotSentError("server");
}

/**
 * Sends one validated inquiry, with how the visit arrived when the visit recorded it (visit.ts).
 * Resolves when it is stored, with the server's answer (the lead's id and, where calls can be
 * booked, the address that picks a time for it); rejects with `InquiryRejectedError` or
 * `InquiryNotSentError`, never sooner than `SUBMIT_DELAY_MS` either way.
 */
export async function submitInquiry<Id extends InquiryFormId>(
  form: Id,
  values: InquirySubmissions[Id],
  { honeypot, fillMs }: SubmissionContext = { honeypot: "", fillMs: 0 },
  endpoint: string = INQUIRY_ENDPOINT,
  preview: boolean = IS_PREVIEW,
): Promise<InquiryAccepted | null> {
  const minimum = new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
  if (!endpoint && preview)
    return minimum.then(() => {
      throw new InquiryNotSentError("preview");
    });
  if (!endpoint) return minimum.then(() => null);
  const attribution = visitAttribution();
  const request = {
    form,
    values,
    [HONEYPOT_FIELD]: honeypot,
    fillMs: Math.round(fillMs),
    ...(attribution ? { attribution } : {}),
    ...(pageLanguage() ? { language: pageLanguage() } : {}),
  } as InquiryRequest<Id>;
  const outcome = post(endpoint, request).then(
    (accepted) => ({ accepted }),
    (error: unknown) => ({ error }),
  );
  const [result] = await Promise.all([outcome, minimum]);
  if ("error" in result) throw result.error;
  return result.accepted;
}
