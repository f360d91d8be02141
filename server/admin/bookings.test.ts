// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bookingStore } from "../booking/store.ts";
import { signInAs } from "../test/admin-session.ts";
import { adminSites, FIRST_DAY, get, page, post } from "../test/admin-site.ts";
import { openAudit } from "./people.ts";

/**
 * /admin/bookings against the real server and a seeded database (no calendars: cancelling with
 * them is in server/booking/booking.test.ts, against Radicale). About 1 s.
 */
const start = adminSites();
const HOUR = 3_600_000;

function seed(site: Awaited<ReturnType<typeof start>>["site"]) {
  const calls = bookingStore(site.store.database);
  const book = (name: string, startAt: number, consultantId = "jonas-weber") =>
    calls.take(
      {
        consultantId,
        start: startAt,
        end: startAt + HOUR / 2,
        language: "de",
        timeZone: "Europe/Berlin",
        service: null,
        name,
        email: `${name.split(" ")[0]?.toLowerCase()}@example.org`,
        company: "Analytical <Engines>",
      },
      new Date(FIRST_DAY - 48 * HOUR),
    ) as NonNullable<ReturnType<typeof calls.take>>;
  const later = book("Grace Hopper", FIRST_DAY + 48 * HOUR);
  const soon = book("Ada Lovelace", FIRST_DAY + 2 * HOUR, "maya-brooks");
  const done = book("Alan Turing", FIRST_DAY - 24 * HOUR);
  const cancelled = book("Edsger Dijkstra", FIRST_DAY + 5 * HOUR);
  calls.cancel(cancelled.id, new Date(FIRST_DAY - HOUR));
  calls.calendarWritten(later.id, new Date(FIRST_DAY - 47 * HOUR));
  calls.invitationSent(later.id, new Date(FIRST_DAY - 47 * HOUR));
  calls.calendarFailed(soon.id, "the calendar answered HTTP 503 to the event's PUT");
  calls.linkLead(later.id, "lead-of-grace");
  // Grace moved her call twice by her link (server/booking/store.test.ts moves for real).
  site.store.database.prepare("UPDATE bookings SET sequence = 2 WHERE id = ?").run(later.id);
  return { later, soon, done, cancelled };
}

const rowsOf = (document: Document, region: string) =>
  [...document.querySelectorAll(`section[aria-label^="${region}"] tbody tr`)].map((tr) =>
    [...tr.querySelectorAll("td")].map((td) => td.textContent?.replace(/\s+/g, " ").trim()),
  );

