import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { bookingLinkSecret, signBooking } from "../../server/booking/links";
import { passwordOf, type Radicale, startRadicale } from "../../server/test/radicale";
import { startSmtpReceiver } from "../../server/test/smtp-receiver";
import { spawnServer } from "../../server/test/spawn-server";
import { axeViolations, wcagTags } from "./axe";
import { expect, fillTextboxes, openPaused, sendAfterFilling, test } from "./fixtures";

/**
 * Booking a call in the browser (docs/decisions/042-booking-calls.md): the production build served
 * by `npm start`'s entry point, the consultants' calendars in a real Radicale, the invitation at an
 * SMTP sink. The times are the server's real ones: Mondays to Fridays always offer some within
 * ten working days.
 */
let radicale: Radicale;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: Awaited<ReturnType<typeof spawnServer>>;
let database = "";

test.beforeAll(async () => {
  radicale = await startRadicale(["jonas", "maya"]);
  const jonas = await radicale.makeCalendar("jonas", "calls");
  const maya = await radicale.makeCalendar("maya", "calls");
  smtp = await startSmtpReceiver();
  const setting = (user: string, url: string) => ({
    url,
    username: user,
    password: passwordOf(user),
    email: `${user}@summit.test`,
  });
  database = join(mkdtempSync(join(tmpdir(), "summit-e2e-booking-")), "inquiries.db");
  server = await spawnServer({
    DATABASE_PATH: database,
    INQUIRY_RATE_LIMIT: "100/60",
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "team@summit.test",
    BOOKING_CALENDARS: JSON.stringify({ "jonas-weber": setting("jonas", jonas), "maya-brooks": setting("maya", maya) }),
  });
});
test.afterAll(async () => {
  await server?.kill();
  await smtp?.close();
  await radicale?.stop();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor on the German page books a time with the plain form and gets the invitation in German", async ({
    page,
  }) => {
    await page.goto(`${server.url}/de/book?tz=America/New_York`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein 30-minütiges Gespräch buchen");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(
      page.getByText("Die Zeiten sind in der Zeitzone Nordamerikanische Ostküstenzeit (America/New_York) angegeben."),
    ).toBeVisible();
    const firstDay = page
      .getByRole("list")
      .filter({ has: page.locator("button[name=slot]") })
      .first();
    const slot = firstDay.getByRole("button").first();
    const instant = await slot.locator("time").getAttribute("datetime");
    expect(instant).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d-0[45]:00$/);

    await page.getByLabel("Vollständiger Name").fill("Ada Lovelace");
    await page.getByLabel("Geschäftliche E-Mail-Adresse").fill("ada@example.org");
    await slot.click();

    await expect(page.getByRole("heading", { name: "Ihr Gespräch ist gebucht" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(
      "Eine Einladung für Ihren Kalender ist an ada@example.org unterwegs.",
    );
    await expect(page.getByRole("status").locator("time")).toHaveAttribute("datetime", instant as string);
    const invitation = smtp.accepted.find((mail) => mail.envelope.to.includes("ada@example.org"));
    expect(invitation?.headers.get("content-language")).toEqual(["de"]);
    expect(invitation?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  });

  test("a visitor on the French page moves the call from the invitation's link with a plain button", async ({
    page,
  }) => {
    await page.goto(`${server.url}/fr/book`);
    await page.getByLabel("Nom complet").fill("Marie Curie");
    await page.getByLabel("E-mail professionnel").fill("marie@example.org");
    await page.locator("button[name=slot]").first().click();
    await expect(page.getByRole("status")).toBeVisible();
    // The link the invitation carries (its origin is ADMIN_ORIGIN's, unset here): signed as the server signs it.
    const link = linkOf("marie@example.org", "/fr/book");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choisir un autre créneau" })).toBeVisible();
    // The times are folded by day as on /book: the second day opens with one click on its line.
    const secondDay = page.locator("main details").nth(1);
    await secondDay.locator("summary").click();
    const choice = secondDay.locator("button[name=move]").first();
    const instant = await choice.locator("time").getAttribute("datetime");
    await choice.click();
    await expect(page.getByRole("heading", { name: "Votre échange est déplacé" })).toBeVisible();
    await expect(page.getByRole("status").locator("time")).toHaveAttribute("datetime", instant as string);
    // The same link shows the call at its new time.
    await page.goto(link);
    await expect(page.locator("form").filter({ hasText: "Annuler votre échange" }).locator("time")).toHaveAttribute(
      "datetime",
      instant as string,
    );
  });

  test("each day's times fold under a line naming the day and its count: the first open, the others one click away, the page short on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/book`);
    const days = page.locator("main details");
    const lines = days.locator("summary");
    // Ten working days, counted in the visitor's zone (a day can split at midnight there).
    expect(await days.count()).toBeGreaterThanOrEqual(9);
    for (const line of await lines.allTextContents()) expect(line).toMatch(/^\w+, \w+ \d+ · (1 time|\d+ times)$/);
    const count = (line: string | null) => Number(line?.match(/· (\d+) times?$/)?.[1]);
    expect(await days.nth(1).locator("button[name=slot]").count()).toBe(count(await lines.nth(1).textContent()));
    await expect(days.nth(0).locator("button[name=slot]").first()).toBeVisible();
    const later = days.nth(1).locator("button[name=slot]").first();
    await expect(later).toBeHidden();
    // It was 8,360 px with every day's times shown, 3,900 with only the first day's.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4500);
    await lines.nth(1).click();
    await expect(later).toBeVisible();
    // Without script, the first stays open too; every time is still one click away.
    await expect(days.nth(0).locator("button[name=slot]").first()).toBeVisible();
  });

  test("Enter in a field books nothing: a time is booked only by its own button", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await page.getByLabel("Full name").fill("Alan Turing");
    await page.getByLabel("Work email").fill("alan@example.org");
    // A form's Enter clicks its first submit button: that was the first day's first time.
    await page.getByLabel("Work email").press("Enter");
    const secondDay = page.locator("main details").nth(1);
    await secondDay.locator("summary").click();
    const chosen = secondDay.locator("button[name=slot]").first();
    const instant = await chosen.locator("time").getAttribute("datetime");
    await chosen.click();
    await expect(page.getByRole("status").locator("time")).toHaveAttribute("datetime", instant as string);
  });

  test("changing the time zone is a plain form too", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await expect(page.getByText("Times are shown in Eastern Time (America/New_York).")).toBeVisible();
    await page.getByLabel("Your time zone").selectOption("Europe/Berlin");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/\/book\?tz=Europe%2FBerlin$/);
    await expect(page.getByText("Times are shown in Central European Standard Time (Europe/Berlin).")).toBeVisible();
    await expect(page.locator("button[name=slot] time").first()).toHaveAttribute("datetime", /[+]0[12]:00$/);
  });
});

