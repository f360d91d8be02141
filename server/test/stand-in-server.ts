import type { AddressInfo, Server } from "node:net";
import { createAdaptorServer } from "@hono/node-server";

/**
 * A stand-in's HTTP server on a free loopback port that can stop answering and start again on the
 * same port (a calendar provider that is down, then back), for graph-stand-in.ts and
 * google-stand-in.ts. `root` is its http://127.0.0.1:<port> address.
 */
export async function loopbackServer(fetch: (request: Request) => Response | Promise<Response>) {
  let port = 0;
  let server: Server | null = null;
  const listen = async () => {
    const started = createAdaptorServer({ fetch, hostname: "127.0.0.1" }) as Server;
    await new Promise<void>((resolve, reject) => {
      started.once("error", reject);
      started.listen(port, "127.0.0.1", () => resolve());
    });
    port = (started.address() as AddressInfo).port;
    server = started;
  };
  const close = async () => {
    const running = server;
    server = null;
    if (!running) return;
    await new Promise<void>((resolve) => {
      running.close(() => resolve());
      // Keep-alive connections would hold the port: a calendar that is down answers nothing.
      (running as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  };
  await listen();
  return { root: `http://127.0.0.1:${port}`, listen, close };
}
