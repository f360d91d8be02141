import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a loopback port for tests (the `smtp-server` package): the server under
 * test sends through nodemailer over a socket, exactly as in production. Every message is kept
 * raw, with its headers parsed the way a mail client would (folded lines joined). `answer` may
 * refuse a message with an SMTP code: 4xx to make the sender retry, 5xx to refuse it for good.
 */
export type ReceivedMail = {
  raw: string;
  /** Header name (lower case) → every value, unfolded. */
  headers: Map<string, string[]>;
  body: string;
  envelope: { from: string; to: string[] };
  /** Whether the session ran over TLS (STARTTLS or implicit). */
  secure: boolean;
  user: string | undefined;
};

export type Refusal = { code: number; message: string };

export type SmtpReceiverOptions = {
  port?: number;
  /** Decides each message's fate after it arrived; null accepts it. */
  answer?: (mail: ReceivedMail) => Refusal | null;
  /** Offer STARTTLS (with the package's own test certificate). Off by default. */
  starttls?: boolean;
  /** Require this login. */
  auth?: { user: string; pass: string };
};

export function parseHeaders(raw: string): { headers: Map<string, string[]>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r\n[ \t]/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body: end === -1 ? "" : raw.slice(end + 4) };
}

/** Decodes an RFC 2047 encoded-word header value (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) to text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** Decodes a quoted-printable body (what nodemailer uses for non-ASCII text). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A port nothing listens on right now (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpReceiver({
  port = 0,
  answer = () => null,
  starttls = false,
  auth,
}: SmtpReceiverOptions = {}) {
  const accepted: ReceivedMail[] = [];
  const refused: (ReceivedMail & { refusal: Refusal })[] = [];
  const server = new SMTPServer({
    logger: false,
    // A client still connected when the receiver closes is cut after a second, not smtp-server's
    // 30: a test's teardown must not wait on a connection nobody will end.
    closeTimeout: 1_000,
    authOptional: !auth,
    allowInsecureAuth: true,
    ...(starttls ? {} : { disabledCommands: ["STARTTLS"] }),
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        return callback(null, { user: login.username });
      return callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          raw,
          ...parseHeaders(raw),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          secure: session.secure,
          user: session.user as string | undefined,
        };
        const refusal = answer(mail);
        if (refusal) {
          refused.push({ ...mail, refusal });
          return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        }
        accepted.push(mail);
        callback(null);
      });
    },
  });
  // smtp-server emits a connection's errors on the server: a site's server killed with SIGKILL
  // resets its open connection (ECONNRESET). A sink notes them; unheard, they would be thrown.
  const connectionErrors: Error[] = [];
  server.on("error", (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    accepted,
    refused,
    connectionErrors,
    /** Accepted messages carrying the lead `id` (X-Lead-Id). */
    forLead: (id: string) => accepted.filter((mail) => mail.headers.get("x-lead-id")?.[0] === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
