/**
 * Response headers that do not depend on the build. The Node server (server/app.ts) and the
 * reference nginx config (scripts/nginx-conf.ts → deploy/nginx.conf) both read them from here,
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
