import { defineConfig } from "vitest/config";
import { buildDefine } from "./app/lib/build-define.ts";

// Unit tests run without the React Router plugin: they render components and check pure modules.
export default defineConfig({
  define: buildDefine,
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
