/**
 * Less for the browser to parse, style and lay out (docs/decisions/019-lighter-pages.md),
 * done on the built HTML by scripts/build/postbuild.ts, so that every component keeps rendering plain
 * React markup:
 * - an illustration marked `data-illustration-file` (below the fold: src/components/ui/illustration.tsx)
 *   becomes an SVG file under /_astro/ (named by its content's hash, cached for a year like every
 *   hashed asset) shown by an `<img loading="lazy">` with the same size, classes and text alternative;
 * - each icon (lucide's `<svg class="lucide …">`) is drawn once on a page, as one `<path>` in its
 *   first copy, and every later copy is `<svg …><use href="#i-…"></use></svg>`: two elements a
 *   copy, whatever the drawing, and no request;
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

/**
 * Lucide's drawing attributes. A copy of an icon on a page carries none of them but the grid:
 * `fill`, `stroke` and the line caps and joins come from the `.i` rule of src/app.css (ADR 019:
 * 85 bytes a copy less), which a `<use>` copy inherits like the first.
 */
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
/**
 * The site's icon stroke (components/ui/icon.tsx), drawn by src/app.css for an icon without its
 * own: 19 bytes a copy less. Any other width stays on its icon.
 */
const siteStroke = ' stroke-width="1.75"';

const number = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/iy;
const separator = /[\s,]*/y;
/** Up to 3 decimals, no trailing zeros: what lucide writes. */
const n = (value: number) => String(Number(value.toFixed(3)));

/**
 * A path's data, made safe to follow another path's in one `d`: a leading relative moveto
 * (`m9 12 2 2`) is absolute for its first pair only, the pairs after it are relative linetos.
 */
function absoluteStart(d: string): string {
  const data = d.trim();
  if (!data.startsWith("m")) return data;
  const pairs: string[] = [];
  let at = 1;
  for (let index = 0; index < 2; index += 1) {
    separator.lastIndex = at;
    separator.exec(data);
    number.lastIndex = separator.lastIndex;
    const match = number.exec(data);
    if (!match) throw new Error(`lighten-html: a path starting "${data.slice(0, 20)}" has no moveto pair`);
    pairs.push(match[0]);
    at = number.lastIndex;
  }
  const rest = data.slice(at).replace(/^[\s,]+/, "");
  return `M${pairs[0]} ${pairs[1]}${rest === "" || /^[a-z]/i.test(rest) ? rest : `l${rest}`}`;
}

/** The attributes each SVG shape may carry for `drawingToPath`: its geometry, nothing else. */
const geometryOf: Record<string, string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
};

/**
 * One icon's drawing (lucide's `<path>`, `<circle>`, `<ellipse>`, `<rect>`, `<line>`, `<polyline>`,
 * `<polygon>`, geometry only) as the data of one `<path>`: one element on the page instead of one
 * per shape. The strokes are the same; a shape's start moves, which a line without dashes does not show.
 */
