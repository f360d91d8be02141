import type { Channel, DeliveryReceipt, InquiryStore, Lead } from "./store.ts";

/**
 * Sends stored inquiries on from the outbox table: one row per lead and channel (the webhook,
 * e-mail). A row is done when its channel delivered it; until then it is retried with doubling
 * delays, forever (nothing is dropped), unless the receiver refused it for good (an SMTP 5xx),
 * which is recorded with the reason and shown by `npm run leads -- list --failed`. A row is
 * claimed before it is sent and marked right after, so it is never sent twice by us; each
 * channel also carries the lead id (webhook `Idempotency-Key`, e-mail Message-ID) so a receiver
 * can drop the one repeat a crash between its "accepted" and our bookkeeping could cause.
 */
export type DeliveryOutcome =
  | ({ status: "delivered" } & DeliveryReceipt)
  /** Not tried yet, on purpose (the e-mail waiting for Salesforce's answer): no attempt is counted. */
  | { status: "wait"; ms: number }
  | { status: "retry"; error: string }
  /** Refused for good: never retried. */
  | { status: "refused"; error: string };

export type ChannelSender = {
  send: (lead: Lead) => Promise<DeliveryOutcome>;
  /** First retry delay; doubles on each failure up to the outbox's ceiling. */
  retryBaseMs: number;
  /** How long a claimed row is left alone by others: longer than one attempt can take. */
  leaseMs: number;
};

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type OutboxOptions = {
  store: InquiryStore;
  channels: Partial<Record<Channel, ChannelSender>>;
  retryMaxMs?: number;
  /**
   * The longest the outbox sleeps between passes even with nothing due, so rows that another
   * process changed (`npm run leads -- retry`) are picked up.
   */
  pollMs?: number;
  now?: () => number;
  /** Where the next pass is scheduled; tests pass their own to drive time by hand. */
  timers?: Timers;
  log?: (message: string) => void;
};

/** What the webhook receiver gets: the lead's columns, plus the submission exactly as validated. */
export function webhookPayload(lead: Lead) {
  return { event: "inquiry.received", ...lead };
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** POSTs the lead as JSON to `url` with `Idempotency-Key: <lead id>`; delivered on 2xx. */
export function webhookChannel({
  url,
  retryBaseMs,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: {
  url: string;
  retryBaseMs: number;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}): ChannelSender {
  return {
    retryBaseMs,
    leaseMs: timeoutMs * 2,
    send: (lead) => postJson(url, lead.id, webhookPayload(lead), { timeoutMs, fetch }),
  };
}

/**
 * The one webhook request (the leads' and the server's alerts, server/alerts/): `body` as JSON
 * with `Idempotency-Key: <key>`; delivered on 2xx, anything else is worth another try.
 */
export async function postJson(
  url: string,
  key: string,
  body: unknown,
  { timeoutMs, fetch = globalThis.fetch }: { timeoutMs: number; fetch?: typeof globalThis.fetch },
): Promise<DeliveryOutcome> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { status: "delivered" } : { status: "retry", error: `HTTP ${response.status}` };
  } catch (error) {
    return { status: "retry", error: error instanceof Error ? error.message : String(error) };
  }
}

const channelNames: Record<Channel, string> = {
  webhook: "Webhook delivery",
  email: "E-mail notification",
  salesforce: "Salesforce delivery",
};

export function createOutbox({
  store,
  channels,
  retryMaxMs = 15 * 60_000,
  pollMs = 60_000,
  now = Date.now,
  timers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  },
  log = console.error,
}: OutboxOptions) {
  const active = (Object.keys(channels) as Channel[]).filter((channel) => channels[channel]);
  let timer: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Sends every due delivery once. Safe to call at any time: passes never overlap. */
  async function runOnce(): Promise<void> {
    for (;;) {
      const due = store.dueDeliveries(now(), active);
      if (due.length === 0) return;
      for (const { lead, channel, attempts } of due) {
        const sender = channels[channel];
        if (stopped || !sender) return;
        if (!store.claimDelivery(lead.id, channel, now(), sender.leaseMs)) continue;
        const outcome = await sender.send(lead);
        if (outcome.status === "delivered") {
          store.markDelivered(lead.id, channel, new Date(now()), outcome);
          if (outcome.note) log(`${channelNames[channel]} of inquiry ${lead.id}: ${outcome.note}`);
        } else if (outcome.status === "wait") {
          store.deferDelivery(lead.id, channel, now() + outcome.ms);
        } else if (outcome.status === "refused") {
          store.markRefused(lead.id, channel, outcome.error);
          log(`${channelNames[channel]} of inquiry ${lead.id} was refused for good (${outcome.error}).`);
        } else {
          const delay = retryDelay(attempts + 1, sender.retryBaseMs, retryMaxMs);
          store.markRetry(lead.id, channel, now() + delay, outcome.error);
          log(`${channelNames[channel]} of inquiry ${lead.id} failed (${outcome.error}); retrying in ${delay} ms.`);
        }
      }
    }
  }

  function schedule() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (stopped || active.length === 0) return;
    const next = store.nextDeliveryAt(active);
    const wait = next === null ? pollMs : Math.min(pollMs, Math.max(0, next - now()));
    timer = timers.setTimeout(() => void kick(), wait);
  }

  /** Delivers what is due now, then sleeps until the next retry falls due. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error: unknown) => log(`Outbox pass failed: ${String(error)}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        } else {
          schedule();
        }
      });
    return running;
  }

  return {
    /** The channels this outbox sends on: a new lead gets one row for each. */
    channels: active,
    kick,
    /** Stops scheduling; an attempt in flight finishes and is recorded. */
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      await running;
    },
  };
}
