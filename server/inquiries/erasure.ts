import { createHash, randomBytes } from "node:crypto";
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { type Copies, eraseCopies } from "./erasure-copies.ts";
import {
  anyValueContains,
  erasedAddressesIn,
  type Kept,
  normal,
  type Place,
  placesOf,
  type Redacted,
  redact,
} from "./erasure-scan.ts";
import { type SettleOptions, settle } from "./erasure-settle.ts";
import { type DeliveryState, type Lead, leadOfRow, transaction } from "./store.ts";

/**
 * A person's data, found, exported and erased (GDPR articles 15 and 17; docs/operators.md "Who may
 * see the leads", docs/decisions/025-people-passkeys-and-erasure.md), and the retention of leads.
 *
 * Erasing deletes every lead, screened submission and outbox delivery of the address, replaces
 * it by "[erased]" wherever else it stands (another lead's message, an aggregate: erasure-scan.ts),
 * then VACUUMs and checkpoints the WAL, so the bytes leave the file too. What stays is a tombstone:
 * a salted SHA-256 of the address and the day. Restoring a backup re-applies every tombstone
 * (server/inquiries/backup.ts), so a restore never brings an erased person back. The salt lives
 * in the database (table `settings`): a tombstone alone does not tell whose address it was, and
 * an address can be checked against it only by someone who already has the database.
 */

export type PersonData = {
  email: string;
  /** A lead as the store has it (its form as the row holds it), with every delivery. */
  leads: (Omit<Lead, "form" | "attribution" | "language"> & {
    form: string;
    deliveries: (Pick<DeliveryState, "channel" | "deliveredAt" | "failedAt" | "remoteId" | "outcome"> & {
      attempts: number;
    })[];
  })[];
  screened: { id: string; form: string; receivedAt: string; reason: string; submission: unknown }[];
  /** Calls they booked on /book (docs/decisions/042-booking-calls.md), each a row of their own. */
  bookings: Record<string, unknown>[];
  /** The Salesforce Leads this site made for the address (not records a duplicate rule matched). */
  salesforceLeadIds: string[];
  /** Where else the address stands (another lead's message, an aggregate…): erasing replaces it there. */
  elsewhere: Place[];
  /** Where it stands and stays (the audit trail, an /admin account), and why. */
  kept: Kept[];
};

export type Erasure = {
  leads: number;
  screened: number;
  bookings: number;
  deliveries: number;
  /** Salesforce Leads deleted; and those that could not be (Salesforce down): retried by nobody, reported. */
  /** The Leads we created, and what was done to each (SALESFORCE_ERASURE: deleted or anonymised). */
  salesforceErased: { id: string; how: "deleted" | "anonymised" }[];
  salesforceFailed: { id: string; error: string }[];
  /** The places outside the person's own rows where the address was replaced by "[erased]". */
  redacted: Redacted[];
  /** Where the address stays, and why (the audit trail, an /admin account). */
  kept: Kept[];
  /** The tombstone's hash, for the audit trail (it names nobody). */
  tombstone: string;
  /**
   * Whether the erased rows' bytes left the database's files (VACUUM and a truncating checkpoint
   * went through); false when another connection kept reading past the wait: the rows are gone,
   * their bytes not yet, and running the erase again finishes it.
   */
  bytesGone: boolean;
  /** The copies under the data folder (backups, deploy snapshots, replaced files) and the off-site hand-off: erased, not reached, bytes left. */
  copies: Copies;
};

/** A bounded, plausible address: the only input the find, export and erase take. */
export const ADDRESS = /^[^\s@<>,;"]{1,64}@[^\s@<>,;"]{1,189}$/;

/** The database's salt for tombstones, made on first use. */
export function tombstoneSalt(db: DatabaseSync): string {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'tombstone_salt'").get();
  if (row) return String(row.value);
  const salt = randomBytes(32).toString("base64url");
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('tombstone_salt', ?)").run(salt);
  return String(db.prepare("SELECT value FROM settings WHERE key = 'tombstone_salt'").get()?.value);
}

