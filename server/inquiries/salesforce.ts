import { attributionKeys } from "../../src/lib/forms/attribution.ts";
import { answersOf } from "../../src/lib/forms/lead-fields.ts";
import type { SalesforceConfig } from "./config.ts";
import { oneLine } from "./email.ts";
import type { ChannelSender, DeliveryOutcome } from "./outbox.ts";
import type { Lead } from "./store.ts";

/**
 * The Salesforce channel of the outbox (docs/decisions/018-leads-in-salesforce.md): each lead
 * becomes one Lead in the consultancy's org through the REST API, with `fetch` and this small
 * typed client rather than a library (the ADR says why).
 *
 * - Token: OAuth 2.0 client credentials (`POST <url>/services/oauth2/token`), kept in memory and
 *   fetched again once when Salesforce answers 401 INVALID_SESSION_ID.
 * - Exactly once: `PATCH /sobjects/Lead/<external id field>/<our lead id>` is an upsert, so a
 *   retry after a timeout or a crash updates the Lead the first attempt made instead of adding one.
 * - Attribution goes into custom fields only when the org has them (Lead describe, cached).
 * - Salesforce's answers are sorted into delivered / retry / refused like every other channel's.
 *
 * The client secret and the access token never leave this module: no message built here
 * contains either, whatever Salesforce answers.
 */

/** One entry of the error array Salesforce answers a refused REST call with. */
export type SalesforceError = {
  message: string;
  errorCode: string;
  fields?: string[];
  duplicateResult?: DuplicateResult;
  /** Salesforce has sent the key misspelt like this in some releases; read both. */
  duplicateResut?: DuplicateResult;
};

export type DuplicateResult = {
  allowSave?: boolean;
  duplicateRule?: string;
  errorMessage?: string;
  matchResults?: {
    entityType?: string;
    matchRecords?: { record?: { Id?: string; attributes?: { type?: string } } }[];
  }[];
};

/** The Lead custom fields that carry how the visit found us (deploy/salesforce/). */
/** The Lead field the page's language goes to (deploy/salesforce: Preferred_Language__c). */
export const languageField = "Preferred_Language__c";

export const attributionFields = {
  landingPath: "Landing_Page__c",
  referrerHost: "Referrer_Host__c",
  utmSource: "UTM_Source__c",
  utmMedium: "UTM_Medium__c",
  utmCampaign: "UTM_Campaign__c",
  utmTerm: "UTM_Term__c",
  utmContent: "UTM_Content__c",
} as const satisfies Record<(typeof attributionKeys)[number], string>;

/** Errors that are this lead's own (a value the org will not take): retrying cannot help. */
const permanentCodes = new Set([
  "INVALID_FIELD",
  "REQUIRED_FIELD_MISSING",
  "FIELD_CUSTOM_VALIDATION_EXCEPTION",
  "FIELD_INTEGRITY_EXCEPTION",
  "INVALID_EMAIL_ADDRESS",
  "STRING_TOO_LONG",
  "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST",
  "MALFORMED_ID",
  "JSON_PARSER_ERROR",
]);

/** A failure worth another attempt later (network, 5xx, limits, the setup being wrong). */
export class SalesforceRetry extends Error {}
/** Salesforce refused this lead for good. */
export class SalesforceRefusal extends Error {}

/** Last name and first name: one word is a last name (Salesforce requires LastName). */
export function splitName(name: string): { FirstName?: string; LastName: string } {
  const words = oneLine(name, 200).split(" ").filter(Boolean);
  if (words.length <= 1) return { LastName: words[0] ?? "(unknown)" };
  return { FirstName: words.slice(0, -1).join(" ").slice(0, 40), LastName: (words.at(-1) as string).slice(0, 80) };
}

const formNames: Record<Lead["form"], string> = {
  home: "Home page inquiry",
  contact: "Contact form",
  strategy: "Strategy call request",
};

