// @vitest-environment node
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { passedSocket } from "./listen.ts";
import { siteRoot, tempDir } from "./test/helpers.ts";
import { spawnServer } from "./test/spawn-server.ts";

const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
const sockets: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  for (const socket of sockets.splice(0)) socket.close();
});

/** A listening TCP socket on a free port, as systemd's summit-cloud@.socket holds one. */
async function listeningSocket() {
  const socket = createServer();
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.listen(0, "127.0.0.1", resolve));
  const { port } = socket.address() as { port: number };
  // Node keeps the descriptor on its handle; the child gets a copy of it as its descriptor 3.
  const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
  return { socket, port, fd };
}

/** A port nothing listens on (taken, then freed). */
async function freePort() {
  const { socket, port } = await listeningSocket();
  await new Promise((resolve) => socket.close(resolve));
  return port;
}

function siteEnv() {
  const dir = tempDir();
  return { SITE_ROOT: siteRoot(dir), DATABASE_PATH: join(dir, "data", "inquiries.db") };
}

describe("where the server listens", () => {
  it("answers on the socket systemd passed it (LISTEN_FDS, LISTEN_PID), not on PORT", async () => {
    const passed = await listeningSocket();
    const port = await freePort();
    const server = await spawnServer({ ...siteEnv(), PORT: String(port) }, passed.fd);
    servers.push(server);
    // This process stops accepting on its copy: every connection now goes to the child.
    await new Promise((resolve) => passed.socket.close(resolve));

    expect(server.url).toBe(`http://127.0.0.1:${passed.port}`);
    const health = await fetch(`http://127.0.0.1:${passed.port}/api/health`);
    expect(health.status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it("listens on PORT itself when nothing was passed (development, tests)", async () => {
    const port = await freePort();
    const server = await spawnServer({ ...siteEnv(), PORT: String(port) });
    servers.push(server);

    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it("takes the passed socket only when LISTEN_PID names this very process", () => {
    expect(passedSocket({ LISTEN_FDS: "1", LISTEN_PID: "4242" }, 4242)).toEqual({ fd: 3 });
    // A child that inherited the variables from a socket-activated parent.
    expect(passedSocket({ LISTEN_FDS: "1", LISTEN_PID: "4241" }, 4242)).toBeNull();
    expect(passedSocket({ LISTEN_FDS: "0", LISTEN_PID: "4242" }, 4242)).toBeNull();
    expect(passedSocket({ LISTEN_PID: "4242" }, 4242)).toBeNull();
    expect(passedSocket({}, 4242)).toBeNull();
  });
});
