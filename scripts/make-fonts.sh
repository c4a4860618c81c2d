#!/usr/bin/env bash
# Makes assets/fonts/ again: Atkinson Hyperlegible Next, Regular and Bold, cut down to the
# characters the app can show and the next languages may need, its rows made as tight as
# egui's own font's, with the font's licence beside them. The full fonts come from the npm
# registry (the Google Fonts release, as packed by @expo-google-fonts), checked by their
# SHA-256; fontTools (pyftsubset) comes from PyPI.
#   scripts/make-fonts.sh          (needs npm, python3; writes only assets/fonts/)
set -euo pipefail
cd "$(dirname "$0")/.."
package=@expo-google-fonts/atkinson-hyperlegible-next@0.4.1
fonttools=fonttools==4.68.0
regular_sha=60f8c1a1b2e7da47ff7af95c3e5b5b1232ca5b3771e93eb587784f08fb1e6650
bold_sha=4ba7415b7095e546720446b6d47daa95d6f482d9fd40c729793e21d67cc9f366

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package" >/dev/null && tar xzf ./*.tgz)
regular=$work/package/400Regular/AtkinsonHyperlegibleNext_400Regular.ttf
bold=$work/package/700Bold/AtkinsonHyperlegibleNext_700Bold.ttf
echo "$regular_sha  $regular" | sha256sum -c --quiet
echo "$bold_sha  $bold" | sha256sum -c --quiet
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet "$fonttools"

# Basic Latin, Latin-1 Supplement, Latin Extended-A, and Romanian's comma letters (the
# languages a table may ask for next); the dashes, quotes, bullet and ellipsis of General
# Punctuation; the euro, the trade mark, the minus and the comparison signs. Codepoints the
# font lacks are left out silently: the glyph test (crates/kit/src/fonts.rs) says what the app uses.
unicodes="U+0020-007E,U+00A0-00FF,U+0100-017F,U+0218-021B,U+2010-2027,U+2030,U+2039-203A,\
U+20AC,U+2122,U+2212,U+2248,U+2260,U+2264-2265"
# Kerning and accent placement are kept (egui shapes text with them); the hinting
# instructions are dropped (egui draws outlines itself and never reads them).
features="kern,mark,mkmk,ccmp,locl"
mkdir -p assets/fonts
for weight in Regular Bold; do
  source=$([ $weight = Regular ] && echo "$regular" || echo "$bold")
  "$work/venv/bin/pyftsubset" "$source" --unicodes="$unicodes" --layout-features="$features" \
    --no-hinting --desubroutinize --name-IDs='*' --name-languages='*' \
    --output-file="assets/fonts/AtkinsonHyperlegibleNext-$weight.ttf"
done
# Rows as tall as those of egui's own font (1.17 of the size, against the font's 1.30), so
# every layout measured for it keeps its room: the line spacing is set to the outlines' own
# extent (the highest accent, Ĺ, and the lowest tail, ș), so no glyph reaches past its row.
"$work/venv/bin/python" - <<'PY'
from fontTools.ttLib import TTFont
for weight in ["Regular", "Bold"]:
    path = f"assets/fonts/AtkinsonHyperlegibleNext-{weight}.ttf"
    font = TTFont(path)
    top, bottom = font["head"].yMax, font["head"].yMin
    assert 0 < top <= 920 and -252 <= bottom < 0, (path, top, bottom)
    ascent, descent = 920, -252
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = ascent, descent, 0
    os2 = font["OS/2"]
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent
    font.save(path)
PY
cp "$work/package/LICENSE_FONT" assets/fonts/OFL.txt
ls -l assets/fonts
