// @vitest-environment node

import { describe, expect, it } from "vitest";
import { validValues } from "../test/helpers.ts";
import { campaignId, linkedin, salesforceTests } from "../test/salesforce-harness.ts";
import type { SfError } from "../test/salesforce-receiver.ts";
import { languageCampaignKey } from "./salesforce.ts";

/**
 * The Salesforce channel against a server on a loopback port that answers like Salesforce's REST
 * API (server/test/salesforce-receiver.ts) and keeps the Leads it holds, so each test counts what
 * the sales team would find in the org. Time is a clock driven by hand: an outage of minutes
 * takes milliseconds.
 */
const { salesforce, harness } = salesforceTests();

describe("the Salesforce channel, against a Salesforce-shaped server", { timeout: 30_000 }, () => {
  it("makes exactly one Lead with the fields, attribution and campaign membership, keyed by the lead id", async () => {
    const org = await salesforce();
    const { store, add, run } = await harness(org);
    const lead = add();
    await run(0);

    expect(org.leads).toHaveLength(1);
    expect(org.leadsWith(lead.id)).toEqual([
      expect.objectContaining({
        FirstName: "Ana",
        LastName: "Ruiz",
        Email: "ana.ruiz@example.org",
        Company: "City of Example",
        Title: "CRM Director",
        LeadSource: "Web",
        Website_Inquiry_Id__c: lead.id,
        Landing_Page__c: "/expertise/services/devops",
        Referrer_Host__c: "www.linkedin.com",
        UTM_Source__c: "linkedin",
        UTM_Medium__c: "social",
        UTM_Campaign__c: "q1-devops",
      }),
    ]);
    const [saved] = org.leads;
    expect(org.campaignMembers).toEqual([
      expect.objectContaining({ CampaignId: campaignId, LeadId: saved?.Id, Status: "Responded" }),
    ]);
    expect(store.deliveryState(lead.id, "salesforce")).toMatchObject({ remoteId: saved?.Id, outcome: null });
    expect(store.deliveryState(lead.id, "salesforce")?.deliveredAt).not.toBeNull();
    // One token, one describe for the process, however many leads follow.
    add("home");
    await run(0);
    expect(org.state.tokensIssued).toBe(1);
    expect(org.requests.filter((request) => request.path.endsWith("/describe"))).toHaveLength(1);
    expect(org.leads).toHaveLength(2);
  });

  for (const utmCampaign of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    it(`takes utm_campaign=${utmCampaign} as an unmapped campaign: one Lead, delivered, no CampaignMember call`, async () => {
      const org = await salesforce();
      const { store, add, run, mailText } = await harness(org, {}, { mail: true });
      const lead = add("contact", { ...linkedin, utmCampaign });
      await run(0);
      expect(org.leadsWith(lead.id)).toEqual([expect.objectContaining({ UTM_Campaign__c: utmCampaign })]);
      expect(org.requests.filter((request) => request.path.endsWith("/CampaignMember"))).toEqual([]);
      expect(store.deliveryState(lead.id, "salesforce")).toMatchObject({ failedAt: null, lastError: null });
      expect(store.deliveryState(lead.id, "salesforce")?.deliveredAt).not.toBeNull();
      expect(mailText(lead)[0]).toContain(`In Salesforce: Lead ${org.leads[0]?.Id}`);
    });
  }

  it("maps a language to a Campaign: a German lead without a mapped utm_campaign joins the German one", async () => {
    const germanCampaign = "701000000000GERMAN";
    const org = await salesforce({ campaigns: [campaignId, germanCampaign] });
    const { store, run, state } = await harness(org, {
      campaigns: { "q1-devops": campaignId, [languageCampaignKey("de")]: germanCampaign },
    });
    const add = (language: string | null, utmCampaign?: string) =>
      store.addInquiry("contact", validValues.contact, {
        channels: ["salesforce"],
        attribution: { ...linkedin, utmCampaign },
        language,
        now: new Date(state.clock),
      });
    const german = add("de");
    const germanFromQ1 = add("de", "q1-devops");
    const english = add("en");
    // A link's utm_campaign cannot pick a language's Campaign.
    const spoofed = add("en", "language:de");
    await run(0);
    const joined = (leadId: string) => {
      const saved = org.leadsWith(leadId)[0]?.Id;
      return org.campaignMembers.filter((member) => member.LeadId === saved).map((member) => member.CampaignId);
    };
    expect(joined(german.id)).toEqual([germanCampaign]);
    expect(joined(germanFromQ1.id)).toEqual([campaignId]);
    expect(joined(english.id)).toEqual([]);
    expect(joined(spoofed.id)).toEqual([]);
    expect(org.leadsWith(german.id)).toEqual([expect.objectContaining({ Preferred_Language__c: "de" })]);
  });

  it("keeps a Lead that its Campaign refused delivered, and notes the refusal on it and in the log", async () => {
    const org = await salesforce({ campaigns: [] }); // the mapped Campaign was deleted in the org
    const { store, add, run, mailText, log } = await harness(org, {}, { mail: true });
    const lead = add();
    await run(0);
    expect(org.leadsWith(lead.id)).toHaveLength(1);
    expect(org.requests.filter((request) => request.path.endsWith("/CampaignMember")).map((r) => r.status)).toEqual([
      400,
    ]);
    const state = store.deliveryState(lead.id, "salesforce");
    expect(state).toMatchObject({ failedAt: null, remoteId: org.leads[0]?.Id, attempts: 1 });
    expect(state?.deliveredAt).not.toBeNull();
    expect(state?.lastError).toMatch(/^Saved, but not added to its Campaign: .*FIELD_INTEGRITY_EXCEPTION/);
    expect(log.join("\n")).toContain(`Salesforce delivery of inquiry ${lead.id}: Saved, but not added to its Campaign`);
    const mail = mailText(lead)[0] ?? "";
    expect(mail).toContain(`In Salesforce: Lead ${org.leads[0]?.Id}`);
    expect(mail).toContain("Not added to its Campaign");
    expect(mail).not.toContain("NOT saved");
    // Not retried: the Lead is there, and a second pass sends nothing more.
    await run(60_000);
    expect(org.requests.filter((request) => request.path.endsWith("/CampaignMember"))).toHaveLength(1);
  });

  it("sent again, updates the same Lead and counts 'already a campaign member' as done", async () => {
    const org = await salesforce();
    const { store, add, run, state } = await harness(org);
    const lead = add();
    await run(0);
    expect(store.resend(lead.id, "salesforce", state.clock)).toBe(true);
    await run(0);
    expect(org.leadsWith(lead.id)).toHaveLength(1);
    expect(org.requests.filter((request) => request.method === "PATCH").map((request) => request.status)).toEqual([
      201, 200,
    ]);
    expect(org.requests.filter((request) => request.path.endsWith("/CampaignMember")).map((r) => r.status)).toEqual([
      201, 400,
    ]);
    expect(org.campaignMembers).toHaveLength(1);
    expect(store.deliveryState(lead.id, "salesforce")?.deliveredAt).not.toBeNull();
  });

  it("gets one new token when the session expires mid-run, and makes no second Lead", async () => {
    const org = await salesforce();
    const { store, add, run } = await harness(org);
    const first = add();
    await run(0);
    org.expireTokens();
    const second = add("home");
    await run(0);
    expect(org.state.tokensIssued).toBe(2);
    expect(org.requests.filter((request) => request.status === 401)).toHaveLength(1);
    expect(org.leadsWith(first.id)).toHaveLength(1);
    expect(org.leadsWith(second.id)).toHaveLength(1);
    expect(org.leads).toHaveLength(2);
    expect(store.deliveryState(second.id, "salesforce")?.attempts).toBe(1);
  });

  for (const misspelt of [false, true]) {
    it(`marks a duplicate-rule match with the record ids (${misspelt ? "duplicateResut" : "duplicateResult"}), and the e-mail says so`, async () => {
      const org = await salesforce();
      const existing = org.seedLead({ LastName: "Ruiz", Email: "ana.ruiz@example.org", Company: "City of Example" });
      org.state.misspelt = misspelt;
      org.state.duplicates = (record) => (record.Email === existing.Email ? [existing.Id] : []);
      const { store, add, run, mailText, log } = await harness(org, {}, { mail: true });
      const lead = add();
      await run(0);

      expect(org.leads).toHaveLength(1); // only the record that was there
      expect(store.deliveryState(lead.id, "salesforce")).toMatchObject({ outcome: "matched", remoteId: existing.Id });
      // The existing Lead still joins the campaign the visit came from.
      expect(org.campaignMembers).toEqual([expect.objectContaining({ LeadId: existing.Id, CampaignId: campaignId })]);
      expect(mailText(lead)).toHaveLength(1);
      expect(mailText(lead)[0]).toContain("In Salesforce: matched an existing record, so no new Lead was made");
      expect(mailText(lead)[0]).toContain(
        `Existing record: ${existing.Id}  ${org.url}/lightning/r/Lead/${existing.Id}/view`,
      );
      expect(log).toEqual([]);
    });
  }

  it("saves past a duplicate rule with SALESFORCE_ALLOW_DUPLICATES, sending Sforce-Duplicate-Rule-Header", async () => {
    const org = await salesforce();
    const existing = org.seedLead({ LastName: "Ruiz", Email: "ana.ruiz@example.org", Company: "City of Example" });
    org.state.duplicates = () => [existing.Id];
    const { store, add, run } = await harness(org, { allowDuplicates: true });
    const lead = add();
    await run(0);
    expect(org.leadsWith(lead.id)).toHaveLength(1);
    expect(store.deliveryState(lead.id, "salesforce")?.outcome).toBeNull();
    expect(org.requests.find((request) => request.method === "PATCH")?.duplicateHeader).toBe("allowSave=true");
  });

  it("marks a validation rule's refusal as failed for good with Salesforce's message; the lead is kept and mailed", async () => {
    const org = await salesforce();
    const rule: SfError = {
      message: "Public sector leads need a phone number",
      errorCode: "FIELD_CUSTOM_VALIDATION_EXCEPTION",
      fields: [],
    };
    org.state.validate = (record) => (record.Company === "City of Example" ? rule : null);
    const { store, add, run, mailText } = await harness(org, {}, { mail: true });
    const lead = add();
    await run(10_000);
    const state = store.deliveryState(lead.id, "salesforce");
    expect(state?.failedAt).not.toBeNull();
    expect(state?.attempts).toBe(1);
    expect(state?.lastError).toBe(
      "Saving the Lead failed: FIELD_CUSTOM_VALIDATION_EXCEPTION: Public sector leads need a phone number",
    );
    expect(org.leads).toHaveLength(0);
    expect(store.listLeads({ failed: true }).map((row) => row.id)).toEqual([lead.id]);
    expect(store.outboxStats().channels.salesforce).toEqual({ pending: 0, failed: 1 });
    expect(mailText(lead)).toHaveLength(1);
    expect(mailText(lead)[0]).toContain(
      "In Salesforce: NOT saved. Salesforce refused it: Saving the Lead failed: FIELD_CUSTOM_VALIDATION_EXCEPTION",
    );
  });

  it("delivers after Salesforce was down for two minutes (and the e-mail goes after one, saying so)", async () => {
    const org = await salesforce();
    org.state.down = true;
    const { store, add, run, mailText } = await harness(org, {}, { mail: true });
    const lead = add();
    await run(120_000);
    const owed = store.deliveryState(lead.id, "salesforce");
    expect(owed).toMatchObject({ deliveredAt: null, failedAt: null });
    expect(owed?.lastError).toMatch(/HTTP 503|SERVER_UNAVAILABLE/);
    // Backing off: 1, 2, 4 … 64 s, not one attempt a second.
    expect(owed?.attempts).toBeGreaterThanOrEqual(5);
    expect(owed?.attempts).toBeLessThanOrEqual(8);
    expect(mailText(lead)).toHaveLength(1);
    expect(mailText(lead)[0]).toContain("In Salesforce: not yet, still retrying");

    org.state.down = false;
    await run(130_000);
    expect(store.deliveryState(lead.id, "salesforce")?.deliveredAt).not.toBeNull();
    expect(org.leadsWith(lead.id)).toHaveLength(1);
    expect(mailText(lead)).toHaveLength(1);
  });

  it("retries REQUEST_LIMIT_EXCEEDED and refuses a 300 (several Leads with the lead's id)", async () => {
    const org = await salesforce();
    org.state.limitExceeded = 2;
    const { store, add, run } = await harness(org);
    const limited = add();
    await run(0);
    expect(store.deliveryState(limited.id, "salesforce")?.lastError).toMatch(/REQUEST_LIMIT_EXCEEDED/);
    await run(5_000);
    expect(org.leadsWith(limited.id)).toHaveLength(1);

    const twice = add("home");
    org.seedLead({ LastName: "A", Company: "A", Website_Inquiry_Id__c: twice.id });
    org.seedLead({ LastName: "B", Company: "B", Website_Inquiry_Id__c: twice.id });
    await run(0);
    expect(store.deliveryState(twice.id, "salesforce")?.failedAt).not.toBeNull();
    expect(store.deliveryState(twice.id, "salesforce")?.lastError).toMatch(/^Several Leads already carry/);
  });

  it("keeps a lead owed while the org lacks the external-id field, and finds the Lead id on API versions before 46", async () => {
    const org = await salesforce();
    org.removeField("Website_Inquiry_Id__c");
    const { store, add, run } = await harness(org);
    const lead = add();
    await run(0);
    expect(store.deliveryState(lead.id, "salesforce")).toMatchObject({ failedAt: null, deliveredAt: null });
    expect(store.deliveryState(lead.id, "salesforce")?.lastError).toMatch(/NOT_FOUND: Provided external ID field/);

    const old = await salesforce();
    const legacy = await harness(old, { apiVersion: "45.0" });
    const first = legacy.add();
    await legacy.run(0);
    legacy.store.resend(first.id, "salesforce", legacy.state.clock);
    await legacy.run(0);
    expect(old.requests.filter((request) => request.method === "PATCH").map((r) => r.status)).toEqual([201, 204]);
    expect(legacy.store.deliveryState(first.id, "salesforce")?.remoteId).toBe(old.leads[0]?.Id);
  });
});
