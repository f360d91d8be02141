import type { DatabaseSync } from "node:sqlite";

/**
 * Where an address stands besides a person's own leads: another lead's message, a campaign's
 * daily count, an outbox row's last error, anywhere (docs/decisions/025-people-passkeys-and-erasure.md).
 * The list of places is read from the database's own schema (every table in `sqlite_master`,
 * every column of `PRAGMA table_info`), never kept by hand: a table a later migration adds is
 * searched the day it exists. Every value SQLite holds as text is read, whatever the column's
 * declared type (SQLite keeps text a visitor sent in an INTEGER column as text); values held
 * as BLOB are not (the only ones are passkeys' public keys). The exceptions are below, each
 * with its reason, and they are reported, never passed over in silence.
 */

/** An address as erasure compares it: trimmed, lower case. */
export const normal = (email: string) => email.trim().toLowerCase();

/** What replaces the address in a row that is not the person's own. */
export const ERASED = "[erased]";

/** A table and column that hold the address, and in how many rows. */
export type Place = { table: string; column: string; rows: number };
/** A place the address was replaced in; `deleted`: rows dropped because the replacement collided with a key. */
export type Redacted = Place & { deleted: number };
/** A place the address stays in, and why. */
export type Kept = Place & { why: string };

const account =
  "an /admin account (a person who may sign in): it goes when the person is removed " +
  "(npm run admin -- remove <address>); erase again after that";

/**
 * Tables read and reported but never rewritten. The audit trail is append-only (a trigger
 * refuses UPDATE) and each row's hash covers its detail: rewriting it would break the chain that
 * proves nobody edited it. It holds the addresses of the people who use /admin (never a lead's:
 * lead rows are named by id) and goes after AUDIT_RETENTION_DAYS. The people tables are the
 * accounts of /admin, removed by their own command, not by a lead's erasure.
 */
export const keptTables: Readonly<Record<string, string>> = {
  audit_log:
    "the audit trail is append-only and chained (each row's hash covers it); it goes after AUDIT_RETENTION_DAYS",
  people: account,
  passkeys: account,
  invitations: account,
  sessions: account,
};

/** Tables not read at all: SQLite's own, and the migrations' file names, which only the code writes. */
const skipped = (table: string) => table.startsWith("sqlite_") || table === "schema_migrations";

/** Characters that may stand right before or after an address without being part of another one. */
const before = "(?<![\\p{L}\\p{N}._%+\\-])";
const after = "(?![\\p{L}\\p{N}\\-]|\\.[\\p{L}\\p{N}])";

/**
 * The address as it may stand in text: as typed, any case, and percent-encoded (`%40`, as in a
 * landing URL's query). Bounded on both sides, so ana@example.org is not found inside
 * joanna@example.org or ana@example.org.uk, whose owners are other people.
 */
export function addressPattern(address: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const forms = [...new Set([address, encodeURIComponent(address)])].map(literal);
  return new RegExp(`${before}(?:${forms.join("|")})${after}`, "giu");
}

/**
 * Any address in text, by the same bounds as addressPattern (its local part of letters, digits
 * and `._%+-`, as nearly every real one is): what a restore checks against the tombstones, which
 * hold hashes, not addresses.
 */
const anyAddress = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/giu;

type Column = { table: string; column: string; key: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every column of every table, with how to name one row of it (rowid, or the primary key of a WITHOUT ROWID table). */
function columns(db: DatabaseSync): Column[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => String(row.name))
    .filter((table) => !skipped(table));
  return tables.flatMap((table) => {
    const info = db.prepare(`PRAGMA table_info(${quote(table)})`).all();
    const withoutRowid = Number(db.prepare("SELECT wr FROM pragma_table_list WHERE name = ?").get(table)?.wr) === 1;
    const key = withoutRowid
      ? info
          .filter((column) => Number(column.pk) > 0)
          .sort((a, b) => Number(a.pk) - Number(b.pk))
          .map((column) => String(column.name))
      : ["rowid"];
    return info.map((column) => ({ table, column: String(column.name), key }));
  });
}

/** Rows the caller will delete whole (the person's own), left out of the search: by table, a column and its values. */
export type Own = Record<string, { column: string; values: string[] }>;

type Hit = Column & { rows: { key: unknown[]; value: string }[] };

function search(db: DatabaseSync, address: string, own: Own): Hit[] {
  const pattern = addressPattern(address);
  const hits: Hit[] = [];
  for (const column of columns(db)) {
    const name = quote(column.column);
    const mine = own[column.table];
    // A cheap filter in SQL, the exact match in JavaScript.
    const sql = `SELECT ${column.key.map(quote).join(", ")}, ${name} AS value FROM ${quote(column.table)}
      WHERE ${mayHoldAddress(name)}
      ${mine ? `AND ${quote(mine.column)} NOT IN (SELECT value FROM json_each(?))` : ""}`;
    const rows = db
      .prepare(sql)
      .all(...(mine ? [JSON.stringify(mine.values)] : []))
      .filter((row) => {
        pattern.lastIndex = 0;
        return pattern.test(String(row.value));
      })
      .map((row) => ({ key: column.key.map((part) => row[part]), value: String(row.value) }));
    if (rows.length > 0) hits.push({ ...column, rows });
  }
  return hits;
}