describe("/admin/bookings", () => {
  it("lists the calls to come soonest first, then those past, with where each stands, escaped, and audits the look", async () => {
    const { site, signedIn } = await start();
    const { later, soon, done, cancelled } = seed(site);
    const response = await get(site, "/admin/bookings", signedIn);
    expect(response.status).toBe(200);
    const document = await page(response);
    expect(document.querySelector("h1")?.textContent).toBe("3 upcoming calls");
    expect(document.querySelector('nav[aria-label="Admin"] a[aria-current="page"]')?.textContent).toBe("Bookings");
    expect(rowsOf(document, "Upcoming")).toEqual([
      [
        "Jun 15, 2026, 05:00 PM UTC",
        "Maya Brooks",
        "Ada Lovelaceada@example.org, Analytical <Engines>",
        "de (Deutsch)",
        "Calendar write pending Invitation pending",
        "",
      ],
      [
        "Jun 15, 2026, 08:00 PM UTC",
        "Jonas Weber",
        "Edsger Dijkstraedsger@example.org, Analytical <Engines>",
        "de (Deutsch)",
        "Cancelled",
        "",
      ],
      [
        "Jun 17, 2026, 03:00 PM UTC",
        "Jonas Weber",
        "Grace Hoppergrace@example.org, Analytical <Engines>",
        "de (Deutsch)",
        "BookedMoved by the visitor 2 times",
        "Lead of Grace Hopper",
      ],
    ]);
    expect(rowsOf(document, "Past")).toEqual([
      [
        "Jun 14, 2026, 03:00 PM UTC",
        "Jonas Weber",
        "Alan Turingalan@example.org, Analytical <Engines>",
        "de (Deutsch)",
        "Never in the calendar Invitation never sent",
        "",
      ],
    ]);
    expect(document.querySelector('a[href="/admin/leads#lead-lead-of-grace"]')).not.toBeNull();
    // The calendar's last refusal is the pending write's title: the operator reads why.
    expect(document.querySelector('section[aria-label^="Upcoming"] .delivery.pending')?.getAttribute("title")).toBe(
      "the calendar answered HTTP 503 to the event's PUT",
    );
    // Without calendars there is nothing to cancel with: no link, and the page says why.
    expect(document.querySelector('a[href^="/admin/bookings/cancel"]')).toBeNull();
    expect(document.querySelector(".note")?.textContent).toContain("Cancelling needs the consultants' calendars");
    const [row] = openAudit(site.store.database).list({ limit: 1 });
    expect(row).toMatchObject({ actor: "owner@summit.example", action: "bookings.viewed" });
    expect(row?.detail.split(" ").sort()).toEqual([later.id, soon.id, done.id, cancelled.id].sort());
  });

  it("is for the roles that see leads: sales opens it, marketing and a stranger are refused, and the tab shows accordingly", async () => {
    const { site } = await start();
    seed(site);
    const sales = signInAs(site, "sales", { at: FIRST_DAY });
    const salesPage = await page(await get(site, "/admin/bookings", sales.headers));
    expect(salesPage.querySelector("h1")?.textContent).toBe("3 upcoming calls");
    expect(salesPage.querySelector('nav[aria-label="Admin"] a[href="/admin/bookings"]')).not.toBeNull();
    const marketing = signInAs(site, "marketing", { at: FIRST_DAY });
    const refused = await get(site, "/admin/bookings", marketing.headers);
    expect(refused.status).toBe(403);
    const refusedText = await refused.text();
    expect(refusedText).not.toContain("Ada Lovelace");
    expect(refusedText).not.toContain('href="/admin/bookings"');
    const stranger = await get(site, "/admin/bookings");
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain("Ada Lovelace");
  });

  it("refuses a cancel from a stranger, a too-low role, a form without the CSRF token and another origin, and answers 404 without the calendars", async () => {
    const { site, owner } = await start();
    const { soon } = seed(site);
    const marketing = signInAs(site, "marketing", { at: FIRST_DAY });
    const form = (csrf: string) => ({ csrf, id: soon.id });
    expect((await post(site, "/admin/bookings/cancel", { form: form("") })).status).toBe(401);
    expect(
      (await post(site, "/admin/bookings/cancel", { headers: marketing.headers, form: form(marketing.csrf) })).status,
    ).toBe(403);
    expect((await post(site, "/admin/bookings/cancel", { headers: owner.headers, form: form("forged") })).status).toBe(
      403,
    );
    const elsewhere = await fetch(`${site.url}/admin/bookings/cancel`, {
      method: "POST",
      headers: {
        ...owner.headers,
        Origin: "https://attacker.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form(owner.csrf)).toString(),
    });
    expect(elsewhere.status).toBe(403);
    // The owner may, but this site has no calendars to cancel with: nothing changes.
    const owed = await post(site, "/admin/bookings/cancel", { headers: owner.headers, form: form(owner.csrf) });
    expect(owed.status).toBe(404);
    expect(bookingStore(site.store.database).find(soon.id)).not.toBeNull();
    expect(
      openAudit(site.store.database)
        .list()
        .some((row) => row.action === "booking.cancelled"),
    ).toBe(false);
    // An id of any length is cut to a UUID's before it reaches the database.
    const long = await get(site, `/admin/bookings/cancel?id=${"x".repeat(5000)}`, owner.headers);
    expect(long.status).toBe(404);
  });
});
