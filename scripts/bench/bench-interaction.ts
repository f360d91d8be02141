/**
 * First interactions, as a visitor on a phone and on a desktop meets them (docs/performance.md):
 * Playwright drives Debian's Chromium against the production server.
 * - Phone (Lighthouse's mobile conditions through CDP: 150 ms round trip, 1.6 Mbit/s down, 4×
 *   slower CPU), three seconds after `load`: a tap on the menu toggle → the menu's first link on
 *   screen, and the script bytes that tap fetched; on `/`, the first tap on a methodology step,
 *   the cloud pager and the carousel's next arrow → what it shows on screen; on
 *   `/contact?subject=…`, how long its field is on the page without the subject.
 * - Desktop (no throttling): the pointer moved onto a dropdown trigger and left still → the
 *   dropdown on screen, or not within 3 s.
 * "On screen" is what `document.elementFromPoint` finds at the element's centre, checked every
 * frame; times are from the event's own timestamp to that frame.
 *
 *   npm run build && npm run bench:interaction           # median of 3 on the standard pages
 *   RUNS=5 npm run bench:interaction -- /about /careers  # other pages, more runs
 *
 * `npm run bench` runs it after Lighthouse. Writes reports/interaction.json; exits 1 over budget.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import { evaluateInteractionBudgets, type InteractionRow, interactionBudgets, median } from "./bench-lib.ts";
import { startServer, stopServers } from "./bench-server.ts";
import { throttleLikeAPhone } from "./phone-throttling.ts";

const defaultPages = ["/", "/about", "/contact", "/blog/devops-salesforce-roi"];
const SUBJECT = "Partnership Inquiry";

export async function benchInteraction(pages = defaultPages, runs = 3, siteRoot = "build/client") {
  const origin = await startServer("interaction", siteRoot);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const rows: InteractionRow[] = [];
  try {
    for (const path of pages) {
      const taps: number[] = [];
      const tapBytes: number[] = [];
      const hovers: (number | null)[] = [];
      const widgets: Record<string, number[]> = {};
      for (let run = 0; run < runs; run += 1) {
        const tap = await onPhone(browser, origin, path, tapMenu);
        taps.push(tap.ms);
        tapBytes.push(tap.scriptBytes);
        hovers.push(await onDesktop(browser, origin, path));
        if (path === "/") {
          for (const [name, act] of Object.entries(homeWidgets)) {
            const { ms } = await onPhone(browser, origin, path, act);
            widgets[name] = [...(widgets[name] ?? []), ms];
          }
        }
      }
      const row: InteractionRow = {
        path,
        tapMs: median(taps),
        tapScriptBytes: Math.max(...tapBytes),
        hoverMs: median(hovers.map((ms) => ms ?? Number.POSITIVE_INFINITY)),
        hoversOpened: hovers.filter((ms) => ms !== null).length,
        hoverTries: hovers.length,
        widgetsMs: Object.fromEntries(Object.entries(widgets).map(([name, times]) => [name, median(times)])),
      };
      if (path === "/contact") row.subjectLateMs = median(await repeat(runs, () => subjectTiming(browser, origin)));
      rows.push(row);
      console.error(`interaction ${path}: ${summarise(row)}`);
    }
  } finally {
    await browser.close();
    await stopServers();
  }
  return rows;
}

function summarise(row: InteractionRow) {
  const widgets = Object.entries(row.widgetsMs).map(([name, ms]) => `${name} ${ms} ms`);
  return [
    `tap → menu ${row.tapMs} ms (${row.tapScriptBytes} B of script)`,
    `hover → dropdown ${row.hoverMs} ms (${row.hoversOpened}/${row.hoverTries} opened)`,
    ...widgets,
    ...(row.subjectLateMs === undefined ? [] : [`subject field empty for ${row.subjectLateMs} ms`]),
  ].join(", ");
}

async function repeat<T>(times: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await task());
  return results;
}

type Measured = { ms: number; scriptBytes: number };
type PhoneAction = (page: Page) => Promise<Measured>;

/** A fresh phone visit under Lighthouse's mobile conditions, three seconds after `load`. */
async function onPhone(browser: Browser, origin: string, path: string, act: PhoneAction): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(await context.newCDPSession(page));
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    return await act(page);
  } finally {
    await context.close();
  }
}

/**
 * Taps the centre of `target` and resolves with the time from the touch to the first frame in
 * which `shown` is what the eye finds at its own centre, and the script bytes fetched meanwhile.
 */
