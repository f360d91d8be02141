import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No module of the site imports itself back through others: a circle makes the order
 * in which modules run depend on who is imported first, and drags a whole circle into any bundle
 * that needs one of its modules. Every import counts, type-only and dynamic ones too: a type-only
 * circle is a circle a newcomer must untangle the day one of its imports carries a value.
 */

const roots = ["src", "server", "scripts"];
const extensions = [".ts", ".tsx", ".astro"];
const importPattern = /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path, { tests });
    return extensions.some((extension) => name.endsWith(extension)) && (tests || !/\.test\.tsx?$/.test(name))
      ? [path]
      : [];
  });
}

/** The file an import names, for the project's own modules (relative or `~/`); undefined for packages. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? resolve("src", specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, ...extensions.map((extension) => base + extension), join(base, "index.ts")];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && extensions.some((extension) => found.endsWith(extension)) ? relative(".", found) : undefined;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, "utf8");
      const targets = [...source.matchAll(importPattern)]
        .map((match) => resolveImport(file, match[1] ?? match[2] ?? ""))
        .filter((target): target is string => target !== undefined);
      return [relative(".", file), [...new Set(targets)]];
    }),
  );
}

/** Each circle once, as `a → b → a`, from a depth-first walk. */
function circles(graph: Map<string, string[]>): string[] {
  const found = new Set<string>();
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const circle = trail.slice(at);
      const start = circle.indexOf([...circle].sort()[0] ?? node);
      const turned = [...circle.slice(start), ...circle.slice(0, start)];
      found.add([...turned, turned[0]].join(" → "));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...found].sort();
}

/**
 * The folders of src/ stand in layers, each importing only from those below it
 * (docs/developers.md "Where things are"): lib holds code that knows no word of the site,
 * content reads and derives the site's words and addresses, components draw them, layouts frame
 * a page, pages are the routes. A folder that also imports from one above would make the two one
 * tangle: what a newcomer changes in lib could then break through content.
 */
const layers = ["lib", "content", "components", "layouts", "pages"];

/** Each import that reaches up a layer, as `src/lib/x.ts → src/content/y.ts`. */
function importsUpward(graph: Map<string, string[]>): string[] {
  const layer = (file: string) => layers.indexOf(file.split("/")[1] ?? "");
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => layer(file) >= 0 && layer(target) > layer(file)).map((target) => `${file} → ${target}`),
  );
}

describe("imports", () => {
  it("reach only down the layers of src/: lib, content, components, layouts, pages (tests included)", () => {
    expect(importsUpward(importGraph(sourceFiles("src", { tests: true })))).toEqual([]);
  });

  it("an import reaching up a layer is reported", () => {
    const graph = new Map([
      ["src/lib/paths.ts", ["src/content/languages.ts"]],
      ["src/content/pages.ts", ["src/lib/template.ts"]],
      ["src/pages/index.astro", ["src/components/home-page.tsx"]],
    ]);
    expect(importsUpward(graph)).toEqual(["src/lib/paths.ts → src/content/languages.ts"]);
  });

  it("form no circle", () => {
    const files = [...roots.flatMap((root) => sourceFiles(root)), "keystatic.config.ts", "astro.config.ts"];
    expect(circles(importGraph(files))).toEqual([]);
  });

  it("a circle is reported, through a type-only import too", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual(["a.ts → b.ts → c.ts → a.ts"]);
  });
});
