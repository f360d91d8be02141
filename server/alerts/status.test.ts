// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openStore } from "../inquiries/store.ts";
import { makeCertificate } from "../test/certificate.ts";
import { tempDir, validValues } from "../test/helpers.ts";
import { alertCommand } from "./run.ts";
import { alertSettings } from "./settings.ts";
import { stampPath } from "./stamps.ts";
import { collectStatus, formatStatus, statusExitCode } from "./status.ts";

/**
 * `npm run status` over a prefix laid out as a server after a deploy and a backup, read from
 * files only: every line OK; then with the backup's stamp gone and the certificate near expiry.
 */
const DOMAIN = "www.summit.test";
const node = process.execPath;
const script = new URL("../cli/status.ts", import.meta.url).pathname;

async function deployedServer() {
  const prefix = tempDir("summit-status-");
  const env = {
    PREFIX: prefix,
    DOMAIN,
    BACKUP_REMOTE: "offsite:summit-backups",
    // Nothing is sent in these tests (no alert opens): the address only has to be set.
    ALERT_WEBHOOK_URL: "http://127.0.0.1:9/hooks/alerts",
  };
  const settings = alertSettings(env);
  // What a deploy leaves: the release with its commit, `current`, the live port.
  const release = "20261126T101500Z-4f2a9c1";
  mkdirSync(join(settings.paths.releases, release), { recursive: true });
  writeFileSync(join(settings.paths.releases, release, ".commit"), "4f2a9c1d0e5b6a7c8d9e0f1a2b3c4d5e6f7a8b9c\n");
  symlinkSync(join(settings.paths.releases, release), settings.paths.current);
  writeFileSync(settings.paths.livePort, "3001\n");
  const store = openStore(settings.paths.database);
  store.addInquiry("home", validValues.home, { channels: [] });
  store.close();
  // A backup and its off-site copy, each stamped by its step.
  mkdirSync(settings.paths.backups, { recursive: true });
  writeFileSync(join(settings.paths.backups, "inquiries-20261126T031500Z.db"), "");
  const quiet = { settings, out: () => {}, err: () => {} };
  for (const job of ["deploy", "backup", "offsite"]) expect(await alertCommand(["resolve", job], quiet)).toBe(0);
  makeCertificate(prefix, DOMAIN, 90);
  return { prefix, env, settings };
}

const cli = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(node, [script, ...args], { env: { PATH: process.env.PATH, ...env }, encoding: "utf8" });

