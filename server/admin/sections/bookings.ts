import { languageName } from "../../../src/content/form-language.ts";
import { consultantsIn } from "../../booking/settings.ts";
import { type Booking, type BookingRecord, bookingStore } from "../../booking/store.ts";
import { type Html, html, when } from "../html.ts";
import { type AdminSection, personalDataRoles } from "../kit.ts";
import { type Frame, layout } from "../pages.ts";
import { messagePage } from "../people-pages.ts";

/** How many calls each list shows: a month of a busy team's calls, and the page stays light. */
const SHOWN = 100;
/** A booking's id is a UUID: anything longer is not one. */
const MAX_ID = 64;

/**
 * The calls booked on /book (docs/decisions/042-booking-calls.md), for exactly the roles that see
 * the leads: a booking holds the same person's name and address. Each look is a row of the audit
 * trail with the bookings it showed; cancelling one does what the visitor's own link does (the
 * event deleted, METHOD:CANCEL sent, the consultant told) and is a row too.
 */
export const bookings: AdminSection = {
  id: "bookings",
  label: "Bookings",
  path: "/admin/bookings",
  roles: personalDataRoles,
  mount(routes, { store, now, frame, viewer, record, cancelBooking }, guard) {
    const calls = bookingStore(store.database);
    const canCancel = cancelBooking !== undefined;
    routes.get("/bookings", guard, (c) => {
      const list = calls.list(now(), SHOWN);
      const shown = [...list.upcoming, ...list.past];
      record(c, { actor: viewer(c).email, action: "bookings.viewed", detail: shown.map((one) => one.id).join(" ") });
      return c.html(bookingsPage({ ...list, canCancel }, frame(c)).value);
    });
    // A confirmation first: cancelling mails the visitor and the consultant, and cannot be undone.
    routes.get("/bookings/cancel", guard, (c) => {
      const call = calls.find(String(c.req.query("id") ?? "").slice(0, MAX_ID));
      if (!call || !canCancel) return c.html(noSuchCall(frame(c)).value, 404);
      record(c, { actor: viewer(c).email, action: "bookings.viewed", detail: call.id });
      return c.html(confirmPage(call, frame(c)).value);
    });
    routes.post("/bookings/cancel", guard, async (c) => {
      const id = String((await c.req.parseBody()).id ?? "").slice(0, MAX_ID);
      const call = calls.find(id);
      const by = viewer(c).email;
      if (!call || !cancelBooking || !(await cancelBooking(id, by))) return c.html(noSuchCall(frame(c)).value, 404);
      record(c, {
        actor: by,
        action: "booking.cancelled",
        detail: `${id}: ${call.consultantId} at ${new Date(call.start).toISOString()}`,
      });
      return c.html(
        messagePage(
          frame(c),
          "Call cancelled",
          `The call with ${call.name} is cancelled: its event left ${consultantName(call.consultantId)}'s calendar, and both were told.`,
          { href: "/admin/bookings", label: "Back to the bookings" },
        ).value,
      );
    });
  },
};

const noSuchCall = (frame: Frame) =>
  messagePage(frame, "Not cancelled", "No such booked call: it may be cancelled already.", {
    href: "/admin/bookings",
    label: "Back to the bookings",
  });

const consultantName = (id: string) => consultantsIn("en").find((one) => one.id === id)?.name ?? id;

/**
 * Where a call stands: cancelled, or booked with whatever is still owed. The minute pass retries
 * both until the call's end, so for a past call what is owed was never done.
 */
function state(call: BookingRecord, past: boolean): Html {
  if (call.cancelledAt) return html`<span class="delivery failed">Cancelled</span>`;
  const owed = [
    call.calendarWrittenAt ? "" : past ? "Never in the calendar" : "Calendar write pending",
    call.invitationSentAt ? "" : past ? "Invitation never sent" : "Invitation pending",
  ].filter(Boolean);
  const moved =
    call.sequence > 0
      ? html`<span class="sub">Moved by the visitor${call.sequence > 1 ? ` ${call.sequence} times` : ""}</span>`
      : "";
  if (owed.length === 0) return html`<span class="delivery delivered">Booked</span>${moved}`;
  return html`${owed.map((label) => html`<span class="delivery ${past ? "failed" : "pending"}"${/calendar/i.test(label) && call.calendarError ? html` title="${call.calendarError}"` : ""}>${label}</span> `)}${moved}`;
}

