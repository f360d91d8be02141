/**
 * Renders deploy/nginx.conf for one server (docs/decisions/016-tls-and-certificates.md). The
 * template keeps literal defaults so it reads, and checks, as a real config; this module swaps
 * exactly those and nothing else: the domain, the release being served, the Node server's port,
 * the listen lines, the certificate paths and the ACME webroot. The installer, the release switch,
 * `npm run preview:https` and the nginx check all render through here, so what the tests serve
 * is what production serves.
 *
 *   node deploy/render-nginx.ts --domain www.example.com --release /srv/summit-cloud/current \
 *     --node-port 3000 > /etc/nginx/sites-available/summit-cloud.conf
 *
 * Options (CLI): --domain, --release, --node-port (required); --http-listen and --https-listen
 * (repeatable; defaults 80 + [::]:80 and 443 + [::]:443; `--https-listen none` leaves the HTTPS
 * server out, for the first start before certbot has issued a certificate); --certificate and
 * --certificate-key (default certbot's /etc/letsencrypt/live/DOMAIN/{fullchain,privkey}.pem);
 * --acme-root (default /var/lib/summit-cloud-acme); --https-port (the public HTTPS port the
 * port-80 redirect names, when it is not 443); --template (default deploy/nginx.conf); --http3 auto
 * (QUIC listeners when the installed nginx has the module). `listen … http2` or `http2 on;` follows
 * the installed nginx's version (`nginx -V`; SUMMIT_NGINX_BIN names another binary).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { parseArgs } from "node:util";

export interface RenderNginxOptions {
  /** The site's host name: server_name of both servers. */
  domain: string;
  /** Absolute path of the release to serve (a checkout with build/ and deploy/), e.g. /srv/summit-cloud/current. */
  releaseDir: string;
  /** The port the Node server listens on, on 127.0.0.1 (blue/green: 3000 or 3001). */
  nodePort: number;
  /** nginx `listen` addresses of the port-80 server (ACME + redirect), e.g. ["80", "[::]:80"]; [] leaves it out. */
  httpListen: string[];
  /** nginx `listen` addresses of the HTTPS server, e.g. ["443", "[::]:443"]; [] leaves it out (no certificate yet). */
  httpsListen: string[];
  /** The full chain (certificate, then intermediates), PEM. */
  certificate: string;
  /** Its private key, PEM. */
  certificateKey: string;
  /** certbot's --webroot: /.well-known/acme-challenge/ on port 80 is served from here. */
  acmeRoot: string;
  /** The public HTTPS port named in the port-80 redirect, when it is not 443 (local previews). */
  httpsPort?: number;
  /** What the installed nginx understands (nginxFeatures of its `nginx -V`); default: Debian 12's 1.22. */
  nginx?: NginxFeatures;
}

/**
 * What the installed nginx can do, from its `nginx -V` (ADR 027): nginx 1.25.1 replaced
 * `listen … http2` by `http2 on;` (the old form warns in `nginx -t`), and HTTP/3 needs a build
 * with `--with-http_v3_module` (1.25 or later). Debian 12's 1.22.1 has neither; Debian 13's 1.26.3
 * has the first, and the second if its package was configured so: read at install time.
 */
export type NginxFeatures = { http2Directive: boolean; http3: boolean };
export const nginx122: NginxFeatures = { http2Directive: false, http3: false };

export function nginxFeatures(versionOutput: string): NginxFeatures {
  const [, major = "0", minor = "0", patch = "0"] = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(versionOutput) ?? [];
  const version = Number(major) * 1_000_000 + Number(minor) * 1_000 + Number(patch);
  return {
    http2Directive: version >= 1_025_001,
    http3: version >= 1_025_000 && /(^|\s)--with-http_v3_module(\s|$)/m.test(versionOutput),
  };
}

/** The features of the nginx on this machine (`nginx -V` writes to stderr); 1.22's when there is none. */
export function detectNginx(binary = process.env.SUMMIT_NGINX_BIN ?? "nginx"): NginxFeatures {
  const result = spawnSync(binary, ["-V"], { encoding: "utf8" });
  return result.status === 0 ? nginxFeatures(`${result.stdout}${result.stderr}`) : nginx122;
}

export const defaultTemplatePath = join(import.meta.dirname, "nginx.conf");
export const defaultAcmeRoot = "/var/lib/summit-cloud-acme";
export const letsEncryptCertificate = (domain: string) => `/etc/letsencrypt/live/${domain}/fullchain.pem`;
export const letsEncryptKey = (domain: string) => `/etc/letsencrypt/live/${domain}/privkey.pem`;

