-- A call moved by its visitor's link (docs/decisions/042-booking-calls.md) keeps its row, its id
-- and so its iCalendar UID; each move counts one up here, the SEQUENCE its updated invitation
-- carries, so the visitor's calendar takes the new time over the old one.
ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
-- The sequence the call's Salesforce Event shows: below `sequence`, the Event still names an old
-- time, and the minute pass moves it.
ALTER TABLE bookings ADD COLUMN salesforce_event_sequence INTEGER NOT NULL DEFAULT 0;
