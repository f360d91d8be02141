-- Failed admin sign-ins, counted (server/admin/audit.ts): one row per network, person ("unknown"
-- for a passkey nobody has) and hour, whose count goes up with each failure. Once the hour is
-- over, each row becomes one row of the audit trail and is deleted here, so this table holds the
-- running hour only. A flood of failures is a number, not thousands of rows kept for years; at most
-- 50 networks an hour are named, the rest are counted under "(other)".
CREATE TABLE sign_in_failures (
  -- Epoch milliseconds of the hour's start.
  hour INTEGER NOT NULL,
  -- IPv4 /24 or IPv6 /48, as in the audit trail.
  network TEXT NOT NULL,
  actor TEXT NOT NULL,
  count INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  last_reason TEXT NOT NULL,
  PRIMARY KEY (hour, network, actor)
);
