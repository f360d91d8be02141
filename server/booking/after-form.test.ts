import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../src/lib/forms/index.ts";
import { inquiryBody, postJson, startTestSite, tempDir, validValues } from "../test/helpers.ts";
import { passwordOf, type Radicale, startRadicale } from "../test/radicale.ts";
import { LEAD_LINK_MAX_AGE_MS } from "./lead-link.ts";
import { isSigned, isSignedLead, signBooking, signLead } from "./links.ts";

/**
 * "Pick a time now" after a form: the inquiry's 201 carries a signed /book link for the lead just
 * sent; /book with it shows that lead's details instead of the fields, and the call it books
 * joins that lead instead of storing a second one. A real Radicale with an empty calendar; the
 * server's clock is the real one (a lead is stamped by it) until a test moves it on.
 */
let clock: number | null = null;
const shell = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>Book</title><main><div data-booking-region=""><p>fallback</p></div></main></html>`;

let radicale: Radicale;
let site: Awaited<ReturnType<typeof startTestSite>>;
let visitorNumber = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${++visitorNumber}` });
const get = (path: string) => fetch(`${site.url}${path}`, { headers: from() });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...from() },
    body: new URLSearchParams(fields),
  });
const slotValues = (page: string) =>
  [...page.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1] as string);
const leadCount = () => Number(site.store.database.prepare("SELECT COUNT(*) AS n FROM inquiries").get()?.n);

/** Sends a form as the browser does; the server's answer. */
async function sendForm(form: "contact" | "strategy", values: unknown, language?: string) {
  const response = await postJson(site.endpoint, inquiryBody(form, values, language ? { language } : {}), from());
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; book?: string };
}

beforeAll(async () => {
  radicale = await startRadicale(["jonas"]);
  const calendar = await radicale.makeCalendar("jonas", "calls");
  const dir = tempDir("summit-after-form-");
  for (const [lang, path] of [
    ["en", "book"],
    ["fr", "fr/book"],
  ] as const) {
    mkdirSync(join(dir, "site", path), { recursive: true });
    writeFileSync(join(dir, "site", path, "index.html"), shell(lang));
  }
  site = await startTestSite(
    {
      BOOKING_CALENDARS: JSON.stringify({
        "jonas-weber": { url: calendar, username: "jonas", password: passwordOf("jonas"), email: "jonas@summit.test" },
      }),
      TRUST_PROXY: "1",
    },
    dir,
    { now: () => clock ?? Date.now() },
  );
}, 30_000);

afterAll(async () => {
  await site?.close();
  await radicale?.stop();
});

describe("the signed link of a lead", () => {
  it("is its own kind: a cancel link's signature never passes for a lead's, nor the reverse", () => {
    const secret = "s".repeat(43);
    expect(isSignedLead(secret, "lead-1", signLead(secret, "lead-1"))).toBe(true);
    expect(isSignedLead(secret, "lead-2", signLead(secret, "lead-1"))).toBe(false);
    expect(isSignedLead(secret, "lead-1", signBooking(secret, "lead-1"))).toBe(false);
    expect(isSigned(secret, "lead-1", signLead(secret, "lead-1"))).toBe(false);
    expect(isSignedLead("", "lead-1", signLead("", "lead-1"))).toBe(false);
    // As many characters but more bytes: refused, not a crash of the comparison.
    expect(isSignedLead(secret, "lead-1", "é".repeat(32))).toBe(false);
    expect(isSigned(secret, "lead-1", "é".repeat(32))).toBe(false);
  });
});

