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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return extensions.some((extension) => name.endsWith(extension)) && !/\.test\.tsx?$/.test(name) ? [path] : [];
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

describe("imports", () => {
  it("form no circle", () => {
    const files = [...roots.flatMap(sourceFiles), "keystatic.config.ts", "astro.config.ts"];
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
