#!/usr/bin/env bash
# The checks of `npm run test:server`, run as root INSIDE the virtual machine (scripts/checks/test-server.sh
# copies this folder to /root/test-server and calls one command at a time over ssh). Each check
# prints one line, `CHECK<TAB>PASS|FAIL<TAB>name<TAB>what it saw`, which the host collects into its
# summary; the rest of the output is context for a reader. Exit status: 0 unless a check failed.
#
#   vm-checks.sh prepare DOMAIN        test scaffolding: CA trust, pebble, the domain in /etc/hosts
#   vm-checks.sh after-install DOMAIN  units, system state, HTTPS and headers, HTTP/3, 308, a lead, modes, security
#   vm-checks.sh alert                 an SMTP sink, ALERT_EMAIL, one provoked alert arrives
#   vm-checks.sh after-reboot DOMAIN   units, system state, HTTPS, the lead still there
#   vm-checks.sh first-health DOMAIN   one request to /api/health as soon as nginx runs after a boot
#   vm-checks.sh restart-health DOMAIN one request to /api/health right after restarting the site's unit
#   vm-checks.sh periodic-check        the periodic check run by its unit, then its outcome
#   vm-checks.sh snapshot              the releases and the live one (compared by the host)
#   vm-checks.sh site-watch DOMAIN     requests /api/health every 0.2 s until watch.stop, prints the failures
#   vm-checks.sh schedule-article      commits an article scheduled a few minutes ahead, and a bare origin of the checkout
#   vm-checks.sh scheduled-absent DOMAIN   the live site leaves it out, --status lists it
#   vm-checks.sh scheduled-present DOMAIN  waits (at most 45 min) for the deploy timer to publish it, then finds it everywhere
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
DATA=/var/lib/summit-cloud
APP=/srv/summit-cloud
NODE=$APP/toolchain/current/bin/node
MAIL=/var/lib/summit-test-mail
LEAD_EMAIL=boot-check@summit.test
failed=0

check() { # check PASS|FAIL NAME DETAIL
  printf 'CHECK\t%s\t%s\t%s\n' "$1" "$2" "$3"
  if [ "$1" != PASS ]; then failed=1; fi
}
verdict() { if "$@"; then echo PASS; else echo FAIL; fi; }
nginx_has_http3() { nginx -V 2>&1 | grep -q -- --with-http_v3_module; }

