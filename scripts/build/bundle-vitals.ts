import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";

/**
 * The speed collector (src/lib/measure/vitals.ts) as one minified ES module, for
 * `/_astro/vitals.<hash>.js` (docs/decisions/023-field-speed.md). Astro's own build cannot give
 * it: only a page's script would reference it, and that would put its address (and a loader) in
 * every page's HTML. Here it is a bundle of its own, which the island bootstrap file loads.
 */
export async function bundleVitals(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      // Not library mode: Vite leaves an ES library's whitespace unminified.
      rolldownOptions: {
        input: fileURLToPath(new URL("../../src/lib/measure/vitals-entry.ts", import.meta.url)),
        output: { format: "es", entryFileNames: "vitals.js" },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`bundle-vitals: expected one file, got ${chunks.length}`);
  return chunks[0].code;
}
