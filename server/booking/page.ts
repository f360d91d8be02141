import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Content } from "../../src/content/files.ts";
import { defaultLanguage, languages } from "../../src/content/languages.ts";
import { localizedPath, paths, serviceSlugs } from "../../src/content/paths.ts";
import { ZONE_ATTRIBUTE, ZONE_OFFER_ATTRIBUTE } from "../../src/lib/booking/marks.ts";
import { BOOKING_REGION } from "../../src/lib/booking-region.ts";
import { type Html, html } from "../admin/html.ts";
import { crossSite, limitPerClient, noStore } from "../client.ts";
import { fixedWindowLimiter } from "../inquiries/rate-limit.ts";
import { dayDisclosures, dayName, localeOf, timeIn } from "./days.ts";
import type { LeadOfLink, LinkedLead } from "./lead-link.ts";
import type { BookingService } from "./service.ts";
import { byDay, isKnownTimeZone, type Slot } from "./slots.ts";
import type { Booking } from "./store.ts";

/**
 * GET and POST /book (and /<lang>/book): the page the build pre-rendered, in the site's own
 * layout, with its region of times written here per request. Everything a visitor sent and
 * every word is escaped by `html`; a slot is one submit button of a plain form, so booking needs
 * no script. Answers: 200 with the times or the confirmation, 409 when the time was just taken
 * (with the next ones), 422 when the details are missing, 429 past the rate limit.
 */
type Words = Content<"pages/book">;

/** The zones offered in the select, besides the visitor's own: the markets' and the main business hubs. */
const commonZones = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Zurich",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
];
/** Where a page's visitors most likely are, before they choose: its market's office. */
const zoneOfLanguage: Record<string, string> = { en: "America/New_York", de: "Europe/Berlin", fr: "Europe/Paris" };

const MAX_BODY_BYTES = 8 * 1024;
const bounded = (value: unknown, max: number) =>
  typeof value === "string"
    ? value
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, max + 1)
    : "";
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

export type BookingPageOptions = {
  root: string;
  service: BookingService;
  wordsIn: (language: string) => Words;
  rateLimit: { limit: number; windowMs: number };
  trustProxy: boolean;
  now?: () => number;
  /** The lead a form's signed "pick a time now" link names (lead-link.ts); without it, no link counts. */
  leadOf?: LeadOfLink;
};

export function bookingPaths(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { code } of languages) {
    const prefix = code === defaultLanguage.code ? "" : `/${code}`;
    const file = join(root, prefix, "book", "index.html");
    if (existsSync(file)) found.set(`${prefix}/book`, code);
  }
  return found;
}

