import type { InquiryStore, Lead } from "./store.ts";

/**
 * Forwards stored inquiries to `INQUIRY_WEBHOOK_URL` from the outbox table. A delivery is done
 * when the receiver answers 2xx; until then it is retried with doubling delays, forever (nothing
 * is dropped), and after a success it is never sent again. Each request carries the inquiry id
 * as `Idempotency-Key`, so a receiver can also drop the one duplicate a crash between its 2xx
 * and our bookkeeping could cause.
 */
export type OutboxOptions = {
  store: InquiryStore;
  url: string;
  retryBaseMs: number;
  retryMaxMs?: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  log?: (message: string) => void;
};

/** What the receiver gets: the lead's columns, plus the submission exactly as validated. */
export function webhookPayload(lead: Lead) {
  return { event: "inquiry.received", ...lead };
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

export function createOutbox({
  store,
  url,
  retryBaseMs,
  retryMaxMs = 15 * 60_000,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
  now = Date.now,
  log = console.error,
}: OutboxOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(lead: Lead): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": lead.id },
        body: JSON.stringify(webhookPayload(lead)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Sends every due delivery once. Safe to call at any time: passes never overlap. */
  async function runOnce(): Promise<void> {
    for (;;) {
      const due = store.dueDeliveries(now());
      if (due.length === 0) return;
      for (const { lead, attempts } of due) {
        if (stopped) return;
        if (!store.claimDelivery(lead.id, now(), timeoutMs * 2)) continue;
        const failure = await deliver(lead);
        if (failure === null) {
          store.markDelivered(lead.id);
        } else {
          const delay = retryDelay(attempts + 1, retryBaseMs, retryMaxMs);
          store.markFailed(lead.id, now() + delay, failure);
          log(`Webhook delivery of inquiry ${lead.id} failed (${failure}); retrying in ${delay} ms.`);
        }
      }
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = store.nextDeliveryAt();
    if (next === null) return;
    timer = setTimeout(kick, Math.max(0, next - now()));
    timer.unref?.();
  }

  /** Delivers what is due now, then sleeps until the next retry falls due. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error: unknown) => log(`Webhook outbox pass failed: ${String(error)}`))
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
    kick,
    /** Stops scheduling; an attempt in flight finishes and is recorded. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
