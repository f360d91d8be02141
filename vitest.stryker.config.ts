import { defineConfig } from "vitest/config";
import suite from "./vitest.config.ts";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.json): those of the server modules
 * it mutates, not the whole suite: the rest cannot see these modules, and would only slow each
 * mutant's run. The suite's settings otherwise, without its projects (a merge would keep them and
 * run everything).
 */
const { projects: _everything, ...settings } = suite.test ?? {};

export default defineConfig({
  ...suite,
  test: {
    ...settings,
    environment: "node",
    include: [
      "server/inquiries/rate-limit.test.ts",
      "server/inquiries/api.test.ts",
      "server/measure/bounds.test.ts",
      "server/admin/sign-in.test.ts",
      "server/admin/admin.test.ts",
      "server/admin/ceremonies.test.ts",
      "server/admin/origin.test.ts",
    ],
  },
});
