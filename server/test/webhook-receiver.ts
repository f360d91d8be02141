import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver on a real port for tests: records every request (its Idempotency-Key, the
 * status it answered, the JSON body) and answers 503 to the first `failures` of them, 200 after.
 */
export async function startReceiver(failures = 0) {
  const received: { id: string; status: number; body: Record<string, unknown> }[] = [];
  let remaining = failures;
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    const status = remaining > 0 ? 503 : 200;
    remaining -= 1;
    received.push({ id: String(request.headers["idempotency-key"]), status, body: JSON.parse(text) });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/inquiries`,
    received,
    /** How many times the inquiry `id` was delivered with a 200. */
    succeeded: (id: string) => received.filter((entry) => entry.id === id && entry.status === 200).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