prepare() {
  local domain=$1
  # This machine reaches the registries through a TLS proxy whose CAs the host has: test
  # scaffolding only (MACHINE-NOTES), a real server needs none of it. pebble's listener CA joins them.
  # Appended to the bundle directly: update-ca-certificates forks per certificate and takes minutes
  # under emulation; the copies in /usr/local/share keep them through a later rebuild of the bundle.
  install -m 644 "$here"/ca/*.crt /usr/local/share/ca-certificates/
  install -m 644 "$here/pebble-tls/ca.crt" /usr/local/share/ca-certificates/summit-test-pebble-listener.crt
  cat "$here"/ca/*.crt "$here/pebble-tls/ca.crt" >>/etc/ssl/certs/ca-certificates.crt
  # Node reads only its own CA list: name the system's for every login and for sudo (which keeps it).
  echo "NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" >/etc/environment
  echo 'Defaults env_keep += "NODE_EXTRA_CA_CERTS"' >/etc/sudoers.d/summit-test
  chmod 440 /etc/sudoers.d/summit-test
  # A unit's processes get neither: the deploy timer's builds (npm install through that proxy, the
  # deployer hands its builds NODE_EXTRA_CA_CERTS) are given it by a drop-in of this test's.
  install -d -m 755 /etc/systemd/system/summit-cloud-deploy.service.d
  printf '[Service]\nEnvironment=NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt\n' \
    >/etc/systemd/system/summit-cloud-deploy.service.d/summit-test-ca.conf
  grep -q " $domain\$" /etc/hosts || echo "127.0.0.1 $domain" >>/etc/hosts

  # Debian's pebble as the CA, and pebble-challtestsrv as the DNS that answers 127.0.0.1 for every
  # name: enabled units, so they come back after the reboot as a real CA would still be there.
  install -d -m 755 /etc/summit-test
  install -m 755 "$here/bin/pebble" "$here/bin/pebble-challtestsrv" /usr/local/bin/
  install -m 644 "$here/pebble-tls/localhost.crt" /etc/summit-test/pebble.crt
  install -m 600 "$here/pebble-tls/localhost.key" /etc/summit-test/pebble.key
  cat >/etc/summit-test/pebble.json <<'JSON'
{
  "pebble": {
    "listenAddress": "127.0.0.1:14000",
    "managementListenAddress": "127.0.0.1:15000",
    "certificate": "/etc/summit-test/pebble.crt",
    "privateKey": "/etc/summit-test/pebble.key",
    "httpPort": 80,
    "tlsPort": 5001,
    "ocspResponderURL": "",
    "externalAccountBindingRequired": false
  }
}
JSON
  cat >/etc/systemd/system/summit-test-challtestsrv.service <<'UNIT'
[Unit]
Description=pebble-challtestsrv: DNS answering 127.0.0.1 for every name (npm run test:server)
[Service]
ExecStart=/usr/local/bin/pebble-challtestsrv -defaultIPv4 127.0.0.1 -defaultIPv6 "" -dns01 127.0.0.1:8053 -http01 "" -tlsalpn01 "" -https01 "" -management 127.0.0.1:8055
[Install]
WantedBy=multi-user.target
UNIT
  cat >/etc/systemd/system/summit-test-pebble.service <<'UNIT'
[Unit]
Description=pebble, the test ACME CA (npm run test:server)
After=summit-test-challtestsrv.service
Wants=summit-test-challtestsrv.service
[Service]
Environment=PEBBLE_VA_NOSLEEP=1 PEBBLE_WFE_NONCEREJECT=0
ExecStart=/usr/local/bin/pebble -config /etc/summit-test/pebble.json -dnsserver 127.0.0.1:8053
[Install]
WantedBy=multi-user.target
UNIT
  systemctl daemon-reload
  systemctl enable --now summit-test-challtestsrv.service summit-test-pebble.service
  local tries=0
  until curl -sf https://localhost:14000/dir >/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 60 ]; then
      check FAIL "pebble answers" "no answer from https://localhost:14000/dir in 60 s"
      journalctl -u summit-test-pebble -n 20 --no-pager
      return
    fi
    sleep 1
  done
  check PASS "pebble answers" "https://localhost:14000/dir (Debian's pebble $(cat "$here/bin/pebble.version"), the host's package)"
}

# pebble makes a new root at every start: the checks trust the one that signed the served
# certificate (kept from the first check after the install, as a browser would have it).
TRUST=/root/test-server/trust.pem
trust_pebble_root() {
  if [ ! -s /root/test-server/pebble-root.pem ]; then
    curl -sf https://localhost:15000/roots/0 >/root/test-server/pebble-root.pem
  fi
  cat /etc/ssl/certs/ca-certificates.crt /root/test-server/pebble-root.pem >"$TRUST"
  export CURL_CA_BUNDLE=$TRUST
}

live_port() { cat "$APP/live-port"; }

units() {
  local bad=() unit
  # Every summit-cloud unit that is enabled, the live server's instance and nginx: active.
  mapfile -t enabled < <(systemctl list-unit-files 'summit-cloud*' --state=enabled --no-legend | awk '{ print $1 }')
  local expected=("${enabled[@]}" "summit-cloud@$(live_port).socket" "summit-cloud@$(live_port).service" nginx.service)
  for unit in "${expected[@]}"; do
    case $unit in *@.service | *@.socket) continue ;; esac
    systemctl is-active --quiet "$unit" || bad+=("$unit=$(systemctl is-active "$unit")")
  done
  if [ ${#bad[@]} -eq 0 ]; then
    check PASS "units active" "$(printf '%s ' "${expected[@]}" | sed 's/ $//')"
  else
    check FAIL "units active" "not active: ${bad[*]}"
  fi
}

system_state() {
  local state
  state=$(timeout 300 systemctl is-system-running --wait 2>/dev/null || true)
  if [ "$state" = running ]; then
    check PASS "is-system-running" "running"
  else
    check FAIL "is-system-running" "$state; failed: $(systemctl --failed --no-legend --plain | awk '{ print $1 }' | tr '\n' ' ')"
  fi
}

https_headers() {
  local domain=$1 headers status version missing=() name
  headers=$(curl -sS --max-time 20 -o /dev/null -D - -w 'STATUS %{http_code} HTTP/%{http_version}\n' "https://$domain/" || true)
  status=$(awk '/^STATUS/ { print $2 }' <<<"$headers")
  version=$(awk '/^STATUS/ { print $3 }' <<<"$headers")
  for name in strict-transport-security content-security-policy x-content-type-options referrer-policy \
    cross-origin-opener-policy permissions-policy; do
    grep -qi "^$name:" <<<"$headers" || missing+=("$name")
  done
  local hsts
  hsts=$(grep -i '^strict-transport-security:' <<<"$headers" | head -1 | cut -d' ' -f2- | tr -d '\r')
  if [ "$status" = 200 ] && [ ${#missing[@]} -eq 0 ]; then
    check PASS "HTTPS and its headers" "https://$domain/ $status $version, HSTS \"$hsts\", CSP, nosniff, referrer, COOP, permissions"
  else
    check FAIL "HTTPS and its headers" "https://$domain/ status $status $version, missing: ${missing[*]:-none}"
  fi
  # The MDN HTTP Observatory, as `npm run test:tls` runs it. The host installs it when missing: a
  # grade that is not there is a failure, never a check skipped without a word.
  local scanner=$here/observatory/node_modules/@mdn/mdn-http-observatory/src/scan.js result
  if [ ! -f "$scanner" ]; then
    check FAIL "HTTP Observatory" "no scanner at $scanner: the host sent none in (see its log)"
  else
    # Up to 5 min: under software emulation, with the host busy, one scan took over 2.
    result=$(NODE_EXTRA_CA_CERTS=$TRUST timeout 300 "$NODE" "$scanner" "$domain" 2>&1 || true)
    local grade
    # shellcheck disable=SC2016 # JavaScript, not shell
    grade=$("$NODE" -e 'const r = JSON.parse(require("fs").readFileSync(0, "utf8")); const f = Object.entries(r.tests).filter(([, t]) => !t.pass).map(([n, t]) => n + ": " + t.result); console.log(`${r.scan.grade} ${r.scan.score} ${r.scan.testsPassed}/${r.scan.testsQuantity}${f.length ? " failing " + f.join("; ") : ""}`)' <<<"$result" 2>/dev/null || echo "no result: ${result:0:200}")
    check "$(verdict grep -q '^A+ ' <<<"$grade")" "HTTP Observatory" "grade, score, tests passed: $grade"
  fi
}

redirect() {
  local domain=$1 answer code location
  answer=$(curl -sS --max-time 20 -o /dev/null -D - -w 'CODE %{http_code}\n' "http://$domain/about?x=1" || true)
  code=$(awk '/^CODE/ { print $2 }' <<<"$answer")
  location=$(grep -i '^location:' <<<"$answer" | cut -d' ' -f2- | tr -d '\r')
  local result=FAIL
  [ "$code" = 308 ] && [ "$location" = "https://$domain/about?x=1" ] && result=PASS
  check "$result" "308 from http" "http://$domain/about?x=1 → $code $location"
}

lead_count() {
  # As the service user, read-only: root must not leave a root-owned -wal or -shm behind.
  runuser -u summit -- sqlite3 -readonly "$DATA/inquiries.db" "SELECT count(*) FROM inquiries WHERE email = '$LEAD_EMAIL';" 2>/dev/null || echo "?"
}

send_lead() {
  local domain=$1 answer
  answer=$(curl -sS --max-time 30 -H 'Content-Type: application/json' -H "Origin: https://$domain" \
    --data '{"form":"contact","values":{"name":"Boot Check","email":"'"$LEAD_EMAIL"'","company":"Summit test","role":"Operator","subject":"Public Sector Solutions","message":"A lead sent by npm run test:server through nginx, on a real boot."},"reference_code":"","fillMs":10000}' \
    -w ' HTTP %{http_code}' "https://$domain/api/inquiries" || true)
  local count
  count=$(lead_count)
  local result=FAIL
  [ "${answer##* }" = 201 ] && [ "$count" = 1 ] && result=PASS
  check "$result" "lead through /api/inquiries" "answer $answer; rows with $LEAD_EMAIL in inquiries.db: $count"
  local modes="" file mode loose=0
  for file in "$DATA/inquiries.db" "$DATA/inquiries.db-wal" "$DATA/inquiries.db-shm"; do
    if [ -e "$file" ]; then
      mode=$(stat -c '%a %U' "$file")
      modes+="${file##*/} $mode; "
      case $mode in 600\ *) ;; *) loose=1 ;; esac
    else
      modes+="${file##*/} absent; "
    fi
  done
  check "$(verdict [ "$loose" = 0 ])" "database modes" "${modes%; }; folder $(stat -c '%a %U' "$DATA")"
  local nobody
  if nobody=$(setpriv --reuid=nobody --regid=nogroup --clear-groups -- cat "$DATA/inquiries.db" 2>&1 >/dev/null); then
    check FAIL "nobody cannot read the leads" "nobody read $DATA/inquiries.db"
  else
    check PASS "nobody cannot read the leads" "${nobody}"
  fi
}

