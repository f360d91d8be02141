/**
 * What each of the site's scripts costs the main thread while a page loads, read from the Chrome
 * trace Lighthouse recorded (bench.ts; docs/performance.md "What each script costs at load").
 * Lighthouse's own "JavaScript execution time" lumps every inline script together with the page's
 * parsing, style and layout under the page's address; here each inline script is told apart by
 * where it stands in the HTML, each file by its name.
 *
 * The trace is of the page on the unthrottled CPU (Lighthouse simulates the slowdown afterwards),
 * so every duration is multiplied by the slowdown, as Lighthouse does for its own script table.
 */

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
};

/** One script's main-thread time from the navigation to the end of the trace, in ms at the slowdown. */
export type ScriptCost = { script: string; ms: number };
/** A task over 50 ms at the slowdown: when it started after the navigation, how long, and why. */
export type LongTask = { startMs: number; ms: number; cause: string };
export type LoadCosts = { scripts: ScriptCost[]; longTasks: LongTask[] };

/** Trace events that are a script running or being compiled; their `data.url` says which. */
const scriptEvents = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
]);

/** What a long task with no script of ours in it spent its time on, in words. */
const documentWork: Record<string, string> = {
  ParseHTML: "parsing the HTML",
  Layout: "layout",
  UpdateLayoutTree: "style",
  ParseAuthorStyleSheet: "parsing CSS",
  Paint: "paint",
  "DocumentLoader::CommitNavigation": "starting the document",
};

/**
 * The site's own names for its inline scripts, by what they contain; any other is named by its
 * place in the page. Only a label: an inline script added tomorrow is still measured.
 */
const inlineNames: [RegExp, string][] = [
  [/\/_astro\/islands\./, "inline: island loader"],
  [/summitVisit/, "inline: visit beacon"],
  [/popovertarget/, "inline: menus and widgets"],
  [/input\[name=subject\]/, "inline: contact subject"],
];

type InlineScript = { start: number; end: number; name: string };

/** The page's inline scripts that run (not JSON data), with the offsets of their text in the HTML. */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  let index = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [whole, attributes = "", body = ""] = match;
    if (/\bsrc=/.test(attributes) || /type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    index += 1;
    const start = (match.index ?? 0) + whole.indexOf(">") + 1;
    const name = inlineNames.find(([pattern]) => pattern.test(body))?.[1] ?? `inline script ${index}`;
    found.push({ start, end: start + body.length, name });
  }
  return found;
}

