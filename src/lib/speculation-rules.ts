/**
 * Links are prefetched by the browser's speculation rules when the pointer rests on them or a
 * finger goes down on them ("moderate"), with no script of ours doing the fetching: Astro's
 * prefetch would ship a module script in every page's <head>, against the "no script before the
 * first paint" budget (docs/decisions/009-islands.md). Same-origin pages only, never an API.
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

/**
 * The rules are added once the page has painted, loaded and gone idle: in the HTML, the browser
 * registered them and matched every link during the load, which measured 140 ms of Lighthouse's
 * TBT on a slower machine of ours (/about: 218 ms with them, 77 ms without;
 * docs/decisions/011-menus-without-download.md). Nobody hovers a link that early. The CSP allows
 * them by hash (astro.config.ts, kept on every page by scripts/build/postbuild.ts).
 *
 * They are added by the few lines scripts/build/postbuild.ts appends to the island bootstrap file, which runs
 * once the page has painted and loaded (scripts/build/lighten-html.ts): out of the page's inline script
 * (ADR 019: at most 8 KB of it on any page). Safari has neither speculation rules nor
 * `requestIdleCallback`; the first check covers both.
 */
export const speculationRulesWhenIdle = `HTMLScriptElement.supports?.("speculationrules")&&requestIdleCallback(()=>{const r=document.createElement("script");r.type="speculationrules";r.textContent=${JSON.stringify(speculationRules)};document.head.append(r)},{timeout:2e3});`;