/** Text values of `column` that may hold an address (any address has an @, any encoded one a %40). */
const mayHoldAddress = (name: string) =>
  `typeof(${name}) = 'text' AND (instr(${name}, '@') > 0 OR instr(lower(${name}), '%40') > 0)`;

/**
 * Every address named anywhere but the kept tables for which `erased` is true (a tombstone
 * matches it): after a restore of a backup older than the erasure, the addresses to redact again.
 */
export function erasedAddressesIn(db: DatabaseSync, erased: (address: string) => boolean): string[] {
  const found = new Set<string>();
  for (const { table, column } of columns(db).filter((entry) => !(entry.table in keptTables))) {
    const name = quote(column);
    for (const row of db.prepare(`SELECT ${name} AS value FROM ${quote(table)} WHERE ${mayHoldAddress(name)}`).all()) {
      for (const [match] of String(row.value).matchAll(anyAddress)) {
        const address = normal(match.replace(/%40/i, "@"));
        if (!found.has(address) && erased(address)) found.add(address);
      }
    }
  }
  return [...found];
}

/**
 * Whether any text value, kept tables included, holds the address's characters, bounded or not:
 * what explains the address's bytes still in a file after erasure (a kept row, or someone
 * else's longer address such as ana@example.org.uk), where anything else is a leftover.
 */
export function anyValueContains(db: DatabaseSync, address: string): boolean {
  const forms = [...new Set([address, encodeURIComponent(address)].map(normal))];
  return columns(db).some(({ table, column }) => {
    const name = quote(column);
    const test = forms.map(() => `instr(lower(${name}), ?) > 0`).join(" OR ");
    return (
      db.prepare(`SELECT 1 FROM ${quote(table)} WHERE typeof(${name}) = 'text' AND (${test}) LIMIT 1`).get(...forms) !==
      undefined
    );
  });
}

/** Where the address stands outside the rows in `own`: the places erasure rewrites, and those it keeps. */
export function placesOf(db: DatabaseSync, address: string, own: Own = {}): { elsewhere: Place[]; kept: Kept[] } {
  const hits = search(db, address, own);
  const place = (hit: Hit): Place => ({ table: hit.table, column: hit.column, rows: hit.rows.length });
  return {
    elsewhere: hits.filter((hit) => !(hit.table in keptTables)).map(place),
    kept: hits
      .filter((hit) => hit.table in keptTables)
      .map((hit) => ({ ...place(hit), why: keptTables[hit.table] as string })),
  };
}

/**
 * Replaces the address by ERASED in every place but the kept tables; call it inside the
 * erasure's transaction, after the person's own rows are deleted. Other people's rows stay: a
 * lead whose message quoted the address keeps its message, with the marker where the address
 * was. A row whose key would then equal another's (two campaigns of a day, both named after
 * erased addresses) cannot be rewritten and is deleted: a day's count of one such value is lost.
 */
export function redact(db: DatabaseSync, address: string): { redacted: Redacted[]; kept: Kept[] } {
  const pattern = addressPattern(address);
  const done = new Map<string, Redacted>();
  // Again until nothing is left: rewriting a key column (a campaign's name) changes the key by
  // which the same row's other columns were found. Two rounds at most in practice.
  for (let round = 0; round < 5; round += 1) {
    const hits = search(db, address, {}).filter((entry) => !(entry.table in keptTables));
    if (hits.length === 0) break;
    for (const hit of hits) {
      const where = hit.key.map((part) => `${quote(part)} IS ?`).join(" AND ");
      const update = db.prepare(`UPDATE ${quote(hit.table)} SET ${quote(hit.column)} = ? WHERE ${where}`);
      const remove = db.prepare(`DELETE FROM ${quote(hit.table)} WHERE ${where}`);
      const entry = done.get(`${hit.table}.${hit.column}`) ?? {
        table: hit.table,
        column: hit.column,
        rows: 0,
        deleted: 0,
      };
      for (const row of hit.rows) {
        const key = row.key as (string | number | null)[];
        try {
          if (Number(update.run(row.value.replace(pattern, ERASED), ...key).changes) === 0) continue;
        } catch (error) {
          if (!/constraint/i.test(String(error))) throw error;
          remove.run(...key);
          entry.deleted += 1;
        }
        entry.rows += 1;
      }
      done.set(`${hit.table}.${hit.column}`, entry);
    }
  }
  return { redacted: [...done.values()].filter((entry) => entry.rows > 0), kept: placesOf(db, address).kept };
}
