import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SalesforceReceiver, startSalesforce } from "../../server/test/salesforce-receiver";
import { leadsCli, spawnServer } from "../../server/test/spawn-server";
import { dueIslandsHydrated, expect, fillTextboxes, pauseClock, sendAfterFilling, test } from "./fixtures";
import { expectOnScreen } from "./on-screen";

/**
 * Leads into Salesforce, end to end (docs/decisions/018-leads-in-salesforce.md): the production
 * build served by `npm start`'s own entry point with the Salesforce settings pointing at a server
 * that answers like Salesforce (server/test/salesforce-receiver.ts), and a visitor who arrives
 * from a LinkedIn campaign link and sends the contact form. The org must then hold exactly one
 * Lead, keyed by the lead's id, with the visitor's fields, the visit's attribution and the
 * campaign membership.
 */
const campaignId = "701000000000LNKDIN";
const landing =
  "/contact?subject=DevOps&utm_source=linkedin&utm_medium=paid_social&utm_campaign=q1-devops&utm_content=carousel-a";

let server: Awaited<ReturnType<typeof spawnServer>>;
let org: SalesforceReceiver;
let databasePath: string;

test.beforeEach(async () => {
  databasePath = join(mkdtempSync(join(tmpdir(), "summit-e2e-salesforce-")), "inquiries.db");
  org = await startSalesforce({ campaigns: [campaignId] });
  server = await spawnServer({
    DATABASE_PATH: databasePath,
    INQUIRY_RATE_LIMIT: "100/60",
    ...org.env,
    SALESFORCE_CAMPAIGNS: JSON.stringify({ "q1-devops": campaignId }),
  });
});
test.afterEach(async () => {
  await server.kill();
  await org.close();
});

test("a visit from a LinkedIn campaign link that sends the contact form becomes exactly one Lead", async ({ page }) => {
  await page.clock.install();
  await page.goto(`${server.url}${landing}`, { referer: "https://www.linkedin.com/" });
  await page.waitForFunction(dueIslandsHydrated);
  // Only the time the test runs passes from here: the success toast's 5 s start when it does.
  await pauseClock(page);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await fillTextboxes(form, {
    "Full name": "Ana Maria Ruiz",
    "Work email": "ana.ruiz@example.org",
    Company: "City of Example",
    Role: "CRM Director",
    Message: "Our releases take a full day. Can we talk?",
  });
  await sendAfterFilling(form, "Send Message");
  await expectOnScreen(page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent", { exact: true }));

  const [lead] = JSON.parse(leadsCli(databasePath, "export", "--format", "json")) as { id: string }[];
  expect(lead).toBeDefined();
  await expect.poll(() => org.leads.length).toBe(1);
  expect(org.leads[0]).toMatchObject({
    Website_Inquiry_Id__c: lead?.id,
    FirstName: "Ana Maria",
    LastName: "Ruiz",
    Email: "ana.ruiz@example.org",
    Company: "City of Example",
    Title: "CRM Director",
    LeadSource: "Web",
    Landing_Page__c: "/contact",
    Referrer_Host__c: "www.linkedin.com",
    UTM_Source__c: "linkedin",
    UTM_Medium__c: "paid_social",
    UTM_Campaign__c: "q1-devops",
    UTM_Content__c: "carousel-a",
  });
  expect(org.leads[0]?.Description).toContain("Subject: DevOps\nMessage:\nOur releases take a full day. Can we talk?");
  await expect.poll(() => org.campaignMembers.length).toBe(1);
  expect(org.campaignMembers[0]).toMatchObject({
    CampaignId: campaignId,
    LeadId: org.leads[0]?.Id,
    Status: "Responded",
  });
  await expect.poll(() => leadsCli(databasePath, "list")).toContain(`salesforce: delivered`);
  expect(leadsCli(databasePath, "list")).toContain(`(Lead ${org.leads[0]?.Id})`);
  expect(org.leads).toHaveLength(1);
});
