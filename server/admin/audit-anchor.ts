import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import type { Link } from "./audit.ts";

/**
 * Anchors of the audit chain (docs/operators.md "Anchoring the audit trail"). The chain shows an
 * edit, but whoever can write the database can also delete rows, drop the trigger and recompute
 * every hash after them, and the chain reads "intact" again. An anchor pins the chain's newest row
 * (its number and hash) with an HMAC under a key the web user `summit` cannot read, in a file it
 * cannot write: root's daily job runs `npm run admin -- audit --anchor` and appends the line it
 * prints to that file. `audit --verify` then checks that every anchored row is still there with
 * the anchored hash: a row deleted or rewritten before the latest anchor, chain recomputed or not,
 * is reported. What happened after the latest anchor is only as safe as the chain itself.
 */
export type Anchor = { seq: number; hash: string; at: number; anchoredAt: string; mac: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the HMAC covers; the first element keeps it from meaning anything else under this key. */
const macOf = (key: Buffer, { seq, hash, at, anchoredAt }: Omit<Anchor, "mac">) =>
  createHmac("sha256", key)
    .update(JSON.stringify(["summit-audit-anchor-1", seq, hash, at, anchoredAt]))
    .digest("hex");

/**
 * The anchor key from AUDIT_ANCHOR_KEY_FILE ("-": standard input, where systemd can hand over a
 * file its service user cannot open). At least 32 characters, e.g. `openssl rand -hex 32`.
 */
export function readAnchorKey(file: string): Buffer {
  const text = readFileSync(file === "-" ? 0 : file, "utf8").trim();
  if (text.length < 32) throw new Error(`The anchor key (${file}) is shorter than 32 characters`);
  return Buffer.from(text, "utf8");
}

/** The anchor of the chain's newest row (`head`, with its time), signed with `key`. */
export function makeAnchor(head: (Link & { at: number }) | null, key: Buffer, nowMs: number): Anchor {
  const fields = {
    seq: head?.seq ?? 0,
    hash: head?.hash ?? "",
    at: head?.at ?? 0,
    anchoredAt: new Date(nowMs).toISOString(),
  };
  return { ...fields, mac: macOf(key, fields) };
}

/** Every anchor in the file, oldest first; none when the file is not there yet. */
export function readAnchors(path: string): Anchor[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const anchor = (() => {
        try {
          return JSON.parse(line) as Anchor;
        } catch {
          return null;
        }
      })();
      const valid =
        anchor &&
        Number.isInteger(anchor.seq) &&
        Number.isInteger(anchor.at) &&
        [anchor.hash, anchor.anchoredAt, anchor.mac].every((field) => typeof field === "string");
      if (!valid) throw new Error(`Line ${index + 1} of ${path} is not an anchor`);
      return anchor;
    });
}

export type AnchorCheck =
  | { ok: true; anchors: number; latest: Anchor | null; signed: boolean }
  | { ok: false; seq: number; reason: string };

/**
 * Checks the chain in `db` against every anchor: each anchored row must be there with the anchored
 * hash, unless the retention has deleted it (its time is older than `retentionDays`). With `key`,
 * each anchor's HMAC is checked too; without it (the web user cannot read the key) the anchors are
 * trusted for where they are kept.
 */
export function checkAnchors(
  db: DatabaseSync,
  anchors: Anchor[],
  { key, retentionDays, nowMs }: { key: Buffer | null; retentionDays: number; nowMs: number },
): AnchorCheck {
  const rowAt = db.prepare("SELECT hash FROM audit_log WHERE seq = ?");
  const oldest = Number(db.prepare("SELECT MIN(seq) AS seq FROM audit_log").get()?.seq ?? Number.POSITIVE_INFINITY);
  for (const anchor of anchors) {
    const when = anchor.anchoredAt;
    if (key) {
      const expected = Buffer.from(macOf(key, anchor), "hex");
      const given = Buffer.from(anchor.mac, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, seq: anchor.seq, reason: `is named by an anchor (${when}) the anchor key did not sign` };
      }
    }
    if (anchor.seq === 0) continue;
    const row = rowAt.get(anchor.seq);
    if (row && String(row.hash) === anchor.hash) continue;
    if (row) {
      return {
        ok: false,
        seq: anchor.seq,
        reason: `differs from the row anchored at ${when}: the trail was rewritten up to it and the chain recomputed`,
      };
    }
    const retained = anchor.at >= nowMs - retentionDays * DAY_MS;
    if (anchor.seq < oldest && !retained) continue;
    return { ok: false, seq: anchor.seq, reason: `was deleted after it was anchored at ${when}` };
  }
  return { ok: true, anchors: anchors.length, latest: anchors.at(-1) ?? null, signed: key !== null };
}