describe("npm run status", { timeout: 30_000 }, () => {
  it("after a deploy and a backup: every line OK, exit 0", async () => {
    const { env, settings } = await deployedServer();
    const lines = collectStatus({ settings, now: new Date(), statfs: () => ({ blocks: 100, bfree: 60, bavail: 55 }) });
    expect(lines.map((line) => `${line.level} ${line.check}`)).toEqual([
      "OK release",
      "OK deploy",
      "OK backup",
      "OK off-site copy",
      `OK certificate ${DOMAIN}`,
      "OK outbox",
      "OK disk",
      "OK scheduled",
      "OK alerts",
    ]);
    expect(statusExitCode(lines)).toBe(0);
    expect(formatStatus(lines)).toMatch(/^OK +scheduled +nothing scheduled$/m);
    expect(formatStatus(lines)).toMatch(
      /^OK +release +20261126T101500Z-4f2a9c1 \(commit 4f2a9c1d0e5b\) live on port 3001$/m,
    );

    const run = cli(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^OK +backup +last succeeded 0 min ago .*; newest file inquiries-20261126T031500Z\.db \(1 kept\)$/m,
    );
    expect(run.stdout).toMatch(
      new RegExp(`^OK +certificate ${DOMAIN.replaceAll(".", "\\.")} +expires \\S+ \\((89|90) days\\)$`, "m"),
    );
  });

  it("with the backup's stamp deleted and the certificate near expiry: FAIL and WARN, exit 1", async () => {
    const { prefix, env, settings } = await deployedServer();
    rmSync(stampPath(settings.paths.stamps, "backup"));
    makeCertificate(prefix, DOMAIN, 10);
    const run = cli(env);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL +backup +no backup recorded/m);
    expect(run.stdout).toMatch(
      new RegExp(`^WARN +certificate ${DOMAIN.replaceAll(".", "\\.")} +expires \\S+ \\((9|10) days\\)$`, "m"),
    );
    expect(run.stdout).toMatch(/^OK +release /m);

    const json = cli(env, "--format", "json");
    expect(json.status).toBe(1);
    const lines = JSON.parse(json.stdout) as { check: string; level: string }[];
    expect(lines.filter((line) => line.level !== "OK").map((line) => `${line.level} ${line.check}`)).toEqual([
      "FAIL backup",
      `WARN certificate ${DOMAIN}`,
    ]);
  });

  it("names the failures an operator must act on: a failed deploy, an old backup, refused leads, open alerts", async () => {
    const { settings } = await deployedServer();
    const now = new Date(Date.now() + 27 * 3600_000);
    await alertCommand(["report", "deploy", "--detail", "build failed"], { settings, out: () => {}, err: () => {} });
    const store = openStore(settings.paths.database);
    const lead = store.addInquiry("contact", validValues.contact, { channels: ["salesforce"] });
    store.markRefused(lead.id, "salesforce", "FIELD_CUSTOM_VALIDATION_EXCEPTION: Phone is required");
    store.close();
    const lines = collectStatus({ settings, now, statfs: () => ({ blocks: 100, bfree: 4, bavail: 2 }) });
    const text = formatStatus(lines);
    expect(text).toMatch(/^FAIL +deploy +last FAILED .*: build failed$/m);
    expect(text).toMatch(/^FAIL +backup +last succeeded 27 h ago .*: more than 26 h ago/m);
    expect(text).toMatch(/^FAIL +outbox salesforce +0 waiting, 1 refused for good$/m);
    expect(text).toMatch(/^FAIL +disk +98 % used/m);
    expect(text).toMatch(/^FAIL +alerts +1 open: A deploy failed$/m);
    expect(statusExitCode(lines)).toBe(1);
  });

  it("lists what the live build left out until later, soonest first, in UTC and as written; one still waiting well after its moment is a WARN", async () => {
    const { env, settings } = await deployedServer();
    const build = join(settings.paths.current, "build");
    mkdirSync(build, { recursive: true });
    const record = (slug: string, publishAt: string, kind = "article") => ({
      kind,
      language: "en",
      slug,
      title: `The ${slug} story`,
      path: kind === "article" ? `/blog/${slug}` : `/case-studies/${slug}`,
      publishAt,
    });
    writeFileSync(
      join(build, "schedule.json"),
      JSON.stringify({
        next: "2026-12-01T08:00:00.000Z",
        scheduled: [
          record("launch", "2026-12-03T09:30-05:00", "case study"),
          record("pricing", "2026-12-01T09:00+01:00"),
        ],
      }),
    );
    const before = formatStatus(collectStatus({ settings, now: new Date("2026-11-30T12:00Z") }));
    expect(before.match(/^.*scheduled.*$/gm)?.map((line) => line.replace(/ +/g, " "))).toEqual([
      'OK scheduled 2026-12-01 08:00 UTC (2026-12-01 09:00 +01:00): article /blog/pricing "The pricing story"',
      'OK scheduled 2026-12-03 14:30 UTC (2026-12-03 09:30 -05:00): case study /case-studies/launch "The launch story"',
    ]);
    const late = collectStatus({ settings, now: new Date("2026-12-01T08:20Z") });
    expect(late.filter((line) => line.check === "scheduled").map((line) => line.level)).toEqual(["WARN", "OK"]);
    expect(cli(env).stdout).toContain('article /blog/pricing "The pricing story"');
  });

  it("lists the branches' previews when there are any, and a WARN for one whose last build failed", async () => {
    const { env, settings } = await deployedServer();
    const lines = () =>
      formatStatus(collectStatus({ settings, now: new Date() }))
        .split("\n")
        .filter((line) => line.includes("previews"))
        .map((line) => line.replace(/ +/g, " "));
    // No previews folder, or an empty one: no line.
    expect(lines()).toEqual([]);
    mkdirSync(settings.paths.previews, { recursive: true });
    expect(lines()).toEqual([]);
    for (const [name, commit] of [
      ["spring-launch", "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0"],
      ["pr-12", "0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e"],
    ] as const) {
      mkdirSync(join(settings.paths.previews, name));
      writeFileSync(join(settings.paths.previews, name, ".commit"), `${commit}\n`);
    }
    // Leftovers of a build in progress, and a name no preview can have, are no previews.
    mkdirSync(join(settings.paths.previews, "spring-launch.partial"));
    mkdirSync(join(settings.paths.previews, ".hidden"));
    mkdirSync(settings.paths.failedPreviews, { recursive: true });
    writeFileSync(join(settings.paths.failedPreviews, "spring-launch"), "deadbeefdeadbeefdeadbeefdeadbeefdeadbeef\n");
    writeFileSync(join(settings.paths.failedPreviews, "autumn"), "feedfacefeedfacefeedfacefeedfacefeedface\n");
    expect(lines()).toEqual([
      "OK previews 2 built: pr-12 (0f9e8d7), spring-launch (a1b2c3d)",
      "WARN previews autumn: the build of feedfac failed; no preview yet (journalctl -u summit-cloud-deploy)",
      "WARN previews spring-launch: the build of deadbee failed; the preview still shows a1b2c3d (journalctl -u summit-cloud-deploy)",
    ]);
    expect(statusExitCode(collectStatus({ settings, now: new Date() }))).toBe(0);
    expect(cli(env).stdout).toMatch(/^WARN +previews +autumn: the build of feedfac failed/m);
  });
});
