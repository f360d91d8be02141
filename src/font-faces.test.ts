// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The brand face comes in two files split by character (src/styles/brand.css, ADR 012): the core that every
 * page preloads, and the rest of the Latin range, fetched only for a page that sets one of its
 * characters. If the two ranges overlapped, every page would fetch both; if they left a gap, a
 * character would fall back to Arial.
 */
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");

/** The code points of a CSS `unicode-range` value ("U+0000-00FF, U+0131, …"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let point = Number.parseInt(from ?? "", 16); point <= Number.parseInt(to ?? "", 16); point++)
      points.add(point);
  }
  return points;
}

const brandFaces = [...read("src/styles/brand.css").matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((match) => match[1] ?? "")
  .filter((body) => body.includes('"Plus Jakarta Sans Variable"'))
  .map((body) => ({
    file: body.match(/url\("([^"]+)"\)/)?.[1] ?? "",
    weight: body.match(/font-weight:\s*([^;]+);/)?.[1],
    range: codePoints(body.match(/unicode-range:\s*([^;]+);/)?.[1] ?? ""),
  }));
const [core, rest] = brandFaces;

const fontsourceLatin = codePoints(
  read("node_modules/@fontsource-variable/plus-jakarta-sans/wght.css").match(
    /latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/,
  )?.[1] ?? "",
);

describe("the brand face's two files", () => {
  it("are the core subset, then the full Latin file", () => {
    expect(brandFaces).toHaveLength(2);
    expect(core?.file).toBe("../assets/fonts/plus-jakarta-sans-core.woff2");
    expect(rest?.file).toMatch(/plus-jakarta-sans-latin-wght-normal\.woff2$/);
  });

  it("the core, with its response's headers, fits in what a new connection's first round trip carries", () => {
    // TCP's initial window is 10 segments, 14.6 KB; Lighthouse models it. At 14.9 KB the core took a
    // second round trip on every page (LCP 150 ms later on a phone); scripts/build/subset-font.sh
    // keeps only the features our CSS uses. 800 bytes are left for the headers (380 from npm start).
    const bytes = readFileSync(new URL("../src/assets/fonts/plus-jakarta-sans-core.woff2", import.meta.url)).length;
    expect(bytes).toBeLessThanOrEqual(14_600 - 800);
  });

  it("say the same weights, so the browser joins them by character", () => {
    expect(core?.weight).toBe(rest?.weight);
  });

  it("split the Latin range exactly: no character in both, none in neither", () => {
    const both = [...(core?.range ?? [])].filter((point) => rest?.range.has(point));
    expect(both).toEqual([]);
    const union = new Set([...(core?.range ?? []), ...(rest?.range ?? [])]);
    expect([...union].sort((a, b) => a - b)).toEqual([...fontsourceLatin].sort((a, b) => a - b));
  });

  it("the core's range is what scripts/build/subset-font.sh cut (its printable characters)", () => {
    const cut = codePoints(read("scripts/build/subset-font.sh").match(/^CORE="([^"]+)"/m)?.[1] ?? "");
    const printable = [...(core?.range ?? [])].filter((point) => point >= 0x20);
    expect(printable.sort((a, b) => a - b)).toEqual([...cut].sort((a, b) => a - b));
  });

  it("every character of our words is in the core, so a page fetches one font file", () => {
    // Not an error for a visitor (the second file draws any other Latin character), but a page
    // would fetch 27 KB more: add the character to CORE in scripts/build/subset-font.sh and run it.
    // The translations too: German and French words are set from the core as English are.
    const folders = ["src/content/data", "src/content/articles", "src/content/case-studies", "src/content/i18n"];
    const files = folders.flatMap((folder) =>
      readdirSync(new URL(`../${folder}`, import.meta.url), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(json|md|mdoc)$/.test(name))
        .map((name) => `${folder}/${name}`),
    );
    expect(files.length).toBeGreaterThan(20);
    const outside = new Set(
      files
        .map(read)
        .join("")
        .split("")
        .filter((character) => !core?.range.has(character.codePointAt(0) ?? 0)),
    );
    expect([...outside]).toEqual([]);
  });
});
