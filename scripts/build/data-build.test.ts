import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInputs } from "./build-inputs.ts";

/**
 * A data file that breaks its schema stops the build (the content collections' check, before any
 * page is rendered) with the file, the field and the rule. Runs `astro sync` in a copy of the
 * project (node_modules linked), so the real files are never touched.
 */
describe("a data file with a bad value", () => {
  it("stops the build with the file, the field and the rule", () => {
    const root = mkdtempSync(join(tmpdir(), "summit-data-build-"));
    try {
      for (const entry of buildInputs) {
        cpSync(entry, join(root, entry), { recursive: true });
      }
      symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"), "dir");
      const file = join(root, "src/content/data/pages/home.json");
      const home = JSON.parse(readFileSync(file, "utf8"));
      home.slides[0].subtitle = "A subtitle that runs on. ".repeat(9);
      writeFileSync(file, `${JSON.stringify(home, null, 2)}\n`);

      const { PATH, HOME, TMPDIR } = process.env;
      execFileSync("npx", ["astro", "sync"], { cwd: root, stdio: "pipe", env: { PATH, HOME, TMPDIR, CI: "true" } });
      expect.unreachable("astro sync accepted a 225-character subtitle");
    } catch (error) {
      const output = String((error as { stdout?: Buffer }).stdout) + String((error as { stderr?: Buffer }).stderr);
      expect(output).toContain(
        "src/content/data/pages/home.json: slides.0.subtitle: Too big: expected string to have <=200 characters",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
