-- Named people with passkeys, their sessions and the audit trail
-- (docs/decisions/025-people-passkeys-and-erasure.md). Times are epoch milliseconds.

-- Who may open /admin, and as what. Removing a person deletes the row: their passkeys,
-- invitations and sessions go with it (ON DELETE CASCADE), so an open session ends at once.
CREATE TABLE people (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'sales', 'marketing')),
  created_at INTEGER NOT NULL
);

-- One row per passkey (WebAuthn credential) a person registered; a person may have several.
CREATE TABLE passkeys (
  -- The credential id, base64url, as the authenticator made it.
  id TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_person ON passkeys (person_id);

-- One-time enrolment links: only the SHA-256 of the token is kept, so a copy of the database
-- does not hold a usable link.
CREATE TABLE invitations (
  token_hash TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Server-side sessions: the cookie carries a random id, the row its SHA-256. Sign-out and
-- removing the person delete the row, which ends the session on its next request.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  csrf TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX sessions_person ON sessions (person_id);

-- The audit trail: one row per sign-in (and failed one), invitation, passkey added or removed,
-- person removed, lead viewed, CSV exported, resend, access export and erasure. Each row
-- carries the hash of the one before, so editing a past row breaks the chain
-- (`npm run admin -- audit --verify`). Only the retention job deletes, oldest first.
CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  -- The person's e-mail at the time, or "cli" / "system".
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL,
  -- IPv4 /24 or IPv6 /48, never the full address; "" for the command line.
  network TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit trail is append-only');
END;
