#!/usr/bin/env bash
# Takes the README's picture: a First Game with two named players, played to round 3's Hex.
#   scripts/readme-screenshot.sh [OUT.png]   (needs xvfb, xdotool, imagemagick)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/play-screen.png}
cargo build --release 2>&1 | tail -1
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
# A fresh data folder: no "Resume" buttons to move the setup screen down.
data=$(mktemp -d)
"${CARGO_TARGET_DIR:-target}"/release/coop-automa --data-dir "$data" &
app=$!
sleep 3
# Without a window manager nobody gives the window the keyboard: do it by hand.
xdotool search --sync --name "coop-automa" windowfocus --sync 2>/dev/null || true
type_at() { xdotool mousemove "$1" "$2" click 1; sleep 0.3; xdotool key ctrl+a; xdotool type --delay 50 "$3"; sleep 0.3; }
type_at 137 207 "Alex"
type_at 137 293 "Bea"
type_at 277 648 "2026"
# The start button stands where the big button will be: the middle of the bottom bar.
xdotool mousemove 640 746 click 1; sleep 0.8
# 0.8 s apart: a tap within half a second of the big button changing is not taken.
for _ in $(seq 10); do xdotool mousemove 640 740 click 1; sleep 0.8; done
xdotool mousemove 1150 560; sleep 0.8
import -window root "$out"
kill $app
rm -rf "$data"
echo "$out"
