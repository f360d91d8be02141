import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_LIMIT, askPulls, openPulls, PULL_LIMIT, parsePulls, pullPreviewName } from "./preview-pulls.ts";

const ours = "acme/summit-site";
const sha = "0123456789abcdef0123456789abcdef01234567";
/** One entry of GitHub's list, as much of it as is read. */
const pull = (number: number, ref: string, from: string | null = ours) => ({
  number,
  state: "open",
  head: { ref, sha, repo: from === null ? null : { full_name: from } },
});

describe("GitHub's list of open pull requests", () => {
  it("keeps those from a branch of the repository itself, in any case, lowest number first", () => {
    const list = parsePulls([pull(12, "feature/pricing"), pull(3, "fix-typo", "ACME/Summit-Site")], ours, "main");
    expect(list.pulls).toEqual([
      { number: 3, branch: "fix-typo" },
      { number: 12, branch: "feature/pricing" },
    ]);
    expect(list.forks).toEqual([]);
    expect(pullPreviewName(12)).toBe("pr-12");
  });

  it("drops a fork's, and one whose fork was deleted (no head repository): their code would run in our build", () => {
    const list = parsePulls(
      [pull(5, "feature/pricing", "stranger/summit-site"), pull(6, "patch-1", null), pull(7, "mine")],
      ours,
      "main",
    );
    expect(list.pulls).toEqual([{ number: 7, branch: "mine" }]);
    expect(list.forks).toEqual([5, 6]);
  });

  it("skips a content branch's (previewed as one already), main's, the deployed branch's and a second from one branch", () => {
    const list = parsePulls(
      [pull(1, "content/spring"), pull(2, "main"), pull(3, "production"), pull(4, "feature/a"), pull(5, "feature/a")],
      ours,
      "production",
    );
    expect(list.pulls).toEqual([{ number: 4, branch: "feature/a" }]);
    expect(list.refused).toEqual([]);
  });

  it("refuses a head branch name that is not plain, and never shows it", () => {
    const evil = ["$(touch owned)", "a/../b", "-rf", "x;id", "a\nb", "ünïcode", "trailing/"];
    const list = parsePulls(
      evil.map((ref, index) => pull(index + 1, ref)),
      ours,
      "main",
    );
    expect(list.pulls).toEqual([]);
    expect(list.refused).toEqual(evil);
  });

  it.each([
    ["a number that is a string", { ...pull(1, "a"), number: "1" }],
    ["a fraction", { ...pull(1, "a"), number: 1.5 }],
    ["zero", pull(0, "a")],
    ["a negative number", pull(-3, "a")],
    ["a huge number", pull(2 ** 53, "a")],
    ["no head", { number: 1 }],
    ["a head that is a string", { number: 1, head: "a" }],
    ["a ref that is not a string", { number: 1, head: { ref: 1, repo: { full_name: ours } } }],
    ["an empty ref", pull(1, "")],
    ["a 300-character ref", pull(1, "a".repeat(300))],
    ["a repository without its name", { number: 1, head: { ref: "a", repo: {} } }],
    ["a repository that is a string", { number: 1, head: { ref: "a", repo: ours } }],
    ["null", null],
    ["a list", [1]],
  ])("counts %s as not a pull request", (_why, entry) => {
    const list = parsePulls([entry, pull(9, "good")], ours, "main");
    expect(list.malformed).toBe(1);
    expect(list.pulls).toEqual([{ number: 9, branch: "good" }]);
  });

  it("refuses an answer that is not a list, or lists more than 100", () => {
    expect(() => parsePulls({ message: "Bad credentials" }, ours, "main")).toThrow(/not a list/);
    expect(() => parsePulls("[]", ours, "main")).toThrow(/not a list/);
    const many = Array.from({ length: PULL_LIMIT + 1 }, (_, index) => pull(index + 1, `b${index}`));
    expect(() => parsePulls(many, ours, "main")).toThrow(/more than 100/);
    expect(parsePulls(many.slice(0, PULL_LIMIT), ours, "main").pulls).toHaveLength(PULL_LIMIT);
  });
});

describe("asking GitHub", () => {
  const seen: { url: string; authorization: string; accept: string }[] = [];
  let answer: (response: ServerResponse) => void = (response) => response.end("[]");
  const server = createServer((request: IncomingMessage, response) => {
    seen.push({
      url: request.url ?? "",
      authorization: request.headers.authorization ?? "",
      accept: request.headers.accept ?? "",
    });
    answer(response);
  });
  let api = "";
  const token = "github_pat_0123456789abcdefghij";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("asks for one page of the open ones with the token as the bearer", async () => {
    seen.length = 0;
    answer = (response) => response.end(JSON.stringify([pull(4, "feature/a")]));
    expect(await askPulls(ours, token, api)).toEqual([pull(4, "feature/a")]);
    expect(seen).toEqual([
      {
        url: "/repos/acme/summit-site/pulls?state=open&per_page=100",
        authorization: `Bearer ${token}`,
        accept: "application/vnd.github+json",
      },
    ]);
  });

  it("refuses an error, a body that is not JSON, one too large (said or streamed), and one too slow", async () => {
    answer = (response) => response.writeHead(401).end('{"message":"Bad credentials"}');
    await expect(askPulls(ours, token, api)).rejects.toThrow("GitHub answered 401");
    answer = (response) => response.end("<html>");
    await expect(askPulls(ours, token, api)).rejects.toThrow("not JSON");
    answer = (response) => response.writeHead(200, { "Content-Length": String(ANSWER_LIMIT + 1) }).end();
    await expect(askPulls(ours, token, api)).rejects.toThrow("larger than");
    // No length said: counted as it comes.
    answer = (response) => {
      response.writeHead(200, { "Transfer-Encoding": "chunked" });
      response.write(`[${'"x",'.repeat(300)}`);
      response.end(`${'"x",'.repeat(300)}"x"]`);
    };
    await expect(askPulls(ours, token, api, { limit: 2000 })).rejects.toThrow("larger than 2000 bytes");
    answer = (response) => setTimeout(() => response.end("[]"), 2000);
    await expect(askPulls(ours, token, api, { timeout: 200 })).rejects.toThrow();
  });

  it("gives the pull requests, or nothing to do when off, or 'unknown' when GitHub cannot be asked", async () => {
    seen.length = 0;
    answer = (response) => response.end(JSON.stringify([pull(4, "feature/a"), pull(5, "x", "stranger/site")]));
    const ask = { enabled: true, repository: ours, token, deployed: "main", api };
    expect(await openPulls(ask)).toEqual([{ number: 4, branch: "feature/a" }]);
    expect(await openPulls({ ...ask, enabled: false })).toEqual([]);
    expect(await openPulls({ ...ask, token: null })).toEqual([]);
    expect(await openPulls({ ...ask, repository: null })).toEqual([]);
    // Only the first asked GitHub: off, no token or no repository asks nothing.
    expect(seen).toHaveLength(1);
    answer = (response) => response.writeHead(502).end();
    expect(await openPulls(ask)).toBe("unknown");
    expect(await openPulls({ ...ask, api: "http://127.0.0.1:9" })).toBe("unknown");
  });
});