security() {
  local unit line
  unit="summit-cloud@$(live_port).service"
  line=$(systemd-analyze security "$unit" --no-pager 2>/dev/null | tail -1)
  local number
  number=$(grep -oE '[0-9]+\.[0-9]+' <<<"$line" | head -1)
  check "$(verdict awk -v n="${number:-99}" 'BEGIN { exit !(n <= 2.0) }')" "systemd-analyze security" "$unit: ${line}"
  # Every other service the installer wrote, with an instance for each template, in one row.
  local all=() file name
  for file in /etc/systemd/system/summit-cloud*.service; do
    name=${file##*/}
    case $name in
      summit-cloud@.service) continue ;;
      summit-cloud-alert@.service) name=summit-cloud-alert@report-backup.service ;;
    esac
    number=$(systemd-analyze security "$name" --no-pager 2>/dev/null | tail -1 | grep -oE '[0-9]+\.[0-9]+' | head -1)
    all+=("${name%.service} ${number:-?}")
  done
  check PASS "systemd-analyze security, all" "$(printf '%s; ' "${all[@]}" | sed 's/; $//')"
}

# build_sandbox: the release's build ran as transient units under systemd-run (the sandbox of
# deploy/build-sandbox.ts), and every one of them ended well. The tests on the host build under
# setpriv, as their PID 1 is not systemd: this is the one place the sandbox itself is exercised.
build_sandbox() {
  local log units ok failed
  log=$(journalctl -b 0 --no-pager -o cat -u 'summit-cloud-build-*' 2>/dev/null || true)
  units=$(grep -oE 'summit-cloud-build-[A-Za-z0-9:_.-]+\.service' <<<"$log" | sort -u | paste -sd ' ' || true)
  ok=$(grep -c 'Deactivated successfully' <<<"$log" || true)
  failed=$(grep -cE 'Failed with result|Main process exited, code=(exited|killed|dumped), status=[1-9]' <<<"$log" || true)
  local result=FAIL
  if [ "$ok" -ge 1 ] && [ "$failed" = 0 ]; then result=PASS; fi
  check "$result" "a build under systemd-run" \
    "${ok} unit(s) ended successfully, ${failed} failed: ${units:-none in the journal}; $(grep -m1 'Consumed' <<<"$log" || true)"
}

