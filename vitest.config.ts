import { defineConfig } from "vitest/config";
import { buildDefine } from "./src/lib/build-define.ts";

// Unit tests render components and check pure modules; Astro is not involved.
export default defineConfig({
  // Components render as in a static build (simulated submissions); submit-inquiry.test.ts covers
  // the endpoint with a stubbed fetch, and the e2e suite covers it against the real server.
  define: { ...buildDefine, __INQUIRY_ENDPOINT__: JSON.stringify(""), __SITE_PREVIEW__: "false" },
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    // Tests that start a server or a command (leads.test.ts, persistence.test.ts) took over the
    // default 5 s on a 2-core machine running other work; a fake clock keeps every timed behaviour
    // independent of this, so the limit only guards against a hang.
    testTimeout: 20_000,
    // The site's code runs in a browser: its tests get a DOM and Testing Library. The server's,
    // the scripts' and the installer's run in Node, as they do in production, without paying for
    // a DOM per file (a third of the unit phase went to setting one up).
    projects: [
      {
        extends: true,
        test: {
          name: "site",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
        },
      },
    ],
  },
});
