import { readFileSync } from "node:fs";

/**
 * The site's mark (public/favicon.svg, 281 bytes) as a `data:` URL, for the pages' icon link and
 * the web manifest's SVG icon: the browser needs no request for it during a page's load, where
 * Lighthouse counts every request for LCP (ADR 019). The CSP's `img-src` allows `data:`. Build
 * time only (read from the project's root); the file stays for the admin and anyone who asks.
 */
export function faviconDataUrl(): string {
  return `data:image/svg+xml,${encodeURIComponent(readFileSync("public/favicon.svg", "utf8").trim())}`;
}
