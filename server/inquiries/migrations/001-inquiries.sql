-- Leads, screened-out submissions and the webhook outbox (docs/decisions/007-lead-capture.md).
-- Times are ISO 8601 in UTC, except outbox scheduling, which is epoch milliseconds.

-- One row per inquiry a visitor sent and the server acknowledged with 201.
CREATE TABLE inquiries (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('home', 'contact', 'strategy')),
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  role TEXT,
  subject TEXT,
  message TEXT,
  -- The validated submission exactly as the form's schema returned it.
  submission TEXT NOT NULL
);
CREATE INDEX inquiries_received_at ON inquiries (received_at);

-- Submissions the spam screens caught (honeypot filled, sent too fast). Answered like a lead so a
-- bot learns nothing, kept apart so nobody follows them up, and never forwarded.
CREATE TABLE screened_submissions (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  received_at TEXT NOT NULL,
  reason TEXT NOT NULL,
  submission TEXT NOT NULL
);

-- Webhook deliveries still owed. A row is written in the same transaction as its inquiry and is
-- done once delivered_at is set; until then it is retried at next_attempt_at.
CREATE TABLE outbox (
  inquiry_id TEXT PRIMARY KEY REFERENCES inquiries (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at TEXT,
  last_error TEXT
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