// The template's literal defaults. Each must appear exactly as often as said here, so an edit of
// deploy/nginx.conf that renames one fails the render (and its test) instead of shipping unchanged.
const T = {
  httpListen: "    listen 80;",
  httpListen6: "    listen [::]:80;",
  httpsListen: "    listen 443 ssl http2;",
  httpsListen6: "    listen [::]:443 ssl http2;",
  serverName: "    server_name www.example.com;",
  upstream: "    server 127.0.0.1:3000;",
  certificate: "    ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;",
  certificateKey: "    ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;",
  acmeRoot: "        root /var/lib/summit-cloud-acme;",
  redirect: "        return 308 https://$host$request_uri;",
  release: "/srv/summit-cloud/current/",
} as const;

// A value pasted into a directive must stay one token: no whitespace, quotes, `;`, braces, `$` or `#`.
const plainToken = /^[^\s;{}"'$#\\]+$/;
const hostname = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function checkPort(name: string, port: number): void {
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`render-nginx: ${name} ${port} is not a port`);
}
function checkToken(name: string, value: string): void {
  if (!plainToken.test(value)) throw new Error(`render-nginx: ${name} "${value}" cannot go into nginx.conf as is`);
}
function checkPath(name: string, value: string): void {
  checkToken(name, value);
  if (!isAbsolute(value)) throw new Error(`render-nginx: ${name} "${value}" must be an absolute path`);
}

/** The lines of the server block containing line `at`: from its `server {` to its closing `}`. */
function serverBlock(lines: string[], at: number): [number, number] {
  let start = at;
  while (start > 0 && lines[start] !== "server {") start--;
  let end = at;
  while (end < lines.length && lines[end] !== "}") end++;
  if (lines[start] !== "server {" || lines[end] !== "}")
    throw new Error("render-nginx: template server block not found");
  // Take the comment lines right above `server {` along with it.
  while (start > 0 && lines[start - 1]?.startsWith("#")) start--;
  return [start, end];
}

export function renderNginx(opts: RenderNginxOptions, template = readFileSync(defaultTemplatePath, "utf8")): string {
  const domain = opts.domain.toLowerCase();
  if (!hostname.test(domain)) throw new Error(`render-nginx: "${opts.domain}" is not a host name`);
  checkPath("releaseDir", opts.releaseDir);
  checkPort("nodePort", opts.nodePort);
  if (opts.httpsPort !== undefined) checkPort("httpsPort", opts.httpsPort);
  for (const listen of [...opts.httpListen, ...opts.httpsListen]) checkToken("listen address", listen);
  if (opts.httpsListen.length > 0) {
    checkPath("certificate", opts.certificate);
    checkPath("certificateKey", opts.certificateKey);
  }
  if (opts.httpListen.length > 0) checkPath("acmeRoot", opts.acmeRoot);
  if (opts.httpListen.length === 0 && opts.httpsListen.length === 0) {
    throw new Error("render-nginx: nothing to listen on (httpListen and httpsListen are both empty)");
  }

  const lines = template.split("\n");
  const count = (line: string) => lines.filter((l) => l === line).length;
  for (const [key, expected] of [
    ["httpListen", 1],
    ["httpListen6", 1],
    ["httpsListen", 1],
    ["httpsListen6", 1],
    ["serverName", 2],
    ["upstream", 1],
    ["certificate", 1],
    ["certificateKey", 1],
    ["acmeRoot", 1],
    ["redirect", 1],
  ] as const) {
    if (count(T[key]) !== expected) {
      throw new Error(`render-nginx: the template must have "${T[key].trim()}" exactly ${expected} time(s)`);
    }
  }
  if (!template.includes(T.release)) throw new Error(`render-nginx: the template never names ${T.release}`);

  // Leave out a server with nothing to listen on (bottom block first, so indexes stay valid).
  const blocks = [
    { at: lines.indexOf(T.httpsListen), drop: opts.httpsListen.length === 0 },
    { at: lines.indexOf(T.httpListen), drop: opts.httpListen.length === 0 },
  ].sort((a, b) => b.at - a.at);
  for (const { at, drop } of blocks) {
    if (!drop) continue;
    const [start, end] = serverBlock(lines, at);
    lines.splice(start, end - start + 2); // the block and the blank line after it
  }

  const release = `${opts.releaseDir.replace(/\/+$/, "")}/`;
  const features = opts.nginx ?? nginx122;
  const publicHttpsPort = opts.httpsPort ?? 443;
  const httpsSuffix = opts.httpsPort !== undefined && opts.httpsPort !== 443 ? `:${opts.httpsPort}` : "";
  const out = lines.flatMap((line): string[] => {
    switch (line) {
      case T.httpListen:
        return opts.httpListen.map((address) => `    listen ${address};`);
      case T.httpsListen:
        return httpsListen(opts.httpsListen, features);
      case T.httpListen6:
      case T.httpsListen6:
        return [];
      case T.serverName:
        return [`    server_name ${domain};`];
      case T.upstream:
        return [`    server 127.0.0.1:${opts.nodePort};`];
      case T.certificate:
        return [`    ssl_certificate ${opts.certificate};`];
      case T.certificateKey:
        return [`    ssl_certificate_key ${opts.certificateKey};`];
      case T.acmeRoot:
        return [`        root ${opts.acmeRoot};`];
      case T.redirect:
        return [`        return 308 https://$host${httpsSuffix}$request_uri;`];
      default: {
        // Comments keep naming the layout they describe.
        if (line.trimStart().startsWith("#")) return [line];
        const rendered = line.replaceAll(T.release, release);
        // With HTTP/3, browsers learn of it from Alt-Svc: sent wherever the page headers are (nginx
        // drops server-level add_header lines in a location with its own, so not only there).
        if (features.http3 && opts.httpsListen.length > 0 && line.endsWith("/nginx-security-headers.conf;"))
          return [rendered, `${/^\s*/.exec(line)?.[0]}add_header Alt-Svc 'h3=":${publicHttpsPort}"; ma=86400' always;`];
        return [rendered];
      }
    }
  });
  return out.join("\n");
}

