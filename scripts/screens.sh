#!/usr/bin/env bash
# Screenshots of every screen state the tests check, at the sizes a table uses, to look at
# as a player would. Writes OUT/<state>-<size>[-z2].png.
#   scripts/screens.sh OUT [SIZES...]     (default sizes: 1024x600 1920x1080 768x1024)
# "-z2": the same with the table's zoom at its largest step (Ctrl + five times).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/screens.sh OUT [SIZES...]}; shift || true
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1024x600 1920x1080 768x1024)
cargo build -q --release --bin coop-automa --example screen_states
target=${CARGO_TARGET_DIR:-target}
states=$(mktemp -d); data=$(mktemp -d)
"$target/release/examples/screen_states" "$states" >/dev/null
mkdir -p "$out"
zoom="ctrl+plus ctrl+plus ctrl+plus ctrl+plus ctrl+plus"
for f in "$states"/*.ron; do
  name=$(basename "$f" .ron)
  for size in "${sizes[@]}"; do
    ../shared/tools/screenshot.sh "$out/$name-$size.png" --size "$size" --keys "Escape" -- \
      "$target/release/coop-automa" --size "$size" --data-dir "$data" "$f" >/dev/null
    if [ "$size" = 1024x600 ]; then
      ../shared/tools/screenshot.sh "$out/$name-$size-z2.png" --size "$size" --keys "$zoom" -- \
        "$target/release/coop-automa" --size "$size" --data-dir "$data" "$f" >/dev/null
    fi
  done
done
rm -rf "$states" "$data" "$out"/*.png.log
ls "$out"
