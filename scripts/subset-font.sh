#!/usr/bin/env bash
# Makes src/assets/fonts/plus-jakarta-sans-core.woff2: the brand face cut to what nearly every page
# sets (docs/decisions/012-typeface.md, issue 28): printable ASCII and the few other characters
# our words use, at the weights the design uses (400–800, still variable). 13 KB instead of 27 KB.
# Any other character is drawn by the full Latin file, which src/app.css declares for the rest of
# the range: a browser fetches it only on a page that has such a character.
#
# Run it again after upgrading @fontsource-variable/plus-jakarta-sans, or to move a character into
# the core (keep CORE in step with the first @font-face's unicode-range in src/app.css; a unit
# test, src/font-faces.test.ts, checks that the two faces split the Latin range exactly).
# Needs Debian's python3-fonttools and python3-brotli (not needed to build or test the site).
set -euo pipefail
cd "$(dirname "$0")/.."

CORE="U+0020-007E,U+00A0,U+00A9,U+00B7,U+00E7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026"
SOURCE="node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"
TARGET="src/assets/fonts/plus-jakarta-sans-core.woff2"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$SOURCE" wght=400:800 -q -o "$work/weights.ttf"
/usr/bin/python3 -m fontTools.subset "$work/weights.ttf" --unicodes="$CORE" --layout-features='*' \
  --flavor=woff2 --output-file="$TARGET"
echo "$TARGET: $(stat -c %s "$TARGET") bytes (from $(stat -c %s "$SOURCE"))"
