import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Attribution, attributionKeys } from "../../src/lib/forms/attribution.ts";
import type { InquiryFormId, InquirySubmissions } from "../../src/lib/forms/index.ts";
import { leadColumns } from "../../src/lib/forms/lead-fields.ts";
import { createPrivate } from "../private-file.ts";

/**
 * The one module that touches the leads database (SQLite through Node's built-in `node:sqlite`).
 * The server writes through it, the outbox reads and updates it, `npm run leads` reads it.
 * Values are bound as parameters, never spliced into SQL, and stored exactly as submitted.
 */

/** An inquiry as the team reads it: who, how to reach them, and what they asked. */
export type Lead = {
  id: string;
  form: InquiryFormId;
  receivedAt: string;
  name: string;
  email: string;
  company: string | null;
  role: string | null;
  subject: string | null;
  message: string | null;
  submission: unknown;
  /** How the visit reached the site (landing page, referring site, utm values); null when not sent. */
  attribution: Attribution | null;
  /** The language of the page whose form sent it ("de"); null before migration 008 or when not sent. */
  language: string | null;
};

export type ScreenedSubmission = { id: string; form: string; receivedAt: string; reason: string; submission: string };

/** Where a lead is sent besides the database: one outbox row per lead and channel. */
export type Channel = "webhook" | "email" | "salesforce";

/** Every channel, in the order a lead's deliveries are shown. */
export const allChannels: readonly Channel[] = ["webhook", "email", "salesforce"];

export type PendingDelivery = { lead: Lead; channel: Channel; attempts: number };

export type DeliveryState = {
  channel: Channel;
  attempts: number;
  deliveredAt: string | null;
  /** Set when the receiver refused the delivery for good; it is not retried. */
  failedAt: string | null;
  lastError: string | null;
  /** The receiver's id for the lead (the Salesforce Lead id), or the ids of the records it matched. */
  remoteId: string | null;
  /** "matched": a Salesforce duplicate rule found an existing record; no new Lead was made. */
  outcome: "matched" | null;
};

/** What a receiver told us when it took a delivery. */
export type DeliveryReceipt = {
  remoteId?: string | null;
  outcome?: "matched" | null;
  /** What went wrong besides, though the delivery was made (a Lead saved that its Campaign refused): kept as its last error. */
  note?: string | null;
};

export type OutboxStats = {
  /** Deliveries still owed (neither delivered nor failed for good). */
  pending: number;
  /** Age of the oldest lead with a delivery still owed; 0 when none is. */
  oldestPendingSeconds: number;
  /** Deliveries refused for good (`npm run leads -- list --failed`). */
  failed: number;
  /** The same, per channel that has any row, so a monitor sees which integration is failing. */
  channels: Partial<Record<Channel, { pending: number; failed: number }>>;
};

const migrationsDir = new URL("./migrations/", import.meta.url);

type Row = Record<string, string | number | null>;

/** `utmSource` → `utm_source`: each attribution key has its own column (migration 003). */
const attributionColumn = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function attributionOf(row: Row): Attribution | null {
  const attribution: Attribution = {};
  for (const key of attributionKeys) {
    const value = row[attributionColumn(key)];
    if (typeof value === "string") attribution[key] = value;
  }
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/** A lead row's own columns, as the store and an erasure's export both read them. */
export function leadOfRow(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    name: String(row.name),
    email: String(row.email),
    company: row.company as string | null,
    role: row.role as string | null,
    subject: row.subject as string | null,
    message: row.message as string | null,
    submission: JSON.parse(String(row.submission)),
  };
}

function toLead(row: Row): Lead {
  return {
    ...leadOfRow(row),
    form: row.form as InquiryFormId,
    attribution: attributionOf(row),
    language: (row.language as string | null) ?? null,
  };
}

/** The migrations this code knows, by version: a database may have applied only these. */
export function knownMigrations(): Map<number, string> {
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  return new Map(files.map((file) => [Number(file.slice(0, 3)), file]));
}

/**
 * Applies, in order and each in its own transaction, every migration file not yet applied. The
 * measurement's aggregates (server/measure/store.ts) live in the same file and migrate with it.
 * `until`: the last version to apply, so a test can build a database as an older release left it.
 */
export function migrate(db: DatabaseSync, until = Number.POSITIVE_INFINITY) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => Number(row.version)),
  );
  for (const [version, file] of knownMigrations()) {
    if (applied.has(version) || version > until) continue;
    const sql = readFileSync(new URL(file, migrationsDir), "utf8");
    transaction(db, () => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        version,
        file,
        new Date().toISOString(),
      );
    });
  }
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    // A failed COMMIT (disk full) may already have rolled back: then there is nothing to undo.
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export type InquiryStore = ReturnType<typeof openStore>;