# The periodic check reaches the site through nginx with Node's own CA list: the test's pebble root
# is added for that unit alone, by a drop-in of this test's (a real server's CA is public).
trust_for_periodic_check() {
  install -d -m 755 /etc/summit-test /etc/systemd/system/summit-cloud-check.service.d
  install -m 644 "$TRUST" /etc/summit-test/trust.pem
  printf '[Service]\nEnvironment=NODE_EXTRA_CA_CERTS=/etc/summit-test/trust.pem\n' \
    >/etc/systemd/system/summit-cloud-check.service.d/summit-test-ca.conf
  systemctl daemon-reload
}

# one_health DOMAIN NAME CONTEXT: a single request to /api/health through nginx, with no retry: the
# socket must hold it until Node answers. 120 s is the longest a start took under emulation, ×6.
one_health() {
  local domain=$1 name=$2 context=$3 answer
  answer=$(curl -sS --max-time 120 -o /dev/null -w '%{http_code} in %{time_total} s' "https://$domain/api/health" 2>&1 || true)
  check "$(verdict [ "${answer%% *}" = 200 ])" "$name" "$context; one request: $answer"
}

first_health() {
  local domain=$1 unit state
  trust_pebble_root
  unit="summit-cloud@$(live_port).service"
  # nginx by its unit state (ssh can answer before it runs); the site's unit not at all.
  systemctl start nginx.service || true
  state=$(systemctl is-active "$unit" || true)
  one_health "$domain" "health right after the reboot" "nginx started, $unit $state"
}

