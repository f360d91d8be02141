// @vitest-environment node
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { caldavCalendar } from "../booking/caldav.ts";
import { bookingService } from "../booking/service.ts";
import { consultantsIn } from "../booking/settings.ts";
import { bookingStore } from "../booking/store.ts";
import { inquiryConfig } from "../inquiries/config.ts";
import { createOutbox, type Timers, webhookChannel } from "../inquiries/outbox.ts";
import { salesforceChannel } from "../inquiries/salesforce.ts";
import { openStore } from "../inquiries/store.ts";
import { makeCertificate } from "../test/certificate.ts";
import { tempDir, validValues } from "../test/helpers.ts";
import { passwordOf, startRadicale } from "../test/radicale.ts";
import { startSalesforce } from "../test/salesforce-receiver.ts";
import { decodeQuotedPrintable, freePort, startSmtpReceiver } from "../test/smtp-receiver.ts";
import { startReceiver } from "../test/webhook-receiver.ts";
import { ALERTS_OFF, alertCommand } from "./run.ts";
import { alertSettings } from "./settings.ts";
import { readStamp, writeStamp } from "./stamps.ts";
import { loadState } from "./state.ts";

/**
 * Each problem the alerts watch for (ADR 027) provoked in a throwaway prefix, with the alerts
 * going to a real SMTP server and a real webhook receiver on loopback ports: exactly one message when it opens, none
 * while it stays, one "resolved" when it clears. Every other check is kept healthy meanwhile, so
 * a message that should not be there shows up as one too many.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DOMAIN = "www.summit.test";
const HOUR = 3600_000;

/** A local "site" answering 200 on / and /api/health, or 503 while `down`. */
async function startSite(port = 0) {
  const state = { down: false };
  const server = createServer((_request, response) => response.writeHead(state.down ? 503 : 200).end("ok"));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { state, port: (server.address() as { port: number }).port, close };
}

async function harness({ env = {} }: { env?: Record<string, string> } = {}) {
  const prefix = tempDir("summit-alerts-");
  const smtp = await startSmtpReceiver();
  cleanups.push(smtp.close);
  const hook = await startReceiver();
  cleanups.push(hook.close);
  const site = await startSite();
  const clock = { now: Date.now() };
  const disk = { percent: 40 };
  const settings = alertSettings({
    PREFIX: prefix,
    ALERT_EMAIL: "ops@summit.test",
    SMTP_URL: smtp.url,
    ALERT_WEBHOOK_URL: hook.url,
    ALERT_DOMAINS: DOMAIN,
    BACKUP_REMOTE: "offsite:summit-backups",
    ...env,
  });
  const origin = { url: `http://127.0.0.1:${site.port}` };
  settings.siteOrigin = () => origin.url;
  // Healthy to begin with: fresh jobs, a certificate for 90 days, a roomy disk, a site that answers.
  writeStamp(settings.paths.stamps, "backup", "ok", new Date(clock.now));
  writeStamp(settings.paths.stamps, "offsite", "ok", new Date(clock.now));
  makeCertificate(prefix, DOMAIN, 90);
  const output: string[] = [];
  const options = {
    settings,
    now: () => clock.now,
    statfs: () => ({ blocks: 1000, bfree: 1000 - disk.percent * 10, bavail: 1000 - disk.percent * 10 }),
    out: (line: string) => output.push(line),
    err: (line: string) => output.push(line),
  };
  const run = (...argv: string[]) => alertCommand(argv, options);
  /** Every alert message so far, as "<event> <kind>[:<subject>]", from the mailbox and the webhook. */
  const mails = () =>
    smtp.accepted.map((mail) => `${mail.headers.get("x-alert-event")?.[0]} ${mail.headers.get("x-alert-kind")?.[0]}`);
  const hooks = () =>
    hook.received.map(({ body }) => `${String(body.event).replace("alert.", "")} ${String(body.kind)}`);
  /** Asserts both channels got exactly `expected`, in order. */
  const expectMessages = (...expected: string[]) => {
    expect(mails()).toEqual(expected);
    expect(hooks()).toEqual(expected);
  };
  return { prefix, settings, smtp, hook, site, origin, clock, disk, output, run, expectMessages };
}

