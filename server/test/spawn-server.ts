import { type ChildProcess, execFileSync, spawn } from "node:child_process";

/**
 * `npm start`'s own entry point (server/index.ts) as a separate process on a free port, for
 * tests that kill it or need a database of their own. Resolves once it is listening.
 */
export async function spawnServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/Serving the site at (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    child,
    url,
    endpoint: `${url}/api/inquiries`,
    /** Everything it printed so far, stdout and stderr. */
    output: () => output,
    /** SIGKILL: no shutdown handler runs, as in a crash. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** `npm run leads -- …` on the database at `databasePath`; returns what it printed. */
export function leadsCli(databasePath: string, ...args: string[]) {
  return execFileSync(process.execPath, ["server/cli/leads.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}
