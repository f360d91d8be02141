/**
 * The team's way to read leads (docs/operators.md "Leads"), on the same storage module as the server:
 *
 *   npm run leads -- list [--form home|contact|strategy] [--limit 20] [--failed]
 *   npm run leads -- export --format csv|json [--form …] > leads.csv
 *   npm run leads -- screened        # what the spam screens caught
 *   npm run leads -- retry [<lead id>]   # send deliveries refused for good again
 *   npm run leads -- resend <lead id> --channel salesforce|email|webhook   # send one lead again
 *   npm run leads -- salesforce-check   # test the SALESFORCE_* settings against the org
 *   npm run leads -- backup <file>   # a consistent snapshot, while the server runs
 *   npm run leads -- restore <file>  # with the server stopped; keeps the replaced file; re-applies erasures
 *   npm run leads -- find <e-mail>     # every lead, screened submission, delivery, Salesforce Lead id, and every other table and column naming it
 *   npm run leads -- export <e-mail>   # the same as JSON (GDPR article 15)
 *   npm run leads -- erase <e-mail>    # erased for good, backups included (article 17)
 *
 * DATABASE_PATH picks the file, as for the server. Everything a visitor typed is printed as
 * text: control characters are shown escaped, so a lead cannot drive the terminal, and CSV
 * cells that a spreadsheet would run as a formula are prefixed with an apostrophe. Every read
 * of leads (list, export, screened, find) and every erasure leaves a row in the audit trail.
 */
import { existsSync } from "node:fs";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { languageName } from "../../src/content/form-language.ts";
import { sourceOf } from "../../src/lib/forms/attribution.ts";
import { isInquiryFormId } from "../../src/lib/forms/index.ts";
import { openAudit } from "../admin/audit.ts";
import { backupDatabase, LeadsDatabaseError, restoreDatabase } from "../inquiries/backup.ts";
import { inquiryConfig } from "../inquiries/config.ts";
import { ADDRESS, erasePerson, findPerson, personExport } from "../inquiries/erasure.ts";
import { SETTLE_WAIT_MS } from "../inquiries/erasure-settle.ts";
import { erasureComplete, erasureSummary } from "../inquiries/erasure-summary.ts";
import { printable, toCsv } from "../inquiries/export.ts";
import { checkSalesforce, salesforceClient } from "../inquiries/salesforce.ts";
import {
  allChannels,
  type Channel,
  type DeliveryState,
  type InquiryStore,
  type Lead,
  openStore,
} from "../inquiries/store.ts";

const usage = `Usage:
  npm run leads -- list [--form home|contact|strategy] [--limit N] [--failed]
  npm run leads -- export --format csv|json [--form home|contact|strategy]
  npm run leads -- screened
  npm run leads -- retry [<lead id>]
  npm run leads -- resend <lead id> --channel salesforce|email|webhook
  npm run leads -- salesforce-check
  npm run leads -- backup <file>
  npm run leads -- restore <file>
  npm run leads -- find|export|erase <e-mail>`;

export { csvCell, csvColumns, printable, toCsv } from "../inquiries/export.ts";

/**
 * Who ran the command, for the audit trail: the operating system's user (a shared service user
 * says who only with `sudo`, whose invoking user is added). Never an e-mail address.
 */
export function cliActor(): string {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    // A uid without a passwd entry (a container) has no name.
    user = `uid ${process.getuid?.() ?? "?"}`;
  }
  const sudo = process.env.SUDO_USER;
  return `cli:${user}${sudo && sudo !== user ? ` (sudo by ${sudo})` : ""}`;
}

/**
 * Reads of the leads from the command line go in the audit trail, as the admin area's do
 * (openAudit, from server/admin/audit.ts, the module /admin writes it with): who, which command
 * and options, how many rows and their ids; never an address.
 */
