/**
 * The parts of `scripts/bench/bench-scale.ts` that need neither a build nor a browser: the extra
 * articles the scaled copy gets, its node_modules made of links, the sizes and page counts read
 * from a build, the command line, the budgets and the table (tested in bench-scale-lib.test.ts).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { CORE_SCHEMA, dump, load } from "js-yaml";
import type { SiteSample } from "./bench-lhr.ts";
import { median, scaleBudgets } from "./bench-lib.ts";

// ---------------------------------------------------------------------------------------------
// Articles

/** Where the articles live (src/content/markdown.ts `collectionDirs`, which Node cannot import). */
export const articlesDir = "src/content/articles";

export type Frontmatter = Record<string, unknown>;

export type Article = {
  /** Path from the project root, e.g. src/content/articles/devops-salesforce-roi.md. */
  file: string;
  /** The file name without `.md`: the article's address. */
  slug: string;
  data: Frontmatter;
  body: string;
};

// The same split and YAML schema as src/content/markdown.ts: dates stay text.
const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseArticle(file: string, source: string): Article {
  const match = source.match(frontmatterPattern);
  const data = match ? load(match[1] ?? "", { schema: CORE_SCHEMA }) : undefined;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new Error(`${file}: expected a frontmatter block between --- lines at the top`);
  }
  const slug = file.split(/[\\/]/).at(-1)?.replace(/\.md$/, "") ?? file;
  return { file, slug, data: data as Frontmatter, body: match?.[2] ?? "" };
}

/** The article file again: frontmatter as YAML (core schema, like the reader), then the body. */
export function serializeArticle(article: Pick<Article, "data" | "body">): string {
  return `---\n${dump(article.data, { schema: CORE_SCHEMA, lineWidth: -1 })}---\n${article.body}`;
}

/** Every published article of a checkout (drafts left out: a production build leaves them out too). */
export function readArticles(root: string): Article[] {
  const dir = join(root, articlesDir);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseArticle(join(articlesDir, name).split(sep).join("/"), readFileSync(join(dir, name), "utf8")))
    .filter((article) => article.data.draft !== true);
}

const dayMs = 24 * 60 * 60 * 1000;

/** `2024-07-30` moved by `days` (negative: earlier), as YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return new Date(time + days * dayMs).toISOString().slice(0, 10);
}

/** A frontmatter date as YYYY-MM-DD text, whether YAML left it text or made it a Date. */
function dateText(value: unknown, file: string): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new Error(`${file}: date: expected YYYY-MM-DD, got ${String(value)}`);
}

/**
 * The frontmatter of part `part` of an article: the same article under a unique title, published
 * on `date`. `updated` moves with the date (it must not precede it); `related` keeps only the
 * slugs in `realSlugs`, so every link points at an article that exists. Everything else (category,
 * author, tags, cover, closing link…) is the original's: a relative cover photo still resolves
 * because the copy is written beside the original.
 */
export function scaledFrontmatter(
  data: Frontmatter,
  {
    part,
    date,
    realSlugs,
    file = "article",
  }: { part: number; date: string; realSlugs: ReadonlySet<string>; file?: string },
): Frontmatter {
  const copy: Frontmatter = { ...data, title: `${String(data.title)} (part ${part})`, date };
  if (data.updated !== undefined) {
    const days = Math.round((Date.parse(dateText(data.updated, file)) - Date.parse(dateText(data.date, file))) / dayMs);
    copy.updated = shiftDate(date, days);
  }
  if (Array.isArray(data.related)) copy.related = data.related.filter((slug) => realSlugs.has(String(slug)));
  return copy;
}

/**
 * The articles to add so that `sources` plus them make `total`: copies of the sources taken in
 * turn (so their categories come round in turn too), copy k of `<slug>` named `<slug>-<k>` and
 * titled "… (part k)" (k from 2: the original is part 1), each written beside its original, and
 * dated one week apart going back from the week before the oldest source, so the real articles
 * stay the newest (the home page's teasers and the hub's first cards do not change).
 */
export function planExtraArticles(sources: Article[], total: number): Article[] {
  if (sources.length === 0) throw new Error("there is no published article to copy");
  if (!Number.isInteger(total) || total < sources.length) {
    throw new Error(`the scaled copy needs at least the ${sources.length} real articles, asked for ${total}`);
  }
  const ordered = [...sources].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const oldest = ordered.map((source) => dateText(source.data.date, source.file)).sort()[0] as string;
  const realSlugs = new Set(ordered.map((source) => source.slug));
  const taken = new Set(realSlugs);
  const extras: Article[] = [];
  for (let index = 0; index < total - sources.length; index += 1) {
    const source = ordered[index % ordered.length] as Article;
    const part = Math.floor(index / ordered.length) + 2;
    const slug = `${source.slug}-${part}`;
    if (taken.has(slug)) throw new Error(`${source.file}: its copy ${slug} would take the name of another article`);
    taken.add(slug);
    extras.push({
      file: `${dirname(source.file)}/${slug}.md`,
      slug,
      data: scaledFrontmatter(source.data, {
        part,
        date: shiftDate(oldest, -7 * (index + 1)),
        realSlugs,
        file: source.file,
      }),
      body: source.body,
    });
  }
  return extras;
}

