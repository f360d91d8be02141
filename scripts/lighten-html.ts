/**
 * Less for the browser to parse, style and lay out (issue 28; docs/decisions/019-lighter-pages.md),
 * done on the built HTML by scripts/postbuild.ts, so that every component keeps rendering plain
 * React markup:
 * - an illustration marked `data-illustration-file` (below the fold: src/components/ui/illustration.tsx)
 *   becomes an SVG file under /_astro/ (named by its content's hash, cached for a year like every
 *   hashed asset) shown by an `<img loading="lazy">` with the same size, classes and text alternative;
 * - each icon (lucide's `<svg class="lucide …">`) is drawn once for the whole site, as a `<symbol>`
 *   of one sprite file under /_astro/ (hashed, cached), and every copy becomes
 *   `<svg …><use href="/_astro/icons.….svg#…"></use></svg>`: two elements, whatever the drawing.
 * Islands (`<astro-island>`) are left exactly as React rendered them: React hydrates that markup
 * and would find it changed.
 */
import { createHash } from "node:crypto";

/** Applies `change` to the HTML outside `<astro-island>` elements (nested ones included). */
export function outsideIslands(html: string, change: (segment: string) => string): string {
  const tags = /<astro-island\b|<\/astro-island>/g;
  let result = "";
  let depth = 0;
  let from = 0;
  for (const match of html.matchAll(tags)) {
    const opening = match[0] !== "</astro-island>";
    if (opening && depth === 0) {
      result += change(html.slice(from, match.index));
      from = match.index;
    }
    depth += opening ? 1 : -1;
    if (depth < 0) throw new Error("lighten-html: </astro-island> without its start tag");
    if (depth === 0) {
      const end = match.index + match[0].length;
      result += html.slice(from, end);
      from = end;
    }
  }
  if (depth !== 0) throw new Error("lighten-html: <astro-island> without its end tag");
  return result + change(html.slice(from));
}

/** The extent of the `<svg>` starting at `start`, nested `<svg>`s included. */
function svgEnd(html: string, start: number): number {
  const tags = /<svg\b|<\/svg>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === "</svg>" ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error("lighten-html: an <svg> without its end tag");
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

export type IllustrationFile = { name: string; svg: string };

/**
 * Replaces each marked illustration with an `<img>` of a file; `files` collects the files to
 * write (name → content). `colors` resolves the design tokens (`var(--color-…)`) the markup uses:
 * a picture in an `<img>` is a document of its own and does not see the page's custom properties.
 */
export function illustrationsToFiles(html: string, colors: Map<string, string>, files: Map<string, string>): string {
  let result = "";
  let from = 0;
  const marker = /<svg\b[^>]*\sdata-illustration-file=""[^>]*>/g;
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    const start = match.index;
    const end = svgEnd(html, start);
    const tag = match[0];
    const inner = html.slice(start + tag.length, end - "</svg>".length);
    const title = inner.match(/^<title\b[^>]*>([\s\S]*?)<\/title>/);
    const alt = attribute(tag, "aria-hidden") === "true" ? "" : (title?.[1] ?? "");
    const picture = (title ? inner.slice(title[0].length) : inner).replace(
      /var\((--color-[a-z0-9-]+)\)/g,
      (token, name: string) => {
        const value = colors.get(name);
        if (!value) throw new Error(`lighten-html: no value for ${token} in the site's CSS`);
        return value;
      },
    );
    const keep = ["viewBox", "preserveAspectRatio", "width", "height"]
      .map((name) => [name, attribute(tag, name)] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"${keep.map(([name, value]) => ` ${name}="${value}"`).join("")}>${picture}</svg>`;
    const name = hashedName("illustration", svg);
    files.set(name, svg);
    // "slice" crops the picture to its box the way object-fit: cover crops an image.
    const cover = (attribute(tag, "preserveAspectRatio") ?? "").includes("slice");
    const classes = [attribute(tag, "class"), cover ? "object-cover" : undefined].filter(Boolean).join(" ");
    result += `${html.slice(from, start)}<img src="/_astro/${name}" alt="${alt}" width="${attribute(tag, "width")}" height="${attribute(tag, "height")}" loading="lazy" decoding="async"${classes ? ` class="${classes}"` : ""}>`;
    from = end;
    marker.lastIndex = end;
  }
  return result + html.slice(from);
}

/** Lucide's drawing attributes: on the sprite's symbols, so each copy need not repeat them. */
const iconDefaults = {
  xmlns: "http://www.w3.org/2000/svg",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};
/** Dropped when present: only old Internet Explorer read it; browsers never focus an <svg> without tabindex. */
const obsolete = ' focusable="false"';
const onSymbol = ["viewBox", "fill", "stroke", "stroke-linecap", "stroke-linejoin"] as const;

/**
 * Every lucide icon drawn with lucide's own attributes as a `<use>` of a symbol of the sprite at
 * `spriteUrl`; `symbols` collects the drawings (id → markup) the sprite must hold. An icon drawn
 * any other way (another fill, another grid) stays as it is.
 */
export function iconsToUses(html: string, symbols: Map<string, string>, spriteUrl: string): string {
  const icon = /<svg\b([^>]*\sclass="lucide lucide-([a-z0-9-]+)[^"]*"[^>]*)>([\s\S]*?)<\/svg>/g;
  return html.replace(icon, (whole, attributes: string, name: string, drawing: string) => {
    if (drawing.includes("<svg")) return whole;
    const own = Object.entries(iconDefaults).every(([key, value]) => attribute(attributes, key) === value);
    if (!own) return whole;
    let id = `i-${name}`;
    for (let suffix = 2; symbols.has(id) && symbols.get(id) !== drawing; suffix += 1) id = `i-${name}-${suffix}`;
    symbols.set(id, drawing);
    // The rest (size, stroke width, colour, classes) stays on the <svg>: the <use>'s copy of the
    // symbol inherits it, as the drawing did.
    let rest = Object.entries(iconDefaults).reduce(
      (left, [key, value]) => left.replace(` ${key}="${value}"`, ""),
      attributes.replace(obsolete, ""),
    );
    // lucide's own class names style nothing here; a size class makes width and height moot.
    rest = rest.replace(/(\sclass=")lucide lucide-[a-z0-9-]+(?: lucide-[a-z0-9-]+)*( ?)/, (_, start: string) => start);
    if (/\sclass="(?:[^"]*\s)?size-/.test(rest)) rest = rest.replace(' width="24"', "").replace(' height="24"', "");
    return `<svg${rest}><use href="${spriteUrl}#${id}"></use></svg>`;
  });
}

/** The sprite file: one symbol per drawing, with lucide's drawing attributes. */
export function sprite(symbols: Map<string, string>): string {
  const shared = onSymbol.map((key) => ` ${key}="${iconDefaults[key]}"`).join("");
  const body = [...symbols].map(([id, drawing]) => `<symbol id="${id}"${shared}>${drawing}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${body.join("")}</svg>`;
}

/** Names a built file by its content, like Vite's hashed assets. */
export function hashedName(stem: string, content: string): string {
  return `${stem}.${createHash("sha256").update(content).digest("base64url").slice(0, 10).replaceAll(/[-_]/g, "0")}.svg`;
}

/**
 * One page: illustrations to files (collected in `files`), icons to uses of the sprite at
 * `spriteUrl` (drawings collected in `symbols`).
 */
export function lightenPage(
  html: string,
  colors: Map<string, string>,
  files: Map<string, string>,
  symbols: Map<string, string>,
  spriteUrl: string,
  afterBootstrap = "",
): string {
  const lighter = outsideIslands(html, (segment) =>
    iconsToUses(illustrationsToFiles(segment, colors, files), symbols, spriteUrl),
  );
  return deferIslandBootstrap(lighter, files, afterBootstrap);
}

/** `--color-…` custom properties and their values, from the site's CSS. */
export function colorTokens(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/(--color-[a-z0-9-]+):\s*([^;}]+)/g)].map((match) => [match[1] ?? "", (match[2] ?? "").trim()]),
  );
}

