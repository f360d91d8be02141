/**
 * What a page gives the browser to parse and lay out, read from the pre-rendered HTML alone
 * (ADR 019): raw bytes, elements, inline script, inline SVG and class attributes. Used by
 * `scripts/bench/page-weight.ts` (the table in docs/performance.md) and by
 * `tests/e2e/page-weight.spec.ts` (the budgets, after the build in `npm test`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { translatedLanguages } from "../../src/content/languages.ts";

/** Budgets of ADR 022: the home page's weight, and the script every page inlines. */
export const pageWeightBudgets = {
  /** 100 KB read the strict way (100,000 bytes, not 102,400). */
  homeHtmlBytes: 100_000,
  /**
   * ADR 022's 1,000. The three language switchers (ADR 026) took the home page to 1,019; they
   * are links straight in their nav now, the carousel's dots buttons without a list, and the
   * hero's backdrop CSS instead of SVG: 987.
   */
  homeElements: 1000,
  inlineScriptBytes: 8 * 1024,
};

/**
 * Every language's home is held to the home's budgets (docs/decisions/026-languages.md): /, /de, /fr.
 */
export const homeRoutes = ["/", ...translatedLanguages.map(({ code }) => `/${code}`)];

export type PageWeight = {
  route: string;
  htmlBytes: number;
  /** Elements the parser creates (start tags outside script, style, comments and template text). */
  elements: number;
  /** Inline `<script>` elements that run (JSON-LD and other data blocks are not script). */
  inlineScripts: number;
  inlineScriptBytes: number;
  /** `<script src>`: fetched, not inlined. */
  externalScripts: number;
  /** Top-level inline `<svg>` trees and their bytes, markup included. */
  inlineSvgs: number;
  inlineSvgBytes: number;
  /** Bytes of every `class="…"` attribute, name and quotes included. */
  classBytes: number;
};

const dataScriptTypes = new Set(["application/ld+json", "application/json", "speculationrules", "importmap"]);

/** Is an inline script of this `type` executed? Data blocks (JSON-LD…) and speculation rules are parsed, not run. */
export function isExecutedScript(type: string | undefined): boolean {
  const value = (type ?? "").trim().toLowerCase();
  if (value === "" || value === "module" || value === "text/javascript" || value === "application/javascript")
    return true;
  return !dataScriptTypes.has(value) && /javascript|ecmascript/.test(value);
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function measureHtml(route: string, html: string): PageWeight {
  let inlineScripts = 0;
  let inlineScriptBytes = 0;
  let externalScripts = 0;
  for (const match of html.matchAll(scriptPattern)) {
    const attributes = match[1] ?? "";
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    if (/\bsrc\s*=/i.test(attributes)) {
      externalScripts += 1;
      continue;
    }
    if (!isExecutedScript(type)) continue;
    inlineScripts += 1;
    inlineScriptBytes += Buffer.byteLength(match[2] ?? "");
  }

  // Raw text elements and comments hold no elements of their own.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, "$1$2")
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style\s*>)/gi, "$1$2");
  const elements = (markup.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length;

  let inlineSvgs = 0;
  let inlineSvgBytes = 0;
  // Top-level only: an <svg> inside another is counted in its parent's bytes.
  let depth = 0;
  let start = 0;
  for (const match of markup.matchAll(/<svg\b|<\/svg\s*>/gi)) {
    if (match[0].toLowerCase().startsWith("<svg")) {
      if (depth === 0) start = match.index;
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) {
        inlineSvgs += 1;
        inlineSvgBytes += Buffer.byteLength(markup.slice(start, match.index + match[0].length));
      }
    }
  }

  const classBytes = [...markup.matchAll(/\sclass\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[0]) - 1,
    0,
  );

  return {
    route,
    htmlBytes: Buffer.byteLength(html),
    elements,
    inlineScripts,
    inlineScriptBytes,
    externalScripts,
    inlineSvgs,
    inlineSvgBytes,
    classBytes,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every pre-rendered page of a static build (`index.html` files and `404.html`), `/` first. */
export function measureBuild(root: string): PageWeight[] {
  const pages = walk(root)
    .map((file) => relative(root, file).split(/[\\/]/).join("/"))
    .filter((file) => file === "404.html" || file === "index.html" || file.endsWith("/index.html"))
    .filter((file) => !file.split("/").some((segment) => segment.startsWith("__")))
    .map((file) => ({ file, route: file === "404.html" ? "/404" : `/${file.replace(/\/?index\.html$/, "")}` }))
    .sort((a, b) => (a.route === "/" ? -1 : b.route === "/" ? 1 : a.route < b.route ? -1 : 1));
  return pages.map(({ file, route }) => measureHtml(route, readFileSync(join(root, file), "utf8")));
}

/** Every missed budget, one line each. */
export function pageWeightFailures(pages: PageWeight[], limits = pageWeightBudgets): string[] {
  const misses: string[] = [];
  for (const page of pages) {
    if (page.inlineScriptBytes > limits.inlineScriptBytes)
      misses.push(
        `${page.route}: ${page.inlineScriptBytes} B of inline script in ${page.inlineScripts} element(s) > ${limits.inlineScriptBytes} B`,
      );
    if (!homeRoutes.includes(page.route)) continue;
    if (page.htmlBytes > limits.homeHtmlBytes)
      misses.push(`${page.route}: ${page.htmlBytes} B of HTML > ${limits.homeHtmlBytes} B`);
    if (page.elements > limits.homeElements)
      misses.push(`${page.route}: ${page.elements} elements > ${limits.homeElements}`);
  }
  return misses;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function pageWeightTable(pages: PageWeight[]): string {
  const lines = [
    "| route | HTML KB | elements | inline script KB | inline scripts | external scripts | inline SVG KB | inline SVGs | class KB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const page of pages) {
    lines.push(
      `| ${page.route} | ${kb(page.htmlBytes)} | ${page.elements} | ${kb(page.inlineScriptBytes)} | ${page.inlineScripts} | ${page.externalScripts} | ${kb(page.inlineSvgBytes)} | ${page.inlineSvgs} | ${kb(page.classBytes)} |`,
    );
  }
  return lines.join("\n");
}