export const addressHash = (salt: string, email: string) =>
  createHash("sha256")
    .update(`${salt}:${normal(email)}`, "utf8")
    .digest("hex");

/** Every address-like string in a screened submission's JSON (a bot's fields are any fields). */
function addressesIn(submission: string): string[] {
  return (submission.match(/[^\s@<>,;":{}[\]]{1,64}@[^\s@<>,;":{}[\]]{1,189}/g) ?? []).map(normal);
}

export function findPerson(db: DatabaseSync, email: string): PersonData {
  const address = normal(email);
  // Compared in JavaScript: SQLite's lower() folds ASCII only.
  const leads = db
    .prepare("SELECT * FROM inquiries WHERE instr(email, '@') > 0 ORDER BY received_at")
    .all()
    .filter((row) => normal(String(row.email)) === address)
    .map((row) => ({
      ...leadOfRow(row),
      form: String(row.form),
      deliveries: db
        .prepare("SELECT * FROM outbox WHERE inquiry_id = ? ORDER BY channel")
        .all(String(row.id))
        .map((delivery) => ({
          channel: delivery.channel as DeliveryState["channel"],
          attempts: Number(delivery.attempts),
          deliveredAt: delivery.delivered_at as string | null,
          failedAt: delivery.failed_at as string | null,
          remoteId: delivery.remote_id as string | null,
          outcome: delivery.outcome === "matched" ? ("matched" as const) : null,
        })),
    }));
  const screened = db
    .prepare("SELECT * FROM screened_submissions WHERE instr(lower(submission), ?) > 0 ORDER BY received_at")
    .all(address)
    .filter((row) => addressesIn(String(row.submission)).includes(address))
    .map((row) => ({
      id: String(row.id),
      form: String(row.form),
      receivedAt: String(row.received_at),
      reason: String(row.reason),
      submission: JSON.parse(String(row.submission)),
    }));
  const salesforceLeadIds = leads.flatMap((lead) =>
    lead.deliveries
      .filter((delivery) => delivery.channel === "salesforce" && delivery.remoteId && delivery.outcome === null)
      .map((delivery) => delivery.remoteId as string),
  );
  const bookings = hasBookings(db)
    ? db
        .prepare("SELECT * FROM bookings WHERE instr(email, '@') > 0 ORDER BY created_at")
        .all()
        .filter((row) => normal(String(row.email)) === address)
        .map((row) => ({ ...row }))
    : [];
  const ids = leads.map((lead) => lead.id);
  const { elsewhere, kept } = placesOf(db, address, {
    inquiries: { column: "id", values: ids },
    outbox: { column: "inquiry_id", values: ids },
    screened_submissions: { column: "id", values: screened.map((row) => row.id) },
    bookings: { column: "id", values: bookings.map((row) => String(row.id)) },
  });
  return { email: address, leads, screened, bookings, salesforceLeadIds, elsewhere, kept };
}

/** What we hold about the address, as the JSON export gives it (GDPR article 15). */
export function personExport(data: PersonData, now: Date) {
  return {
    about: data.email,
    exportedAt: now.toISOString(),
    leads: data.leads,
    screenedSubmissions: data.screened,
    bookings: data.bookings,
    salesforceLeadIds: data.salesforceLeadIds,
    alsoNamedIn: data.elsewhere,
    keptIn: data.kept,
    note:
      "Each lead was also e-mailed to the team when it came in (see each delivery); " +
      "those e-mails sit in the recipients' mailboxes, outside this database. " +
      "alsoNamedIn: other rows that name the address (another person's message, a daily count of a " +
      "campaign); their text is other people's, so only where and how many; erasure replaces the " +
      "address there with [erased]. keptIn: rows erasure keeps, and why. bookings: calls booked " +
      "on the website; each is also an event in its consultant's own calendar, outside this database.",
  };
}

