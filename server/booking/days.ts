import type { Content } from "../../src/content/files.ts";
import { languages } from "../../src/content/languages.ts";
import { DAY_ATTRIBUTE } from "../../src/lib/booking/marks.ts";
import { type Html, html } from "../admin/html.ts";
import { byDay, type Slot } from "./slots.ts";

/**
 * The free times of /book and of the moving page, by day in the visitor's zone. Each day is a
 * disclosure (`<details>`) whose line names the day and how many times it has; only the first is
 * open, so a fortnight of times is a short page without script and every time stays one click
 * away. Each time is a submit button of the form around it, naming its instant in `<time datetime>`.
 * The page's island (src/lib/booking/enhance.ts) finds the days by their `DAY_ATTRIBUTE`.
 */
type Words = Content<"pages/book">;

export const localeOf = (language: string) => languages.find((one) => one.code === language)?.locale ?? "en-US";

/** "Monday, March 15" for `2027-03-15`, in the page's language. */
export const dayName = (date: string, language: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day, 12));
};

export const timeIn = (epoch: number, zone: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { hour: "numeric", minute: "2-digit", timeZone: zone }).format(epoch);

/**
 * "Monday, March 15 · 28 times": the words for one time or several, as the language's own plural
 * rule decides (French counts 0 and 1 as one, English only 1), around the day's name.
 */
function dayLineParts(words: Words, date: string, count: number, language: string) {
  const locale = localeOf(language);
  const form = new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
  const number = new Intl.NumberFormat(locale).format(count);
  const [before = "", after = ""] = words.times.dayTimes[form].replaceAll("{count}", number).split("{date}");
  const parts = [before, dayName(date, language), after];
  // A line starts with a capital, as a heading would: French names its days in lower case.
  const first = parts.findIndex((part) => part.trim() !== "");
  const part = parts[first] ?? "";
  const start = part.length - part.trimStart().length;
  parts[first] = part.slice(0, start) + part.charAt(start).toLocaleUpperCase(locale) + part.slice(start + 1);
  return parts as [string, string, string];
}

export const dayLine = (words: Words, date: string, count: number, language: string) =>
  dayLineParts(words, date, count, language).join("");

/** The line as markup: the words around the day's name never break inside ("· 16 / times" on a phone). */
function dayLineHtml(words: Words, date: string, count: number, language: string): Html {
  const unbroken = (text: string) => {
    const [, lead = "", inner = "", trail = ""] = text.match(/^(\s*)(.*?)(\s*)$/s) ?? [];
    return inner ? html`${lead}<span class="whitespace-nowrap">${inner}</span>${trail}` : text;
  };
  const [before, day, after] = dayLineParts(words, date, count, language);
  return html`${unbroken(before)}${day}${unbroken(after)}`;
}

/**
 * The days as disclosures. `name` and `value` make each time's button: `slot` with
 * `<consultant>@<epoch ms>` on /book, `move` with `<epoch ms>` on the moving page; `idPrefix`
 * keeps the two pages' ids apart.
 */
export function dayDisclosures({
  slots,
  zone,
  language,
  words,
  idPrefix,
  button,
  className = "",
}: {
  slots: readonly Slot[];
  zone: string;
  language: string;
  words: Words;
  idPrefix: string;
  button: (slot: Slot) => { name: string; value: string };
  className?: string;
}): Html {
  return html`<div class="${`grid gap-3 ${className}`.trim()}">${byDay(slots, zone).map(
    ({ date, slots: daySlots }, index) => {
      const id = `${idPrefix}-${date}`;
      // The list is named by the line above it, which a screen reader announces with the
      // disclosure's state; the line is no heading, as a summary's content is a button's.
      return html`<details class="booking-day" ${DAY_ATTRIBUTE}=""${index === 0 ? html` open` : ""}>
      <summary id="${id}" class="booking-day-line"><span>${dayLineHtml(words, date, daySlots.length, language)}</span></summary>
      <ul class="flex flex-wrap gap-2 px-4 pt-1 pb-4" aria-labelledby="${id}">${daySlots.map((slot) => {
        const { name, value } = button(slot);
        return html`<li><button type="submit" name="${name}" value="${value}" class="rounded-lg border border-accent-700 bg-white px-4 py-2 font-semibold text-accent-700"><time datetime="${slot.datetime}">${timeIn(slot.start, zone, language)}</time></button></li>`;
      })}</ul>
    </details>`;
    },
  )}</div>`;
}
