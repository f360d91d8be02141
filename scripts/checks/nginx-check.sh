#!/usr/bin/env bash
# Serves the current build with deploy/nginx.conf, rendered by deploy/render-nginx.ts, on
# 127.0.0.1 and checks, with curl over HTTPS (HTTP/2, a throwaway CA), that nginx behaves like the
# Node server: pages, the 404 page with status 404, precompressed files, caching and the exact
# security headers of this build (docs/decisions/003-nginx.md); and that its plain-HTTP port
# answers only ACME challenges and a 308 to HTTPS (docs/decisions/016-tls-and-certificates.md).
# One PASS/FAIL line per check; exits non-zero on any failure. Needs `npm run build` first.
#
#   bash scripts/checks/nginx-check.sh          # or: npm run test:nginx
#   NGINX_PORT=9000 NGINX_HTTP_PORT=9001 NGINX_NODE_PORT=9002 bash scripts/checks/nginx-check.sh
#
# nginx runs from a throwaway prefix directory (config, pid, logs, temp files) and is stopped at
# the end: no system service and no change under /etc.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
PORT=${NGINX_PORT:-8084}
NODE_PORT=${NGINX_NODE_PORT:-8085}
HTTP_PORT=${NGINX_HTTP_PORT:-8086}
BASE="https://127.0.0.1:$PORT"
HTTP_BASE="http://127.0.0.1:$HTTP_PORT"
CLIENT="$ROOT/build/client"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

# --- nginx itself: Debian's, with its brotli_static module (same style as scripts/setup.sh) ---
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
if [ ! -x "$NGINX" ] || [ ! -f "$BROTLI_MODULE" ]; then
  # shellcheck source=scripts/apt-install.sh
  . scripts/apt-install.sh
  apt_install "needed by this check" nginx libnginx-mod-http-brotli-static
  NGINX=$(command -v nginx || echo /usr/sbin/nginx)
fi

if [ ! -f "$CLIENT/404.html" ] || [ ! -f build/security-headers.json ]; then
  echo "nginx-check: no production build in build/: run \`npm run build\` first." >&2
  exit 1
fi

# The project's Node 24 runs .ts files; the system's may be too old (docs/decisions/001-runtime.md).
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE=node
"$NODE" scripts/build/nginx-conf.ts

# --- a throwaway prefix with the wrapper and deploy/nginx.conf pointed at this checkout ---
TMP=$(mktemp -d -t nginx-check.XXXXXX)
mkdir -p "$TMP/temp"
DOTFILE="$CLIENT/.nginx-check-dotfile"
cleanup() {
  if [ -n "${NODE_PID:-}" ]; then kill "$NODE_PID" 2>/dev/null || true; fi
  if [ -f "$TMP/nginx.pid" ]; then
    kill -QUIT "$(cat "$TMP/nginx.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$TMP/nginx.pid" ] || break; sleep 0.1; done
  fi
  rm -f "$DOTFILE"
  rm -rf "$TMP"
}
trap cleanup EXIT

# The production template, rendered as the installer renders it, with loopback listen addresses,
# this checkout as the release, a throwaway CA's certificate and a throwaway ACME webroot; anything
# else is tested as written.
bash scripts/dev/make-local-ca.sh "$TMP/tls"
CA="$TMP/tls/ca.crt"
ACME_ROOT="$TMP/acme"
mkdir -p "$ACME_ROOT/.well-known/acme-challenge"
# nginx's workers (nobody) read challenge files as certbot leaves them: world-readable, in a
# folder they may pass through (mktemp's is private to its owner).
chmod 711 "$TMP"
chmod -R 755 "$ACME_ROOT"
"$NODE" deploy/render-nginx.ts --domain localhost --release "$ROOT" --node-port "$NODE_PORT" \
  --http-listen "127.0.0.1:$HTTP_PORT" --https-listen "127.0.0.1:$PORT" --https-port "$PORT" \
  --certificate "$TMP/tls/localhost.crt" --certificate-key "$TMP/tls/localhost.key" \
  --acme-root "$ACME_ROOT" >"$TMP/site.conf"
