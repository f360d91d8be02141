import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { githubRepository, githubRepositoryFor, githubToken, sendStatuses } from "./preview-status.ts";

describe("the repository a status goes to", () => {
  it.each([
    ["https://github.com/acme/summit-site.git", "acme/summit-site"],
    ["https://github.com/acme/summit-site", "acme/summit-site"],
    ["git@github.com:acme/summit-site.git", "acme/summit-site"],
    ["ssh://git@github.com/acme/summit.site", "acme/summit.site"],
  ])("%s is %s", (url, repository) => {
    expect(githubRepository(url)).toBe(repository);
  });
  it.each([
    "/srv/site.git",
    "https://gitlab.com/acme/site.git",
    "https://github.com.evil.example/acme/site",
    "https://github.com/acme/../../x",
    "https://github.com/acme/site/extra",
    "https://github.com/acme/$(id)",
  ])("%s is none", (url) => {
    expect(githubRepository(url)).toBeNull();
  });
});

describe("GITHUB_REPOSITORY, the repository on GitHub a local one stands for", () => {
  it("is taken when of the shape owner/name, else REPO_URL's repository on github.com", () => {
    expect(githubRepositoryFor("/srv/site.git", "acme/summit-site")).toBe("acme/summit-site");
    expect(githubRepositoryFor("https://github.com/acme/site.git", "")).toBe("acme/site");
    expect(githubRepositoryFor("/srv/site.git", "")).toBeNull();
  });
  it.each(["acme", "acme/site/x", "../x", "acme/.git", "acme/$(id)", "acme/site\nx", `acme/${"a".repeat(101)}`])(
    "%s is none, whatever REPO_URL says",
    (given) => {
      expect(githubRepositoryFor("https://github.com/acme/site.git", given)).toBeNull();
    },
  );
});

describe("the token", () => {
  const dir = mkdtempSync(join(tmpdir(), "summit-token-"));
  it("is read from root's file only while nobody else may read it", () => {
    const file = join(dir, "github-token");
    writeFileSync(file, "github_pat_0123456789abcdefghij\n", { mode: 0o600 });
    expect(githubToken(file)).toBe("github_pat_0123456789abcdefghij");
    chmodSync(file, 0o644);
    expect(githubToken(file)).toBeNull();
    expect(githubToken(join(dir, "none"))).toBeNull();
  });
});

describe("a status on the pull request", () => {
  const seen: { url: string; authorization: string; body: Record<string, string> }[] = [];
  let api = "";
  let answer = 201;
  const server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen.push({ url: request.url ?? "", authorization: request.headers.authorization ?? "", body: JSON.parse(body) });
      response.writeHead(answer).end("{}");
    });
  });
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const commit = "0123456789abcdef0123456789abcdef01234567";

  it("links the preview when it was built, says so when it failed, with the token as the bearer", async () => {
    seen.length = 0;
    await sendStatuses(
      "acme/summit-site",
      [
        { commit, ok: true, url: "https://cms.example.com/preview/x/" },
        { commit: commit.replace("0", "f"), ok: false, url: null },
      ],
      "github_pat_0123456789abcdefghij",
      api,
    );
    expect(seen.map(({ url }) => url)).toEqual([
      `/repos/acme/summit-site/statuses/${commit}`,
      `/repos/acme/summit-site/statuses/${commit.replace("0", "f")}`,
    ]);
    expect(seen[0]?.authorization).toBe("Bearer github_pat_0123456789abcdefghij");
    expect(seen[0]?.body).toMatchObject({
      state: "success",
      context: "summit/preview",
      target_url: "https://cms.example.com/preview/x/",
    });
    expect(seen[1]?.body).toMatchObject({ state: "failure", context: "summit/preview" });
    expect(seen[1]?.body.target_url).toBeUndefined();
  });

  it("sends nothing without a token or for a repository not on GitHub, and survives GitHub saying no", async () => {
    seen.length = 0;
    await sendStatuses("acme/site", [{ commit, ok: true, url: null }], null, api);
    await sendStatuses(null, [{ commit, ok: true, url: null }], "github_pat_0123456789abcdefghij", api);
    expect(seen).toEqual([]);
    answer = 403;
    await expect(
      sendStatuses("acme/site", [{ commit, ok: true, url: null }], "github_pat_0123456789abcdefghij", api),
    ).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    await expect(
      sendStatuses(
        "acme/site",
        [{ commit, ok: true, url: null }],
        "github_pat_0123456789abcdefghij",
        "http://127.0.0.1:9",
      ),
    ).resolves.toBeUndefined();
  });
});
