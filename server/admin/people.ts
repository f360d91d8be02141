import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../inquiries/store.ts";

// The audit trail has a module of its own; these names stay importable from here.
export { type Audit, type AuditEntry, type AuditRow, GENESIS, networkOf, openAudit } from "./audit.ts";

/**
 * The people who may open /admin, their passkeys, enrolment links and sessions
 * (docs/decisions/025-people-passkeys-and-erasure.md; the audit trail is audit.ts). One module
 * over the leads database, used by the server and by `npm run admin`. Secrets (enrolment tokens,
 * session ids) are kept only as SHA-256 hashes: a copy of the database signs nobody in.
 */
export const roles = ["owner", "sales", "marketing"] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

export type Person = { id: string; email: string; role: Role; createdAt: number };
export type Passkey = {
  id: string;
  personId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
};
export type Session = { person: Person; csrf: string; createdAt: number; lastSeenAt: number };
/** An enrolment link is good for a day, once. */
export const INVITATION_MS = 24 * 60 * 60 * 1000;
/** A session ends after 8 hours without a request, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A person may register this many passkeys; a name is at most this long. */
export const MAX_PASSKEYS = 10;
export const MAX_PASSKEY_NAME = 60;
/** A plausible e-mail address, bounded (RFC 5321 caps a path at 254 characters). */
export const EMAIL = /^[^\s@<>,;"]{1,64}@[^\s@<>,;"]{1,189}$/;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const token = () => randomBytes(32).toString("base64url");
const toPerson = (row: Record<string, unknown>): Person => ({
  id: String(row.id),
  email: String(row.email),
  role: String(row.role) as Role,
  createdAt: Number(row.created_at),
});

