import { caldavCalendar } from "./caldav.ts";
import { graphCalendar, graphClient } from "./graph.ts";
import type { Calendar } from "./service.ts";
import type { BookingConfig } from "./settings.ts";

/**
 * Each consultant's calendar as BOOKING_CALENDARS says: CalDAV, or Microsoft 365 through Graph.
 * The Graph ones share one client, so the app's token is fetched once for all their mailboxes.
 */
export function calendarsOf(
  config: BookingConfig,
  options: { timeoutMs?: number; now?: () => number } = {},
): Map<string, Calendar> {
  const graph = config.graph ? graphClient(config.graph, options) : null;
  const calendars = new Map<string, Calendar>();
  for (const [id, setting] of config.calendars) {
    if (setting.kind === "caldav") calendars.set(id, caldavCalendar(setting, options));
    else if (graph) calendars.set(id, graphCalendar(graph, setting));
  }
  return calendars;
}
