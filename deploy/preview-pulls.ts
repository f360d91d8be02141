/**
 * Previews of pull requests (docs/decisions/046-previews-per-branch.md, "Pull requests"): with
 * PREVIEW_PULL_REQUESTS=1 in install.conf, a repository on GitHub and root's GitHub token, each
 * pass asks GitHub for the open pull requests and previews those whose head is a branch of the
 * same repository as `pr-<number>`, beside the content branches' previews. A fork's pull request
 * is never built: its code would run in our build sandbox.
 *
 * GitHub's answer is a stranger's: at most 5 MB, at most 100 entries, each of a strict shape; the
 * only things taken from it are the number (a whole number, which alone names the ref fetched and
 * the preview) and the head branch's name, checked, which only ever goes into the preview's bar.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { log, run } from "./release-base.ts";
import type { Head } from "./release-previews.ts";

/** GitHub gives at most 100 a page; an answer listing more is not one of its answers. */
export const PULL_LIMIT = 100;
/** A page of 100 pull requests is about 2 MB; anything much larger is not one. */
export const ANSWER_LIMIT = 5 * 1024 * 1024;

/** The preview of pull request `number`: /preview/pr-<number>/. */
export const pullPreviewName = (number: number) => `pr-${number}`;
/** Preview names a content branch may not take: they are the pull requests'. */
export const PULL_NAME = /^pr-[0-9]+$/i;

export type Pull = { number: number; branch: string };
export type PullList = { pulls: Pull[]; forks: number[]; refused: string[]; malformed: number };

/** A head branch name we show: what previewName accepts for content branches, with folders. */
const BRANCH = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The pull requests to preview from GitHub's list of open ones: those whose head is a branch of
 * `repository` itself (owner/name, compared as GitHub does, ignoring case), other than a
 * content branch (previewed as one already) and the deployed branch; one per head branch (the
 * lowest number). A fork's, or one whose fork is gone, is counted in `forks`; an entry of another
 * shape in `malformed`. Throws when the answer is not a list of at most PULL_LIMIT.
 */
export function parsePulls(answer: unknown, repository: string, deployed: string): PullList {
  if (!Array.isArray(answer)) throw new Error("GitHub's answer is not a list");
  if (answer.length > PULL_LIMIT) throw new Error(`GitHub's answer lists more than ${PULL_LIMIT} pull requests`);
  const list: PullList = { pulls: [], forks: [], refused: [], malformed: 0 };
  const seen = new Set<string>();
  const ours = repository.toLowerCase();
  const entries = answer
    .map((entry) => {
      if (!isObject(entry) || !isObject(entry.head)) return null;
      const { number } = entry;
      const { ref, repo } = entry.head;
      if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 1 || number > 999_999_999)
        return null;
      if (typeof ref !== "string" || ref.length === 0 || ref.length > 255) return null;
      if (repo !== null && !(isObject(repo) && typeof repo.full_name === "string")) return null;
      return { number, ref, from: repo === null ? null : String(repo.full_name) };
    })
    .filter((entry) => {
      if (entry === null) list.malformed++;
      return entry !== null;
    })
    .sort((a, b) => a.number - b.number);
  for (const { number, ref, from } of entries) {
    // A deleted fork's head has no repository: as much a stranger's as a live fork's.
    if (from === null || from.toLowerCase() !== ours) list.forks.push(number);
    else if (ref.startsWith("content/") || ref === "main" || ref === deployed || seen.has(ref)) continue;
    else if (!BRANCH.test(ref) || ref.includes("..") || ref.endsWith("/")) list.refused.push(ref);
    else {
      seen.add(ref);
      list.pulls.push({ number, branch: ref });
    }
  }
  return list;
}

