import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startSite } from "./site.ts";

// `npm start` serves the production build, building it first on a fresh clone.
const root = process.env.SITE_ROOT || "build/client";
if (!existsSync(join(root, "404.html"))) {
  console.log("No production build found: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const site = await startSite({ root });
console.log(`Serving the site at ${site.url}`);
const { databasePath, webhookUrl, email, salesforce } = site.config;
console.log(
  `Storing inquiries in ${databasePath}` +
    // Only the webhook's origin: its path or query may carry a token, its user part a password.
    (webhookUrl ? `, forwarding them to a webhook at ${new URL(webhookUrl).origin}` : " (no INQUIRY_WEBHOOK_URL set)") +
    (email ? ` and e-mailing them to ${email.to.join(", ")}.` : " (no SMTP_URL and LEAD_NOTIFY_TO set)."),
);
console.log(
  salesforce
    ? `Sending each lead to Salesforce at ${salesforce.url} as a Lead (API v${salesforce.apiVersion}).`
    : "Not sending leads to Salesforce (no SALESFORCE_URL set).",
);

const { retentionDays, legacyPassword } = site.measure;
console.log(
  `Counting visits and field speed as daily totals, kept ${retentionDays} days; admin area at ${site.url}/admin ` +
    "(people sign in with passkeys: `npm run admin -- invite <e-mail> --role owner` makes the first).",
);
if (legacyPassword) console.log("ADMIN_PASSWORD is set but no longer used: the admin signs people in with passkeys.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)));
}
