import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The production server (`node server/index.ts`) for the benchmarks: one per site copy, on
 * 127.0.0.1 and a free port of the OS's choosing, each with its own throwaway leads database.
 */
const databases = mkdtempSync(join(tmpdir(), "summit-bench-"));
const servers: ChildProcess[] = [];

/** Starts a server for `root` and resolves with its origin. */
export function startServer(name: string, root: string): Promise<string> {
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

export async function stopServers() {
  for (const server of servers.splice(0)) server.kill();
}
