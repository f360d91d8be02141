import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkForward, checkSigned } from "./signed-commits.ts";

/**
 * Which commit a signed auto-deploy may build, against a real repository with commits signed by
 * an SSH key (git's own verify-commit), in about a second: the end-to-end run through
 * auto-deploy.sh is in tests/deploy/release-pushes.test.ts.
 */
const dir = mkdtempSync(join(tmpdir(), "summit-signed-"));
const repository = join(dir, "repo");
const signers = join(dir, "allowed-signers");
const git = (...args: string[]) =>
  execFileSync("git", ["-C", repository, "-c", "user.name=Test", "-c", "user.email=test@summit.test", ...args], {
    encoding: "utf8",
  }).trim();
/** A signed commit (by the listed key, or another) on whatever is checked out; returns its hash. */
function commit(message: string, key = "editor") {
  writeFileSync(join(repository, "file.txt"), `${message}\n`);
  git("add", "file.txt");
  const sign = key ? ["-c", "gpg.format=ssh", "-c", `user.signingkey=${join(dir, key)}`, "commit", "-S"] : ["commit"];
  git(...sign, "--quiet", "-m", message);
  return git("rev-parse", "HEAD");
}

let one = "";
let two = "";
let three = "";
let side = "";
beforeAll(() => {
  for (const name of ["editor", "stranger"])
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", join(dir, name)]);
  writeFileSync(signers, `editor@summit.test namespaces="git" ${readFileSync(join(dir, "editor.pub"), "utf8")}`);
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", repository]);
  one = commit("one");
  two = commit("two");
  three = commit("three");
  // A signed commit of another branch, made from `one`.
  git("checkout", "--quiet", "-b", "side", one);
  side = commit("side");
  git("checkout", "--quiet", "main");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("checkSigned", () => {
  it("accepts a commit signed by a listed key, names the key", () => {
    expect(checkSigned(repository, two, signers)).toMatch(/Good "git" signature for editor@summit\.test/);
  });
  it("refuses an unsigned commit and one signed by a key not listed", () => {
    git("checkout", "--quiet", "-b", "other", three);
    const unsigned = commit("unsigned", "");
    const stranger = commit("stranger", "stranger");
    git("checkout", "--quiet", "main");
    expect(() => checkSigned(repository, unsigned, signers)).toThrow(/refused [0-9a-f]{7}: it is not signed/);
    expect(() => checkSigned(repository, stranger, signers)).toThrow(/no key in the allowed signers signed it/);
  });
});

describe("checkForward: signed deploys move forward only", () => {
  it("accepts a commit that descends from the live one and from the last accepted one", () => {
    expect(() => checkForward(repository, three, "main", { live: two, accepted: two })).not.toThrow();
    expect(() => checkForward(repository, three, "main", { live: one, accepted: two })).not.toThrow();
    // The first deploy: nothing live, nothing accepted yet.
    expect(() => checkForward(repository, one, "main", { live: "", accepted: "" })).not.toThrow();
  });

  it("refuses an older signed commit pushed back onto the branch", () => {
    expect(() => checkForward(repository, one, "main", { live: three, accepted: three })).toThrow(
      `refused ${one.slice(0, 7)}: it does not descend from the live release's commit ${three.slice(0, 7)}`,
    );
  });

  it("refuses a signed commit of another branch pushed in the branch's place", () => {
    expect(() => checkForward(repository, side, "main", { live: two, accepted: two })).toThrow(
      /does not descend from the live release's commit .*another branch/,
    );
  });

  it("refuses a head that leaves out a commit the branch had (rewritten), even when it comes after the live one", () => {
    // `three` was accepted but its build failed, so `two` stays live; then main is rewritten from `two` on.
    git("checkout", "--quiet", "-b", "rewritten", two);
    const rewritten = commit("rewritten");
    git("checkout", "--quiet", "main");
    expect(() => checkForward(repository, rewritten, "main", { live: two, accepted: three })).toThrow(
      `it does not descend from ${three.slice(0, 7)}, the last commit of main this server accepted`,
    );
  });

  it("refuses when the live commit is not in the repository (deployed by hand from elsewhere)", () => {
    expect(() => checkForward(repository, three, "main", { live: "f".repeat(40), accepted: "" })).toThrow(
      "the live release's commit fffffff is not in main's history here",
    );
  });
});
