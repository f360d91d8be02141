import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  autoDeploy,
  bare,
  commitRelease,
  dir,
  get,
  git,
  installAndPublish,
  prefix,
  releaseSite,
  served,
  sh,
  work,
} from "./release-site.ts";

/**
 * What a pushed commit can and cannot do to a server (ADR 024), on the server of release-site.ts
 * with auto-deploy from a bare repository: with --require-signed only a commit signed by a listed
 * key, and only forward, goes live; a release's own renderer, header files, hostile header data
 * and builds that write outside their folder never reach root; and every file root runs or nginx
 * includes is root's. Its own server costs an install, ~10–25 s, beside release.test.ts's.
 */
releaseSite();

beforeAll(() => {
  commitRelease("base");
  installAndPublish();
}, 120_000);

describe("what a pushed commit can and cannot do", () => {
  it("with --require-signed, auto-deploy deploys a commit signed by a listed key and refuses an unsigned one or one signed by another key", async () => {
    for (const name of ["editor", "stranger"])
      sh("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", join(dir, `${name}-key`)]);
    // What install.sh --require-signed FILE leaves: the keys in allowed-signers, REQUIRE_SIGNED=1.
    writeFileSync(
      join(prefix, "etc/summit-cloud/allowed-signers"),
      `editor@summit.test namespaces="git" ${readFileSync(join(dir, "editor-key.pub"), "utf8")}`,
    );
    writeFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\nREQUIRE_SIGNED=1\n`,
    );
    const live = await served();

    commitRelease("unsigned");
    git("push", "--quiet", bare, "main");
    const unsigned = autoDeploy();
    expect(unsigned.status).not.toBe(0);
    expect(unsigned.stderr).toMatch(/refused [0-9a-f]{7}: it is not signed/);
    expect(await served()).toBe(live);

    commitRelease("stranger", join(dir, "stranger-key"));
    git("push", "--quiet", bare, "main");
    const stranger = autoDeploy();
    expect(stranger.status).not.toBe(0);
    expect(stranger.stderr).toMatch(/refused [0-9a-f]{7}: no key in the allowed signers signed it/);
    expect(await served()).toBe(live);
    expect((await get("/api/health")).status).toBe(200);

    const signed = commitRelease("signed", join(dir, "editor-key"));
    git("push", "--quiet", bare, "main");
    const deployed = autoDeploy();
    expect(deployed.status, deployed.stderr + deployed.stdout).toBe(0);
    expect(deployed.stdout).toContain(`${signed.slice(0, 7)} is signed by an allowed key`);
    expect(await served()).toBe("signed");
  });

  it("with --require-signed, auto-deploy moves forward only: an older signed commit and another branch's signed commit are refused, the next signed commit deploys", async () => {
    // install.conf and allowed-signers as the test before left them; "signed" is live.
    const key = join(dir, "editor-key");
    const older = git("rev-parse", "HEAD");
    const forward = commitRelease("forward", key);
    git("push", "--quiet", bare, "main");
    const accepted = autoDeploy();
    expect(accepted.status, accepted.stderr + accepted.stdout).toBe(0);
    expect(accepted.stdout).toContain(`${forward.slice(0, 7)} is signed by an allowed key`);
    expect(await served()).toBe("forward");

    // main forced back to an older commit, signed by the same listed key.
    git("push", "--quiet", "--force", bare, `${older}:refs/heads/main`);
    const back = autoDeploy();
    expect(back.status).not.toBe(0);
    expect(back.stderr).toContain(
      `refused ${older.slice(0, 7)}: it does not descend from the live release's commit ${forward.slice(0, 7)}`,
    );
    expect(back.stderr).toContain("the live release is unchanged");
    expect(await served()).toBe("forward");

    // main forced to a signed commit of another branch (made from the older one).
    git("checkout", "--quiet", "-b", "side", older);
    const side = commitRelease("side", key);
    git("checkout", "--quiet", "main");
    git("push", "--quiet", "--force", bare, "side:main");
    const sideways = autoDeploy();
    expect(sideways.status).not.toBe(0);
    expect(sideways.stderr).toContain(
      `refused ${side.slice(0, 7)}: it does not descend from the live release's commit`,
    );
    expect(await served()).toBe("forward");
    expect((await get("/api/health")).status).toBe(200);

    // main put back; the live commit is the head again: nothing to do.
    git("push", "--quiet", "--force", bare, "main");
    expect(autoDeploy().stdout).toContain("already live");
  }, 120_000);

  it("attacks from a release never reach root: its own renderer is never run, its header files are never included, hostile header data is refused; a build that writes to HOME, the data or the settings fails", async () => {
    const lib = join(prefix, "usr/local/lib/summit-cloud");
    const data = join(prefix, "var/lib/summit-cloud");
    const settings = join(prefix, "etc/summit-cloud/env");
    writeFileSync(
      join(prefix, "etc/summit-cloud/install.conf"),
      `DOMAIN=localhost\nEMAIL=ops@summit.test\nREPO_URL=${bare}\nBRANCH=main\n`,
    );
    // What the timer runs: the deployer's copy.
    const timer = () => autoDeploy(join(lib, "steps/auto-deploy.sh"));
    const push = () => git("push", "--quiet", bare, "main");
    const ranAsRoot = join(dir, "renderer-ran");

    // A release whose deploy/render-nginx.ts would write a file the moment it is imported.
    const renderer = join(work, "deploy/render-nginx.ts");
    const original = readFileSync(renderer, "utf8");
    writeFileSync(
      renderer,
      `import { writeFileSync as planted } from "node:fs";\nplanted(${JSON.stringify(ranAsRoot)}, String(process.getuid?.()));\n${original}`,
    );
    commitRelease("hostile-renderer");
    push();
    const first = timer();
    expect(first.status, first.stderr + first.stdout).toBe(0);
    expect(await served()).toBe("hostile-renderer");
    expect(existsSync(ranAsRoot)).toBe(false);
    writeFileSync(renderer, original);

    // A build that adds a directive to a header file of its own: nginx includes nothing the build
    // wrote (root renders the headers from checked data, ADR 027), so it goes live without it.
    const logged = join(dir, "include-log");
    commitRelease("hostile-include", undefined, `echo 'access_log ${logged};' >> build/nginx-security-headers.conf`);
    push();
    const include = timer();
    expect(include.status, include.stderr + include.stdout).toBe(0);
    expect(await served()).toBe("hostile-include");
    expect(existsSync(logged)).toBe(false);
    const site = readFileSync(join(prefix, "etc/nginx/sites-available/summit-cloud.conf"), "utf8");
    expect(site).not.toMatch(/include \S*\/releases\//);

    // Hostile data: a page path carrying an nginx directive. Refused before nginx sees anything;
    // the live release keeps serving.
    const hostile = JSON.stringify({
      "/404": { script: [], style: [] },
      '/x" "1";\n}\naccess_log /tmp/owned;\nmap $uri $x {\n"/y': { script: [], style: [] },
    });
    commitRelease(
      "hostile-data",
      undefined,
      `echo ${Buffer.from(hostile).toString("base64")} | base64 -d > build/nginx-csp.json`,
    );
    push();
    const refused = timer();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/nginx-csp\.json: ".*" is not a page path/);
    expect(await served()).toBe("hostile-include");

    // A planted .npmrc in the data folder (the service could write one there): no build reads it.
    const payload = join(dir, "npmrc-payload.cjs");
    const npmrcRan = join(dir, "npmrc-ran");
    writeFileSync(payload, `require("node:fs").writeFileSync(${JSON.stringify(npmrcRan)}, "ran");\n`);
    writeFileSync(join(data, ".npmrc"), `node-options=--require=${payload}\n`);

    // Builds that write where they must not: each fails, the live release keeps serving.
    const settingsBefore = readFileSync(settings, "utf8");
    for (const [what, write] of [
      ["HOME", 'touch "$HOME/planted"'],
      ["the data folder", `touch ${data}/planted`],
      ["the settings", `echo PLANTED=1 >> ${settings}`],
    ]) {
      commitRelease(`writes-${what}`, undefined, write);
      push();
      const result = timer();
      expect(result.status, `a build that writes to ${what} deployed`).not.toBe(0);
      expect(await served()).toBe("hostile-include");
    }
    expect(existsSync(join(data, "planted"))).toBe(false);
    expect(readFileSync(settings, "utf8")).toBe(settingsBefore);

    // A good commit still deploys, and the .npmrc never ran.
    commitRelease("after-attacks");
    push();
    const good = timer();
    expect(good.status, good.stderr + good.stdout).toBe(0);
    expect(await served()).toBe("after-attacks");
    expect(existsSync(npmrcRan)).toBe(false);
    expect((await get("/api/health")).status).toBe(200);
  }, 300_000);

  it("every file a root unit or nginx runs, sources, imports or includes is root's, writable by no one else, outside every release and the data folder", () => {
    const releases = join(prefix, "srv/summit-cloud/releases");
    const data = join(prefix, "var/lib/summit-cloud");
    const files = new Set<string>();
    const walk = (path: string) => {
      const stat = lstatSync(path);
      if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
      else files.add(path);
    };
    // The deploy unit (the only root unit of ours) runs the deployer's copy: all of it.
    const unit = readFileSync(join(prefix, "etc/systemd/system/summit-cloud-deploy.service"), "utf8");
    const exec = /^ExecStart=(\S+)/m.exec(unit)?.[1] ?? "";
    files.add(exec);
    walk(join(prefix, "usr/local/lib/summit-cloud"));
    // nginx's master (root) reads its site file, what that includes, and the DH group.
    const site = join(prefix, "etc/nginx/sites-available/summit-cloud.conf");
    files.add(site);
    for (const [, path] of readFileSync(site, "utf8").matchAll(/^\s*(?:include|ssl_dhparam) (\S+);$/gm))
      if (path) files.add(path);
    expect(files.size).toBeGreaterThan(10);
    console.log(`files root runs, sources, imports or includes: ${files.size}`);
    const problems: string[] = [];
    for (const file of files) {
      const real = realpathSync(file);
      if (real.startsWith(`${releases}/`) || real.startsWith(`${data}/`))
        problems.push(`${file}: inside a release or the data`);
      // The file and every folder above it: root's, and no one else may write (a sticky /tmp aside).
      for (let path = real; ; path = dirname(path)) {
        const stat = statSync(path);
        const sticky = (stat.mode & 0o1000) !== 0;
        if (stat.uid !== 0) problems.push(`${path}: owned by uid ${stat.uid}`);
        if ((stat.mode & 0o022) !== 0 && !sticky)
          problems.push(`${path}: writable by others (${(stat.mode & 0o777).toString(8)})`);
        if (path === "/") break;
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    // And what the build made is root's now, read-only to the service.
    const live = realpathSync(join(prefix, "srv/summit-cloud/current"));
    const built = statSync(join(live, "build/client/release.txt"));
    expect([built.uid, built.mode & 0o022]).toEqual([0, 0]);
  });
});
