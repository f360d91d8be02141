// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  colorTokens,
  deferIslandBootstrap,
  drawingToPath,
  iconsOnPage,
  illustrationsToFiles,
  isIslandLoader,
  islandLoader,
  lightenPage,
  oneTaskEach,
  outsideIslands,
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
  it("draws each lucide icon once on a page, as one path, and keeps each copy's own size, stroke and styling classes", () => {
    const drawn = new Map<string, string>();
    const html = iconsOnPage(`${lucide("x")}<p>${lucide("x", ' focusable="false"')}</p>`, drawn);
    expect(html).toBe(
      '<svg viewBox="0 0 24 24" stroke-width="2" class="i size-4" aria-hidden="true"><path id="i-x" d="M5 12h14"></path></svg>' +
        '<p><svg viewBox="0 0 24 24" stroke-width="2" class="i size-4" aria-hidden="true"><use href="#i-x"></use></svg></p>',
    );
    // Without a size class, the icon keeps its own width and height; a later segment of the page
    // (after an island) uses the drawing already on the page.
    const unsized = iconsOnPage(lucide("x").replace(" size-4", ""), drawn);
    expect(unsized).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="i" aria-hidden="true"><use href="#i-x"></use></svg>',
    );
  });

  it("leaves the site's own stroke width to the stylesheet and keeps any other on the icon", () => {
    const site = iconsOnPage(lucide("x").replace('stroke-width="2"', 'stroke-width="1.75"'), new Map());
    expect(site).toBe(
      '<svg viewBox="0 0 24 24" class="i size-4" aria-hidden="true"><path id="i-x" d="M5 12h14"></path></svg>',
    );
    expect(iconsOnPage(lucide("x"), new Map())).toContain(' stroke-width="2" class="i size-4"');
  });

  it("draws an icon in full inside <noscript>, where it can be neither defined nor used", () => {
    const drawn = new Map<string, string>();
    const html = iconsOnPage(`<noscript>${lucide("x")}</noscript>${lucide("x")}`, drawn);
    expect(html).toBe(
      '<noscript><svg viewBox="0 0 24 24" stroke-width="2" class="i size-4" aria-hidden="true"><path d="M5 12h14"></path></svg></noscript>' +
        '<svg viewBox="0 0 24 24" stroke-width="2" class="i size-4" aria-hidden="true"><path id="i-x" d="M5 12h14"></path></svg>',
    );
  });

  it("gives two drawings of one name two ids, and refuses a page that already has the id", () => {
    const drawn = new Map<string, string>();
    const other = lucide("x").replace("M5 12h14", "M12 5v14");
    expect(iconsOnPage(lucide("x") + other, drawn)).toContain('<path id="i-x-2" d="M12 5v14">');
    expect(() => lightenPage(`<p id="i-x"></p>${lucide("x")}`, new Map(), new Map())).toThrow(
      /2 elements with id="i-x"/,
    );
  });

  it("leaves an icon drawn another way, and icons inside islands, as they are", () => {
    const filled = lucide("star").replace('fill="none"', 'fill="currentColor"');
    const island = `<astro-island>${lucide("x")}</astro-island>`;
    expect(lightenPage(filled + island, new Map(), new Map())).toBe(filled + island);
  });
});

describe("drawingToPath", () => {
  it("joins lucide's shapes into one path's data", () => {
    expect(drawingToPath('<path d="M16 21v-2"></path><path d="m9 12 2 2 4-4"></path><path d="m5 5h1"></path>')).toBe(
      "M16 21v-2M9 12l2 2 4-4M5 5h1",
    );
    expect(drawingToPath('<circle cx="9" cy="7" r="4"></circle>')).toBe("M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z");
    expect(drawingToPath('<ellipse cx="12" cy="5" rx="9" ry="3"></ellipse>')).toBe(
      "M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z",
    );
    expect(drawingToPath('<rect x="2" y="4" width="20" height="16" rx="2"></rect>')).toBe(
      "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z",
    );
    expect(drawingToPath('<rect width="8" height="4" x="8" y="2"></rect>')).toBe("M8 2h8v4h-8v-4z");
    expect(drawingToPath('<line x1="2" x2="22" y1="12" y2="12"></line><polyline points="1 2 3 4"></polyline>')).toBe(
      "M2 12L22 12M1 2 3 4",
    );
  });

  it("refuses a shape with paint of its own, or one it does not know", () => {
    expect(() => drawingToPath('<circle cx="1" cy="1" r="1" fill="currentColor"></circle>')).toThrow(/<circle fill>/);
    expect(() => drawingToPath('<text x="1">A</text>')).toThrow(/cannot/);
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
    expect(code).toBe(oneTaskEach([directive, runtime, "rules()"]));
    expect(html).toBe(
      `<body><script>${islandLoader(`/_astro/${name}`)}</script><astro-island></astro-island><script type="module">menus()</script><script>prefill()</script></body>`,
    );
    expect(isIslandLoader(islandLoader(`/_astro/${name}`))).toBe(true);
    expect(isIslandLoader("prefill()")).toBe(false);
    expect(islandLoader("/x.js")).toMatch(
      /first-contentful-paint[\s\S]*document\.fonts\.ready[\s\S]*IntersectionObserver[\s\S]*addEventListener\("load"/,
    );
  });

  it("runs the parts in order, one task each, handing the main thread back between two", async () => {
    const ran: string[] = [];
    const waiting: (() => void)[] = [];
    vi.stubGlobal("ran", ran);
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
    try {
      // A trailing line comment, as a bundler leaves one, must not swallow what follows.
      new Function(oneTaskEach(['ran.push("directive") // the end', 'ran.push("runtime")', 'ran.push("rules")']))();
      const seen = [[...ran]];
      for (let task = 0; task < 2; task += 1) {
        waiting.shift()?.();
        await Promise.resolve();
        await Promise.resolve();
        seen.push([...ran]);
      }
      expect(seen).toEqual([["directive"], ["directive", "runtime"], ["directive", "runtime", "rules"]]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(oneTaskEach(["only()"])).toBe("only()");
  });

  it("leaves a page without islands as it is", () => {
    const files = new Map<string, string>();
    expect(deferIslandBootstrap("<script>prefill()</script>", files)).toBe("<script>prefill()</script>");
    expect(files.size).toBe(0);
  });
});