test("the page of times has no accessibility violation, its times are reached by keyboard, and it fits a phone", async ({
  page,
}) => {
  await page.goto(`${server.url}/book`);
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
  // After the fields, the first day's line, then its first time; Enter folds and unfolds a day.
  await page.getByLabel("Company (optional)").focus();
  await page.keyboard.press("Tab");
  const firstLine = page.locator("main summary").first();
  await expect(firstLine).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("button[name=slot]").first()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("button[name=slot]").first()).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page.locator("button[name=slot]").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The page clips what runs past its side, so each control is measured: the time zone's choice
  // with its longest name, the fields and the times all end inside the screen.
  const pastTheSide = await page.evaluate(() =>
    [...document.querySelectorAll("main select, main input, main button")]
      .filter((control) => control.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((control) => control.outerHTML.slice(0, 60)),
  );
  expect(pastTheSide).toEqual([]);
});

test.describe("the page's island, in a browser whose clock is in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("loads only when the visitor reaches for the times, then offers their own zone and keeps one day open at a time", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/book?service=devops`);
    await page.waitForLoadState("networkidle");
    const offer = page.getByRole("link", { name: "Show the times in your time zone (Europe/Berlin)" });
    await expect(offer).toHaveCount(0);
    const loadedBefore = [...scripts];

    // A focus in the times is the first touch: the island's one file is fetched then, not before.
    const island = page.waitForRequest((request) => request.resourceType() === "script");
    await page.getByLabel("Your time zone").focus();
    const fetched = new URL((await island).url()).pathname;
    expect(fetched).toMatch(/^\/_astro\/enhance-[\w-]+\.js$/);
    expect(loadedBefore).not.toContain(fetched);

    // The browser's zone is not the one shown (the market's, New York): one link asks for it,
    // keeping the page's service, right after the zone's own button.
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("href", "/book?tz=Europe%2FBerlin&service=devops");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(offer).toBeFocused();

    // Opening a day folds the one that was open.
    const days = page.locator("main details");
    await days.nth(2).locator("summary").click();
    await expect(days.nth(2).locator("button[name=slot]").first()).toBeVisible();
    await expect(days.nth(0).locator("button[name=slot]").first()).toBeHidden();
    await expect(page.locator("main details[open]")).toHaveCount(1);
    expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
    // On a phone, the day folded above the one tapped does not pull that one's line away.
    await page.setViewportSize({ width: 390, height: 844 });
    const tapped = days.nth(6).locator("summary");
    await tapped.scrollIntoViewIfNeeded();
    const before = await tapped.boundingBox();
    await tapped.click();
    await expect(days.nth(2).locator("button[name=slot]").first()).toBeHidden();
    expect(Math.abs(((await tapped.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);

    await offer.click();
    await expect(page).toHaveURL(/\/book\?tz=Europe%2FBerlin&service=devops$/);
    await expect(page.getByText("Times are shown in Central European Standard Time (Europe/Berlin).")).toBeVisible();
    // In the zone shown already, nothing is offered once the island is awake (it folds days again).
    await page.locator("main summary").nth(1).click();
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Show the times in your time zone/ })).toHaveCount(0);
  });
});