restart_health() {
  local domain=$1 unit
  trust_pebble_root
  unit="summit-cloud@$(live_port).service"
  systemctl restart "$unit"
  one_health "$domain" "health right after a restart" "systemctl restart $unit returned, $unit $(systemctl is-active "$unit" || true)"
}

# periodic_check: summit-cloud-check.service, run by its unit as its timer would (a oneshot: start
# returns when the run has ended), then how it ended and what it printed.
periodic_check() {
  local unit=summit-cloud-check.service result invocation log
  systemctl start "$unit" || true
  result=$(systemctl show -p Result --value "$unit")
  invocation=$(systemctl show -p InvocationID --value "$unit")
  log=$(journalctl --no-pager -o cat _SYSTEMD_INVOCATION_ID="$invocation" 2>/dev/null | tail -5 | tr '\n' ' ' || true)
  local verdict_=FAIL
  if [ "$result" = success ] && ! grep -q 'UNABLE_TO_GET\|does not answer' <<<"$log"; then verdict_=PASS; fi
  check "$verdict_" "the periodic check ran" \
    "$unit Result=$result at $(systemctl show -p ExecMainExitTimestamp --value "$unit"); timer last fired $(systemctl show -p LastTriggerUSec --value summit-cloud-check.timer); ${log:-no output}"
}

facts() {
  echo "  Debian $(cat /etc/debian_version), kernel $(uname -r), $(systemctl --version | head -1)"
  echo "  $(nginx -v 2>&1); $(openssl version)"
  if nginx_has_http3; then
    echo "  nginx -V: --with-http_v3_module present"
  else
    echo "  nginx -V: no --with-http_v3_module"
  fi
}

after_install() {
  local domain=$1
  trust_pebble_root
  facts
  units
  system_state
  https_headers "$domain"
  http3 "$domain"
  redirect "$domain"
  send_lead "$domain"
  security
  build_sandbox
  trust_for_periodic_check
}

after_reboot() {
  local domain=$1
  trust_pebble_root
  system_state
  units
  https_headers "$domain"
  redirect "$domain"
  site_server "$domain"
  local count
  count=$(lead_count)
  check "$(verdict [ "$count" = 1 ])" "the lead is still there" "rows with $LEAD_EMAIL after the reboot: $count"
}

# http3 DOMAIN: HTTP/3 exactly where the installed nginx has the module (Debian 13's has it, 12's
# not): the page's Alt-Svc names h3 on 443 and nginx holds UDP 443, and a QUIC request answers when
# this curl speaks HTTP/3; without the module, no Alt-Svc (a browser would try a port nobody holds).
http3() {
  local domain=$1 alt sockets answer=""
  alt=$(curl -sS --max-time 20 -o /dev/null -D - "https://$domain/" 2>/dev/null | grep -i '^alt-svc:' | cut -d' ' -f2- | tr -d '\r' || true)
  # UDP sockets bound to port 443 (01BB), by /proc rather than ss: the minimal image has no iproute2.
  sockets=$(awk 'FNR > 1 && $2 ~ /:01BB$/' /proc/net/udp /proc/net/udp6 2>/dev/null | wc -l)
  if ! nginx_has_http3; then
    check "$(verdict [ -z "$alt" ])" "HTTP/3" "nginx has no HTTP/3 module: Alt-Svc ${alt:-absent}, $sockets UDP socket(s) on 443"
    return
  fi
  if curl -V 2>/dev/null | grep -q 'HTTP3'; then
    answer=$(curl -sS --http3-only --max-time 20 -o /dev/null -w '%{http_code} HTTP/%{http_version}' "https://$domain/" 2>&1 || true)
  fi
  local result=FAIL
  if [[ "$alt" == *'h3=":443"'* ]] && [ "$sockets" -gt 0 ] && { [ -z "$answer" ] || [ "$answer" = "200 HTTP/3" ]; }; then
    result=PASS
  fi
  check "$result" "HTTP/3" "Alt-Svc ${alt:-absent}; $sockets UDP socket(s) on 443; over QUIC: ${answer:-not tried, this curl has no HTTP/3}"
}

