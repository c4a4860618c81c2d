#!/usr/bin/env bash
# Smoke test: the real binary opens a real X window (Xvfb), draws 5 frames and exits 0; and
# plays at a host's table.
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
# A window at a host's table (issue 63): `coop-automa host` serves a coop game and a Duel
# for three; the real window joins each by its link (`--join`) under Xvfb, and Space pressed
# in it, once the host's game is on its table, is a step the host plays and autosaves.
hostdata=$(mktemp -d)
web=$(mktemp -d)
hostlog=$(mktemp)
mkdir "$hostdata/games"
cp saves/first-game-round-7.ron "$hostdata/games/first-game.ron"
cp saves/duel-cams-turn.ron "$hostdata/games/duel.ron"
echo app >"$web/index.html"
"$bin" host --data-dir "$hostdata" --web "$web" --port 0 >"$hostlog" 2>&1 &
host_pid=$!
trap 'kill "$host_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1200); do grep -q "serving on" "$hostlog" && break; sleep 0.1; done
grep -q "serving on" "$hostlog" || { echo "smoke test FAILED: the host did not serve" >&2; cat "$hostlog" >&2; exit 1; }
# The actions a save holds: its list's items at the list's own depth.
count=$(mktemp)
cat >"$count" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
i = s.index('[', re.search(r'actions:\s*\[', s).start())
depth, items, text = 0, 0, ''
for c in s[i:]:
    depth += (c in '[(') - (c in '])')
    if depth == 0:
        break
    if not c.isspace():
        text += c
    if c == ',' and depth == 1:
        items += 1
body = text[1:]
print(0 if body == '' else items + (0 if body.endswith(',') else 1))
PY
actions() { python3 "$count" "$1"; }
at_table() {
  local game=$1 file=$2
  local link
  link=$(grep -o "http://[^ ]*join=[0-9a-f]*&game=$game" "$hostlog" | head -1)
  local addr=${link#http://}
  addr=${addr%%/*}
  local secret=${link#*join=}
  secret=${secret%%&*}
  local before
  before=$(actions "$file")
  export bin file before count
  export ws="ws://$addr/ws/$game?join=$secret"
  if ! xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" timeout 180 bash -c '
      set -euo pipefail
      wlog=$(mktemp)
      wdata=$(mktemp -d)
      "$bin" --data-dir "$wdata" --join "$ws" 2>"$wlog" &
      app=$!
      trap "kill $app 2>/dev/null || true" EXIT
      until grep -q "the host.s game .* is on the table" "$wlog"; do sleep 0.1; done
      w=$(xdotool search --sync --onlyvisible --pid "$app" | head -1)
      xdotool windowfocus --sync "$w"
      xdotool key --clearmodifiers space
      until [ "$(python3 "$count" "$file")" -gt "$before" ]; do sleep 0.1; done
    '; then
    echo "smoke test FAILED: a window at the host's table ($game)" >&2
    cat "$hostlog" >&2
    exit 1
  fi
  echo "smoke test: a window at the host's table: Space played on the host's $game ($before -> $(actions "$file") actions)"
}
at_table example-first-game-round-7 "$hostdata/games/first-game.ron"
at_table example-duel-cams-turn "$hostdata/games/duel.ron"
kill "$host_pid"
trap - EXIT
rm -rf "$hostdata" "$web" "$hostlog" "$count"
rm -rf "$data" "$log"