export function drawingToPath(drawing: string): string {
  const parts: string[] = [];
  const shape = /<([a-z]+)\b([^>]*?)\s*\/?>(?:<\/\1>)?/gy;
  let at = 0;
  for (let match = shape.exec(drawing); match; match = shape.exec(drawing)) {
    at = shape.lastIndex;
    const [, tag, attributes = ""] = match;
    const values = new Map([...attributes.matchAll(/([a-z][a-z0-9-]*)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    const allowed = geometryOf[tag ?? ""];
    const other = [...values.keys()].filter((name) => !allowed?.includes(name ?? ""));
    if (!allowed || other.length > 0)
      throw new Error(`lighten-html: cannot draw <${tag}${other.length ? ` ${other.join(" ")}` : ""}> as a path`);
    const v = (name: string, fallback = 0) => Number(values.get(name) ?? fallback);
    if (tag === "path") parts.push(absoluteStart(values.get("d") ?? ""));
    else if (tag === "circle" || tag === "ellipse") {
      const rx = tag === "circle" ? v("r") : v("rx");
      const ry = tag === "circle" ? v("r") : v("ry");
      parts.push(
        `M${n(v("cx") - rx)} ${n(v("cy"))}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0z`,
      );
    } else if (tag === "rect") {
      const [x, y, w, h] = [v("x"), v("y"), v("width"), v("height")];
      const rx = Math.min(v("rx", Number(values.get("ry") ?? 0)), w / 2);
      const ry = Math.min(v("ry", rx), h / 2);
      const arc = (dx: number, dy: number) => (rx > 0 && ry > 0 ? `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}` : "");
      parts.push(
        `M${n(x + rx)} ${n(y)}h${n(w - 2 * rx)}${arc(rx, ry)}v${n(h - 2 * ry)}${arc(-rx, ry)}h${n(-(w - 2 * rx))}${arc(-rx, -ry)}v${n(-(h - 2 * ry))}${arc(rx, -ry)}z`,
      );
    } else if (tag === "line") parts.push(`M${n(v("x1"))} ${n(v("y1"))}L${n(v("x2"))} ${n(v("y2"))}`);
    else parts.push(`M${(values.get("points") ?? "").trim()}${tag === "polygon" ? "z" : ""}`);
  }
  if (at !== drawing.length)
    throw new Error(`lighten-html: cannot read the icon drawing "${drawing.slice(at, at + 40)}"`);
  return parts.join("");
}

const lucideIcon = /<svg\b([^>]*\sclass="lucide lucide-([a-z0-9-]+)[^"]*"[^>]*)>([\s\S]*?)<\/svg>/g;

/**
 * Every lucide icon drawn with lucide's own attributes, drawn once per page: its first copy
 * carries the drawing as one `<path id="i-…">`, every later copy is a `<use>` of it. No request
 * (a sprite file was one more request during the load, on the largest paint's path in
 * Lighthouse's simulation: docs/performance.md), no element more than a `<use>` of a sprite, and
 * each copy keeps its own size, stroke width, colour and classes. `drawn` (drawing → id) spans
 * the page's segments. Inside `<noscript>` (text, not elements, while scripts run) a copy is
 * drawn in full and defines nothing. An icon drawn any other way (another fill) stays as it is.
 */
export function iconsOnPage(html: string, drawn: Map<string, string>): string {
  const noscript = /<noscript>[\s\S]*?<\/noscript>/g;
  let result = "";
  let from = 0;
  for (const match of html.matchAll(noscript)) {
    result += html.slice(from, match.index).replace(lucideIcon, (...icon) => iconCopy(icon, drawn));
    result += match[0].replace(lucideIcon, (...icon) => iconCopy(icon));
    from = match.index + match[0].length;
  }
  return result + html.slice(from).replace(lucideIcon, (...icon) => iconCopy(icon, drawn));
}

/** One copy of an icon (a match of `lucideIcon`): a `<use>` of its first copy, or the drawing. */
function iconCopy([whole, attributes, name, drawing]: string[], drawn?: Map<string, string>): string {
  if (!attributes || !name || drawing === undefined || drawing.includes("<svg")) return whole ?? "";
  const own = Object.entries(iconDefaults).every(([key, value]) => attribute(attributes, key) === value);
  if (!own) return whole ?? "";
  // The rest (size, stroke width, colour, classes) stays on the <svg>, as it was, with the grid.
  let rest = Object.entries(iconDefaults).reduce(
    (left, [key, value]) => (key === "viewBox" ? left : left.replace(` ${key}="${value}"`, "")),
    attributes.replace(obsolete, "").replace(siteStroke, ""),
  );
  // lucide's own class names style nothing here; `i` draws it (src/app.css); a size class makes
  // width and height moot.
  rest = rest.replace(/(\sclass=")lucide lucide-[a-z0-9-]+(?: lucide-[a-z0-9-]+)*/, "$1i");
  if (/\sclass="(?:[^"]*\s)?size-/.test(rest)) rest = rest.replace(' width="24"', "").replace(' height="24"', "");
  const id = drawn?.get(drawing);
  if (id) return `<svg${rest}><use href="#${id}"></use></svg>`;
  let fresh = "";
  if (drawn) {
    fresh = `i-${name}`;
    for (let suffix = 2; [...drawn.values()].includes(fresh); suffix += 1) fresh = `i-${name}-${suffix}`;
    drawn.set(drawing, fresh);
  }
  return `<svg${rest}><path${fresh ? ` id="${fresh}"` : ""} d="${drawingToPath(drawing)}"></path></svg>`;
}

/** Names a built file by its content, like Vite's hashed assets. */
export function hashedName(stem: string, content: string): string {
  return `${stem}.${createHash("sha256").update(content).digest("base64url").slice(0, 10).replaceAll(/[-_]/g, "0")}.svg`;
}

/**
 * One page: illustrations to files (collected in `files`), each icon drawn once on the page
 * (iconsOnPage), the island bootstrap to a file run after the load.
 */
export function lightenPage(
  html: string,
  colors: Map<string, string>,
  files: Map<string, string>,
  afterBootstrap = "",
): string {
  const drawn = new Map<string, string>();
  const lighter = outsideIslands(html, (segment) => iconsOnPage(illustrationsToFiles(segment, colors, files), drawn));
  for (const id of drawn.values()) {
    const count = lighter.split(` id="${id}"`).length - 1;
    if (count !== 1) throw new Error(`lighten-html: the page has ${count} elements with id="${id}"`);
  }
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
 * script parsed and run during the load on every page (ADR 019). Until it runs, an island is
 * the HTML React rendered at build time, which is what it is anyway until its directive wakes it
 * (idle time, a moment, the visitor's first interaction: src/lib/islands/). The scripts keep their
 * order in the file, each in a task of its own (oneTaskEach): each directive registers itself
 * before the runtime upgrades an island that waits for it, as in the page. `after` is appended (the speculation rules: src/lib/speculation-rules.ts).
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
  const code = oneTaskEach([...bodies, after].filter(Boolean));
  const name = hashedName("islands", code).replace(/\.svg$/, ".js");
  files.set(name, code);
  return `${without.slice(0, at)}<script>${islandLoader(`/_astro/${name}`)}</script>${without.slice(at)}`;
}

/**
 * Scripts run in order, each in a task of its own: `scheduler.yield()` between two (a zero timer
 * where the browser has none), so the bootstrap file is never one long task on a slow phone, and
 * a tap that arrives meanwhile is answered between two parts. Astro's runtime and its directives
 * may run apart: an island whose directive has not registered yet waits for its `astro:<name>`
 * event. Each part is an expression statement or a self-contained function, so wrapping it in a
 * function changes nothing else; the new line ends a trailing `//` comment.
 */
export function oneTaskEach(parts: readonly string[]): string {
  if (parts.length < 2) return parts.join("\n");
  return `(async()=>{for(const p of[${parts.map((part) => `()=>{${part}\n}`).join(",")}]){p();await(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r)))}})();`;
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
