import { describe, expect, it } from "vitest";
import * as server from "../server/security-headers.ts";
import {
  cspDataFromPolicies,
  fixedHeaders,
  limits,
  pagePolicy,
  parseCspData,
  renderHeaderIncludes,
  searchWorkerPolicy,
  strictTransportSecurity,
} from "./nginx-headers.ts";

// Two real-looking sha256 sources (base64 of 32 bytes).
const hashA = "sha256-8LBR40HK2V5Z5fwmpnwHuhBhObtf/5L7xNRi8qDIlXs=";
const hashB = "sha256-omg5FiBEDwlAfNUkrZPHA2ilcPAM2EEd5HvjaRna+O0=";
const good = { "/404": { script: [hashA], style: [] }, "/about": { script: [hashA, hashB], style: [] } };
const parse = (value: unknown) => parseCspData(JSON.stringify(value), "build/nginx-csp.json");

describe("the build's header data, as root reads it", () => {
  it("takes pages and their hashes, and renders only header, map and comment lines", () => {
    const includes = renderHeaderIncludes(parse(good));
    expect(Object.keys(includes).sort()).toEqual([
      "nginx-asset-headers.conf",
      "nginx-search-worker-headers.conf",
      "nginx-security-headers.conf",
      "nginx-security-values.conf",
    ]);
    const allowed = [
      /^#/,
      /^add_header [A-Za-z-]+ (".*"|\$summit_[a-z]+|Accept-Encoding) always;$/,
      /^map .* \{$/,
      /^ {4}("~\S+"|default) ".*";$/,
      /^\}$/,
    ];
    for (const text of Object.values(includes))
      for (const line of text.trimEnd().split("\n"))
        expect(
          allowed.some((shape) => shape.test(line)),
          line,
        ).toBe(true);
    expect(includes["nginx-security-values.conf"]).toContain(
      `    "~^/about(/|/index\\.html|\\.html)?(\\?|$)" "${pagePolicy(good["/about"])}";`,
    );
  });

  it("answers an unknown address under a language's prefix with that language's 404 page and its policy", () => {
    // Three languages' 404 pages, each with a policy of its own; "it" stands for a language added
    // later in languages.json: the build's pages bring it, nginx.conf names none.
    const hashC = "sha256-ZQTTpmm89W/H7oQspGVBY8tdpXDDuE8h+7Hwydg78Z0=";
    const data = {
      ...good,
      "/de": { script: [hashB], style: [] },
      "/de/404": { script: [hashB], style: [] },
      "/it/404": { script: [hashC], style: [] },
      "/design": { script: [hashC], style: [] },
      "/de/team/404": { script: [hashC], style: [] },
    };
    const values = renderHeaderIncludes(parse(data))["nginx-security-values.conf"] ?? "";
    const map = (name: string) => {
      const block = values.slice(values.indexOf(`map $request_uri ${name} {`));
      return block.slice(0, block.indexOf("\n}\n")).split("\n").slice(1);
    };
    expect(map("$summit_not_found_page")).toEqual([
      '    default "/404.html";',
      '    "~^/de/" "/de/404.html";',
      '    "~^/it/" "/it/404.html";',
    ]);
    // nginx takes a map's regexes in order: every page first, so /de itself keeps its own policy.
    const policies = map("$summit_csp");
    expect(policies.slice(-2)).toEqual([
      `    "~^/de/" "${pagePolicy(data["/de/404"])}";`,
      `    "~^/it/" "${pagePolicy(data["/it/404"])}";`,
    ]);
    expect(policies.findIndex((line) => line.startsWith('    "~^/de(/'))).toBeLessThan(policies.length - 2);
    expect(policies[0]).toBe(`    default "${pagePolicy(good["/404"])}";`);
  });

  it.each([
    ["an nginx directive in a path", { ...good, '/x" "1"; } access_log /tmp/owned; map $uri $x { "/y': good["/404"] }],
    ["a semicolon", { ...good, "/a;b": good["/404"] }],
    ["a closing brace", { ...good, "/a}": good["/404"] }],
    ["a newline", { ...good, "/a\nb": good["/404"] }],
    ["a dot segment", { ...good, "/../etc": good["/404"] }],
    ["a quote in a hash", { ...good, "/a": { script: ["sha256-x' 'unsafe-inline"], style: [] } }],
    ["a hash of the wrong length", { ...good, "/a": { script: ["sha256-AAAA"], style: [] } }],
    ["a hash that is not sha256", { ...good, "/a": { script: [hashA.replace("sha256", "sha512")], style: [] } }],
    ["a field of its own", { ...good, "/a": { script: [], style: [], extra: ["include /etc/passwd;"] } }],
    [
      "too many hashes on a page",
      { ...good, "/a": { script: Array(limits.hashesPerPage + 1).fill(hashA), style: [] } },
    ],
    ["too many pages", Object.fromEntries([...Array(limits.pages + 1).keys()].map((n) => [`/p${n}`, good["/404"]]))],
    ["no 404 page", { "/about": good["/about"] }],
    ["a list instead of pages", [good]],
  ])("refuses %s", (_, value) => {
    expect(() => parse(value)).toThrow(/^build\/nginx-csp\.json: /);
  });

  it("refuses what is not JSON, or is larger than its bound", () => {
    expect(() => parseCspData("map $uri $x {", "f")).toThrow(/f: not JSON/);
    expect(() => parseCspData(" ".repeat(limits.bytes + 1), "f")).toThrow(/larger than/);
  });

  it("takes postbuild's policies back to their hashes, and refuses a policy the template does not make", () => {
    const policies = { "/404": pagePolicy(good["/404"]), "/about": pagePolicy(good["/about"]) };
    expect(cspDataFromPolicies(policies)).toEqual(good);
    expect(() => cspDataFromPolicies({ "/404": `${policies["/404"]}; report-uri https://x.test` })).toThrow(
      /not deploy\/nginx-headers\.ts's template/,
    );
  });

  it("sends the Node server's fixed headers (server/security-headers.ts)", () => {
    expect(fixedHeaders).toEqual(server.fixedSecurityHeaders);
    expect(strictTransportSecurity).toBe(server.strictTransportSecurity);
    expect(searchWorkerPolicy).toBe(server.searchWorkerPolicy);
  });
});
