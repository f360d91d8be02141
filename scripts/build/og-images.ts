/**
 * Draws the site's raster images at build time (called by scripts/build/postbuild.ts):
 * - one 1200×630 sharing card per page family (src/content/og-images.ts), in the brand palette;
 * - PNG app icons from public/favicon.svg for the web manifest and iOS home screens.
 * SVG is composed here and rasterised with resvg (no browser, no network); text is set in the
 * site's own face, Plus Jakarta Sans, from its npm package (docs/decisions/012-typeface.md), never a font of
 * the machine's, so every machine draws the same cards.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { OG_IMAGE_SIZE, type OgFamily, ogFamiliesIn, ogImagePath, ogLanguages } from "../../src/content/og-images.ts";
import { site } from "../../src/content/site.ts";
import { woffToSfnt } from "./woff.ts";

/**
 * Plus Jakarta Sans' regular and bold, as TrueType files resvg can read: unwrapped from the static
 * `@fontsource/plus-jakarta-sans` WOFF files (resvg reads neither WOFF nor the variable WOFF2 the site uses)
 * into a temporary folder, once per process.
 */
let fontFiles: string[] | undefined;
export function brandFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const require = createRequire(import.meta.url);
  const folder = mkdtempSync(join(tmpdir(), "summit-og-fonts-"));
  fontFiles = [400, 700].map((weight) => {
    const woff = readFileSync(
      require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
    );
    const file = join(folder, `plus-jakarta-sans-${weight}.ttf`);
    writeFileSync(file, woffToSfnt(woff));
    return file;
  });
  return fontFiles;
}

// Mirrors the design tokens in src/styles/brand.css (a PNG cannot read CSS variables).
const color = {
  navy950: "#07111f",
  navy900: "#0b1a30",
  navy100: "#e3eaf4",
  accent500: "#1a78e6",
  accent300: "#7ab8ff",
  warm400: "#ffb547",
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Breaks a title into lines of at most `max` characters, on word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

function ogSvg(eyebrow: string, title: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  // Two lines at 68 px fit above the rule at the bottom; a longer title (a translation often is)
  // is set at 56 px, in up to three.
  const large = wrap(title, 24);
  const [size, step, lines] = large.length <= 2 ? [68, 84, large] : [56, 68, wrap(title, 30)];
  const titleTspans = lines
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : step}">${escapeXml(line)}</tspan>`)
    .join("");
  const host = new URL(site.origin).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color.navy950}"/><stop offset="1" stop-color="${color.navy900}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="${color.accent500}" stop-opacity="0.55"/><stop offset="1" stop-color="${color.navy900}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.08"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="2">
    <path d="M760 630c60-160 190-250 350-262s190-100 190-190"/>
    <path d="M830 630c50-120 160-190 300-200s170-80 170-160"/>
    <path d="M900 630c40-90 130-140 250-150s160-60 160-140"/>
  </g>
  <g transform="translate(80 72) scale(1.6)">
    <rect width="40" height="40" rx="10" fill="${color.navy900}" stroke="#ffffff" stroke-opacity="0.25"/>
    <path d="M7 29 16.5 14l5 7.5 3-4.5L33 29Z" fill="${color.accent500}"/>
    <path d="M16.5 14 20 19.5l-3.5 2.5-3-2Z" fill="#ffffff"/>
    <circle cx="29" cy="11" r="3.5" fill="${color.warm400}"/>
  </g>
  <text x="160" y="115" font-family="Plus Jakarta Sans" font-weight="bold" font-size="34" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="80" y="250" font-family="Plus Jakarta Sans" font-weight="bold" font-size="28" letter-spacing="3" fill="${color.accent300}">${escapeXml(eyebrow.toUpperCase())}</text>
  <text x="80" y="340" font-family="Plus Jakarta Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${titleTspans}</text>
  <rect x="80" y="540" width="72" height="6" rx="3" fill="${color.warm400}"/>
  <text x="176" y="551" font-family="Plus Jakarta Sans" font-size="26" fill="${color.navy100}">${escapeXml(host)}</text>
</svg>`;
}

function png(svg: string, width?: number): Buffer {
  return new Resvg(svg, {
    fitTo: width ? { mode: "width", value: width } : { mode: "original" },
    font: { loadSystemFonts: false, fontFiles: brandFontFiles(), defaultFontFamily: "Plus Jakarta Sans" },
  })
    .render()
    .asPng();
}

export const appIcons = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "apple-touch-icon.png", size: 180 },
] as const;

export function writeImages(clientDir: string): number {
  let count = 0;
  for (const language of ogLanguages()) {
    for (const [family, card] of Object.entries(ogFamiliesIn(language) ?? {})) {
      const file = join(clientDir, ogImagePath(family as OgFamily, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png(ogSvg(card.eyebrow, card.title)));
      count += 1;
    }
  }
  const favicon = readFileSync(join(clientDir, "favicon.svg"), "utf8");
  for (const icon of appIcons) {
    writeFileSync(join(clientDir, icon.file), png(favicon, icon.size));
    count += 1;
  }
  return count;
}
