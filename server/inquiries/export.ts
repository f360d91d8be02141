import { attributionKeys } from "../../src/lib/forms/attribution.ts";
import { answerNames, answersOf } from "../../src/lib/forms/lead-fields.ts";
import type { Lead } from "./store.ts";

/**
 * Leads as text for people and spreadsheets: `npm run leads` (server/cli/leads.ts) and the admin's
 * CSV download (server/admin/) write the same thing. Everything a visitor typed, and every
 * attribution value (it comes from a URL they could shape), stays text: control characters are
 * shown escaped in a terminal, and CSV cells a spreadsheet would run as a formula get an apostrophe.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const unprintable = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Control characters (but newline and tab) as visible escapes: text for a terminal, never commands. */
export function printable(text: string): string {
  return text.replace(unprintable, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const leadColumns = ["id", "receivedAt", "form", "name", "email", "company", "role", "subject", "message"] as const;

/**
 * The lead's own columns, then its answers beyond them (a column per answer field of any form,
 * named as its form's description names it, empty for a lead whose form has no such field), then
 * how its visit arrived (empty for a lead without attribution).
 */
export const csvColumns = [...leadColumns, ...answerNames, ...attributionKeys] as const;

/** RFC 4180 quoting, plus OWASP's guard against spreadsheet formulas (=, +, -, @, tab, CR). */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(leads: Lead[]): string {
  const lines = [csvColumns.join(",")];
  for (const lead of leads) {
    const answers = answersOf(lead);
    lines.push(
      [
        ...leadColumns.map((column) => csvCell(lead[column])),
        ...answerNames.map((name) => csvCell(answers.find((answer) => answer.name === name)?.text)),
        ...attributionKeys.map((key) => csvCell(lead.attribution?.[key])),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
