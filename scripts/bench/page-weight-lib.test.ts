import { describe, expect, it } from "vitest";
import { measureHtml, pageWeightBudgets, pageWeightFailures } from "./page-weight-lib.ts";

const page = `<!doctype html><html><head><script type="application/ld+json">{"a":"<b>"}</script>
<script type="module">document.querySelector("<div>")</script><script>let a=1</script>
<script type="speculationrules">{}</script><script src="/x.js"></script><style>p>a{}</style></head>
<body><!-- <p>not an element</p> --><p class="a b">x<svg class="i"><use href="#a"></use><svg></svg></svg></p></body></html>`;

describe("measureHtml", () => {
  it("counts executed inline script, elements outside raw text, top-level SVG and class bytes", () => {
    const weight = measureHtml("/", page);
    expect(weight.inlineScripts).toBe(2);
    expect(weight.inlineScriptBytes).toBe('document.querySelector("<div>")'.length + "let a=1".length);
    expect(weight.externalScripts).toBe(1);
    // html head script×5 style body p svg use svg
    expect(weight.elements).toBe(13);
    expect(weight.inlineSvgs).toBe(1);
    expect(weight.inlineSvgBytes).toBe('<svg class="i"><use href="#a"></use><svg></svg></svg>'.length);
    expect(weight.classBytes).toBe('class="a b"'.length + 'class="i"'.length);
  });
});

describe("pageWeightFailures", () => {
  it("holds every language's home to its size and element count and every page to the inline script budget", () => {
    const home = {
      ...measureHtml("/", page),
      htmlBytes: pageWeightBudgets.homeHtmlBytes + 1,
      elements: pageWeightBudgets.homeElements + 1,
    };
    const about = {
      ...measureHtml("/about", page),
      inlineScriptBytes: pageWeightBudgets.inlineScriptBytes + 1,
      htmlBytes: 10e6,
    };
    const german = { ...measureHtml("/de", page), htmlBytes: pageWeightBudgets.homeHtmlBytes + 1 };
    const misses = pageWeightFailures([home, about, german]);
    expect(misses).toHaveLength(4);
    expect(misses.join("\n")).toMatch(/^\/de: .* B of HTML/m);
    expect(misses.join("\n")).toMatch(/^\/: .* B of HTML/m);
    expect(misses.join("\n")).toMatch(new RegExp(`^/: ${pageWeightBudgets.homeElements + 1} elements`, "m"));
    expect(misses.join("\n")).toMatch(/^\/about: 8193 B of inline script/m);
    expect(pageWeightFailures([measureHtml("/", page)])).toEqual([]);
  });
});
