-- The site's own audience measurement, as daily totals only
-- (docs/decisions/013-first-party-measurement.md). Days are UTC dates, 'YYYY-MM-DD'. No row holds
-- anything about a person: no address, no user agent, no identifier, no time finer than the day.
-- Rows older than STATS_RETENTION_DAYS are deleted.

-- Page views of each page.
CREATE TABLE stats_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

-- Visits that started on each page, and the conversions (forms sent) of visits that started there.
CREATE TABLE stats_landings (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0,
  conversions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;

-- Visits and conversions by where the visit came from: the utm source, else the referring site's
-- host, else '(direct)'; medium is the utm medium or ''.
CREATE TABLE stats_sources (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL DEFAULT '',
  visits INTEGER NOT NULL DEFAULT 0,
  conversions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, source, medium)
) WITHOUT ROWID;

-- Visits and conversions of visits that landed with a utm campaign.
CREATE TABLE stats_campaigns (
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0,
  conversions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, campaign)
) WITHOUT ROWID;

-- Every accepted event, by name and detail: page_view (''), cta_click (which call to action),
-- popup_shown (''), form_submit (which form). Their sum is the number of events accepted.
CREATE TABLE stats_events (
  day TEXT NOT NULL,
  name TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, name, detail)
) WITHOUT ROWID;
