import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The files the admin's pages load besides their own HTML, all from our origin (script-src 'self'). */

/** The site's built stylesheet, as the home page links it; null without a build. */
export function siteStylesheet(root: string): string | null {
  const index = join(root, "index.html");
  if (!existsSync(index)) return null;
  return readFileSync(index, "utf8").match(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/)?.[1] ?? null;
}

const require = createRequire(import.meta.url);
/** The browser half of @simplewebauthn, as the package ships it prebuilt (window.SimpleWebAuthnBrowser). */
export const webauthnBundle = () =>
  readFileSync(
    join(dirname(require.resolve("@simplewebauthn/browser")), "..", "dist", "bundle", "index.umd.min.js"),
    "utf8",
  );
export const adminScript = () => readFileSync(new URL("./assets/admin.js", import.meta.url), "utf8");
