import { createTransport } from "nodemailer";
import { languageName } from "../../src/content/form-language.ts";
import { DIRECT } from "../../src/lib/forms/attribution.ts";
import { fieldLines } from "../../src/lib/forms/lead-fields.ts";
import type { EmailConfig } from "./config.ts";
import type { DeliveryOutcome } from "./outbox.ts";
import type { DeliveryState, Lead } from "./store.ts";

/**
 * The e-mail channel of the outbox (docs/decisions/008-lead-notification-and-backup.md): one
 * plain-text message per lead to LEAD_NOTIFY_TO, through SMTP_URL, with Reply-To set to the
 * visitor so the consultant answers with one click.
 *
 * Visitor text only ever goes in as values nodemailer encodes (the subject, the Reply-To name,
 * the text body): never as a raw header. CR, LF and other control characters are also taken out
 * of what goes into the subject, so a name cannot even fold the subject onto a second line.
 */

const formNames: Record<Lead["form"], string> = {
  home: "home page inquiry",
  contact: "contact form",
  strategy: "strategy call request",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: taking them out is the point.
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of text for a header: control characters (CR, LF, tab…) become spaces, then trimmed. */
export function oneLine(text: string, max = 120): string {
  const line = text.replace(controls, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** `New inquiry: <form> — <name> (<company>)`, on one line whatever the visitor typed. */
export function leadSubject(lead: Lead): string {
  const company = lead.company ? oneLine(lead.company, 80) : "";
  return `New inquiry: ${lead.form} — ${oneLine(lead.name, 80)}${company ? ` (${company})` : ""}`;
}

/** Every field of the submission and the lead id, as plain text. */
export function leadText(lead: Lead, salesforce?: SalesforceNote): string {
  const lines = [
    `A new inquiry arrived through the ${formNames[lead.form]} on the website.`,
    "Reply to this e-mail to answer the visitor.",
    "",
    `Lead id:   ${lead.id}`,
    `Form:      ${lead.form}`,
    `Received:  ${lead.receivedAt}`,
    `Language:  ${languageName(lead.language)}`,
    "",
  ];
  // Each field under the name its form's description gives it (src/lib/forms/lead-fields.ts).
  for (const { label, text } of fieldLines(lead)) {
    if (text.includes("\n")) {
      lines.push(`${label}:`, ...text.split(/\r?\n/).map((line) => `  ${line}`));
    } else {
      lines.push(`${label}: ${text || "(left empty)"}`);
    }
  }
  lines.push("", ...foundUs(lead));
  if (salesforce) lines.push("", ...inSalesforce(lead, salesforce));
  lines.push("", `Find it later with: npm run leads -- list   (lead id ${lead.id})`);
  return `${lines.join("\n")}\n`;
}

/**
 * "How they found us": the visit's landing page, where it came from and its campaign, so the
 * consultant knows what brought the lead before replying. Every value is visitor-controlled URL
 * text, already checked to be short and on one line (src/lib/forms/attribution.ts).
 */
export function foundUs({ attribution }: Pick<Lead, "attribution">): string[] {
  if (!attribution) return ["How they found us: not recorded (the visitor's browser did not share the visit)."];
  const source = attribution.utmSource
    ? `${attribution.utmSource} (utm_source)`
    : attribution.referrerHost
      ? `${attribution.referrerHost} (a link on that site)`
      : `${DIRECT} (no link and no campaign: typed, bookmarked or from an app)`;
  const lines = [
    "How they found us:",
    `  Landing page: ${attribution.landingPath ?? "(not recorded)"}`,
    `  Source:       ${source}`,
    `  Campaign:     ${attribution.utmCampaign ?? "(none)"}`,
  ];
  if (attribution.utmSource && attribution.referrerHost) lines.push(`  Referrer:     ${attribution.referrerHost}`);
  if (attribution.utmMedium) lines.push(`  Medium:       ${attribution.utmMedium}`);
  if (attribution.utmTerm) lines.push(`  Term:         ${attribution.utmTerm}`);
  if (attribution.utmContent) lines.push(`  Content:      ${attribution.utmContent}`);
  return lines;
}

/** The Salesforce delivery of the lead when the e-mail goes, and the org's address for links. */
export type SalesforceNote = { url: string; state: DeliveryState | undefined };

const recordLink = (url: string, id: string) =>
  `${url}/lightning/r/${id.startsWith("003") ? "Contact" : "Lead"}/${id}/view`;

/** What Salesforce made of the lead, so the consultant knows where to follow it up. */
export function inSalesforce(lead: Pick<Lead, "id">, { url, state }: SalesforceNote): string[] {
  if (!state) return ["In Salesforce: not sent (this lead came in before Salesforce was set up)."];
  if (state.outcome === "matched") {
    const ids = (state.remoteId ?? "").split(", ").filter(Boolean);
    return [
      "In Salesforce: matched an existing record, so no new Lead was made (a duplicate rule).",
      ...ids.map((id) => `  Existing record: ${id}  ${recordLink(url, id)}`),
    ];
  }
  // A delivered Lead's last error is what went wrong besides (its Campaign refused it).
  const besides =
    state.deliveredAt && state.lastError ? [`  ${state.lastError.replace(/^Saved, but not/, "Not")}`] : [];
  if (state.deliveredAt && state.remoteId)
    return [`In Salesforce: Lead ${state.remoteId}  ${recordLink(url, state.remoteId)}`, ...besides];
  if (state.deliveredAt) return ["In Salesforce: saved.", ...besides];
  if (state.failedAt) {
    return [
      `In Salesforce: NOT saved. Salesforce refused it: ${state.lastError ?? "no reason given"}`,
      `  The lead is kept here. Fix the cause, then: npm run leads -- retry ${lead.id}`,
    ];
  }
  return [
    `In Salesforce: not yet, still retrying${state.lastError ? ` (last error: ${state.lastError})` : ""}.`,
    "  It is saved there as soon as Salesforce answers: npm run leads -- list shows when.",
  ];
}

/** How long a lead's e-mail waits for Salesforce's answer before it goes without it. */
export const SALESFORCE_WAIT_MS = 60_000;
/** How often, meanwhile, it looks again. */
const SALESFORCE_POLL_MS = 2_000;

/** A Message-ID that is the same on every attempt for a lead, so a receiver can drop a repeat. */
export function leadMessageId(lead: Lead, from: string): string {
  const domain = from.match(/@([^\s>]+)>?\s*$/)?.[1] ?? "localhost";
  return `<inquiry-${lead.id}@${domain}>`;
}

/** An address that needs no quoting: the forms' e-mail rule allows a few characters that would. */
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export function leadMessage(lead: Lead, { from, to }: Pick<EmailConfig, "from" | "to">, salesforce?: SalesforceNote) {
  return {
    from,
    to,
    // The consultant's "Reply" goes to the visitor. An address odd enough to need quoting is
    // left out of the header (it is still in the body) rather than trusted to the encoder.
    ...(plainAddress.test(lead.email) ? { replyTo: { name: oneLine(lead.name, 80), address: lead.email } } : {}),
    subject: leadSubject(lead),
    text: leadText(lead, salesforce),
    messageId: leadMessageId(lead, from),
    headers: { "X-Lead-Id": lead.id },
  };
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/**
 * Whether the receiver refused the message for good: an SMTP 5xx (but 503, "bad sequence",
 * which a new connection clears). A refused login (EAUTH) is retried instead: it is the setup
 * that is wrong, not this lead, and every lead would otherwise be marked failed.
 */
export function isPermanentSmtpError(error: SmtpError): boolean {
  const code = error.responseCode ?? 0;
  return code >= 500 && code !== 503 && error.code !== "EAUTH";
}

export function describeSmtpError(error: SmtpError): string {
  const response = error.response ? oneLine(error.response, 300) : "";
  if (error.responseCode && response) return `SMTP ${error.command ? `${error.command} ` : ""}${response}`;
  return oneLine(error.message, 300);
}

/**
 * The one SMTP client (the lead e-mails and the server's alerts, server/alerts/): `timeoutMs`
 * bounds connecting, the greeting and an idle socket.
 */
export function smtpTransport(smtpUrl: string, timeoutMs: number) {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // The message is built from our own text only: no file or URL may ever be pulled into it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** The sender for the outbox. `timeoutMs` bounds connecting, the greeting and an idle socket. */
export function emailChannel(
  config: EmailConfig,
  {
    timeoutMs = 30_000,
    salesforce,
  }: {
    timeoutMs?: number;
    /** With Salesforce on: its delivery of a lead, so the e-mail can say what became of it. */
    salesforce?: { url: string; state: (leadId: string) => DeliveryState | undefined; now?: () => number };
  } = {},
) {
  const transport = smtpTransport(config.smtpUrl, timeoutMs);
  return {
    /** How long one attempt may take before another process may take the row over. */
    leaseMs: timeoutMs * 4,
    async send(lead: Lead): Promise<DeliveryOutcome> {
      let note: SalesforceNote | undefined;
      if (salesforce) {
        const state = salesforce.state(lead.id);
        const settled = !state || state.deliveredAt !== null || state.failedAt !== null;
        const age = (salesforce.now ?? Date.now)() - Date.parse(lead.receivedAt);
        if (!settled && age < SALESFORCE_WAIT_MS) {
          return { status: "wait", ms: Math.min(SALESFORCE_POLL_MS, SALESFORCE_WAIT_MS - age) };
        }
        note = { url: salesforce.url, state };
      }
      try {
        await transport.sendMail(leadMessage(lead, config, note));
        return { status: "delivered" };
      } catch (caught) {
        const error = caught as SmtpError;
        return { status: isPermanentSmtpError(error) ? "refused" : "retry", error: describeSmtpError(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
