// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InquiryFormId, inquiryForms } from "../../src/lib/forms/index.ts";
import { fieldsOf, shownValue } from "../../src/lib/forms/lead-fields.ts";
import { fieldMessages } from "../../src/lib/forms/messages.ts";
import { leadsPage } from "../admin/pages.ts";
import { inquiryBody, postJson, startTestSite, validValues } from "../test/helpers.ts";
import { leadText } from "./email.ts";
import { csvColumns, toCsv } from "./export.ts";
import { leadRecord } from "./salesforce.ts";
import type { Lead } from "./store.ts";

/**
 * Every field every form describes, followed from the server's check to each place a lead goes:
 * the stored row, the e-mail, the admin's card, the CSV and the Salesforce Lead. Nothing here
 * names a field: a field added to a description (src/lib/forms/) is checked by this file as it is,
 * with its value from the test submissions (server/test/helpers.ts). One server for the file,
 * ~1 s.
 */
const site = await startTestSite();
afterAll(() => site.close());

const forms = Object.keys(inquiryForms) as InquiryFormId[];

async function send(form: InquiryFormId, values: unknown) {
  const response = await postJson(site.endpoint, inquiryBody(form, values));
  return { status: response.status, body: (await response.json()) as { id?: string; errors?: Record<string, string> } };
}

describe.each(forms)("every field of the %s form", (form) => {
  const values = validValues[form] as Record<string, unknown>;
  const fields = fieldsOf(form);
  let lead: Lead;
  beforeAll(async () => {
    const { status, body } = await send(form, values);
    expect(status).toBe(201);
    lead = site.store.listLeads().find((row) => row.id === body.id) as Lead;
  });

  it("is checked by the server: a required field left out gets its own message, and only it", async () => {
    for (const field of fields.filter((each) => each.required)) {
      const { [field.name]: _left, ...rest } = values;
      const { status, body } = await send(form, rest);
      expect(status, field.name).toBe(422);
      expect(body.errors, field.name).toEqual({
        [field.name]: fieldMessages[field.required as keyof typeof fieldMessages],
      });
    }
  });

  it("is stored: in its column, and in the submission as sent", () => {
    for (const field of fields) {
      const value = values[field.name];
      expect(lead.submission, field.name).toHaveProperty([field.name], value);
      if (field.column) expect(lead[field.column], field.name).toBe(value === "" ? null : value);
    }
  });

  it("is in the e-mail, under the name the team reads", () => {
    const text = leadText(lead);
    for (const field of fields)
      expect(text, field.name).toContain(`${field.label}: ${shownValue(field, values[field.name]) || "(left empty)"}`);
  });

  it("is on the admin's card, but for the name and address its heading shows", () => {
    const card = leadsPage(
      { leads: [lead], total: 1, deliveries: new Map() },
      { siteCss: null, viewer: null },
    ).toString();
    const shown = fields.filter((field) => field.column !== "name" && field.column !== "email");
    for (const field of shown.filter((each) => shownValue(each, values[each.name]) !== ""))
      expect(card, field.name).toContain(`<dt>${field.label}</dt><dd>${shownValue(field, values[field.name])}</dd>`);
  });

  it("is a column of the CSV: its lead column, or one of its own", () => {
    const [header, row] = toCsv([lead]).split("\r\n");
    const cells = (row ?? "").match(/"(?:[^"]|"")*"/g) ?? [];
    expect(header).toBe(csvColumns.join(","));
    for (const field of fields) {
      const index = csvColumns.indexOf((field.column ?? field.name) as (typeof csvColumns)[number]);
      expect(index, field.name).toBeGreaterThan(-1);
      expect(cells[index], field.name).toBe(`"${shownValue(field, values[field.name])}"`);
    }
  });

  it("reaches the Salesforce Lead: a column by its mapping, an answer as a line of the Description", () => {
    const record = leadRecord(lead, { leadSource: "Web" }, new Set());
    const description = record.Description ?? "";
    for (const field of fields) {
      const text = shownValue(field, values[field.name]);
      if (text === "") continue;
      if (!field.column) expect(description, field.name).toContain(`\n${field.label}: ${text}\n`);
      else if (field.column === "email") expect(record.Email).toBe(text);
      else if (field.column === "role") expect(record.Title).toBe(text);
      else if (field.column === "company") expect(record.Company).toBe(text);
      else if (field.column === "name") expect(`${record.FirstName} ${record.LastName}`).toBe(text);
      else expect(description, field.name).toContain(text);
    }
  });
});
