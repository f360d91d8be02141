// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { inquiryBody, postJson, startTestSite, tempDir, validValues } from "../test/helpers.ts";
import { startReceiver } from "../test/webhook-receiver.ts";
import { createOutbox, retryDelay, webhookChannel } from "./outbox.ts";
import { openStore } from "./store.ts";

afterEach(() => vi.useRealTimers());

describe("retryDelay", () => {
  it("doubles from the base and stops at the ceiling", () => {
    expect([1, 2, 3, 4, 5, 12, 40].map((attempts) => retryDelay(attempts, 1000, 60_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 60_000, 60_000,
    ]);
  });
});

describe("the outbox, on a fake clock", () => {
  it("retries with backoff while the receiver fails, then delivers exactly once", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T09:00:00Z") });
    const store = openStore(":memory:");
    const answers = [503, 500, 200];
    const fetch = vi.fn(async () => new Response(null, { status: answers.shift() ?? 200 }));
    const webhook = webhookChannel({ url: "http://receiver.test/hook", retryBaseMs: 1000, fetch });
    const outbox = createOutbox({ store, channels: { webhook }, log: () => {} });

    const lead = store.addInquiry("strategy", validValues.strategy, { channels: ["webhook"], now: new Date() });
    await outbox.kick();
    expect(fetch).toHaveBeenCalledTimes(1); // 503

    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2); // 500, after 1 s
    expect(store.deliveryState(lead.id)).toMatchObject({ attempts: 2, deliveredAt: null, lastError: "HTTP 500" });

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3); // 200, after 2 s more
    expect(store.deliveryState(lead.id)).toMatchObject({ attempts: 3, lastError: null });
    expect(store.deliveryState(lead.id)?.deliveredAt).not.toBeNull();

    // Nothing is owed any more: later passes, and a day of time, send nothing again.
    await outbox.kick();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(fetch).toHaveBeenCalledTimes(3);

    const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect(url).toBe("http://receiver.test/hook");
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe(lead.id);
    expect(JSON.parse(String(init.body))).toMatchObject({
      event: "inquiry.received",
      id: lead.id,
      form: "strategy",
      name: "Sam Patel",
      email: "sam@example.net",
      submission: validValues.strategy,
      attribution: null,
    });
    await outbox.stop();
    store.close();
  });

  it("posts how the lead's visit arrived with the lead", async () => {
    const store = openStore(":memory:");
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const webhook = webhookChannel({ url: "http://receiver.test/hook", retryBaseMs: 1000, fetch });
    const outbox = createOutbox({ store, channels: { webhook }, log: () => {} });
    const attribution = { landingPath: "/expertise/services/devops", utmSource: "linkedin", utmCampaign: "q1" };
    store.addInquiry("contact", validValues.contact, { channels: ["webhook"], attribution });
    await outbox.kick();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ form: "contact", attribution });
    await outbox.stop();
    store.close();
  });

  it("keeps retrying a receiver that never answers, and never drops the delivery", async () => {
    vi.useFakeTimers();
    const store = openStore(":memory:");
    const fetch = vi.fn(async () => {
      throw new TypeError("connect ECONNREFUSED");
    });
    const outbox = createOutbox({
      store,
      channels: { webhook: webhookChannel({ url: "http://down.test/", retryBaseMs: 1000, fetch }) },
      retryMaxMs: 8000,
      log: () => {},
    });
    const lead = store.addInquiry("home", validValues.home, { channels: ["webhook"], now: new Date() });
    await outbox.kick();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    // 1 + 2 + 4 s, then every 8 s for the rest of the hour.
    expect(fetch.mock.calls.length).toBeGreaterThan(400);
    expect(store.deliveryState(lead.id)).toMatchObject({ deliveredAt: null, lastError: "connect ECONNREFUSED" });
    await outbox.stop();
    store.close();
  });

  it("queues nothing for a lead stored without a webhook", () => {
    const store = openStore(":memory:");
    const lead = store.addInquiry("home", validValues.home);
    expect(store.deliveryState(lead.id)).toBeUndefined();
    expect(store.nextDeliveryAt(["webhook", "email"])).toBeNull();
    store.close();
  });
});

describe("the outbox in the real server, with a receiver that fails and then recovers", () => {
  it("delivers every inquiry exactly once after recovery", async () => {
    const receiver = await startReceiver(2);
    const site = await startTestSite({ INQUIRY_WEBHOOK_URL: receiver.url, INQUIRY_WEBHOOK_RETRY_MS: "20" });
    try {
      const first = (await (await postJson(site.endpoint, inquiryBody("contact"))).json()) as { id: string };
      await vi.waitFor(() => expect(receiver.succeeded(first.id)).toBe(1), { timeout: 5000, interval: 20 });
      expect(receiver.received.filter((entry) => entry.id === first.id).map((entry) => entry.status)).toEqual([
        503, 503, 200,
      ]);
      expect(receiver.received.at(-1)?.body).toMatchObject({ id: first.id, form: "contact", name: "Ana Ruiz" });

      // A second inquiry goes straight through; by the time it has, the outbox has made further
      // passes, and the first one was still not sent again.
      const second = (await (await postJson(site.endpoint, inquiryBody("home"))).json()) as { id: string };
      await vi.waitFor(() => expect(receiver.succeeded(second.id)).toBe(1), { timeout: 5000, interval: 20 });
      expect(receiver.succeeded(first.id)).toBe(1);
      expect(receiver.received).toHaveLength(4);
      expect(site.store.deliveryState(first.id)?.deliveredAt).not.toBeNull();
    } finally {
      await site.close();
      await receiver.close();
    }
  });

  it("keeps what it owes across a restart and delivers it when the receiver comes up", async () => {
    const dir = tempDir();
    const down = await startReceiver(0);
    const url = down.url;
    await down.close(); // nothing listens at that port now
    const first = await startTestSite({ INQUIRY_WEBHOOK_URL: url, INQUIRY_WEBHOOK_RETRY_MS: "20" }, dir);
    const { id } = (await (await postJson(first.endpoint, inquiryBody("strategy"))).json()) as { id: string };
    await vi.waitFor(() => expect(first.store.deliveryState(id)?.attempts).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    await first.close();

    const receiver = await startReceiver(0);
    const second = await startTestSite({ INQUIRY_WEBHOOK_URL: receiver.url, INQUIRY_WEBHOOK_RETRY_MS: "20" }, dir);
    try {
      await vi.waitFor(() => expect(receiver.succeeded(id)).toBe(1), { timeout: 5000, interval: 20 });
      expect(second.store.deliveryState(id)?.deliveredAt).not.toBeNull();
    } finally {
      await second.close();
      await receiver.close();
    }
  });
});
