import type { AddressInfo, Server } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { defaultLanguage } from "../src/content/languages.ts";
import { localizedPath, paths } from "../src/content/paths.ts";
import { inquiryForms } from "../src/lib/forms/index.ts";
import { openAudit } from "./admin/audit.ts";
import { invitationMailer } from "./admin/invitation-mail.ts";
import { PRODUCTION_NEEDS_ORIGIN } from "./admin/origin.ts";
import { openPeople } from "./admin/people.ts";
import { createApp } from "./app.ts";
import { calendarsOf } from "./booking/calendars.ts";
import { invitationSender } from "./booking/invitation.ts";
import { leadLinks } from "./booking/lead-link.ts";
import { bookingLinkSecret, cancelPath, leadBookPath, signBooking, signLead } from "./booking/links.ts";
import { salesforceEvents } from "./booking/salesforce-event.ts";
import { bookingService } from "./booking/service.ts";
import { bookingConfig, bookWordsIn, consultantsIn } from "./booking/settings.ts";
import { type Booking, bookingStore } from "./booking/store.ts";
import { inquiryConfig } from "./inquiries/config.ts";
import { emailChannel } from "./inquiries/email.ts";
import { eraseOlderThan } from "./inquiries/erasure.ts";
import { type ChannelSender, createOutbox, webhookChannel } from "./inquiries/outbox.ts";
import { salesforceChannel, salesforceClient } from "./inquiries/salesforce.ts";
import { type Channel, openStore, SCREENED_RETENTION_DAYS } from "./inquiries/store.ts";
import { listen } from "./listen.ts";
import { measureConfig } from "./measure/config.ts";
import { openStats } from "./measure/store.ts";

type Env = Record<string, string | undefined>;

/** How often old aggregates, screened submissions, leads past LEAD_RETENTION_DAYS and audit rows are looked for (daily). */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The whole production server: the pre-rendered site from `root`, and lead capture configured
 * from `env` (docs/operators.md "Leads"): inquiries stored in SQLite and, when a webhook or SMTP is set,
 * forwarded and e-mailed through the outbox; the site's own measurement, kept as daily
 * aggregates in the same file (docs/authors.md "Measuring the site").
 * `server/index.ts` runs it for `npm start`; the API tests run the very same thing in-process.
 */
