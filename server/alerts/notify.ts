import { smtpTransport } from "../inquiries/email.ts";
import { postJson } from "../inquiries/outbox.ts";
import type { AlertSettings } from "./settings.ts";
import { type AlertMessage, type AlertState, clip } from "./state.ts";

/**
 * Sends the alert messages through the outbox's own SMTP client and webhook request (no second
 * mail client): an e-mail to ALERT_EMAIL, a JSON POST to ALERT_WEBHOOK_URL. A message stays in
 * the state until every channel took it, and is tried again on the next run.
 */
export type AlertChannel = "email" | "webhook";

export function alertSubject({ event, alert }: AlertMessage): string {
  return clip(`[Summit Cloud] ${event === "opened" ? "ALERT" : "Resolved"}: ${alert.title}`, 200);
}

/** What to do about each kind of problem: the first thing to look at. */
const nextStep: Record<AlertMessage["alert"]["kind"], string> = {
  deploy: "The live release keeps serving. See why: journalctl -u summit-cloud-deploy -n 50",
  schedule:
    "What was scheduled is not on the site yet; the live release keeps serving. See why: journalctl -u summit-cloud-deploy -n 50; once fixed, push a commit, or sudo rm /srv/summit-cloud/failed-schedule for the next run to try again",
  preview:
    "The branch keeps its previous preview, if it had one; a new commit on it is tried again. See why: journalctl -u summit-cloud-deploy -n 100",
  backup: "See why: journalctl -u summit-cloud-snapshot -u summit-cloud-backup -n 50",
  offsite: "The copy on the server is kept. See why: journalctl -u summit-cloud-backup -n 50",
  certificate: "See why: journalctl -u certbot -n 50 (the certificate in use stays valid until it expires)",
  audit: "Which row: journalctl -u summit-cloud-audit-anchor -n 50, then sudo summit-cloud admin audit --verify",
  "backup-stale": "Is the timer running? systemctl list-timers 'summit-cloud*'",
  "offsite-stale": "Is the timer running, does the remote answer? journalctl -u summit-cloud-backup -n 50",
  "certificate-expiry": "Renewal has not worked: sudo certbot renew --dry-run says why",
  "lead-refused": "The leads are kept. Fix the cause, then: npm run leads -- retry",
  "lead-stuck": "The leads are kept and retried. npm run leads -- list shows the last error",
  disk: "Free space: old releases, the journal (journalctl --vacuum-size=200M), old backups",
  site: "Is the live server up? systemctl status 'summit-cloud@*' nginx",
  "booking-calendar":
    "The calls are booked and their slots held; the server writes them every minute once the calendar answers. Is the consultant's calendar up, are its BOOKING_CALENDARS credentials still valid?",
};

export function alertText({ event, alert, resolvedAt }: AlertMessage): string {
  const lines =
    event === "opened"
      ? [`Something needs a look on the website's server: ${alert.title}.`, "", alert.detail]
      : [`Cleared: ${alert.title}.`, "", `Open from ${alert.openedAt} to ${resolvedAt}, seen ${alert.count} time(s).`];
  lines.push("", `Since:  ${alert.openedAt}`, `Seen:   ${alert.count} time(s)`);
  if (alert.items.length > 0) {
    lines.push("", `The newest ${alert.items.length}:`, ...alert.items.map((item) => `  ${item}`));
  }
  if (event === "opened") lines.push("", nextStep[alert.kind], "", "The server's state: npm run status");
  return `${lines.join("\n")}\n`;
}

export function alertPayload(entry: AlertMessage) {
  const { alert } = entry;
  return {
    event: `alert.${entry.event}`,
    kind: alert.kind,
    subject: alert.subject || null,
    title: alert.title,
    detail: alert.detail,
    openedAt: alert.openedAt,
    resolvedAt: entry.resolvedAt,
    count: alert.count,
    items: alert.items,
  };
}

export type Notifier = {
  channels: AlertChannel[];
  send: (channel: AlertChannel, entry: AlertMessage) => Promise<{ ok: true } | { ok: false; error: string }>;
  close: () => void;
};

export function createNotifier(
  settings: Pick<AlertSettings, "email" | "webhookUrl">,
  { timeoutMs = 20_000, fetch = globalThis.fetch }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Notifier {
  const { email, webhookUrl } = settings;
  const transport = email ? smtpTransport(email.smtpUrl, timeoutMs) : null;
  const domain = email?.from.match(/@([^\s>]+)>?\s*$/)?.[1] ?? "localhost";
  return {
    channels: [...(email ? ["email" as const] : []), ...(webhookUrl ? ["webhook" as const] : [])],
    async send(channel, entry) {
      if (channel === "email" && transport && email) {
        try {
          await transport.sendMail({
            from: email.from,
            to: email.to,
            subject: alertSubject(entry),
            text: alertText(entry),
            messageId: `<alert-${entry.id}@${domain}>`,
            headers: { "X-Alert-Kind": entry.alert.kind, "X-Alert-Event": entry.event },
          });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: clip(error instanceof Error ? error.message : String(error)) };
        }
      }
      if (channel === "webhook" && webhookUrl) {
        const outcome = await postJson(webhookUrl, entry.id, alertPayload(entry), { timeoutMs, fetch });
        return outcome.status === "delivered"
          ? { ok: true }
          : { ok: false, error: "error" in outcome ? outcome.error : "" };
      }
      return { ok: false, error: `${channel} is not set up` };
    },
    close: () => transport?.close(),
  };
}

/** Sends what is unsent; returns a line per failure (never a URL or a password) for the log. */
export async function flush(state: AlertState, notifier: Notifier): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of state.unsent) {
    entry.attempts += 1;
    for (const channel of notifier.channels) {
      if (entry.sent.includes(channel)) continue;
      const result = await notifier.send(channel, entry);
      if (result.ok) entry.sent.push(channel);
      else
        problems.push(
          `The ${channel} alert "${alertSubject(entry)}" could not be sent (${result.error}); it is tried again at the next run.`,
        );
    }
  }
  state.unsent = state.unsent.filter((entry) => !notifier.channels.every((channel) => entry.sent.includes(channel)));
  return problems;
}
