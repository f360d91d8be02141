// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { fieldMessages as m } from "../../src/lib/forms/messages.ts";
import { inquiryBody, postJson, startTestSite, validValues } from "../test/helpers.ts";
import { linkedinVisit } from "../test/visits.ts";
import { MAX_BODY_BYTES } from "./api.ts";
import { SCREENED_FIELD_LENGTH, SCREENED_RETENTION_DAYS } from "./store.ts";

/** POST /api/inquiries against the real server (in-process, a real socket) and a temporary SQLite file. */
const site = await startTestSite();
afterAll(() => site.close());

describe("POST /api/inquiries: valid inquiries", () => {
  it.each(["home", "contact", "strategy"] as const)(
    "stores a %s inquiry before answering 201 with its id",
    async (form) => {
      const response = await postJson(site.endpoint, inquiryBody(form));
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { id } = (await response.json()) as { id: string };
      const lead = site.store.listLeads().find((row) => row.id === id);
      expect(lead?.form).toBe(form);
      expect(lead?.submission).toEqual(validValues[form]);
    },
  );

  it("maps each form onto the same lead columns, trimmed as the schema returns them", async () => {
    const values = { ...validValues.home, name: "  Jordan Lee  ", company: "" };
    const { id } = (await (await postJson(site.endpoint, inquiryBody("home", values))).json()) as { id: string };
    const lead = site.store.listLeads().find((row) => row.id === id);
    expect(lead).toMatchObject({ name: "Jordan Lee", email: "jordan@northwind.example", company: null, subject: null });
  });
});