// ---------------------------------------------------------------------------------------------
// The copies

/**
 * Fills `destination/node_modules` with one link per entry of `source/node_modules`, instead of
 * one link to the whole folder: Astro and Vite keep caches there (`.astro/data-store.json` holds
 * every article's rendered content; `.vite`), and through a single link both copies would share
 * the checkout's caches. Each copy gets its own, empty at first, like a fresh clone.
 */
export const ownCaches = new Set([".astro", ".vite", ".cache"]);

export function linkNodeModules(source: string, destination: string): number {
  const from = join(source, "node_modules");
  if (!existsSync(from)) throw new Error(`no node_modules in ${source}: run npm install first`);
  const to = join(destination, "node_modules");
  mkdirSync(to, { recursive: true });
  let links = 0;
  for (const name of readdirSync(from)) {
    if (ownCaches.has(name)) continue;
    symlinkSync(join(from, name), join(to, name), lstatSync(join(from, name)).isDirectory() ? "dir" : "file");
    links += 1;
  }
  return links;
}

// ---------------------------------------------------------------------------------------------
// Reading a build

export type Size = { raw: number; gzip: number };

/** Bytes of a page as written and gzipped (level 9, as scripts/build/postbuild.ts writes `.gz` files). */
export function sizeOf(content: Buffer | string): Size {
  const data = typeof content === "string" ? Buffer.from(content) : content;
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** The number of pages a build wrote: its `index.html` files. */
export function countPages(client: string): number {
  return readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (name) => name === "index.html" || name.endsWith(`${sep}index.html`),
  ).length;
}

/** The category pages (`blog/category/<slug>/index.html`, first pages only), biggest first. */
export function categoryPages(client: string): { path: string; raw: number }[] {
  const dir = join(client, "blog", "category");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((slug) => join(dir, slug, "index.html"))
    .filter((file) => existsSync(file))
    .map((file) => ({
      path: `/${relative(client, dirname(file)).split(sep).join("/")}`,
      raw: readFileSync(file).length,
    }))
    .sort((a, b) => b.raw - a.raw || (a.path < b.path ? -1 : 1));
}

/** The pre-rendered file of a route: "/" → index.html, "/blog" → blog/index.html. */
export function pageFile(client: string, path: string): string {
  return join(client, path === "/" ? "index.html" : `${path.replace(/^\/+/, "")}/index.html`);
}

// ---------------------------------------------------------------------------------------------
// Command line

export type ScaleOptions = { articles: number; runs: number; keep: boolean };

/** `--articles N` (or `--articles=N`) over `ARTICLES=N` over 500; `RUNS` (3); `--keep`. */
export function parseOptions(argv: string[], env: Record<string, string | undefined>): ScaleOptions {
  let articles = env.ARTICLES || "500";
  let keep = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === "--keep") keep = true;
    else if (arg === "--articles") {
      const value = argv[index + 1];
      if (value === undefined) throw new Error("--articles needs a number");
      articles = value;
      index += 1;
    } else if (arg.startsWith("--articles=")) articles = arg.slice("--articles=".length);
    else throw new Error(`unknown argument ${arg} (expected --articles N, --keep)`);
  }
  const count = Number(articles);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--articles / ARTICLES must be a whole number, got "${articles}"`);
  const runs = Number(env.RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a whole number ≥ 1, got "${env.RUNS}"`);
  return { articles: count, runs, keep };
}

// ---------------------------------------------------------------------------------------------
// Results, budgets, table

export type LighthouseSummary = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  jsKb: number;
  benchmarkIndex: number;
};

/** The median of each number over the runs, independently (as bench-lib's `combine`). */
export function summarize(samples: SiteSample[]): LighthouseSummary {
  const of = (pick: (sample: SiteSample) => number) => median(samples.map(pick));
  return {
    performance: of((s) => s.performance),
    tbtMs: of((s) => s.tbtMs),
    lcpMs: of((s) => s.lcpMs),
    jsKb: of((s) => s.jsKb),
    benchmarkIndex: of((s) => s.benchmarkIndex),
  };
}

/** One copy of the site, built and measured. */
export type ScaleSide = {
  articles: number;
  buildSeconds: number;
  pages: number;
  blog: Size;
  /** The biggest category page of the scaled copy, and the same category here. */
  category: Size & { path: string };
  home: Size;
  lighthouse: LighthouseSummary;
};

export type ScaleBudgets = typeof scaleBudgets;

