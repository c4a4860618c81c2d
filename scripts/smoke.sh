#!/usr/bin/env bash
# Smoke test: the real binary opens a real X window (Xvfb), draws 5 frames and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
# SMOKE_BUILT=1: the binary is built already (CI: `cargo test` built target/debug/coop-automa
# for the integration tests; a plain `cargo build` would compile the app again, with the
# features the tests' dependencies do not add: 44 s beside the phone's browser test).
profile=${1:-debug}
if [ "${SMOKE_BUILT:-}" != 1 ]; then
  if [ "$profile" = release ]; then cargo build --release; else cargo build; fi
fi
bin=${CARGO_TARGET_DIR:-target}/$profile/coop-automa
log=$(mktemp)
data=$(mktemp -d)
run() {
  if ! COOP_AUTOMA_DATA_DIR="$data" xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" \
      timeout 120 "$bin" --exit-after-frames 5 "$@" 2>"$log"; then
    echo "smoke test FAILED: the app did not draw 5 frames and exit 0 ($*)" >&2
    cat "$log" >&2
    exit 1
  fi
  grep -q "first frame" "$log" || { echo "smoke test FAILED: no first-frame line" >&2; cat "$log" >&2; exit 1; }
}
# The setup screen.
run
echo "smoke test: setup screen: $(grep 'first frame' "$log")"
# A saved game given on the command line opens, with the data folder from the environment
# variable (the app takes its lock there), and the opened file is left as it was.
before=$(sha256sum saves/first-game-round-7.ron)
run saves/first-game-round-7.ron
[ -f "$data/lock" ] || { echo "smoke test FAILED: COOP_AUTOMA_DATA_DIR was not used ($data)" >&2; exit 1; }
[ "$(sha256sum saves/first-game-round-7.ron)" = "$before" ] || { echo "smoke test FAILED: the opened file changed" >&2; exit 1; }
echo "smoke test: saved game opened, data folder from the environment: $(grep 'first frame' "$log")"
# A solo pyramid game opens too.
run saves/pyramid-turn-3.ron
echo "smoke test: pyramid game opened: $(grep 'first frame' "$log")"
# And a Duel for three.
run saves/duel-cams-turn.ron
echo "smoke test: Duel game opened: $(grep 'first frame' "$log")"
# A settings file cut short is kept byte for byte beside it (eframe would write over it), and
# the app writes its settings anew.
printf '{"coop-automa-settings":"(dark: fal' >"$data/settings.ron"
cut=$(sha256sum <"$data/settings.ron")
run
[ -f "$data/settings.unread.ron" ] && [ "$(sha256sum <"$data/settings.unread.ron")" = "$cut" ] \
  || { echo "smoke test FAILED: the unreadable settings file was not kept" >&2; ls -la "$data" >&2; exit 1; }
grep -q '"coop-automa-settings"' "$data/settings.ron" \
  || { echo "smoke test FAILED: no settings written after the unreadable file" >&2; exit 1; }
echo "smoke test: an unreadable settings file kept as settings.unread.ron"
rm -rf "$data" "$log"
