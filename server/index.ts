import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";

// `npm start` serves the production build, building it first on a fresh clone.
if (!existsSync("build/client/404.html")) {
  console.log("No production build found: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 3000);
const server = serve({ fetch: createApp().fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) => {
  console.log(`Serving the site at http://localhost:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
