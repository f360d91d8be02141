/**
 * The site's response headers as nginx include files, written by root from data (ADR 027). A
 * build is the repository's code: what it writes must never reach nginx's master (root) as
 * configuration. So the build writes data only — build/nginx-csp.json, each page's path and
 * the sha256 hashes of the scripts (and styles) it inlines — and the deployer's copy of this
 * module reads it, checks every value against a strict shape (paths of a safe character set,
 * hashes that are sha256 in base64, bounded counts) and writes the include files itself, from its
 * own policy template and fixed headers. Nothing the build wrote is included by nginx.
 *
 * The build (scripts/build/nginx-conf.ts) runs the same functions to write the same files into build/
 * for the local checks (`npm run test:nginx`, `preview:https`), so both sides render one way.
 */

/** Page path → the sha256 sources of the inline scripts and styles that page is allowed. */
export type CspData = Record<string, { script: string[]; style: string[] }>;

/**
 * Bounds on what a build may hand over: a page's policy stays under nginx's 4 KB token limit,
 * and the whole map stays small. More is refused, never cut.
 */
export const limits = { bytes: 1_000_000, pages: 2_000, pathLength: 200, hashesPerPage: 48 } as const;

/** The headers every page gets besides its policy (server/security-headers.ts, scripts/build/postbuild.ts). */
export const documentHeaders = {
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;
export const fixedHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
} as const;
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";
export const searchWorkerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** Everything but scripts and styles comes from the site itself: the policy's fixed part, which astro.config.ts's security.csp names too. */
export const siteDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** The site's policy (astro.config.ts security.csp, frame-ancestors added by postbuild) around a page's hashes. */
export function pagePolicy({ script, style }: { script: string[]; style: string[] }): string {
  const sources = (hashes: string[]) => hashes.map((hash) => ` '${hash}'`).join("");
  return [
    ...siteDirectives,
    `script-src 'self'${sources(script)}`,
    style.length > 0 ? `style-src 'self'${sources(style)}` : "style-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const pathShape = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?$/;
// 32 bytes in base64: 43 characters and one `=`.
const hashShape = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * The build's data, checked: a JSON object of at most `limits.pages` paths (each `/`, or `/`
 * and segments of letters, digits, `._~-`, no segment starting with a dot), each with `script`
 * and `style` arrays of sha256 sources, at most `limits.hashesPerPage` together, and a `/404`
 * page. Anything else throws, naming the file and the offending key (never more of the value).
 */
export function parseCspData(text: string, label: string): CspData {
  const refuse = (why: string): never => {
    throw new Error(`${label}: ${why}`);
  };
  if (text.length > limits.bytes) refuse(`larger than ${limits.bytes} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse("not JSON");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) refuse("not an object of pages");
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > limits.pages) refuse(`${entries.length} pages, more than ${limits.pages}`);
  const data: CspData = {};
  for (const [path, value] of entries) {
    const shown = JSON.stringify(path.slice(0, 60));
    if (path.length > limits.pathLength || !pathShape.test(path)) refuse(`${shown} is not a page path`);
    const { script, style, ...rest } = (value ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || !Array.isArray(script) || !Array.isArray(style))
      refuse(`${shown} is not {"script": […], "style": […]}`);
    const hashes = [...(script as unknown[]), ...(style as unknown[])];
    if (hashes.length > limits.hashesPerPage)
      refuse(`${shown} has ${hashes.length} hashes, more than ${limits.hashesPerPage}`);
    if (!hashes.every((hash) => typeof hash === "string" && hashShape.test(hash)))
      refuse(`${shown} has a value that is not a sha256 source`);
    data[path] = { script: script as string[], style: style as string[] };
  }
  if (!data["/404"]) refuse('no "/404" page (unknown paths get its policy)');
  return data;
}

/**
 * The build side: each page's policy as postbuild wrote it (build/csp.json) back to its hashes,
 * refused unless the policy is exactly the template around them, so what root renders from the
 * hashes is what the Node server sends.
 */
export function cspDataFromPolicies(policies: Record<string, string>): CspData {
  const data: CspData = {};
  for (const [path, policy] of Object.entries(policies)) {
    const hashes = (directive: string) =>
      (policy.split("; ").find((part) => part.startsWith(`${directive} `)) ?? "")
        .split(" ")
        .filter((source) => source.startsWith("'sha256-"))
        .map((source) => source.slice(1, -1));
    const entry = { script: hashes("script-src"), style: hashes("style-src") };
    if (pagePolicy(entry) !== policy)
      throw new Error(
        `${path}: its policy is not deploy/nginx-headers.ts's template around its hashes; change the template with the policy`,
      );
    data[path] = entry;
  }
  return data;
}

