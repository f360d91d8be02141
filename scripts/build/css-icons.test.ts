// @vitest-environment node
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cssIcons, cssIconsStylesheet, spriteSvg, stylesheetPath } from "./css-icons.ts";

/** src/app.css without its comments. */
const appCss = readFileSync(new URL("../../src/app.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

describe("the CSS icons' one image (src/css-icons.css)", () => {
  it("is what scripts/build/css-icons.ts writes from lucide (run `npm run icons` after changing the list)", () => {
    expect(readFileSync(stylesheetPath, "utf8")).toBe(cssIconsStylesheet());
  });

  it("puts each drawing in its own 24-unit tile, top to bottom, and names its tile's place", () => {
    const sheet = cssIconsStylesheet(["menu", "x", "play"]);
    expect(sheet).toContain("viewBox='0 0 24 72'");
    expect(sheet).toContain("--icons-size: 100% 300%;");
    // mask-position P shows the tile at P × (box − 3 boxes) = −index × box.
    expect(sheet).toContain("--icon-menu: calc(100% * 0 / 2);");
    expect(sheet).toContain("--icon-x: calc(100% * 1 / 2);");
    expect(sheet).toContain("--icon-play: calc(100% * 2 / 2);");
    expect(spriteSvg(["menu", "x"])).toMatch(
      /<g transform="translate\(0 0\)"><path d="M4 5h16"\/>.*<g transform="translate\(0 24\)"><path d="M18 6 6 18"\/>/,
    );
  });

  it("refuses a name lucide has no drawing for here", () => {
    expect(() => spriteSvg(["arrow-right", "no-such-icon"])).toThrow("no lucide drawing named no-such-icon");
  });

  it("is the only image the app's stylesheet masks with, and every drawing it or a component names exists", () => {
    expect(appCss).toContain('@import "./css-icons.css";');
    expect(appCss).not.toMatch(/data:image\/svg\+xml/);
    const masks = [...appCss.matchAll(/^\s*mask[a-z-]*:([^;]+);/gm)].map((match) => match[1]?.trim());
    expect(masks.length).toBeGreaterThan(4);
    for (const mask of masks)
      expect(mask).toMatch(
        /^(var\(--icons\) 0 var\(--icon(-[a-z-]+)?\) \/ var\(--icons-size\) no-repeat|0 var\(--icon-[a-z-]+\))$/,
      );
    const components = globSync("src/**/*.{tsx,astro}", { cwd: new URL("../..", import.meta.url) }).map((file) =>
      readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"),
    );
    const named = new Set(
      [appCss, ...components].flatMap((text) =>
        [...text.matchAll(/var\(--icon-([a-z-]+)\)/g)].map((match) => match[1]),
      ),
    );
    expect(named.size).toBeGreaterThan(8);
    for (const name of named) expect(Object.keys(cssIcons)).toContain(name);
  });
});
