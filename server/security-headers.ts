/**
 * Response headers that do not depend on the build. The Node server (server/app.ts) and the
 * reference nginx config (scripts/build/nginx-conf.ts → deploy/nginx.conf) both read them from here,
 * so the two ways of serving the site cannot drift apart. The build-dependent ones
 * (Content-Security-Policy with its script hashes, Permissions-Policy, Cross-Origin-Opener-Policy)
 * come from build/security-headers.json, written by scripts/postbuild.ts.
 */
export const fixedSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
} as const;

/** Sent only over HTTPS (directly or behind a proxy that says so): browsers ignore it on HTTP. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * The policy of site search's worker (/pagefind/pagefind-worker.js), the one script on the site
 * that compiles WebAssembly: Pagefind's search runs there. A dedicated worker is governed by the
 * policy its own script arrives with, so `'wasm-unsafe-eval'` is allowed there and on no page
 * (docs/decisions/005-csp.md, 014-site-search.md).
 */
export const searchWorkerPath = "/pagefind/pagefind-worker.js";
export const searchWorkerPolicy = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
