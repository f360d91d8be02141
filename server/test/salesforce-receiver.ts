import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A server on a loopback port that answers like a Salesforce org's REST API, for tests
 * (docs/decisions/018-leads-in-salesforce.md). It keeps the Leads and CampaignMembers it holds,
 * so a test counts what the sales team would see:
 *
 * - `POST /services/oauth2/token` (client credentials): a token, or 400 `invalid_client`;
 * - `GET …/sobjects/Lead/describe`: the Lead's fields (custom ones can be taken away);
 * - `PATCH …/sobjects/Lead/<external id field>/<value>`: upsert: 201 created, 200 updated (204
 *   before API v46), 300 when several Leads carry the value, 404 NOT_FOUND for an unknown field;
 * - `GET …/sobjects/Lead/<field>/<value>?fields=Id`;
 * - `POST …/sobjects/CampaignMember`: 201, or 400 DUPLICATE_VALUE "Already a campaign member.";
 * - `POST …/sobjects/Event`: 201 with the Event's id, its `WhoId` a Lead the org holds (else 400
 *   FIELD_INTEGRITY_EXCEPTION), `StartDateTime` and `EndDateTime` required;
 * - `DELETE …/sobjects/Event/<Id>`: 204 with no body, 404 ENTITY_IS_DELETED for one not there (any more);
 * - `PATCH …/sobjects/Event/<Id>`: the fields given replace the Event's; 204, or 404 as DELETE;
 * - errors as Salesforce sends them, arrays of `{ message, errorCode, fields }`: 401
 *   INVALID_SESSION_ID for an expired token, 403 REQUEST_LIMIT_EXCEEDED, 503 while "down",
 *   REQUIRED_FIELD_MISSING, INVALID_FIELD, FIELD_CUSTOM_VALIDATION_EXCEPTION from a validation
 *   rule, and DUPLICATES_DETECTED with `duplicateResult` (or the misspelt `duplicateResut` some
 *   releases send) and `matchResults` unless `Sforce-Duplicate-Rule-Header: allowSave=true`.
 */
export type SfError = { message: string; errorCode: string; fields: string[] };
export type SfRecord = Record<string, string> & { Id: string };

export const customLeadFields = [
  "Website_Inquiry_Id__c",
  "Landing_Page__c",
  "Referrer_Host__c",
  "UTM_Source__c",
  "UTM_Medium__c",
  "UTM_Campaign__c",
  "UTM_Term__c",
  "UTM_Content__c",
  "Preferred_Language__c",
];
const standardLeadFields = [
  "Id",
  "FirstName",
  "LastName",
  "Email",
  "Company",
  "Title",
  "Description",
  "LeadSource",
  "Status",
  "OwnerId",
];

export type SalesforceReceiverOptions = {
  clientId?: string;
  clientSecret?: string;
  /** Custom Lead fields the org has; all of deploy/salesforce/ by default. */
  fields?: string[];
  /** Campaign ids that exist. */
  campaigns?: string[];
  port?: number;
};

