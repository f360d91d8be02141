import { defineConfig } from "vitest/config";

// Checks of facts the built pages carry (tags, links, words, hashes, bytes), read from
// `build/client` in Node with a real HTML parser: milliseconds a page, no browser
// (docs/decisions/029-test-levels.md). They need `npm run build` first, so they run after it.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/built/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
