import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languageOf, languages, translatedLanguages } from "../../src/content/languages";
import { feedLanguages, notFoundLanguages, untranslatedPaths } from "../../src/content/page-languages";
import { localizedPath, splitLanguage } from "../../src/content/paths";
import { absoluteUrl } from "../../src/content/seo";
import { all, builtPaths, client, pageOf, parseXml } from "./built-pages";
import { alsoOwnWords, names, neverWords } from "./english-allowed";

/**
 * No English on a German or French page (docs/decisions/045-no-english-on-a-translated-page.md).
 * Every built page of the language (its 404 and the answers for pages not translated yet
 * included) is read as a person meets it: the text of the body, templates too (what a script
 * shows later); the attributes a person hears or sees (alt, title, aria-label, aria-description,
 * placeholder, a button's value, the cloud pager's announced status); the head's title,
 * description, og:* and twitter:*; the prose of its JSON-LD (names, descriptions, headlines); and
 * the words the islands fetch for the language (island-words.json) and its feed's titles. Text is judged per block:
 * the text of a paragraph, a link, a heading, with its inline children (so the logo's "Summit
 * Cloud" and "Consulting" are one name).
 *
 * Three checks rather than one on every English word: German and French business writing is full
 * of English terms ("Pull Request", "Go-live", "Release-Pipelines", "business case") a German or
 * French reader expects; flagging each flags some 700 words on the German pages, and an allow-list
 * of hundreds is read by no one and hides the next leak.
 *
 * - A sentence left in English carries English's small words: "the", "and", "your", "with",
 *   "learn", "more" (english-allowed.ts `neverWords`). None may appear as a whole word, outside a
 *   name the allow-list gives, but for the few spelled like a word of the page's language (German
 *   "was", French "on").
 * - A label left in English (a button's "Read More", a breadcrumb's "Home", a job's "Full-time")
 *   has no small word. So the test learns what English the site writes: every word the English
 *   pages show (lower case, not a name in another language's letters, not an acronym) is English
 *   vocabulary. A block or attribute on a German or French page made only of such words, once
 *   the allowed names are cut out, is an English label, but for the few words that are also the
 *   language's own ("Start", "Contact"; english-allowed.ts `alsoOwnWords`).
 * - A phrase left in English inside a sentence is three or more such words in a row, a space
 *   between each ("ein Schedule Discovery Call"): a borrowed term is one word, or joined to the
 *   language's own with hyphens ("Release-Pipelines"), or a name the allow-list gives.
 *
 * One or two English words inside a German sentence pass ("Wir planen den Go-live"): that is how
 * the language borrows. Two places are English on purpose and let through narrowly: the language
 * switcher's link to the English page says "English" (and its label lists the languages by their
 * own names), exactly the name languages.json gives, on a link whose `lang` says so; and the answer
 * for a page not translated yet (ADR 039) is checked like any page, its one link to the English
 * page being written in the page's language. Each failure names the page, the place and the text.
 */

type Piece = { path: string; place: string; text: string };

/** JSON-LD keys whose strings are prose a person reads (a search result, a link preview). */
const proseKeys = new Set([
  "name",
  "alternateName",
  "description",
  "headline",
  "abstract",
  "articleSection",
  "jobTitle",
  "caption",
]);
const metaKeys = new Set([
  "description",
  "og:title",
  "og:description",
  "og:image:alt",
  "og:site_name",
  "twitter:title",
  "twitter:description",
  "twitter:image:alt",
]);
/** Attributes read out or shown; `data-status` is what the cloud pager's script announces. */
const attributes = [
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "data-status",
];
/** Elements inside a block whose text reads as part of it. */
const inline = new Set([
  "span",
  "strong",
  "em",
  "b",
  "i",
  "small",
  "abbr",
  "code",
  "sup",
  "sub",
  "mark",
  "time",
  "br",
  "q",
  "cite",
  "bdi",
  "s",
  "u",
  "data",
  "wbr",
]);

function jsonLdPieces(value: unknown, at: string, out: Omit<Piece, "path">[]) {
  if (Array.isArray(value)) for (const item of value) jsonLdPieces(item, at, out);
  else if (value && typeof value === "object") {
    const type = (value as Record<string, unknown>)["@type"];
    const here = typeof type === "string" ? `${at}${type}` : at;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "string" && proseKeys.has(key)) out.push({ place: `JSON-LD ${here}.${key}`, text: inner });
      else jsonLdPieces(inner, `${here}.`, out);
    }
  }
}

/** The language switcher's own names: a link to a language, written in it, named as languages.json names it. */
function isLanguageName(element: Element, text: string): boolean {
  const code = element.getAttribute("lang") ?? "";
  return (
    element.matches("a[hreflang][lang]") && element.getAttribute("hreflang") === code && text === languageOf(code).name
  );
}
const switcherLabel = languages.map((language) => language.name);

