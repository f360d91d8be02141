-- Erasure (docs/decisions/025-people-passkeys-and-erasure.md): what is left of an erased address
-- is a salted SHA-256 of it and the day, so that restoring an older backup erases it again.
CREATE TABLE tombstones (
  hash TEXT PRIMARY KEY,
  erased_on TEXT NOT NULL
);

-- Values the database keeps for itself: the tombstones' salt (made on first erasure).
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
