import type { Erasure } from "./erasure.ts";
import type { Redacted } from "./erasure-scan.ts";

const rows = (count: number) => `${count} row${count === 1 ? "" : "s"}`;
/** Where a copy is: a name relative to the data folder, or a full path outside it (the off-site hand-off). */
const where = (file: string) => (file.startsWith("/") ? file : `${file} (under the data folder)`);
const place = (entry: Redacted) =>
  `${entry.table}.${entry.column} (${rows(entry.rows)}${entry.deleted > 0 ? `, ${entry.deleted} deleted` : ""})`;

/** Whether the erasure did all it could here (Salesforce, the bytes, every copy); else the command exits 2. */
export function erasureComplete(done: Erasure): boolean {
  return (
    done.bytesGone &&
    done.salesforceFailed.length === 0 &&
    done.copies.notReached.length === 0 &&
    done.copies.filesLeft.length === 0
  );
}

/** What an erasure did, in the words the command line and the admin page both use. */
export function erasureSummary(done: Erasure): string {
  return [
    `Erased ${done.leads} lead${done.leads === 1 ? "" : "s"}, ${done.screened} screened submission${done.screened === 1 ? "" : "s"} ` +
      `and ${done.deliveries} deliver${done.deliveries === 1 ? "y" : "ies"}` +
      (done.bytesGone
        ? "; the database was vacuumed and its WAL emptied, so the bytes are gone from its files too."
        : "."),
    ...(done.bytesGone
      ? []
      : [
          "NOT FINISHED: their bytes are still in the database's files, because another connection kept reading " +
            "it the whole time the erasure waited (a long report, or an `npm run leads` command left running). " +
            "Run the same erase again once it has finished: it completes this step.",
        ]),
    ...(done.redacted.length > 0
      ? [
          `Replaced the address with "[erased]" where else it stood: ${done.redacted.map(place).join(", ")}.` +
            (done.redacted.some((entry) => entry.deleted > 0)
              ? " (Rows counted as deleted would have collided with an existing [erased] row of the same key; their counts are gone.)"
              : ""),
        ]
      : []),
    ...done.kept.map(
      (entry) => `Kept: ${entry.table}.${entry.column} (${rows(entry.rows)}) still holds the address: ${entry.why}.`,
    ),
    ...(done.copies.erased.length > 0
      ? [
          "Erased from the copies on this server too (under the data folder: backups, deploy snapshots, " +
            "replaced databases; the snapshot handed to the off-site copy): " +
            `${done.copies.erased.map((copy) => `${copy.file} (${copy.leads} lead${copy.leads === 1 ? "" : "s"}, ${rows(copy.rows)} rewritten)`).join(", ")}.`,
        ]
      : []),
    ...done.copies.notReached.map(
      ({ file, why }) => `NOT FINISHED: ${where(file)} was not erased: ${why}. Run the same erase again.`,
    ),
    ...done.copies.filesLeft.map(
      (file) =>
        `NOT FINISHED: ${where(file)} still holds the address's bytes, and no kept row explains them: ` +
        "look at that file, then erase it by hand or delete it.",
    ),
    "Copies off this server (BACKUP_REMOTE) are out of its reach: they are deleted after BACKUP_REMOTE_KEEP_DAYS, " +
      "and restoring one erases the address again (the tombstone).",
    "A tombstone (a salted hash of the address and today's date) makes every restore of an older backup erase them again.",
    ...done.salesforceErased.map(({ id, how }) => `Salesforce: ${how} Lead ${id}.`),
    ...done.salesforceFailed.map(
      ({ id, error }) => `Salesforce: Lead ${id} NOT erased (${error}): delete or anonymise it in Salesforce by hand.`,
    ),
    "The e-mails already sent to the team about these leads are outside our reach: delete them from those mailboxes.",
  ].join("\n");
}
