// @vitest-environment node
import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";
import { figures } from "./markdown-plugins.ts";

const render = (markdown: string) => markdownToHtml(markdown, { hastPlugins: [figures] }).html;
const padlock = '![A padlock inside concentric orbits](illustration:lock/orbits "Access in layers")';
const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);

describe("a drawing in an article body", () => {
  it("has the same SVG ids however many drawings the build rendered before it, so its file keeps its name", () => {
    const first = render(padlock);
    render('![A gauge](illustration:gauge/grid "Speed")\n\n![A workflow](illustration:workflow/waves)');
    const again = render(padlock);
    expect(ids(first).length).toBeGreaterThan(0);
    expect(again).toBe(first);
  });

  it("has ids of its own beside another drawing on the same page", () => {
    const page = render(`${padlock}\n\n![A padlock inside concentric orbits, again](illustration:lock/orbits)`);
    const all = ids(page);
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all).size).toBe(all.length);
  });
});