# site_server DOMAIN: the Node server itself answers through nginx, and has not been restarting.
# nginx serves the pages on its own, and a unit restarting in a loop reads "active" between two
# starts: a real boot had its site restarting 116 times after the reboot with every other check green.
site_server() {
  local domain=$1 code restarts
  code=$(curl -sS --max-time 20 -o /dev/null -w '%{http_code}' "https://$domain/api/health" || true)
  restarts=$(systemctl show -p NRestarts --value "summit-cloud@$(live_port).service" 2>/dev/null || echo "?")
  local result=FAIL
  if [ "$code" = 200 ] && [ "$restarts" = 0 ]; then result=PASS; fi
  check "$result" "the site's server" \
    "https://$domain/api/health → $code; summit-cloud@$(live_port) restarted $restarts time(s)"
}

# mails_with PATTERN: how many messages at the sink have a line matching it.
mails_with() { find "$MAIL" -name '*.eml' -exec grep -l -i "$1" {} + 2>/dev/null | wc -l || true; }

alert() {
  # The sink, and the settings an owner would add with sudoedit (docs/operators.md "Alerts and status").
  cat >/etc/systemd/system/summit-test-smtp.service <<UNIT
[Unit]
Description=SMTP sink on 127.0.0.1:2525 (npm run test:server)
[Service]
ExecStart=$NODE $here/smtp-sink.mjs 2525 $MAIL
[Install]
WantedBy=multi-user.target
UNIT
  systemctl daemon-reload
  systemctl enable --now summit-test-smtp.service
  local env=/etc/summit-cloud/env
  sed -i '/^ALERT_EMAIL=/d; /^SMTP_URL=/d' "$env"
  printf 'ALERT_EMAIL=ops@summit.test\nSMTP_URL=smtp://127.0.0.1:2525\n' >>"$env"
  local before
  before=$(find "$MAIL" -name '*.eml' 2>/dev/null | wc -l || true)
  local how
  if [ -n "$(systemctl show -p OnFailure --value summit-cloud-backup.service)" ]; then
    # Wired: a backup made to fail (its folder a file) starts the snapshot unit's OnFailure= alert.
    how="summit-cloud-backup.service made to fail in its snapshot (OnFailure=)"
    mv "$DATA/backups" "$DATA/backups.kept" 2>/dev/null || true
    runuser -u summit -- touch "$DATA/backups"
    systemctl start summit-cloud-backup.service >/dev/null 2>&1 || true
    rm -f "$DATA/backups"
    mv "$DATA/backups.kept" "$DATA/backups" 2>/dev/null || true
  else
    # A branch this old keeps its commands in scripts/ (they moved to server/cli/ later).
    how="no OnFailure= wiring on this branch: alerts.ts report backup, as the service user"
    (
      set -a
      # shellcheck source=/dev/null
      . "$env"
      set +a
      cd "$APP/current"
      runuser -u summit -- env ALERT_EMAIL="$ALERT_EMAIL" SMTP_URL="$SMTP_URL" DOMAIN="${DOMAIN:-}" \
        "$NODE" scripts/alerts.ts report backup --detail "provoked by npm run test:server"
    ) || true
  fi
  local tries=0 after=0
  while [ "$tries" -lt 60 ]; do
    after=$(find "$MAIL" -name '*.eml' 2>/dev/null | wc -l || true)
    [ "$after" -gt "$before" ] && break
    tries=$((tries + 1))
    sleep 1
  done
  local subject=""
  [ "$after" -gt "$before" ] && subject=$(grep -h -i -m1 '^subject:' "$(find "$MAIL" -name '*.eml' -printf '%T@ %p\n' | sort -n | tail -1 | cut -d' ' -f2-)" | tr -d '\r')
  check "$(verdict [ "$after" -gt "$before" ])" "an alert at the SMTP sink" "$how; $((after - before)) message(s): ${subject:-none}"

  # It clears: a good backup, with an off-site copy as an owner would set one (rclone's local
  # backend in a folder standing in for a remote), then the periodic check. One "Resolved"
  # message per open alert, and no ALERT more: --status after this has every line OK.
  # The off-site copy runs as summit-backup, which may write nowhere on the host: its stand-in
  # remote is a folder of its own, opened to its unit by a drop-in of this test's.
  local stand_in=/var/lib/summit-cloud-offsite-stand-in
  install -d -m 700 -o summit-backup -g summit-backup "$stand_in"
  mkdir -p /etc/systemd/system/summit-cloud-backup.service.d
  printf '[Service]\nReadWritePaths=%s\n' "$stand_in" >/etc/systemd/system/summit-cloud-backup.service.d/stand-in.conf
  systemctl daemon-reload
  sed -i '/^BACKUP_REMOTE=/d' /etc/summit-cloud/backup.env
  printf 'BACKUP_REMOTE=%s\n' "$stand_in" >>/etc/summit-cloud/backup.env
  local opened
  opened=$(mails_with '^subject: \[Summit Cloud\] ALERT')
  systemctl start summit-cloud-backup.service >/dev/null 2>&1 || true
  systemctl start summit-cloud-check.service >/dev/null 2>&1 || true
  tries=0
  local resolved=0
  while [ "$tries" -lt 60 ]; do
    resolved=$(mails_with '^subject: \[Summit Cloud\] Resolved')
    [ "$resolved" -ge "$opened" ] && break
    tries=$((tries + 1))
    sleep 1
  done
  local subjects
  subjects=$(find "$MAIL" -name '*.eml' -exec grep -h -i -m1 '^subject:' {} + 2>/dev/null | tr -d '\r' | sed 's/^[Ss]ubject: //' | paste -sd ';' || true)
  local cleared=FAIL
  if [ "$opened" -ge 1 ] && [ "$resolved" -ge "$opened" ]; then cleared=PASS; fi
  check "$cleared" "the alert clears" \
    "a good backup and the periodic check: $opened alert(s), $resolved resolved; every message: $subjects"
}

