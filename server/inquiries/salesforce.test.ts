// @vitest-environment node

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { campaignId, linkedin } from "../test/salesforce-harness.ts";
import { customLeadFields } from "../test/salesforce-receiver.ts";
import { inquiryConfig } from "./config.ts";
import { attributionFields, languageField, leadRecord, matchedIds, splitName } from "./salesforce.ts";
import type { Lead } from "./store.ts";

/**
 * Leads into Salesforce, without a server: the settings, how one inquiry becomes one Lead, and the
 * org's metadata in deploy/salesforce/. The channel against a Salesforce-shaped server is in
 * salesforce-channel.test.ts, the whole server with it in salesforce-server.test.ts.
 */
describe("Salesforce settings", () => {
  const base = {
    SALESFORCE_URL: "https://acme.my.salesforce.com",
    SALESFORCE_CLIENT_ID: "id",
    SALESFORCE_CLIENT_SECRET: "s3cr3t-value",
  };

  it("are off without SALESFORCE_URL and read each setting with its default", () => {
    expect(inquiryConfig({}).salesforce).toBeNull();
    expect(inquiryConfig(base).salesforce).toEqual({
      url: "https://acme.my.salesforce.com",
      clientId: "id",
      clientSecret: "s3cr3t-value",
      apiVersion: "66.0",
      leadSource: "Web",
      externalIdField: "Website_Inquiry_Id__c",
      campaigns: {},
      allowDuplicates: false,
      erasure: "delete",
      retryMs: 5000,
      timeoutMs: 20_000,
    });
    expect(
      inquiryConfig({
        ...base,
        SALESFORCE_API_VERSION: "v62.0",
        SALESFORCE_LEAD_SOURCE: "Website",
        SALESFORCE_CAMPAIGNS: `{"q1-devops":"${campaignId}"}`,
        SALESFORCE_ALLOW_DUPLICATES: "1",
        SALESFORCE_ERASURE: "anonymize",
      }).salesforce,
    ).toMatchObject({
      apiVersion: "62.0",
      leadSource: "Website",
      campaigns: { "q1-devops": campaignId },
      allowDuplicates: true,
      erasure: "anonymise",
    });
  });

  it("take plain http only for a loopback address, and never repeat the secret in an error", () => {
    expect(inquiryConfig({ ...base, SALESFORCE_URL: "http://127.0.0.1:8600" }).salesforce?.url).toBe(
      "http://127.0.0.1:8600",
    );
    expect(() => inquiryConfig({ ...base, SALESFORCE_URL: "http://acme.my.salesforce.com" })).toThrow(
      /must start with "https:\/\/"/,
    );
    expect(() => inquiryConfig({ ...base, SALESFORCE_CLIENT_SECRET: "" })).toThrow(/SALESFORCE_CLIENT_SECRET is not/);
    expect(() => inquiryConfig({ ...base, SALESFORCE_CAMPAIGNS: "{bad" })).toThrow(/SALESFORCE_CAMPAIGNS must be JSON/);
    expect(
      inquiryConfig({ ...base, SALESFORCE_CAMPAIGNS: `{"language:de":"${campaignId}"}` }).salesforce?.campaigns,
    ).toEqual({ "language:de": campaignId });
    expect(() => inquiryConfig({ ...base, SALESFORCE_CAMPAIGNS: `{"language:xx":"${campaignId}"}` })).toThrow(
      /SALESFORCE_CAMPAIGNS: language:xx is not a language of the site \(.*: en, de, fr\)/,
    );
    expect(() => inquiryConfig({ SALESFORCE_CLIENT_SECRET: "s3cr3t-value" })).toThrow(/SALESFORCE_URL is not/);
    for (const env of [
      { ...base, SALESFORCE_URL: "ftp://x" },
      { ...base, SALESFORCE_API_VERSION: "latest" },
      { ...base, SALESFORCE_EXTERNAL_ID_FIELD: "Id" },
      { ...base, SALESFORCE_ALLOW_DUPLICATES: "maybe" },
      { ...base, SALESFORCE_ERASURE: "forget" },
    ]) {
      expect(() => inquiryConfig(env)).toThrow();
      try {
        inquiryConfig(env);
      } catch (error) {
        expect(String(error)).not.toContain("s3cr3t-value");
      }
    }
  });
});

