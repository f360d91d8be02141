// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  colorTokens,
  deferIslandBootstrap,
  iconsToUses,
  illustrationsToFiles,
  isIslandLoader,
  islandLoader,
  lightenPage,
  outsideIslands,
  sprite,
} from "./lighten-html.ts";

const lucide = (name: string, extra = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} size-4"${extra} aria-hidden="true"><path d="M5 12h14"></path></svg>`;
const illustration = `<svg role="img" aria-labelledby="a-title" viewBox="0 0 640 400" preserveAspectRatio="xMidYMid slice" width="640" height="320" class="h-auto w-full aspect-[2/1]" focusable="false" data-illustration-file=""><title id="a-title">Teams &amp; data</title><rect fill="var(--color-navy-900)"></rect>${lucide("cloud")}</svg>`;

describe("outsideIslands", () => {
  it("changes the page around islands and leaves each island, nested ones included, as rendered", () => {
    const html = "a<astro-island>b<astro-island>c</astro-island>d</astro-island>e";
    expect(outsideIslands(html, (segment) => segment.toUpperCase())).toBe(
      "A<astro-island>b<astro-island>c</astro-island>d</astro-island>E",
    );
  });
});

describe("illustrationsToFiles", () => {
  it("moves a marked illustration to a file with the page's colours, shown by a lazy <img> with its text alternative", () => {
    const files = new Map<string, string>();
    const html = illustrationsToFiles(`<p>${illustration}</p>`, colorTokens(":root{--color-navy-900:#0b1a30}"), files);
    const [[name, svg]] = [...files] as [[string, string]];
    expect(name).toMatch(/^illustration\.[A-Za-z0-9]{10}\.svg$/);
    expect(html).toBe(
      `<p><img src="/_astro/${name}" alt="Teams &amp; data" width="640" height="320" loading="lazy" decoding="async" class="h-auto w-full aspect-[2/1] object-cover"></p>`,
    );
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 400" preserveAspectRatio="xMidYMid slice" width="640" height="320"><rect fill="#0b1a30">/,
    );
    expect(svg).not.toContain("<title");
  });

  it("gives a decorative one an empty alt, leaves unmarked ones inline, and refuses an unknown colour", () => {
    const decorative = illustration.replace('role="img" aria-labelledby="a-title"', 'aria-hidden="true"');
    const files = new Map<string, string>();
    expect(illustrationsToFiles(decorative, colorTokens("--color-navy-900: #000;"), files)).toContain(' alt="" ');
    const inline = illustration.replace(' data-illustration-file=""', "");
    expect(illustrationsToFiles(inline, new Map(), files)).toBe(inline);
    expect(() => illustrationsToFiles(illustration, new Map(), files)).toThrow(/--color-navy-900/);
  });
});

describe("icons", () => {
  it("draws each lucide icon once in the sprite and keeps each copy's own size, stroke and styling classes", () => {
    const symbols = new Map<string, string>();
    const html = iconsToUses(`${lucide("x")}${lucide("x", ' focusable="false"')}`, symbols, "/_astro/icons.svg");
    const use =
      '<svg stroke-width="2" class="size-4" aria-hidden="true"><use href="/_astro/icons.svg#i-x"></use></svg>';
    expect(html).toBe(use + use);
    // Without a size class, the icon keeps its own width and height.
    const unsized = iconsToUses(lucide("x").replace(" size-4", ""), symbols, "/_astro/icons.svg");
    expect(unsized).toBe(
      '<svg width="24" height="24" stroke-width="2" class="" aria-hidden="true"><use href="/_astro/icons.svg#i-x"></use></svg>',
    );
    expect(sprite(symbols)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i-x" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"></path></symbol></svg>',
    );
  });

  it("leaves an icon drawn another way, and icons inside islands, as they are", () => {
    const filled = lucide("star").replace('fill="none"', 'fill="currentColor"');
    const symbols = new Map<string, string>();
    const island = `<astro-island>${lucide("x")}</astro-island>`;
    expect(lightenPage(filled + island, new Map(), new Map(), symbols, "/s.svg")).toBe(filled + island);
    expect(symbols.size).toBe(0);
  });
});

describe("deferIslandBootstrap", () => {
  it("moves Astro's runtime and directives, in order, into one file a loader appends after the load and first paint", () => {
    const directive =
      '(()=>{var m=1;(self.Astro||(self.Astro={})).interaction=m;window.dispatchEvent(new Event("astro:interaction"));})();';
    const runtime =
      '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
    const page = `<body><script>${directive}</script><astro-island></astro-island><script>${runtime}</script><script type="module">menus()</script><script>prefill()</script></body>`;
    const files = new Map<string, string>();
    const html = deferIslandBootstrap(page, files, "rules()");
    const [[name, code]] = [...files] as [[string, string]];
    expect(name).toMatch(/^islands\.[A-Za-z0-9]{10}\.js$/);
    expect(code).toBe(`${directive}\n${runtime}\nrules()`);
    expect(html).toBe(
      `<body><script>${islandLoader(`/_astro/${name}`)}</script><astro-island></astro-island><script type="module">menus()</script><script>prefill()</script></body>`,
    );
    expect(isIslandLoader(islandLoader(`/_astro/${name}`))).toBe(true);
    expect(isIslandLoader("prefill()")).toBe(false);
    expect(islandLoader("/x.js")).toMatch(
      /first-contentful-paint[\s\S]*document\.fonts\.ready[\s\S]*IntersectionObserver[\s\S]*addEventListener\("load"/,
    );
  });

  it("leaves a page without islands as it is", () => {
    const files = new Map<string, string>();
    expect(deferIslandBootstrap("<script>prefill()</script>", files)).toBe("<script>prefill()</script>");
    expect(files.size).toBe(0);
  });
});
