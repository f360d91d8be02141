import { setPriority } from "node:os";
import { DatabaseSync } from "node:sqlite";
import { parentPort, Worker, workerData } from "node:worker_threads";
import { type ChainState, chainWatch } from "./audit-check.ts";

/**
 * The audit page's chain check (audit-check.ts) on a thread of its own, with its own read
 * connection, as the reports are (server/measure/report-worker.ts): node:sqlite and the hashing
 * block the thread they run on, and even in small slices a million rows kept the server's own
 * thread busy for seconds in all. One thread per server, started by the first look at
 * /admin/audit and kept (unref'd: it never keeps the process alive); it remembers how far it
 * checked, so each later look reads only the rows added since.
 */
type Answer = { id: number; state?: ChainState; error?: string };

export function chainThread(path: string) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (state: ChainState) => void; reject: (error: Error) => void }>();

  function start() {
    const thread = new Worker(new URL(import.meta.url), { workerData: { auditThread: true, path } });
    thread.on("message", ({ id, state, error }: Answer) => {
      const asked = waiting.get(id);
      waiting.delete(id);
      if (state) asked?.resolve(state);
      else asked?.reject(new Error(error));
    });
    // A thread that died takes its questions with it; the next look starts a new one (from the oldest row).
    const fail = (error: Error) => {
      worker = null;
      for (const asked of waiting.values()) asked.reject(error);
      waiting.clear();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`The audit check's thread stopped (exit code ${code})`)));
    thread.unref();
    return thread;
  }

  const ask = (budgetMs: number): Promise<ChainState> => {
    worker ??= start();
    const id = next++;
    const thread = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread.postMessage({ id, budgetMs });
    });
  };

  return {
    /**
     * As chainWatch's `check`: the rows not yet checked, for at most `budgetMs`, then what is
     * known. The page never waits longer than that for the thread (its first start included):
     * without an answer by then, the check is simply under way.
     */
    async check(budgetMs = 300): Promise<ChainState> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<ChainState>((resolve) => {
        timer = setTimeout(() => resolve({ state: "checking", checked: 0, head: 0 }), budgetMs + 50);
      });
      try {
        return await Promise.race([ask(budgetMs), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

// Only in a thread chainThread started (a test runner's own threads carry other workerData).
const data = workerData as { auditThread?: boolean; path?: string } | null;
if (parentPort && data?.auditThread === true && data.path) {
  const port = parentPort;
  // The lowest priority, for this thread alone (Linux counts niceness per thread): on a busy
  // machine the requests come first. A sandbox that forbids it (systemd's ~@resources) leaves it be.
  try {
    setPriority(19);
  } catch {}
  const db = new DatabaseSync(data.path, { readOnly: true });
  db.exec("PRAGMA busy_timeout = 5000;");
  const watch = chainWatch(db);
  port.on("message", async ({ id, budgetMs }: { id: number; budgetMs: number }) => {
    try {
      port.postMessage({ id, state: await watch.check(budgetMs) } satisfies Answer);
    } catch (error) {
      port.postMessage({ id, error: String(error) } satisfies Answer);
    }
  });
}