/** The Lead's fields for one of our leads; attribution only into the fields the org has. */
export function leadRecord(lead: Lead, config: Pick<SalesforceConfig, "leadSource">, orgFields: ReadonlySet<string>) {
  const domain = lead.email.split("@")[1] ?? lead.email;
  const description = [
    `Form: ${formNames[lead.form]}`,
    // What the visitor answered beyond the Lead's own fields (a ticked box, a choice).
    ...answersOf(lead).map((answer) => `${answer.label}: ${answer.text}`),
    lead.subject ? `Subject: ${lead.subject}` : "",
    lead.message ? `Message:\n${lead.message}` : "",
    `Website lead id: ${lead.id}`,
  ].filter(Boolean);
  const record: Record<string, string> = {
    ...splitName(lead.name),
    Email: lead.email,
    Company: (lead.company || domain).slice(0, 255),
    LeadSource: config.leadSource,
    Description: description.join("\n").slice(0, 32_000),
  };
  if (lead.role) record.Title = lead.role.slice(0, 128);
  for (const key of attributionKeys) {
    const value = lead.attribution?.[key];
    const field = attributionFields[key];
    if (value && orgFields.has(field)) record[field] = value;
  }
  // The page's language ("de"), like the attribution: only when known and the org has the field.
  if (lead.language && orgFields.has(languageField)) record[languageField] = lead.language;
  return record;
}

/** The record ids a DUPLICATES_DETECTED error names, from either spelling of its key. */
export function matchedIds(error: SalesforceError): string[] {
  const result = error.duplicateResult ?? error.duplicateResut;
  const ids = (result?.matchResults ?? []).flatMap((match) =>
    (match.matchRecords ?? []).map((entry) => entry.record?.Id).filter((id): id is string => Boolean(id)),
  );
  return [...new Set(ids)];
}

function errorsOf(body: unknown): SalesforceError[] {
  if (!Array.isArray(body)) return [];
  return body.filter(
    (entry): entry is SalesforceError => typeof entry === "object" && entry !== null && "errorCode" in entry,
  );
}

/** `FIELD_CUSTOM_VALIDATION_EXCEPTION: Phone or e-mail is required (Email)`, on one line. */
export function describeErrors(errors: SalesforceError[], status: number): string {
  if (errors.length === 0) return `HTTP ${status}`;
  return errors
    .map((error) => {
      const fields = error.fields?.length ? ` (${error.fields.join(", ")})` : "";
      return `${error.errorCode}: ${oneLine(String(error.message ?? ""), 300)}${fields}`;
    })
    .join("; ");
}

type Fetch = typeof globalThis.fetch;

export type SalesforceClientOptions = { fetch?: Fetch };

/**
 * The few REST calls the channel makes, with the token handled here: fetched on first use, and
 * again (once per call) when Salesforce says the session expired.
 */
