import type { InquiryFormId, InquirySubmissions } from "./forms";

/**
 * Spec §7 and §9: every submission is simulated. The site waits this long, as if a server were
 * answering, and sends nothing anywhere.
 */
export const SUBMIT_DELAY_MS = 1500;

/**
 * The single place a real endpoint plugs in later (a fetch to the site's own origin, validated
 * on the server with the same `lib/forms` schemas). Resolves when the inquiry is accepted.
 */
export async function submitInquiry<Id extends InquiryFormId>(
  _form: Id,
  _values: InquirySubmissions[Id],
): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
}