/** Astro's island runtime (defines `<astro-island>`) and its client directives (`Astro.<name> = …`). */
const islandBootstrap = /customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.[\w$]+=/;
const classicInlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * The island bootstrap as a cached file run once the page has loaded, instead of ~8 KB of inline
 * script parsed and run during the load on every page (issue 28). Until it runs, an island is
 * the HTML React rendered at build time, which is what it is anyway until its directive wakes it
 * (idle time, a moment, the visitor's first interaction: src/lib/islands/). The scripts keep their
 * order in the file: each directive registers itself before the runtime upgrades an island that
 * waits for it, as in the page. `after` is appended (the speculation rules: src/lib/speculation-rules.ts).
 * `files` collects the file (name → content).
 */
export function deferIslandBootstrap(html: string, files: Map<string, string>, after = ""): string {
  const bodies: string[] = [];
  let at = -1;
  const without = html.replace(classicInlineScript, (whole, body: string, offset: number) => {
    if (!islandBootstrap.test(body)) return whole;
    if (at < 0) at = offset;
    bodies.push(body);
    return "";
  });
  if (bodies.length === 0) return html;
  const code = [...bodies, after].filter(Boolean).join("\n");
  const name = hashedName("islands", code).replace(/\.svg$/, ".js");
  files.set(name, code);
  return `${without.slice(0, at)}<script>${islandLoader(`/_astro/${name}`)}</script>${without.slice(at)}`;
}

/** Is this inline script's body the island loader (its CSP hash is added by postbuild)? */
export function isIslandLoader(body: string): boolean {
  return (
    body.startsWith(islandLoader("/_astro/islands.").split("/_astro/islands.")[0] ?? "\0") &&
    body.includes('"/_astro/islands.')
  );
}

/**
 * A classic script appended once the page has painted, loaded, its fonts are in and the browser
 * has drawn a frame after that (no request, no work before: Lighthouse counts script requested
 * before the first paint against it, and any request that starts before the largest paint against
 * LCP). The largest paint can come after the load: an article's title, in the brand face, painted
 * 14–34 ms after it, and the bootstrap requested at the load started before it in 2 runs of 3
 * (LCP 1,052 / 1,203 / 1,203 ms; 1,051–1,126 in 8 runs of 8 with this wait: docs/performance.md).
 * The frame is an IntersectionObserver's first report, which the browser makes after rendering, and
 * which a test's paused clock does not hold back (it holds `requestAnimationFrame`). A browser
 * without paint timing counts as painted at the load.
 */
export function islandLoader(src: string): string {
  return `(()=>{let n=0;const l=()=>{if(++n<2)return;const s=document.createElement("script");s.src=${JSON.stringify(src)};document.body.append(s)};PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((e,o)=>{e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),l())}).observe({type:"paint",buffered:!0}):l();const f=()=>document.fonts.ready.then(()=>new IntersectionObserver((e,o)=>{o.disconnect();l()}).observe(document.body));document.readyState==="complete"?f():addEventListener("load",f,{once:!0})})()`;
}
