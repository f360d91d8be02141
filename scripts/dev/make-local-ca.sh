#!/usr/bin/env bash
# Makes a throwaway certificate authority and a certificate it signed for localhost and 127.0.0.1,
# for serving HTTPS on loopback (npm run preview:https, the nginx check, pebble's own listener):
#
#   bash scripts/dev/make-local-ca.sh DIR
#
# writes DIR/ca.crt (trust this one: curl --cacert, NODE_EXTRA_CA_CERTS, a browser's authorities),
# DIR/localhost.crt (the full chain nginx serves: the certificate, then the CA), DIR/localhost.key.
# Keys are ECDSA P-256 (a key type Mozilla's intermediate profile prefers) and never leave DIR;
# 90 days, as Let's Encrypt's (testssl.sh rates a certificate with under 30 days left HIGH).
set -euo pipefail
dir=${1:?usage: make-local-ca.sh DIR}
mkdir -p "$dir"
umask 077
openssl req -x509 -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -sha256 -days 90 \
  -subj "/CN=Summit Cloud local test CA $(date -u +%Y%m%d%H%M%S)" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
  -keyout "$dir/ca.key" -out "$dir/ca.crt" 2>/dev/null
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -sha256 -subj "/CN=localhost" \
  -keyout "$dir/localhost.key" -out "$dir/localhost.csr" 2>/dev/null
printf '%s\n' "basicConstraints=critical,CA:FALSE" "keyUsage=critical,digitalSignature" \
  "extendedKeyUsage=serverAuth" "subjectAltName=DNS:localhost,IP:127.0.0.1" >"$dir/localhost.ext"
openssl x509 -req -in "$dir/localhost.csr" -CA "$dir/ca.crt" -CAkey "$dir/ca.key" -CAcreateserial \
  -sha256 -days 90 -extfile "$dir/localhost.ext" -out "$dir/localhost.leaf.crt" 2>/dev/null
cat "$dir/localhost.leaf.crt" "$dir/ca.crt" >"$dir/localhost.crt"
rm -f "$dir/localhost.csr" "$dir/localhost.ext" "$dir/localhost.leaf.crt" "$dir/ca.srl"
# Certificates are public; only the keys stay private to the owner.
chmod 644 "$dir/ca.crt" "$dir/localhost.crt"
