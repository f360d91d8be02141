import { describe, expect, it } from "vitest";
import { dayDisclosures, dayLine } from "./days.ts";
import { bookWordsIn } from "./settings.ts";
import type { Slot } from "./slots.ts";

/**
 * The days of free times as a visitor without script gets them, parsed as a browser would (jsdom,
 * no script runs): one disclosure per day in the visitor's zone, the first open, each line naming
 * the day and its count in the page's language.
 */
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string) => { window: { document: Document } } };

// Friday 2027-03-12 and Monday 2027-03-15, in UTC: two times, then one.
const slots: Slot[] = ["2027-03-12T10:00:00Z", "2027-03-12T10:30:00Z", "2027-03-15T08:00:00Z"].map((at) => ({
  consultantId: "jonas-weber",
  start: Date.parse(at),
  end: Date.parse(at) + 30 * 60_000,
}));

function render(language: string, zone = "Europe/Berlin") {
  const markup = dayDisclosures({
    slots,
    zone,
    language,
    words: bookWordsIn(language),
    idPrefix: "booking-day",
    button: (slot) => ({ name: "slot", value: `${slot.consultantId}@${slot.start}` }),
  }).value;
  return new JSDOM(`<form>${markup}</form>`).window.document;
}

describe("a day's times", () => {
  it("are a disclosure each, only the first open, its line naming the day and how many times it has", () => {
    const document = render("en");
    const days = [...document.querySelectorAll("details")];
    expect(days.map((day) => day.open)).toEqual([true, false]);
    expect(days.map((day) => day.querySelector("summary")?.textContent)).toEqual([
      "Friday, March 12 · 2 times",
      "Monday, March 15 · 1 time",
    ]);
    // The words after the day's name stay on one line on a narrow screen.
    expect(days[1]?.querySelector("summary .whitespace-nowrap")?.textContent).toBe("· 1 time");
    // Each list is named by its day's line; each time is still a submit button naming its instant.
    const monday = days[1]?.querySelector("ul");
    expect(document.getElementById(monday?.getAttribute("aria-labelledby") ?? "")?.textContent).toBe(
      "Monday, March 15 · 1 time",
    );
    const button = monday?.querySelector<HTMLButtonElement>("button[type=submit][name=slot]");
    expect(button?.value).toBe(`jonas-weber@${Date.parse("2027-03-15T08:00:00Z")}`);
    expect(button?.querySelector("time")?.getAttribute("datetime")).toBe("2027-03-15T09:00+01:00");
    expect(button?.textContent).toBe("9:00 AM");
  });

  it("are counted in the visitor's zone and language, with the language's plural", () => {
    // In Tokyo Friday's two times fall on Friday evening and Monday's on Monday evening.
    expect([...render("de", "Asia/Tokyo").querySelectorAll("summary")].map((line) => line.textContent)).toEqual([
      "Freitag, 12. März · 2 Termine",
      "Montag, 15. März · 1 Termin",
    ]);
    expect([...render("fr").querySelectorAll("summary")].map((line) => line.textContent)).toEqual([
      "Vendredi 12 mars · 2 créneaux",
      "Lundi 15 mars · 1 créneau",
    ]);
    // French counts none as one (no day shows none, but the rule is the language's, not English's).
    expect(dayLine(bookWordsIn("fr"), "2027-03-15", 0, "fr")).toBe("Lundi 15 mars · 0 créneau");
    expect(dayLine(bookWordsIn("en"), "2027-03-15", 28, "en")).toBe("Monday, March 15 · 28 times");
  });
});