function audited(store: InquiryStore, action: string, detail: string) {
  openAudit(store.database).append({ actor: cliActor(), action, detail }, Date.now());
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** `email: delivered 2026-…`, `webhook: pending, 3 attempts, last error: HTTP 503`, `email: FAILED …`. */
export function formatDelivery(state: DeliveryState): string {
  if (state.outcome === "matched")
    return `${state.channel}: matched an existing record ${state.deliveredAt} (${state.remoteId ?? "ids not given"}; no new Lead)`;
  if (state.deliveredAt)
    return `${state.channel}: delivered ${state.deliveredAt}${state.remoteId ? ` (Lead ${state.remoteId})` : ""}`;
  const tries = `${state.attempts} attempt${state.attempts === 1 ? "" : "s"}`;
  if (state.failedAt)
    return `${state.channel}: FAILED ${state.failedAt} after ${tries}: ${state.lastError ?? "no reason given"}`;
  return `${state.channel}: pending, ${tries}${state.lastError ? `, last error: ${state.lastError}` : ""}`;
}

/** `landing /expertise/services/devops · source linkedin · campaign q1`; null without attribution. */
export function foundUs({ attribution }: Pick<Lead, "attribution">): string | null {
  if (!attribution) return null;
  const parts = [
    `landing ${attribution.landingPath ?? "(not recorded)"}`,
    `source ${sourceOf(attribution)}`,
    attribution.utmMedium ? `medium ${attribution.utmMedium}` : "",
    attribution.utmCampaign ? `campaign ${attribution.utmCampaign}` : "",
    attribution.utmSource && attribution.referrerHost ? `via ${attribution.referrerHost}` : "",
  ];
  return parts.filter(Boolean).join(" · ");
}

export function formatLead(lead: Lead, deliveries: DeliveryState[] = []): string {
  const who = [lead.company, lead.role].filter(Boolean).join(" · ");
  const lines = [
    `${lead.receivedAt}  ${lead.form.padEnd(8)}  ${lead.name} <${lead.email}>${who ? `  (${who})` : ""}`,
    `  id: ${lead.id}`,
  ];
  if (lead.language) lines.push(`  language: ${languageName(lead.language)}`);
  if (lead.subject) lines.push(`  subject: ${lead.subject}`);
  if (lead.message)
    lines.push(...lead.message.split("\n").map((line, index) => `  ${index === 0 ? "message: " : "         "}${line}`));
  const found = foundUs(lead);
  if (found) lines.push(`  found us: ${found}`);
  for (const state of deliveries) lines.push(`  ${formatDelivery(state)}`);
  return printable(lines.join("\n"));
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: "string" },
      limit: { type: "string" },
      format: { type: "string" },
      failed: { type: "boolean" },
      channel: { type: "string" },
      help: { type: "boolean" },
    },
  });
  const [command, argument] = positionals;
  if (
    values.help ||
    !command ||
    ![
      "list",
      "export",
      "screened",
      "retry",
      "resend",
      "salesforce-check",
      "backup",
      "restore",
      "find",
      "erase",
    ].includes(command)
  ) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  if (values.form !== undefined && !isInquiryFormId(values.form)) {
    console.error(`--form must be home, contact or strategy, not "${values.form}".`);
    return 1;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    console.error("--limit must be a positive whole number.");
    return 1;
  }
  if (
    (command === "find" || command === "erase" || (command === "export" && argument)) &&
    !ADDRESS.test(argument ?? "")
  ) {
    console.error(`${command} needs an e-mail address: npm run leads -- ${command} person@example.com`);
    return 1;
  }
  if (command === "find" || command === "erase" || (command === "export" && argument)) {
    return personData(command, argument as string);
  }
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    console.error("export needs --format csv or --format json.");
    return 1;
  }

  if (command === "salesforce-check") return salesforceCheck();
  if (command === "resend" && (!argument || !allChannels.includes(values.channel as Channel))) {
    console.error("resend needs a lead id and a channel: npm run leads -- resend <lead id> --channel salesforce");
    return 1;
  }

  const { databasePath } = inquiryConfig({ DATABASE_PATH: process.env.DATABASE_PATH });
  if (command === "backup" || command === "restore") {
    if (!argument) {
      console.error(`${command} needs a file: npm run leads -- ${command} <file>`);
      return 1;
    }
    try {
      if (command === "backup") {
        const done = await backupDatabase(databasePath, argument);
        console.log(
          `Backed up ${databasePath} to ${argument}: ${done.leads} leads, schema version ${done.schemaVersion}, ` +
            `${done.bytes} bytes, as it stood at ${done.startedAt.toISOString()} (${done.ms} ms).`,
        );
      } else {
        const { leadRetentionDays } = inquiryConfig({ ...process.env, SALESFORCE_URL: undefined, SMTP_URL: undefined });
        const done = await restoreDatabase(databasePath, argument, new Date(), { retentionDays: leadRetentionDays });
        console.log(
          `Restored ${argument} into ${databasePath}: ${done.leads} leads, schema version ${done.schemaVersion}; ` +
            `${done.erased} erased again (erasures made since the backup, and leads past the retention).` +
            (done.replaced ? `\nThe database it replaced is kept as ${done.replaced}.` : ""),
        );
      }
      return 0;
    } catch (error) {
      if (!(error instanceof LeadsDatabaseError)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  if (!existsSync(databasePath)) {
    console.error(`No leads yet: ${databasePath} does not exist (the server creates it on first start).`);
    return command === "export" ? 1 : 0;
  }
  const store = openStore(databasePath);
  try {
    if (command === "screened") {
      const rows = store.listScreened();
      audited(
        store,
        "screened.viewed",
        `screened: ${plural(rows.length, "submission")}: ${rows.map((row) => row.id).join(" ")}`,
      );
      for (const row of rows) {
        console.log(printable(`${row.receivedAt}  ${row.form.padEnd(8)}  ${row.reason.padEnd(9)}  ${row.submission}`));
      }
      return 0;
    }
    if (command === "retry") {
      const count = store.retryRefused(argument);
      console.log(
        `${count} failed deliver${count === 1 ? "y" : "ies"} queued again; the running server sends ` +
          "them within a minute.",
      );
      return 0;
    }
    if (command === "resend") {
      const channel = values.channel as Channel;
      if (!store.resend(argument as string, channel)) {
        console.error(printable(`No lead with id ${argument}.`));
        return 1;
      }
      console.log(
        printable(
          `Lead ${argument} queued for ${channel} again; the running server sends it within a minute` +
            (channel === "salesforce" ? " (it updates the same Lead, never a second one)." : "."),
        ),
      );
      return 0;
    }
    const leads = store.listLeads({ form: values.form as Lead["form"] | undefined, limit, failed: values.failed });
    const options = [
      values.format ? `--format ${values.format}` : "",
      values.form ? `--form ${values.form}` : "",
      limit ? `--limit ${limit}` : "",
      values.failed ? "--failed" : "",
    ].filter(Boolean);
    audited(
      store,
      command === "export" ? "leads.exported" : "leads.viewed",
      `${[command, ...options].join(" ")}: ${plural(leads.length, "lead")}: ${leads.map((lead) => lead.id).join(" ")}`,
    );
    if (command === "export") {
      process.stdout.write(values.format === "csv" ? toCsv(leads) : `${JSON.stringify(leads, null, 2)}\n`);
      return 0;
    }
    if (leads.length === 0) console.log(values.failed ? "No failed deliveries." : "No leads yet.");
    const deliveries = store.deliveryStates();
    console.log(leads.map((lead) => formatLead(lead, deliveries.get(lead.id))).join("\n\n"));
    if (leads.length > 0) console.log(`\n${leads.length} lead${leads.length === 1 ? "" : "s"}, newest first.`);
    return 0;
  } finally {
    store.close();
  }
}

/** find, export, erase: one person's data, by e-mail address, while the server runs (WAL). */
async function personData(command: "find" | "export" | "erase", email: string): Promise<number> {
  const config = inquiryConfig(process.env);
  if (!existsSync(config.databasePath)) {
    console.error(`No leads yet: ${config.databasePath} does not exist.`);
    return 1;
  }
  const store = openStore(config.databasePath);
  try {
    const data = findPerson(store.database, email);
    if (command !== "erase") {
      // As /admin/people-data records it: the rows found, by id; the address itself stays out.
      audited(
        store,
        `access.${command}`,
        `${command} <address>: ${plural(data.leads.length, "lead")}, ${plural(data.screened.length, "screened submission")}: ` +
          [...data.leads, ...data.screened].map((row) => row.id).join(" "),
      );
    }
    if (command === "export") {
      process.stdout.write(`${JSON.stringify(personExport(data, new Date()), null, 2)}\n`);
      return 0;
    }
    if (command === "find") {
      console.log(
        printable(
          [
            `${data.email}: ${data.leads.length} lead${data.leads.length === 1 ? "" : "s"}, ${data.screened.length} screened submission${data.screened.length === 1 ? "" : "s"}.`,
            ...data.leads.map(
              (lead) =>
                `  lead ${lead.id}  ${lead.receivedAt}  ${lead.form}  ${lead.name}` +
                lead.deliveries
                  .map(
                    (delivery) =>
                      `\n    ${delivery.channel}: ${delivery.deliveredAt ? `delivered ${delivery.deliveredAt}` : delivery.failedAt ? `failed ${delivery.failedAt}` : "pending"}${delivery.remoteId ? ` (${delivery.remoteId})` : ""}`,
                  )
                  .join(""),
            ),
            ...data.screened.map((row) => `  screened ${row.id}  ${row.receivedAt}  ${row.form}  ${row.reason}`),
            data.salesforceLeadIds.length > 0 ? `  Salesforce Leads: ${data.salesforceLeadIds.join(", ")}` : "",
            ...data.elsewhere.map(
              (place) =>
                `  also in ${place.table}.${place.column}: ${place.rows} row${place.rows === 1 ? "" : "s"} (erase replaces it with "[erased]")`,
            ),
            ...data.kept.map(
              (place) =>
                `  kept in ${place.table}.${place.column}: ${place.rows} row${place.rows === 1 ? "" : "s"} (${place.why})`,
            ),
          ]
            .filter(Boolean)
            .join("\n"),
        ),
      );
      return 0;
    }
    const client = config.salesforce ? salesforceClient(config.salesforce) : null;
    const done = await erasePerson(store.database, email, {
      eraseSalesforceLead: client ? (id) => client.eraseLead(id) : undefined,
      onBlocked: () =>
        console.error(
          `Waiting (up to ${SETTLE_WAIT_MS / 1000} s) for another connection to finish reading the database, ` +
            "so that the erased bytes can leave its files…",
        ),
    });
    audited(
      store,
      "erasure",
      `${done.leads} leads, ${done.screened} screened, ${done.deliveries} deliveries; tombstone ${done.tombstone.slice(0, 16)}`,
    );
    console.log(printable(erasureSummary(done)));
    return erasureComplete(done) ? 0 : 2;
  } finally {
    store.close();
  }
}

/** Tests the SALESFORCE_* settings: token, Lead describe, each custom field. Never prints a secret. */
async function salesforceCheck(): Promise<number> {
  let config: ReturnType<typeof inquiryConfig>["salesforce"];
  try {
    config = inquiryConfig(process.env).salesforce;
  } catch (error) {
    console.error(`The settings do not parse: ${(error as Error).message}.`);
    return 1;
  }
  if (!config) {
    console.error(
      'SALESFORCE_URL is not set: leads are not sent to Salesforce (docs/operators.md "Leads in Salesforce").',
    );
    return 1;
  }
  const { ok, lines } = await checkSalesforce(config);
  console.log(lines.join("\n"));
  return ok ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
