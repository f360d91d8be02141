/**
 * Runs after `astro build` (see package.json "build"):
 * 1. checks the 404 page is there (404.html, which servers send with status 404), and lightens every
 *    page: illustrations below the fold into cached SVG files, each icon drawn once per page
 *    (scripts/build/lighten-html.ts, docs/decisions/019-lighter-pages.md), and builds the speed collector
 *    that the island bootstrap file loads once the page is idle (docs/decisions/023-field-speed.md);
 * 2. writes sitemap.xml (every page built, `lastmod` from an article's or case study's own dates)
 *    and robots.txt;
 * 3. collects each page's Content-Security-Policy (build/csp.json) and the other document
 *    headers (build/security-headers.json), read by the server and deploy/nginx.conf's generator,
 *    and moves Astro's island style rule into <head> (scripts/build/island-style.ts);
 * 4. draws the sharing images and app icons (scripts/build/og-images.ts) and writes the web manifest;
 * 5. builds the site-search index with Pagefind into /pagefind/ (docs/decisions/014-site-search.md);
 * 6. writes brotli and gzip siblings of text files so servers never compress per request.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import * as pagefind from "pagefind";
import { pagePath } from "../../server/page-policies.ts";
import { translatedLanguages } from "../../src/content/languages.ts";
import { familyPaths } from "../../src/content/paths.ts";
import { site } from "../../src/content/site.ts";
import { scriptHash } from "../../src/lib/csp.ts";
import { faviconDataUrl } from "../../src/lib/favicon.ts";
import { manifestLinkWhenIdle, manifestPath } from "../../src/lib/manifest-link.ts";
import { vitalsWhenIdle } from "../../src/lib/measure/vitals-loader.ts";
import { speculationRules, speculationRulesWhenIdle } from "../../src/lib/speculation-rules.ts";
import { alternateProblems, alternatesInHtml, htmlLang, sitemapXml } from "./alternates.ts";
import { bundleVitals } from "./bundle-vitals.ts";
import { islandStyleInHead } from "./island-style.ts";
import { colorTokens, hashedName, isIslandLoader, lightenPage } from "./lighten-html.ts";
import { appIcons, writeImages } from "./og-images.ts";

const client = "build/client";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// 1. Astro writes the 404 page as 404.html, which the servers send with status 404.
if (!existsSync(join(client, "404.html"))) throw new Error("postbuild: the 404 page was not pre-rendered");
// Another language's 404 page (/de/404) is written as de/404/index.html; servers send it as
// de/404.html for an unknown address under /de (server/app.ts, deploy/nginx.conf).
for (const { code } of translatedLanguages) {
  const written = join(client, code, "404", "index.html");
  if (!existsSync(written)) continue;
  renameSync(written, join(client, code, "404.html"));
  rmdirSync(join(client, code, "404"));
}
const colors = colorTokens(
  walk(join(client, "_astro"))
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n"),
);
const builtFiles = new Map<string, string>();
// A build that measures nothing (no events endpoint: a static build, a branch's preview; the same
// rule as src/lib/build-define.ts) adds no speed collector either: it would send to no one.
const measured = (process.env.EVENTS_ENDPOINT ?? (process.env.INQUIRY_ENDPOINT === "" ? "" : "/api/events")) !== "";
// The speed collector, a file of its own that the island bootstrap file adds once the page is
// idle (docs/decisions/023-field-speed.md).
const vitalsCode = await bundleVitals();
const vitalsName = hashedName("vitals", vitalsCode).replace(/\.svg$/, ".js");
builtFiles.set(vitalsName, vitalsCode);
// Each page, lightened: illustrations to files, each icon drawn once on the page, the island
// bootstrap to a file that also adds, once the page has loaded and painted, the link prefetching,
// the web manifest's link and the speed collector.
for (const file of walk(client).filter((name) => name.endsWith(".html"))) {
  writeFileSync(
    file,
    lightenPage(
      readFileSync(file, "utf8"),
      colors,
      builtFiles,
      speculationRulesWhenIdle + manifestLinkWhenIdle + (measured ? vitalsWhenIdle(`/_astro/${vitalsName}`) : ""),
    ),
  );
}
for (const [name, content] of builtFiles) writeFileSync(join(client, "_astro", name), content);

// 2. Sitemap and robots. The pages are what the build wrote: the fixed families (content/paths.ts) in
//    their order, then each case study, blog category and article the Markdown files produced
//    (drafts are not built, so they are not listed). An article's or case study's lastmod is the
//    date its own JSON-LD declares (dateModified, else datePublished: its frontmatter).
//    A page that asks search engines not to index it (the answer for a page not translated yet,
//    docs/decisions/039-pages-missing-in-a-language.md) is no page to list.
const builtPages = walk(client)
  .filter((file) => file.endsWith("index.html"))
  .filter((file) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, "utf8")))
  .map((file) => pagePath(relative(client, file)))
  .sort();
const fixed = familyPaths();
const missing = fixed.filter((path) => !builtPages.includes(path));
if (missing.length > 0) throw new Error(`postbuild: pages not built: ${missing.join(", ")}`);
const sitemapPaths = [...fixed, ...builtPages.filter((path) => !fixed.includes(path))];
const lastModified = (path: string) => {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  return html.match(/"dateModified":"([\d-]+)"/)?.[1] ?? html.match(/"datePublished":"([\d-]+)"/)?.[1];
};
// Each page's languages as its head gives them (<html lang>, <link rel="alternate" hreflang>):
// the sitemap repeats them as xhtml:link, and the build stops when a set is not reciprocal, points
// at a page not built or of another language, or lacks x-default (scripts/build/alternates.ts).
const builtLanguages = builtPages.map((path) => {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  return { path, lang: htmlLang(html), alternates: alternatesInHtml(html) };
});
const alternateTrouble = alternateProblems(builtLanguages, site.origin);
if (alternateTrouble.length > 0) throw new Error(`postbuild: hreflang alternates:\n${alternateTrouble.join("\n")}`);
const alternatesOf = new Map(builtLanguages.map((page) => [page.path, page.alternates]));
writeFileSync(
  join(client, "sitemap.xml"),
  sitemapXml(
    sitemapPaths.map((path) => {
      const lastmod = lastModified(path);
      return {
        loc: new URL(path, site.origin).href,
        ...(lastmod ? { lastmod } : {}),
        alternates: alternatesOf.get(path) ?? [],
      };
    }),
    site.origin,
  ),
);
writeFileSync(
  join(client, "robots.txt"),
  // The search page is a page; its results (/search?q=…, /de/search?q=…) are each visitor's own,
  // not for crawling.
  `User-agent: *\nAllow: /\nDisallow: /search?\n${translatedLanguages.map(({ code }) => `Disallow: /${code}/search?\n`).join("")}\nSitemap: ${new URL("/sitemap.xml", site.origin).href}\n`,
);

// 3. Each page's Content-Security-Policy, as Astro computed it (security.csp in astro.config.ts:
//    only the hashes of the scripts that page inlines), for the servers to send as a header.
//    `frame-ancestors` is header-only (a <meta> policy cannot carry it), so it is added here.
//    Astro lists the hashes of every script it could inline (all its directives and runtimes);
//    each page keeps only those of the scripts it really has, in its <meta> and its header.
const metaPolicy = /<meta http-equiv="content-security-policy" content="([^"]+)">/;
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const policies: Record<string, string> = {};
for (const file of walk(client).filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const match = html.match(metaPolicy);
  if (!match?.[1]) throw new Error(`postbuild: ${file} has no Content-Security-Policy meta tag`);
  // The speculation rules are added by the page's own script once it is idle
  // (src/lib/speculation-rules.ts): not in the HTML, yet allowed on every page.
  const present = new Set(
    [...[...html.matchAll(inlineScript)].map(([, body]) => body ?? ""), speculationRules].map(
      (body) => `'${scriptHash(body)}'`,
    ),
  );
  const loaders = [...html.matchAll(inlineScript)]
    .map(([, body]) => body ?? "")
    .filter(isIslandLoader)
    .map((body) => `'${scriptHash(body)}'`);
  const directives = match[1]
    .replaceAll("&#39;", "'")
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) =>
      directive.startsWith("script-src ")
        ? [
            ...directive.split(/\s+/).filter((source) => !source.startsWith("'sha256-") || present.has(source)),
            // The island loader postbuild wrote in place of Astro's inline bootstrap (lighten-html.ts).
            ...loaders.filter((source) => !directive.includes(source)),
          ].join(" ")
        : directive,
    );
  const policy = directives.join("; ");
  writeFileSync(
    file,
    islandStyleInHead(
      html.replace(
        match[0],
        `<meta http-equiv="content-security-policy" content="${policy.replaceAll("'", "&#39;")}">`,
      ),
    ),
  );
  policies[pagePath(relative(client, file))] = `${policy}; frame-ancestors 'none'`;
}
writeFileSync("build/csp.json", `${JSON.stringify(policies, null, 2)}\n`);
writeFileSync(
  "build/security-headers.json",
  `${JSON.stringify(
    {
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
  join(client, manifestPath.slice(1)),
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
        // The mark itself rather than a URL: Chromium fetches a manifest's icon during the page's
        // load, a request after the manifest's, in the first round trips Lighthouse counts for
        // LCP (ADR 019). The PNGs are for systems that want a bitmap, and fetched only then.
        { src: faviconDataUrl(), sizes: "any", type: "image/svg+xml" },
        ...appIcons
          .filter((icon) => icon.file.startsWith("icon-"))
          .map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: "image/png" })),
      ],
    },
    null,
    2,
  )}\n`,
);

// 5. The site-search index. Pagefind reads each page's <main data-pagefind-body> (the layout sets it
//    on the pages search covers: src/content/search-families.ts) and its filters, sort and meta
//    (src/components/layout/search-index.astro); forms and dialogs are left out. Only its browser
//    API, worker, WebAssembly and index are kept: the site shows results with its own markup.
const search = await pagefind.createIndex({ excludeSelectors: ["form", "dialog", "nav"] });
if (!search.index) throw new Error(`postbuild: Pagefind: ${search.errors.join("; ")}`);
const added = await search.index.addDirectory({ path: client });
if (added.errors.length > 0) throw new Error(`postbuild: Pagefind: ${added.errors.join("; ")}`);
const searchDir = join(client, "pagefind");
rmSync(searchDir, { recursive: true, force: true });
const written = await search.index.writeFiles({ outputPath: searchDir });
if (written.errors.length > 0) throw new Error(`postbuild: Pagefind: ${written.errors.join("; ")}`);
await pagefind.close();
for (const file of readdirSync(searchDir)) {
  if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) rmSync(join(searchDir, file));
}

// 6. Precompress text files once, at build time. Brotli at its best setting is slow (a fifth of a
//    second for an article's page), so the files are compressed on libuv's thread pool, all cores
//    at once, rather than one after the other: the build stays short at hundreds of articles.
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const toCompress = walk(client).filter((file) => compressible.test(file) && statSync(file).size >= 1024);
await Promise.all(
  toCompress.map(async (file) => {
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }),
);
const compressed = toCompress.length;

console.log(
  `postbuild: 404.html, ${builtFiles.size} illustration and island files, sitemap.xml (${sitemapPaths.length} URLs), ${Object.keys(policies).length} page policies, ${images} images, search index of ${added.page_count} pages, ${compressed} files precompressed in ${relative(".", client)}`,
);