/** Screened submissions are kept this long: enough to look at what the screens catch, then gone. */
export const SCREENED_RETENTION_DAYS = 30;
/** Each field of a screened submission is kept up to this many characters (a lead's are not cut). */
export const SCREENED_FIELD_LENGTH = 500;

/** How long a write waits for another process's lock before it fails (SQLITE_BUSY). */
const BUSY_TIMEOUT_MS = 5000;
/** The health check's write waits less: it must answer, not queue behind a stuck lock. */
const HEALTH_BUSY_TIMEOUT_MS = 250;

/**
 * Opens (creating the file and its folder on first use) and migrates the database at `path`.
 * WAL with `synchronous = FULL`: a transaction is on disk when its COMMIT returns, so a 201 sent
 * after it survives a crash or power loss; the CLI can read while the server writes.
 */
export function openStore(path: string) {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  // Leads are personal data: the file is 600 from its first byte, whatever the umask (SQLite gives
  // its -wal and -shm the database's mode).
  if (path !== ":memory:") createPrivate(path);
  const db = new DatabaseSync(path);
  db.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`,
  );
  migrate(db);

  const insertInquiry = db.prepare(`INSERT INTO inquiries
    (id, form, received_at, name, email, company, role, subject, message, submission, language,
      ${attributionKeys.map(attributionColumn).join(", ")})
    VALUES (:id, :form, :receivedAt, :name, :email, :company, :role, :subject, :message, :submission, :language,
      ${attributionKeys.map((key) => `:${key}`).join(", ")})`);
  const insertOutbox = db.prepare("INSERT INTO outbox (inquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)");
  const insertScreened = db.prepare(
    "INSERT INTO screened_submissions (id, form, received_at, reason, submission) VALUES (?, ?, ?, ?, ?)",
  );
  const owed = "outbox.delivered_at IS NULL AND outbox.failed_at IS NULL";
  const claim = db.prepare(`UPDATE outbox SET next_attempt_at = ?
    WHERE inquiry_id = ? AND channel = ? AND ${owed} AND next_attempt_at <= ?`);
  const delivered = db.prepare(`UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = ?,
      remote_id = ?, outcome = ?
    WHERE inquiry_id = ? AND channel = ? AND ${owed}`);
  const deferred = db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE inquiry_id = ? AND channel = ? AND ${owed}`);
  const retry = db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
    WHERE inquiry_id = ? AND channel = ? AND ${owed}`);
  const refused = db.prepare(`UPDATE outbox SET attempts = attempts + 1, failed_at = ?, last_error = ?
    WHERE inquiry_id = ? AND channel = ? AND ${owed}`);
  const healthWrite = db.prepare("UPDATE health_check SET checked_at = ? WHERE id = 1");
  const stats = db.prepare(`SELECT
      COUNT(*) FILTER (WHERE ${owed}) AS pending,
      MIN(inquiries.received_at) FILTER (WHERE ${owed}) AS oldest,
      COUNT(*) FILTER (WHERE outbox.failed_at IS NOT NULL) AS failed
    FROM outbox JOIN inquiries ON inquiries.id = outbox.inquiry_id`);
  const channelStats = db.prepare(`SELECT channel,
      COUNT(*) FILTER (WHERE ${owed}) AS pending,
      COUNT(*) FILTER (WHERE outbox.failed_at IS NOT NULL) AS failed
    FROM outbox GROUP BY channel ORDER BY channel`);

  /** `channel IN (…)` for the channels this process can send, as bound parameters. */
  const inChannels = (list: readonly Channel[]) => `outbox.channel IN (${list.map(() => "?").join(", ") || "NULL"})`;

  const toState = (row: Row): DeliveryState => ({
    channel: row.channel as Channel,
    attempts: Number(row.attempts),
    deliveredAt: row.delivered_at as string | null,
    failedAt: row.failed_at as string | null,
    lastError: row.last_error as string | null,
    remoteId: (row.remote_id as string | null) ?? null,
    outcome: row.outcome === "matched" ? "matched" : null,
  });

  return {
    /**
     * Stores an accepted inquiry, and one outbox row per delivery channel, in one transaction.
     * Returns once all of it is on disk; on any failure nothing of it is.
     */
    addInquiry<Id extends InquiryFormId>(
      form: Id,
      data: InquirySubmissions[Id],
      {
        channels = [],
        now = new Date(),
        attribution = null,
        language = null,
      }: { channels?: readonly Channel[]; now?: Date; attribution?: Attribution | null; language?: string | null } = {},
    ): Lead {
      const id = randomUUID();
      const receivedAt = now.toISOString();
      const columns = leadColumns(form, data);
      const visit = Object.fromEntries(attributionKeys.map((key) => [key, attribution?.[key] ?? null]));
      transaction(db, () => {
        insertInquiry.run({ id, form, receivedAt, ...columns, submission: JSON.stringify(data), language, ...visit });
        for (const channel of channels) insertOutbox.run(id, channel, now.getTime());
      });
      const stored = Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== null));
      return {
        id,
        form,
        receivedAt,
        ...columns,
        submission: data,
        attribution: Object.keys(stored).length > 0 ? stored : null,
        language,
      };
    },

    /**
     * Stores a submission a spam screen caught; it never becomes a lead. Only the fields its
     * form's schema accepted, each string cut to SCREENED_FIELD_LENGTH: a bot's raw body is
     * not kept, and the row goes after SCREENED_RETENTION_DAYS (pruneScreened).
     */
    addScreened(form: InquiryFormId, fields: Record<string, unknown>, reason: string, now = new Date()): string {
      const id = randomUUID();
      const kept = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          typeof value === "string" ? value.slice(0, SCREENED_FIELD_LENGTH) : value,
        ]),
      );
      insertScreened.run(id, form, now.toISOString(), reason, JSON.stringify(kept));
      return id;
    },

    /** Deletes screened submissions older than SCREENED_RETENTION_DAYS. Returns how many. */
    pruneScreened(now = new Date()): number {
      const cutoff = new Date(now.getTime() - SCREENED_RETENTION_DAYS * 86_400_000).toISOString();
      return Number(db.prepare("DELETE FROM screened_submissions WHERE received_at < ?").run(cutoff).changes);
    },

    /** Newest first; `failed`: only leads with a delivery refused for good. */
    listLeads({ form, limit, failed }: { form?: InquiryFormId; limit?: number; failed?: boolean } = {}): Lead[] {
      const where = [
        form ? "form = :form" : "",
        failed ? "id IN (SELECT inquiry_id FROM outbox WHERE failed_at IS NOT NULL)" : "",
      ].filter(Boolean);
      const sql = `SELECT * FROM inquiries ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY received_at DESC, rowid DESC ${limit ? "LIMIT :limit" : ""}`;
      const params: Record<string, string | number> = {};
      if (form) params.form = form;
      if (limit) params.limit = limit;
      return db
        .prepare(sql)
        .all(params)
        .map((row) => toLead(row as Row));
    },

    /** How many leads there are (the admin shows the newest hundred of them). */
    countLeads(): number {
      return Number(db.prepare("SELECT COUNT(*) AS count FROM inquiries").get()?.count ?? 0);
    },

    listScreened(): ScreenedSubmission[] {
      return db
        .prepare("SELECT * FROM screened_submissions ORDER BY received_at DESC, rowid DESC")
        .all()
        .map((row) => ({
          id: String(row.id),
          form: String(row.form),
          receivedAt: String(row.received_at),
          reason: String(row.reason),
          submission: String(row.submission),
        }));
    },

    /** Deliveries on `channels` whose time has come, oldest first. */
    dueDeliveries(nowMs: number, channels: readonly Channel[], limit = 20): PendingDelivery[] {
      return db
        .prepare(`SELECT inquiries.*, outbox.channel AS delivery_channel, outbox.attempts FROM outbox
          JOIN inquiries ON inquiries.id = outbox.inquiry_id
          WHERE ${owed} AND outbox.next_attempt_at <= ? AND ${inChannels(channels)}
          ORDER BY outbox.next_attempt_at, outbox.channel = 'email' LIMIT ?`)
        .all(nowMs, ...channels, limit)
        .map((row) => ({
          lead: toLead(row as Row),
          channel: row.delivery_channel as Channel,
          attempts: Number(row.attempts),
        }));
    },

    /**
     * Takes a due delivery for `leaseMs`: another process reading the same file skips it until
     * then. False when somebody else took it first or it is already finished.
     */
    claimDelivery(inquiryId: string, channel: Channel, nowMs: number, leaseMs: number): boolean {
      return Number(claim.run(nowMs + leaseMs, inquiryId, channel, nowMs).changes) === 1;
    },

    markDelivered(inquiryId: string, channel: Channel, now = new Date(), receipt: DeliveryReceipt = {}) {
      delivered.run(
        now.toISOString(),
        receipt.note?.slice(0, 500) ?? null,
        receipt.remoteId ?? null,
        receipt.outcome ?? null,
        inquiryId,
        channel,
      );
    },

    /** Puts a delivery off until `nextAttemptMs` without counting an attempt (it was not tried). */
    deferDelivery(inquiryId: string, channel: Channel, nextAttemptMs: number) {
      deferred.run(nextAttemptMs, inquiryId, channel);
    },

    /**
     * Queues one lead's delivery on `channel` again, due now, whatever its state: delivered,
     * failed or never made (a channel set up after the lead came in). Returns false when there is
     * no such lead. Safe for a channel that upserts (Salesforce): a resend updates the same record.
     */
    resend(inquiryId: string, channel: Channel, nowMs = Date.now()): boolean {
      if (!db.prepare("SELECT 1 FROM inquiries WHERE id = ?").get(inquiryId)) return false;
      db.prepare(`INSERT INTO outbox (inquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)
        ON CONFLICT (inquiry_id, channel) DO UPDATE SET delivered_at = NULL, failed_at = NULL,
          next_attempt_at = excluded.next_attempt_at, remote_id = NULL, outcome = NULL`).run(inquiryId, channel, nowMs);
      return true;
    },

    /** A failed attempt that is tried again at `nextAttemptMs`. */
    markRetry(inquiryId: string, channel: Channel, nextAttemptMs: number, error: string) {
      retry.run(nextAttemptMs, error.slice(0, 500), inquiryId, channel);
    },

    /** The receiver refused this delivery for good: it stays on record and is not retried. */
    markRefused(inquiryId: string, channel: Channel, error: string, now = new Date()) {
      refused.run(now.toISOString(), error.slice(0, 500), inquiryId, channel);
    },

    /**
     * Puts deliveries refused for good back in the queue, due now (after the cause was fixed:
     * `npm run leads -- retry`). All of them, or one lead's. Returns how many.
     */
    retryRefused(inquiryId?: string, nowMs = Date.now()): number {
      const sql = `UPDATE outbox SET failed_at = NULL, next_attempt_at = ? WHERE failed_at IS NOT NULL
        ${inquiryId ? "AND inquiry_id = ?" : ""}`;
      const params = inquiryId ? [nowMs, inquiryId] : [nowMs];
      return Number(db.prepare(sql).run(...params).changes);
    },

    /** When the next delivery owed on `channels` falls due (epoch ms), or null when none is. */
    nextDeliveryAt(channels: readonly Channel[]): number | null {
      const at = db
        .prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE ${owed} AND ${inChannels(channels)}`)
        .get(...channels)?.at;
      return at === null || at === undefined ? null : Number(at);
    },

    /** The delivery of one lead on one channel, if it has one. */
    deliveryState(inquiryId: string, channel: Channel = "webhook"): DeliveryState | undefined {
      const row = db.prepare("SELECT * FROM outbox WHERE inquiry_id = ? AND channel = ?").get(inquiryId, channel);
      return row ? toState(row as Row) : undefined;
    },

    /** Every lead's deliveries, by lead id, channels in a fixed order. */
    deliveryStates(): Map<string, DeliveryState[]> {
      const states = new Map<string, DeliveryState[]>();
      const rank = (channel: string) => allChannels.indexOf(channel as Channel);
      const rows = db.prepare("SELECT * FROM outbox ORDER BY inquiry_id").all();
      rows.sort((a, b) => rank(String(a.channel)) - rank(String(b.channel)));
      for (const row of rows) {
        const id = String(row.inquiry_id);
        states.set(id, [...(states.get(id) ?? []), toState(row as Row)]);
      }
      return states;
    },

    outboxStats(nowMs = Date.now()): OutboxStats {
      const row = stats.get() ?? {};
      const oldest = row.oldest ? Date.parse(String(row.oldest)) : null;
      return {
        pending: Number(row.pending ?? 0),
        oldestPendingSeconds: oldest === null ? 0 : Math.max(0, Math.floor((nowMs - oldest) / 1000)),
        failed: Number(row.failed ?? 0),
        channels: Object.fromEntries(
          channelStats
            .all()
            .map((entry) => [entry.channel, { pending: Number(entry.pending), failed: Number(entry.failed) }]),
        ),
      };
    },

    /**
     * Proves the database takes writes: rewrites one row in a committed transaction (so WAL
     * append and fsync both happen). Throws what SQLite said when it cannot, after a short wait
     * for another process's lock rather than the long one submissions get.
     */
    checkWritable(now = new Date()) {
      db.exec(`PRAGMA busy_timeout = ${HEALTH_BUSY_TIMEOUT_MS}`);
      try {
        transaction(db, () => healthWrite.run(now.toISOString()));
      } finally {
        db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    },

    /** The connection itself, for tests that provoke storage faults (a full disk, a lock). */
    database: db,

    close() {
      db.close();
    },
  };
}