/** GET the open pull requests of `repository`: one page of 100, the answer bounded, in time too. */
export async function askPulls(
  repository: string,
  token: string,
  api: string,
  { timeout = 10_000, limit = ANSWER_LIMIT } = {},
): Promise<unknown> {
  const response = await fetch(`${api}/repos/${repository}/pulls?state=open&per_page=${PULL_LIMIT}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/vnd.github+json",
      "User-Agent": "summit-cloud-deployer",
    },
    signal: AbortSignal.timeout(timeout),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`GitHub answered ${response.status}`);
  }
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body.cancel();
    throw new Error(`GitHub's answer is larger than ${limit} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new Error(`GitHub's answer is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new Error("GitHub's answer is not JSON");
  }
}

/**
 * The pull requests this pass previews: [] when the setting is off (or cannot be met: one journal
 * line says why, and any pull request's preview goes); "unknown" when GitHub could not be asked
 * (one journal line; the pull requests' previews stay as they are, and the content branches'
 * go on).
 */
export async function openPulls({
  enabled,
  repository,
  token,
  deployed,
  api,
}: {
  enabled: boolean;
  /** owner/name on GitHub, or null when the repository is not there. */
  repository: string | null;
  token: string | null;
  /** The branch deployed to the live site (BRANCH): never previewed. */
  deployed: string;
  api: string;
}): Promise<Pull[] | "unknown"> {
  if (!enabled) return [];
  if (!repository) {
    log("preview: pull requests are not previewed: the repository is not on github.com (set GITHUB_REPOSITORY)");
    return [];
  }
  if (!token) {
    log("preview: pull requests are not previewed: no GitHub token in /etc/summit-cloud/github-token");
    return [];
  }
  try {
    const list = parsePulls(await askPulls(repository, token, api), repository, deployed);
    if (list.forks.length > 0)
      log(`preview: not previewed, from a fork: pull request ${list.forks.map((n) => `#${n}`).join(", ")}`);
    for (const branch of list.refused.slice(0, 10))
      log(`preview: skipped the pull request of ${JSON.stringify(branch.slice(0, 80))}: not a plain branch name`);
    if (list.malformed > 0) log(`preview: ${list.malformed} entries of GitHub's answer are not pull requests: skipped`);
    return list.pulls;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`preview: pull requests not looked at this time: ${reason.slice(0, 200)}`);
    return "unknown";
  }
}

/**
 * Fetches each pull request's head (GitHub keeps it as refs/pull/<number>/head) into
 * refs/previews/pull/<number>, after clearing the previous pass's, so a closed one leaves nothing.
 * Returns the heads, named by their branch, as planPreviews takes them.
 */
export function fetchPullHeads(mirror: string, repository: string, pulls: Pull[]): Head[] {
  const git = (args: string[], input?: string) =>
    execFileSync("git", ["-C", mirror, ...args], { encoding: "utf8", ...(input === undefined ? {} : { input }) });
  const old = git(["for-each-ref", "--format=%(refname)", "refs/previews/pull/"]).split("\n").filter(Boolean);
  if (old.length > 0) git(["update-ref", "--stdin"], old.map((ref) => `delete ${ref}\n`).join(""));
  if (pulls.length === 0) return [];
  const spec = (number: number) => `+refs/pull/${number}/head:refs/previews/pull/${number}`;
  const fetch = ["fetch", "--quiet", "--no-tags", repository];
  try {
    run("git", ["-C", mirror, ...fetch, ...pulls.map(({ number }) => spec(number))]);
  } catch {
    // One missing ref fails them all: then one by one, so the others still come.
    for (const { number } of pulls)
      if (spawnSync("git", ["-C", mirror, ...fetch, spec(number)], { stdio: "ignore" }).status !== 0)
        log(`preview: the head of pull request #${number} could not be fetched`);
  }
  const listed = git([
    "for-each-ref",
    "--format=%(refname)%00%(objectname)%00%(committerdate:unix)",
    "refs/previews/pull/",
  ]);
  const fetched = new Map(
    listed
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [ref = "", commit = "", time = "0"] = line.split("\0");
        return [ref.replace(/^refs\/previews\/pull\//, ""), { commit, time: Number(time) }] as const;
      }),
  );
  return pulls.flatMap(({ number, branch }) => {
    const head = fetched.get(String(number));
    return head ? [{ branch, commit: head.commit, time: head.time, pull: number }] : [];
  });
}
