import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The pre-rendered pages as the server sends them, parsed once per test file by jsdom (no
 * script runs, nothing is fetched): what a crawler, a link preview or a visitor without
 * JavaScript gets.
 */
export const client = "build/client";

// jsdom ships no types; this is all we use of it.
const jsdom = "jsdom";
const { JSDOM } = (await import(jsdom)) as {
  JSDOM: new (html: string) => { window: { document: Document; DOMParser: typeof DOMParser } };
};

/** Parses XML (a feed, the sitemap) as a browser's DOMParser does. */
export const parseXml = (xml: string) => new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");

if (!existsSync(join(client, "index.html")))
  throw new Error("tests/built needs a production build in build/client: run `npm run build` first");

/** The file a path is served from: `/about` → `about/index.html`, a 404 page → `404.html`. */
export function fileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  if (trimmed === "404" || trimmed.endsWith("/404")) return join(client, `${trimmed}.html`);
  return join(client, trimmed, "index.html");
}

/**
 * Every page the build wrote (`about/index.html` → `/about`), whatever made it: the pages of every
 * language, the answers for pages not translated yet. Not the 404 pages, nor pagefind's files.
 */
export function builtPaths(folder = client): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "pagefind" ? [] : builtPaths(path);
    if (entry.name !== "index.html") return [];
    return [`/${relative(client, folder).split(sep).join("/")}`.replace(/\/$/, "") || "/"];
  });
}

const htmls = new Map<string, string>();
const documents = new Map<string, Document>();

/** The page's HTML, as built. */
export function htmlOf(path: string): string {
  let html = htmls.get(path);
  if (html === undefined) {
    html = readFileSync(fileOf(path), "utf8");
    htmls.set(path, html);
  }
  return html;
}

/** The page's document, parsed. */
export function pageOf(path: string): Document {
  const parsed = documents.get(path) ?? new JSDOM(htmlOf(path)).window.document;
  documents.set(path, parsed);
  return parsed;
}

/** Text as a visitor reads it: whitespace runs collapsed, ends trimmed. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Every element matching `selector` under `root`, as an array. */
export const all = <E extends Element = Element>(root: ParentNode, selector: string) => [
  ...root.querySelectorAll<E>(selector),
];

/**
 * The landmark region a heading names: a `<section>` (or other element) whose `aria-labelledby`
 * points at a heading with that exact text, as `getByRole("region", { name })` finds it.
 */
export function regionNamed(document: Document, name: string): Element | null {
  for (const element of all(document, "[aria-labelledby]")) {
    const label = (element.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(" ");
    if (label === name) return element;
  }
  return all(document, "[aria-label]").find((element) => element.getAttribute("aria-label") === name) ?? null;
}

/**
 * An element's accessible name, as far as this site's markup needs: `aria-label`, else the text
 * of the elements `aria-labelledby` names, else its own text without what is hidden from
 * assistive technology (an `<img>`'s or `role="img"`'s name counts as its text).
 */
export function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return label.replace(/\s+/g, " ").trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(" ");
  const copy = element.cloneNode(true) as Element;
  for (const hidden of all(copy, '[aria-hidden="true"]')) hidden.remove();
  for (const image of all(copy, "img[alt], [role=img][aria-label]"))
    image.replaceWith(image.getAttribute("alt") ?? image.getAttribute("aria-label") ?? "");
  return textOf(copy);
}

/** Links (`a[href]`) under `root` whose accessible name is `name` (or matches it). */
export const linksNamed = (root: ParentNode, name: string | RegExp) =>
  all(root, "a[href]").filter((link) => (typeof name === "string" ? nameOf(link) === name : name.test(nameOf(link))));

/** The one link named `name` under `root`; fails the test when there is none or several. */
export function linkNamed(root: ParentNode, name: string | RegExp): Element {
  const links = linksNamed(root, name);
  if (links.length !== 1) throw new Error(`${links.length} links named ${String(name)}`);
  return links[0] as Element;
}

/**
 * What assistive technology and the eye meet before any script runs: not inside a subtree the
 * HTML hides (`hidden`, `inert`, `aria-hidden="true"`), as the carousel's other slides and the
 * cloud pager's second page are.
 */
export const shown = <E extends Element>(elements: E[]) =>
  elements.filter((element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'));