describe("picking a time after a form", () => {
  it("books the contact form's lead without asking again, and keeps no second lead", async () => {
    const sent = await sendForm("contact", validValues.contact);
    expect(sent.book).toMatch(/^\/book\?l=[\w-]+&t=[\w-]{32}$/);
    // The lead's id only: no name or address in the address.
    expect(sent.book).not.toMatch(/ana|ruiz|example/i);
    const leadsBefore = leadCount();

    const page = await (await get(`${sent.book}&tz=UTC`)).text();
    expect(page).toContain("You are booking as Ana Ruiz (ana.ruiz@example.org)");
    expect(page).not.toContain('name="email"');
    const [slot] = slotValues(page);
    const link = new URL(sent.book as string, site.url);

    // What else the form carries is ignored: the details are the lead's.
    const booked = await post("/book", {
      l: link.searchParams.get("l") as string,
      t: link.searchParams.get("t") as string,
      name: "Mallory",
      email: "mallory@evil.example",
      tz: "UTC",
      slot: slot as string,
    });
    expect(booked.status).toBe(200);
    expect(await booked.text()).toContain("An invitation for your calendar is on its way to ana.ruiz@example.org.");
    expect(leadCount()).toBe(leadsBefore);
    const row = site.store.database
      .prepare("SELECT name, email, company, lead_id FROM bookings ORDER BY created_at DESC LIMIT 1")
      .get();
    expect(row).toEqual({
      name: "Ana Ruiz",
      email: "ana.ruiz@example.org",
      company: "City of Example",
      lead_id: sent.id,
    });
  });

  it("gives the link in the form's language, and keeps it through a change of time zone", async () => {
    const sent = await sendForm("strategy", validValues.strategy, "fr");
    expect(sent.book).toMatch(/^\/fr\/book\?l=/);
    const page = await (await get(sent.book as string)).text();
    expect(page).toContain("Vous réservez en tant que Sam Patel (sam@example.net)");
    const link = new URL(sent.book as string, site.url);
    // The zone form (GET) carries the link on.
    expect(page).toContain(`<input type="hidden" name="l" value="${link.searchParams.get("l")}">`);
  });

  it("shows the normal page, naming nobody, for a forged, tampered, foreign or stale link", async () => {
    const sent = await sendForm("strategy", { ...validValues.strategy, name: "Grace Hopper" });
    const link = new URL(sent.book as string, site.url);
    const id = link.searchParams.get("l") as string;
    const token = link.searchParams.get("t") as string;
    const other = await sendForm("strategy", { ...validValues.strategy, name: "Someone Else" });
    const otherToken = new URL(other.book as string, site.url).searchParams.get("t") as string;
    for (const query of [
      `l=${id}&t=${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      `l=${id}&t=${otherToken}`,
      `l=${id}`,
      `l=${id}&t=${"é".repeat(32)}`,
      `l=${"x".repeat(5000)}&t=${token}`,
      `l=${encodeURIComponent("<script>")}&t=${token}`,
    ]) {
      const response = await get(`/book?${query}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).not.toContain("Grace Hopper");
      expect(page).not.toContain("<script>");
      expect(page).toContain('name="email"');
    }
    // A forged link's booking is an ordinary one: its own details, checked as always.
    const refused = await post("/book", { l: id, t: otherToken, tz: "UTC", slot: "jonas-weber@1805000000000" });
    expect(refused.status).toBe(422);
    // Two days on, the link names nobody either.
    expect(await (await get(sent.book as string)).text()).toContain("Grace Hopper");
    clock = Date.now() + LEAD_LINK_MAX_AGE_MS + 60_000;
    try {
      expect(await (await get(sent.book as string)).text()).not.toContain("Grace Hopper");
    } finally {
      clock = null;
    }
  });

  it("answers a screened submission like a lead, with a link that names nobody", async () => {
    const caught = await postJson(
      site.endpoint,
      inquiryBody("strategy", { ...validValues.strategy, name: "Spam Bot" }, { [HONEYPOT_FIELD]: "filled" }),
      from(),
    );
    expect(caught.status).toBe(201);
    const { book } = (await caught.json()) as { book?: string };
    expect(book).toMatch(/^\/book\?l=[\w-]+&t=[\w-]{32}$/);
    const page = await (await get(book as string)).text();
    expect(page).not.toContain("Spam Bot");
    expect(page).toContain('name="email"');
  });

  it("escapes the lead's own words where the page shows them", async () => {
    const sent = await sendForm("strategy", { ...validValues.strategy, name: '<img src=x onerror="alert(1)">' });
    const page = await (await get(sent.book as string)).text();
    expect(page).toContain("You are booking as &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page).not.toContain("<img src=x");
  });
});