function row(call: BookingRecord, canCancel: boolean, past: boolean): Html {
  const actions = [
    call.leadId
      ? html`<a href="/admin/leads#lead-${call.leadId}">Lead<span class="sr-only"> of ${call.name}</span></a>`
      : "",
    canCancel && !call.cancelledAt
      ? html`<a href="/admin/bookings/cancel?id=${call.id}">Cancel<span class="sr-only"> the call with ${call.name}</span>…</a>`
      : "",
  ].filter(Boolean);
  return html`<tr>
    <td class="name">${when(call.start)}</td>
    <td class="name">${consultantName(call.consultantId)}</td>
    <td class="name">${call.name}<span class="sub"><a href="mailto:${call.email}">${call.email}</a>${call.company ? `, ${call.company}` : ""}</span></td>
    <td class="name">${languageName(call.language)}</td>
    <td class="name">${state(call, past)}</td>
    <td class="name">${actions.map((action, index) => html`${index > 0 ? " · " : ""}${action}`)}</td>
  </tr>`;
}

function callsTable(caption: string, calls: BookingRecord[], canCancel: boolean, empty: string, past = false): Html {
  return html`<section class="panel" aria-label="${caption}">
    <h2>${caption}</h2>
    ${
      calls.length === 0
        ? html`<p class="empty">${empty}</p>`
        : html`<div class="table-wrap"><table class="stack">
            <thead><tr><th scope="col">When (UTC)</th><th scope="col">Consultant</th><th scope="col">Visitor</th><th scope="col">Language</th><th scope="col">State</th><th scope="col"><span class="sr-only">Links</span></th></tr></thead>
            <tbody>${calls.map((call) => row(call, canCancel, past))}</tbody>
          </table></div>`
    }
  </section>`;
}

const heading = (label: string, shown: number, count: number) =>
  shown < count ? `${label}: ${shown} of ${count}` : `${label} (${count})`;

export function bookingsPage(
  {
    upcoming,
    past,
    upcomingCount,
    pastCount,
    canCancel,
  }: { upcoming: BookingRecord[]; past: BookingRecord[]; upcomingCount: number; pastCount: number; canCancel: boolean },
  frame: Frame,
): Html {
  const total = upcomingCount + pastCount;
  const body = html`
    <div class="page-head">
      <div>
        <p class="eyebrow">Bookings</p>
        <h1>${total === 0 ? "No calls booked yet" : `${upcomingCount} upcoming ${upcomingCount === 1 ? "call" : "calls"}`}</h1>
        <p class="lead">Calls booked on the booking page: those to come soonest first, then those past, latest first.</p>
      </div>
    </div>
    <div class="stack-all">
      ${callsTable(heading("Upcoming", upcoming.length, upcomingCount), upcoming, canCancel, "No call is booked from now on.")}
      ${callsTable(heading("Past", past.length, pastCount), past, false, "No call has taken place yet.", true)}
    </div>
    <p class="note">A pending calendar write or invitation is tried again every minute until it lands, up to the end of the call.${
      canCancel ? "" : " Cancelling needs the consultants' calendars (BOOKING_CALENDARS)."
    }</p>`;
  return layout({ title: "Bookings", section: "bookings", frame, body });
}

function confirmPage(call: Booking, frame: Frame): Html {
  const body = html`<section class="panel">
    <h1>Cancel this call?</h1>
    <p class="lead">${call.name} (${call.email}) with ${consultantName(call.consultantId)}, ${when(call.start)}.</p>
    <p class="lead">The event leaves the consultant's calendar, the visitor's calendar is sent the cancellation and the consultant is told. It cannot be undone.</p>
    <form class="form" method="post" action="/admin/bookings/cancel"><input type="hidden" name="csrf" value="${frame.viewer?.csrf ?? ""}"><input type="hidden" name="id" value="${call.id}"><button class="button" type="submit">Cancel the call</button></form>
    <p class="lead"><a href="/admin/bookings">Keep it: back to the bookings</a></p>
  </section>`;
  return layout({ title: "Cancel a call", section: "bookings", frame, body });
}
