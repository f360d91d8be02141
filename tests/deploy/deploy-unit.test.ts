import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prefixes, repo } from "./prefix.ts";

/**
 * The deploy unit (summit-cloud-deploy.service) runs the deployer as root with a capability
 * bounding set: what it runs under that set must still work. `nginx -t`, which the deployer runs
 * before it points nginx at a release, opens every listening socket of the configuration to test
 * it (EADDRINUSE, nginx running, is tolerated; EACCES, a port below 1024 without
 * CAP_NET_BIND_SERVICE, is not). The real boot found every deploy by the timer refused there.
 */
const prefix = prefixes("deploy-unit");
const asRoot = process.getuid?.() === 0;

/** The unit's CapabilityBoundingSet, as setpriv names capabilities. */
function unitCapabilities(): string[] {
  const unit = readFileSync(join(repo, "deploy/units/summit-cloud-deploy.service"), "utf8");
  const line = unit.match(/^CapabilityBoundingSet=(.*)$/m)?.[1] ?? "";
  return line
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(/^CAP_/, "").toLowerCase());
}

/** `nginx -t` of a server on the privileged port 80, as root limited to `capabilities`. */
function nginxTest(capabilities: string[]) {
  const dir = prefix();
  mkdirSync(join(dir, "temp"));
  writeFileSync(
    join(dir, "nginx.conf"),
    `pid nginx.pid;\nerror_log error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path temp/body;\n  proxy_temp_path temp/proxy;\n  fastcgi_temp_path temp/fastcgi;\n  uwsgi_temp_path temp/uwsgi;\n  scgi_temp_path temp/scgi;\n  server { listen 127.0.0.1:80; return 204; }\n}\n`,
  );
  const bounding = ["-all", ...capabilities.map((name) => `+${name}`)].join(",");
  return spawnSync(
    "setpriv",
    [
      `--bounding-set=${bounding}`,
      "--inh-caps=-all",
      "--",
      "nginx",
      "-t",
      "-p",
      `${dir}/`,
      "-c",
      join(dir, "nginx.conf"),
    ],
    { encoding: "utf8" },
  );
}

describe.runIf(asRoot)("the deploy unit's capabilities", () => {
  it("let nginx -t open the site's ports: the configuration test passes under the unit's bounding set", () => {
    const capabilities = unitCapabilities();
    expect(capabilities).toContain("net_bind_service");
    const test = nginxTest(capabilities);
    expect(test.stderr).toContain("test is successful");
    expect(test.status).toBe(0);
  });

  it("without CAP_NET_BIND_SERVICE the same test is refused, as every timer deploy was", () => {
    const test = nginxTest(unitCapabilities().filter((name) => name !== "net_bind_service"));
    expect(test.stderr).toMatch(/bind\(\) to 127\.0\.0\.1:80 failed \(13: Permission denied\)/);
    expect(test.status).not.toBe(0);
  });
});