/** Checkpoints the WAL into the file, VACUUMs (freed pages are rewritten) and truncates the WAL. */
export function compact(db: DatabaseSync) {
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.exec("VACUUM");
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

/**
 * The person's own leads (with their deliveries) and screened submissions deleted, and the
 * address replaced wherever else it stands, in one transaction with secure_delete on; `also`
 * runs inside it (the live database's tombstone). The live database's erasure and each copy's
 * (erasure-copies.ts): a file that is not a leads database only has the address replaced.
 */
export function eraseIn(db: DatabaseSync, email: string, also: () => void = () => {}) {
  const leadsDatabase = ["inquiries", "outbox", "screened_submissions"].every(
    (table) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined,
  );
  const data = leadsDatabase ? findPerson(db, email) : { email: normal(email), leads: [], screened: [], bookings: [] };
  db.exec("PRAGMA secure_delete = ON");
  return transaction(db, () => {
    const deliveries = deleteRows(
      db,
      data.leads.map((lead) => lead.id),
      data.screened.map((row) => row.id),
      data.bookings.map((row) => String(row.id)),
    );
    also();
    const counts = { leads: data.leads.length, screened: data.screened.length, bookings: data.bookings.length };
    return { ...counts, deliveries, ...redact(db, data.email) };
  });
}

const hasBookings = (db: DatabaseSync) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bookings'").get() !== undefined;

function deleteRows(db: DatabaseSync, leadIds: string[], screenedIds: string[], bookingIds: string[] = []) {
  let deliveries = 0;
  for (const id of bookingIds) db.prepare("DELETE FROM bookings WHERE id = ?").run(id);
  for (const id of leadIds) {
    deliveries += Number(db.prepare("DELETE FROM outbox WHERE inquiry_id = ?").run(id).changes);
    db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);
  }
  for (const id of screenedIds) db.prepare("DELETE FROM screened_submissions WHERE id = ?").run(id);
  return deliveries;
}

/**
 * Erases the address (GDPR article 17): Salesforce first (while we still know the Lead ids),
 * then every row, then the bytes (settle), then every copy under the data folder and in the
 * off-site hand-off (erasure-copies.ts); a tombstone keeps the salted hash and the day.
 */
export async function erasePerson(
  db: DatabaseSync,
  email: string,
  {
    now = new Date(),
    eraseSalesforceLead,
    dataFolder,
    handoffFolder = process.env.BACKUP_HANDOFF_DIR || null,
    ...settling
  }: {
    now?: Date;
    eraseSalesforceLead?: (id: string) => Promise<"deleted" | "anonymised">;
    /** Where the copies are (erasure-copies.ts): the live database's folder unless given; null: none. */
    dataFolder?: string | null;
    /**
     * The folder outside the data folder where the newest snapshot waits for the off-site copy
     * (deploy/steps/snapshot.sh, ADR 030), which holds the leads too: BACKUP_HANDOFF_DIR, which a
     * server's layout sets for the site's unit and `summit-cloud leads` alike (none in development).
     */
    handoffFolder?: string | null;
  } & SettleOptions = {},
): Promise<Erasure> {
  const data = findPerson(db, email);
  const salesforceErased: Erasure["salesforceErased"] = [];
  const salesforceFailed: { id: string; error: string }[] = [];
  for (const id of data.salesforceLeadIds) {
    if (!eraseSalesforceLead) {
      salesforceFailed.push({ id, error: "Salesforce is not set up on this machine (SALESFORCE_URL)" });
      continue;
    }
    try {
      salesforceErased.push({ id, how: await eraseSalesforceLead(id) });
    } catch (error) {
      salesforceFailed.push({ id, error: (error as Error).message });
    }
  }
  const tombstone = addressHash(tombstoneSalt(db), data.email);
  const { leads, screened, bookings, deliveries, redacted, kept } = eraseIn(db, data.email, () =>
    db
      .prepare("INSERT OR REPLACE INTO tombstones (hash, erased_on) VALUES (?, ?)")
      .run(tombstone, now.toISOString().slice(0, 10)),
  );
  const bytesGone = await settle(db, settling);
  const live = db.location();
  const copies =
    live === null || dataFolder === null
      ? { erased: [], notReached: [], filesLeft: [] }
      : await eraseCopies(
          [dataFolder ?? dirname(live), ...(handoffFolder ? [handoffFolder] : [])],
          live,
          data.email,
          (copy) => eraseIn(copy, data.email),
          { ...settling, liveExplained: anyValueContains(db, data.email) },
        );
  return {
    leads,
    screened,
    bookings,
    deliveries,
    salesforceErased,
    salesforceFailed,
    redacted,
    kept,
    tombstone,
    bytesGone,
    copies,
  };
}

