-- How the visit that sent a lead reached the site (docs/decisions/013-first-party-measurement.md):
-- its first page, the host of the site that linked to it and the utm_* values of the landing
-- URL, as the browser recorded them for the visit. All NULL when the browser sent none
-- (sessionStorage blocked, Global Privacy Control, a direct POST): such a lead is as before.
ALTER TABLE inquiries ADD COLUMN landing_path TEXT;
ALTER TABLE inquiries ADD COLUMN referrer_host TEXT;
ALTER TABLE inquiries ADD COLUMN utm_source TEXT;
ALTER TABLE inquiries ADD COLUMN utm_medium TEXT;
ALTER TABLE inquiries ADD COLUMN utm_campaign TEXT;
ALTER TABLE inquiries ADD COLUMN utm_term TEXT;
ALTER TABLE inquiries ADD COLUMN utm_content TEXT;
