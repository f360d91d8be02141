/**
 * Pointing nginx at a release (deploy/release.ts): root renders the site's server block from the
 * deployer's own template, confines what it names of the release, checks it with nginx -t, and
 * reloads, waiting for the old workers to finish their requests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
// The deployer's own renderer, beside this file (root's copy, ADR 024): never a release's.
import { limits, parseCspData, renderHeaderIncludes } from "./nginx-headers.ts";
import { env, layout, pointAt, processAlive, run, systemd, waitFor } from "./release-base.ts";
import { detectNginx, type RenderNginxOptions, renderNginx } from "./render-nginx.ts";

/** What install.sh wrote to nginx.json: the server block's settings but the release and its port. */
type NginxSettings = Pick<
  RenderNginxOptions,
  "domain" | "httpListen" | "httpsListen" | "certificate" | "certificateKey" | "acmeRoot" | "httpsPort"
>;

/** nginx.json, written by install.sh: everything the renderer needs but the release and port. */
function nginxSettings(): NginxSettings {
  const settings = JSON.parse(readFileSync(join(layout.etc, "nginx.json"), "utf8")) as NginxSettings;
  // Until certbot has issued, nginx serves port 80 alone (for the ACME challenge).
  if (!existsSync(settings.certificate)) settings.httpsListen = [];
  return settings;
}

function nginxArgs(): string[] {
  if (systemd) return [];
  const nginxPrefix = env.SUMMIT_NGINX_PREFIX;
  const conf = env.SUMMIT_NGINX_CONF;
  if (!nginxPrefix || !conf) throw new Error("SUMMIT_NGINX_PREFIX and SUMMIT_NGINX_CONF name the nginx to reload");
  return ["-p", nginxPrefix, "-c", conf];
}

function nginxMasterPid(): number | null {
  const pidFile = systemd ? "/run/nginx.pid" : join(env.SUMMIT_NGINX_PREFIX ?? "", "nginx.pid");
  if (!existsSync(pidFile)) return null;
  // `nginx -t` leaves an empty pid file behind when no nginx runs.
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The master's worker processes right now. */
function nginxWorkers(master: number): number[] {
  const out = spawnSync("ps", ["--ppid", String(master), "-o", "pid="], { encoding: "utf8" }).stdout ?? "";
  return out
    .split("\n")
    .map(Number)
    .filter((pid) => pid > 0);
}

/**
 * nginx's master runs as root and reads every file the site's config includes, and the build is
 * the repository's code: so nginx includes nothing the build wrote. The build leaves data only,
 * build/nginx-csp.json (each page's path and script/style hashes); root reads it (a plain file,
 * bounded), checks every value (deploy/nginx-headers.ts: parseCspData) and writes the header
 * include files itself, from the deployer's own template, into a root-owned folder that the
 * config includes instead (ADR 027, superseding ADR 024's line check). The DH group file is the
 * deployer's own. Any other line of the config that names the release must be `root` (files nginx
 * serves, as its unprivileged workers). Throws on anything else, naming the file and the key.
 */
export function confineToRelease(config: string, releaseDir: string, includesDir: string): string {
  const release = `${releaseDir}/`;
  rmSync(includesDir, { recursive: true, force: true });
  mkdirSync(includesDir, { recursive: true, mode: 0o755 });
  let written: Record<string, string> | null = null;
  const lines = config.split("\n").map((line, index) => {
    if (!line.includes(release)) return line;
    const include = /^(\s*include )(\S+);$/.exec(line);
    if (include?.[1] && include[2]?.startsWith(`${release}build/`)) {
      written ??= writeHeaderIncludes(join(releaseDir, "build/nginx-csp.json"), includesDir);
      const target = written[include[2].slice(`${release}build/`.length)];
      if (!target) throw new Error(`the rendered config includes ${include[2]}, which the deployer does not write`);
      return `${include[1]}${target};`;
    }
    if (/^\s*ssl_dhparam /.test(line)) return line.replace(`${release}deploy/ffdhe2048.pem`, dhparam);
    if (/^\s*root \S+;$/.test(line)) return line;
    throw new Error(
      `the rendered config names the release outside a root or include line (${index + 1}): ${line.trim()}`,
    );
  });
  return lines.join("\n");
}

/** Reads and checks the build's page hashes, writes root's include files; their paths by name. */
function writeHeaderIncludes(dataFile: string, includesDir: string): Record<string, string> {
  const stat = lstatSync(dataFile, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > limits.bytes)
    throw new Error(`${dataFile}: not a plain file of at most ${limits.bytes} bytes`);
  const includes = renderHeaderIncludes(parseCspData(readFileSync(dataFile, "utf8"), dataFile));
  return Object.fromEntries(
    Object.entries(includes).map(([name, text]) => {
      const target = join(includesDir, name);
      writeFileSync(target, text, { mode: 0o644 });
      return [name, target];
    }),
  );
}
export const dhparam = join(import.meta.dirname, "ffdhe2048.pem");

/** Renders the site's server block for `releaseDir` and `port`, checks it with nginx -t, reloads. */
export async function pointNginx(releaseDir: string, port: number) {
  // The release's own folder, not `current`: nginx's old workers keep serving the old release's
  // files with the old headers until they finish, the new ones serve the new release.
  // `http2 on;` or `listen … http2`, and HTTP/3, as the installed nginx understands (nginx -V).
  const rendered = renderNginx({ ...nginxSettings(), releaseDir, nodePort: port, nginx: detectNginx() });
  const config = confineToRelease(rendered, releaseDir, join(layout.nginxIncludes, basename(releaseDir)));
  mkdirSync(dirname(layout.nginxSite), { recursive: true });
  const previous = existsSync(layout.nginxSite) ? readFileSync(layout.nginxSite, "utf8") : null;
  writeFileSync(layout.nginxSite, config);
  if (!existsSync(layout.nginxEnabled)) pointAt(layout.nginxEnabled, layout.nginxSite);
  const nginx = env.SUMMIT_NGINX_BIN ?? "nginx";
  const test = spawnSync(nginx, [...nginxArgs(), "-t", "-q"], { encoding: "utf8" });
  if (test.status !== 0) {
    if (previous === null) rmSync(layout.nginxSite);
    else writeFileSync(layout.nginxSite, previous);
    throw new Error(`nginx refused the new configuration, the old one stays: ${test.stderr}`);
  }
  const master = nginxMasterPid();
  // The workers from before the reload finish the requests they hold (against the old server),
  // then exit: the old server may stop once none of them is left.
  const running = master !== null && processAlive(master);
  const before = running ? nginxWorkers(master) : [];
  if (systemd) run("systemctl", ["reload-or-restart", "nginx"]);
  else if (running) run(nginx, [...nginxArgs(), "-s", "reload"]);
  else run(nginx, nginxArgs());
  await waitFor("nginx's old workers to finish their requests", () => !before.some(processAlive), 120);
}
