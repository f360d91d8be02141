import type { DatabaseSync } from "node:sqlite";

/**
 * A booked call as an Event in Salesforce, joined by `WhoId` to the Lead its visitor became
 * (docs/decisions/042-booking-calls.md). The Lead is made by the leads' outbox; once its
 * Salesforce delivery has an id (a new Lead, or the Lead or Contact a duplicate rule matched),
 * each pass makes the Event of every call still booked that has none, and keeps its id.
 * A call Salesforce refused is tried again on the next pass: nothing is dropped. A call cancelled
 * after its Event was made has the Event deleted the same way, once per pass until it lands; only
 * then does the row forget the Event's id. A call its visitor moved has its Event moved too
 * (its `sequence` above the one the Event was last written at); an Event someone deleted in
 * Salesforce meanwhile is made anew.
 */
export function salesforceEvents({
  db,
  createEvent,
  deleteEvent,
  updateEvent,
  log = console.error,
}: {
  db: DatabaseSync;
  createEvent: (record: Record<string, string>) => Promise<string>;
  /** Deletes an Event; one already gone counts as deleted. */
  deleteEvent: (id: string) => Promise<void>;
  /** Changes an Event's fields; "gone" when Salesforce holds no such Event any more. */
  updateEvent: (id: string, fields: Record<string, string>) => Promise<"updated" | "gone">;
  log?: (message: string) => void;
}) {
  const due = db.prepare(`SELECT bookings.id, bookings.start_at, bookings.end_at, bookings.name, bookings.company,
      bookings.consultant_id, bookings.sequence, outbox.remote_id
    FROM bookings JOIN outbox ON outbox.inquiry_id = bookings.lead_id AND outbox.channel = 'salesforce'
    WHERE bookings.salesforce_event_id IS NULL AND bookings.cancelled_at IS NULL
      AND outbox.delivered_at IS NOT NULL AND outbox.remote_id IS NOT NULL
    ORDER BY bookings.created_at LIMIT 50`);
  const made = db.prepare("UPDATE bookings SET salesforce_event_id = ?, salesforce_event_sequence = ? WHERE id = ?");
  const movedCalls = db.prepare(`SELECT id, start_at, end_at, sequence, salesforce_event_id FROM bookings
    WHERE cancelled_at IS NULL AND salesforce_event_id IS NOT NULL AND salesforce_event_sequence < sequence
    ORDER BY created_at LIMIT 50`);
  const caughtUp = db.prepare(
    "UPDATE bookings SET salesforce_event_sequence = ? WHERE id = ? AND salesforce_event_id = ?",
  );
  const withdrawn = db.prepare(`SELECT id, salesforce_event_id FROM bookings
    WHERE cancelled_at IS NOT NULL AND salesforce_event_id IS NOT NULL ORDER BY cancelled_at LIMIT 50`);
  // Only if it still names the Event deleted: a pass never forgets an id it did not delete.
  const deleted = db.prepare("UPDATE bookings SET salesforce_event_id = NULL WHERE id = ? AND salesforce_event_id = ?");
  return {
    /** Makes the Events that are due and deletes those of cancelled calls; how many were made or deleted. */
    async run(): Promise<number> {
      let count = 0;
      for (const row of withdrawn.all()) {
        const [id, event] = [String(row.id), String(row.salesforce_event_id)];
        try {
          await deleteEvent(event);
          deleted.run(id, event);
          count += 1;
        } catch (error) {
          log(`Could not delete the Salesforce Event of cancelled booking ${id}: ${String(error)}`);
        }
      }
      for (const row of movedCalls.all()) {
        const [id, event] = [String(row.id), String(row.salesforce_event_id)];
        try {
          const outcome = await updateEvent(event, {
            StartDateTime: new Date(Number(row.start_at)).toISOString(),
            EndDateTime: new Date(Number(row.end_at)).toISOString(),
          });
          // Gone: forgotten, so the loop below makes it again at the new time.
          if (outcome === "gone") deleted.run(id, event);
          else caughtUp.run(Number(row.sequence), id, event);
          count += 1;
        } catch (error) {
          log(`Could not move the Salesforce Event of booking ${id}: ${String(error)}`);
        }
      }
      for (const row of due.all()) {
        // A duplicate rule's match may name several records: the first is the one the team works.
        const who = String(row.remote_id).split(", ")[0] as string;
        try {
          const id = await createEvent({
            WhoId: who,
            Subject: `Call: ${String(row.name)}${row.company ? ` (${String(row.company)})` : ""}`.slice(0, 255),
            StartDateTime: new Date(Number(row.start_at)).toISOString(),
            EndDateTime: new Date(Number(row.end_at)).toISOString(),
            Description: `Booked on the website with ${String(row.consultant_id)} (booking ${String(row.id)}).`,
          });
          made.run(id, Number(row.sequence), String(row.id));
          count += 1;
        } catch (error) {
          log(`Could not make the Salesforce Event of booking ${String(row.id)}: ${String(error)}`);
        }
      }
      return count;
    },
  };
}
