import { generateKeyPairSync } from "node:crypto";
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
/** Each settings' start stops, saying `message`, and never with `secret` in what it says. */
function expectStops(cases: readonly (readonly [Record<string, string>, RegExp])[], secret: RegExp) {
  for (const [env, message] of cases) {
    let said = "";
    try {
      bookingConfig(env, ids);
    } catch (error) {
      said = String(error);
    }
    expect(said).toMatch(message);
    expect(said).not.toMatch(secret);
  }
}

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
    expectStops(
      problems.map(([value, message]) => [{ BOOKING_CALENDARS: JSON.stringify(value) }, message] as const),
      /app-secret-1/,
    );
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
    expectStops(problems, /graph-secret-1/);
  });
});

describe("Google Workspace calendars in BOOKING_CALENDARS", () => {
  const privateKey = generateKeyPairSync("rsa", { modulusLength: 2048 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const keyFile = {
    type: "service_account",
    project_id: "summit-site",
    private_key_id: "3f1e0c8a9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f",
    private_key: privateKey,
    client_email: "summit-booking@summit-site.iam.gserviceaccount.com",
    client_id: "109876543210987654321",
    token_uri: "https://oauth2.googleapis.com/token",
  };
  const base64 = (value: unknown) =>
    Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");
  const both = JSON.stringify({ "jonas-weber": calendar, "maya-brooks": "google:maya@example.com" });
  const keyLine = base64(keyFile);

  it("maps a consultant to their Google calendar beside the CalDAV ones, with the service account's key and Google's addresses", () => {
    const config = bookingConfig({ BOOKING_CALENDARS: both, GOOGLE_SERVICE_ACCOUNT_KEY: keyLine }, ids);
    expect(config.calendars.get("maya-brooks")).toEqual({
      kind: "google",
      mailbox: "maya@example.com",
      email: "maya@example.com",
    });
    expect(config.graph).toBeNull();
    expect(config.google).toEqual({
      clientEmail: "summit-booking@summit-site.iam.gserviceaccount.com",
      privateKey,
      privateKeyId: "3f1e0c8a9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f",
      tokenUri: "https://oauth2.googleapis.com/token",
      calendarUrl: "https://www.googleapis.com/calendar/v3",
    });
    // A test points both at a stand-in on this machine; a line broken by an editor still reads.
    const local = bookingConfig(
      {
        BOOKING_CALENDARS: both,
        GOOGLE_SERVICE_ACCOUNT_KEY: base64({ ...keyFile, token_uri: "http://127.0.0.1:4000/token" }).replace(
          /(.{76})/g,
          "$1\n",
        ),
        GOOGLE_CALENDAR_URL: "http://127.0.0.1:4000/calendar/v3/",
      },
      ids,
    ).google;
    expect([local?.tokenUri, local?.calendarUrl]).toEqual([
      "http://127.0.0.1:4000/token",
      "http://127.0.0.1:4000/calendar/v3",
    ]);
    expect(parse({ "jonas-weber": calendar }).google).toBeNull();
  });

  it("stops the server when the key is missing, unreadable or not a service account's, naming the variable and never the key", () => {
    const problems = [
      [
        { BOOKING_CALENDARS: both },
        /maya-brooks is a Google Workspace calendar \(google:…\): set GOOGLE_SERVICE_ACCOUNT_KEY .*docs\/operators\.md/,
      ],
      [
        { BOOKING_CALENDARS: both, GOOGLE_SERVICE_ACCOUNT_KEY: "not base64 at all!" },
        /GOOGLE_SERVICE_ACCOUNT_KEY must be the service account's JSON key file in base64 \(base64 -w0 key\.json; docs\/operators\.md/,
      ],
      [
        { BOOKING_CALENDARS: both, GOOGLE_SERVICE_ACCOUNT_KEY: base64("client_email = x") },
        /GOOGLE_SERVICE_ACCOUNT_KEY must be the service account's JSON key file in base64/,
      ],
      [
        // The JSON of the key file itself, not its base64.
        { BOOKING_CALENDARS: both, GOOGLE_SERVICE_ACCOUNT_KEY: JSON.stringify(keyFile) },
        /GOOGLE_SERVICE_ACCOUNT_KEY must be the service account's JSON key file in base64/,
      ],
      [
        // A user's credentials from gcloud, not a service account's key.
        {
          BOOKING_CALENDARS: both,
          GOOGLE_SERVICE_ACCOUNT_KEY: base64({ type: "authorized_user", client_id: "x", client_secret: "y" }),
        },
        /GOOGLE_SERVICE_ACCOUNT_KEY is not a service account's key/,
      ],
      [
        { BOOKING_CALENDARS: both, GOOGLE_SERVICE_ACCOUNT_KEY: base64({ ...keyFile, client_email: undefined }) },
        /GOOGLE_SERVICE_ACCOUNT_KEY is not a service account's key/,
      ],
      [
        {
          BOOKING_CALENDARS: both,
          GOOGLE_SERVICE_ACCOUNT_KEY: base64({
            ...keyFile,
            private_key: privateKey.replace(/[A-Z]{8}/, "AAAAAAAA").slice(0, 400),
          }),
        },
        /GOOGLE_SERVICE_ACCOUNT_KEY: its private_key is not an RSA key in PEM/,
      ],
      [
        {
          BOOKING_CALENDARS: both,
          GOOGLE_SERVICE_ACCOUNT_KEY: base64({ ...keyFile, token_uri: "http://oauth2.example.com/token" }),
        },
        /its token_uri must be an https/,
      ],
      [
        {
          BOOKING_CALENDARS: both,
          GOOGLE_SERVICE_ACCOUNT_KEY: keyLine,
          GOOGLE_CALENDAR_URL: "http://calendar.example.com/",
        },
        /GOOGLE_CALENDAR_URL must be an https/,
      ],
      [
        { BOOKING_CALENDARS: JSON.stringify({ "maya-brooks": "google:maya" }), GOOGLE_SERVICE_ACCOUNT_KEY: keyLine },
        /"google:" must be followed by the consultant's mailbox address/,
      ],
    ] as const;
    expectStops(problems, /PRIVATE KEY|MII/);
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
