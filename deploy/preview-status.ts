/**
 * The preview's link on the pull request (docs/decisions/046-previews-per-branch.md): where the
 * administrator gave a GitHub token, each preview built, or failed, becomes a commit status on its
 * branch's head ("summit/preview"), which GitHub shows on the pull request with the link. Only for
 * a repository on github.com; without a token nothing is sent. A status that cannot be sent is a
 * journal line, never the preview's or the deploy's outcome.
 *
 * The token is root's: /etc/summit-cloud/github-token (mode 600), a fine-grained token with
 * "Commit statuses: read and write" on the site's repository only. It is read here and sent to
 * GitHub's API, never put in a command line, an environment or a log line.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { env, layout, log } from "./release-base.ts";

/** `owner/name` of a repository URL on github.com (https, ssh or scp-like), else null. */
export function githubRepository(url: string): string | null {
  const found = url.match(
    /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|ssh:\/\/git@github\.com\/|git@github\.com:)([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100}?)(?:\.git)?\/?$/,
  );
  if (!found?.[1] || !found[2] || found[1].startsWith(".") || found[2].startsWith(".")) return null;
  return `${found[1]}/${found[2]}`;
}

/**
 * The repository on GitHub the site's repository is: GITHUB_REPOSITORY in install.conf when set
 * (a mirror, or a path on this server, of a repository on GitHub), else the one REPO_URL names on
 * github.com; null when neither is one, or the setting is not of the shape owner/name.
 */
export function githubRepositoryFor(url: string, given = ""): string | null {
  if (given === "") return githubRepository(url);
  const found = given.match(/^([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})$/);
  if (!found?.[1] || !found[2] || found[1].startsWith(".") || found[2].startsWith(".")) {
    log(`preview: GITHUB_REPOSITORY is not of the shape owner/name: ${JSON.stringify(given.slice(0, 80))}`);
    return null;
  }
  return given;
}

/** The token, when root's file holds one that nobody else may read; else null (and why, logged). */
export function githubToken(file = join(layout.etc, "github-token")): string | null {
  if (!existsSync(file)) return null;
  if ((statSync(file).mode & 0o077) !== 0) {
    log(`preview: ${file} may be read by others than root: chmod 600 it; no status sent`);
    return null;
  }
  const token = readFileSync(file, "utf8").trim();
  return /^[A-Za-z0-9_]{20,255}$/.test(token) ? token : null;
}

export type PreviewStatus = { commit: string; ok: boolean; url: string | null };

/** GitHub's API; a test's stand-in through SUMMIT_GITHUB_API. */
export const githubApi = () => env.SUMMIT_GITHUB_API ?? "https://api.github.com";

/**
 * Sends each status to `repository` (owner/name, githubRepositoryFor) on GitHub; a failure to send
 * is logged and changes nothing else.
 */
export async function sendStatuses(
  repository: string | null,
  statuses: PreviewStatus[],
  token = githubToken(),
  api = githubApi(),
) {
  if (!token || !repository || statuses.length === 0) return;
  for (const { commit, ok, url } of statuses) {
    if (!/^[0-9a-f]{40}$/.test(commit)) continue;
    try {
      const response = await fetch(`${api}/repos/${repository}/statuses/${commit}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/vnd.github+json",
          "User-Agent": "summit-cloud-deployer",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          state: ok ? "success" : "failure",
          context: "summit/preview",
          description: ok ? "The preview of this branch is ready" : "The preview of this branch failed to build",
          ...(ok && url ? { target_url: url } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) log(`preview: GitHub answered ${response.status} to the status of ${commit.slice(0, 7)}`);
    } catch (error) {
      log(`preview: no status sent for ${commit.slice(0, 7)}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
