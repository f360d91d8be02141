import { scriptHash } from "./csp.ts";

/**
 * Links are prefetched by the browser's speculation rules when the pointer rests on them or a
 * finger goes down on them ("moderate"), with no script of ours: Astro's prefetch would ship a
 * module script in every page's <head>, against the "no script before the first paint" budget
 * (docs/decisions/009-islands.md). Same-origin pages only, never the inquiry API.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ],
});

/** The rules' CSP hash (astro.config.ts): inline rules are script as far as CSP is concerned. */
export const speculationRulesHash = scriptHash(speculationRules);
