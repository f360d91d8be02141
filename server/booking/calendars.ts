import { caldavCalendar } from "./caldav.ts";
import { googleCalendar, googleClient } from "./google.ts";
import { graphCalendar, graphClient } from "./graph.ts";
import type { Calendar } from "./service.ts";
import type { BookingConfig } from "./settings.ts";

/**
 * Each consultant's calendar as BOOKING_CALENDARS says: CalDAV, Microsoft 365 through Graph, or
 * Google Workspace through Google's Calendar API. The Graph ones share one client, so the app's
 * token is fetched once for all their mailboxes; the Google ones share one service account, which
 * holds a token for each consultant it acts as.
 */
export function calendarsOf(
  config: BookingConfig,
  options: { timeoutMs?: number; now?: () => number } = {},
): Map<string, Calendar> {
  const graph = config.graph ? graphClient(config.graph, options) : null;
  const google = config.google ? googleClient(config.google, options) : null;
  const calendars = new Map<string, Calendar>();
  for (const [id, setting] of config.calendars) {
    if (setting.kind === "caldav") calendars.set(id, caldavCalendar(setting, options));
    else if (setting.kind === "graph" && graph) calendars.set(id, graphCalendar(graph, setting));
    else if (setting.kind === "google" && google) calendars.set(id, googleCalendar(google, setting));
  }
  return calendars;
}
