import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * A scratch copy of this checkout in which one article, written in English and German and named
 * as related by two others, is scheduled (`publishAt`), built twice with the build's clock given
 * (SITE_BUILD_NOW): a minute before its moment and at it. The built test reads both builds; the
 * deploy test serves them as a release's build would be at those two moments.
 */
export const scheduledSlug = "devops-salesforce-roi";
export const publishAt = "2026-12-01T09:00+01:00";
export const moment = Date.parse(publishAt);
const repo = process.cwd();

/** Every file under `dir` whose text (a search fragment decompressed) mentions `needle`, relative to it. */
export function filesMentioning(dir: string, needle: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .filter((file) => /\.(html|xml|json|txt|pf_fragment)$/.test(file))
    .filter((file) => {
      const bytes = readFileSync(file);
      const text = file.endsWith(".pf_fragment") ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
      return text.includes(needle);
    })
    .map((file) => file.slice(dir.length + 1))
    .sort();
}

/** Copies the checkout (its committed and new files, node_modules linked) and schedules the article. */
export function scheduledCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), "summit-scheduled-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repo });
  execFileSync("tar", ["-c", "--null", "-T", "-", "-f", join(dir, "tree.tar")], { cwd: repo, input: files });
  mkdirSync(join(dir, "site"));
  execFileSync("tar", ["-x", "-f", join(dir, "tree.tar"), "-C", join(dir, "site")]);
  const site = join(dir, "site");
  symlinkSync(join(repo, "node_modules"), join(site, "node_modules"));
  const english = `src/content/articles/${scheduledSlug}.md`;
  const source = readFileSync(join(site, english), "utf8").replace(/^date: .*$/m, `$&\npublishAt: "${publishAt}"`);
  writeFileSync(join(site, english), source);
  // Its translations were made from the file as it is now: the scheduling is no change to translate
  // (their translatedFrom is the first 12 hex characters of the sha256 of the English file).
  for (const language of ["de", "fr"]) {
    const translation = join(site, english.replace("src/content/", `src/content/i18n/${language}/`));
    if (!existsSync(translation)) continue;
    const text = readFileSync(translation, "utf8").replace(
      /^translatedFrom: .*$/m,
      `translatedFrom: "${createHash("sha256").update(source).digest("hex").slice(0, 12)}"`,
    );
    writeFileSync(translation, text);
  }
  return site;
}

/** `npm run build` in `site` with the build's clock at `now` (and `extra` settings); its build folder copied to `into`. */
export function buildAt(site: string, now: string, into: string, extra: Record<string, string> = {}) {
  // As from a shell, with nothing of Vitest's environment (its NODE_ENV=test, DEV=1… make Astro's
  // build a development one, which shows everything).
  const shell = { PATH: `${join(site, "node_modules/.bin")}:${process.env.PATH}`, HOME: process.env.HOME ?? "/tmp" };
  execFileSync("npm", ["run", "build"], {
    cwd: site,
    env: { ...shell, LANG: "C.UTF-8", SITE_BUILD_NOW: now, ...extra },
    stdio: ["ignore", "ignore", "pipe"],
  });
  cpSync(join(site, "build"), into, { recursive: true });
}
