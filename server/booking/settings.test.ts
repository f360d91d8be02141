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
      [{ "jonas-weber": "graph:jonas" }, /"graph:" must be followed by the consultant's mailbox address/],
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

describe("Microsoft 365 calendars in BOOKING_CALENDARS", () => {
  const graph = {
    MS_GRAPH_TENANT_ID: "contoso.onmicrosoft.com",
    MS_GRAPH_CLIENT_ID: "6731de76-14a6-49ae-97bc-6eba6914391e",
    MS_GRAPH_CLIENT_SECRET: "graph-secret-1",
  };
  const both = JSON.stringify({ "jonas-weber": calendar, "maya-brooks": "graph:maya@example.com" });

  it("maps a consultant to their mailbox beside the CalDAV ones, with the app's settings and Microsoft's addresses", () => {
    const config = bookingConfig({ BOOKING_CALENDARS: both, ...graph }, ids);
    expect(config.calendars.get("maya-brooks")).toEqual({
      kind: "graph",
      mailbox: "maya@example.com",
      email: "maya@example.com",
    });
    expect(config.calendars.get("jonas-weber")?.kind).toBe("caldav");
    expect(config.graph).toEqual({
      tenantId: "contoso.onmicrosoft.com",
      clientId: "6731de76-14a6-49ae-97bc-6eba6914391e",
      clientSecret: "graph-secret-1",
      graphUrl: "https://graph.microsoft.com/v1.0",
      loginUrl: "https://login.microsoftonline.com",
    });
    // A test points both at a stand-in on this machine.
    const local = bookingConfig(
      {
        BOOKING_CALENDARS: both,
        ...graph,
        MS_GRAPH_URL: "http://127.0.0.1:4000/v1.0/",
        MS_GRAPH_LOGIN_URL: "http://127.0.0.1:4000",
      },
      ids,
    ).graph;
    expect([local?.graphUrl, local?.loginUrl]).toEqual(["http://127.0.0.1:4000/v1.0", "http://127.0.0.1:4000"]);
    expect(parse({ "jonas-weber": calendar }).graph).toBeNull();
  });

  it("stops the server when the app's settings are missing or unsafe, naming what to set and never the secret", () => {
    const problems = [
      [
        { BOOKING_CALENDARS: both },
        /maya-brooks is a Microsoft 365 calendar \(graph:…\): set MS_GRAPH_TENANT_ID, MS_GRAPH_CLIENT_ID, MS_GRAPH_CLIENT_SECRET/,
      ],
      [{ BOOKING_CALENDARS: both, ...graph, MS_GRAPH_CLIENT_SECRET: "" }, /: set MS_GRAPH_CLIENT_SECRET \(/],
      [{ BOOKING_CALENDARS: both, ...graph, MS_GRAPH_TENANT_ID: "../evil" }, /MS_GRAPH_TENANT_ID must be/],
      [
        { BOOKING_CALENDARS: both, ...graph, MS_GRAPH_URL: "http://graph.example.com/v1.0" },
        /MS_GRAPH_URL must be an https/,
      ],
      [{ BOOKING_CALENDARS: both, ...graph, MS_GRAPH_LOGIN_URL: "not a url" }, /MS_GRAPH_LOGIN_URL must be an https/],
    ] as const;
    for (const [env, message] of problems) {
      expect(() => bookingConfig(env, ids)).toThrow(message);
      try {
        bookingConfig(env, ids);
      } catch (error) {
        expect(String(error)).not.toContain("graph-secret-1");
      }
    }
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