/** The offset in `html` of a 1-based line and column, as the trace gives a position in a page. */
function offsetOf(html: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = html.indexOf("\n", offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

/** A script's name: a file of the build by its name, a place in the page by its inline script. */
export function scriptName(
  url: string,
  pageUrl: string,
  inline: InlineScript[],
  html: string,
  position?: { line?: unknown; column?: unknown },
) {
  if (url === pageUrl || url === `${pageUrl}/`) {
    const { line, column } = position ?? {};
    if (typeof line === "number" && typeof column === "number") {
      const at = offsetOf(html, line, column);
      const script = inline.find(({ start, end }) => at >= start && at <= end);
      if (script) return script.name;
    }
    return "the page (outside any inline script)";
  }
  const file = new URL(url, pageUrl).pathname.split("/").pop() ?? url;
  if (/^islands\./.test(file)) return "island bootstrap (islands.js)";
  if (/^vitals\./.test(file)) return "speed collector (vitals.js)";
  return `island chunk ${file.replace(/\.[\w-]{8,}\.js$/, ".js")}`;
}

const within = (inner: TraceEvent, outer: TraceEvent) =>
  inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/**
 * Each script's main-thread time on `pageUrl`'s load and the long tasks, from Lighthouse's trace
 * of it. `html` is the page as served, to tell its inline scripts apart. Lighthouse's own code
 * (its `_lighthouse-eval.js` probes) and the browser's are left out.
 */
export function loadCosts(
  events: readonly TraceEvent[],
  { pageUrl, html, cpuSlowdown }: { pageUrl: string; html: string; cpuSlowdown: number },
): LoadCosts {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      [pageUrl, `${pageUrl}/`].includes(String(event.args.data.documentLoaderURL)),
  );
  if (!navigation) return { scripts: [], longTasks: [] };
  const onMain = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === "X" &&
        event.ts >= navigation.ts &&
        typeof event.dur === "number",
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const inline = inlineScripts(html);
  const ms = (microseconds: number) => Math.round((microseconds / 1000) * cpuSlowdown * 10) / 10;

  // The outermost script events with an address: a function called from a script counts once.
  const ours = onMain.filter((event) => {
    const url = event.args?.data?.url;
    return (
      scriptEvents.has(event.name) && typeof url === "string" && /^https?:/.test(url) && !url.includes("_lighthouse")
    );
  });
  // onMain is sorted by start, the longer first: an event starting before the last kept one ends is inside it.
  const outermost: TraceEvent[] = [];
  let end = -1;
  for (const event of ours) {
    if (event.ts < end) continue;
    outermost.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  const nameOf = (event: TraceEvent) => {
    const data = event.args?.data ?? {};
    return scriptName(String(data.url), pageUrl, inline, html, { line: data.lineNumber, column: data.columnNumber });
  };
  const totals = new Map<string, number>();
  for (const event of outermost) totals.set(nameOf(event), (totals.get(nameOf(event)) ?? 0) + (event.dur ?? 0));
  const scripts = [...totals]
    .map(([script, duration]) => ({ script, ms: ms(duration) }))
    .sort((a, b) => b.ms - a.ms || a.script.localeCompare(b.script));

  const longTasks: LongTask[] = [];
  for (const task of onMain.filter((event) => event.name === "RunTask" && ms(event.dur ?? 0) > 50)) {
    const inside = new Map<string, number>();
    for (const event of outermost.filter((script) => within(script, task)))
      inside.set(nameOf(event), (inside.get(nameOf(event)) ?? 0) + (event.dur ?? 0));
    // A script is the cause when it took at least half the task; otherwise the document's own
    // work is, with the scripts that ran inside it named beside it.
    const [script] = [...inside].sort((a, b) => b[1] - a[1]);
    const scriptTime = [...inside.values()].reduce((sum, value) => sum + value, 0);
    const probe = onMain.some(
      (event) => within(event, task) && String(event.args?.data?.url ?? "").includes("_lighthouse"),
    );
    let cause: string;
    if (script && scriptTime * 2 >= (task.dur ?? 0)) cause = script[0];
    else if (probe) cause = "Lighthouse's own probe (not the page's)";
    else {
      const work = new Map<string, number>();
      for (const event of onMain.filter(
        (event) => event !== task && within(event, task) && event.name in documentWork,
      )) {
        const kind = documentWork[event.name] as string;
        work.set(kind, (work.get(kind) ?? 0) + (event.dur ?? 0));
      }
      const [top] = [...work].sort((a, b) => b[1] - a[1]);
      const scripts = script ? `, with ${script[0]} ${ms(scriptTime)} ms` : " (no script)";
      cause = `${top ? top[0] : "the browser"}${scripts}`;
    }
    longTasks.push({ startMs: Math.round((task.ts - navigation.ts) / 1000), ms: ms(task.dur ?? 0), cause });
  }
  return { scripts, longTasks };
}

/** Per script, the median over runs (a run in which it did not run counts 0). */
export function medianCosts(runs: readonly LoadCosts[]): ScriptCost[] {
  const names = [...new Set(runs.flatMap((run) => run.scripts.map((cost) => cost.script)))];
  return names
    .map((script) => {
      const values = runs
        .map((run) => run.scripts.find((cost) => cost.script === script)?.ms ?? 0)
        .sort((a, b) => a - b);
      const middle = Math.floor(values.length / 2);
      const median =
        values.length % 2 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
      return { script, ms: Math.round(median * 10) / 10 };
    })
    .sort((a, b) => b.ms - a.ms || a.script.localeCompare(b.script));
}

/** Two lines for the log: the scripts' costs, then the long tasks and their causes. */
export function costLines(scripts: readonly ScriptCost[], longTasks: readonly LongTask[]): string[] {
  const list = scripts.length > 0 ? scripts.map((cost) => `${cost.script} ${cost.ms}`).join(", ") : "none ran";
  const tasks =
    longTasks.length > 0
      ? longTasks.map((task) => `${task.ms} ms at ${task.startMs} ms (${task.cause})`).join(", ")
      : "none";
  return [`    scripts at load (ms): ${list}`, `    long tasks: ${tasks}`];
}
