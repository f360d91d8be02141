// @vitest-environment node
import { describe, expect, it } from "vitest";
import { barChart, niceStep } from "./chart.ts";
import { Html, html } from "./html.ts";

describe("html", () => {
  it("escapes every interpolated value, and only markup it built itself goes in as markup", () => {
    const name = `<img src=x onerror="alert('1')"> & co`;
    expect(html`<td title="${name}">${name}</td>`.value).toBe(
      '<td title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co">&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co</td>',
    );
    expect(html`<ul>${["<a>", html`<li>${"<b>"}</li>`]}</ul>`.value).toBe("<ul>&lt;a&gt;<li>&lt;b&gt;</li></ul>");
    expect(html`${null}${undefined}${false}${0}`.value).toBe("0");
    expect(new Html("<style>a{}</style>").toString()).toBe("<style>a{}</style>");
  });
});

describe("barChart", () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [17, 5],
    [40, 10],
    [41, 20],
    [603, 200],
  ])("puts %i under four gridlines %i apart", (max, step) => {
    expect(niceStep(max)).toBe(step);
    expect(step * 4).toBeGreaterThanOrEqual(max);
  });

  it("draws one bar per day, as tall as its share of the top gridline, with the day's number as its title", () => {
    const svg = barChart({
      id: "visits",
      title: "Visits per day",
      unit: "visits",
      tone: "accent",
      points: [
        { day: "2026-06-14", value: 2 },
        { day: "2026-06-15", value: 0 },
      ],
    }).value;
    expect(
      [...svg.matchAll(/<rect [^>]*height="([\d.]+)"><title>([^<]*)<\/title>/g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ["50.00", "Jun 14: 2 visits"],
      ["0.00", "Jun 15: 0 visits"],
    ]);
    expect(svg).not.toMatch(/style=|<script/);
  });
});
