-- Bounds on what a stranger can make the database keep. Before them, 10,000 requests with distinct
-- utm values or element selectors made 20,000 aggregate rows; 100 honeypot posts kept 6.2 MB of
-- raw bodies, forever.

-- The distinct values of each visitor-controlled dimension a day has admitted into the aggregates:
-- 'source' (utm source or referring host, with the utm medium), 'campaign' (utm campaign) and
-- 'target' (a speed report's element selector with its interaction type). Once a day holds
-- server/measure/store.ts's MAX_VALUES_PER_DAY of a dimension, a new value is counted as
-- '(other)'. Deleted with the aggregates of its day.
CREATE TABLE stats_values (
  day TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (day, dimension, value)
) WITHOUT ROWID;

-- Screened submissions keep the reason and the validated fields (each cut short), never the raw
-- body, and are deleted after SCREENED_RETENTION_DAYS (server/inquiries/store.ts). The raw bodies
-- kept until now go: what a bot sent is worth nothing to anyone.
UPDATE screened_submissions SET submission = 'null';
CREATE INDEX screened_submissions_received_at ON screened_submissions (received_at);
