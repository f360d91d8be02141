import { describe, expect, it } from "vitest";
import { bookingConfig, bookWordsIn, consultantsIn } from "./settings.ts";

const ids = ["jonas-weber", "maya-brooks"];
const calendar = {
  url: "https://dav.example.com/jonas/calls",
  username: "jonas",
  password: "app-secret-1",
  email: "jonas@example.com",
};
const parse = (value: unknown) => bookingConfig({ BOOKING_CALENDARS: JSON.stringify(value) }, ids);

describe("BOOKING_CALENDARS", () => {
  it("is off when unset, and maps each consultant to their CalDAV collection", () => {
    expect(bookingConfig({}, ids).calendars.size).toBe(0);
    expect(parse({ "jonas-weber": calendar }).calendars.get("jonas-weber")).toEqual({
      kind: "caldav",
      ...calendar,
      url: "https://dav.example.com/jonas/calls/",
    });
  });

  it("stops the server on a value nobody meant, naming the problem and never the password", () => {
    const problems = [
      [{ nobody: calendar }, /"nobody" is no consultant's id/],
      [{ "jonas-weber": "graph:jonas@example.com" }, /Microsoft 365 calendars \(graph:…\) are not supported yet/],
      [
        { "jonas-weber": { ...calendar, url: "http://dav.example.com/jonas/" } },
        /"url" must be the calendar collection's https/,
      ],
      [{ "jonas-weber": { ...calendar, url: "https://jonas:app-secret-1@dav.example.com/" } }, /without credentials/],
      [{ "jonas-weber": { ...calendar, password: "" } }, /"username" and "password"/],
      [{ "jonas-weber": { ...calendar, email: "jonas" } }, /"email" must be the consultant's address/],
      [["jonas-weber"], /must be a JSON object/],
    ] as const;
    for (const [value, message] of problems) {
      expect(() => parse(value)).toThrow(message);
      try {
        parse(value);
      } catch (error) {
        expect(String(error)).not.toContain("app-secret-1");
      }
    }
    expect(() => bookingConfig({ BOOKING_CALENDARS: "{not json" }, ids)).toThrow(/must be a JSON object/);
    // A test's Radicale on this machine may be plain http.
    expect(parse({ "jonas-weber": { ...calendar, url: "http://127.0.0.1:5232/jonas/calls/" } }).calendars.size).toBe(1);
  });
});

describe("the booking files in a language", () => {
  it("are the translation where there is one, checked against their description", () => {
    expect(consultantsIn("de").find((one) => one.id === "claire-dubois")?.role).toBe("Leiterin DevOps-Practice");
    expect(consultantsIn("fr")[0]?.role).toBe("Architecte Salesforce principal");
    expect(bookWordsIn("de").times.bookedHeading).toBe("Ihr Gespräch ist gebucht");
    expect(bookWordsIn("xx").times.bookedHeading).toBe("Your call is booked");
  });
});
