// @vitest-environment node
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inquiryBody, postJson, siteRoot, tempDir } from "../test/helpers.ts";
import { leadsCli, spawnServer } from "../test/spawn-server.ts";

/** `npm start`'s own entry point, killed without warning right after it acknowledged inquiries. */
const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

describe("an acknowledged inquiry survives a crash", () => {
  it("is in the database after the server is killed and started again", async () => {
    const dir = tempDir();
    const env = { SITE_ROOT: siteRoot(dir), DATABASE_PATH: join(dir, "data", "inquiries.db") };

    const first = await start(env);
    const ids: string[] = [];
    for (const form of ["home", "contact", "strategy"] as const) {
      const response = await postJson(first.endpoint, inquiryBody(form));
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await first.kill();

    const second = await start(env);
    const response = await postJson(second.endpoint, inquiryBody("home"));
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);

    const exported = JSON.parse(leadsCli(env.DATABASE_PATH, "export", "--format", "json")) as { id: string }[];
    expect(exported.map((lead) => lead.id).sort()).toEqual([...ids].sort());
  });
});
