import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The production server (`node server/index.ts`) for the benchmarks: one per site copy, on
 * 127.0.0.1 and a free port of the OS's choosing, each with its own throwaway leads database in
 * a temp folder that stopServers removes.
 */
let databases: string | undefined;
const servers: ChildProcess[] = [];

/** Starts a server for `root` and resolves with its origin. */
export function startServer(name: string, root: string): Promise<string> {
  databases ??= mkdtempSync(join(tmpdir(), "summit-bench-"));
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      SITE_ROOT: root,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: join(databases, `${name}.db`),
      INQUIRY_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench: the ${name} server did not start in 30 s`)), 30_000);
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Serving the site at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: the ${name} server exited (${code}) before serving: ${output}`));
    });
  });
}

/** Stops every server started, waits for them to exit (5 s, then SIGKILL) and removes their databases. */
export async function stopServers() {
  await Promise.all(
    servers.splice(0).map((server) => {
      if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
        server.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        server.kill();
      });
    }),
  );
  if (databases) rmSync(databases, { recursive: true, force: true });
  databases = undefined;
}
