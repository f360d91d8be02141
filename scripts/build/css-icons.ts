/**
 * The icons CSS draws (ADR 022 and its addendum): lucide's drawings in ONE image, a 24-unit tile each from top to
 * bottom, written to src/css-icons.css as `--icons` (the image), `--icons-size` (its size on an
 * icon's box) and one `--icon-<name>` per drawing (its tile's place, for `mask-position`).
 *
 * One image, not one per drawing: Chromium builds an SVG document for every image it masks with,
 * inside the first paint's style work. On a machine half as fast, 40 masked icons of twelve images
 * took 72–94 ms of style, of one image 15–18 ms; `/`'s first-paint style fell from 86–96 to 62–76 ms
 * (docs/performance.md, "The first paint's own work").
 *
 * `npm run icons` writes the file; scripts/build/css-icons.test.ts fails when it is stale.
 */
import { writeFileSync } from "node:fs";
import {
  ArrowRight,
  Calendar,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  type LucideIcon,
  Menu,
  Pause,
  Play,
  Quote,
  X,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Every drawing CSS paints, by the name its `--icon-<name>` carries. */
export const cssIcons: Record<string, LucideIcon> = {
  "arrow-right": ArrowRight,
  calendar: Calendar,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  clock: Clock,
  menu: Menu,
  pause: Pause,
  play: Play,
  quote: Quote,
  x: X,
};

/** lucide's shapes of one icon, as it renders them (stroke attributes are the sprite's). */
function shapes(icon: LucideIcon): string {
  return renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>|<\/svg>$/g, "")
    .replace(/><\/[a-z]+>/g, "/>");
}

/** The sprite's SVG: each drawing in its own 24-unit tile, black strokes (a mask uses its alpha). */
export function spriteSvg(names: string[]): string {
  const tiles = names.map((name, index) => {
    const icon = cssIcons[name];
    if (!icon) throw new Error(`no lucide drawing named ${name}`);
    return `<g transform="translate(0 ${24 * index})">${shapes(icon)}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${24 * names.length}" fill="none" ` +
    `stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${tiles.join("")}</svg>`
  );
}

/** An SVG as a CSS `url()`: single quotes inside, and only what a URL must not carry escaped. */
function dataUrl(svg: string): string {
  const escaped = svg.replaceAll('"', "'").replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${escaped}")`;
}

/**
 * The stylesheet: on an icon's box the image is as wide as the box and `count` boxes tall, so
 * `mask-position: 0 P` with P = index / (count − 1) shows tile `index` exactly.
 */
export function cssIconsStylesheet(names = Object.keys(cssIcons)): string {
  const last = names.length - 1;
  const places = names.map((name, index) => `  --icon-${name}: calc(100% * ${index} / ${last});`);
  return [
    "/* Written by scripts/build/css-icons.ts (npm run icons); do not edit. */",
    ":root {",
    `  --icons: ${dataUrl(spriteSvg(names))};`,
    `  --icons-size: 100% ${names.length * 100}%;`,
    ...places,
    "}",
    "",
  ].join("\n");
}

export const stylesheetPath = new URL("../../src/css-icons.css", import.meta.url);

if (import.meta.main) writeFileSync(stylesheetPath, cssIconsStylesheet());
