/**
 * Every page has its own Content-Security-Policy: Astro hashes exactly the scripts that page
 * inlines (security.csp in astro.config.ts), scripts/postbuild.ts collects them into
 * build/csp.json keyed by page path, and the Node server and nginx send each page's policy as a
 * header (docs/decisions/005-csp.md).
 */
export type PagePolicies = Record<string, string>;

/** "about/index.html" → "/about", "index.html" → "/", "404.html" → "/404". */
export function pagePath(file: string): string {
  const path = `/${file.replaceAll("\\", "/")}`.replace(/(\/index)?\.html$/, "");
  return path === "" ? "/" : path;
}

/** The policy of the page a request was answered with; unknown paths get the 404 page's. */
export function policyFor(policies: PagePolicies, requestPath: string, status: number): string | undefined {
  if (status === 404) return policies["/404"];
  let path = requestPath.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  path = path.length > 1 ? path.replace(/\/+$/, "") : path;
  try {
    path = decodeURIComponent(path);
  } catch {
    return policies["/404"];
  }
  return policies[path || "/"] ?? policies["/404"];
}
