import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * What the installer's tests share: a throwaway PREFIX per test, removed when the file's tests
 * end, and one step of deploy/steps/ run in it, as install.sh would run it, never touching the
 * machine (SUMMIT_SYSTEM empty: what it would do to the system is printed, not done).
 */
export const repo = process.cwd();

/** A function that makes a fresh PREFIX named after the file's subject; all are removed afterwards. */
export function prefixes(name: string) {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `summit-${name}-`));
    made.push(dir);
    return dir;
  };
}

/** `deploy/steps/<name>.sh` in `dir`, its standard output; a step that fails throws with what it said. */
export function step(name: string, dir: string, env: Record<string, string> = {}, args: string[] = []) {
  const result = spawnSync(join(repo, "deploy/steps", `${name}.sh`), args, {
    env: { ...process.env, PREFIX: dir, SUMMIT_SYSTEM: "", DRY_RUN: "", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${name}.sh exited ${result.status}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A system user as the installer's user step makes it (no home, no shell), unless it exists. */
export function systemUser(name: string) {
  if (spawnSync("id", [name]).status === 0) return;
  execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", name]);
}

/** A self-signed P-256 certificate for `name`, valid for `days`, written as `certificate` and `key` (PEM). */
export function selfSigned(name: string, days: number, files: { certificate: string; key: string }) {
  execFileSync("openssl", [
    "req",
    "-x509",
    "-nodes",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-subj",
    `/CN=${name}`,
    "-days",
    String(days),
    "-keyout",
    files.key,
    "-out",
    files.certificate,
  ]);
}