/** What a person meets on the page, each with where it is. */
function piecesOf(path: string, options: { skipOtherLanguages?: string } = {}): Piece[] {
  const document = pageOf(path);
  const out: Omit<Piece, "path">[] = [{ place: "<title>", text: document.title }];
  for (const meta of all(document, "meta[content]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    if (metaKeys.has(key)) out.push({ place: `meta ${key}`, text: meta.getAttribute("content") ?? "" });
  }
  for (const script of all(document, 'script[type="application/ld+json"]'))
    jsonLdPieces(JSON.parse(script.textContent ?? "null"), "", out);
  const roots: ParentNode[] = [document.body, ...all<HTMLTemplateElement>(document, "template").map((t) => t.content)];
  for (const root of roots) {
    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.parentElement;
      if (!block || block.closest("script, style")) continue;
      while (inline.has(block.localName) && block.parentElement) block = block.parentElement;
      blocks.set(block, `${blocks.get(block) ?? ""} ${node.textContent ?? ""}`);
    }
    for (const [block, raw] of blocks) {
      const text = raw.replace(/\s+/g, " ").trim();
      if (!text || isLanguageName(block, text)) continue;
      if (
        options.skipOtherLanguages &&
        (block.closest("[lang]")?.getAttribute("lang") ?? options.skipOtherLanguages) !== options.skipOtherLanguages
      )
        continue;
      out.push({ place: `text of <${block.localName}>`, text });
    }
    // Attributes in the head too: the feed's `<link title>` is what a browser offers to subscribe to.
    for (const element of root === document.body ? all(document, "*") : all(root, "*")) {
      for (const name of attributes) {
        let value = element.getAttribute(name);
        if (!value) continue;
        // The switcher's label: the languages, each by its own name ("English / Deutsch / Français").
        if (name === "aria-label" && element.querySelector(":scope > a[hreflang][lang]"))
          value = value
            .split(" / ")
            .filter((part) => !switcherLabel.includes(part))
            .join(" / ");
        if (value) out.push({ place: `${name} of <${element.localName}>`, text: value });
      }
      if (
        element.matches("button[value], input[type=submit][value], input[type=button][value], input[type=reset][value]")
      )
        out.push({ place: `value of <${element.localName}>`, text: element.getAttribute("value") ?? "" });
    }
  }
  return out.map((piece) => ({ path, ...piece }));
}

/** Ids, icons and addresses the islands' words carry beside their words. */
const technicalKeys = new Set([
  "id",
  "kind",
  "motif",
  "pattern",
  "variant",
  "icon",
  "cta",
  "to",
  "href",
  "privacyHref",
]);

function islandPieces(language: string): Piece[] {
  const path = `/${language}/island-words.json`;
  const out: Piece[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") {
      if (!technicalKeys.has(at.split(".").at(-1) ?? "")) out.push({ path, place: at, text: value });
    } else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(join(client, language, "island-words.json"), "utf8")), "");
  return out;
}

