/** The web manifest's address (scripts/build/postbuild.ts writes the file). */
export const manifestPath = "/manifest.webmanifest";

/**
 * The page's `<link rel="manifest">`, added by the island bootstrap file once the page has
 * loaded and painted (scripts/build/lighten-html.ts), not written in the HTML: Chromium fetched the
 * manifest during the load, one of four requests in the first round trips that Lighthouse's
 * simulation puts before the largest paint (with the font, the CSS and the icons, now in the page:
 * docs/performance.md, ADR 019). Nobody installs the site before it has painted; Chromium
 * notices a manifest link added later, and without JavaScript the site is a set of pages, not an app.
 * It waits for idle time too, rather than joining the bootstrap's own task (Safari has no
 * `requestIdleCallback`: a zero timer stands in).
 */
export const manifestLinkWhenIdle = `(self.requestIdleCallback||setTimeout)(()=>document.head.append(Object.assign(document.createElement("link"),{rel:"manifest",href:${JSON.stringify(manifestPath)}})));`;
