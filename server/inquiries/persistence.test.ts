// @vitest-environment node
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inquiryBody, postJson, siteRoot, tempDir } from "../test/helpers.ts";
import { startSmtpReceiver } from "../test/smtp-receiver.ts";
import { leadsCli, spawnServer } from "../test/spawn-server.ts";
import { openStore } from "./store.ts";

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

describe("a lead e-mail owed when the server is killed", () => {
  it("is sent exactly once by the next server, for each form", { timeout: 60_000 }, async () => {
    const dir = tempDir();
    let accepting = false;
    const smtp = await startSmtpReceiver({
      answer: () => (accepting ? null : { code: 451, message: "4.3.0 Mailbox temporarily unavailable" }),
    });
    const env = {
      SITE_ROOT: siteRoot(dir),
      DATABASE_PATH: join(dir, "data", "inquiries.db"),
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@summit.example",
      // Retries after 0.5 s, 1 s, 2 s…: the kill lands in the wait before the third attempt.
      LEAD_NOTIFY_RETRY_MS: "500",
    };
    const first = await start(env);
    const reader = openStore(env.DATABASE_PATH);
    try {
      const ids: string[] = [];
      for (const form of ["home", "contact", "strategy"] as const) {
        const response = await postJson(first.endpoint, inquiryBody(form));
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
      // Mid-retry: every lead turned away twice, its next attempt a second away (not in flight:
      // a server killed during an attempt leaves the row alone for the claim's lease).
      await expect
        .poll(() => Math.min(...ids.map((id) => reader.deliveryState(id, "email")?.attempts ?? 0)), {
          timeout: 15_000,
          interval: 10,
        })
        .toBe(2);
      await first.kill();
      expect(smtp.accepted).toHaveLength(0);
      expect(smtp.refused).toHaveLength(6);

      accepting = true;
      const second = await start(env);
      await expect
        .poll(() => ids.map((id) => smtp.forLead(id).length), { timeout: 20_000, interval: 20 })
        .toEqual([1, 1, 1]);
      // Later passes (one more lead goes through) send none of them again.
      const late = await postJson(second.endpoint, inquiryBody("home"));
      const { id: lateId } = (await late.json()) as { id: string };
      await expect.poll(() => smtp.forLead(lateId).length, { timeout: 15_000, interval: 20 }).toBe(1);
      expect(ids.map((id) => smtp.forLead(id).length)).toEqual([1, 1, 1]);
      expect(smtp.accepted).toHaveLength(4);
      expect(leadsCli(env.DATABASE_PATH, "list").match(/ {2}email: delivered /g)).toHaveLength(4);
    } finally {
      reader.close();
      await smtp.close();
    }
  });
});
