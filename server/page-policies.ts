/**
 * Every page has its own Content-Security-Policy: Astro hashes exactly the scripts that page
 * inlines (security.csp in astro.config.ts), scripts/build/postbuild.ts collects them into
 * build/csp.json keyed by page path, and the Node server and nginx send each page's policy as a
 * header (docs/decisions/005-csp.md).
 */
export type PagePolicies = Record<string, string>;

/** "about/index.html" → "/about", "index.html" → "/", "404.html" → "/404". */
export function pagePath(file: string): string {
  const path = `/${file.replaceAll("\\", "/")}`.replace(/(\/index)?\.html$/, "");
  return path === "" ? "/" : path;
}

/**
 * The language whose 404 page answers an unknown address: its two-letter prefix (/de/…), which
 * has a 404 page of its own only when it is a language of the site; anything else gets /404.
 */
export function notFoundLanguage(requestPath: string): string {
  return requestPath.match(/^\/([a-z]{2})(?=\/|$)/)?.[1] ?? "";
}

/** The policy of the page a request was answered with; unknown paths get the 404 page's. */
export function policyFor(policies: PagePolicies, requestPath: string, status: number): string | undefined {
  if (status === 404) return policies[`/${notFoundLanguage(requestPath)}/404`] ?? policies["/404"];
  let path = requestPath.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  path = path.length > 1 ? path.replace(/\/+$/, "") : path;
  try {
    path = decodeURIComponent(path);
  } catch {
    return policies["/404"];
  }
  return policies[path || "/"] ?? policies["/404"];
}
