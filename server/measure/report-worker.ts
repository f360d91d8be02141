import { parentPort, Worker, workerData } from "node:worker_threads";
import { buildReport, type StatsReport } from "./report.ts";
import { openStats, type StatsStore } from "./store.ts";
import { buildVitalsReport, type VitalsReport } from "./vitals-report.ts";

/**
 * The admin's reports, built on a thread of their own with its own read connection to the
 * database: node:sqlite blocks the thread it runs on, so a report read on the server's thread made
 * /api/health and every inquiry wait behind it (49 s at 70,000 elements). One thread per
 * server, started at the first report and kept (unref'd: it never keeps the process alive).
 */
export type ReportRequest = { today: number } & ({ kind: "audience"; days: number } | { kind: "speed" });

type Answer = { id: number; report?: StatsReport | VitalsReport; error?: string };

export function reportThread(path: string) {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (report: never) => void; reject: (error: Error) => void }>();

  function start() {
    const thread = new Worker(new URL(import.meta.url), { workerData: { reportThread: true, path } });
    thread.on("message", ({ id, report, error }: Answer) => {
      const asked = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) asked?.reject(new Error(error));
      else asked?.resolve(report as never);
    });
    // A thread that died takes its questions with it; the next report starts a new one.
    const fail = (error: Error) => {
      worker = null;
      for (const asked of waiting.values()) asked.reject(error);
      waiting.clear();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`The reports' thread stopped (exit code ${code})`)));
    // After the listeners, which would otherwise hold the process open at its end.
    thread.unref();
    return thread;
  }

  function ask(request: ReportRequest & { kind: "audience" }): Promise<StatsReport>;
  function ask(request: ReportRequest & { kind: "speed" }): Promise<VitalsReport>;
  function ask(request: ReportRequest): Promise<StatsReport | VitalsReport> {
    worker ??= start();
    const id = next++;
    const thread = worker;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (report: never) => void, reject });
      thread.postMessage({ id, request });
    });
  }

  return {
    report: ask,
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

function build(stats: StatsStore, request: ReportRequest) {
  const today = new Date(request.today);
  return request.kind === "audience"
    ? buildReport(stats, { days: request.days, today })
    : buildVitalsReport(stats, { today });
}

// Only in a thread reportThread started (a test runner's own threads carry other workerData).
const data = workerData as { reportThread?: boolean; path?: string } | null;
if (parentPort && data?.reportThread === true && data.path) {
  const port = parentPort;
  const stats = openStats(data.path, { readOnly: true });
  port.on("message", async ({ id, request }: { id: number; request: ReportRequest }) => {
    try {
      port.postMessage({ id, report: await build(stats, request) } satisfies Answer);
    } catch (error) {
      port.postMessage({ id, error: String(error) } satisfies Answer);
    }
  });
}
