/**
 * What `npm run bench` measures: the routes of a build (one per `index.html`) and the script-free
 * "floor" copy of it, every script but JSON-LD and every script preload removed, that each route is
 * judged against (docs/performance.md). Reads and writes files only; tested in bench-lib.test.ts.
 */
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
// Routes

/**
 * The route a pre-rendered file answers, from its path relative to the build root
 * (`about/index.html` → `/about`, `index.html` → `/`), or null when it is not a page to bench:
 * not an `index.html`, the 404 page, or anything under a name starting with `__`.
 */
export function routeFromFile(relativePath: string): string | null {
  const segments = relativePath.split(/[\\/]/).filter((segment) => segment !== "");
  if (segments.at(-1) !== "index.html") return null;
  const dirs = segments.slice(0, -1);
  if (segments.some((segment) => segment.startsWith("__"))) return null;
  if (dirs[0] === "404") return null;
  return `/${dirs.join("/")}`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every page of a static build: `/` first, then in path order. */
export function discoverRoutes(root: string): string[] {
  const routes = walk(root)
    .map((file) => routeFromFile(relative(root, file)))
    .filter((route): route is string => route !== null);
  return [...new Set(routes)].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/** The routes named on the command line (all when none), each checked against the build. */
export function pickRoutes(available: string[], requested: string[]): string[] {
  if (requested.length === 0) return available;
  const normalized = requested.map((route) => `/${route.replace(/^\/+|\/+$/g, "")}`);
  const unknown = normalized.filter((route) => !available.includes(route));
  if (unknown.length > 0) {
    throw new Error(`no pre-rendered page for ${unknown.join(", ")} (routes found: ${available.join(" ")})`);
  }
  return [...new Set(normalized)];
}

// ---------------------------------------------------------------------------------------------
// The floor: the same build without any script

/** Name → value of a tag's attributes (lower-case names; a bare attribute's value is ""). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

// Attribute values may hold ">" inside quotes, hence the quote-aware attribute run.
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

function isJsonLd(attributes: Map<string, string>): boolean {
  return (attributes.get("type") ?? "").trim().toLowerCase() === "application/ld+json";
}

/** `<link rel=modulepreload>`, and `<link rel=preload as=script>`: both fetch script. */
function isScriptPreload(attributes: Map<string, string>): boolean {
  const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("modulepreload")) return true;
  return rel.includes("preload") && (attributes.get("as") ?? "").trim().toLowerCase() === "script";
}

/**
 * The HTML without any `<script>` element (external, inline, module, speculation rules…) except
 * JSON-LD data, and without any `<link>` that preloads script.
 */
export function stripScripts(html: string): { html: string; scripts: number; preloads: number } {
  let scripts = 0;
  let preloads = 0;
  const withoutScripts = html.replace(scriptElement, (element, attributes: string) => {
    if (isJsonLd(parseAttributes(attributes))) return element;
    scripts += 1;
    return "";
  });
  const stripped = withoutScripts.replace(linkElement, (element, attributes: string) => {
    if (!isScriptPreload(parseAttributes(attributes))) return element;
    preloads += 1;
    return "";
  });
  return { html: stripped, scripts, preloads };
}

/**
 * Copies the build at `source` to `destination` with every HTML file stripped of script. The
 * server answers `file.html.br`/`.gz` instead of `file.html` when the browser accepts them
 * (server/app.ts, `precompressed: true`), so an edited page's siblings are written anew from the
 * stripped HTML (same levels as scripts/build/postbuild.ts), never left stale. `security-headers.json`
 * beside the build (read by server/app.ts from `<root>/..`) is copied beside the copy, so both
 * servers send the same headers.
 */
export function buildFloor(source: string, destination: string) {
  rmSync(destination, { recursive: true, force: true });
  cpSync(source, destination, { recursive: true });
  const headers = join(source, "..", "security-headers.json");
  if (existsSync(headers)) copyFileSync(headers, join(destination, "..", "security-headers.json"));

  let pages = 0;
  let scripts = 0;
  let preloads = 0;
  for (const file of walk(destination).filter((path) => path.endsWith(".html"))) {
    const stripped = stripScripts(readFileSync(file, "utf8"));
    if (stripped.scripts === 0 && stripped.preloads === 0) continue;
    pages += 1;
    scripts += stripped.scripts;
    preloads += stripped.preloads;
    writeFileSync(file, stripped.html);
    const data = Buffer.from(stripped.html);
    if (existsSync(`${file}.br`)) {
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
  return { pages, scripts, preloads };
}

/** Lists the HTML files of `root` that still hold a `<script>` other than JSON-LD. */
export function filesWithScript(root: string): string[] {
  return walk(root)
    .filter((file) => file.endsWith(".html"))
    .filter((file) => {
      const html = readFileSync(file, "utf8");
      return [...html.matchAll(scriptElement)].some((match) => !isJsonLd(parseAttributes(match[1] ?? "")));
    })
    .map((file) => relative(root, file).split(sep).join("/"));
}
