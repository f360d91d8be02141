import { afterEach } from "vitest";
import type { SalesforceConfig } from "../inquiries/config.ts";
import { emailChannel } from "../inquiries/email.ts";
import { createOutbox, type Timers } from "../inquiries/outbox.ts";
import { salesforceChannel } from "../inquiries/salesforce.ts";
import { type Channel, type Lead, openStore } from "../inquiries/store.ts";
import { validValues } from "./helpers.ts";
import { type SalesforceReceiver, startSalesforce } from "./salesforce-receiver.ts";
import { decodeQuotedPrintable, startSmtpReceiver } from "./smtp-receiver.ts";
import { linkedinVisit } from "./visits.ts";

/**
 * What the Salesforce channel's test files share: a Salesforce-shaped server on a loopback port
 * (salesforce-receiver.ts) with one Campaign, the channel's settings for it, and a store whose
 * outbox runs on a clock driven by hand, so an outage of minutes takes milliseconds.
 */
export const campaignId = "701000000000AAAAAA";
/** The shared LinkedIn visit (visits.ts), from the campaign the org knows as campaignId. */
export const linkedin = { ...linkedinVisit, referrerHost: "www.linkedin.com", utmCampaign: "q1-devops" };

/** The channel's settings for `org`: the q1-devops campaign mapped, a second's retry. */
export function settings(org: SalesforceReceiver, extra: Partial<SalesforceConfig> = {}): SalesforceConfig {
  return {
    url: org.url,
    clientId: org.clientId,
    clientSecret: org.clientSecret,
    apiVersion: "66.0",
    leadSource: "Web",
    externalIdField: "Website_Inquiry_Id__c",
    campaigns: { "q1-devops": campaignId },
    allowDuplicates: false,
    erasure: "delete",
    retryMs: 1000,
    timeoutMs: 2000,
    ...extra,
  };
}

/**
 * Call once per test file: `salesforce` starts an org, `harness` a store and outbox around it, and
 * everything they (or the test, through `cleanups`) start is closed after each test, last first.
 */
export function salesforceTests() {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function salesforce(options: Parameters<typeof startSalesforce>[0] = {}) {
    const org = await startSalesforce({ campaigns: [campaignId], ...options });
    cleanups.push(org.close);
    return org;
  }

  /** A store, the outbox on a clock driven by hand, Salesforce and (optionally) e-mail channels. */
  async function harness(org: SalesforceReceiver, extra: Partial<SalesforceConfig> = {}, { mail = false } = {}) {
    const state = { clock: Date.parse("2026-11-23T09:00:00Z") };
    const timers: Timers = { setTimeout: () => undefined, clearTimeout: () => {} };
    const store = openStore(":memory:");
    cleanups.push(() => store.close());
    const smtp = mail ? await startSmtpReceiver() : undefined;
    if (smtp) cleanups.push(smtp.close);
    const config = settings(org, extra);
    const email = smtp
      ? emailChannel(
          { smtpUrl: smtp.url, to: ["sales@summit.example"], from: "web@summit.example", retryMs: 1000 },
          {
            salesforce: {
              url: config.url,
              state: (id) => store.deliveryState(id, "salesforce"),
              now: () => state.clock,
            },
          },
        )
      : undefined;
    if (email) cleanups.push(() => email.close());
    const log: string[] = [];
    const outbox = createOutbox({
      store,
      channels: { salesforce: salesforceChannel(config), ...(email ? { email: { ...email, retryBaseMs: 1000 } } : {}) },
      now: () => state.clock,
      timers,
      log: (line) => log.push(line),
    });
    cleanups.push(() => outbox.stop());
    const channels: Channel[] = email ? ["salesforce", "email"] : ["salesforce"];
    return {
      state,
      store,
      smtp,
      log,
      outbox,
      add: (form: Lead["form"] = "contact", attribution: Lead["attribution"] = linkedin) =>
        store.addInquiry(form, validValues[form] as never, { channels, attribution, now: new Date(state.clock) }),
      /** Every pass the server would make over `ms`, one each `step`. */
      async run(ms: number, step = 1000) {
        for (let passed = 0; passed < ms; passed += step) {
          await outbox.kick();
          state.clock += step;
        }
        await outbox.kick();
      },
      mailText: (lead: Lead) => smtp?.forLead(lead.id).map((message) => decodeQuotedPrintable(message.body)) ?? [],
    };
  }

  return { cleanups, salesforce, harness };
}