test("the invitation link's page, with its times to move to, has no accessibility violation", async ({ page }) => {
  await page.goto(`${server.url}/book`);
  await page.getByLabel("Full name").fill("Katherine Johnson");
  await page.getByLabel("Work email").fill("katherine@example.org");
  await page.locator("button[name=slot]").first().click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto(linkOf("katherine@example.org", "/book"));
  await expect(page.getByRole("heading", { name: "Choose another time" })).toBeVisible();
  expect(await axeViolations(page, { tags: wcagTags })).toEqual([]);
});

/** The link a visitor's invitation carries (its origin is ADMIN_ORIGIN's, unset here), signed as the server signs it. */
function linkOf(email: string, bookPath: string) {
  const db = new DatabaseSync(database);
  try {
    const id = String(db.prepare("SELECT id FROM bookings WHERE email = ?").get(email)?.id);
    return `${server.url}${bookPath}?b=${id}&t=${signBooking(bookingLinkSecret(db), id)}`;
  } finally {
    db.close();
  }
}

test("after the contact form, 'Pick a time now' books the call for that message without asking again: one lead", async ({
  page,
}) => {
  await openPaused(page, `${server.url}/contact`);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await fillTextboxes(form, {
    "Full name": "Grace Hopper",
    "Work email": "grace@example.org",
    Subject: "Service desk",
    Message: "We want to move our service desk onto Service Cloud this year.",
  });
  await sendAfterFilling(form, "Send Message");
  // The toast's words stay as they are, with the offer beside them; the offer stays under the form.
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Message Sent");
  const action = toast.getByRole("link", { name: "Pick a time now" });
  await expect(action).toHaveAttribute("href", /^\/book\?l=/);
  // A keyboard reaches it where it reaches every toast: F8, then Tab into the toast and on to its link.
  await page.keyboard.press("F8");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(action).toBeFocused();
  const offer = form.getByRole("link", { name: "Pick a time now" });
  await offer.click();

  await expect(page).toHaveURL(/\/book\?l=[\w-]+&t=[\w-]+$/);
  await expect(page.getByText("You are booking as Grace Hopper (grace@example.org)")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveCount(0);
  await page.locator("button[name=slot]").first().click();
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("is on its way to grace@example.org.");

  const read = <T>(query: (db: DatabaseSync) => T): T => {
    const db = new DatabaseSync(database, { readOnly: true });
    try {
      return query(db);
    } finally {
      db.close();
    }
  };
  const leads = read((db) => db.prepare("SELECT id FROM inquiries WHERE email = 'grace@example.org'").all());
  expect(leads).toHaveLength(1);
  const booking = read((db) => db.prepare("SELECT lead_id FROM bookings WHERE email = 'grace@example.org'").get());
  expect(booking?.lead_id).toBe(leads[0]?.id);
  // The site's own statistics count the call as a conversion of its own, with the offer that led to it.
  await expect
    .poll(() =>
      read((db) =>
        db
          .prepare("SELECT detail, count FROM stats_events WHERE name IN ('form_submit', 'call_booked') ORDER BY name")
          .all(),
      ),
    )
    // (Other tests of this file book on the same server, by /book itself: those are counted with no offer.)
    .toEqual(
      expect.arrayContaining([
        { detail: "pick-a-time", count: 1 },
        { detail: "contact", count: 1 },
      ]),
    );
});
