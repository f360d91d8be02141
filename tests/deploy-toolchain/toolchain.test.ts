import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { systemUser } from "../deploy/prefix.ts";

/**
 * Installing and building a release (docs/decisions/024-who-may-change-what-on-the-server.md) uses
 * the project's Node 24 and the pinned npm (deploy/steps/toolchain.sh), never the `node` or `npm`
 * on the server's PATH. Here both fail loudly; the toolchain is fetched (checked against its pinned
 * integrity) into a throwaway PREFIX, and `release.ts build` unpacks this checkout's files as a
 * commit, installs every dependency from the registry (no ready node_modules) and builds it as the
 * build user.
 */
const repo = process.cwd();
const dir = mkdtempSync(join(tmpdir(), "summit-toolchain-"));
const prefix = join(dir, "root");
const work = join(dir, "work");
const failing = join(dir, "failing-bin");
const env = {
  PATH: `${failing}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
  PREFIX: prefix,
  SUMMIT_SYSTEM: "",
  SUMMIT_BUILD_USER: "summit-build",
  SUMMIT_TOOLCHAIN_CACHE: join(tmpdir(), "summit-toolchain-cache"),
  ...(process.env.NODE_EXTRA_CA_CERTS ? { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } : {}),
};

beforeAll(() => {
  systemUser("summit-build");
  execFileSync("chmod", ["711", dir]);
  mkdirSync(failing);
  for (const name of ["node", "npm", "npx"])
    writeFileSync(join(failing, name), `#!/bin/sh\necho "the server's own ${name} ran: $0 $*" >&2\nexit 97\n`, {
      mode: 0o755,
    });
  mkdirSync(work, { recursive: true });
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repo });
  execFileSync("tar", ["-c", "--null", "-T", "-", "-f", join(dir, "tree.tar")], { cwd: repo, input: files });
  execFileSync("tar", ["-x", "-f", join(dir, "tree.tar"), "-C", work]);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@summit.test", ...args], { cwd: work });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "-A");
  git("commit", "--quiet", "-m", "the site");
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

it("a release installs from scratch and builds with the toolchain while the server's node and npm fail", () => {
  expect(spawnSync("node", ["--version"], { env }).status).toBe(97);
  const toolchain = spawnSync(join(repo, "deploy/steps/toolchain.sh"), [], { env, encoding: "utf8" });
  expect(toolchain.status, toolchain.stderr).toBe(0);
  const bin = join(prefix, "srv/summit-cloud/toolchain/current/bin");
  const started = Date.now();
  const build = spawnSync(join(bin, "node"), [join(repo, "deploy/release.ts"), "build", "--source", work], {
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`install from scratch + build: ${Math.round((Date.now() - started) / 1000)} s`);
  expect(build.status, `${build.stderr.slice(-4000)}${build.stdout.slice(-4000)}`).toBe(0);
  expect(`${build.stdout}${build.stderr}`).not.toContain("the server's own");
  const name = /built (\S+) \(not live/.exec(build.stdout)?.[1] ?? "";
  const release = join(prefix, "srv/summit-cloud/releases", name);
  // Installed from the registry (not linked), built, and root's once built.
  expect(statSync(join(release, "node_modules")).isDirectory()).toBe(true);
  expect(existsSync(join(release, "build/client/404.html"))).toBe(true);
  expect(readFileSync(join(release, "node_modules/node/package.json"), "utf8")).toContain('"version": "24.');
  expect(statSync(join(release, "build/client/404.html")).uid).toBe(0);
});
