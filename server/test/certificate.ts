import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** A certificate for `domain` valid for `days` from now, where certbot puts the one nginx serves
 * (`<prefix>/etc/letsencrypt/live/<domain>/fullchain.pem`), made by openssl. */
export function makeCertificate(prefix: string, domain: string, days: number) {
  const dir = join(prefix, "etc/letsencrypt/live", domain);
  mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      String(days),
    ].concat(["-subj", `/CN=${domain}`, "-keyout", join(dir, "privkey.pem"), "-out", join(dir, "fullchain.pem")]),
    { stdio: "ignore" },
  );
}
