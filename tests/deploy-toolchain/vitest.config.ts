import { defineConfig } from "vitest/config";

// The installer's toolchain end to end (npm run test:deploy:toolchain): a release installed from
// scratch (no ready node_modules: the whole dependency tree from the registry) and built with the
// toolchain's Node and npm, while the server's own `node` and `npm` fail. Apart from test:deploy
// because it downloads and builds everything: minutes on two busy cores.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/deploy-toolchain/**/*.test.ts"],
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
