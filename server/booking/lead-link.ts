import type { DatabaseSync } from "node:sqlite";
import { isSignedLead } from "./links.ts";

/**
 * The lead a form's "pick a time now" link names (links.ts `signLead`): /book shows its name and
 * address instead of asking for them again, and a call booked from it joins that lead instead of
 * storing a second one. Only a signed link of a lead sent in the last `maxAgeMs` counts: the link
 * is for right after the form, and an old one found in a browser's history or a forwarded address
 * shows nobody's details. Anything else (a forged or tampered signature, an erased or unknown
 * lead) is simply no lead: the normal page.
 */
export type LinkedLead = { id: string; name: string; email: string; company: string | null };

/** Two days: time to come back to the offer after a weekend's thought, not a standing key to a lead. */
export const LEAD_LINK_MAX_AGE_MS = 2 * 24 * 60 * 60_000;

export function leadLinks(db: DatabaseSync, secret: string, now: () => number = Date.now) {
  const byId = db.prepare("SELECT id, name, email, company, received_at FROM inquiries WHERE id = ?");
  return (id: unknown, token: unknown): LinkedLead | null => {
    if (typeof id !== "string" || id.length === 0 || id.length > 64 || !isSignedLead(secret, id, token)) return null;
    const row = byId.get(id);
    if (!row) return null;
    const age = now() - Date.parse(String(row.received_at));
    if (!(age >= -60_000 && age <= LEAD_LINK_MAX_AGE_MS)) return null;
    return {
      id: String(row.id),
      name: String(row.name),
      email: String(row.email),
      company: row.company === null || row.company === "" ? null : String(row.company),
    };
  };
}
export type LeadOfLink = ReturnType<typeof leadLinks>;
