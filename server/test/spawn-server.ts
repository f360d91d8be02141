import { type ChildProcess, execFileSync, spawn } from "node:child_process";

/**
 * `npm start`'s own entry point (server/index.ts) as a separate process on a free port, for
 * tests that kill it or need a database of their own. Resolves once it is listening.
 * With `passedFd`, it is started as systemd starts a socket-activated service: that listening
 * socket as its descriptor 3, LISTEN_FDS=1 and LISTEN_PID its own process id (a shell sets it,
 * then becomes node with `exec`, keeping the id).
 */
export async function spawnServer(env: Record<string, string>, passedFd?: number) {
  const [command, args] =
    passedFd === undefined
      ? [process.execPath, ["server/index.ts"]]
      : ["sh", ["-c", 'LISTEN_PID=$$ exec "$0" server/index.ts', process.execPath]];
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ...(passedFd === undefined ? {} : { LISTEN_FDS: "1" }),
      ...env,
    },
    stdio: passedFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", "pipe", "pipe", passedFd],
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
