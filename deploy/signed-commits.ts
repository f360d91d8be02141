/**
 * Which commit an auto-deploy with `install.sh --require-signed FILE` may build (docs/operators.md
 * "Going live", signed deploys): one signed by a key in the allowed-signers file, and one that
 * moves the site forward. A signature says who made a commit, not that it is the next one: an
 * older signed commit pushed back onto the branch, or a signed commit of another branch pushed in
 * its place, would otherwise deploy. So the head must descend from the live release's commit and
 * from the branch's last commit this server accepted. Going back is `install.sh --rollback`.
 *
 * Part of the deployer (root's copy, ADR 024): it reads the repository with git and runs nothing
 * of it. Each check throws an Error naming the commit; nothing is unpacked, built or run then.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const short = (commit: string) => commit.slice(0, 7);

/**
 * The commit must carry a signature that git's own `verify-commit` accepts against the allowed
 * signers file (SSH keys, `gpg.format=ssh`). Returns git's line naming the key.
 */
export function checkSigned(repository: string, commit: string, allowedSigners: string): string {
  if (!existsSync(allowedSigners)) throw new Error(`${allowedSigners} (the allowed signers) is missing`);
  const check = spawnSync(
    "git",
    [
      "-C",
      repository,
      "-c",
      "gpg.format=ssh",
      "-c",
      `gpg.ssh.allowedSignersFile=${allowedSigners}`,
      "verify-commit",
      commit,
    ],
    { encoding: "utf8" },
  );
  if (check.status !== 0) {
    const object = execFileSync("git", ["-C", repository, "cat-file", "commit", commit], { encoding: "utf8" });
    const signedAtAll = /^gpgsig /m.test(object.slice(0, object.indexOf("\n\n")));
    const why = signedAtAll ? "no key in the allowed signers signed it" : "it is not signed";
    throw new Error(`refused ${short(commit)}: ${why} (${allowedSigners})`);
  }
  return check.stderr.trim().split("\n")[0] ?? "";
}

/** Whether `commit` descends from `ancestor` (or is it); null when git does not know `ancestor` here. */
function descends(repository: string, ancestor: string, commit: string): boolean | null {
  const result = spawnSync("git", ["-C", repository, "merge-base", "--is-ancestor", ancestor, commit]);
  if (result.status === 0) return true;
  if (result.status === 1) return false;
  return null;
}

/**
 * The head moves forward only: it descends from the live release's commit (`live`, empty before
 * the first deploy) and from the branch's last accepted commit (`accepted`, empty the first time).
 * A live commit the repository does not have (deployed by hand from a checkout) cannot be shown
 * to be an ancestor, so it refuses too: deploy a commit of the branch by hand to go on.
 */
export function checkForward(
  repository: string,
  head: string,
  branch: string,
  { live, accepted }: { live: string; accepted: string },
) {
  const refuse = (why: string) => {
    throw new Error(
      `refused ${short(head)}: ${why}; the live release keeps serving (install.sh --rollback is the way back)`,
    );
  };
  if (live) {
    const forward = descends(repository, live, head);
    if (forward === null)
      refuse(
        `the live release's commit ${short(live)} is not in ${branch}'s history here, so it cannot be shown to come after it (deploy a commit of ${branch} by hand)`,
      );
    if (forward === false)
      refuse(
        `it does not descend from the live release's commit ${short(live)} (an older commit, or one of another branch)`,
      );
  }
  if (accepted && descends(repository, accepted, head) !== true)
    refuse(
      `it does not descend from ${short(accepted)}, the last commit of ${branch} this server accepted (${branch} was rewritten, or this commit is another branch's)`,
    );
}
