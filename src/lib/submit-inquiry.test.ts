import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "./forms";
import { InquiryNotSentError, InquiryRejectedError, SUBMIT_DELAY_MS, submitInquiry } from "./submit-inquiry";
import { VISIT_KEY } from "./visit";

const values = { name: "Sam Patel", email: "sam@example.net", message: "" };
const context = { honeypot: "", fillMs: 4321.7 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Runs a submission to the endpoint, reporting when it settled on the fake clock. */
async function settle(promise: Promise<unknown>) {
  let settledAt: number | undefined;
  let value: unknown;
  const outcome = promise.then(
    (answer) => {
      value = answer;
      return null;
    },
    (error: unknown) => error,
  );
  void outcome.then(() => {
    settledAt = Date.now();
  });
  const start = Date.now();
  await vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS - 1);
  const settledEarly = settledAt !== undefined;
  await vi.advanceTimersByTimeAsync(1);
  return { error: await outcome, settledEarly, elapsed: (settledAt ?? Number.NaN) - start, value };
}

describe("submitInquiry with an endpoint", () => {
  it("posts the form id, values, honeypot and whole milliseconds as JSON, and resolves on 201 after 1500 ms", async () => {
    const fetch = answer(201, { id: "abc" });
    const { error, settledEarly, elapsed } = await settle(submitInquiry("strategy", values, context, "/api/inquiries"));

    expect(error).toBeNull();
    expect(settledEarly).toBe(false);
    expect(elapsed).toBe(SUBMIT_DELAY_MS);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/inquiries");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ form: "strategy", values, [HONEYPOT_FIELD]: "", fillMs: 4322 });
  });

  it("gives back the server's address to pick a time at, and drops one that is not /book's signed link", async () => {
    answer(201, { id: "abc", book: "/de/book?l=abc&t=0123456789abcdefghij_-ABCDEFGHIJ" });
    const offered = await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    expect(offered.value).toEqual({ id: "abc", book: "/de/book?l=abc&t=0123456789abcdefghij_-ABCDEFGHIJ" });
    for (const book of ["//evil.example/book?l=a&t=b", "https://evil.example/book?l=a&t=b", "/book?l=a&t=b&x=<i>"]) {
      answer(201, { id: "abc", book });
      expect((await settle(submitInquiry("strategy", values, context, "/api/inquiries"))).value).toEqual({ id: "abc" });
    }
  });

  it("sends how the visit arrived when the visit recorded it, and nothing of the kind when it did not", async () => {
    const landing = { landingPath: "/expertise/services/devops", utmSource: "linkedin", utmCampaign: "q1" };
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify({ startedAt: 1, landing }));
    const fetch = answer(201, { id: "abc" });
    await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    window.sessionStorage.clear();
    await settle(submitInquiry("strategy", values, context, "/api/inquiries"));

    const bodies = fetch.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies[0]).toMatchObject({ form: "strategy", attribution: landing });
    expect(bodies[1]).not.toHaveProperty("attribution");
  });

  it("sends the page's language, and asks the server to answer in it, only when the page has one", async () => {
    const fetch = answer(201, { id: "abc" });
    document.documentElement.lang = "de";
    await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    document.documentElement.lang = "";
    await settle(submitInquiry("strategy", values, context, "/api/inquiries"));

    const [german, none] = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(JSON.parse(String(german?.body))).toMatchObject({ form: "strategy", language: "de" });
    expect(new Headers(german?.headers).get("Content-Language")).toBe("de");
    expect(JSON.parse(String(none?.body))).not.toHaveProperty("language");
    expect(new Headers(none?.headers).has("Content-Language")).toBe(false);
  });

  it("turns 422 into the server's field messages", async () => {
    answer(422, { errors: { email: "Please enter a valid email address." } });
    const { error, settledEarly } = await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    expect(settledEarly).toBe(false);
    expect(error).toBeInstanceOf(InquiryRejectedError);
    expect((error as InquiryRejectedError).errors).toEqual({ email: "Please enter a valid email address." });
  });

  it.each([
    [429, { "Retry-After": "120" }, "rate-limited", 120],
    [413, {}, "too-large", undefined],
    [500, {}, "server", undefined],
    [502, {}, "server", undefined],
    [404, {}, "server", undefined],
  ])("turns %i into a not-sent error (%s) no sooner than 1500 ms", async (status, headers, reason, retryAfter) => {
    answer(status, { error: "no" }, headers as Record<string, string>);
    const { error, settledEarly } = await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    expect(settledEarly).toBe(false);
    expect(error).toBeInstanceOf(InquiryNotSentError);
    expect((error as InquiryNotSentError).reason).toBe(reason);
    expect((error as InquiryNotSentError).retryAfterSeconds).toBe(retryAfter);
  });

  it("turns a network failure into a not-sent error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { error, settledEarly } = await settle(submitInquiry("strategy", values, context, "/api/inquiries"));
    expect(settledEarly).toBe(false);
    expect((error as InquiryNotSentError).reason).toBe("network");
  });
});

describe("submitInquiry without an endpoint (a static build)", () => {
  it("sends nothing and resolves after exactly 1500 ms", async () => {
    const fetch = answer(500);
    const { error, settledEarly, elapsed } = await settle(submitInquiry("strategy", values, context, ""));
    expect(error).toBeNull();
    expect(settledEarly).toBe(false);
    expect(elapsed).toBe(SUBMIT_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in a branch's preview sends nothing and says so after 1500 ms, as a not-sent error of its own", async () => {
    const fetch = answer(201, { id: "lead" });
    const { error, settledEarly, elapsed } = await settle(submitInquiry("strategy", values, context, "", true));
    expect(error).toBeInstanceOf(InquiryNotSentError);
    expect((error as InquiryNotSentError).reason).toBe("preview");
    expect(settledEarly).toBe(false);
    expect(elapsed).toBe(SUBMIT_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
  });
});
