#!/usr/bin/env bash
# What the audit trail's daily anchor needs (docs/operators.md "Anchoring the audit trail"), made
# before summit-cloud-audit-anchor.timer first fires:
#   - /var/lib/summit-cloud-audit (root's, 755) and anchors.jsonl in it (root's, 644): the web user
#     reads the anchors (`summit-cloud admin audit --verify` checks the chain against them) and can
#     never write them; systemd, as root, opens the file for the unit to append one line a day.
#   - /etc/summit-cloud/audit-anchor.key (root's, 600): the anchors' HMAC key, made once with
#     `openssl rand -hex 32`, never printed, and never replaced (the anchors made with it would no
#     longer check). systemd hands it to the job on standard input.
#   - AUDIT_ANCHOR_PATH in /etc/summit-cloud/env when it is not there, so the admin's checks find
#     the anchors (run after env.sh, which writes that file).
# A rerun changes nothing: a mode or an owner is set only when it differs (after `chattr +a` on the
# anchors, as the docs advise, even a chmod to the same mode would be refused).
set -euo pipefail
# shellcheck source=deploy/steps/lib.sh
. "$(dirname "$0")/lib.sh"

ANCHORS=$AUDIT_DIR/anchors.jsonl
ENV_FILE=$ETC_DIR/env

# keep MODE PATH: root's with MODE, changed only where it is not so already (nothing there yet in a dry run).
keep() {
  local mode=$1 path=$2
  [ -e "$path" ] || return 0
  if [ "$(stat -c %a "$path")" != "$mode" ]; then act chmod "$mode" "$path"; fi
  if [ "$(stat -c %u:%g "$path")" != 0:0 ]; then system chown -h root:root "$path"; fi
}

step "Audit anchors ${ANCHORS#"$PREFIX"}"
refuse_link "$AUDIT_DIR" "$ANCHORS" "$AUDIT_KEY"
if [ -d "$AUDIT_DIR" ]; then
  keep 755 "$AUDIT_DIR"
else
  act install -d -m 755 "$AUDIT_DIR"
fi
if [ -e "$ANCHORS" ] && [ ! -f "$ANCHORS" ]; then
  echo "audit-anchor.sh: $ANCHORS is not a plain file; refusing to use it (remove it, then rerun)" >&2
  exit 1
fi
if [ -f "$ANCHORS" ]; then
  say "  kept as it is ($(wc -l <"$ANCHORS") anchors)"
  keep 644 "$ANCHORS"
else
  act install -m 644 /dev/null "$ANCHORS"
  [ "$DRY_RUN" = 1 ] || say "  made, empty: summit-cloud-audit-anchor.timer appends one line a day"
fi

step "Audit anchor key ${AUDIT_KEY#"$PREFIX"}"
# An empty file (a disk that was full) holds no key that anything was signed with: made afresh.
if [ -s "$AUDIT_KEY" ]; then
  say "  kept as it is (never replaced: the anchors made with it would no longer check)"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would make it with openssl rand -hex 32, mode 600 (never shown)"
else
  # mktemp makes the file 600 before a byte is written; the key goes from openssl to it, nowhere else.
  partial=$(mktemp "$AUDIT_KEY.XXXXXX")
  if ! openssl rand -hex 32 >"$partial"; then
    rm -f "$partial"
    echo "audit-anchor.sh: openssl could not make the key" >&2
    exit 1
  fi
  mv "$partial" "$AUDIT_KEY"
  say "  made (openssl rand -hex 32; not shown)"
fi
keep 600 "$AUDIT_KEY"

step "Settings file ${ENV_FILE#"$PREFIX"}: AUDIT_ANCHOR_PATH"
refuse_link "$ENV_FILE"
if [ -f "$ENV_FILE" ] && grep -qE '^[[:space:]]*(export[[:space:]]+)?AUDIT_ANCHOR_PATH=' "$ENV_FILE"; then
  say "  there already"
elif [ "$DRY_RUN" = 1 ]; then
  say "  would add AUDIT_ANCHOR_PATH=${ANCHORS#"$PREFIX"}"
elif [ -f "$ENV_FILE" ]; then
  printf '\n# The audit trail'"'"'s anchors, which admin audit --verify checks it against (docs/operators.md).\nAUDIT_ANCHOR_PATH=%s\n' "$ANCHORS" >>"$ENV_FILE"
  say "  added AUDIT_ANCHOR_PATH=${ANCHORS#"$PREFIX"}"
else
  echo "audit-anchor.sh: no ${ENV_FILE#"$PREFIX"} yet (env.sh writes it): rerun this step after it" >&2
  exit 1
fi