cp deploy/nginx.standalone.conf "$TMP/nginx.conf"

# Workers drop to `nobody` when nginx starts as root; if that user cannot read this checkout
# (a home directory with mode 700, say), keep them as the invoking user instead.
GLOBAL=""
if [ "$(id -u)" -eq 0 ] && ! setpriv --reuid=nobody --regid=nogroup --clear-groups test -r "$CLIENT/404.html" 2>/dev/null; then
  GLOBAL="user root;"
fi

# The Node server behind /api/inquiries, /api/events, /api/vitals and /admin, as deploy/nginx.conf's comment
# says to run it, on a throwaway database, with the admin area on.
LEADS_DB="$TMP/leads/inquiries.db"
HEALTH_TOKEN="nginx-check-health-$RANDOM-$RANDOM"
DATABASE_PATH="$LEADS_DB" PORT=$NODE_PORT HOST=127.0.0.1 TRUST_PROXY=1 \
  HEALTH_TOKEN="$HEALTH_TOKEN" \
  "$NODE" server/index.ts >"$TMP/node.log" 2>&1 &
NODE_PID=$!
for _ in $(seq 1 100); do
  curl -s -o /dev/null "http://127.0.0.1:$NODE_PORT/robots.txt" && break
  sleep 0.1
done

# A dotfile inside the served root, to prove it is refused (removed again on exit).
echo "secret" >"$DOTFILE"

if ! "$NGINX" -p "$TMP/" -c "$TMP/nginx.conf" -g "$GLOBAL"; then
  echo "FAIL  nginx starts with deploy/nginx.conf on 127.0.0.1:$PORT and :$HTTP_PORT (see the messages above)"
  exit 1
fi
for _ in $(seq 1 50); do
  curl -s --cacert "$CA" -o /dev/null "$BASE/robots.txt" && break
  sleep 0.1
done

# --- checks ---
# shellcheck source=scripts/checks/check-lib.sh
. scripts/checks/check-lib.sh

