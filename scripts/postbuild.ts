/**
 * Runs after `react-router build` (see package.json "build"):
 * 1. moves the pre-rendered catch-all page to 404.html, which servers send with status 404;
 * 2. writes sitemap.xml and robots.txt from the same route list that drove pre-rendering;
 * 3. hashes every inline script into a Content-Security-Policy without 'unsafe-inline'
 *    (build/security-headers.json, read by the server and deploy/nginx.conf's generator);
 * 4. draws the sharing images and app icons (scripts/og-images.ts) and writes the web manifest;
 * 5. writes brotli and gzip siblings of text files so servers never compress per request.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { site } from "../app/content/site.ts";
import { prerenderPaths } from "../app/lib/paths.ts";
import { appIcons, writeImages } from "./og-images.ts";

const client = "build/client";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// 1. The catch-all route was pre-rendered at /404.
const prerendered404 = join(client, "404", "index.html");
if (existsSync(prerendered404)) {
  renameSync(prerendered404, join(client, "404.html"));
  rmSync(join(client, "404"), { recursive: true, force: true });
}
if (!existsSync(join(client, "404.html"))) throw new Error("postbuild: the 404 page was not pre-rendered");

// 2. Sitemap and robots from lib/paths.ts.
const urls = prerenderPaths().map((path) => new URL(path, site.origin).href);
writeFileSync(
  join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
writeFileSync(
  join(client, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", site.origin).href}\n`,
);

// 3. CSP: allow exactly the inline scripts the framework emitted, by hash.
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const hashes = new Set<string>();
const htmlFiles = walk(client).filter((file) => file.endsWith(".html"));
for (const file of htmlFiles) {
  for (const match of readFileSync(file, "utf8").matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
}
const csp = [
  "default-src 'self'",
  `script-src 'self' ${[...hashes].sort().join(" ")}`,
  // React sets style attributes (animation delays); no inline <style> or script relies on this.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");
writeFileSync(
  "build/security-headers.json",
  `${JSON.stringify(
    {
      "Content-Security-Policy": csp,
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
      "Cross-Origin-Opener-Policy": "same-origin",
    },
    null,
    2,
  )}\n`,
);

// 4. Sharing images, app icons and the web manifest, from the same brand and site configuration.
const images = writeImages(client);
writeFileSync(
  join(client, "manifest.webmanifest"),
  `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.tagline,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0b1a30",
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ...appIcons
          .filter((icon) => icon.file.startsWith("icon-"))
          .map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: "image/png" })),
      ],
    },
    null,
    2,
  )}\n`,
);

// 5. Precompress text files once, at build time.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
let compressed = 0;
for (const file of walk(client)) {
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed += 1;
}

console.log(
  `postbuild: 404.html, sitemap.xml (${urls.length} URLs), ${hashes.size} script hashes, ${images} images, ${compressed} files precompressed in ${relative(".", client)}`,
);