async function tapUntilSeen(page: Page, target: Locator, shownLocator: Locator): Promise<Measured> {
  const box = await bringIntoSight(page, target);
  await shownLocator.evaluate((element) => element.setAttribute("data-bench-seen", ""));
  const seen = await watchFor(page, "[data-bench-seen]", "touchstart", 10_000);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const result = await seen();
  if (!result) throw new Error(`bench:interaction: ${shownLocator} not seen within 10 s of the tap on ${page.url()}`);
  return result;
}

/**
 * Scrolls `target` to the middle of the screen and resolves with its box once it is at rest and
 * nothing covers its centre (the fixed header covers the top 88 px, where a scroll "if needed"
 * puts an element above the screen); if something moved it meanwhile, the scroll is made again,
 * as a visitor would.
 */
async function bringIntoSight(page: Page, target: Locator) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
    let box = await target.boundingBox();
    for (let frames = 0; frames < 60; frames += 1) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const now = await target.boundingBox();
      if (JSON.stringify(now) === JSON.stringify(box)) break;
      box = now;
    }
    const seen = await target.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
    if (box && seen) return box;
  }
  throw new Error(`bench:interaction: ${target} cannot be brought into sight on ${page.url()}`);
}

/**
 * Starts watching, in the page, for the first `startEvent` and then for the first frame in which
 * `selector` is seen: laid out, and what the eye finds at its centre (below the fold, laid out is
 * enough). Resolves once the watch is installed, so the action that follows cannot outrun it; the
 * function it returns resolves with the time from the event's timestamp to that frame and the
 * script bytes fetched in between, or null after `timeoutMs`.
 */
async function watchFor(page: Page, selector: string, startEvent: string, timeoutMs: number) {
  await page.evaluate(
    ({ selector, startEvent, timeoutMs }) => {
      (window as unknown as { benchWatch: Promise<Measured | null> }).benchWatch = new Promise((resolve) => {
        let startedAt: number | null = null;
        addEventListener(startEvent, (event) => (startedAt ??= event.timeStamp), { capture: true });
        const giveUp = setTimeout(() => resolve(null), timeoutMs);
        const check = () => {
          const now = performance.now();
          const element = document.querySelector(selector);
          const rect = element?.getBoundingClientRect();
          const x = rect ? rect.x + rect.width / 2 : 0;
          const y = rect ? rect.y + rect.height / 2 : 0;
          const inView = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth;
          const seen = rect && rect.width > 0 && (!inView || element?.contains(document.elementFromPoint(x, y)));
          if (!seen || startedAt === null) return void requestAnimationFrame(check);
          clearTimeout(giveUp);
          const since = startedAt;
          // The speed collector arrives when the page is idle, whatever the visitor does
          // (docs/decisions/023-field-speed.md): on a busy machine that can fall after the tap.
          const scriptBytes = performance
            .getEntriesByType("resource")
            .filter(
              (entry) =>
                entry.startTime >= since && /\.m?js(\?|$)/.test(entry.name) && !/\/_astro\/vitals\./.test(entry.name),
            )
            .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
          resolve({ ms: Math.round(now - since), scriptBytes });
        };
        requestAnimationFrame(check);
      });
    },
    { selector, startEvent, timeoutMs },
  );
  return () => page.evaluate(() => (window as unknown as { benchWatch: Promise<Measured | null> }).benchWatch);
}

const tapMenu: PhoneAction = (page) =>
  tapUntilSeen(
    page,
    page.getByRole("button", { name: "Open menu" }),
    // Closed, the panel is hidden, so no role query finds its links.
    page.locator("#mobile-menu a").first(),
  );

/** The element whose id `control`'s aria-controls names. */
async function controlled(page: Page, control: Locator): Promise<Locator> {
  const id = await control.getAttribute("aria-controls");
  if (!id) throw new Error(`bench:interaction: ${control} controls nothing`);
  return page.locator(`[id="${id}"]`);
}

/**
 * Home's widgets: each first tap and what it must show (the second step, page or slide). Found by
 * their accessible names in src/content/home.ts (which Node cannot import: it uses the `~` alias).
 */
const homeCopy = {
  clouds: { pagesLabel: "Cloud card pages" },
  hero: { label: "Featured solutions", next: "Next slide" },
};
const homeWidgets: Record<string, PhoneAction> = {
  "methodology step": async (page) => {
    const tab = page.getByRole("tab").nth(1);
    return tapUntilSeen(page, tab, (await controlled(page, tab)).locator("h3, p").first());
  },
  "cloud pager": async (page) => {
    const dot = page.getByRole("list", { name: homeCopy.clouds.pagesLabel }).getByRole("button").nth(1);
    return tapUntilSeen(page, dot, (await controlled(page, dot)).locator("a").first());
  },
  "carousel next": async (page) => {
    const carousel = page.getByRole("region", { name: homeCopy.hero.label });
    return tapUntilSeen(
      page,
      carousel.getByRole("button", { name: homeCopy.hero.next }),
      carousel.getByRole("group", { includeHidden: true }).nth(1).getByRole("heading", { includeHidden: true }),
    );
  },
};

