import { type CheckContext, runChecks } from "./checks.ts";
import { createNotifier, flush, type Notifier } from "./notify.ts";
import { type AlertSettings, alertChannels } from "./settings.ts";
import { type Job, writeStamp } from "./stamps.ts";
import {
  type AlertKind,
  type AlertState,
  isAlertKind,
  loadState,
  openAlert,
  reconcile,
  resolveAlert,
  saveState,
  withStateLock,
} from "./state.ts";

/**
 * The commands behind `node server/cli/alerts.ts` (ADR 027, docs/operators.md "Alerts and status"):
 *
 *   check                           every periodic check once (the alert timer runs it)
 *   report <kind> [--detail TEXT]   a job failed (a unit's OnFailure=): stamp it, open its alert
 *   resolve <kind>                  a job went well: stamp it, clear its alert
 *
 * A job kind (deploy, backup, offsite, certificate) also writes its last-run stamp (stamps.ts),
 * alerts on or off: `npm run status` reads them. Without ALERT_EMAIL and ALERT_WEBHOOK_URL
 * nothing is sent and the command says alerts are off, with exit code 0.
 */
export type RunOptions = Omit<CheckContext, "now" | "settings"> & {
  settings: AlertSettings;
  now?: () => number;
  notifier?: Notifier;
  out?: (line: string) => void;
  err?: (line: string) => void;
};

const jobKinds: Partial<Record<AlertKind, Job>> = {
  deploy: "deploy",
  backup: "backup",
  offsite: "offsite",
  certificate: "certificate",
};

export const ALERTS_OFF = "Alerts are off: set ALERT_EMAIL and/or ALERT_WEBHOOK_URL in the settings file to be told.";

async function withState(options: RunOptions, change: (state: AlertState, now: Date) => Promise<void> | void) {
  const { settings, out = console.log, err = console.error } = options;
  const path = settings.paths.state;
  return withStateLock(path, async () => {
    const now = new Date((options.now ?? Date.now)());
    const state = loadState(path, err);
    await change(state, now);
    const notifier = options.notifier ?? createNotifier(settings);
    try {
      for (const problem of await flush(state, notifier)) err(problem);
    } finally {
      if (!options.notifier) notifier.close();
    }
    saveState(path, state);
    const open = Object.values(state.open);
    out(open.length === 0 ? "No open alerts." : `Open alerts: ${open.map((alert) => alert.title).join("; ")}`);
    return state;
  });
}

export async function alertCommand(argv: string[], options: RunOptions): Promise<number> {
  const { settings, out = console.log, err = console.error } = options;
  const [command, kind, ...rest] = argv;
  let detail = "";
  let subject = "";
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === "--detail") detail = rest[++index] ?? "";
    else if (rest[index] === "--subject") subject = rest[++index] ?? "";
    else {
      err(`Unknown option ${rest[index]}`);
      return 2;
    }
  }
  const enabled = alertChannels(settings) !== null;

  if (command === "check" && kind === undefined) {
    if (!enabled) {
      out(ALERTS_OFF);
      return 0;
    }
    await withState(options, async (state, now) => {
      for (const [checked, findings] of await runChecks({ ...options, settings, now }, state)) {
        reconcile(state, checked, findings, now);
      }
      state.lastCheckAt = now.toISOString();
    });
    return 0;
  }

  if ((command === "report" || command === "resolve") && kind !== undefined && isAlertKind(kind)) {
    const now = new Date((options.now ?? Date.now)());
    const job = jobKinds[kind];
    if (job) writeStamp(settings.paths.stamps, job, command === "report" ? "failed" : "ok", now, detail);
    if (!enabled) {
      out(ALERTS_OFF);
      return 0;
    }
    await withState(options, (state, at) => {
      if (command === "report") {
        openAlert(
          state,
          { kind, subject, detail: detail || `Reported at ${at.toISOString()}.`, items: detail ? [detail] : [] },
          at,
        );
      } else {
        resolveAlert(state, kind, subject, at);
        // A job that ran well is no longer overdue either.
        if (kind === "backup" || kind === "offsite") resolveAlert(state, `${kind}-stale`, "", at);
      }
    });
    return 0;
  }

  err(
    "Usage: node server/cli/alerts.ts check\n" +
      "       node server/cli/alerts.ts report <kind> [--detail TEXT] [--subject NAME]\n" +
      "       node server/cli/alerts.ts resolve <kind> [--subject NAME]\n" +
      "kinds: deploy, backup, offsite, certificate (jobs); audit (the daily anchor); schedule (a scheduled rebuild); preview (a branch's preview);\n" +
      "       backup-stale, offsite-stale, certificate-expiry,\n" +
      "       lead-refused, lead-stuck, disk, site, booking-calendar (the checks find these themselves)",
  );
  return 2;
}