# fetch PATH [Accept-Encoding] [curl options…]: sets $status; headers in $TMP/h, raw body in $TMP/b.
fetch() {
  local path=$1 encoding=${2:-}
  shift $(($# < 2 ? $# : 2))
  status=$(curl -s --http2 --cacert "$CA" --path-as-is -o "$TMP/b" -D "$TMP/h" -w '%{http_code}' \
    ${encoding:+-H "Accept-Encoding: $encoding"} "$@" "$BASE$path")
}
# header NAME: the value of the last header NAME of the last fetch (empty if none).
header() { grep -i "^$1:" "$TMP/h" | tail -n 1 | cut -d' ' -f2- | tr -d '\r'; }
header_count() { grep -ci "^$1:" "$TMP/h" || true; }
json() { "$NODE" -e 'const h = JSON.parse(require("node:fs").readFileSync("build/security-headers.json", "utf8")); process.stdout.write(h[process.argv[1]] ?? "")' "$1"; }
# The policy a page is sent with: its own from build/csp.json, the 404 page's for unknown paths.
policy() { "$NODE" -e 'const p = JSON.parse(require("node:fs").readFileSync("build/csp.json", "utf8")); const k = process.argv[1].replace(/\/+$/, "") || "/"; process.stdout.write(p[k] ?? p["/404"])' "$1"; }

# A page: 200, HTML, byte for byte the pre-rendered file, no redirect.
check_page() {
  local path=$1 file=$2 note=${3:-}
  fetch "$path"
  if [ "$status" != 200 ]; then
    fail "$path → 200" "got $status"
  elif ! cmp -s "$TMP/b" "$CLIENT/$file"; then
    fail "$path → 200 with $file" "body differs from the build"
  elif [[ "$file" == *.html && "$(header Content-Type)" != text/html* ]]; then
    fail "$path → 200 with $file" "Content-Type $(header Content-Type)"
  else
    pass "$path → 200, body = build/client/$file$note"
  fi
}

NOT_FOUND_HEADING=$(grep -o '<h1[^>]*>[^<]*</h1>' "$CLIENT/404.html" | sed -e 's/<[^>]*>//g' | head -n 1)
check_404() {
  local path=$1
  fetch "$path"
  if [ "$status" != 404 ]; then
    fail "$path → 404" "got $status"
  elif ! grep -qF "$NOT_FOUND_HEADING" "$TMP/b"; then
    fail "$path → 404 page" "body lacks \"$NOT_FOUND_HEADING\""
  else
    pass "$path → 404 with \"$NOT_FOUND_HEADING\""
  fi
}

check_header() {
  local label=$1 name=$2 expected=$3
  local count
  count=$(header_count "$name")
  if [ "$count" != 1 ]; then
    fail "$label: $name" "sent $count times"
  elif [ "$(header "$name")" != "$expected" ]; then
    fail "$label: $name = $expected" "got \"$(header "$name")\""
  else
    pass "$label: $name = ${expected:0:60}$([ ${#expected} -gt 60 ] && echo "…")"
  fi
}

ARTICLE=$(find "$CLIENT/blog" -mindepth 2 -maxdepth 2 -name index.html | sort | head -n 1)
ARTICLE=${ARTICLE#"$CLIENT"}
ASSET=$(find "$CLIENT/_astro" -maxdepth 1 -name '*.js' -size +1k | sort | head -n 1)
ASSET=${ASSET#"$CLIENT"}
PAGE_CACHE="public, max-age=0, must-revalidate"
ASSET_CACHE="public, max-age=31536000, immutable"

# Pages.
check_page / index.html
check_page /about about/index.html
check_page /about/ about/index.html " (trailing slash, no redirect)"
check_page "${ARTICLE%/index.html}" "${ARTICLE#/}"

# Unknown paths: the pre-rendered 404 page with status 404.
check_404 /definitely/not/here
check_404 /expertise/services/nope
check_404 /expertise/
check_404 /_astro/nope.js

# Unknown paths under a language's prefix: that language's 404 page, as the Node server answers
# (server/app.ts), with its own policy. The prefixes reach nginx from the build's pages
# (deploy/nginx-headers.ts), never from a list in nginx.conf. A path that merely starts with two
# letters (/design-nope) is no language's.
# The heading a language's 404 page shows, from its content file (the translation's own words).
not_found_heading() {
  local file=src/content/data/pages/not-found.json
  [ "$1" = en ] || file="src/content/i18n/$1/data/pages/not-found.json"
  "$NODE" -e 'process.stdout.write(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).heading)' "$file"
}
# check_404_in PATH LANG: 404, byte for byte LANG's 404 page, <html lang="LANG">, its heading, its policy.
check_404_in() {
  local path=$1 lang=$2
  local file=404.html page=/404
  if [ "$lang" != en ]; then file="$lang/404.html" page="/$lang/404"; fi
  local heading expected_policy
  heading=$(not_found_heading "$lang")
  expected_policy=$("$NODE" -e 'process.stdout.write(JSON.parse(require("node:fs").readFileSync("build/csp.json", "utf8"))[process.argv[1]] ?? "")' "$page")
  fetch "$path"
  if [ "$status" != 404 ]; then
    fail "$path → 404 in $lang" "got $status"
  elif ! cmp -s "$TMP/b" "$CLIENT/$file"; then
    fail "$path → 404 in $lang" "body is not build/client/$file ($(grep -o '<html lang="[^"]*"' "$TMP/b" | head -n 1))"
  elif ! grep -qF "<html lang=\"$lang\"" "$TMP/b" || ! grep -qF "$heading</h1>" "$TMP/b"; then
    fail "$path → 404 in $lang" "no <html lang=\"$lang\"> or heading \"$heading\""
  elif [ -z "$expected_policy" ] || [ "$(header Content-Security-Policy)" != "$expected_policy" ]; then
    fail "$path → 404 in $lang with the policy of $page" "got \"$(header Content-Security-Policy | head -c 80)…\""
  elif [ "$(header Cache-Control)" != "public, max-age=0, must-revalidate" ]; then
    fail "$path → 404 in $lang" "Cache-Control \"$(header Cache-Control)\""
  else
    pass "$path → 404, build/client/$file: lang=\"$lang\", \"$heading\", the policy of $page"
  fi
}
check_404_in /de/nope de
check_404_in /de/expertise/services/nope de
check_404_in /fr/nope fr
check_404_in /fr/expertise/services/nope fr
check_404_in /nope en
check_404_in /design-nope en
check_404_in /xx/nope en

# A page French has not translated: its French address is the build's answer, a page like any
# other (200, its own policy), that leads to the English page
# (docs/decisions/039-pages-missing-in-a-language.md).
expected_policy=$("$NODE" -e 'process.stdout.write(JSON.parse(require("node:fs").readFileSync("build/csp.json", "utf8"))["/fr/services"] ?? "")')
fetch /fr/services
if [ "$status" != 200 ] || ! cmp -s "$TMP/b" "$CLIENT/fr/services/index.html"; then
  fail "/fr/services → 200, build/client/fr/services/index.html" "got $status"
elif ! grep -qiE '<a href="/services"[^>]* hreflang="en"' "$TMP/b"; then
  fail "/fr/services → a link to /services" "none"
elif [ -z "$expected_policy" ] || [ "$(header Content-Security-Policy)" != "$expected_policy" ]; then
  fail "/fr/services → its own policy" "got \"$(header Content-Security-Policy | head -c 80)…\""
else
  pass "/fr/services → 200, the French answer leading to /services, with its own policy"
fi

# Precompressed siblings, never compressed per request.
for spec in "/about|gzip|gzip" "/about|br, gzip|br" "$ASSET|gzip|gzip" "$ASSET|br, gzip|br"; do
  IFS='|' read -r path accept expected <<<"$spec"
  fetch "$path" "$accept"
  if [ "$status" = 200 ] && [ "$(header Content-Encoding)" = "$expected" ] && [ "$(header Vary)" = "Accept-Encoding" ] &&
    [ "$(header_count Vary)" = 1 ]; then
    pass "$path with Accept-Encoding: $accept → Content-Encoding: $expected, Vary: Accept-Encoding"
  else
    fail "$path with Accept-Encoding: $accept → Content-Encoding: $expected" \
      "status $status, Content-Encoding \"$(header Content-Encoding)\", Vary \"$(header Vary)\" ×$(header_count Vary)"
  fi
done
fetch /about gzip
if gzip -dc "$TMP/b" 2>/dev/null | cmp -s - "$CLIENT/about/index.html"; then
  pass "/about gzip body decompresses to about/index.html"
else
  fail "/about gzip body decompresses to about/index.html"
fi

# Caching.
fetch "$ASSET"
check_header "$ASSET" Cache-Control "$ASSET_CACHE"
fetch /about
check_header /about Cache-Control "$PAGE_CACHE"
fetch /nope
check_header "/nope (404)" Cache-Control "$PAGE_CACHE"
fetch /sitemap.xml
check_header /sitemap.xml Cache-Control "public, max-age=3600"
# must-revalidate is cheap only if revalidation works: the page's ETag gives a 304.
fetch /about "br, gzip"
etag=$(header ETag)
fetch /about "br, gzip" -H "If-None-Match: $etag"
if [ -n "$etag" ] && [ "$status" = 304 ]; then
  pass "/about with If-None-Match: its ETag → 304"
else
  fail "/about with If-None-Match: its ETag → 304" "ETag \"$etag\", got $status"
fi

# Site search: the worker's own policy (the only one allowing WebAssembly), no document policy on
# the index, hashed chunks cached for a year, the rest revalidated; the JSON Load More fetches.
SEARCH_CHUNK=$(find "$CLIENT/pagefind" -name '*.pf_meta' | sort | head -n 1)
SEARCH_CHUNK=${SEARCH_CHUNK#"$CLIENT"}
WORKER_POLICY=$("$NODE" -e 'import("./server/security-headers.ts").then((m) => process.stdout.write(m.searchWorkerPolicy))')
fetch /pagefind/pagefind-worker.js
check_header /pagefind/pagefind-worker.js Content-Security-Policy "$WORKER_POLICY"
check_header /pagefind/pagefind-worker.js Cache-Control "$PAGE_CACHE"
check_header /pagefind/pagefind-worker.js X-Content-Type-Options nosniff
fetch "$SEARCH_CHUNK"
check_header "$SEARCH_CHUNK" Cache-Control "$ASSET_CACHE"
if [ "$status" = 200 ] && [ "$(header_count Content-Security-Policy)" = 0 ]; then
  pass "$SEARCH_CHUNK: 200, no document policy on the index"
else
  fail "$SEARCH_CHUNK: 200, no document policy on the index" "status $status"
fi
fetch /pagefind/pagefind-entry.json
check_header /pagefind/pagefind-entry.json Cache-Control "$PAGE_CACHE"
fetch /blog/page/2.json
if [ "$status" = 200 ] && [[ "$(header Content-Type)" == application/json* ]]; then
  pass "/blog/page/2.json → 200 application/json"
else
  fail "/blog/page/2.json → 200 application/json" "status $status, $(header Content-Type)"
fi

# Security headers, exact, on a page, an asset and the 404 page (nginx drops server-level
# add_header lines in any location with its own, so each location is checked).
for path in /about "$ASSET" /nope; do
  fetch "$path"
  if [ "$path" = "$ASSET" ]; then
    # Hashed assets carry the fixed headers only; document policies are for HTML.
    if [ "$(header_count Content-Security-Policy)" = 0 ]; then
      pass "$path: no document policy headers on an asset"
    else
      fail "$path: no document policy headers on an asset"
    fi
  else
    # Each page its own policy (build/csp.json): only the hashes of the scripts it inlines.
    check_header "$path" Content-Security-Policy "$(policy "$path")"
    check_header "$path" Permissions-Policy "$(json Permissions-Policy)"
    check_header "$path" Cross-Origin-Opener-Policy "$(json Cross-Origin-Opener-Policy)"
  fi
  check_header "$path" X-Content-Type-Options nosniff
  check_header "$path" Referrer-Policy strict-origin-when-cross-origin
  check_header "$path" X-Frame-Options DENY
done
if [[ "$(policy /about)" == *"frame-ancestors 'none'"* ]]; then
  pass "CSP has frame-ancestors 'none'"
else
  fail "CSP has frame-ancestors 'none'"
fi
for path in / /contact "${ARTICLE%/index.html}"; do
  fetch "$path"
  check_header "$path" Content-Security-Policy "$(policy "$path")"
done
for path in /about "$ASSET" /nope /pagefind/pagefind-worker.js; do
  fetch "$path"
  check_header "$path over HTTPS" Strict-Transport-Security "max-age=63072000; includeSubDomains"
done

# TLS itself: HTTP/2, and only TLS 1.2 and 1.3 (Mozilla's intermediate profile).
version=$(curl -s --http2 --cacert "$CA" -o /dev/null -w '%{http_version}' "$BASE/about")
if [ "$version" = 2 ]; then pass "curl --http2 negotiates HTTP/2"; else fail "curl --http2 negotiates HTTP/2" "got HTTP/$version"; fi
for tls in 1.2 1.3; do
  if curl -s --cacert "$CA" --tlsv"$tls" --tls-max "$tls" -o /dev/null "$BASE/about"; then
    pass "TLS $tls accepted"
  else
    fail "TLS $tls accepted"
  fi
done
if curl -s --cacert "$CA" --tlsv1.1 --tls-max 1.1 -o /dev/null "$BASE/about" 2>/dev/null; then
  fail "TLS 1.1 refused" "the handshake succeeded"
else
  pass "TLS 1.1 refused"
fi

# Plain HTTP: a 308 to the same host, path and query over HTTPS, without the site's headers (HSTS
# above all), for every method; only ACME challenge files are answered there.
# http_fetch PATH [curl options…]: as fetch, on the plain-HTTP port, following no redirect.
http_fetch() {
  local path=$1
  shift
  status=$(curl -s --path-as-is -o "$TMP/b" -D "$TMP/h" -w '%{http_code}' "$@" "$HTTP_BASE$path")
}
for spec in "/about?x=1|GET" "/|GET" "/api/inquiries|POST" "/nope?a=b&c=d|HEAD"; do
  IFS='|' read -r path method <<<"$spec"
  if [ "$method" = HEAD ]; then http_fetch "$path" -I; else http_fetch "$path" -X "$method"; fi
  expected="https://127.0.0.1:$PORT$path"
  if [ "$status" = 308 ] && [ "$(header Location)" = "$expected" ] && [ "$(header_count Strict-Transport-Security)" = 0 ]; then
    pass "$method http://…$path → 308 $expected, no Strict-Transport-Security"
  else
    fail "$method http://…$path → 308 $expected, no Strict-Transport-Security" \
      "got $status, Location \"$(header Location)\", HSTS ×$(header_count Strict-Transport-Security)"
  fi
done
# The redirect lands: following it ends on the page over HTTPS, HTTP/2.
final=$(curl -s -L --cacert "$CA" -o "$TMP/b" -w '%{http_code} %{url_effective} %{http_version}' "$HTTP_BASE/about?x=1")
if [ "$final" = "200 https://127.0.0.1:$PORT/about?x=1 2" ] && cmp -s "$TMP/b" "$CLIENT/about/index.html"; then
  pass "http://…/about?x=1 followed → 200 https://…/about?x=1 over HTTP/2, the page"
else
  fail "http://…/about?x=1 followed → 200 https://…/about?x=1 over HTTP/2" "got $final"
fi
token="nginx-check-token-$RANDOM"
echo "$token.key-authorization" >"$ACME_ROOT/.well-known/acme-challenge/$token"
http_fetch "/.well-known/acme-challenge/$token"
if [ "$status" = 200 ] && [ "$(cat "$TMP/b")" = "$token.key-authorization" ] && [[ "$(header Content-Type)" == text/plain* ]]; then
  pass "http://…/.well-known/acme-challenge/<token> → 200, the file from the ACME webroot"
else
  fail "http://…/.well-known/acme-challenge/<token> → 200, the file from the ACME webroot" "got $status"
fi
http_fetch /.well-known/acme-challenge/missing
if [ "$status" = 404 ]; then pass "a missing ACME challenge → 404"; else fail "a missing ACME challenge → 404" "got $status"; fi
http_fetch /.well-known/acme-challenge/../../package.json
if [ "$status" != 200 ]; then pass "http://…/.well-known/acme-challenge/../../package.json → $status"; else fail "ACME webroot traversal refused" "got 200"; fi
http_fetch /about
if [ "$(header Server)" = nginx ]; then pass "port 80: Server: nginx (no version)"; else fail "port 80: Server: nginx (no version)" "got \"$(header Server)\""; fi

# Nothing outside build/client, no dotfiles, no listings, no version, GET/HEAD only.
for path in /../package.json /%2e%2e/package.json /..%2f..%2fpackage.json /_astro/..%2f..%2fserver/app.ts; do
  fetch "$path"
  if [ "$status" != 200 ] && ! grep -q summit-cloud-site "$TMP/b"; then
    pass "$path → $status, not a file outside build/client"
  else
    fail "$path is refused" "got $status"
  fi
done
fetch /.nginx-check-dotfile
if [ "$status" = 404 ] && ! grep -q secret "$TMP/b"; then
  pass "/.nginx-check-dotfile (exists) → 404"
else
  fail "/.nginx-check-dotfile (exists) → 404" "got $status"
fi
fetch /_astro/
if [ "$status" = 404 ]; then pass "/_astro/ → 404, no directory listing"; else fail "/_astro/ → 404, no directory listing" "got $status"; fi
fetch /about
if [ "$(header Server)" = nginx ]; then pass "Server: nginx (no version)"; else fail "Server: nginx (no version)" "got \"$(header Server)\""; fi
fetch /about "" -X POST -d x
if [ "$status" = 405 ] && [ "$(header Allow)" = "GET, HEAD" ]; then
  pass "POST /about → 405, Allow: GET, HEAD"
else
  fail "POST /about → 405, Allow: GET, HEAD" "got $status, Allow \"$(header Allow)\""
fi

# Inquiries go through to the Node server, which stores them; every other method is its answer.
inquiry='{"form":"strategy","values":{"name":"Nginx Check","email":"check@example.net"},"reference_code":"","fillMs":10000}'
fetch /api/inquiries "" -X POST -H "Content-Type: application/json" --data "$inquiry"
if [ "$status" = 201 ] && grep -q '"id"' "$TMP/b" &&
  DATABASE_PATH="$LEADS_DB" "$NODE" server/cli/leads.ts list | grep -q "Nginx Check <check@example.net>"; then
  pass "POST /api/inquiries → 201 from the Node server, and the lead is stored"
else
  fail "POST /api/inquiries → 201 from the Node server, and the lead is stored" "got $status: $(head -c 200 "$TMP/b")"
fi
fetch /api/inquiries "" -X POST -H "Content-Type: text/plain" --data "$inquiry"
if [ "$status" = 415 ]; then pass "POST /api/inquiries as text/plain → 415"; else fail "POST /api/inquiries as text/plain → 415" "got $status"; fi
fetch /api/inquiries
if [ "$status" = 405 ] && [ "$(header Allow)" = "POST" ]; then
  pass "GET /api/inquiries → 405, Allow: POST"
else
  fail "GET /api/inquiries → 405, Allow: POST" "got $status, Allow \"$(header Allow)\""
fi

# Events go through to the Node server, which counts them: a page view as a browser's beacon sends it.
event='{"name":"page_view","path":"/about","first":true,"landingPath":"/about","utmSource":"nginx-check"}'
browser="Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"
fetch /api/events "" -X POST -A "$browser" -H "Content-Type: text/plain;charset=UTF-8" --data "$event"
if [ "$status" = 204 ] &&
  DATABASE_PATH="$LEADS_DB" "$NODE" server/cli/stats.ts --days 1 --format csv | grep -q '^"source","nginx-check","","1",'; then
  pass "POST /api/events → 204 from the Node server, and the visit is counted"
else
  fail "POST /api/events → 204 from the Node server, and the visit is counted" "got $status: $(head -c 200 "$TMP/b")"
fi
fetch /api/events "" -X POST -A "$browser" -H "Content-Type: text/plain" --data '{"name":"scroll","path":"/about"}'
if [ "$status" = 400 ]; then pass "POST /api/events with an unknown event → 400"; else fail "POST /api/events with an unknown event → 400" "got $status"; fi

# Speed reports go through too, and land in the histograms (docs/decisions/023-field-speed.md).
report='{"path":"/about","device":"phone","metrics":[{"name":"INP","value":612,"target":"button#menu","interactionType":"pointer"}]}'
fetch /api/vitals "" -X POST -A "$browser" -H "Content-Type: text/plain;charset=UTF-8" --data "$report"
if [ "$status" = 204 ] &&
  DATABASE_PATH="$LEADS_DB" "$NODE" server/cli/stats.ts --vitals --format csv | grep -q '^"/about","phone","INP","6[0-9][0-9]","1",'; then
  pass "POST /api/vitals → 204 from the Node server, and the value is in the histograms"
else
  fail "POST /api/vitals → 204 from the Node server, and the value is in the histograms" "got $status: $(head -c 200 "$TMP/b")"
fi

# The admin area is the Node server's, headers and all: one CSP (its own: scripts from our origin
# only, no inline), noindex, no-store. A person signed in as the passkey sign-in would leave them (a
# session row; tests/e2e/admin.spec.ts signs in with a real passkey); behind HTTPS the cookie is __Host-.
fetch /admin
if [ "$status" = 401 ] && grep -q "Sign in" "$TMP/b"; then
  pass "GET /admin without a session → 401, the sign-in page"
else
  fail "GET /admin without a session → 401, the sign-in page" "got $status"
fi
SESSION=$(DATABASE_PATH="$LEADS_DB" "$NODE" -e '
  const { DatabaseSync } = require("node:sqlite");
  import("./server/admin/people.ts").then(({ openPeople }) => {
    const people = openPeople(new DatabaseSync(process.env.DATABASE_PATH));
    const { person } = people.invite("nginx-check@summit.example", "owner", Date.now());
    process.stdout.write(people.startSession(person.id, Date.now()));
  });')
fetch /admin "" -H "Cookie: __Host-summit-admin=$SESSION"
if [ "$status" = 200 ] && [ "$(header_count Content-Security-Policy)" = 1 ] &&
  [[ "$(header Content-Security-Policy)" == "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self' 'sha256-"* ]] &&
  [[ "$(header Content-Security-Policy)" != *unsafe-inline* ]] &&
  [ "$(header X-Robots-Tag)" = "noindex, nofollow" ] && [ "$(header Cache-Control)" = "no-store" ] &&
  grep -q "Visits per day" "$TMP/b"; then
  pass "GET /admin signed in → 200, the admin's own CSP only (no unsafe-inline), noindex, no-store"
else
  fail "GET /admin signed in → 200, the admin's own CSP only (no unsafe-inline), noindex, no-store" \
    "got $status, $(header_count Content-Security-Policy) CSP header(s): $(header Content-Security-Policy | head -c 80)"
fi

# /book is the Node server's (it writes the free times in; without BOOKING_CALENDARS, as built), with
# the page's own headers once each: nginx's, the server's copies hidden.
fetch /de/book
if [ "$status" = 200 ] && cmp -s "$TMP/b" "$CLIENT/de/book/index.html" &&
  [ "$(header_count Content-Security-Policy)" = 1 ] && [ "$(header Content-Security-Policy)" = "$(policy /de/book)" ] &&
  [ "$(header_count X-Frame-Options)" = 1 ] && [ "$(header_count Vary)" = 1 ] && [ "$(header_count Permissions-Policy)" = 1 ]; then
  pass "GET /de/book → 200 through the Node server, the page's own CSP and headers once each"
else
  fail "GET /de/book → 200 through the Node server, the page's own CSP and headers once each" \
    "got $status, $(header_count Content-Security-Policy) CSP, $(header_count X-Frame-Options) X-Frame-Options, $(header_count Vary) Vary"
fi

# Health is the Node server's answer, passed through: 200 with the database writable; up or down
# only to anyone, the details to the bearer of HEALTH_TOKEN (nginx passes the header on).
fetch /api/health
if [ "$status" = 200 ] && [ "$(cat "$TMP/b")" = '{"status":"ok"}' ] && [ "$(header Cache-Control)" = "no-store" ]; then
  pass "GET /api/health → 200 from the Node server, up/down only: $(head -c 120 "$TMP/b")"
else
  fail "GET /api/health → 200 from the Node server, up/down only" "got $status, Cache-Control \"$(header Cache-Control)\": $(head -c 200 "$TMP/b")"
fi
fetch /api/health "" -H "Authorization: Bearer $HEALTH_TOKEN"
if [ "$status" = 200 ] && grep -q '"db":"ok"' "$TMP/b" && grep -q '"pending":0' "$TMP/b"; then
  pass "GET /api/health with HEALTH_TOKEN → the details: $(head -c 120 "$TMP/b")"
else
  fail "GET /api/health with HEALTH_TOKEN → the details" "got $status: $(head -c 200 "$TMP/b")"
fi
fetch /api/health "" -X POST -d x
if [ "$status" = 405 ]; then pass "POST /api/health → 405"; else fail "POST /api/health → 405" "got $status"; fi

# nginx's own complaints (uninitialised variables, failed opens, …) mean a config mistake.
if grep -qE '\[(warn|error|crit|alert|emerg)\]' "$TMP/error.log" 2>/dev/null; then
  fail "nginx error log is clean" "$(grep -E '\[(warn|error|crit|alert|emerg)\]' "$TMP/error.log" | head -n 3)"
else
  pass "nginx error log is clean"
fi

summary nginx