snapshot() {
  echo "live=$(readlink "$APP/current" | xargs basename 2>/dev/null)"
  echo "releases=$(find "$APP/releases" -mindepth 1 -maxdepth 1 -type d ! -name '*.partial' | wc -l)"
}

site_watch() { # until /root/test-server/watch.stop appears (at most 30 min)
  local domain=$1 end fails=0 total=0
  trust_pebble_root
  rm -f /root/test-server/watch.stop
  end=$(($(date +%s) + 1800))
  while [ ! -e /root/test-server/watch.stop ] && [ "$(date +%s)" -lt "$end" ]; do
    total=$((total + 1))
    curl -sf --max-time 5 -o /dev/null "https://$domain/api/health" || fails=$((fails + 1))
    sleep 0.2
  done
  echo "watch total=$total failed=$fails"
}

command=${1:?usage: vm-checks.sh prepare|after-install|alert|after-reboot|first-health|restart-health|periodic-check|snapshot|site-watch}
shift
# Scheduled publishing (docs/decisions/043-scheduled-publishing.md) on a real boot: an article
# given a publishAt a few minutes ahead, built out of the live site, then published by the deploy
# timer alone once its moment has come.
SCHEDULED_SLUG=devops-salesforce-roi
SCHEDULE_FILE=/root/test-server/schedule.moment

schedule_article() {
  local site=/opt/summit-site english moment iso language translation hash
  english=$site/src/content/articles/$SCHEDULED_SLUG.md
  # The next whole minute, plus 4: after the deploy's start (its release's stamp is the build's clock).
  moment=$(( ($(date +%s) / 60 + 5) * 60 ))
  iso=$(date -u -d "@$moment" +%Y-%m-%dT%H:%M+00:00)
  sed -i "s/^date: .*$/&\npublishAt: \"$iso\"/" "$english"
  hash=$(sha256sum "$english" | cut -c1-12)
  # The translations were made from the file as it was: scheduling it is no change to translate.
  for language in de fr; do
    translation=$site/src/content/i18n/$language/articles/$SCHEDULED_SLUG.md
    [ -f "$translation" ] && sed -i "s/^translatedFrom: .*$/translatedFrom: \"$hash\"/" "$translation"
  done
  git -C "$site" -c user.name=test-server -c user.email=test@summit.test commit -q -am "schedule $SCHEDULED_SLUG for $iso (npm run test:server)"
  rm -rf /opt/summit-origin.git
  git clone -q --bare "$site" /opt/summit-origin.git
  echo "$moment" >"$SCHEDULE_FILE"
  check "$(verdict grep -q "^publishAt: \"$iso\"" "$english")" "an article scheduled" \
    "$SCHEDULED_SLUG publishAt $iso ($(( moment - $(date +%s) )) s ahead), commit $(git -C "$site" rev-parse --short HEAD), origin /opt/summit-origin.git"
}

