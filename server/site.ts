import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { inquiryConfig } from "./inquiries/config.ts";
import { emailChannel } from "./inquiries/email.ts";
import { type ChannelSender, createOutbox, webhookChannel } from "./inquiries/outbox.ts";
import { type Channel, openStore } from "./inquiries/store.ts";

type Env = Record<string, string | undefined>;

/**
 * The whole production server: the pre-rendered site from `root`, and lead capture configured
 * from `env` (README "Leads"): inquiries stored in SQLite and, when a webhook or SMTP is set,
 * forwarded and e-mailed through the outbox.
 * `server/index.ts` runs it for `npm start`; the API tests run the very same thing in-process.
 */
export async function startSite({
  env = process.env,
  root = env.SITE_ROOT || "build/client",
  port = Number(env.PORT ?? 3000),
  hostname = env.HOST ?? "0.0.0.0",
  log = console.error,
}: {
  env?: Env;
  root?: string;
  /** Where failed deliveries and storage faults are reported. */
  log?: (message: string) => void;
  port?: number;
  hostname?: string;
} = {}) {
  const config = inquiryConfig(env);
  const store = openStore(config.databasePath);
  const email = config.email ? emailChannel(config.email) : undefined;
  const channels: Partial<Record<Channel, ChannelSender>> = {};
  if (config.webhookUrl)
    channels.webhook = webhookChannel({ url: config.webhookUrl, retryBaseMs: config.webhookRetryMs });
  if (email && config.email) channels.email = { ...email, retryBaseMs: config.email.retryMs };
  const outbox = Object.keys(channels).length > 0 ? createOutbox({ store, channels, log }) : undefined;
  void outbox?.kick(); // deliveries a previous run still owed

  const app = createApp({
    root,
    inquiries: {
      ...config,
      store,
      channels: outbox?.channels ?? [],
      onStored: () => void outbox?.kick(),
      log,
    },
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname }, () => resolve(listening));
  });
  const address = server.address() as AddressInfo;

  return {
    config,
    store,
    port: address.port,
    url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${address.port}`,
    /** Stops taking requests, lets an in-flight delivery finish, closes the database. */
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await outbox?.stop();
      email?.close();
      store.close();
    },
  };
}