/**
 * Erases again every row whose address has a tombstone: after a restore of an older backup.
 * The person's own leads and screened submissions go; where a tombstoned address stands in other
 * rows (another lead's message, an aggregate), it is replaced with "[erased]" again, as the
 * erasure did. Returns how many leads and screened submissions went.
 */
export function applyTombstones(db: DatabaseSync): number {
  const salt = tombstoneSalt(db);
  const dead = new Set(
    db
      .prepare("SELECT hash FROM tombstones")
      .all()
      .map((row) => String(row.hash)),
  );
  if (dead.size === 0) return 0;
  const isDead = (address: string) => dead.has(addressHash(salt, address));
  const leadIds = db
    .prepare("SELECT id, email FROM inquiries")
    .all()
    .filter((row) => isDead(String(row.email)))
    .map((row) => String(row.id));
  const screenedIds = db
    .prepare("SELECT id, submission FROM screened_submissions")
    .all()
    .filter((row) => addressesIn(String(row.submission)).some(isDead))
    .map((row) => String(row.id));
  const bookingIds = hasBookings(db)
    ? db
        .prepare("SELECT id, email FROM bookings")
        .all()
        .filter((row) => isDead(String(row.email)))
        .map((row) => String(row.id))
    : [];
  db.exec("PRAGMA secure_delete = ON");
  const erased = eraseRows(db, leadIds, screenedIds, bookingIds);
  const named = erasedAddressesIn(db, isDead);
  if (named.length > 0) {
    transaction(db, () => {
      for (const address of named) redact(db, address);
    });
    compact(db);
  }
  return erased;
}

/** Deletes the rows (overwritten, secure_delete) and compacts the file; how many leads, screened and bookings went. */
function eraseRows(db: DatabaseSync, leadIds: string[], screenedIds: string[], bookingIds: string[] = []): number {
  if (leadIds.length + screenedIds.length + bookingIds.length === 0) return 0;
  db.exec("PRAGMA secure_delete = ON");
  transaction(db, () => deleteRows(db, leadIds, screenedIds, bookingIds));
  compact(db);
  return leadIds.length + screenedIds.length + bookingIds.length;
}

/** The retention: leads (with their deliveries) and screened submissions older than `days`, erased. */
export function eraseOlderThan(db: DatabaseSync, days: number, now: Date): number {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const leadIds = db
    .prepare("SELECT id FROM inquiries WHERE received_at < ?")
    .all(cutoff)
    .map((row) => String(row.id));
  const screenedIds = db
    .prepare("SELECT id FROM screened_submissions WHERE received_at < ?")
    .all(cutoff)
    .map((row) => String(row.id));
  // A call is kept as long as a lead, from the day it was booked.
  const bookingIds = hasBookings(db)
    ? db
        .prepare("SELECT id FROM bookings WHERE created_at < ?")
        .all(cutoff)
        .map((row) => String(row.id))
    : [];
  return eraseRows(db, leadIds, screenedIds, bookingIds);
}