/** The include files deploy/nginx.conf names, by file name, rendered from checked data. */
export function renderHeaderIncludes(data: CspData): Record<string, string> {
  const note = "# Written by deploy/nginx-headers.ts from the build's page hashes, each checked; do not edit.";
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  const hsts = "add_header Strict-Transport-Security $summit_hsts always;";
  const vary = "add_header Vary Accept-Encoding always;";
  const regexPath = (path: string) => path.replaceAll(".", "\\.");
  // The languages with a 404 page of their own (/de/404): the build writes one for each language of
  // src/content/data/site/languages.json that has its not-found page translated, so a third
  // language reaches nginx as one more page here, with no change to nginx's config. An unknown
  // address under its prefix gets that page and its policy, as the Node server answers
  // (server/page-policies.ts notFoundLanguage); a prefix without one, and any other path, /404.
  const notFoundPrefixes = Object.keys(data).flatMap((path) => /^\/([a-z]{2})\/404$/.exec(path)?.[1] ?? []);
  // Each page's own policy, chosen by the URI the visitor asked for ($request_uri: $uri changes on
  // nginx's internal redirect to index.html). /about, /about/, /about/index.html and /about.html
  // are one page, with or without a query; anything else gets the policy of the 404 page it is
  // answered with (its language's under /de/, /404's elsewhere).
  const values = [
    note,
    "# Include it at http level, before deploy/nginx.conf's server block (deploy/nginx.conf does).",
    "map $request_uri $summit_csp {",
    `    default "${pagePolicy(data["/404"] as CspData[string])}";`,
    ...Object.entries(data)
      .filter(([path]) => path !== "/404")
      .map(([path, entry]) => {
        const pattern =
          path === "/" ? "^/(index\\.html)?(\\?|$)" : `^${regexPath(path)}(/|/index\\.html|\\.html)?(\\?|$)`;
        return `    "~${pattern}" "${pagePolicy(entry)}";`;
      }),
    // After every page: a map takes the first regex that matches, so /de/about keeps its own.
    ...notFoundPrefixes.map((code) => `    "~^/${code}/" "${pagePolicy(data[`/${code}/404`] as CspData[string])}";`),
    "}",
    // The page deploy/nginx.conf's error_page answers an unknown address with, chosen by the same
    // $request_uri as its policy above, so the page and its policy cannot disagree.
    "map $request_uri $summit_not_found_page {",
    '    default "/404.html";',
    ...notFoundPrefixes.map((code) => `    "~^/${code}/" "/${code}/404.html";`),
    "}",
    // HSTS only over HTTPS, directly or behind a proxy that says so, as the Node server; an empty
    // value makes add_header send nothing.
    'map "$scheme:$http_x_forwarded_proto" $summit_hsts {',
    `    "~^https:" "${strictTransportSecurity}";`,
    `    "~:https$" "${strictTransportSecurity}";`,
    '    default "";',
    "}",
  ];
  const headers = [
    note,
    "# Include it in the server block and in every location that adds a header of its own.",
    ...headerLines({ ...documentHeaders, ...fixedHeaders }),
    "add_header Content-Security-Policy $summit_csp always;",
    hsts,
    vary,
  ];
  const assets = [
    note,
    "# Include it in the /_astro/ location: fixed headers only, no document policies.",
    ...headerLines(fixedHeaders),
    hsts,
    vary,
  ];
  const worker = [...assets, `add_header Content-Security-Policy "${searchWorkerPolicy}" always;`];
  const file = (lines: string[]) => `${lines.join("\n")}\n`;
  return {
    "nginx-security-values.conf": file(values),
    "nginx-security-headers.conf": file(headers),
    "nginx-asset-headers.conf": file(assets),
    "nginx-search-worker-headers.conf": file(worker),
  };
}
