import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * GitHub's API as the deployer uses it (deploy/preview-pulls.ts, deploy/preview-status.ts), in a
 * process of its own: a deploy test's timer run blocks the test's own event loop. GET
 * /repos/acme/summit-site/pulls answers what the test last gave `answer`; anything else (a commit
 * status) answers 201. Each request it gets is kept, in order.
 */
const script = `
const http = require("node:http");
const fs = require("node:fs");
const folder = process.argv[1];
const server = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const { method, url, headers } = request;
    const seen = { method, url, authorization: headers.authorization, accept: headers.accept, body };
    fs.appendFileSync(folder + "/requests.jsonl", JSON.stringify(seen) + "\\n");
    if (method === "GET" && url.startsWith("/repos/acme/summit-site/pulls")) {
      const answer = JSON.parse(fs.readFileSync(folder + "/pulls.json", "utf8"));
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    } else response.writeHead(201).end("{}");
  });
});
server.listen(0, "127.0.0.1", () => fs.writeFileSync(folder + "/port", String(server.address().port)));
`;

export type Seen = { method: string; url: string; authorization?: string; accept?: string; body: string };

export async function githubStandIn(folder: string) {
  mkdirSync(folder, { recursive: true });
  const answer = (body: unknown, status = 200) =>
    writeFileSync(join(folder, "pulls.json"), JSON.stringify({ status, body: JSON.stringify(body) }));
  answer([]);
  const child = spawn(process.execPath, ["-e", script, folder], { stdio: "ignore" });
  for (let waited = 0; !existsSync(join(folder, "port")); waited += 50) {
    if (waited > 10_000) throw new Error("the GitHub stand-in did not start");
    await new Promise((done) => setTimeout(done, 50));
  }
  const requests = (): Seen[] =>
    existsSync(join(folder, "requests.jsonl"))
      ? readFileSync(join(folder, "requests.jsonl"), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  return {
    api: `http://127.0.0.1:${readFileSync(join(folder, "port"), "utf8")}`,
    /** The open pull requests GitHub lists (or, with another status, its error). */
    answer,
    requests,
    stop: () => child.kill(),
  };
}
