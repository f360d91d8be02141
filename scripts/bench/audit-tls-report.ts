/**
 * Summarises testssl.sh's flat JSON (scripts/bench/audit-tls.sh): counts by severity, every HIGH and
 * CRITICAL finding, the MEDIUM and LOW ones as notes; exits non-zero on a HIGH or CRITICAL finding
 * whose id is not in ALLOWED (space-separated: those only a public CA's certificate fixes).
 *
 *   ALLOWED="cert_revocation" node scripts/bench/audit-tls-report.ts reports/testssl.json
 */
import { readFileSync } from "node:fs";

type Finding = { id: string; severity: string; finding: string };
const file = process.argv[2] ?? "reports/testssl.json";
const findings = JSON.parse(readFileSync(file, "utf8")) as Finding[];
const allowed = new Set((process.env.ALLOWED ?? "").split(/\s+/).filter(Boolean));

const counts: Record<string, number> = {};
for (const f of findings) counts[f.severity] = (counts[f.severity] ?? 0) + 1;
console.log(`Findings by severity: ${JSON.stringify(counts)}`);
const serious = findings.filter((f) => f.severity === "HIGH" || f.severity === "CRITICAL");
for (const f of serious) {
  console.log(`${allowed.has(f.id) ? "ALLOWED (a public CA fixes it)" : "FAIL"}  ${f.severity} ${f.id}: ${f.finding}`);
}
for (const f of findings.filter((f) => f.severity === "MEDIUM" || f.severity === "LOW")) {
  console.log(`note  ${f.severity} ${f.id}: ${f.finding}`);
}
const failing = serious.filter((f) => !allowed.has(f.id));
if (findings.length === 0) {
  console.log("FAIL  testssl.sh wrote no findings");
  process.exit(1);
}
console.log(
  failing.length === 0
    ? "audit:tls: no HIGH or CRITICAL finding that a public CA's certificate would not fix"
    : `audit:tls: ${failing.length} HIGH/CRITICAL finding(s) to fix`,
);
process.exit(failing.length === 0 ? 0 : 1);