describe("POST /api/inquiries: a page cached before the fields were renamed (for one release)", () => {
  const former = {
    home: {
      fullName: "Jordan Lee",
      workEmail: "jordan@northwind.example",
      companyName: "Northwind Health",
      message: validValues.home.message,
      agreeToTerms: true,
    },
    strategy: { name: "Sam Patel", businessEmail: "sam@example.net", projectDescription: "" },
  } as const;

  it.each(["home", "strategy"] as const)(
    "stores a %s inquiry sent under the former names under today's",
    async (form) => {
      const response = await postJson(site.endpoint, inquiryBody(form, former[form]));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(site.store.listLeads().find((row) => row.id === id)?.submission).toEqual(validValues[form]);
    },
  );

  it("names the field messages as the cached page named its fields", async () => {
    const { fullName: _, ...rest } = former.home;
    const response = await postJson(site.endpoint, inquiryBody("home", { ...rest, workEmail: "jordan@" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { fullName: m.fullNameRequired, workEmail: m.emailInvalid } });
  });
});

describe("POST /api/inquiries: how the visit arrived", () => {
  const attribution = {
    ...linkedinVisit,
    referrerHost: "www.linkedin.com",
    utmTerm: "salesforce devops",
    utmContent: "carousel-2",
  };
  const send = async (extra: Record<string, unknown>) => {
    const response = await postJson(site.endpoint, inquiryBody("contact", undefined, extra));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return site.store.listLeads().find((row) => row.id === id);
  };

  it("stores the landing page, referring site and utm values with the lead", async () => {
    expect((await send({ attribution }))?.attribution).toEqual(attribution);
  });

  it("stores a lead without attribution exactly as before", async () => {
    const lead = await send({});
    expect(lead?.attribution).toBeNull();
    expect(lead?.submission).toEqual(validValues.contact);
  });

  it.each([
    ["an unknown key", { ...attribution, visitorId: "abc-123" }, attribution],
    [
      "a utm value over 100 characters",
      { ...attribution, utmCampaign: "q".repeat(101) },
      { ...attribution, utmCampaign: undefined },
    ],
    [
      "a value that is not a string",
      { ...attribution, utmSource: { $gt: "" } },
      { ...attribution, utmSource: undefined },
    ],
    [
      "a control character",
      { ...attribution, utmTerm: "a\nBcc: x@example.com" },
      { ...attribution, utmTerm: undefined },
    ],
    [
      "a full referring URL",
      { ...attribution, referrerHost: "https://www.linkedin.com/feed?u=7" },
      { ...attribution, referrerHost: undefined },
    ],
    [
      "a landing page on another site",
      { ...attribution, landingPath: "//evil.example/x" },
      { ...attribution, landingPath: undefined },
    ],
    [
      "a landing URL with a query",
      { ...attribution, landingPath: "/contact?email=ana@example.org" },
      { ...attribution, landingPath: undefined },
    ],
  ])("drops %s and still stores the lead", async (_, sent, kept) => {
    const expected = Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
    expect((await send({ attribution: sent }))?.attribution).toEqual(expected);
  });

  it.each([
    ["a string", "linkedin"],
    ["an array", ["linkedin"]],
    ["null", null],
    ["only bad values", { utmSource: "" }],
  ])("stores the lead without attribution when it is %s", async (_, sent) => {
    expect((await send({ attribution: sent }))?.attribution).toBeNull();
  });
});

describe("POST /api/inquiries: the page's language", () => {
  const send = async (extra: Record<string, unknown>) => {
    const response = await postJson(site.endpoint, inquiryBody("contact", undefined, extra));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return site.store.listLeads().find((row) => row.id === id);
  };

  it("stores the language of the form's page with the lead", async () => {
    expect((await send({ language: "de" }))?.language).toBe("de");
    expect((await send({ language: "fr" }))?.language).toBe("fr");
  });

  it("keeps a lead whose language is missing or not one of the site's, its language unknown", async () => {
    for (const language of [undefined, "xx", "de-DE", "d".repeat(10_000), 7, ["de"], { de: true }]) {
      const lead = await send(language === undefined ? {} : { language });
      expect(lead?.language).toBeNull();
      expect(lead?.submission).toEqual(validValues.contact);
    }
  });
});

describe("POST /api/inquiries: the required messages (422)", () => {
  const cases = [
    [
      "home",
      {},
      {
        name: m.fullNameRequired,
        email: m.workEmailRequired,
        message: m.messageEmpty,
        consent: m.agreeToTermsRequired,
      },
    ],
    [
      "home",
      { ...validValues.home, email: "jordan@northwind", consent: false },
      { email: m.emailInvalid, consent: m.agreeToTermsRequired },
    ],
    [
      "contact",
      { name: " ", email: "", subject: "\t", message: "" },
      {
        name: m.fullNameRequired,
        email: m.workEmailRequired,
        subject: m.subjectRequired,
        message: m.yourMessageRequired,
      },
    ],
    ["contact", { ...validValues.contact, email: "ana at example.org" }, { email: m.emailInvalid }],
    ["strategy", undefined, { name: m.yourNameRequired, email: m.businessEmailRequired }],
    ["strategy", { name: 42, email: "sam@example" }, { name: m.yourNameRequired, email: m.emailInvalid }],
  ] as const;

  it.each(cases)(
    "answers a %s form with %j by exactly its messages, and stores nothing",
    async (form, values, errors) => {
      const before = site.store.listLeads().length;
      const response = await postJson(site.endpoint, { ...inquiryBody(form), values });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors });
      expect(site.store.listLeads()).toHaveLength(before);
    },
  );
});

describe("POST /api/inquiries: the 422 in the form's language", () => {
  it("words a German or French form's messages as that form does, an English one in English", async () => {
    const post = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
      postJson(site.endpoint, { ...inquiryBody("contact"), values: {}, ...body }, headers).then(async (response) => [
        response.status,
        ((await response.json()) as { errors: Record<string, string> }).errors,
      ]);
    expect(await post({ "Content-Language": "de" })).toEqual([
      422,
      expect.objectContaining({
        email: "Bitte geben Sie Ihre geschäftliche E-Mail-Adresse an.",
        subject: "Bitte geben Sie einen Betreff an.",
      }),
    ]);
    // A body that names its language, without the header, is answered in it too.
    expect((await post({}, { language: "fr" }))[1]).not.toEqual((await post({}))[1]);
    expect(await post({ "Content-Language": "en" })).toEqual([
      422,
      expect.objectContaining({ email: m.workEmailRequired }),
    ]);
  });
});