export function salesforceClient(config: SalesforceConfig, { fetch = globalThis.fetch }: SalesforceClientOptions = {}) {
  let token: string | null = null;
  let leadFields: Set<string> | null = null;
  const base = `${config.url}/services/data/v${config.apiVersion}`;

  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "network error";
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      throw new SalesforceRetry(`Salesforce could not be reached (${reason}${cause})`);
    }
  }

  /** A new access token (client credentials flow). Throws a retry naming what is wrong, never the secret. */
  async function fetchToken(): Promise<string> {
    const response = await request(`${config.url}/services/oauth2/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && typeof body?.access_token === "string") {
      token = body.access_token;
      return token;
    }
    const code = typeof body?.error === "string" ? body.error : `HTTP ${response.status}`;
    const detail = typeof body?.error_description === "string" ? `: ${oneLine(body.error_description, 200)}` : "";
    throw new SalesforceRetry(`Salesforce refused the app's login (${code}${detail})`);
  }

  /** One REST call with the token; on 401 INVALID_SESSION_ID one new token and one more try. */
  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    for (let attempt = 0; ; attempt++) {
      const bearer = token ?? (await fetchToken());
      const response = await request(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      const errors = errorsOf(parsed);
      if (response.status === 401 && attempt === 0) {
        // The token expired or was revoked: forget it; the next turn of the loop fetches one.
        token = null;
        continue;
      }
      return { status: response.status, body: parsed, errors };
    }
  }

  type ApiAnswer = Awaited<ReturnType<typeof api>>;

  /** Throws the retry or refusal an unexpected answer calls for. */
  function fail(what: string, answer: ApiAnswer): never {
    const text = `${what}: ${describeErrors(answer.errors, answer.status)}`;
    const codes = answer.errors.map((error) => error.errorCode);
    if (answer.status >= 500 || answer.status === 401 || codes.includes("REQUEST_LIMIT_EXCEEDED")) {
      throw new SalesforceRetry(text);
    }
    if (codes.some((code) => permanentCodes.has(code))) throw new SalesforceRefusal(text);
    // Anything else in 4xx (NOT_FOUND for a missing external-id field, INSUFFICIENT_ACCESS…) is
    // the org's setup, not this lead: kept owed so fixing the setup delivers every lead.
    throw new SalesforceRetry(text);
  }

  return {
    /** Forces the next call to fetch a new token. */
    forgetToken() {
      token = null;
    },
    fetchToken,

    /**
     * Makes an Event (a booked call, docs/decisions/042-booking-calls.md) joined to its Lead or
     * Contact by `WhoId`; answers its Id. Retried by its caller on anything but a 201.
     */
    async createEvent(record: Record<string, string>): Promise<string> {
      const answer = await api("POST", "/sobjects/Event", record);
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (answer.status !== 201 || typeof id !== "string") fail("Making the call's Event failed", answer);
      return id;
    },

    /**
     * Deletes the Event of a call that was cancelled. One already gone (deleted by someone in
     * Salesforce, or with its Lead) counts as done; anything else is retried by its caller.
     */
    async deleteEvent(id: string) {
      if (!/^00U\w{12,15}$/.test(id)) throw new SalesforceRefusal(`"${id}" is not an Event id`);
      const answer = await api("DELETE", `/sobjects/Event/${id}`);
      if (answer.status === 204 || answer.status === 404) return;
      fail(`Deleting the call's Event ${id} failed`, answer);
    },

    /** Changes an Event's fields (a call moved to another time); "gone" when it is not there any more. */
    async updateEvent(id: string, fields: Record<string, string>): Promise<"updated" | "gone"> {
      if (!/^00U\w{12,15}$/.test(id)) throw new SalesforceRefusal(`"${id}" is not an Event id`);
      const answer = await api("PATCH", `/sobjects/Event/${id}`, fields);
      if (answer.status === 204) return "updated";
      if (answer.status === 404) return "gone";
      fail(`Moving the call's Event ${id} failed`, answer);
    },

    /** The Lead's field names, from one describe per process. */
    async leadFields(): Promise<Set<string>> {
      if (leadFields) return leadFields;
      const answer = await api("GET", "/sobjects/Lead/describe");
      if (answer.status !== 200) fail("Reading the Lead's fields failed", answer);
      const fields = (answer.body as { fields?: { name?: string }[] } | null)?.fields ?? [];
      leadFields = new Set(fields.map((field) => String(field.name)));
      return leadFields;
    },

    /**
     * Creates or updates the Lead whose external id is `externalId`. Answers its Id, or the ids
     * of the existing records a duplicate rule matched (no Lead saved).
     */
    async upsertLead(
      externalId: string,
      record: Record<string, string>,
    ): Promise<{ id: string; created: boolean } | { matched: string[]; rule: string | null }> {
      const path = `/sobjects/Lead/${encodeURIComponent(config.externalIdField)}/${encodeURIComponent(externalId)}`;
      const headers: Record<string, string> = config.allowDuplicates
        ? { "Sforce-Duplicate-Rule-Header": "allowSave=true" }
        : {};
      const answer = await api("PATCH", path, record, headers);
      const body = answer.body as { id?: string; created?: boolean } | null;
      if ((answer.status === 200 || answer.status === 201) && body?.id) {
        return { id: body.id, created: answer.status === 201 };
      }
      if (answer.status === 204) {
        // API versions before 46 answer an update with no body: look the Lead up by the same key.
        const found = await api("GET", `${path}?fields=Id`);
        const id = (found.body as { Id?: string } | null)?.Id;
        if (found.status === 200 && id) return { id, created: false };
        fail("Looking up the updated Lead failed", found);
      }
      if (answer.status === 300) {
        const urls = Array.isArray(answer.body) ? answer.body.map(String) : [];
        const ids = urls.map((url) => url.split("/").at(-1));
        throw new SalesforceRefusal(
          `Several Leads already carry this lead's id in ${config.externalIdField} (${ids.join(", ")}): ` +
            "make the field unique and merge them",
        );
      }
      const duplicate = answer.errors.find((error) => error.errorCode === "DUPLICATES_DETECTED");
      if (duplicate) {
        const result = duplicate.duplicateResult ?? duplicate.duplicateResut;
        return { matched: matchedIds(duplicate), rule: result?.duplicateRule ?? null };
      }
      fail("Saving the Lead failed", answer);
    },

    /**
     * Deletes the Lead we made (an erasure: docs/decisions/025-people-passkeys-and-erasure.md).
     * A Lead already gone (deleted in Salesforce, or merged) counts as done.
     */
    async deleteLead(id: string) {
      if (!/^00Q\w{12,15}$/.test(id)) throw new SalesforceRefusal(`"${id}" is not a Lead id`);
      const answer = await api("DELETE", `/sobjects/Lead/${id}`);
      if (answer.status === 204 || answer.status === 404) return;
      fail(`Deleting Lead ${id} failed`, answer);
    },

    /**
     * Anonymises the Lead we made instead (SALESFORCE_ERASURE=anonymise): every field that names the
     * person cleared, LastName and Company (both required) "Erased". A Lead already gone counts as done.
     */
    async anonymiseLead(id: string) {
      if (!/^00Q\w{12,15}$/.test(id)) throw new SalesforceRefusal(`"${id}" is not a Lead id`);
      const answer = await api("PATCH", `/sobjects/Lead/${id}`, {
        FirstName: null,
        LastName: "Erased",
        Email: null,
        Phone: null,
        Title: null,
        Company: "Erased",
        Description: null,
      });
      if (answer.status === 204 || answer.status === 404) return;
      fail(`Anonymising Lead ${id} failed`, answer);
    },

    /** An erasure's part in Salesforce, as SALESFORCE_ERASURE says: what was done to the Lead. */
    async eraseLead(id: string): Promise<"deleted" | "anonymised"> {
      if (config.erasure === "anonymise") {
        await this.anonymiseLead(id);
        return "anonymised";
      }
      await this.deleteLead(id);
      return "deleted";
    },

    /** Adds the Lead (or Contact) to a Campaign as "Responded"; "already a member" counts as done. */
    async addToCampaign(campaignId: string, recordId: string) {
      const member = recordId.startsWith("003") ? { ContactId: recordId } : { LeadId: recordId };
      const answer = await api("POST", "/sobjects/CampaignMember", {
        CampaignId: campaignId,
        ...member,
        Status: "Responded",
      });
      if (answer.status === 201) return;
      if (answer.errors.some((error) => error.errorCode === "DUPLICATE_VALUE")) return;
      fail(`Adding the Lead to Campaign ${campaignId} failed`, answer);
    },
  };
}

