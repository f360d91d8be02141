import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  defaultTemplatePath,
  detectNginx,
  nginxFeatures,
  type RenderNginxOptions,
  renderNginx,
} from "./render-nginx.ts";

const template = readFileSync(defaultTemplatePath, "utf8");
const production: RenderNginxOptions = {
  domain: "www.summit.test",
  releaseDir: "/srv/summit-cloud/current",
  nodePort: 3001,
  httpListen: ["80", "[::]:80"],
  httpsListen: ["443", "[::]:443"],
  certificate: "/etc/letsencrypt/live/www.summit.test/fullchain.pem",
  certificateKey: "/etc/letsencrypt/live/www.summit.test/privkey.pem",
  acmeRoot: "/var/lib/summit-cloud-acme",
};
const directives = (conf: string) => conf.split("\n").filter((line) => !line.trimStart().startsWith("#"));

describe("renderNginx", () => {
  it("changes only the domain, the node port and the paths it is given", () => {
    const rendered = renderNginx(production);
    const changed = template.split("\n").flatMap((line, i) => (line === rendered.split("\n")[i] ? [] : [line]));
    expect(changed).toEqual([
      "    server 127.0.0.1:3000;",
      "    server_name www.example.com;",
      "    server_name www.example.com;",
      "    ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;",
      "    ssl_certificate_key /etc/letsencrypt/live/www.example.com/privkey.pem;",
    ]);
    expect(rendered).toContain("    server 127.0.0.1:3001;");
    expect(rendered.match(/server_name www\.summit\.test;/g)).toHaveLength(2);
  });

  it("points every path at the release and the listen lines at the addresses given", () => {
    const rendered = renderNginx({
      ...production,
      releaseDir: "/tmp/preview/",
      httpListen: ["127.0.0.1:8080"],
      httpsListen: ["127.0.0.1:8443"],
      httpsPort: 8443,
    });
    const lines = directives(rendered);
    expect(lines.filter((line) => line.includes("/srv/summit-cloud/"))).toEqual([]);
    expect(lines.filter((line) => line.includes("/tmp/preview/build/")).length).toBeGreaterThan(5);
    expect(lines).toContain("    root /tmp/preview/build/client;");
    expect(lines).toContain("    ssl_dhparam /tmp/preview/deploy/ffdhe2048.pem;");
    expect(lines.filter((line) => line.includes("listen"))).toEqual([
      "    listen 127.0.0.1:8080;",
      "    listen 127.0.0.1:8443 ssl http2;",
    ]);
    expect(lines).toContain("        return 308 https://$host:8443$request_uri;");
  });

  it("names no port in the redirect when HTTPS is on 443", () => {
    expect(renderNginx({ ...production, httpsPort: 443 })).toContain("return 308 https://$host$request_uri;");
  });

  it("leaves the HTTPS server out until a certificate exists, keeping ACME and the redirect on port 80", () => {
    const lines = directives(renderNginx({ ...production, httpsListen: [] }));
    expect(lines.filter((line) => /ssl|listen 443|location/.test(line))).toEqual([
      "    location ^~ /.well-known/acme-challenge/ {",
      "    location / {",
    ]);
    expect(lines).toContain("        root /var/lib/summit-cloud-acme;");
    expect(lines.filter((line) => line === "server {")).toHaveLength(1);
  });

  it("can serve HTTPS alone", () => {
    const lines = directives(renderNginx({ ...production, httpListen: [] }));
    expect(lines.filter((line) => line === "server {")).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("acme-challenge");
    expect(lines).toContain("    listen 443 ssl http2;");
  });

  it("refuses values that would change the config's syntax", () => {
    expect(() => renderNginx({ ...production, domain: "www.example.com; include /etc/passwd" })).toThrow(/host name/);
    expect(() => renderNginx({ ...production, certificate: "/tmp/a b.pem" })).toThrow(/certificate/);
    expect(() => renderNginx({ ...production, releaseDir: "relative/dir" })).toThrow(/absolute/);
    expect(() => renderNginx({ ...production, nodePort: 70000 })).toThrow(/port/);
    expect(() => renderNginx({ ...production, httpListen: ["80 default_server; x"] })).toThrow(/listen/);
    expect(() => renderNginx({ ...production, httpListen: [], httpsListen: [] })).toThrow(/nothing to listen/);
  });

  it("fails when the template no longer has a literal it substitutes", () => {
    expect(() =>
      renderNginx(production, template.replace("    server 127.0.0.1:3000;", "    server 127.0.0.1:4000;")),
    ).toThrow(/server 127\.0\.0\.1:3000;/);
    expect(() => renderNginx(production, template.replace("    listen [::]:80;\n", ""))).toThrow(/listen \[::\]:80;/);
  });
});

