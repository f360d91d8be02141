import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultTemplatePath, type RenderNginxOptions, renderNginx } from "./render-nginx.ts";

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