export type SalesforceClient = ReturnType<typeof salesforceClient>;

/** SALESFORCE_CAMPAIGNS' key of a language's Campaign: `"language:de": "701…"`. */
export const languageCampaignKey = (code: string) => `language:${code}`;

/**
 * The Campaign a Lead joins: the one mapped to its visit's utm_campaign, else the one mapped to
 * its language (docs/decisions/026-languages.md), from the mapping's own entries only: the
 * mapping is a plain object, and `utm_campaign=constructor` or `__proto__` (anyone can type one
 * into a link) would otherwise name a function or Object.prototype inherited by every object. A
 * utm_campaign spelled like a language's key is nobody's campaign: a link cannot pick a language's.
 */
export function campaignOf(
  campaigns: Record<string, string>,
  utmCampaign: string | undefined,
  language: string | null = null,
): string | undefined {
  const mapped = (key: string) => (Object.hasOwn(campaigns, key) ? campaigns[key] : undefined);
  const byVisit = utmCampaign && !utmCampaign.startsWith(languageCampaignKey("")) ? mapped(utmCampaign) : undefined;
  const id = byVisit ?? (language ? mapped(languageCampaignKey(language)) : undefined);
  return typeof id === "string" ? id : undefined;
}

export function salesforceChannel(config: SalesforceConfig, options: SalesforceClientOptions = {}): ChannelSender {
  const client = salesforceClient(config, options);
  return {
    retryBaseMs: config.retryMs,
    // Up to five calls (token, describe, upsert, a second token, campaign) may each take the timeout.
    leaseMs: config.timeoutMs * 6,
    async send(lead: Lead): Promise<DeliveryOutcome> {
      try {
        const record = leadRecord(lead, config, await client.leadFields());
        const saved = await client.upsertLead(lead.id, record);
        const campaign = campaignOf(config.campaigns, lead.attribution?.utmCampaign, lead.language);
        // The Lead is saved: a Campaign that will not take it is noted on the delivery, never
        // turned into a failure (when it was one, the e-mail said "NOT saved" of a saved Lead).
        const join = async (recordId: string | undefined) => {
          if (!campaign || !recordId) return null;
          try {
            await client.addToCampaign(campaign, recordId);
            return null;
          } catch (error) {
            return `Saved, but not added to its Campaign: ${error instanceof Error ? error.message : String(error)}`;
          }
        };
        if ("matched" in saved) {
          const note = await join(saved.matched[0]);
          return { status: "delivered", outcome: "matched", remoteId: saved.matched.join(", ") || null, note };
        }
        return { status: "delivered", remoteId: saved.id, note: await join(saved.id) };
      } catch (error) {
        if (error instanceof SalesforceRefusal) return { status: "refused", error: error.message };
        if (error instanceof SalesforceRetry) return { status: "retry", error: error.message };
        return { status: "retry", error: `Unexpected: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}

/**
 * `npm run leads -- salesforce-check`: each step of the setup in plain words, stopping at the
 * first one that fails. Nothing is written to the org.
 */
export async function checkSalesforce(
  config: SalesforceConfig,
  options: SalesforceClientOptions = {},
): Promise<{ ok: boolean; lines: string[] }> {
  const client = salesforceClient(config, options);
  const lines = [`Salesforce org: ${config.url} (API v${config.apiVersion})`];
  try {
    await client.fetchToken();
    lines.push("✓ The app logged in (client credentials flow).");
  } catch (error) {
    lines.push(`✗ The app could not log in: ${(error as Error).message}.`);
    lines.push(
      "  Check SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET (the app's consumer key and secret), that the " +
        "client credentials flow is enabled for the app, and that a run-as user is set.",
    );
    return { ok: false, lines };
  }
  let fields: Set<string>;
  try {
    fields = await client.leadFields();
    lines.push(`✓ The run-as user can read the Lead object (${fields.size} fields).`);
  } catch (error) {
    lines.push(`✗ The Lead object could not be read: ${(error as Error).message}.`);
    lines.push("  Give the run-as user a permission set with API Enabled and read/create/edit on Leads.");
    return { ok: false, lines };
  }
  let ok = true;
  if (fields.has(config.externalIdField)) {
    lines.push(`✓ ${config.externalIdField} is there: each lead is upserted by its id, never saved twice.`);
  } else {
    ok = false;
    lines.push(
      `✗ ${config.externalIdField} is missing (or hidden from the run-as user): no lead can be saved. Deploy ` +
        "deploy/salesforce/ (or create it as Text(36), External ID, Unique) and grant the run-as user edit access.",
    );
  }
  // The optional fields: attribution, and the page's language.
  const optional = [...Object.values(attributionFields), languageField];
  const missing = optional.filter((field) => !fields.has(field));
  for (const field of optional) {
    if (fields.has(field)) lines.push(`✓ ${field} is there.`);
  }
  if (missing.length > 0) {
    lines.push(
      `! Missing: ${missing.join(", ")}. Leads are still saved, without these values. Deploy deploy/salesforce/ ` +
        "and grant the run-as user edit access to add them.",
    );
  }
  const campaigns = Object.entries(config.campaigns);
  lines.push(
    campaigns.length > 0
      ? `Campaigns: ${campaigns
          .map(([key, id]) =>
            key.startsWith(languageCampaignKey("")) ? `${key} → ${id}` : `utm_campaign=${key} → ${id}`,
          )
          .join(", ")}.`
      : "Campaigns: none mapped (SALESFORCE_CAMPAIGNS), so no Lead joins a Campaign.",
  );
  lines.push(
    config.allowDuplicates
      ? "Duplicate rules: leads are saved even when a rule matches an existing record (SALESFORCE_ALLOW_DUPLICATES=1)."
      : "Duplicate rules: a lead that matches an existing record is not saved again; it is marked as matched.",
  );
  lines.push(
    !ok
      ? "Fix the ✗ above: leads wait in the outbox until then."
      : missing.length > 0
        ? "Leads will reach Salesforce, without the missing fields' values."
        : "All good: new leads will reach Salesforce.",
  );
  return { ok, lines };
}