/**
 * A fresh desktop visit: the pointer moves onto a dropdown trigger after `load` and rests there.
 * Resolves with the time from the pointer's arrival to the panel on screen, or null when it did
 * not open within 3 s.
 */
async function onDesktop(browser: Browser, origin: string, path: string): Promise<number | null> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // What happened, for the report when a hover opened nothing.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { benchLog: string[] }).benchLog = log;
      for (const type of ["pointerenter", "pointerleave", "toggle", "focusin"]) {
        document.addEventListener(
          type,
          (event) => {
            const target = event.target as HTMLElement;
            if (type.startsWith("pointer") && !target.matches?.("[data-menu-item]")) return;
            log.push(
              `${Math.round(performance.now())} ${type} ${target.id || target.tagName} ${(event as ToggleEvent).newState ?? ""}`,
            );
          },
          true,
        );
      }
    });
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    const trigger = page.locator("[data-menubar] button[popovertarget]").first();
    const box = await trigger.boundingBox();
    if (!box) throw new Error(`bench:interaction: no dropdown trigger on ${path}`);
    const panel = `#${await trigger.getAttribute("popovertarget")} a`;
    const seen = await watchFor(page, panel, "pointermove", 3000);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const ms = (await seen())?.ms ?? null;
    if (ms === null)
      console.error(
        `bench:interaction: hovering ${path} opened nothing; events: ${await page.evaluate(() => (window as unknown as { benchLog: string[] }).benchLog.join(" | "))}`,
      );
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * `/contact?subject=…` on a phone (4× CPU): how long the subject field was on the page without
 * the subject in it, checked every frame from the document's start (0: it came with the field).
 */
async function subjectTiming(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript((subject) => {
      let fieldSeenAt: number | null = null;
      const check = () => {
        const field = document.querySelector<HTMLInputElement>("#main form input[name=subject]");
        const now = performance.now();
        if (field) fieldSeenAt ??= now;
        if (field?.value === subject && fieldSeenAt !== null)
          (window as unknown as { subjectLateMs: number }).subjectLateMs = Math.round(now - fieldSeenAt);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, SUBJECT);
    await page.goto(`${origin}/contact?subject=${encodeURIComponent(SUBJECT)}`, { waitUntil: "load" });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const done = () => {
            const late = (window as unknown as { subjectLateMs?: number }).subjectLateMs;
            if (late === undefined) return void requestAnimationFrame(done);
            resolve(late);
          };
          done();
        }),
    );
  } finally {
    await context.close();
  }
}

export function printInteraction(rows: InteractionRow[]) {
  const lines = [
    "| page | tap → menu ms | script fetched by the tap | hover → dropdown ms | hover opened | other first taps |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows
      .map((row) =>
        [
          row.path,
          row.tapMs,
          `${row.tapScriptBytes} B`,
          row.hoverMs,
          `${row.hoversOpened}/${row.hoverTries}`,
          [
            ...Object.entries(row.widgetsMs).map(([name, ms]) => `${name} ${ms} ms`),
            ...(row.subjectLateMs === undefined ? [] : [`subject field empty ${row.subjectLateMs} ms`]),
          ].join("; ") || "–",
        ].join(" | "),
      )
      .map((line) => `| ${line} |`),
  ];
  console.log(`\n${lines.join("\n")}\n`);
}

export function writeInteractionReport(rows: InteractionRow[], failures: string[]) {
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/interaction.json",
    `${JSON.stringify({ date: new Date().toISOString(), budgets: interactionBudgets, failures, rows }, null, 2)}\n`,
  );
}

if (import.meta.main) {
  const pages = process.argv.slice(2);
  const rows = await benchInteraction(pages.length > 0 ? pages : defaultPages, Number(process.env.RUNS ?? 3));
  const failures = evaluateInteractionBudgets(rows);
  printInteraction(rows);
  writeInteractionReport(rows, failures);
  if (failures.length > 0) {
    console.error(`${failures.length} budget(s) missed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
    process.exit(1);
  }
  console.log("All first-interaction budgets met.");
}
