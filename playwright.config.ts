import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Changed pixels a visual baseline tolerates (docs/developers.md "Visual baselines"). */
export const VISUAL_MAX_DIFF_PIXELS = 8;

/**
 * Debian's Chromium, kept off the network, which this machine does not have. `extra` flags are a
 * project's own.
 */
function chromium(...extra: string[]) {
  return {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extra,
    ],
  };
}

/**
 * End-to-end tests run against the production build served by `npm start`'s server, in Debian's
 * Chromium (never a downloaded browser: docs/decisions/001-runtime.md). The flags keep Chromium
 * off the network, which this machine does not have.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on its second try is a defect to fix, and
  // a retry would hide it (tests wait for what the visitor waits for, never for wall-clock slack).
  retries: 0,
  workers: 2,
  // The JSON report gives `npm test` each test's time (scripts/checks/run-all.ts).
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/e2e-results.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  // A test's whole budget (its assertions keep their own, shorter waits). 60 s, not the 30 s
  // default: on these 2-core machines with two workers the same test measured 22.8 s in one CI run
  // and 31.1 s in the next (forms.spec's keyboard walk), and the 10-page hover test 25.8 and 30.4 s.
  timeout: 60_000,
  // Visual baselines (tests/e2e/visual.spec.ts, docs/developers.md "Visual baselines"): one image per state,
  // committed beside the specs. CI never writes a missing one, it fails instead. A pixel counts as
  // changed when its colour moved past `threshold` (anti-aliasing stays under it), and a picture
  // fails on more than a handful of changed pixels: a ratio of the whole picture (0.2 % before)
  // hid a missing 16 px icon and a menu 26 px off on a full page (tests/e2e/visual-tolerance.spec.ts).
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  updateSnapshots: process.env.CI ? "none" : "missing",
  expect: {
    toHaveScreenshot: { maxDiffPixels: VISUAL_MAX_DIFF_PIXELS, threshold: 0.2, animations: "disabled", caret: "hide" },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium(),
  },
  projects: [
    // The content editor's test drives Astro's dev server, which bundles the editor on demand.
    // It is listed first, so one worker starts it while the other begins the rest: run last and
    // alone it left a core idle for its minute and a half. Its setup waits until the dev server has
    // bundled every module of each screen (tests/e2e/warm-dev-server.ts), so a busy machine makes
    // it slower, not flaky: beside the suite at a load average of 9 to 13 it passed in 163 s, and
    // the browser phase took 615 s against 649 s with it last.
    // The editor's page asks for a web font on fonts.googleapis.com: every name but the machine's
    // own fails at once, where offline a lookup waited up to 30 s a screen before `load`.
    {
      name: "editor",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"),
      },
      testMatch: "editor.spec.ts",
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: "editor.spec.ts",
    },
  ],
  webServer: {
    command: "node server/index.ts",
    // Forms submitted and pages measured by the suite land in a throwaway database, and the
    // suite's many submissions and events from one address are not rate-limited
    // (tests/e2e/leads.spec.ts and measurement.spec.ts check storage on servers and databases of
    // their own).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: join(tmpdir(), `summit-e2e-${port}`, "inquiries.db"),
      INQUIRY_RATE_LIMIT: "100000/60",
      EVENT_RATE_LIMIT: "1000000/60",
    },
    url: `http://127.0.0.1:${port}/about`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
