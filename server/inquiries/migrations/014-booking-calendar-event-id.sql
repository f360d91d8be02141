-- The id a calendar gave a booked call's event when it is not the call's own (Microsoft Graph makes
-- its own ids; CalDAV events are named by the booking's id and leave this empty). Cancelling deletes
-- the event by it (docs/decisions/049-microsoft-365-calendars.md).
ALTER TABLE bookings ADD COLUMN calendar_event_id TEXT;