export function bookingPages({
  root,
  service,
  wordsIn,
  rateLimit,
  trustProxy,
  now = Date.now,
  leadOf = () => null,
}: BookingPageOptions) {
  const app = new Hono();
  const shells = new Map<string, { language: string; before: string; after: string }>();
  for (const [path, language] of bookingPaths(root)) {
    const page = readFileSync(join(root, path, "index.html"), "utf8");
    const marker = page.indexOf(`${BOOKING_REGION}=""`);
    const open = page.indexOf(">", marker) + 1;
    const close = page.indexOf("</div>", open);
    if (marker === -1 || close === -1) throw new Error(`${path}: the booking page has no region for its times`);
    shells.set(path, { language, before: page.slice(0, open), after: page.slice(close) });
  }
  const reads = fixedWindowLimiter({ limit: 60, windowMs: 60_000, now });
  const bookings = fixedWindowLimiter({ ...rateLimit, now });

  for (const [path, shell] of shells) {
    const words = () => wordsIn(shell.language);
    const page = (c: Context, region: Html, status: 200 | 404 | 409 | 422 | 429 | 503 = 200) =>
      c.html(`${shell.before}${region.value}${shell.after}`, status);
    const refuse = (c: Context) =>
      page(c, html`<p role="alert" class="font-semibold text-navy-900">${words().times.limited}</p>`, 429);

    // The invitation's link opens /book?b=…&t=…, a page whose button cancels: following a link
    // (a mail scanner does) changes nothing.
    const unknown = (c: Context) =>
      page(
        c,
        html`<p role="alert" class="font-semibold text-navy-900">${words().cancel.unknown}</p>
        <p class="mt-4"><a href="${path}" class="font-semibold text-accent-700 underline underline-offset-4">${words().cancel.again}</a></p>`,
        404,
      );
    // The link's page: the call, a button that cancels it and the consultant's free times, each a
    // button that moves it there. The link stays valid after a move and shows the new time.
    const callRegion = (
      id: string,
      token: string,
      { booking, consultant }: { booking: Booking; consultant: { name: string } },
      times: { slots: readonly Slot[]; unavailable: boolean },
      note?: string,
    ) => {
      const w = words().cancel;
      const local = byDay([booking], booking.timeZone)[0];
      const sentence = fillHtml(w.text, {
        name: consultant.name,
        date: dayName(local?.date ?? "", shell.language),
        time: html`<time datetime="${local?.slots[0]?.datetime ?? ""}">${timeIn(booking.start, booking.timeZone, shell.language)}</time>`,
        zone: zoneName(booking.timeZone, shell.language),
      });
      const signed = html`<input type="hidden" name="b" value="${id}"><input type="hidden" name="t" value="${token}">`;
      const choices = times.unavailable
        ? html`<p class="mt-4 text-ink-600">${words().times.unavailable}</p>`
        : times.slots.length === 0
          ? html`<p class="mt-4 text-ink-600">${words().times.none}</p>`
          : dayDisclosures({
              slots: times.slots,
              zone: booking.timeZone,
              language: shell.language,
              words: words(),
              idPrefix: "move-day",
              button: (slot) => ({ name: "move", value: String(slot.start) }),
              className: "mt-6",
            });
      return html`${note ? html`<p role="alert" class="mb-6 rounded-lg border border-line bg-white p-4 font-semibold text-navy-900">${note}</p>` : ""}
        <form method="post" action="${path}" class="rounded-2xl border border-line bg-white p-6">
          <h3 class="text-xl font-semibold text-navy-900">${w.heading}</h3>
          <p class="mt-2 text-ink-600">${sentence}</p>
          ${signed}
          <button type="submit" class="mt-4 rounded-lg border border-navy-900 px-4 py-2 font-semibold text-navy-900">${w.button}</button>
        </form>
        <form method="post" action="${path}" class="mt-8 rounded-2xl border border-line bg-white p-6">
          <h3 class="text-xl font-semibold text-navy-900">${w.moveHeading}</h3>
          <p class="mt-2 text-ink-600">${fill(words().times.zoneNote, { zone: zoneName(booking.timeZone, shell.language) })} ${w.moveHint}</p>
          ${signed}
          ${choices}
        </form>`;
    };
    const cancelPage = async (c: Context, id: string, token: string) => {
      const call = service.bookedCall(id, token);
      if (!call) return unknown(c);
      return page(c, callRegion(id, token, call, await service.timesFor(call.consultant)));
    };
    const moved = async (c: Context, id: string, token: string, start: number) => {
      const result = await service.move(id, token, start);
      if (!result) return unknown(c);
      if (result.status === "moved") {
        const { booking, consultant } = result;
        const local = byDay([booking], booking.timeZone)[0];
        const w = words().cancel;
        const sentence = fillHtml(w.moved, {
          name: consultant.name,
          date: dayName(local?.date ?? "", shell.language),
          time: html`<time datetime="${local?.slots[0]?.datetime ?? ""}">${timeIn(booking.start, booking.timeZone, shell.language)}</time>`,
          zone: zoneName(booking.timeZone, shell.language),
          email: booking.email,
        });
        return page(
          c,
          html`<div role="status" class="rounded-2xl border border-line bg-white p-6">
          <h3 class="text-xl font-semibold text-navy-900">${w.movedHeading}</h3>
          <p class="mt-2 text-ink-600">${sentence}</p>
        </div>`,
        );
      }
      const call = service.bookedCall(id, token);
      if (!call) return unknown(c);
      if (result.status === "unavailable")
        return page(c, callRegion(id, token, call, { slots: [], unavailable: true }), 503);
      return page(c, callRegion(id, token, call, { slots: result.next, unavailable: false }, words().times.taken), 409);
    };
    const cancelled = async (c: Context, id: string, token: string) => {
      if (!(await service.cancel(id, token))) return unknown(c);
      const w = words().cancel;
      return page(
        c,
        html`<div role="status" class="rounded-2xl border border-line bg-white p-6">
          <h3 class="text-xl font-semibold text-navy-900">${w.doneHeading}</h3>
          <p class="mt-2 text-ink-600">${w.done}</p>
          <p class="mt-4"><a href="${path}" class="font-semibold text-accent-700 underline underline-offset-4">${w.again}</a></p>
        </div>`,
      );
    };

    // The built page's other spellings would show its region as built, without times.
    for (const spelling of [`${path}/`, `${path}/index.html`]) {
      app.get(spelling, (c) => c.redirect(`${path}${new URL(c.req.url).search}`, 308));
    }
    // Written per request, so compressed per request: a fortnight of times repeats the same markup.
    app.get(path, noStore, compress(), limitPerClient(reads, trustProxy, refuse), async (c) => {
      const cancelling = c.req.query("b");
      if (cancelling !== undefined) return cancelPage(c, bounded(cancelling, 64), bounded(c.req.query("t"), 64));
      const choice = choices(c.req.query(), shell.language);
      const known = linkedLead(leadOf, c.req.query());
      const { slots, unavailable } = await service.slotsFor({ language: shell.language, service: choice.service });
      return page(c, region({ path, words: words(), language: shell.language, choice, slots, unavailable, known }));
    });

    app.post(
      path,
      noStore,
      compress(),
      async (c, next) =>
        crossSite(c) ? c.text("Bookings are accepted from this site's own pages only.", 403) : next(),
      limitPerClient(bookings, trustProxy, refuse),
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text("Too large.", 413) }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        if (form.b !== undefined) {
          const [id, token] = [bounded(form.b, 64), bounded(form.t, 64)];
          if (form.move === undefined) return cancelled(c, id, token);
          const start = typeof form.move === "string" && /^\d{13}$/.test(form.move) ? Number(form.move) : null;
          return start === null ? unknown(c) : moved(c, id, token, start);
        }
        const choice = choices(form, shell.language);
        // From a form's signed link, the details are the lead's own, whatever else was posted.
        const known = linkedLead(leadOf, form);
        const visitor = known
          ? { name: known.lead.name, email: known.lead.email, company: known.lead.company }
          : {
              name: bounded(form.name, 120),
              email: bounded(form.email, 254),
              company: bounded(form.company, 120) || null,
            };
        const slot = typeof form.slot === "string" ? form.slot.match(/^([a-z-]{1,60})@(\d{13})$/) : null;
        const details = { visitor, choice };
        /** The times again, with what went wrong above them and the visitor's details kept. */
        const timesAgain = (kind: "invalid" | "taken", slots: Slot[], unavailable: boolean, status: 409 | 422) =>
          page(
            c,
            region({
              path,
              words: words(),
              language: shell.language,
              choice,
              slots,
              unavailable,
              note: { kind },
              details,
              known,
            }),
            status,
          );
        const valid =
          known !== null ||
          (visitor.name.length >= 1 &&
            visitor.name.length <= 120 &&
            visitor.email.length <= 254 &&
            emailPattern.test(visitor.email) &&
            (visitor.company ?? "").length <= 120);
        if (!valid || !slot) {
          const { slots, unavailable } = await service.slotsFor({ language: shell.language, service: choice.service });
          return timesAgain("invalid", slots, unavailable, 422);
        }
        const result = await service.book(
          {
            consultantId: slot[1] as string,
            start: Number(slot[2]),
            language: shell.language,
            service: choice.service,
            timeZone: choice.zone,
          },
          visitor,
          known?.lead.id ?? null,
        );
        if (result.status === "unavailable") {
          return page(
            c,
            html`<p role="alert" class="font-semibold text-navy-900">${words().times.unavailable}</p>`,
            503,
          );
        }
        if (result.status === "taken") return timesAgain("taken", result.next, false, 409);
        return page(c, booked(words(), shell.language, choice.zone, result.booking, result.consultant));
      },
    );
  }
  return { app, paths: [...shells.keys()] };
}

