import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { InquiryFormId, InquirySubmissions } from "../../src/lib/forms/index.ts";

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
};

export type ScreenedSubmission = { id: string; form: string; receivedAt: string; reason: string; submission: string };

export type PendingDelivery = { lead: Lead; attempts: number };

export type DeliveryState = { attempts: number; deliveredAt: string | null; lastError: string | null };

const migrationsDir = new URL("./migrations/", import.meta.url);

/** The common columns of a lead, from whichever form it came through. */
export function leadColumns<Id extends InquiryFormId>(form: Id, data: InquirySubmissions[Id]) {
  const none = { company: null, role: null, subject: null };
  switch (form) {
    case "home": {
      const home = data as InquirySubmissions["home"];
      return {
        ...none,
        name: home.fullName,
        email: home.workEmail,
        company: home.companyName || null,
        message: home.message,
      };
    }
    case "contact": {
      const contact = data as InquirySubmissions["contact"];
      return {
        name: contact.name,
        email: contact.email,
        company: contact.company || null,
        role: contact.role || null,
        subject: contact.subject,
        message: contact.message,
      };
    }
    default: {
      const strategy = data as InquirySubmissions["strategy"];
      return {
        ...none,
        name: strategy.name,
        email: strategy.businessEmail,
        message: strategy.projectDescription || null,
      };
    }
  }
}

type Row = Record<string, string | number | null>;

function toLead(row: Row): Lead {
  return {
    id: String(row.id),
    form: row.form as InquiryFormId,
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

/** Applies, in order and each in its own transaction, every migration file not yet applied. */
function migrate(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => Number(row.version)),
  );
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
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

function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export type InquiryStore = ReturnType<typeof openStore>;

/**
 * Opens (creating the file and its folder on first use) and migrates the database at `path`.
 * WAL with `synchronous = FULL`: a transaction is on disk when its COMMIT returns, so a 201 sent
 * after it survives a crash or power loss; the CLI can read while the server writes.
 */
export function openStore(path: string) {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
  );
  migrate(db);

  const insertInquiry = db.prepare(`INSERT INTO inquiries
    (id, form, received_at, name, email, company, role, subject, message, submission)
    VALUES (:id, :form, :receivedAt, :name, :email, :company, :role, :subject, :message, :submission)`);
  const insertOutbox = db.prepare("INSERT INTO outbox (inquiry_id, next_attempt_at) VALUES (?, ?)");
  const insertScreened = db.prepare(
    "INSERT INTO screened_submissions (id, form, received_at, reason, submission) VALUES (?, ?, ?, ?, ?)",
  );
  const selectDue = db.prepare(`SELECT inquiries.*, outbox.attempts FROM outbox
    JOIN inquiries ON inquiries.id = outbox.inquiry_id
    WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at <= ?
    ORDER BY outbox.next_attempt_at LIMIT ?`);
  const claim = db.prepare(`UPDATE outbox SET next_attempt_at = ?
    WHERE inquiry_id = ? AND delivered_at IS NULL AND next_attempt_at <= ?`);
  const delivered = db.prepare(`UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL
    WHERE inquiry_id = ? AND delivered_at IS NULL`);
  const failed = db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
    WHERE inquiry_id = ? AND delivered_at IS NULL`);
  const nextDue = db.prepare("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL");

  return {
    /**
     * Stores an accepted inquiry, and its webhook delivery when `deliver` is set, in one
     * transaction. Returns once both are on disk.
     */
    addInquiry<Id extends InquiryFormId>(
      form: Id,
      data: InquirySubmissions[Id],
      { deliver = false, now = new Date() }: { deliver?: boolean; now?: Date } = {},
    ): Lead {
      const id = randomUUID();
      const receivedAt = now.toISOString();
      const columns = leadColumns(form, data);
      transaction(db, () => {
        insertInquiry.run({ id, form, receivedAt, ...columns, submission: JSON.stringify(data) });
        if (deliver) insertOutbox.run(id, now.getTime());
      });
      return { id, form, receivedAt, ...columns, submission: data };
    },

    /** Stores a submission a spam screen caught; it never becomes a lead. */
    addScreened(form: string, submission: unknown, reason: string, now = new Date()): string {
      const id = randomUUID();
      insertScreened.run(id, form, now.toISOString(), reason, JSON.stringify(submission ?? null));
      return id;
    },

    /** Newest first. */
    listLeads({ form, limit }: { form?: InquiryFormId; limit?: number } = {}): Lead[] {
      const sql = `SELECT * FROM inquiries ${form ? "WHERE form = :form" : ""}
        ORDER BY received_at DESC, rowid DESC ${limit ? "LIMIT :limit" : ""}`;
      const params: Record<string, string | number> = {};
      if (form) params.form = form;
      if (limit) params.limit = limit;
      return db
        .prepare(sql)
        .all(params)
        .map((row) => toLead(row as Row));
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

    /** Deliveries whose time has come, oldest first. */
    dueDeliveries(nowMs: number, limit = 20): PendingDelivery[] {
      return selectDue.all(nowMs, limit).map((row) => ({ lead: toLead(row as Row), attempts: Number(row.attempts) }));
    },

    /**
     * Takes a due delivery for `leaseMs`: another process reading the same file skips it until
     * then. False when somebody else took it first or it is already delivered.
     */
    claimDelivery(inquiryId: string, nowMs: number, leaseMs: number): boolean {
      return Number(claim.run(nowMs + leaseMs, inquiryId, nowMs).changes) === 1;
    },

    markDelivered(inquiryId: string, now = new Date()) {
      delivered.run(now.toISOString(), inquiryId);
    },

    markFailed(inquiryId: string, nextAttemptMs: number, error: string) {
      failed.run(nextAttemptMs, error.slice(0, 500), inquiryId);
    },

    /** When the next undelivered row falls due (epoch ms), or null when nothing is owed. */
    nextDeliveryAt(): number | null {
      const at = nextDue.get()?.at;
      return at === null || at === undefined ? null : Number(at);
    },

    deliveryState(inquiryId: string): DeliveryState | undefined {
      const row = db
        .prepare("SELECT attempts, delivered_at, last_error FROM outbox WHERE inquiry_id = ?")
        .get(inquiryId);
      if (!row) return undefined;
      return {
        attempts: Number(row.attempts),
        deliveredAt: row.delivered_at as string | null,
        lastError: row.last_error as string | null,
      };
    },

    close() {
      db.close();
    },
  };
}
