/**
 * Where the build is served from: "/" for the site, `/preview/<name>/` for a branch's preview
 * (SITE_BASE, deploy/release-previews.ts). Only a path of plain segments is taken; anything else
 * is the root.
 */
export function siteBase(given: string | undefined): string {
  return given && /^\/(?:[A-Za-z0-9][A-Za-z0-9._-]{0,59}\/){0,4}$/.test(given) ? given : "/";
}

/** Build-time constants shared by vite.config.ts and vitest.config.ts. */
export const buildDefine = {
  __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  /**
   * Where the forms post inquiries: the `npm start` server's own endpoint unless the build says
   * otherwise. `INQUIRY_ENDPOINT= npm run build` makes a static build (no API) that simulates
   * submissions as docs/requirements.md describes (docs/operators.md "Leads").
   */
  __INQUIRY_ENDPOINT__: JSON.stringify(process.env.INQUIRY_ENDPOINT ?? "/api/inquiries"),
  /**
   * A branch's preview (`SITE_PREVIEW=1`, docs/decisions/046-previews-per-branch.md): built with
   * no endpoint, its forms say they are a preview and sent nothing, rather than thanking anyone.
   */
  __SITE_PREVIEW__: JSON.stringify(process.env.SITE_PREVIEW === "1"),
  /**
   * The addresses script makes at run time start here (the search's index and its results). The
   * pages' own addresses are the site's; nginx makes them the preview's (deploy/nginx-editor.conf).
   */
  __SITE_BASE__: JSON.stringify(siteBase(process.env.SITE_BASE)),
  /**
   * Where the measurement sends its events (src/lib/measure/beacon.ts): the server's own endpoint,
   * or "" (nothing measured) in a static build without one (`INQUIRY_ENDPOINT=`) or with
   * `EVENTS_ENDPOINT=`.
   */
  __EVENTS_ENDPOINT__: JSON.stringify(
    process.env.EVENTS_ENDPOINT ?? (process.env.INQUIRY_ENDPOINT === "" ? "" : "/api/events"),
  ),
};
