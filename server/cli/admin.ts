/**
 * Who may open /admin (docs/operators.md "Who may see the leads"), on the same database as the server, while
 * it runs (SQLite WAL):
 *
 *   npm run admin -- invite <e-mail> --role owner|sales|marketing   # prints a one-time link
 *   npm run admin -- people                    # who may sign in, with how many passkeys
 *   npm run admin -- remove <e-mail>           # ends their sessions at once
 *   npm run admin -- audit [--limit N]         # the audit trail, newest first
 *   npm run admin -- audit --verify            # checks the chain (and its anchors); exits 2 when broken
 *   npm run admin -- audit --anchor            # root's daily job: checks, then prints a new anchor
 *
 * DATABASE_PATH picks the file, as for the server. The enrolment link is on ADMIN_ORIGIN, else
 * http://localhost:$PORT (3000): the origin the server answers on. With SMTP_URL set it is also
 * e-mailed. It is printed once and kept only as a hash: lose it and invite again.
 *
 * Anchors (server/admin/audit-anchor.ts): AUDIT_ANCHOR_PATH is the file of anchors (one JSON line
 * each), AUDIT_ANCHOR_KEY_FILE the key ("-": standard input). `--anchor` prints the new anchor's
 * line on standard output and nothing else there: whoever runs it appends that to the file, so
 * the command itself never needs to write where the web user cannot.
 */
import { parseArgs } from "node:util";
import { verifyAudit } from "../admin/audit-verify.ts";
import { invitationMailer } from "../admin/invitation-mail.ts";
import { isRole, openAudit, openPeople } from "../admin/people.ts";
import { inquiryConfig } from "../inquiries/config.ts";
import { printable } from "../inquiries/export.ts";
import { openStore } from "../inquiries/store.ts";
import { measureConfig } from "../measure/config.ts";

const usage = `Usage:
  npm run admin -- invite <e-mail> --role owner|sales|marketing
  npm run admin -- people
  npm run admin -- remove <e-mail>
  npm run admin -- audit [--limit N] [--verify] [--anchor]`;

export async function main(argv: string[], env: Record<string, string | undefined> = process.env, now = Date.now()) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: "string" },
      limit: { type: "string" },
      verify: { type: "boolean" },
      anchor: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command || !["invite", "people", "remove", "audit"].includes(command)) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const config = inquiryConfig({ ...env, SALESFORCE_URL: undefined });
  const store = openStore(config.databasePath);
  const people = openPeople(store.database);
  const audit = openAudit(store.database);
  try {
    if (command === "invite") {
      if (!argument || !values.role || !isRole(values.role)) {
        console.error("invite needs an e-mail and a role: npm run admin -- invite you@example.com --role owner");
        return 1;
      }
      const origin = measureConfig(env).adminOrigin ?? `http://localhost:${env.PORT || 3000}`;
      let invited: ReturnType<typeof people.invite>;
      try {
        invited = people.invite(argument, values.role, now);
      } catch (error) {
        console.error(printable((error as Error).message));
        return 1;
      }
      const link = `${origin}/admin/enrol/${invited.token}`;
      audit.append({ actor: "cli", action: "invitation", detail: `${invited.person.email} as ${values.role}` }, now);
      console.log(printable(`Invited ${invited.person.email} as ${values.role}. This link works once, for 24 hours:`));
      console.log(link);
      if (config.email) {
        try {
          await invitationMailer(config.email)(invited.person.email, link);
          console.log("It was also e-mailed to them.");
        } catch (error) {
          console.error(`It could not be e-mailed (${(error as Error).message}): pass the link on yourself.`);
        }
      }
      return 0;
    }
    if (command === "people") {
      const list = people.list();
      if (list.length === 0) console.log("Nobody yet: npm run admin -- invite you@example.com --role owner");
      // Reading who may sign in is audited as the admin's reads of personal data are, as "cli".
      if (list.length > 0)
        audit.append({ actor: "cli", action: "people.listed", detail: `${list.length} people` }, now);
      for (const person of list) {
        const count = people.passkeys(person.id).length;
        console.log(
          printable(
            `${person.email.padEnd(40)} ${person.role.padEnd(10)} ${count === 0 ? "not enrolled" : `${count} passkey${count === 1 ? "" : "s"}`}`,
          ),
        );
      }
      return 0;
    }
    if (command === "remove") {
      const person = argument ? people.byEmail(argument) : null;
      if (!person) {
        console.error(printable(`Nobody with the e-mail ${argument ?? ""}.`));
        return 1;
      }
      people.remove(person.id);
      audit.append({ actor: "cli", action: "person.removed", detail: person.email }, now);
      console.log(printable(`Removed ${person.email}: their passkeys and sessions are gone.`));
      return 0;
    }
    // audit
    if (values.verify || values.anchor)
      return verifyAudit(store.database, env, config.auditRetentionDays, now, values.anchor);
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    const rows = audit.list({ limit });
    // The trail names people, networks and leads: reading it is a row of it (after the rows shown).
    audit.append({ actor: "cli", action: "audit.read", detail: `${rows.length} rows` }, now);
    for (const row of rows) {
      console.log(
        printable(
          `${String(row.seq).padStart(6)}  ${new Date(row.at).toISOString()}  ${row.actor}  ${row.action}  ${row.detail}${row.network ? `  from ${row.network}` : ""}`,
        ),
      );
    }
    return 0;
  } finally {
    store.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