# where_scheduled DOMAIN: which of the article's page, /blog, /rss.xml, the sitemap and the live
# build's search index name it, one word each.
where_scheduled() {
  local domain=$1 found=() code path text fragment
  # A site that does not answer names nothing either: that must never pass for "left out".
  code=$(curl -sL --max-time 20 -o /dev/null -w '%{http_code}' "https://$domain/blog" || true)
  if [ "$code" != 200 ]; then
    echo "no answer (https://$domain/blog: $code)"
    return
  fi
  code=$(curl -sL --max-time 20 -o /dev/null -w '%{http_code}' "https://$domain/blog/$SCHEDULED_SLUG" || true)
  [ "$code" = 200 ] && found+=(page)
  # Each answer read whole before it is searched: `curl | grep -q` under pipefail would count a
  # match as a failure (grep stops reading, curl gets SIGPIPE).
  for path in blog rss.xml sitemap.xml; do
    text=$(curl -sL --max-time 20 "https://$domain/$path" || true)
    if grep -q "/blog/${SCHEDULED_SLUG}[\"<]" <<<"$text"; then found+=("${path%.xml}"); fi
  done
  for fragment in "$APP"/current/build/client/pagefind/fragment/*.pf_fragment; do
    text=$(zcat "$fragment" 2>/dev/null || true)
    if grep -q "\"url\":\"/blog/$SCHEDULED_SLUG/\"" <<<"$text"; then found+=(search); break; fi
  done
  echo "${found[*]:-}"
}

scheduled_absent() {
  local domain=$1 where status moment
  trust_pebble_root
  moment=$(cat "$SCHEDULE_FILE")
  where=$(where_scheduled "$domain")
  check "$(verdict [ -z "$where" ])" "a scheduled article is left out" \
    "live $(readlink "$APP/current" | xargs basename); named by: ${where:-nothing (page 404, /blog, rss, sitemap, search)}; its moment $(( $(date +%s) - moment )) s ago, and no timer yet"
  status=$(/opt/summit-site/deploy/install.sh --status 2>&1 || true)
  check "$(verdict grep -q "^[A-Z]* *scheduled.*/blog/$SCHEDULED_SLUG" <<<"$status")" "--status lists what is scheduled" \
    "$(grep '^[A-Z]* *scheduled' <<<"$status" | head -3 | tr '\n' ' ')"
}

scheduled_present() {
  local domain=$1 moment enabled end where="" rebuild
  trust_pebble_root
  moment=$(cat "$SCHEDULE_FILE")
  enabled=$(date +%s)
  end=$((enabled + 2700))
  # The deploy timer (every 5 min) sees the live commit's moment has come and rebuilds it; under
  # emulation the rebuild itself takes most of the wait.
  while [ "$(date +%s)" -lt "$end" ]; do
    where=$(where_scheduled "$domain")
    [ "$where" = "page blog rss sitemap search" ] && break
    sleep 20
  done
  rebuild=$(journalctl -u summit-cloud-deploy --no-pager -o short-iso 2>/dev/null | grep -i -m1 'schedul' || echo "no line on a scheduled rebuild")
  check "$(verdict [ "$where" = "page blog rss sitemap search" ])" "the timer publishes it" \
    "found in: ${where:-nothing}; $(( $(date +%s) - enabled )) s after the timer was on, $(( $(date +%s) - moment )) s after its moment; live $(readlink "$APP/current" | xargs basename); journal: $rebuild"
}

case $command in
  prepare) prepare "$@" ;;
  after-install) after_install "$@" ;;
  after-reboot) after_reboot "$@" ;;
  alert) alert ;;
  first-health) first_health "$@" ;;
  restart-health) restart_health "$@" ;;
  periodic-check) periodic_check ;;
  snapshot) snapshot ;;
  site-watch) site_watch "$@" ;;
  schedule-article) schedule_article ;;
  scheduled-absent) scheduled_absent "$@" ;;
  scheduled-present) scheduled_present "$@" ;;
  *) echo "vm-checks.sh: unknown command $command" >&2; exit 2 ;;
esac
exit "$failed"