describe("POST /api/inquiries: spam screens", () => {
  it("accepts a filled honeypot like a lead, but files it as screened, not as a lead", async () => {
    const before = site.store.listLeads().length;
    const response = await postJson(
      site.endpoint,
      inquiryBody("contact", undefined, { reference_code: "http://spam.example" }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(site.store.listLeads()).toHaveLength(before);
    expect(site.store.listScreened().find((row) => row.id === id)?.reason).toBe("honeypot");
  });

  it("keeps of a screened submission the reason and its form's fields, cut short, never the raw body, for 30 days", async () => {
    const huge = "spam ".repeat(2000);
    const response = await postJson(
      site.endpoint,
      inquiryBody("contact", { ...validValues.contact, message: huge }, { reference_code: huge, junk: huge }),
    );
    const { id } = (await response.json()) as { id: string };
    const row = site.store.listScreened().find((entry) => entry.id === id);
    expect(row?.reason).toBe("honeypot");
    expect(row?.submission.length).toBeLessThan(2000);
    const kept = JSON.parse(row?.submission ?? "null") as Record<string, string>;
    expect(Object.keys(kept).sort()).toEqual(Object.keys(validValues.contact).sort());
    expect(kept.message).toHaveLength(SCREENED_FIELD_LENGTH);
    expect(kept.email).toBe(validValues.contact.email);

    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(site.store.pruneScreened(later(SCREENED_RETENTION_DAYS - 1))).toBe(0);
    expect(site.store.pruneScreened(later(SCREENED_RETENTION_DAYS + 1))).toBeGreaterThanOrEqual(1);
    expect(site.store.listScreened().find((entry) => entry.id === id)).toBeUndefined();
  });

  it.each([
    ["sent in 300 ms", { fillMs: 300 }],
    ["with no time at all", { fillMs: undefined }],
    ["with a time that is not a number", { fillMs: "9999" }],
  ])("screens out a submission %s (default minimum 2500 ms)", async (_, extra) => {
    const before = site.store.listLeads().length;
    const response = await postJson(site.endpoint, inquiryBody("strategy", undefined, extra));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(site.store.listLeads()).toHaveLength(before);
    expect(site.store.listScreened().find((row) => row.id === id)?.reason).toBe("too-fast");
  });
});

describe("POST /api/inquiries: refused requests", () => {
  it("refuses a body over 64 KB with 413", async () => {
    const values = { ...validValues.contact, message: "x".repeat(MAX_BODY_BYTES) };
    const response = await postJson(site.endpoint, inquiryBody("contact", values));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "An inquiry may be at most 64 KB." });
  });

  it.each([
    ["a form post", "application/x-www-form-urlencoded"],
    ["plain text", "text/plain"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("refuses %s with 415", async (_, type) => {
    const response = await postJson(site.endpoint, inquiryBody("home"), { "Content-Type": type });
    expect(response.status).toBe(415);
  });

  it("accepts application/json with a charset", async () => {
    const response = await postJson(site.endpoint, inquiryBody("home"), {
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ["malformed JSON", "{ form: home"],
    ["a JSON array", "[]"],
    ["an unknown form", JSON.stringify({ ...inquiryBody("home"), form: "newsletter" })],
    ["no form", JSON.stringify({ values: validValues.home })],
  ])("refuses %s with 400", async (_, body) => {
    const response = await postJson(site.endpoint, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/\S/);
  });

  it("refuses another site's page with 403", async () => {
    const response = await postJson(site.endpoint, inquiryBody("home"), { Origin: "https://attacker.example" });
    expect(response.status).toBe(403);
  });

  it("accepts the site's own origin", async () => {
    const response = await postJson(site.endpoint, inquiryBody("home"), {
      Origin: site.url.replace("localhost", "127.0.0.1"),
    });
    expect(response.status).toBe(201);
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405 and Allow: POST", async (method) => {
    const response = await fetch(site.endpoint, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/inquiries: hostile strings", () => {
  const hostile = [
    `<script>alert("x")</script><img src=x onerror=alert(1)>`,
    "Robert'); DROP TABLE inquiries;--",
    "' OR '1'='1",
    '=HYPERLINK("http://evil.example")',
    "\u202eevil\u202c rtl, e\u0301, 😀, 漢字",
    "line one\nline two\r\n\ttabbed \u0007 bell \u001b[31m red",
    "nul \u0000 in the middle",
  ];

  it("stores every one verbatim, as data", async () => {
    for (const text of hostile) {
      const values = { ...validValues.contact, name: text, subject: text, message: text };
      const response = await postJson(site.endpoint, inquiryBody("contact", values));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const lead = site.store.listLeads().find((row) => row.id === id);
      expect(lead?.name).toBe(text.trim());
      expect(lead?.message).toBe(text.trim());
      expect(lead?.submission).toEqual({ ...values, name: text.trim(), subject: text.trim(), message: text.trim() });
    }
    // The table is still there and still answers.
    expect(site.store.listLeads().length).toBeGreaterThanOrEqual(hostile.length);
  });
});

describe("POST /api/inquiries: rate limit", () => {
  it("answers 429 with Retry-After once a client has sent its allowance", async () => {
    const limited = await startTestSite({ INQUIRY_RATE_LIMIT: "3/60" });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await postJson(limited.endpoint, inquiryBody("strategy"))).status);
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await postJson(limited.endpoint, inquiryBody("strategy"));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.store.listLeads()).toHaveLength(3);
      expect(((await refused.json()) as { error: string }).error).toBe(
        "Too many submissions from this address. Please try again later.",
      );
      // The same refusal in the language of the form that sent it, English for one the site lacks.
      const german = await postJson(limited.endpoint, inquiryBody("strategy"), { "Content-Language": "de" });
      expect([german.status, ((await german.json()) as { error: string }).error]).toEqual([
        429,
        "Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es später erneut.",
      ]);
      const french = await postJson(limited.endpoint, inquiryBody("strategy"), { "Content-Language": "fr" });
      expect(((await french.json()) as { error: string }).error).toBe(
        "Trop d’envois depuis cette adresse. Veuillez réessayer plus tard.",
      );
      const unknown = await postJson(limited.endpoint, inquiryBody("strategy"), { "Content-Language": "xx" });
      expect(((await unknown.json()) as { error: string }).error).toBe(
        "Too many submissions from this address. Please try again later.",
      );
    } finally {
      await limited.close();
    }
  });

  it("holds a limit reached from one IPv6 address for its whole /64, not for another /64", async () => {
    const limited = await startTestSite({ INQUIRY_RATE_LIMIT: "2/60", TRUST_PROXY: "1" });
    const from = (address: string) =>
      postJson(limited.endpoint, inquiryBody("strategy"), { "X-Forwarded-For": address });
    try {
      expect((await from("2001:db8:7:1::1")).status).toBe(201);
      expect((await from("2001:db8:7:1::2")).status).toBe(201);
      // Any other address of the same /64, however it is written, is the same client.
      expect((await from("2001:db8:7:1:ffff:ffff:ffff:fffe")).status).toBe(429);
      expect((await from("2001:0DB8:0007:0001:0:0:0:3")).status).toBe(429);
      expect((await from("2001:db8:7:2::1")).status).toBe(201);
      // An IPv4 client is the same client written as an IPv4-mapped IPv6 address.
      expect((await from("192.0.2.10")).status).toBe(201);
      expect((await from("::ffff:192.0.2.10")).status).toBe(201);
      expect((await from("::ffff:c000:20a")).status).toBe(429);
      expect(limited.store.listLeads()).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});
