#!/usr/bin/env bash
# Makes src/assets/fonts/plus-jakarta-sans-core.woff2: the brand face cut to what nearly every page
# sets (docs/decisions/012-typeface.md): printable ASCII and the other characters our
# words use, German and French included (ä ö ü ß, é è à ç œ, « » „ ‚ and the narrow
# no-break space French sets before ; : ! ? and inside « », § and € of the legal notices), at the weights the design uses
# (400–800, still variable), with the OpenType features text uses by default (contextual
# alternates, composition, ligatures, local forms, kerning) and tabular figures (the admin's
# numbers, `font-variant-numeric: tabular-nums`): 13.7 KB instead of 27 KB. The face's fractions
# and proportional figures draw nothing of ours (no CSS asks for them) and weighed 1.2 KB,
# which put the file over the 14.6 KB a new connection's first round trip carries (TCP's initial
# window of 10 segments): on a phone that cost every page one more round trip before its text was
# drawn in the brand face (Lighthouse: LCP 150 ms later; docs/performance.md). src/font-faces.test.ts
# holds the size.
# Any other character is drawn by the full Latin file, which src/styles/brand.css declares for the rest of
# the range: a browser fetches it only on a page that has such a character.
#
# Run it again after upgrading @fontsource-variable/plus-jakarta-sans, or to move a character into
# the core (keep CORE in step with the first @font-face's unicode-range in src/styles/brand.css; a unit
# test, src/font-faces.test.ts, checks that the two faces split the Latin range exactly).
# The face has no narrow no-break space (U+202F): the core draws it with the face's thin space
# (U+2009, 0.2 em), which is what French typography asks for, rather than a fallback font's.
# Needs Debian's python3-fonttools and python3-brotli (not needed to build or test the site).
set -euo pipefail
cd "$(dirname "$0")/../.."

CORE="U+0020-007E,U+00A0,U+00A7,U+00A9,U+00AB,U+00AD,U+00B7,U+00BB,U+00C0,U+00C4,U+00C7-00C9,U+00D6,U+00DC,U+00DF,U+00E0,U+00E2,U+00E4,U+00E7-00EB,U+00EE-00EF,U+00F4,U+00F6,U+00F9,U+00FB-00FC,U+0152-0153,U+2009,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+202F,U+20AC"
SOURCE="node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"
TARGET="src/assets/fonts/plus-jakarta-sans-core.woff2"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$SOURCE" wght=400:800 -q -o "$work/weights.ttf"
/usr/bin/python3 - "$work/weights.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for table in font["cmap"].tables:
    if table.isUnicode():
        table.cmap[0x202F] = table.cmap[0x2009]
font.save(sys.argv[1])
PY
/usr/bin/python3 -m fontTools.subset "$work/weights.ttf" --unicodes="$CORE" --layout-features='calt,ccmp,kern,liga,locl,tnum' \
  --flavor=woff2 --output-file="$TARGET"
echo "$TARGET: $(stat -c %s "$TARGET") bytes (from $(stat -c %s "$SOURCE"))"