/** No calendar can be read: say so plainly and send the visitor to the contact form. */
function unavailableNote(words: Words, language: string): Html {
  return html`<p role="alert" class="font-semibold text-navy-900">${words.times.unavailable}</p>
  <p class="mt-4"><a href="${localizedPath(paths.contact, language)}" class="font-semibold text-accent-700 underline underline-offset-4">${words.times.contact}</a></p>`;
}

/** The lead of a valid signed link in the query or the form (`l`, `t`), and the link's two values to carry on. */
type Known = { lead: LinkedLead; l: string; t: string };
function linkedLead(leadOf: LeadOfLink, values: Record<string, unknown>): Known | null {
  if (values.l === undefined) return null;
  const l = bounded(values.l, 64);
  const t = bounded(values.t, 64);
  const lead = leadOf(l, t);
  return lead ? { lead, l, t } : null;
}

type Choice = { zone: string; service: string | null };
function choices(query: Record<string, unknown>, language: string): Choice {
  const zone =
    typeof query.tz === "string" && isKnownTimeZone(query.tz) ? query.tz : (zoneOfLanguage[language] ?? "UTC");
  const service =
    typeof query.service === "string" && (serviceSlugs as readonly string[]).includes(query.service)
      ? query.service
      : null;
  return { zone, service };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** "Eastern Time (America/New_York)": the zone as people say it, and as the database names it. */
function zoneName(zone: string, language: string): string {
  const spoken = new Intl.DateTimeFormat(localeOf(language), { timeZone: zone, timeZoneName: "longGeneric" })
    .formatToParts(0)
    .find((part) => part.type === "timeZoneName")?.value;
  return spoken && spoken !== zone ? `${spoken} (${zone})` : zone;
}

function region({
  path,
  words,
  language,
  choice,
  slots,
  unavailable,
  note,
  details,
  known = null,
}: {
  path: string;
  words: Words;
  language: string;
  choice: Choice;
  slots: readonly Slot[];
  unavailable: boolean;
  note?: { kind: "taken" | "invalid" };
  details?: { visitor: { name: string; email: string; company: string | null } };
  known?: Known | null;
}): Html {
  const t = words.times;
  if (unavailable) return unavailableNote(words, language);
  const zones = [...new Set([choice.zone, ...commonZones])];
  // The signed link travels on with each form of the page, so changing the zone keeps the details.
  const linkFields = known
    ? html`<input type="hidden" name="l" value="${known.l}"><input type="hidden" name="t" value="${known.t}">`
    : "";
  // The zone shown and the words offering the visitor's own: the page's island reads them
  // (src/lib/booking/enhance.ts), as only the browser knows its zone.
  const zoneForm = html`<form method="get" action="${path}" class="flex flex-wrap items-end gap-3" ${ZONE_ATTRIBUTE}="${choice.zone}" ${ZONE_OFFER_ATTRIBUTE}="${t.zoneOffer}">
    <p class="w-full text-ink-600">${fill(t.zoneNote, { zone: zoneName(choice.zone, language) })}</p>
    <label class="flex min-w-0 max-w-full flex-col gap-1 text-sm font-semibold text-navy-900" for="booking-zone">${t.zoneLabel}
      <select id="booking-zone" name="tz" class="max-w-full rounded-lg border border-line bg-white px-3 py-2 font-normal">${zones.map(
        (zone) =>
          html`<option value="${zone}"${zone === choice.zone ? html` selected` : ""}>${zoneName(zone, language)}</option>`,
      )}</select></label>
    ${choice.service ? html`<input type="hidden" name="service" value="${choice.service}">` : ""}
    ${linkFields}
    <button type="submit" class="rounded-lg border border-navy-900 px-4 py-2 font-semibold text-navy-900">${t.zoneChange}</button>
  </form>`;
  const message = note
    ? html`<p role="alert" class="mt-6 rounded-lg border border-line bg-white p-4 font-semibold text-navy-900">${note.kind === "taken" ? t.taken : t.invalid}</p>`
    : "";
  const visitor = details?.visitor;
  const field = (name: string, label: string, type: string, value: string, extra: Html) =>
    html`<label class="grid gap-1 text-sm font-semibold text-navy-900" for="booking-${name}">${label}
      <input id="booking-${name}" name="${name}" type="${type}" value="${value}" class="rounded-lg border border-line bg-white px-3 py-2 font-normal"${extra}></label>`;
  const times =
    slots.length === 0
      ? html`<p class="mt-6 text-ink-600">${t.none}</p>`
      : dayDisclosures({
          slots,
          zone: choice.zone,
          language,
          words,
          idPrefix: "booking-day",
          button: (slot) => ({ name: "slot", value: `${slot.consultantId}@${String(slot.start)}` }),
          className: "mt-8",
        });
  // Enter in a field submits a form by its first submit button, which was the first day's first
  // time: a call booked that nobody chose. A disabled first button makes Enter do nothing.
  return html`${zoneForm}${message}
  <form method="post" action="${path}" class="mt-8">
    <button type="submit" disabled hidden></button>
    <input type="hidden" name="tz" value="${choice.zone}">
    ${choice.service ? html`<input type="hidden" name="service" value="${choice.service}">` : ""}
    <fieldset class="grid gap-4 rounded-2xl border border-line bg-white p-6 sm:grid-cols-3">
      <legend class="px-1 text-lg font-semibold text-navy-900">${t.detailsHeading}</legend>
      ${known ? "" : html`<p class="text-ink-600 sm:col-span-3">${t.detailsHint}</p>`}
      ${
        known
          ? html`<p class="text-navy-900 sm:col-span-3">${fillHtml(t.known, { name: known.lead.name, email: known.lead.email })}</p>
      ${linkFields}
      <p class="sm:col-span-3"><a href="${withService(path, choice.service)}" class="font-semibold text-accent-700 underline underline-offset-4">${t.otherDetails}</a></p>`
          : html`${field("name", t.name, "text", visitor?.name ?? "", html` required maxlength="120" autocomplete="name"`)}
      ${field("email", t.email, "email", visitor?.email ?? "", html` required maxlength="254" autocomplete="email"`)}
      ${field("company", t.company, "text", visitor?.company ?? "", html` maxlength="120" autocomplete="organization"`)}`
      }
    </fieldset>
    ${times}
  </form>`;
}

const withService = (path: string, service: string | null) =>
  service ? `${path}?service=${encodeURIComponent(service)}` : path;

/** A sentence of the words with its {placeholders} filled: the words and each value escaped, markup only from `html`. */
function fillHtml(template: string, values: Record<string, Html | string>): Html {
  const parts = template.split(/\{(\w+)\}/);
  return html`${parts.map((part, index) => (index % 2 === 0 ? part : (values[part] ?? `{${part}}`)))}`;
}

function booked(
  words: Words,
  language: string,
  zone: string,
  booking: { start: number; email: string },
  consultant: { name: string; role: string },
): Html {
  const local = byDay([{ consultantId: "", start: booking.start, end: booking.start }], zone)[0];
  const sentence = fillHtml(words.times.booked, {
    name: consultant.name,
    role: consultant.role,
    date: dayName(local?.date ?? "", language),
    time: html`<time datetime="${local?.slots[0]?.datetime ?? ""}">${timeIn(booking.start, zone, language)}</time>`,
    zone: zoneName(zone, language),
    email: booking.email,
  });
  // The mark the page's own script reports a booked call by (src/lib/measure/booked-call.ts) to
  // the measurement, as a form's is: only where the browser has not asked not to be tracked.
  return html`<div role="status" class="rounded-2xl border border-line bg-white p-6" data-conversion="call_booked">
    <h3 class="text-xl font-semibold text-navy-900">${words.times.bookedHeading}</h3>
    <p class="mt-2 text-ink-600">${sentence}</p>
  </div>`;
}