/**
 * The HTTPS server's listen lines: `listen … ssl http2;` for nginx before 1.25.1; after it
 * `listen … ssl;` and `http2 on;`; with the HTTP/3 module also a QUIC (UDP) listener on each
 * address, `reuseport` on each (one socket per address and port: no other server block may name
 * it again), and `http3 on;`.
 */
function httpsListen(addresses: string[], features: NginxFeatures): string[] {
  if (!features.http2Directive) return addresses.map((address) => `    listen ${address} ssl http2;`);
  const lines = addresses.map((address) => `    listen ${address} ssl;`);
  if (features.http3) lines.push(...addresses.map((address) => `    listen ${address} quic reuseport;`));
  lines.push("    http2 on;");
  if (features.http3) lines.push("    http3 on;");
  return lines;
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      domain: { type: "string" },
      release: { type: "string" },
      "node-port": { type: "string" },
      "http-listen": { type: "string", multiple: true },
      "https-listen": { type: "string", multiple: true },
      "https-port": { type: "string" },
      certificate: { type: "string" },
      "certificate-key": { type: "string" },
      "acme-root": { type: "string" },
      template: { type: "string" },
      // HTTP/3 when the installed nginx has it: `auto` (the site's server), or `off` (default:
      // the editor's server shares the site's ports, and a QUIC socket is named once).
      http3: { type: "string" },
    },
    strict: true,
  });
  if (!values.domain || !values.release || !values["node-port"]) {
    throw new Error("usage: node deploy/render-nginx.ts --domain HOST --release DIR --node-port PORT [options]");
  }
  // `none` as the only value empties a list: `--https-listen none` before a certificate exists.
  const listen = (given: string[] | undefined, fallback: string[]) =>
    given === undefined ? fallback : given.length === 1 && given[0] === "none" ? [] : given;
  const template = readFileSync(values.template ?? defaultTemplatePath, "utf8");
  const detected = detectNginx();
  const rendered = renderNginx(
    {
      domain: values.domain,
      releaseDir: values.release,
      nodePort: Number(values["node-port"]),
      httpListen: listen(values["http-listen"], ["80", "[::]:80"]),
      httpsListen: listen(values["https-listen"], ["443", "[::]:443"]),
      certificate: values.certificate ?? letsEncryptCertificate(values.domain),
      certificateKey: values["certificate-key"] ?? letsEncryptKey(values.domain),
      acmeRoot: values["acme-root"] ?? defaultAcmeRoot,
      httpsPort: values["https-port"] === undefined ? undefined : Number(values["https-port"]),
      nginx: { ...detected, http3: values.http3 === "auto" && detected.http3 },
    },
    template,
  );
  process.stdout.write(rendered);
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
