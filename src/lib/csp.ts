import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy source that allows one inline script (docs/decisions/005-csp.md):
 * Astro hashes the scripts it bundles itself; an `is:inline` script's hash is added by the page
 * (`Astro.csp.insertScriptHash`) or the config (the speculation rules).
 */
export function scriptHash(source: string) {
  return `sha256-${createHash("sha256").update(source).digest("base64")}` as const;
}