const toPasskey = (row: Record<string, unknown>): Passkey => ({
  id: String(row.id),
  personId: String(row.person_id),
  publicKey: new Uint8Array(row.public_key as Uint8Array),
  counter: Number(row.counter),
  transports: JSON.parse(String(row.transports)) as string[],
  name: String(row.name),
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

export type People = ReturnType<typeof openPeople>;

export function openPeople(db: DatabaseSync) {
  const personBy = (column: "id" | "email", value: string) => {
    const row = db.prepare(`SELECT * FROM people WHERE ${column} = ?`).get(value);
    return row ? toPerson(row) : null;
  };

  const people = {
    count(): number {
      return Number(db.prepare("SELECT COUNT(*) AS count FROM people").get()?.count ?? 0);
    },
    list(): Person[] {
      return db
        .prepare("SELECT * FROM people ORDER BY email")
        .all()
        .map((row) => toPerson(row));
    },
    byId: (id: string) => personBy("id", id),
    byEmail: (email: string) => personBy("email", email),

    /**
     * Makes (or finds) the person and a fresh one-time enrolment link for them; their earlier
     * unused links stop working. Returns the token, which exists nowhere else: print it once.
     */
    invite(email: string, role: Role, nowMs: number): { person: Person; token: string } {
      if (!EMAIL.test(email)) throw new Error(`"${email}" is not an e-mail address`);
      const secret = token();
      const person = transaction(db, () => {
        let found = personBy("email", email);
        if (!found) {
          found = { id: randomUUID(), email, role, createdAt: nowMs };
          db.prepare("INSERT INTO people (id, email, role, created_at) VALUES (?, ?, ?, ?)").run(
            found.id,
            email,
            role,
            nowMs,
          );
        } else if (found.role !== role) {
          db.prepare("UPDATE people SET role = ? WHERE id = ?").run(role, found.id);
          found = { ...found, role };
        }
        db.prepare("DELETE FROM invitations WHERE person_id = ? AND used_at IS NULL").run(found.id);
        db.prepare("INSERT INTO invitations (token_hash, person_id, expires_at) VALUES (?, ?, ?)").run(
          sha256(secret),
          found.id,
          nowMs + INVITATION_MS,
        );
        return found;
      });
      return { person, token: secret };
    },

    /** What an enrolment link is: good (and for whom), used, expired, or unknown. */
    invitation(
      secret: string,
      nowMs: number,
    ): { state: "valid"; person: Person } | { state: "used" | "expired" | "unknown" } {
      if (secret.length > 100) return { state: "unknown" };
      const row = db.prepare("SELECT * FROM invitations WHERE token_hash = ?").get(sha256(secret));
      if (!row) return { state: "unknown" };
      if (row.used_at !== null) return { state: "used" };
      if (Number(row.expires_at) <= nowMs) return { state: "expired" };
      const person = personBy("id", String(row.person_id));
      return person ? { state: "valid", person } : { state: "unknown" };
    },

    /** Spends an enrolment link; false when somebody spent it first (or it expired meanwhile). */
    spendInvitation(secret: string, nowMs: number): boolean {
      return (
        Number(
          db
            .prepare("UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
            .run(nowMs, sha256(secret), nowMs).changes,
        ) === 1
      );
    },

    /** Removes the person with their passkeys, links and sessions (which end at once). */
    remove(id: string): boolean {
      return Number(db.prepare("DELETE FROM people WHERE id = ?").run(id).changes) === 1;
    },

    passkeys(personId: string): Passkey[] {
      return db
        .prepare("SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at, rowid")
        .all(personId)
        .map((row) => toPasskey(row));
    },
    passkey(id: string): Passkey | null {
      if (id.length > 1500) return null;
      const row = db.prepare("SELECT * FROM passkeys WHERE id = ?").get(id);
      return row ? toPasskey(row) : null;
    },
    addPasskey(passkey: Omit<Passkey, "lastUsedAt">) {
      db.prepare(
        "INSERT INTO passkeys (id, person_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        passkey.id,
        passkey.personId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.name.slice(0, MAX_PASSKEY_NAME),
        passkey.createdAt,
      );
    },
    usedPasskey(id: string, counter: number, nowMs: number) {
      db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(counter, nowMs, id);
    },
    /** A person keeps at least one passkey: removing the last would lock them out for good. */
    removePasskey(personId: string, id: string): "removed" | "last" | "unknown" {
      return transaction(db, () => {
        const mine = people.passkeys(personId);
        if (!mine.some((passkey) => passkey.id === id)) return "unknown";
        if (mine.length === 1) return "last";
        db.prepare("DELETE FROM passkeys WHERE id = ? AND person_id = ?").run(id, personId);
        return "removed";
      });
    },

    /** Opens a session; returns the cookie's value (the only copy of the id). */
    startSession(personId: string, nowMs: number): string {
      const id = token();
      db.prepare(
        "INSERT INTO sessions (id_hash, person_id, csrf, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
      ).run(sha256(id), personId, token(), nowMs, nowMs);
      return id;
    },
    /** The live session with this cookie value, its idle clock reset; null (and the row gone) once expired. */
    session(id: string, nowMs: number): Session | null {
      if (id.length > 100) return null;
      const row = db
        .prepare(
          "SELECT sessions.*, people.email, people.role FROM sessions JOIN people ON people.id = sessions.person_id WHERE id_hash = ?",
        )
        .get(sha256(id));
      if (!row) return null;
      const created = Number(row.created_at);
      const seen = Number(row.last_seen_at);
      if (nowMs - seen >= SESSION_IDLE_MS || nowMs - created >= SESSION_ABSOLUTE_MS) {
        db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(sha256(id));
        return null;
      }
      db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(nowMs, sha256(id));
      return {
        person: toPerson({ id: row.person_id, email: row.email, role: row.role, created_at: 0 }),
        csrf: String(row.csrf),
        createdAt: created,
        lastSeenAt: nowMs,
      };
    },
    endSession(id: string) {
      db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(sha256(id));
    },
    /** Sessions past either expiry, deleted (the daily job); a live check deletes them too. */
    pruneSessions(nowMs: number): number {
      return Number(
        db
          .prepare("DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?")
          .run(nowMs - SESSION_IDLE_MS, nowMs - SESSION_ABSOLUTE_MS).changes,
      );
    },
  };
  return people;
}