let counter = 0;
/** An 18-character Salesforce-like id with the object's key prefix (00Q Lead, 701 Campaign…). */
export function sfId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(6, "0")}${randomBytes(6).toString("hex").slice(0, 9)}`.slice(0, 18);
}

const json = (response: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) return response.writeHead(status).end();
  response.writeHead(status, { "Content-Type": "application/json;charset=UTF-8" }).end(JSON.stringify(body));
};
const error = (message: string, errorCode: string, fields: string[] = []): SfError => ({ message, errorCode, fields });

export async function startSalesforce({
  clientId = "test-client-id",
  clientSecret = "test-client-secret",
  fields = customLeadFields,
  campaigns = [],
  port = 0,
}: SalesforceReceiverOptions = {}) {
  const leads: SfRecord[] = [];
  const campaignMembers: { Id: string; CampaignId: string; LeadId?: string; ContactId?: string; Status: string }[] = [];
  const events: SfRecord[] = [];
  const tokens = new Set<string>();
  const issued: string[] = [];
  const requests: { method: string; path: string; status: number; duplicateHeader: string | null }[] = [];
  const leadFields = new Set([...standardLeadFields, ...fields]);
  const state = {
    /** Every request but the token's is answered 503 while true: "Salesforce is down". */
    down: false,
    /** The next N REST calls get 403 REQUEST_LIMIT_EXCEEDED. */
    limitExceeded: 0,
    /** A validation rule: errors for a record it refuses, null to save it. */
    validate: null as ((record: Record<string, string>) => SfError | null) | null,
    /** A duplicate rule: the existing record ids a new record matches ([] for none). */
    duplicates: null as ((record: Record<string, string>) => string[]) | null,
    /** Answer DUPLICATES_DETECTED with the misspelt `duplicateResut` key. */
    misspelt: false,
    /** Hold each upsert's answer after saving, until `release()`: a crash in that window is testable. */
    hold: false,
    tokensIssued: 0,
  };
  let held: (() => void)[] = [];
  let onHeld: (() => void) | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://localhost");
    let text = "";
    for await (const chunk of request) text += chunk;
    const answer = (status: number, body?: unknown) => {
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        status,
        duplicateHeader: (request.headers["sforce-duplicate-rule-header"] as string | undefined) ?? null,
      });
      json(response, status, body);
    };

    if (url.pathname === "/services/oauth2/token" && request.method === "POST") {
      const form = new URLSearchParams(text);
      if (form.get("grant_type") !== "client_credentials") {
        return answer(400, { error: "unsupported_grant_type", error_description: "grant type not supported" });
      }
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
        return answer(400, { error: "invalid_client", error_description: "invalid client credentials" });
      }
      const token = `00DTEST!${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      issued.push(token);
      state.tokensIssued += 1;
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return answer(200, {
        access_token: token,
        signature: randomBytes(12).toString("base64"),
        instance_url: origin,
        id: `${origin}/id/00DTEST000000000001/005TEST000000000001`,
        token_type: "Bearer",
        issued_at: String(Date.now()),
      });
    }

    const api = url.pathname.match(/^\/services\/data\/v(\d+)\.0(\/.*)$/);
    if (!api) return answer(404, [error("The requested resource does not exist", "NOT_FOUND")]);
    const version = Number(api[1]);
    const path = api[2] as string;
    if (state.down) return answer(503, [error("Service Unavailable", "SERVER_UNAVAILABLE")]);
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(bearer)) return answer(401, [error("Session expired or invalid", "INVALID_SESSION_ID")]);
    if (state.limitExceeded > 0) {
      state.limitExceeded -= 1;
      return answer(403, [error("TotalRequests Limit exceeded.", "REQUEST_LIMIT_EXCEEDED")]);
    }

    if (path === "/sobjects/Lead/describe" && request.method === "GET") {
      return answer(200, {
        name: "Lead",
        label: "Lead",
        fields: [...leadFields].map((name) => ({ name, label: name, custom: name.endsWith("__c") })),
      });
    }

    // DELETE …/sobjects/Lead/<Id>: 204 with no body; an Id that is not there (any more) is 404.
    const byId = path.match(/^\/sobjects\/Lead\/(00Q\w{12,15})$/);
    if (byId && request.method === "DELETE") {
      const index = leads.findIndex((lead) => lead.Id === byId[1]);
      if (index === -1) return answer(404, [error("entity is deleted", "ENTITY_IS_DELETED")]);
      leads.splice(index, 1);
      return answer(204);
    }
    // PATCH …/sobjects/Lead/<Id>: the fields given replace the record's (null clears one); 204.
    if (byId && request.method === "PATCH") {
      const lead = leads.find((entry) => entry.Id === byId[1]);
      if (!lead) return answer(404, [error("entity is deleted", "ENTITY_IS_DELETED")]);
      Object.assign(lead, JSON.parse(text) as SfRecord);
      return answer(204);
    }

    const byExternalId = path.match(/^\/sobjects\/Lead\/(\w+)\/([^/]+)$/);
    if (byExternalId) {
      const field = byExternalId[1] as string;
      const value = decodeURIComponent(byExternalId[2] as string);
      if (!leadFields.has(field)) {
        return answer(404, [
          error(`Provided external ID field does not exist or is not accessible: ${field}`, "NOT_FOUND"),
        ]);
      }
      const existing = leads.filter((lead) => lead[field] === value);
      if (request.method === "GET") {
        if (existing.length === 1) return answer(200, { attributes: { type: "Lead" }, Id: existing[0]?.Id });
        return answer(404, [error("The requested resource does not exist", "NOT_FOUND")]);
      }
      if (request.method !== "PATCH") return answer(405, [error("Method not allowed", "METHOD_NOT_ALLOWED")]);
      if (existing.length > 1) {
        return answer(
          300,
          existing.map((lead) => `/services/data/v${version}.0/sobjects/Lead/${lead.Id}`),
        );
      }
      let body: Record<string, string>;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, [error("Unexpected character", "JSON_PARSER_ERROR")]);
      }
      const unknown = Object.keys(body).find((name) => !leadFields.has(name));
      if (unknown) {
        return answer(400, [error(`No such column '${unknown}' on sobject of type Lead`, "INVALID_FIELD")]);
      }
      const record = { ...existing[0], ...body, [field]: value };
      const missing = ["LastName", "Company"].filter((name) => !record[name]);
      if (missing.length > 0) {
        return answer(400, [
          error(`Required fields are missing: [${missing.join(", ")}]`, "REQUIRED_FIELD_MISSING", missing),
        ]);
      }
      const invalid = state.validate?.(record);
      if (invalid) return answer(400, [invalid]);
      const allowSave = /allowSave\s*=\s*true/i.test(String(request.headers["sforce-duplicate-rule-header"] ?? ""));
      const matches = existing.length === 0 ? (state.duplicates?.(record) ?? []) : [];
      if (matches.length > 0 && !allowSave) {
        const result = {
          allowSave: true,
          duplicateRule: "Standard_Lead_Duplicate_Rule",
          duplicateRuleEntityType: "Lead",
          errorMessage: "You're creating a duplicate record. We recommend you use an existing record instead.",
          matchResults: [
            {
              entityType: "Lead",
              errors: [],
              matchEngine: "FuzzyMatchEngine",
              matchRecords: matches.map((id) => ({
                additionalInformation: [],
                fieldDiffs: [],
                matchConfidence: 88.0,
                record: {
                  attributes: { type: "Lead", url: `/services/data/v${version}.0/sobjects/Lead/${id}` },
                  Id: id,
                },
              })),
              rule: "Standard_Lead_Match_Rule_v1_0",
              size: matches.length,
              success: true,
            },
          ],
        };
        return answer(400, [
          {
            [state.misspelt ? "duplicateResut" : "duplicateResult"]: result,
            errorCode: "DUPLICATES_DETECTED",
            message: "You're creating a duplicate record. We recommend you use an existing record instead.",
          },
        ]);
      }
      let status: number;
      let id: string;
      if (existing[0]) {
        Object.assign(existing[0], record);
        id = existing[0].Id;
        status = version >= 46 ? 200 : 204;
      } else {
        id = sfId("00Q");
        leads.push({ Status: "Open - Not Contacted", ...record, Id: id });
        status = 201;
      }
      if (state.hold) {
        // The Lead is saved; the answer waits. A test kills its client here.
        await new Promise<void>((resolve) => {
          held.push(resolve);
          onHeld?.();
        });
      }
      if (status === 204) return answer(204);
      return answer(status, { id, success: true, errors: [], created: status === 201 });
    }

    if (path === "/sobjects/CampaignMember" && request.method === "POST") {
      const body = JSON.parse(text) as { CampaignId?: string; LeadId?: string; ContactId?: string; Status?: string };
      if (!body.CampaignId || !campaigns.includes(body.CampaignId)) {
        return answer(400, [
          error("Campaign ID: id value of incorrect type", "FIELD_INTEGRITY_EXCEPTION", ["CampaignId"]),
        ]);
      }
      const who = body.LeadId ?? body.ContactId;
      if (
        campaignMembers.some(
          (member) => member.CampaignId === body.CampaignId && (member.LeadId ?? member.ContactId) === who,
        )
      ) {
        return answer(400, [error("Already a campaign member.", "DUPLICATE_VALUE")]);
      }
      const id = sfId("00v");
      campaignMembers.push({ Id: id, CampaignId: body.CampaignId, ...body, Status: body.Status ?? "Sent" } as never);
      return answer(201, { id, success: true, errors: [] });
    }

    if (path === "/sobjects/Event" && request.method === "POST") {
      const body = JSON.parse(text) as Record<string, string>;
      if (!body.StartDateTime || !body.EndDateTime) {
        return answer(400, [
          error("Required fields are missing: [StartDateTime, EndDateTime]", "REQUIRED_FIELD_MISSING"),
        ]);
      }
      if (!leads.some((lead) => lead.Id === body.WhoId)) {
        return answer(400, [error("Name ID: id value of incorrect type", "FIELD_INTEGRITY_EXCEPTION", ["WhoId"])]);
      }
      const id = sfId("00U");
      events.push({ ...body, Id: id });
      return answer(201, { id, success: true, errors: [] });
    }

    const eventById = path.match(/^\/sobjects\/Event\/(00U\w{12,15})$/);
    if (eventById && request.method === "PATCH") {
      const event = events.find((one) => one.Id === eventById[1]);
      if (!event) return answer(404, [error("entity is deleted", "ENTITY_IS_DELETED")]);
      Object.assign(event, JSON.parse(text) as SfRecord, { Id: event.Id });
      return answer(204);
    }
    if (eventById && request.method === "DELETE") {
      const index = events.findIndex((event) => event.Id === eventById[1]);
      if (index === -1) return answer(404, [error("entity is deleted", "ENTITY_IS_DELETED")]);
      events.splice(index, 1);
      return answer(204);
    }

    return answer(404, [error("The requested resource does not exist", "NOT_FOUND")]);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, [error("Internal error", "UNKNOWN_EXCEPTION")]);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    clientId,
    clientSecret,
    /** The server's settings that send its leads to this org (server/inquiries/config.ts reads them). */
    env: { SALESFORCE_URL: url, SALESFORCE_CLIENT_ID: clientId, SALESFORCE_CLIENT_SECRET: clientSecret },
    state,
    leads,
    campaignMembers,
    /** The Events made (booked calls joined to their Lead). */
    events,
    requests,
    /** The Leads whose external id field holds `value`. */
    leadsWith: (value: string, field = "Website_Inquiry_Id__c") => leads.filter((lead) => lead[field] === value),
    /** Every access token handed out, valid or not: what must never show up in output. */
    issuedTokens: () => [...issued],
    /** Makes every token issued so far invalid, as an expired session. */
    expireTokens: () => tokens.clear(),
    /** Takes a custom field away from the Lead, as in an org where it was never deployed. */
    removeField: (name: string) => leadFields.delete(name),
    /** A Lead already in the org (for duplicate rules and 300 answers). */
    seedLead: (record: Record<string, string>) => {
      const lead = { ...record, Id: sfId("00Q") } as SfRecord;
      leads.push(lead);
      return lead;
    },
    /** Resolves when an upsert is being held (with `state.hold`). */
    nextHeld: () =>
      new Promise<void>((resolve) => {
        if (held.length > 0) resolve();
        else onHeld = resolve;
      }),
    /** Lets held answers go. */
    release: () => {
      for (const resolve of held) resolve();
      held = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const resolve of held) resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SalesforceReceiver = Awaited<ReturnType<typeof startSalesforce>>;