describe("alerts", { timeout: 30_000 }, () => {
  it("are off without ALERT_EMAIL and ALERT_WEBHOOK_URL: check says so and exits 0, report still stamps", async () => {
    const prefix = tempDir("summit-alerts-");
    const output: string[] = [];
    const options = { settings: alertSettings({ PREFIX: prefix }), out: (line: string) => output.push(line) };
    expect(await alertCommand(["check"], options)).toBe(0);
    expect(await alertCommand(["report", "backup", "--detail", "rclone: exit 1"], options)).toBe(0);
    expect(output).toEqual([ALERTS_OFF, ALERTS_OFF]);
    expect(existsSync(options.settings.paths.state)).toBe(false);
    expect(readStamp(options.settings.paths.stamps, "backup")).toMatchObject({ result: "failed", lastOkAt: null });
  });

  it("a healthy server sends nothing", async () => {
    const { run, expectMessages, settings } = await harness();
    expect(await run("check")).toBe(0);
    expect(await run("check")).toBe(0);
    expectMessages();
    expect(statSync(settings.paths.state).mode & 0o777).toBe(0o600);
  });

  it("a failing deploy: one alert however often it fails, one resolved when a deploy goes through", async () => {
    const { run, expectMessages, smtp, hook, settings } = await harness();
    await run("report", "deploy", "--detail", "build failed: npm run build exited 1");
    await run("report", "deploy", "--detail", "health check failed: 503");
    await run("check");
    await run("report", "deploy", "--detail", "switch failed");
    expectMessages("opened deploy");
    const mail = smtp.accepted[0];
    expect(mail?.headers.get("subject")?.[0]).toBe("[Summit Cloud] ALERT: A deploy failed");
    expect(mail?.envelope.to).toEqual(["ops@summit.test"]);
    expect(decodeQuotedPrintable(mail?.body ?? "")).toContain("build failed: npm run build exited 1");
    expect(hook.received[0]?.body).toMatchObject({ event: "alert.opened", kind: "deploy" });
    // The open alert counts every report and lists them.
    expect(loadState(settings.paths.state).open.deploy).toMatchObject({
      count: 3,
      items: ["build failed: npm run build exited 1", "health check failed: 503", "switch failed"],
    });

    await run("resolve", "deploy");
    await run("resolve", "deploy");
    expectMessages("opened deploy", "resolved deploy");
    expect(smtp.accepted[1]?.headers.get("subject")?.[0]).toBe("[Summit Cloud] Resolved: A deploy failed");
    expect(readStamp(settings.paths.stamps, "deploy")).toMatchObject({ result: "ok" });
  });

  it("a failing backup and off-site copy, and both not run for 26 hours", async () => {
    const { run, expectMessages, clock } = await harness();
    await run("report", "backup", "--detail", "sqlite backup: disk I/O error");
    await run("report", "offsite", "--detail", "rclone copy: exit 1");
    await run("report", "backup");
    expectMessages("opened backup", "opened offsite");
    await run("resolve", "backup");
    await run("resolve", "offsite");
    expectMessages("opened backup", "opened offsite", "resolved backup", "resolved offsite");

    // Then the timer stops: nothing for 25 hours is fine, past 26 it is one alert each.
    clock.now += 25 * HOUR;
    await run("check");
    expectMessages("opened backup", "opened offsite", "resolved backup", "resolved offsite");
    clock.now += 2 * HOUR;
    await run("check");
    await run("check");
    clock.now += 24 * HOUR;
    await run("check");
    const before = ["opened backup", "opened offsite", "resolved backup", "resolved offsite"];
    expectMessages(...before, "opened backup-stale", "opened offsite-stale");
    // A backup that runs again clears its overdue alert at once; the off-site one at its own run.
    await run("resolve", "backup");
    await run("check");
    expectMessages(...before, "opened backup-stale", "opened offsite-stale", "resolved backup-stale");
    await run("resolve", "offsite");
    expectMessages(
      ...before,
      "opened backup-stale",
      "opened offsite-stale",
      "resolved backup-stale",
      "resolved offsite-stale",
    );
  });

  it("a certificate with less than 14 days left, per domain, cleared by a renewed one", async () => {
    const { run, expectMessages, prefix, smtp } = await harness();
    makeCertificate(prefix, DOMAIN, 10);
    await run("check");
    await run("check");
    expectMessages("opened certificate-expiry");
    expect(smtp.accepted[0]?.headers.get("subject")?.[0]).toBe(
      `[Summit Cloud] ALERT: The certificate expires in less than 14 days: ${DOMAIN}`,
    );
    expect(decodeQuotedPrintable(smtp.accepted[0]?.body ?? "")).toMatch(/expires on .* in (9|10) day\(s\)/);
    makeCertificate(prefix, DOMAIN, 90);
    await run("check");
    expectMessages("opened certificate-expiry", "resolved certificate-expiry");
  });

  it("a failed certificate renewal", async () => {
    const { run, expectMessages } = await harness();
    await run("report", "certificate", "--detail", "certbot renew: the CA did not answer");
    await run("report", "certificate");
    await run("resolve", "certificate");
    expectMessages("opened certificate", "resolved certificate");
  });

  it("leads refused for good by Salesforce are one alert that counts and lists them", async () => {
    const { run, expectMessages, settings, clock, hook } = await harness();
    const org = await startSalesforce();
    cleanups.push(org.close);
    org.state.validate = () => ({
      message: "Phone is required",
      errorCode: "FIELD_CUSTOM_VALIDATION_EXCEPTION",
      fields: [],
    });
    const config = inquiryConfig({
      SALESFORCE_URL: org.url,
      SALESFORCE_CLIENT_ID: org.clientId,
      SALESFORCE_CLIENT_SECRET: org.clientSecret,
    }).salesforce;
    if (!config) throw new Error("no Salesforce settings");
    const store = openStore(settings.paths.database);
    cleanups.push(() => store.close());
    const timers: Timers = { setTimeout: () => undefined, clearTimeout: () => {} };
    const outbox = createOutbox({
      store,
      channels: { salesforce: salesforceChannel(config) },
      now: () => clock.now,
      timers,
      log: () => {},
    });
    cleanups.push(() => outbox.stop());
    const add = () =>
      store.addInquiry("contact", validValues.contact, { channels: ["salesforce"], now: new Date(clock.now) });

    const first = add();
    await outbox.kick();
    expect(store.deliveryState(first.id, "salesforce")?.failedAt).not.toBeNull();
    await run("check");
    // Forty-nine more for the same reason: still the one alert, counting fifty, listing the newest 20.
    for (let count = 0; count < 49; count += 1) add();
    await outbox.kick();
    await run("check");
    expectMessages("opened lead-refused");
    expect(hook.received[0]?.body).toMatchObject({ subject: "salesforce", count: 1 });
    const open = loadState(settings.paths.state).open["lead-refused:salesforce"];
    expect(open?.count).toBe(50);
    expect(open?.items).toHaveLength(20);
    expect(open?.items[0]).toMatch(/^[\w-]+ \(received .*: Saving the Lead failed: FIELD_CUSTOM_VALIDATION_EXCEPTION/);
    expect(open?.detail).toContain("FIELD_CUSTOM_VALIDATION_EXCEPTION: Phone is required");

    // Fixed in Salesforce, retried: delivered, and the alert clears.
    org.state.validate = null;
    store.retryRefused(undefined, clock.now);
    await outbox.kick();
    expect(store.outboxStats(clock.now).failed).toBe(0);
    await run("check");
    expectMessages("opened lead-refused", "resolved lead-refused");
  });

  it("a lead still undelivered after an hour, on a driven clock", async () => {
    const { run, expectMessages, settings, clock, hook } = await harness();
    const store = openStore(settings.paths.database);
    cleanups.push(() => store.close());
    const timers: Timers = { setTimeout: () => undefined, clearTimeout: () => {} };
    const dead = `http://127.0.0.1:${await freePort()}/hooks/inquiries`;
    const failing = createOutbox({
      store,
      channels: { webhook: webhookChannel({ url: dead, retryBaseMs: 1000 }) },
      now: () => clock.now,
      timers,
      log: () => {},
    });
    cleanups.push(() => failing.stop());
    const lead = store.addInquiry("home", validValues.home, { channels: ["webhook"], now: new Date(clock.now) });
    for (let minute = 0; minute <= 70; minute += 10) {
      await failing.kick();
      await run("check");
      clock.now += 10 * 60_000;
    }
    expectMessages("opened lead-stuck");
    expect(store.deliveryState(lead.id, "webhook")).toMatchObject({ deliveredAt: null, failedAt: null });
    expect(hook.received.at(-1)?.body).toMatchObject({ subject: "webhook", count: 1 });
    await failing.stop();

    const leadsHook = await startReceiver();
    cleanups.push(leadsHook.close);
    const working = createOutbox({
      store,
      channels: { webhook: webhookChannel({ url: leadsHook.url, retryBaseMs: 1000 }) },
      now: () => clock.now + HOUR,
      timers,
      log: () => {},
    });
    cleanups.push(() => working.stop());
    await working.kick();
    expect(leadsHook.succeeded(lead.id)).toBe(1);
    await run("check");
    expectMessages("opened lead-stuck", "resolved lead-stuck");
  });

  it("a booked call its consultant's calendar was down for, until the retried write lands", async () => {
    const { run, expectMessages, settings, clock, hook } = await harness();
    const radicale = await startRadicale(["jonas"]);
    cleanups.push(radicale.stop);
    const setting = {
      kind: "caldav" as const,
      url: await radicale.makeCalendar("jonas", "calls"),
      username: "jonas",
      password: passwordOf("jonas"),
      email: "jonas@summit.test",
    };
    const store = openStore(settings.paths.database);
    cleanups.push(() => store.close());
    const service = bookingService({
      store: bookingStore(store.database),
      calendars: new Map([["jonas-weber", caldavCalendar(setting)]]),
      settings: new Map([["jonas-weber", setting]]),
      consultantsIn,
      now: () => clock.now,
      log: () => {},
    });
    // The page read the times while the calendar answered; it is down when the visitor books.
    const choice = { language: "en", service: "salesforce-integration" };
    const [slot] = (await service.slotsFor(choice)).slots;
    await radicale.pause();
    const visitor = { name: "Ada Lovelace", email: "ada@example.org", company: null };
    const booked = await service.book(
      { ...choice, consultantId: "jonas-weber", start: slot?.start ?? 0, timeZone: "UTC" },
      visitor,
    );
    expect(booked.status).toBe("booked");
    await run("check");
    expectMessages();

    clock.now += 16 * 60_000;
    expect(await service.retryCalendarWrites()).toBe(0);
    await run("check");
    expectMessages("opened booking-calendar");
    expect(hook.received.at(-1)?.body).toMatchObject({ subject: "jonas-weber", count: 1 });

    await radicale.resume();
    expect(await service.retryCalendarWrites()).toBe(1);
    const id = booked.status === "booked" ? booked.booking.id : "";
    const event = await fetch(`${setting.url}${id}.ics`, { headers: { Authorization: radicale.auth("jonas") } });
    expect(await event.text()).toContain("ATTENDEE;CN=Ada Lovelace");
    await run("check");
    expectMessages("opened booking-calendar", "resolved booking-calendar");
  });

  it("a disk more than 90 % full", async () => {
    const { run, expectMessages, disk, smtp } = await harness();
    disk.percent = 90;
    await run("check");
    expectMessages();
    disk.percent = 95;
    await run("check");
    disk.percent = 99;
    await run("check");
    expectMessages("opened disk");
    expect(decodeQuotedPrintable(smtp.accepted[0]?.body ?? "")).toContain("is 95 % full");
    disk.percent = 60;
    await run("check");
    expectMessages("opened disk", "resolved disk");
  });

  it("the site check against a stopped server: an alert on the second failure in a row, resolved when it answers", async () => {
    const { run, expectMessages, origin, site, smtp } = await harness();
    // One failure, then a good answer: no alert (a lost request is not an outage).
    site.state.down = true;
    await run("check");
    site.state.down = false;
    await run("check");
    expectMessages();

    const port = await freePort();
    origin.url = `http://127.0.0.1:${port}`;
    await run("check");
    expectMessages();
    await run("check");
    await run("check");
    expectMessages("opened site");
    expect(decodeQuotedPrintable(smtp.accepted[0]?.body ?? "")).toContain(
      `http://127.0.0.1:${port}/api/health: ECONNREFUSED`,
    );

    await startSite(port);
    await run("check");
    expectMessages("opened site", "resolved site");
  });

  it("keeps a message the mail server did not take and sends it at the next run, once; never prints a secret", async () => {
    const { run, smtp, hook, settings, output } = await harness();
    await smtp.close();
    // A mail server login and a webhook token, as a real settings file has them.
    if (!settings.email) throw new Error("no e-mail settings");
    settings.email.smtpUrl = `smtp://alerts:mail-secret@127.0.0.1:${smtp.port}`;
    settings.webhookUrl = `${hook.url}?token=hook-secret`;
    await run("report", "deploy", "--detail", "build failed");
    expect(hook.received).toHaveLength(1);
    expect(loadState(settings.paths.state).unsent).toHaveLength(1);
    expect(output.join("\n")).toMatch(/The email alert .* could not be sent/);

    const mailbox = await startSmtpReceiver({ port: smtp.port, auth: { user: "alerts", pass: "mail-secret" } });
    cleanups.push(mailbox.close);
    await run("check");
    await run("check");
    expect(mailbox.accepted).toHaveLength(1);
    expect(mailbox.accepted[0]?.user).toBe("alerts");
    expect(hook.received).toHaveLength(1);
    expect(loadState(settings.paths.state).unsent).toHaveLength(0);
    const printed = `${output.join("\n")}${readFileSync(settings.paths.state, "utf8")}`;
    expect(printed).not.toContain("mail-secret");
    expect(printed).not.toContain("hook-secret");
  });

  it("refuses an unknown kind and a setting that does not parse, naming it without its value", async () => {
    const { run, output } = await harness();
    expect(await run("report", "everything")).toBe(2);
    expect(output.join("\n")).toContain("Usage:");
    expect(() => alertSettings({ ALERT_EMAIL: "ops@summit.test" })).toThrow(/SMTP_URL is not/);
    expect(() => alertSettings({ ALERT_EMAIL: "ops@summit.test", SMTP_URL: "http://u:secret@x" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
    expect(() => alertSettings({ ALERT_WEBHOOK_URL: "ftp://token@x" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("token") }),
    );
  });
});
