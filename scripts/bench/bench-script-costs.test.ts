import { describe, expect, it } from "vitest";
import { costLines, inlineScripts, loadCosts, medianCosts, type TraceEvent } from "./bench-script-costs";

const page = "http://127.0.0.1:4000/contact";
// Two lines, as the build writes a page: the head, then the body with its scripts.
const head = `<html><head><script type="application/ld+json">{"a":1}</script></head>\n`;
const loader = `(()=>{const s=document.createElement("script");s.src="/_astro/islands.abc12345.js"})()`;
const beacon = `var e="summitVisit";addEventListener("load",()=>{})`;
const body = `<body><main>Hi</main><script>${loader}</script><script type="module">${beacon}</script></body></html>`;
const html = head + body;
/** 1-based line and column of `text` inside the page, as the trace gives positions. */
const at = (text: string) => ({ lineNumber: 2, columnNumber: body.indexOf(text) + 1 });

const main = { pid: 1, tid: 7 };
const ms = 1000;
const event = (name: string, ts: number, dur: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  ...main,
  args: { data },
});
const trace: TraceEvent[] = [
  {
    name: "navigationStart",
    ph: "R",
    ts: 0,
    ...main,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: page } },
  },
  // Another renderer's script (an extension, another tab) never counts.
  { ...event("EvaluateScript", 5 * ms, 30 * ms, { url: "http://elsewhere/x.js" }), tid: 99 },
  event("RunTask", 10 * ms, 8 * ms),
  event("ParseHTML", 10 * ms, 8 * ms),
  event("Layout", 11 * ms, 6 * ms),
  event("RunTask", 20 * ms, 3 * ms),
  event("EvaluateScript", 20 * ms, 2 * ms, { url: page, ...at(loader) }),
  // Nested in the evaluation above: counted once, as the outer script's.
  event("FunctionCall", 20.5 * ms, 1 * ms, { url: page, ...at(loader) }),
  event("RunTask", 30 * ms, 10 * ms),
  event("FunctionCall", 30 * ms, 9 * ms, { url: page, ...at("addEventListener") }),
  event("RunTask", 50 * ms, 4 * ms),
  event("EvaluateScript", 50 * ms, 4 * ms, { url: "http://127.0.0.1:4000/_astro/islands.abc12345.js" }),
  event("RunTask", 60 * ms, 1 * ms),
  event("FunctionCall", 60 * ms, 1 * ms, { url: "http://127.0.0.1:4000/_astro/contact-form.Zx81_abc.js" }),
  // A long layout in which a script ran briefly: the layout is the cause, the script named beside it.
  event("RunTask", 100 * ms, 10 * ms),
  event("Layout", 100 * ms, 8 * ms),
  event("FunctionCall", 108 * ms, 1 * ms, { url: page, ...at(loader) }),
  event("RunTask", 70 * ms, 20 * ms),
  event("FunctionCall", 70 * ms, 20 * ms, { url: "_lighthouse-eval.js" }),
];

describe("loadCosts", () => {
  const costs = loadCosts(trace, { pageUrl: page, html, cpuSlowdown: 8 });

  it("names each inline script by what it is, and each file of the build by its name", () => {
    expect(inlineScripts(html).map((script) => script.name)).toEqual(["inline: island loader", "inline: visit beacon"]);
    expect(costs.scripts).toEqual([
      { script: "inline: visit beacon", ms: 72 },
      { script: "island bootstrap (islands.js)", ms: 32 },
      { script: "inline: island loader", ms: 24 },
      { script: "island chunk contact-form.js", ms: 8 },
    ]);
  });

  it("finds the tasks over 50 ms at the slowdown and what caused them, a script or the document's own work", () => {
    expect(costs.longTasks).toEqual([
      { startMs: 10, ms: 64, cause: "parsing the HTML (no script)" },
      { startMs: 30, ms: 80, cause: "inline: visit beacon" },
      { startMs: 70, ms: 160, cause: "Lighthouse's own probe (not the page's)" },
      { startMs: 100, ms: 80, cause: "layout, with inline: island loader 8 ms" },
    ]);
  });

  it("finds nothing in a trace of another page", () => {
    expect(loadCosts(trace, { pageUrl: "http://127.0.0.1:4000/about", html, cpuSlowdown: 8 })).toEqual({
      scripts: [],
      longTasks: [],
    });
  });

  it("takes each script's median over runs, a run it did not run in counting 0, and prints two lines", () => {
    const runs = [
      { scripts: [{ script: "a", ms: 10 }], longTasks: [] },
      { scripts: [{ script: "a", ms: 30 }], longTasks: [] },
      { scripts: [{ script: "b", ms: 5 }], longTasks: [] },
    ];
    expect(medianCosts(runs)).toEqual([
      { script: "a", ms: 10 },
      { script: "b", ms: 0 },
    ]);
    expect(costLines(costs.scripts.slice(0, 1), costs.longTasks.slice(1, 2))).toEqual([
      "    scripts at load (ms): inline: visit beacon 72",
      "    long tasks: 80 ms at 30 ms (inline: visit beacon)",
    ]);
  });
});