describe("one inquiry as one Lead", () => {
  const lead = (over: Partial<Lead>): Lead => ({
    id: "6f1c1a34-2b7e-4f0e-9c55-1d0f2a3b4c5d",
    form: "contact",
    receivedAt: "2026-11-23T09:00:00.000Z",
    name: "Ana Ruiz",
    email: "ana.ruiz@example.org",
    company: null,
    role: null,
    subject: "Public Sector Solutions",
    message: "A permitting portal.",
    submission: {},
    attribution: null,
    language: null,
    ...over,
  });

  it("splits the name (one word is the last name) and falls back to the e-mail's domain for the company", () => {
    expect(splitName("Ana Maria Ruiz")).toEqual({ FirstName: "Ana Maria", LastName: "Ruiz" });
    expect(splitName("Prince")).toEqual({ LastName: "Prince" });
    const record = leadRecord(lead({ role: "CRM Director" }), { leadSource: "Web" }, new Set());
    expect(record).toMatchObject({
      FirstName: "Ana",
      LastName: "Ruiz",
      Email: "ana.ruiz@example.org",
      Company: "example.org",
      Title: "CRM Director",
      LeadSource: "Web",
    });
    expect(record.Description).toBe(
      "Form: Contact form\nSubject: Public Sector Solutions\nMessage:\nA permitting portal.\n" +
        "Website lead id: 6f1c1a34-2b7e-4f0e-9c55-1d0f2a3b4c5d",
    );
  });

  it("puts the attribution only into the custom fields the org has", () => {
    const record = leadRecord(lead({ attribution: linkedin }), { leadSource: "Web" }, new Set(["UTM_Source__c"]));
    expect(record.UTM_Source__c).toBe("linkedin");
    expect(Object.keys(record).filter((key) => key.endsWith("__c"))).toEqual(["UTM_Source__c"]);
  });

  it("sends the page's language to Preferred_Language__c only when it is known and the org has the field", () => {
    const all = new Set(["Preferred_Language__c"]);
    expect(leadRecord(lead({ language: "de" }), { leadSource: "Web" }, all).Preferred_Language__c).toBe("de");
    expect(leadRecord(lead({ language: null }), { leadSource: "Web" }, all)).not.toHaveProperty(
      "Preferred_Language__c",
    );
    expect(leadRecord(lead({ language: "de" }), { leadSource: "Web" }, new Set())).not.toHaveProperty(
      "Preferred_Language__c",
    );
  });

  it("reads the matched record ids from either spelling of duplicateResult", () => {
    const result = { matchResults: [{ matchRecords: [{ record: { Id: "00Q1" } }, { record: { Id: "00Q2" } }] }] };
    expect(matchedIds({ errorCode: "DUPLICATES_DETECTED", message: "", duplicateResult: result })).toEqual([
      "00Q1",
      "00Q2",
    ]);
    expect(matchedIds({ errorCode: "DUPLICATES_DETECTED", message: "", duplicateResut: result })).toEqual([
      "00Q1",
      "00Q2",
    ]);
  });
});

describe("deploy/salesforce/", () => {
  it("holds every custom field the channel writes, and the manifest and permission set list each", () => {
    const wanted = ["Website_Inquiry_Id__c", ...Object.values(attributionFields), languageField].sort();
    const dir = "deploy/salesforce/force-app/main/default/objects/Lead/fields";
    const files = readdirSync(dir).map((file) => file.replace(".field-meta.xml", ""));
    expect(files.sort()).toEqual(wanted);
    expect([...customLeadFields].sort()).toEqual(wanted);
    const key = readFileSync(`${dir}/Website_Inquiry_Id__c.field-meta.xml`, "utf8");
    expect(key).toContain("<externalId>true</externalId>");
    expect(key).toContain("<unique>true</unique>");
    const manifest = readFileSync("deploy/salesforce/manifest/package.xml", "utf8");
    const permissions = readFileSync(
      "deploy/salesforce/force-app/main/default/permissionsets/Website_Lead_Integration.permissionset-meta.xml",
      "utf8",
    );
    for (const field of wanted) {
      expect(manifest).toContain(`<members>Lead.${field}</members>`);
      expect(permissions).toContain(`<field>Lead.${field}</field>`);
    }
  });
});