export async function startSite({
  env = process.env,
  root = env.SITE_ROOT || "build/client",
  port = Number(env.PORT ?? 3000),
  hostname = env.HOST ?? "0.0.0.0",
  log = console.error,
  now = Date.now,
}: {
  env?: Env;
  /** The server's clock, for the day an event is counted on and the retention (tests move it). */
  now?: () => number;
  root?: string;
  /** Where failed deliveries and storage faults are reported. */
  log?: (message: string) => void;
  port?: number;
  hostname?: string;
} = {}) {
  const config = inquiryConfig(env);
  const measure = measureConfig(env);
  const booking = bookingConfig(
    env,
    consultantsIn(defaultLanguage.code).map((consultant) => consultant.id),
  );
  if (env.NODE_ENV === "production" && !measure.adminOrigin) throw new Error(PRODUCTION_NEEDS_ORIGIN);
  const store = openStore(config.databasePath);
  const stats = openStats(config.databasePath);
  const people = openPeople(store.database);
  const audit = openAudit(store.database);
  const prune = () => {
    try {
      const deleted = stats.prune(new Date(now()), measure.retentionDays);
      if (deleted > 0) log(`Deleted ${deleted} daily aggregates older than ${measure.retentionDays} days.`);
      const screened = store.pruneScreened(new Date(now()));
      if (screened > 0) log(`Deleted ${screened} screened submissions older than ${SCREENED_RETENTION_DAYS} days.`);
    } catch (error) {
      log(`Could not delete old aggregates: ${String(error)}`);
    }
    // The retention of leads (LEAD_RETENTION_DAYS), erased as an erasure is: rows, then bytes.
    try {
      const erased = eraseOlderThan(store.database, config.leadRetentionDays, new Date(now()));
      if (erased > 0) {
        audit.append(
          {
            actor: "system",
            action: "retention",
            detail: `${erased} leads and screened submissions older than ${config.leadRetentionDays} days erased`,
          },
          now(),
        );
        log(`Erased ${erased} leads and screened submissions older than ${config.leadRetentionDays} days.`);
      }
      audit.flush(now());
      audit.prune(now(), config.auditRetentionDays);
      people.pruneSessions(now());
    } catch (error) {
      log(`Could not erase old leads: ${String(error)}`);
    }
  };
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS).unref();
  // With Salesforce on, each lead's e-mail waits (a minute at most) for Salesforce's answer, so
  // it can say whether a Lead was made, an existing record matched, or Salesforce refused it.
  const email = config.email
    ? emailChannel(config.email, {
        salesforce: config.salesforce
          ? { url: config.salesforce.url, state: (id) => store.deliveryState(id, "salesforce"), now }
          : undefined,
      })
    : undefined;
  const channels: Partial<Record<Channel, ChannelSender>> = {};
  if (config.webhookUrl)
    channels.webhook = webhookChannel({ url: config.webhookUrl, retryBaseMs: config.webhookRetryMs });
  if (email && config.email) channels.email = { ...email, retryBaseMs: config.email.retryMs };
  if (config.salesforce) channels.salesforce = salesforceChannel(config.salesforce);
  const salesforceClientFor = config.salesforce ? salesforceClient(config.salesforce) : null;
  const outbox = Object.keys(channels).length > 0 ? createOutbox({ store, channels, log }) : undefined;
  void outbox?.kick(); // deliveries a previous run still owed

  // /book offers times only with calendars to read them from; without, the page says to write instead.
  const linkSecret = bookingLinkSecret(store.database);
  // The invitation's cancel link is absolute, on the origin people reach the site at (ADMIN_ORIGIN).
  const cancelUrl = (booking: Booking) =>
    measure.adminOrigin
      ? `${measure.adminOrigin}${cancelPath(localizedPath(paths.book, booking.language), booking.id, signBooking(linkSecret, booking.id))}`
      : null;
  const invitations = config.email ? invitationSender(config.email, { log, now, cancelUrl }) : undefined;
  const bookings =
    booking.calendars.size > 0
      ? bookingService({
          store: bookingStore(store.database),
          calendars: calendarsOf(booking, { now }),
          settings: booking.calendars,
          consultantsIn,
          now,
          log,
          onBooked: invitations?.send,
          onCancelled: invitations?.sendCancellation,
          // A booking's visitor is a lead like a form's: stored, e-mailed to the team, in Salesforce.
          keepLead: (visitor, language, message) => {
            const company = visitor.company ? ` Company: ${visitor.company}.` : "";
            const result = inquiryForms.strategy.validate({
              name: visitor.name,
              email: visitor.email,
              message: `${message}${company}`,
            });
            if (!result.success) throw new Error("the visitor's details do not make a lead");
            const lead = store.addInquiry("strategy", result.data, {
              channels: outbox?.channels ?? [],
              now: new Date(now()),
              language,
            });
            void outbox?.kick();
            return lead.id;
          },
          linkSecret,
          cancelUrl,
        })
      : undefined;

  // A call booked while its calendar was down is written once the calendar answers again, and
  // each call becomes an Event on its Lead once Salesforce has the Lead.
  const events =
    bookings && salesforceClientFor
      ? salesforceEvents({
          db: store.database,
          createEvent: (record) => salesforceClientFor.createEvent(record),
          deleteEvent: (id) => salesforceClientFor.deleteEvent(id),
          updateEvent: (id, fields) => salesforceClientFor.updateEvent(id, fields),
          log,
        })
      : undefined;
  const bookingPass = async () => {
    await bookings?.retryCalendarWrites();
    await events?.run();
  };
  const retrying = bookings
    ? setInterval(() => void bookingPass().catch((error: unknown) => log(String(error))), 60_000).unref()
    : undefined;

  const app = createApp({
    root,
    booking: bookings
      ? {
          service: bookings,
          wordsIn: bookWordsIn,
          rateLimit: config.rateLimit,
          trustProxy: config.trustProxy,
          now,
          leadOf: leadLinks(store.database, linkSecret, now),
        }
      : undefined,
    inquiries: {
      ...config,
      store,
      channels: outbox?.channels ?? [],
      onStored: () => void outbox?.kick(),
      log,
      // A form's success offers to pick a time now, for the lead just sent, where calls can be booked.
      bookLink: bookings
        ? (id: string, language: string) =>
            leadBookPath(localizedPath(paths.book, language), id, signLead(linkSecret, id))
        : undefined,
    },
    measure: { stats, rateLimit: measure.eventRateLimit, trustProxy: config.trustProxy, now, log },
    admin: {
      store,
      stats,
      trustProxy: config.trustProxy,
      origin: measure.adminOrigin,
      sendInvitation: config.email ? invitationMailer(config.email) : undefined,
      eraseSalesforceLead: salesforceClientFor ? (id: string) => salesforceClientFor.eraseLead(id) : undefined,
      onResend: () => void outbox?.kick(),
      cancelBooking: bookings
        ? async (id: string, by: string) => (await bookings.cancelByTeam(id, by)) !== null
        : undefined,
      // The content branches' previews, served on the editor's host (server/admin/previews.ts).
      previews: {
        dir: env.PREVIEWS_DIR || "/srv/summit-cloud/previews",
        origin: env.PREVIEW_ORIGIN ? new URL(env.PREVIEW_ORIGIN).origin : null,
      },
      now,
    },
  });

  // On a server, on the socket summit-cloud@.socket holds (ADR 041); elsewhere on port and hostname.
  const server = createAdaptorServer({ fetch: app.fetch, hostname });
  await listen(server as Server, env, port, hostname);
  const address = server.address() as AddressInfo;

  return {
    config,
    measure,
    store,
    stats,
    port: address.port,
    url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${address.port}`,
    /** The bookings' minute job (calendar writes and invitations owed, Salesforce Events), run now. */
    bookingPass,
    /** The daily job (aggregates, leads past the retention, audit rows, sessions), run now. */
    daily: prune,
    /** Stops taking requests, lets an in-flight delivery finish, closes the database. */
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(pruning);
      clearInterval(retrying);
      await outbox?.stop();
      email?.close();
      invitations?.close();
      stats.close();
      store.close();
    },
  };
}
