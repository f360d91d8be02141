import type { DatabaseSync } from "node:sqlite";
import { openAudit } from "./audit.ts";
import { type AnchorCheck, checkAnchors, makeAnchor, readAnchorKey, readAnchors } from "./audit-anchor.ts";

/**
 * `npm run admin -- audit --verify` and `audit --anchor` (server/cli/admin.ts): every row of the chain
 * recomputed, then the chain checked against the anchors in AUDIT_ANCHOR_PATH (audit-anchor.ts).
 * Exit 0 intact, 1 a setting missing, 2 broken. `--anchor` also prints a new anchor of the newest
 * row — the only thing it writes to standard output — and only when everything before checks out,
 * so a rewritten trail never gets an anchor of its own.
 */
export function verifyAudit(
  db: DatabaseSync,
  env: Record<string, string | undefined>,
  retentionDays: number,
  nowMs: number,
  anchor = false,
): number {
  const path = env.AUDIT_ANCHOR_PATH || null;
  const keyFile = env.AUDIT_ANCHOR_KEY_FILE || null;
  // Standard output carries the anchor alone; with --anchor, what people read goes to standard error.
  const say = anchor ? console.error : console.log;
  if (anchor && (!path || !keyFile)) {
    console.error(
      "audit --anchor needs AUDIT_ANCHOR_PATH (the anchors' file) and AUDIT_ANCHOR_KEY_FILE (the key, or - for standard input).",
    );
    return 1;
  }
  const broken = (seq: number, reason: string) => {
    console.error(`The audit trail's chain is BROKEN at row ${seq}: it ${reason}.`);
    return 2;
  };
  const check = openAudit(db).verify();
  if (!check.ok) return broken(check.seq, check.reason);
  if (!path) {
    say(`The audit trail's chain is intact: ${check.rows} rows.`);
    return 0;
  }

  let key: Buffer | null = null;
  let unsigned = "";
  try {
    key = keyFile ? readAnchorKey(keyFile) : null;
  } catch (error) {
    if (anchor) {
      console.error(`The anchor key could not be read: ${(error as Error).message}.`);
      return 1;
    }
    unsigned = ` (${keyFile} is not readable here: root's daily anchor job checks them)`;
  }
  let anchors: ReturnType<typeof readAnchors>;
  try {
    anchors = readAnchors(path);
  } catch (error) {
    console.error(`The audit trail's anchors are BROKEN: ${(error as Error).message}.`);
    return 2;
  }
  const anchored = checkAnchors(db, anchors, { key, retentionDays, nowMs });
  if (!anchored.ok) return broken(anchored.seq, anchored.reason);
  say(`The audit trail's chain is intact: ${check.rows} rows; ${anchorSentence(anchored)}.`);
  const days = anchored.latest ? Math.floor((nowMs - Date.parse(anchored.latest.anchoredAt)) / 86_400_000) : 0;
  if (days >= 2) say(`The latest anchor is ${days} days old: is the daily anchor job running?`);
  if (!key) say(`The anchors' HMACs were not checked${unsigned || " (no AUDIT_ANCHOR_KEY_FILE)"}.`);
  if (!anchor || !key) return 0;

  const at = check.head ? Number(db.prepare("SELECT at FROM audit_log WHERE seq = ?").get(check.head.seq)?.at) : 0;
  const made = makeAnchor(check.head ? { ...check.head, at } : null, key, nowMs);
  console.log(JSON.stringify(made));
  console.error(`Anchored row ${made.seq} at ${made.anchoredAt}.`);
  return 0;
}

function anchorSentence(check: AnchorCheck & { ok: true }): string {
  if (!check.latest) return "there is no anchor yet (`npm run admin -- audit --anchor` makes one)";
  const count = `${check.anchors} anchor${check.anchors === 1 ? "" : "s"}`;
  return `it matches its ${count}, the latest at row ${check.latest.seq} of ${check.latest.anchoredAt}`;
}
