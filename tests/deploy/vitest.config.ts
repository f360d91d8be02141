import { defineConfig } from "vitest/config";

// The installer's tests (npm run test:deploy): its steps in throwaway prefixes, the systemd
// units, backups to an rclone remote, and releases switched under load through nginx. Apart from
// the unit tests because they need a production build (`npm run build`) and Debian's tools.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/deploy/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // They start servers on fixed ports and nginx: one file at a time.
    fileParallelism: false,
  },
});
