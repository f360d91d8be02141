// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageName } from "../../src/content/form-language.ts";
import { fieldsOf, shownValue } from "../../src/lib/forms/lead-fields.ts";
import { inquiryBody, postJson, startTestSite, validValues } from "../test/helpers.ts";
import {
  decodeHeader,
  decodeQuotedPrintable,
  freePort,
  type ReceivedMail,
  startSmtpReceiver,
} from "../test/smtp-receiver.ts";
import { linkedinVisit } from "../test/visits.ts";
import { inquiryConfig } from "./config.ts";
import { emailChannel, foundUs, leadSubject, leadText } from "./email.ts";
import { createOutbox, type Timers } from "./outbox.ts";
import { type Lead, openStore } from "./store.ts";

/**
 * Lead e-mails, sent by nodemailer over a real socket to a real SMTP server (`smtp-server`) on
 * a loopback port: what arrives is what a mailbox would get.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiver(options: Parameters<typeof startSmtpReceiver>[0] = {}) {
  const smtp = await startSmtpReceiver(options);
  cleanups.push(smtp.close);
  return smtp;
}

async function site(env: Record<string, string>) {
  const started = await startTestSite({ LEAD_NOTIFY_RETRY_MS: "20", ...env });
  cleanups.push(started.close);
  return started;
}

const text = (mail: ReceivedMail) => decodeQuotedPrintable(mail.body);
const header = (mail: ReceivedMail, name: string) => mail.headers.get(name) ?? [];

describe("e-mail settings", () => {
  const smtp = { SMTP_URL: "smtp://leads:secret@mail.example.com:587", LEAD_NOTIFY_TO: "sales@example.com" };

  it("reads SMTP_URL, one or more recipients and the sender", () => {
    expect(inquiryConfig({}).email).toBeNull();
    expect(
      inquiryConfig({
        ...smtp,
        LEAD_NOTIFY_TO: "sales@example.com, Ana <ana@example.com>",
        LEAD_NOTIFY_FROM: "Website <web@example.com>",
        LEAD_NOTIFY_RETRY_MS: "1000",
      }).email,
    ).toEqual({
      smtpUrl: smtp.SMTP_URL,
      to: ["sales@example.com", "ana@example.com"],
      from: "Website <web@example.com>",
      retryMs: 1000,
    });
    // The sender defaults to the first recipient; retries to 5 s.
    expect(inquiryConfig(smtp).email).toMatchObject({ from: "sales@example.com", retryMs: 5000 });
    expect(inquiryConfig({ ...smtp, SMTP_URL: "smtps://mail.example.com" }).email?.smtpUrl).toBe(
      "smtps://mail.example.com",
    );
  });

  it.each([
    [
      { SMTP_URL: smtp.SMTP_URL, LEAD_NOTIFY_FROM: "web@example.com" },
      /LEAD_NOTIFY_FROM is set but LEAD_NOTIFY_TO is not/,
    ],
    [{ SMTP_URL: "http://leads:secret@mail.example.com" }, /^SMTP_URL must read/],
    [{ ...smtp, SMTP_URL: "http://leads:secret@mail.example.com" }, /^SMTP_URL must read/],
    [{ ...smtp, SMTP_URL: "mail.example.com:587" }, /^SMTP_URL must read/],
    [{ ...smtp, LEAD_NOTIFY_TO: "sales at example.com" }, /^LEAD_NOTIFY_TO must be one or more e-mail addresses/],
    [{ ...smtp, LEAD_NOTIFY_FROM: "a@example.com, b@example.com" }, /^LEAD_NOTIFY_FROM must be one e-mail address/],
    [{ ...smtp, LEAD_NOTIFY_RETRY_MS: "soon" }, /^LEAD_NOTIFY_RETRY_MS must be a whole number/],
    [{ LEAD_NOTIFY_TO: "sales@example.com" }, /^LEAD_NOTIFY_TO is set but SMTP_URL is not/],
  ])("stops the server on %j, naming the variable", (env, message) => {
    expect(() => inquiryConfig(env)).toThrow(message);
  });

  it("takes SMTP_URL alone for the alerts and invitations: no lead e-mails, and the server starts", () => {
    expect(inquiryConfig({ SMTP_URL: smtp.SMTP_URL }).email).toBeNull();
  });

  it("never repeats the SMTP password in an error", () => {
    expect(() => inquiryConfig({ ...smtp, SMTP_URL: "ftp://leads:secret@mail.example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });
});

describe("the lead e-mail, through the real server", { timeout: 30_000 }, () => {
  it.each([
    [
      "home",
      "New inquiry: home — Jordan Lee (Northwind Health)",
      ["Full name: Jordan Lee", "Agreed to the terms: yes"],
    ],
    [
      "contact",
      "New inquiry: contact — Ana Ruiz (City of Example)",
      ["Role: CRM Director", "Subject: Public Sector Solutions"],
    ],
    [
      "strategy",
      "New inquiry: strategy — Sam Patel",
      ["Business email: sam@example.net", "Project description: (left empty)"],
    ],
  ] as const)(
    "sends exactly one e-mail for a %s inquiry, with every field, the lead id and Reply-To",
    async (form, subject, lines) => {
      const smtp = await receiver();
      const started = await site({
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_TO: "sales@summit.example, Ana Partner <ana@summit.example>",
        LEAD_NOTIFY_FROM: "Summit website <web@summit.example>",
      });
      const response = await postJson(started.endpoint, inquiryBody(form));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await vi.waitFor(() => expect(started.store.deliveryState(id, "email")?.deliveredAt).toBeTruthy(), {
        timeout: 15_000,
        interval: 20,
      });

      expect(smtp.accepted).toHaveLength(1);
      const [mail] = smtp.accepted as [ReceivedMail];
      expect(mail.envelope).toEqual({ from: "web@summit.example", to: ["sales@summit.example", "ana@summit.example"] });
      expect(decodeHeader(header(mail, "subject")[0] ?? "")).toBe(subject);
      const visitor = {
        home: validValues.home.email,
        contact: validValues.contact.email,
        strategy: validValues.strategy.email,
      }[form];
      expect(header(mail, "reply-to")).toHaveLength(1);
      expect(header(mail, "reply-to")[0]).toContain(`<${visitor}>`);
      expect(header(mail, "message-id")).toEqual([`<inquiry-${id}@summit.example>`]);
      expect(header(mail, "x-lead-id")).toEqual([id]);
      expect(header(mail, "content-type")[0]).toMatch(/^text\/plain/);
      const body = text(mail);
      expect(body).toContain(`Lead id:   ${id}`);
      for (const line of lines) expect(body).toContain(line);
      // Every field's value, as the team reads it (a choice by its option's label).
      for (const field of fieldsOf(form)) {
        const value = shownValue(field, (validValues[form] as Record<string, unknown>)[field.name]);
        if (value) expect(body).toContain(value);
      }
      expect(started.store.deliveryState(id, "email")).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    },
  );

  it("keeps CR/LF in a name or company from adding a header (no Bcc) or a second subject line", async () => {
    const smtp = await receiver();
    const started = await site({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@summit.example" });
    const injected = {
      ...validValues.contact,
      name: "Eve\r\nBcc: evil@example.com",
      company: "Acme\r\nBcc: evil@example.com\r\nSubject: free money",
      message: "Hello\r\nBcc: evil@example.com",
    };
    const response = await postJson(started.endpoint, inquiryBody("contact", injected));
    expect(response.status).toBe(201);
    await vi.waitFor(() => expect(smtp.accepted).toHaveLength(1), { timeout: 15_000, interval: 20 });

    const [mail] = smtp.accepted as [ReceivedMail];
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(mail.envelope.to).toEqual(["sales@summit.example"]);
    expect(header(mail, "subject")).toHaveLength(1);
    const subject = decodeHeader(header(mail, "subject")[0] ?? "");
    expect(subject).toBe(
      "New inquiry: contact — Eve Bcc: evil@example.com (Acme Bcc: evil@example.com Subject: free money)",
    );
    expect(subject).not.toMatch(/[\r\n]/);
    // The visitor's text is all there, as text in the body.
    expect(text(mail)).toContain("Bcc: evil@example.com");
  });

  it("retries a 4xx until the server takes the message, then never sends it again", async () => {
    let busy = 2;
    const smtp = await receiver({ answer: () => (busy-- > 0 ? { code: 451, message: "Try again later" } : null) });
    const started = await site({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@summit.example" });
    const { id } = (await (await postJson(started.endpoint, inquiryBody("home"))).json()) as { id: string };
    await vi.waitFor(() => expect(smtp.forLead(id)).toHaveLength(1), { timeout: 15_000, interval: 20 });
    expect(smtp.refused.map((mail) => mail.refusal.code)).toEqual([451, 451]);
    // Later passes (a second lead goes through) leave the first one alone.
    const second = (await (await postJson(started.endpoint, inquiryBody("strategy"))).json()) as { id: string };
    await vi.waitFor(() => expect(smtp.forLead(second.id)).toHaveLength(1), { timeout: 15_000, interval: 20 });
    expect(smtp.forLead(id)).toHaveLength(1);
    expect(started.store.deliveryState(id, "email")).toMatchObject({ attempts: 3, lastError: null });
  });

  it("marks a lead the SMTP server refuses for good (5xx) as failed with the reason; the others still go", async () => {
    const smtp = await receiver({
      answer: (mail) =>
        text(mail).includes("Refuse this one") ? { code: 554, message: "5.7.1 Message rejected as spam" } : null,
    });
    const started = await site({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@summit.example" });
    const post = async (values: unknown) =>
      ((await (await postJson(started.endpoint, inquiryBody("contact", values))).json()) as { id: string }).id;
    const before = await post(validValues.contact);
    const refused = await post({ ...validValues.contact, message: "Refuse this one, please." });
    const after = await post(validValues.contact);

    await vi.waitFor(
      () => {
        expect(smtp.forLead(before)).toHaveLength(1);
        expect(smtp.forLead(after)).toHaveLength(1);
        expect(started.store.deliveryState(refused, "email")?.failedAt).toBeTruthy();
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(started.store.deliveryState(refused, "email")).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: expect.stringMatching(/^SMTP DATA 554 5\.7\.1 Message rejected as spam/),
    });
    expect(started.store.listLeads({ failed: true }).map((lead) => lead.id)).toEqual([refused]);
    // Not retried: only the one attempt reached the server.
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.forLead(refused)).toHaveLength(0);
  });

  it("logs in and upgrades to TLS when the server offers STARTTLS", async () => {
    const smtp = await receiver({ starttls: true, auth: { user: "leads", pass: "s3cret" } });
    // The test server's certificate is self-signed: trusted here through the URL's tls option.
    const started = await site({
      SMTP_URL: `smtp://leads:s3cret@127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false`,
      LEAD_NOTIFY_TO: "sales@summit.example",
    });
    await postJson(started.endpoint, inquiryBody("strategy"));
    await vi.waitFor(() => expect(smtp.accepted).toHaveLength(1), { timeout: 15_000, interval: 20 });
    expect(smtp.accepted[0]).toMatchObject({ secure: true, user: "leads" });
  });
});

describe("the SMTP server down for an hour, on a clock driven by hand", { timeout: 30_000 }, () => {
  it("mails each lead exactly once when it comes back", async () => {
    let clock = Date.parse("2026-11-23T09:00:00Z");
    const timers: Timers = { setTimeout: () => undefined, clearTimeout: () => {} };
    const port = await freePort(); // nothing listens here yet: connections are refused
    const config = {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: ["sales@summit.example"],
      from: "web@summit.example",
      retryMs: 1000,
    };
    const email = emailChannel(config, { timeoutMs: 2000 });
    cleanups.push(() => email.close());
    const store = openStore(":memory:");
    cleanups.push(() => store.close());
    const log: string[] = [];
    const outbox = createOutbox({
      store,
      channels: { email: { ...email, retryBaseMs: config.retryMs } },
      now: () => clock,
      timers,
      log: (message) => log.push(message),
    });
    cleanups.push(() => outbox.stop());

    const leads: Lead[] = (["home", "contact", "strategy"] as const).map((form) =>
      store.addInquiry(form, validValues[form], { channels: ["email"], now: new Date(clock) }),
    );
    // An hour, a minute at a time, with every pass the server would make.
    for (let minute = 0; minute < 60; minute += 1) {
      await outbox.kick();
      clock += 60_000;
    }
    for (const lead of leads) {
      const state = store.deliveryState(lead.id, "email");
      expect(state).toMatchObject({
        deliveredAt: null,
        failedAt: null,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      // 1, 2, 4 … s, then every 15 minutes: a dozen attempts in the hour, not one a second.
      expect(state?.attempts).toBeGreaterThan(5);
      expect(state?.attempts).toBeLessThan(20);
    }
    expect(store.outboxStats(clock)).toMatchObject({ pending: 3, oldestPendingSeconds: 3600 });

    const smtp = await receiver({ port });
    for (let minute = 0; minute < 16; minute += 1) {
      await outbox.kick();
      clock += 60_000;
    }
    for (const lead of leads) expect(smtp.forLead(lead.id)).toHaveLength(1);
    expect(smtp.accepted).toHaveLength(3);
    expect(store.outboxStats(clock)).toEqual({
      pending: 0,
      oldestPendingSeconds: 0,
      failed: 0,
      channels: { email: { pending: 0, failed: 0 } },
    });

    // Another day of passes sends nothing more.
    for (let hour = 0; hour < 24; hour += 1) {
      clock += 3_600_000;
      await outbox.kick();
    }
    expect(smtp.accepted).toHaveLength(3);
    expect(log.some((line) => line.startsWith("E-mail notification of inquiry"))).toBe(true);
  });
});

describe("How they found us", { timeout: 30_000 }, () => {
  it("tells the consultant the landing page, source and campaign of the lead's visit", async () => {
    const smtp = await receiver();
    const started = await site({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@summit.example" });
    const attribution = { ...linkedinVisit, referrerHost: "www.linkedin.com" };
    const response = await postJson(started.endpoint, inquiryBody("contact", undefined, { attribution }));
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(smtp.forLead(id)).toHaveLength(1), { timeout: 15_000, interval: 20 });
    const body = text(smtp.forLead(id)[0] as ReceivedMail).replaceAll("\r\n", "\n");
    expect(body).toContain(
      [
        "How they found us:",
        "  Landing page: /expertise/services/devops",
        "  Source:       linkedin (utm_source)",
        "  Campaign:     q1",
        "  Referrer:     www.linkedin.com",
        "  Medium:       social",
      ].join("\n"),
    );
  });

  it("names the referring site when there is no utm source, and says when nothing was recorded", () => {
    expect(foundUs({ attribution: { landingPath: "/blog", referrerHost: "www.google.com" } })).toEqual([
      "How they found us:",
      "  Landing page: /blog",
      "  Source:       www.google.com (a link on that site)",
      "  Campaign:     (none)",
    ]);
    expect(foundUs({ attribution: { landingPath: "/" } })[2]).toBe(
      "  Source:       (direct) (no link and no campaign: typed, bookmarked or from an app)",
    );
    expect(foundUs({ attribution: null })).toEqual([
      "How they found us: not recorded (the visitor's browser did not share the visit).",
    ]);
  });
});

describe("leadSubject", () => {
  it("has no company part when the form has none", () => {
    const lead = { form: "strategy", name: "Sam\tPatel\u2028", company: null } as Lead;
    expect(leadSubject(lead)).toBe("New inquiry: strategy — Sam Patel");
  });
});

describe("the lead's language", () => {
  const lead = (language: string | null) =>
    ({
      id: "l1",
      form: "contact",
      receivedAt: "2026-11-26T09:00:00.000Z",
      name: "Jana Weber",
      email: "jana@example.de",
      company: null,
      role: null,
      subject: null,
      message: null,
      submission: {},
      attribution: null,
      language,
    }) satisfies Lead;

  it("is named in the e-mail with its own name, or said to be unknown", () => {
    expect(leadText(lead("de"))).toContain("\nLanguage:  de (Deutsch)\n");
    expect(leadText(lead("fr"))).toContain("\nLanguage:  fr (Français)\n");
    expect(leadText(lead(null))).toContain("\nLanguage:  (not recorded)\n");
    expect(languageName("xx")).toBe("(not recorded)");
  });
});
