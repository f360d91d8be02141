/**
 * What the calendar providers reached by OAuth share (Microsoft Graph in graph.ts, Google's
 * Calendar API in google.ts): answers read only up to a bound, tokens kept until shortly before
 * they expire and fetched once however many requests wait for one, and a JSON request that
 * fetches another token at once when the provider refuses the one sent (401) and tries once more.
 * What differs, how a token is obtained and what the paths are, stays in each provider's module.
 */

/** No answer of a provider's the server reads is larger: ten working days of one calendar are a few KB. */
export const MAX_ANSWER_BYTES = 1_000_000;
/** A token is renewed this long before the provider says it expires, so none is sent as it runs out. */
const RENEW_BEFORE_MS = 5 * 60_000;

/** The body, or an error past the bound: the server never holds more than it means to read. */
export async function boundedText(response: Response, service: string): Promise<string> {
  const tooLarge = () => new Error(`${service}'s answer is larger than the server reads`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A provider's code as it can be logged: bounded and plain. */
const plain = (value: unknown) => (typeof value === "string" ? value.replace(/[^\w.-]/g, "").slice(0, 60) : "");

/**
 * The error's code (bounded, plain), never its message: that may quote what the request held.
 * An API error is `{ error: { code, … } }`, Graph's code a word, Google's the HTTP status with the
 * word in `status` or in `errors[0].reason`; a token endpoint's is OAuth's `{ error: "<word>" }`.
 */
export function codeOf(body: unknown, field: "error" | "oauth"): string {
  if (field === "oauth") return plain(record(body).error);
  const error = record(record(body).error);
  const first = Array.isArray(error.errors) ? record(error.errors[0]).reason : undefined;
  return plain(error.code) || plain(error.status) || plain(first);
}

export const providerError = (service: string, status: number, what: string, code: string) =>
  new Error(`${service} answered HTTP ${status}${code ? ` (${code})` : ""} to ${what}`);

/** The work's result, or the signal's reason once it fires first. */
export const within = <T>(work: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });

/**
 * An OAuth token endpoint's answer `{ access_token, expires_in }` as the token and when to renew
 * it; any other answer throws, naming the endpoint's OAuth error code.
 */
export async function grantedToken(
  response: Response,
  service: string,
  now: () => number,
): Promise<{ value: string; renewAt: number }> {
  const body = parsed(await boundedText(response, service));
  const { access_token: token, expires_in: expiresIn } = record(body);
  if (!response.ok || typeof token !== "string" || !token || token.length > 20_000) {
    throw providerError(service, response.status, "the token request", codeOf(body, "oauth"));
  }
  const seconds = Number(expiresIn);
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 24 * 3600) * 1000 : 0;
  return { value: token, renewAt: now() + Math.max(lifetime - RENEW_BEFORE_MS, lifetime / 2) };
}

export type RequestOptions = { body?: unknown; headers?: Record<string, string>; accept?: number[] };

/**
 * Requests to one provider's API with a bearer token per `subject` (Graph's one app token, or
 * Google's one per consultant acted as): the token held while fresh, else one fetch shared by
 * every caller; JSON in, the parsed answer out, any status not ok nor accepted thrown.
 */
export function bearerClient({
  service,
  root,
  fetchToken,
  timeoutMs,
  now,
}: {
  /** How errors name the provider, e.g. "Microsoft Graph". */
  service: string;
  /** The API's root; each request's path follows it. */
  root: string;
  fetchToken: (subject: string) => Promise<{ value: string; renewAt: number }>;
  timeoutMs: number;
  now: () => number;
}) {
  const held = new Map<string, { value: string; renewAt: number }>();
  const pending = new Map<string, Promise<string>>();

  function token(subject: string): Promise<string> {
    const fresh = held.get(subject);
    if (fresh && now() < fresh.renewAt) return Promise.resolve(fresh.value);
    let waiting = pending.get(subject);
    if (!waiting) {
      waiting = fetchToken(subject)
        .then((granted) => {
          held.set(subject, granted);
          return granted.value;
        })
        .finally(() => pending.delete(subject));
      pending.set(subject, waiting);
    }
    return waiting;
  }

  /**
   * One request; one deadline covers it all, the token it waits for and the retry after a 401,
   * so a page waits `timeoutMs` at most.
   */
  async function request(
    subject: string,
    method: string,
    path: string,
    what: string,
    { body, headers = {}, accept = [] }: RequestOptions = {},
  ): Promise<{ status: number; body: unknown }> {
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 0; ; attempt++) {
      const bearer = await within(token(subject), signal);
      const response = await fetch(`${root}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const answer = parsed(await boundedText(response, service));
      // Revoked or expired before its time: forget it, fetch another, try once more.
      if (response.status === 401 && attempt === 0) {
        if (held.get(subject)?.value === bearer) held.delete(subject);
        continue;
      }
      if (!response.ok && !accept.includes(response.status)) {
        throw providerError(service, response.status, what, codeOf(answer, "error"));
      }
      return { status: response.status, body: answer };
    }
  }

  return { request };
}
