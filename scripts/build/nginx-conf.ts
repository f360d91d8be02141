/**
 * Writes the nginx header data and include files for deploy/nginx.conf (docs/decisions/003-nginx.md,
 * 027-alerts-and-status-on-the-server.md):
 * - build/nginx-csp.json: each page's path and the sha256 hashes of the scripts (and styles) it
 *   inlines — data, the only thing of the build's that root's deployer reads for nginx: it checks
 *   every value and renders the include files itself (deploy/nginx-headers.ts), never including
 *   anything the build wrote;
 * - build/nginx-security-values.conf, nginx-security-headers.conf, nginx-asset-headers.conf,
 *   nginx-search-worker-headers.conf: the same rendering, for the local checks and previews
 *   (`npm run test:nginx`, `preview:https`), which serve a checkout directly.
 *
 * Each page's Content-Security-Policy carries the sha256 hashes of the scripts it inlines, so it
 * changes with every build: it is read from build/csp.json (scripts/build/postbuild.ts), taken back to
 * its hashes, and refused unless the rest of it is deploy/nginx-headers.ts's template, so what
 * nginx sends is what the Node server sends. `npm run build` runs this script last; by hand:
 *
 *   node scripts/build/nginx-conf.ts [build/security-headers.json] [build]
 */

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  cspDataFromPolicies,
  documentHeaders,
  fixedHeaders,
  parseCspData,
  renderHeaderIncludes,
  searchWorkerPolicy,
  strictTransportSecurity,
} from "../../deploy/nginx-headers.ts";
import type { PagePolicies } from "../../server/page-policies.ts";
import * as server from "../../server/security-headers.ts";

const source = process.argv[2] ?? "build/security-headers.json";
const outDir = process.argv[3] ?? "build";

// The headers the Node server sends must be the ones root's renderer writes for nginx.
const buildHeaders: Record<string, string> = JSON.parse(readFileSync(source, "utf8"));
for (const [what, ours, theirs] of [
  [source, documentHeaders, buildHeaders],
  ["server/security-headers.ts fixedSecurityHeaders", fixedHeaders, server.fixedSecurityHeaders],
  ["server/security-headers.ts strictTransportSecurity", strictTransportSecurity, server.strictTransportSecurity],
  ["server/security-headers.ts searchWorkerPolicy", searchWorkerPolicy, server.searchWorkerPolicy],
] as const)
  if (!isDeepStrictEqual(ours, theirs))
    throw new Error(`nginx-conf: ${what} differs from deploy/nginx-headers.ts: change both together`);

const policiesSource = join(dirname(source), "csp.json");
const policies: PagePolicies = JSON.parse(readFileSync(policiesSource, "utf8"));
const data = cspDataFromPolicies(policies);
const dataFile = join(outDir, "nginx-csp.json");
const text = `${JSON.stringify(data, null, 2)}\n`;
// The deployer's own check: a build it would refuse fails here, before any deploy.
parseCspData(text, dataFile);
writeFileSync(dataFile, text);
const includes = renderHeaderIncludes(data);
for (const [name, conf] of Object.entries(includes)) writeFileSync(join(outDir, name), conf);
console.log(
  `nginx-conf: ${Object.keys(data).length} page policies -> ${dataFile}; ${Object.keys(includes).join(", ")} in ${outDir}`,
);
