/**
 * `npm run preview:https`: the production build as production serves it — deploy/nginx.conf,
 * rendered by deploy/render-nginx.ts, with TLS on 127.0.0.1, and the Node server behind it
 * (docs/decisions/016-tls-and-certificates.md). Ctrl-C stops both and removes what it made.
 *
 *   npm run build && npm run preview:https
 *   HTTP_PORT=8080 HTTPS_PORT=8443 TLS_CERT=chain.pem TLS_KEY=key.pem npm run preview:https
 *
 * Settings (environment): HTTP_PORT (8080: ACME challenges and the 308 to HTTPS) and HTTPS_PORT
 * (8443: the site); TLS_CERT and TLS_KEY, a full chain and its key — when unset, a throwaway CA
 * and a certificate for localhost are made with openssl (scripts/dev/make-local-ca.sh) and the CA's
 * path printed, to trust in a browser or pass to `curl --cacert`; NODE_PORT (8081) for the Node
 * server; DATABASE_PATH (a throwaway database unless set); the Node server's other settings
 * (ADMIN_ORIGIN, SMTP_URL…) pass through. The admin's passkeys: docs/operators.md "Who may see the leads".
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { renderNginx } from "../../deploy/render-nginx.ts";
import { listening } from "./listening.ts";

const root = resolve(import.meta.dirname, "../..");
const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`preview:https: ${name} is not a port`);
  return value;
};
const httpPort = port("HTTP_PORT", 8080);
const httpsPort = port("HTTPS_PORT", 8443);
const nodePort = port("NODE_PORT", 8081);
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function fail(message: string): never {
  console.error(`preview:https: ${message}`);
  process.exit(1);
}
if (!existsSync(join(root, "build/client/404.html")) || !existsSync(join(root, "build/nginx-security-values.conf"))) {
  fail("no production build in build/: run `npm run build` first.");
}
if (!nginx || !existsSync(brotliModule))
  fail("needs Debian's nginx and its brotli module: run `bash scripts/setup.sh`.");
if (Boolean(process.env.TLS_CERT) !== Boolean(process.env.TLS_KEY)) fail("set both TLS_CERT and TLS_KEY, or neither.");

// Everything this run makes lives here and goes when it stops: nginx's prefix (config, pid, logs,
// temp files), the throwaway CA, the ACME webroot and the database.
const dir = mkdtempSync(join(tmpdir(), "preview-https-"));
// nginx's workers (nobody, when started as root) pass through it to the ACME webroot.
chmodSync(dir, 0o711);
mkdirSync(join(dir, "temp"));
const acmeRoot = join(dir, "acme");
mkdirSync(join(acmeRoot, ".well-known/acme-challenge"), { recursive: true, mode: 0o755 });

let certificate = process.env.TLS_CERT ? resolve(process.env.TLS_CERT) : "";
let certificateKey = process.env.TLS_KEY ? resolve(process.env.TLS_KEY) : "";
let ca = "";
if (!certificate) {
  const made = spawnSync("bash", [join(root, "scripts/dev/make-local-ca.sh"), join(dir, "tls")], { stdio: "inherit" });
  if (made.status !== 0) fail("could not make a throwaway CA with openssl.");
  ca = join(dir, "tls/ca.crt");
  certificate = join(dir, "tls/localhost.crt");
  certificateKey = join(dir, "tls/localhost.key");
}

writeFileSync(
  join(dir, "site.conf"),
  renderNginx({
    domain: "localhost",
    releaseDir: root,
    nodePort,
    httpListen: [`127.0.0.1:${httpPort}`],
    httpsListen: [`127.0.0.1:${httpsPort}`],
    httpsPort,
    certificate,
    certificateKey,
    acmeRoot,
  }),
);
copyFileSync(join(root, "deploy/nginx.standalone.conf"), join(dir, "nginx.conf"));

// Started as root, nginx's workers run as nobody; if nobody cannot read this checkout (a home
// folder with mode 700, say), they stay root, as in scripts/checks/nginx-check.sh.
let globals = "daemon off;";
if (process.getuid?.() === 0) {
  const readable = spawnSync("setpriv", [
    "--reuid=nobody",
    "--regid=nogroup",
    "--clear-groups",
    "test",
    "-r",
    join(root, "build/client/404.html"),
  ]);
  if (readable.status !== 0) globals += " user root;";
}

const children: ChildProcess[] = [];
let stopping = false;

const server = spawn(process.execPath, [join(root, "server/index.ts")], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(nodePort),
    TRUST_PROXY: "1",
    DATABASE_PATH: process.env.DATABASE_PATH || join(dir, "data/inquiries.db"),
    // nginx passes Host without the port (deploy/nginx.conf: `$host`); passkeys and the admin's
    // Origin check need the port the browser sees. Invite with the same ADMIN_ORIGIN.
    // URL().origin drops a default port (443), as browsers and the server's own check spell it.
    ADMIN_ORIGIN: process.env.ADMIN_ORIGIN || new URL(`https://localhost:${httpsPort}`).origin,
  },
});
children.push(server);
const proxy = spawn(nginx, ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-g", globals], {
  stdio: ["ignore", "inherit", "inherit"],
});
children.push(proxy);

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once("exit", () => done());
  });

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // nginx finishes the requests in flight (SIGQUIT), the Node server closes its database (SIGTERM).
    proxy.kill("SIGQUIT");
    server.kill("SIGTERM");
    const deadline = setTimeout(() => {
      for (const child of children) child.kill("SIGKILL");
    }, 10_000);
    await Promise.all(children.map(exited));
    clearTimeout(deadline);
    rmSync(dir, { recursive: true, force: true });
    console.log("preview:https: stopped nginx and the Node server.");
    process.exit(code);
  }
  return new Promise<never>(() => {});
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
for (const [name, child] of [
  ["nginx", proxy],
  ["the Node server", server],
] as const) {
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`preview:https: ${name} stopped (${signal ?? `exit ${code}`}); stopping the other.`);
    void stop(1);
  });
}

const deadline = Date.now() + 20_000;
while (!((await listening(nodePort)) && (await listening(httpsPort)) && (await listening(httpPort)))) {
  if (stopping) await new Promise(() => {});
  if (Date.now() > deadline) {
    console.error("preview:https: nginx and the Node server did not both start within 20 s.");
    await stop(1);
  }
  await new Promise((wait) => setTimeout(wait, 100));
}

console.log(
  [
    "",
    `preview:https: https://localhost:${httpsPort}/ (nginx, deploy/nginx.conf) → Node server on 127.0.0.1:${nodePort}`,
    `  http://localhost:${httpPort}/ answers ACME challenges and redirects to HTTPS (308).`,
    ca
      ? `  Throwaway CA (trust it for this run; it is removed on exit): ${ca}\n  curl --cacert ${ca} https://localhost:${httpsPort}/`
      : `  Certificate: ${certificate}`,
    "  Ctrl-C stops both.",
    "",
  ].join("\n"),
);