/** Every missed budget, one line each; empty when all are met. */
export function evaluateScaleBudgets(
  base: ScaleSide,
  scaled: ScaleSide,
  limits: ScaleBudgets = scaleBudgets,
): string[] {
  const misses: string[] = [];
  const at = `${scaled.articles} articles`;
  const ratio = scaled.blog.raw / base.blog.raw;
  if (!(ratio <= limits.blogHtmlRatio))
    misses.push(
      `/blog HTML at ${at} is ${ratio.toFixed(2)}× its size at ${base.articles} (${scaled.blog.raw} / ${base.blog.raw} bytes) > ${limits.blogHtmlRatio}×`,
    );
  if (!(scaled.buildSeconds < limits.buildSeconds))
    misses.push(`the build at ${at} took ${scaled.buildSeconds} s ≥ ${limits.buildSeconds} s`);
  const minPerformance = base.lighthouse.performance - limits.performanceNoise;
  if (!(scaled.lighthouse.performance >= minPerformance))
    misses.push(
      `/blog performance at ${at} ${scaled.lighthouse.performance} < ${base.articles} articles' ${base.lighthouse.performance} − ${limits.performanceNoise}`,
    );
  if (!(scaled.lighthouse.tbtMs <= base.lighthouse.tbtMs + limits.tbtNoiseMs))
    misses.push(
      `/blog TBT at ${at} ${scaled.lighthouse.tbtMs} ms > ${base.articles} articles' ${base.lighthouse.tbtMs} ms + ${limits.tbtNoiseMs} ms`,
    );
  return misses;
}

const ratioText = (scaled: number, base: number) => (base > 0 ? (scaled / base).toFixed(2) : "–");

/** The results as a markdown table: one line per measure, both copies side by side. */
export function scaleTable(base: ScaleSide, scaled: ScaleSide, limits: ScaleBudgets = scaleBudgets): string {
  const b = base.articles;
  const n = scaled.articles;
  const verdict = (met: boolean) => (met ? "met" : "**missed**");
  const rows: (string | number)[][] = [
    [
      "build, s",
      base.buildSeconds,
      scaled.buildSeconds,
      ratioText(scaled.buildSeconds, base.buildSeconds),
      `< ${limits.buildSeconds} s at ${n}: ${verdict(scaled.buildSeconds < limits.buildSeconds)}`,
    ],
    ["pages built", base.pages, scaled.pages, ratioText(scaled.pages, base.pages), ""],
    [
      "`/blog` HTML, bytes",
      base.blog.raw,
      scaled.blog.raw,
      ratioText(scaled.blog.raw, base.blog.raw),
      `≤ ${limits.blogHtmlRatio}×: ${verdict(scaled.blog.raw / base.blog.raw <= limits.blogHtmlRatio)}`,
    ],
    ["`/blog` HTML gzip, bytes", base.blog.gzip, scaled.blog.gzip, ratioText(scaled.blog.gzip, base.blog.gzip), ""],
    [
      `\`${scaled.category.path}\` HTML, bytes`,
      base.category.raw,
      scaled.category.raw,
      ratioText(scaled.category.raw, base.category.raw),
      "",
    ],
    [
      `\`${scaled.category.path}\` HTML gzip, bytes`,
      base.category.gzip,
      scaled.category.gzip,
      ratioText(scaled.category.gzip, base.category.gzip),
      "",
    ],
    ["`/` HTML, bytes", base.home.raw, scaled.home.raw, ratioText(scaled.home.raw, base.home.raw), ""],
    ["`/` HTML gzip, bytes", base.home.gzip, scaled.home.gzip, ratioText(scaled.home.gzip, base.home.gzip), ""],
    [
      "`/blog` performance",
      base.lighthouse.performance,
      scaled.lighthouse.performance,
      "",
      `≥ ${b}'s − ${limits.performanceNoise}: ${verdict(scaled.lighthouse.performance >= base.lighthouse.performance - limits.performanceNoise)}`,
    ],
    [
      "`/blog` TBT, ms",
      base.lighthouse.tbtMs,
      scaled.lighthouse.tbtMs,
      "",
      `≤ ${b}'s + ${limits.tbtNoiseMs} ms: ${verdict(scaled.lighthouse.tbtMs <= base.lighthouse.tbtMs + limits.tbtNoiseMs)}`,
    ],
    [
      "`/blog` LCP, ms",
      base.lighthouse.lcpMs,
      scaled.lighthouse.lcpMs,
      ratioText(scaled.lighthouse.lcpMs, base.lighthouse.lcpMs),
      "",
    ],
    ["`/blog` JS, KB", base.lighthouse.jsKb, scaled.lighthouse.jsKb, "", ""],
    ["benchmarkIndex", base.lighthouse.benchmarkIndex, scaled.lighthouse.benchmarkIndex, "", ""],
  ];
  const header = ["measure", `${b} articles`, `${n} articles`, `${n} / ${b}`, "budget"];
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
