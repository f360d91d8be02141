import type { Server } from "node:net";

/** The first descriptor systemd passes to a socket-activated service (SD_LISTEN_FDS_START). */
const FIRST_PASSED_FD = 3;

/**
 * The listening socket systemd handed this process (socket activation: summit-cloud@.socket,
 * ADR 041), or null when it was started any other way. LISTEN_PID names the process the sockets are
 * meant for: a child that inherited the variables is not it, and listens on its own port.
 */
export function passedSocket(env: Record<string, string | undefined>, pid = process.pid): { fd: number } | null {
  if (env.LISTEN_PID !== String(pid)) return null;
  const count = Number(env.LISTEN_FDS);
  if (!Number.isInteger(count) || count < 1) return null;
  return { fd: FIRST_PASSED_FD };
}

/**
 * Listens on the socket systemd passed when there is one, else on `port` and `hostname` as in
 * development and tests. The socket keeps its address through a restart, so requests arriving
 * while Node starts wait in its queue instead of meeting a closed port.
 */
export function listen(server: Server, env: Record<string, string | undefined>, port: number, hostname: string) {
  const passed = passedSocket(env);
  if (passed) {
    // Taken: the commands this process runs (a build on a fresh clone) must not believe they were passed it.
    delete env.LISTEN_PID;
    delete env.LISTEN_FDS;
    delete env.LISTEN_FDNAMES;
  }
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    const listening = () => {
      server.off("error", reject);
      resolve();
    };
    if (passed) server.listen(passed, listening);
    else server.listen(port, hostname, listening);
  });
}
