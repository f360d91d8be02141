import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prefixes, repo, selfSigned } from "./prefix.ts";

/**
 * The installer's certificate step (deploy/steps/certificate.sh) in a throwaway PREFIX, with a
 * certbot that records what it was asked and fails as an unreachable CA makes it fail.
 */
const prefix = prefixes("certificate");

describe("certificate step: certbot only when due", () => {
  /** A prefix with a certificate valid for `days` (none when null) and a certbot that fails, recording each call. */
  function withCertificate(days: number | null) {
    const dir = prefix();
    const live = join(dir, "etc/letsencrypt/live/www.summit.test");
    mkdirSync(live, { recursive: true });
    if (days !== null)
      selfSigned("www.summit.test", days, {
        key: join(live, "privkey.pem"),
        certificate: join(live, "fullchain.pem"),
      });
    const bin = join(dir, "bin");
    mkdirSync(bin);
    // The CA is unreachable: certbot fails, as it does then.
    writeFileSync(join(bin, "certbot"), `#!/bin/sh\necho "$*" >> ${join(dir, "certbot-calls")}\nexit 1\n`, {
      mode: 0o755,
    });
    const run = () =>
      spawnSync(
        join(repo, "deploy/steps/certificate.sh"),
        [
          "--prefix",
          dir,
          "--domain",
          "www.summit.test",
          "--email",
          "ops@summit.test",
          "--acme-server",
          "https://ca.invalid/dir",
        ],
        { env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, DRY_RUN: "" }, encoding: "utf8" },
      );
    const calls = () =>
      existsSync(join(dir, "certbot-calls")) ? readFileSync(join(dir, "certbot-calls"), "utf8") : "";
    return { dir, run, calls };
  }

  it("a certificate with more than 30 days left: certbot is not run, and the public copy for the checks is written", () => {
    const { dir, run, calls } = withCertificate(90);
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("not due, certbot not run");
    expect(calls()).toBe("");
    const copy = join(dir, "etc/summit-cloud/certificates/www.summit.test/fullchain.pem");
    expect(readFileSync(copy, "utf8")).toBe(
      readFileSync(join(dir, "etc/letsencrypt/live/www.summit.test/fullchain.pem"), "utf8"),
    );
    expect(statSync(copy).mode & 0o777).toBe(0o644);
    expect(existsSync(join(dir, "etc/summit-cloud/certificates/www.summit.test/privkey.pem"))).toBe(false);
  });

  it("a certificate that is due asks certbot; the CA unreachable while it is still valid is a warning, exit 0", () => {
    const { run, calls } = withCertificate(10);
    const result = run();
    expect(calls()).toContain("certonly --webroot");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("WARNING: certbot could not renew the certificate for www.summit.test");
  });

  it("no certificate: certbot is asked, and its failure fails the step", () => {
    const { run, calls } = withCertificate(null);
    const result = run();
    expect(calls()).toContain("-d www.summit.test");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no valid certificate for www.summit.test");
  });
});
