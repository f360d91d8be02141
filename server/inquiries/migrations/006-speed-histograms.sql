-- Field speed, as daily histograms only (docs/decisions/023-field-speed.md). Days are UTC dates,
-- 'YYYY-MM-DD'. No row holds a visit: a value only adds 1 to a bucket, a band and, for LCP and
-- INP, the element at fault. Metrics: 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'; devices: 'phone',
-- 'tablet', 'desktop'. Values are milliseconds, CLS × 10,000. Rows older than
-- STATS_RETENTION_DAYS are deleted with the other aggregates.

-- How many values fell in each log-scale bucket (server/measure/histogram.ts: bucket i holds
-- (1.04^(i-1), 1.04^i]; -1000 is zero, 281 above the top).
CREATE TABLE vitals_buckets (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, device, metric, bucket)
) WITHOUT ROWID;

-- Per day, page, device and metric: the count in each web-vitals band and the day's smallest
-- and largest value (which make one value, or values above the top bucket, exact).
CREATE TABLE vitals_days (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  good INTEGER NOT NULL DEFAULT 0,
  needs_improvement INTEGER NOT NULL DEFAULT 0,
  poor INTEGER NOT NULL DEFAULT 0,
  min_value REAL NOT NULL,
  max_value REAL NOT NULL,
  PRIMARY KEY (day, path, device, metric)
) WITHOUT ROWID;

-- The element at fault: the LCP element, or the INP interaction's target and type ('' for LCP),
-- as a short CSS selector (tag, id, classes; never text), with the histogram of its values.
CREATE TABLE vitals_targets (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  metric TEXT NOT NULL,
  target TEXT NOT NULL,
  interaction_type TEXT NOT NULL DEFAULT '',
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  min_value REAL NOT NULL,
  max_value REAL NOT NULL,
  PRIMARY KEY (day, path, metric, target, interaction_type, bucket)
) WITHOUT ROWID;