/** The language's feed, as a feed reader lists it: the channel's and each article's title, description and category. */
function feedPieces(language: string): Piece[] {
  if (!feedLanguages().includes(language)) return [];
  const path = `/${language}/rss.xml`;
  const feed = parseXml(readFileSync(join(client, language, "rss.xml"), "utf8"));
  return all(feed, "channel > title, channel > description, item > title, item > description, item > category").map(
    (element) => ({
      path,
      place: `<${element.parentElement?.localName}> <${element.localName}>`,
      text: element.textContent ?? "",
    }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The site's own mailboxes (muenchen@example.com): names, not words. A placeholder's address is judged. */
const ownMail = new RegExp(`[\\w.+-]+@${escapeRegExp(new URL(absoluteUrl("/")).hostname.replace(/^www\./, ""))}`, "g");

/** The text with the allowed names, the site's e-mail addresses, web addresses and `{placeholders}` cut out. */
function withoutNames(text: string, language: string): string {
  let rest = text
    .replace(/\{\w+\}/g, " ")
    .replace(ownMail, " ")
    .replace(/https?:\/\/\S+/g, " ");
  // The longest first: "Principal Salesforce Architect" before "Salesforce".
  const allowed = names.filter((group) => group.in.includes(language)).flatMap((group) => group.names);
  for (const name of allowed.sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "gu"), " ");
  return rest;
}

/** A word and what stands before it; an acronym (CRM, DO, IT) or a letter is no word of either language. */
const tokensOf = (text: string) =>
  [...text.matchAll(/[\p{L}\p{M}]+/gu)]
    .filter(([word]) => word.length > 1 && word !== word.toUpperCase())
    .map((match, index, all) => ({
      word: match[0].toLowerCase(),
      before: text.slice(
        index === 0 ? 0 : (all[index - 1]?.index ?? 0) + (all[index - 1]?.[0].length ?? 0),
        match.index,
      ),
    }));

/** Words, lower case. */
const wordsOf = (text: string) => tokensOf(text).map((token) => token.word);

const paths = builtPaths();
const ofLanguage = (code: string) => [
  ...paths.filter((path) => splitLanguage(path).language === code),
  ...(notFoundLanguages().includes(code) ? [localizedPath("/404", code)] : []),
];

/** Every word the English pages show: what English this site writes. */
const englishVocabulary = new Set(
  ofLanguage("en")
    .flatMap((path) => piecesOf(path, { skipOtherLanguages: "en" }))
    .flatMap((piece) => wordsOf(piece.text))
    .filter((word) => /^[a-z]+$/.test(word)),
);

/** The English a page of `language` shows: one line per piece, with page, place and text. */
function englishOn(pieces: Piece[], language: string): string[] {
  const own = new Set(alsoOwnWords[language] ?? []);
  const never = new Set(neverWords.filter((word) => !own.has(word)));
  const english = (word: string) => englishVocabulary.has(word) && !own.has(word);
  return pieces.flatMap(({ path, place, text }) => {
    const tokens = tokensOf(withoutNames(text, language));
    const small = tokens.map((token) => token.word).filter((word) => never.has(word));
    if (small.length > 0) return [`${path} ${place}: "${text}" (${[...new Set(small)].join(", ")})`];
    if (tokens.length > 0 && tokens.every((token) => english(token.word)))
      return [`${path} ${place}: "${text}" (an English label)`];
    // Three English words in a row, a space between each: a phrase, where a borrowed term is one
    // word or joined to the language's own with hyphens ("Release-Pipelines").
    let run: string[] = [];
    for (const { word, before } of tokens) {
      if (!english(word) || before.endsWith("-")) run = [];
      else run = run.length > 0 && before === " " ? [...run, word] : [word];
      if (run.length === 3) return [`${path} ${place}: "${text}" (an English phrase: ${run.join(" ")})`];
    }
    return [];
  });
}

describe("no English on a translated page", () => {
  it("learns the English the site writes from its English pages", () => {
    expect(englishVocabulary.size).toBeGreaterThan(1000);
    expect(feedPieces("de").map((piece) => piece.text)).toContain("KI & Kundenerlebnis");
    for (const word of ["consulting", "home", "read", "full", "time"]) expect(englishVocabulary).toContain(word);
  });

  it("catches the English that German pages once showed, and lets German with English terms pass", () => {
    const leaks = [
      "Home",
      "Full-time",
      "Consulting",
      "Read More",
      "Summit Cloud Consulting: Consultants who build what lasts",
      "Work email is required.",
      "Jordan Lee",
      "you@company.com",
      "Terms of Service",
      "Application: Salesforce Developer",
      "Discuss My Project",
      "Learn how Data Cloud unifies your customer data",
      "Vereinbaren Sie ein Schedule Discovery Call",
    ];
    const found = englishOn(
      leaks.map((text) => ({ path: "/de/example", place: "text of <p>", text })),
      "de",
    );
    expect(found.map((line) => line.replace(/^.*?: "(.*)" \(.*$/, "$1"))).toEqual(leaks);
    expect(found[1]).toBe('/de/example text of <p>: "Full-time" (an English label)');
    expect(found[4]).toBe(
      '/de/example text of <p>: "Summit Cloud Consulting: Consultants who build what lasts" (who, what)',
    );
    const german = [
      "Start",
      "Beratung anfragen",
      "Wir planen den Go-live mit Ihrem Team und einer Release-Pipeline.",
      "Release-Pipelines, Quality Gates und Smoke-Tests",
      "Priya Raman, Principal Salesforce Architect",
      "Salesforce Data Cloud",
      "muenchen@example.com",
    ];
    expect(
      englishOn(
        german.map((text) => ({ path: "/de/example", place: "text of <p>", text })),
        "de",
      ),
    ).toEqual([]);
  });

  it("lets the language switcher say English, and only there", () => {
    const links = all(pageOf("/de"), "a[hreflang=en][lang=en]");
    expect(links.map((link) => link.textContent)).toContain("English");
    expect(piecesOf("/de").filter((piece) => piece.text.includes("English"))).toEqual([]);
    const label = piecesOf("/de").filter((piece) => piece.place === "aria-label of <nav>");
    expect(label.map((piece) => piece.text)).not.toContain("English / Deutsch / Français");
  });

  for (const { code, name } of translatedLanguages) {
    it(`finds none on any ${name} page, nor in the words its islands fetch or its feed`, () => {
      const pages = ofLanguage(code);
      expect(pages).toContain(`/${code}`);
      for (const { path } of untranslatedPaths().filter(({ language }) => language === code))
        expect(pages).toContain(path);
      const pieces = [...pages.flatMap((path) => piecesOf(path)), ...islandPieces(code), ...feedPieces(code)];
      const found = englishOn(pieces, code);
      expect(found, `${found.length} pieces of English:\n${found.slice(0, 40).join("\n")}`).toEqual([]);
    });
  }
});
