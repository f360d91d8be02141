import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The branches' previews as the deployer leaves them (docs/decisions/046-previews-per-branch.md),
 * read by the admin's Previews tab and by `--status`: `<previews>/<name>/.commit` for each one
 * built, `<app>/failed-previews/<name>` holding the commit whose build failed.
 */
export const PREVIEW_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

export type PreviewEntry = { name: string; commit: string };

/** What each file of `dir` that is a preview's name says (its first line), by name. */
function commitsIn(dir: string, file: (name: string) => string): PreviewEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => PREVIEW_NAME.test(name) && existsSync(file(name)))
    .sort()
    .map((name) => ({ name, commit: readFileSync(file(name), "utf8").trim().slice(0, 40) }));
}

/** The previews the deployer built, by name, with the commit each shows. */
export const listPreviews = (dir: string) => commitsIn(dir, (name) => join(dir, name, ".commit"));

/** The previews whose last build failed, with the commit that failed (not built again until its branch moves). */
export const failedPreviews = (dir: string) => commitsIn(dir, (name) => join(dir, name));
