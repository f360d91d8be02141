-- One outbox row per (lead, channel) instead of one per lead, so a lead can be both posted to the
-- webhook and e-mailed, each tracked, retried and finished on its own
-- (docs/decisions/008-lead-notification-and-backup.md). Existing rows were all webhook deliveries.
CREATE TABLE outbox_channels (
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id),
  -- 'webhook' (INQUIRY_WEBHOOK_URL) or 'email' (SMTP_URL + LEAD_NOTIFY_TO).
  channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds; pushed ahead while an attempt is in flight (the claim).
  next_attempt_at INTEGER NOT NULL,
  delivered_at TEXT,
  -- Set when the receiver refused the delivery for good (an SMTP 5xx): never retried.
  failed_at TEXT,
  last_error TEXT,
  PRIMARY KEY (inquiry_id, channel)
);
INSERT INTO outbox_channels (inquiry_id, channel, attempts, next_attempt_at, delivered_at, last_error)
  SELECT inquiry_id, 'webhook', attempts, next_attempt_at, delivered_at, last_error FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_channels RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;

-- GET /api/health proves the database takes writes by rewriting this one row.
CREATE TABLE health_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL
);
INSERT INTO health_check (id, checked_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