// `nginx -V` as Debian's packages print it (to stderr), cut to what the renderer reads: Debian 12's
// 1.22.1 (this machine's), and Debian 13's 1.26.3 with and without the HTTP/3 module among its
// configure arguments (which its package has is read on the server at install time).
const configure = (extra: string) =>
  `configure arguments: --with-cc-opt='-g -O2' --prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --with-compat --with-debug --with-pcre-jit --with-http_ssl_module --with-http_stub_status_module --with-http_realip_module --with-http_auth_request_module --with-http_v2_module ${extra}--with-http_dav_module --with-http_slice_module --with-threads --with-http_addition_module --with-http_gunzip_module --with-http_gzip_static_module --with-http_sub_module`;
const debian12 = `nginx version: nginx/1.22.1\nbuilt with OpenSSL 3.0.15 3 Sep 2024\nTLS SNI support enabled\n${configure("")}\n`;
const debian13 = (extra: string) =>
  `nginx version: nginx/1.26.3\nbuilt with OpenSSL 3.5.1 1 Jul 2025\nTLS SNI support enabled\n${configure(extra)}\n`;

describe("the installed nginx's version and modules", () => {
  it("reads them from nginx -V: http2 on; from 1.25.1, HTTP/3 only with --with-http_v3_module", () => {
    expect(nginxFeatures(debian12)).toEqual({ http2Directive: false, http3: false });
    expect(nginxFeatures(debian13(""))).toEqual({ http2Directive: true, http3: false });
    expect(nginxFeatures(debian13("--with-http_v3_module "))).toEqual({ http2Directive: true, http3: true });
    expect(nginxFeatures(debian12.replace("--with-http_v2_module", "--with-http_v3_module")).http3).toBe(false);
    expect(nginxFeatures("nginx version: nginx/1.25.0\n").http2Directive).toBe(false);
    expect(nginxFeatures("nginx version: nginx/1.25.1\n").http2Directive).toBe(true);
  });

  it("this machine's nginx renders as the template reads (Debian 12: listen … ssl http2)", () => {
    const features = detectNginx(existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
    const rendered = renderNginx({ ...production, nginx: features });
    if (!features.http2Directive) expect(rendered).toBe(renderNginx(production));
    else expect(rendered).toContain("    http2 on;");
  });

  it("Debian 13's nginx: `listen … ssl;` and `http2 on;` once, no deprecated http2 parameter, no QUIC without the module", () => {
    const lines = directives(renderNginx({ ...production, nginx: nginxFeatures(debian13("")) }));
    expect(lines.filter((line) => /listen|http[23] /.test(line))).toEqual([
      "    listen 80;",
      "    listen [::]:80;",
      "    listen 443 ssl;",
      "    listen [::]:443 ssl;",
      "    http2 on;",
    ]);
    expect(lines.join("\n")).not.toContain("Alt-Svc");
  });

  it("with the HTTP/3 module: a QUIC listener per address, http3 on, and Alt-Svc wherever the page headers go", () => {
    const rendered = renderNginx({ ...production, nginx: nginxFeatures(debian13("--with-http_v3_module ")) });
    const lines = directives(rendered);
    expect(lines.filter((line) => /listen 443|listen \[::\]:443|http[23] /.test(line))).toEqual([
      "    listen 443 ssl;",
      "    listen [::]:443 ssl;",
      "    listen 443 quic reuseport;",
      "    listen [::]:443 quic reuseport;",
      "    http2 on;",
      "    http3 on;",
    ]);
    const includes = lines.filter((line) => line.endsWith("/nginx-security-headers.conf;"));
    const altSvc = lines.filter((line) => line.includes("Alt-Svc"));
    expect(includes.length).toBeGreaterThan(3);
    expect(altSvc).toHaveLength(includes.length);
    expect(altSvc[0]?.trim()).toBe(`add_header Alt-Svc 'h3=":443"; ma=86400' always;`);
    // Each Alt-Svc right below a page-header include, in the same block.
    lines.forEach((line, index) => {
      if (line.includes("Alt-Svc")) expect(lines[index - 1]).toMatch(/nginx-security-headers\.conf;$/);
    });
    // Without HTTPS (before the certificate) there is no QUIC either.
    const before = renderNginx({
      ...production,
      httpsListen: [],
      nginx: nginxFeatures(debian13("--with-http_v3_module ")),
    });
    expect(before).not.toMatch(/quic|Alt-Svc|http3/);
  });
});
