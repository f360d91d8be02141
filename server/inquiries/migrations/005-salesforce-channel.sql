-- A third delivery channel, 'salesforce' (docs/decisions/018-leads-in-salesforce.md), and what a
-- receiver told us about a delivery: SQLite cannot widen a CHECK constraint in place, so the
-- outbox is copied into a new table with the same rows.
CREATE TABLE outbox_next (
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id),
  -- 'webhook' (INQUIRY_WEBHOOK_URL), 'email' (SMTP_URL + LEAD_NOTIFY_TO), 'salesforce' (SALESFORCE_URL).
  channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email', 'salesforce')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds; pushed ahead while an attempt is in flight (the claim).
  next_attempt_at INTEGER NOT NULL,
  delivered_at TEXT,
  -- Set when the receiver refused the delivery for good: never retried until `leads retry`.
  failed_at TEXT,
  last_error TEXT,
  -- The receiver's own id for what it made of the lead (the Salesforce Lead id), or the ids of
  -- the records it matched instead, comma-separated.
  remote_id TEXT,
  -- How a delivered row ended when it was not plainly "delivered": 'matched' (a Salesforce
  -- duplicate rule found an existing record and no new Lead was made).
  outcome TEXT,
  PRIMARY KEY (inquiry_id, channel)
);
INSERT INTO outbox_next (inquiry_id, channel, attempts, next_attempt_at, delivered_at, failed_at, last_error)
  SELECT inquiry_id, channel, attempts, next_attempt_at, delivered_at, failed_at, last_error FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
