-- Calls booked on /book (docs/decisions/042-booking-calls.md). One row per call. The partial
-- unique index is what makes a slot taken atomically: however many visitors send the same
-- consultant's same start at once, in one process or in two during a deploy, SQLite lets exactly
-- one row in. A cancelled call leaves the index, so its time is free again.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  consultant_id TEXT NOT NULL,
  -- Epoch milliseconds, UTC: an instant, whoever's zone shows it.
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  service TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  calendar_written_at TEXT,
  calendar_error TEXT,
  -- When the visitor's invitation was accepted by the mail server; until then it is retried.
  invitation_sent_at TEXT,
  cancelled_at TEXT,
  -- The lead the booking's visitor was kept as, and the Salesforce Event joined to its Lead.
  lead_id TEXT,
  salesforce_event_id TEXT
);
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (consultant_id, start_at) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_by_start ON bookings (start_at);
