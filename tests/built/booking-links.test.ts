import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "../../src/content/languages";
import { localizedPath, paths } from "../../src/content/paths";
import { all, fileOf, pageOf } from "./built-pages";

/**
 * The ways to /book the build writes (docs/decisions/042-booking-calls.md "Picking a time after a
 * form"): "Schedule a Discovery Call" on each home page, and the contact form's own link, which
 * needs no script. Each leads to the booking page of its own language, which the build made, and
 * is counted as its call to action.
 */
const linkTo = (path: string, cta: string) => {
  const found = all<HTMLAnchorElement>(pageOf(path), `main a[data-cta="${cta}"]`);
  expect(found, `${path}: one link marked ${cta}`).toHaveLength(1);
  return found[0]?.getAttribute("href");
};

describe("the links to the booking page", () => {
  for (const { code } of languages) {
    const book = localizedPath(paths.book, code);

    it(`${code}: "Schedule a Discovery Call" and the contact form's link lead to ${book}`, () => {
      expect(existsSync(fileOf(book)), `${book} is built`).toBe(true);
      expect(linkTo(localizedPath("/", code), "schedule-discovery-call")).toBe(book);
      expect(linkTo(localizedPath(paths.contact, code), "book-from-contact")).toBe(book);
    });
  }

  it('keeps the button\'s words: "Schedule a Discovery Call"', () => {
    const button = pageOf("/").querySelector('main a[data-cta="schedule-discovery-call"]');
    expect(button?.textContent?.replace(/\s+/g, " ").trim()).toBe("Schedule a Discovery Call");
  });
});
