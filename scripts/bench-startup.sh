#!/usr/bin/env bash
# Start-up side by side: the app and a minimal eframe window built with the same features (and
# eframe's default fonts) and profile, alternating, under one Xvfb server. Prints the medians
# of "process start to first frame" (as each program reports it) and of peak memory (max RSS),
# the ratios app/minimal, frames drawn and CPU time over 10 idle seconds (the app on its setup
# screen / in a game), and the binary sizes.
#   scripts/bench-startup.sh [RUNS]      (default 10 runs of each)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
command -v Xvfb >/dev/null || { apt-get update -qq && apt-get install -y -qq xvfb >/dev/null; }
[ -x /usr/bin/time ] || apt-get install -y -qq time >/dev/null
target=${CARGO_TARGET_DIR:-target}
cargo build --release --bin coop-automa 2>&1 | tail -1
# The yardstick keeps eframe's default fonts (the app has its own): built with them, in a
# target folder of its own so that neither build undoes the other's.
CARGO_TARGET_DIR=$target/minimal cargo build --release --features egui-default-fonts \
  --example minimal_window 2>&1 | tail -1
app=$target/release/coop-automa
min=$target/minimal/release/examples/minimal_window
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
tmp=$(mktemp -d)
measure() { # name binary
  local out
  out=$(/usr/bin/time -f "maxrss_kb %M" "$2" --exit-after-frames 5 2>&1)
  echo "$out" | sed -n 's/^first frame: \([0-9]*\) ms.*/\1/p' >>"$tmp/$1.ms"
  echo "$out" | sed -n 's/^maxrss_kb \([0-9]*\)/\1/p' >>"$tmp/$1.kb"
}
for _ in $(seq "$runs"); do
  measure app "$app"
  measure min "$min"
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
printf "%-28s %12s %12s %8s\n" "" "app" "minimal" "ratio"
for metric in ms kb; do
  a=$(median "$tmp/app.$metric"); m=$(median "$tmp/min.$metric")
  label=$([ $metric = ms ] && echo "first frame (ms, median)" || echo "peak RSS (KiB, median)")
  printf "%-28s %12s %12s %8.2f\n" "$label" "$a" "$m" "$(echo "$a / $m" | bc -l)"
done
# Idle: each program started with no input, its frames counted (the app prints a line per
# frame with --log-frames; the minimal window draws only when egui asks) and its CPU time read
# from /proc between seconds 3 and 13.
idle() { # name binary args...
  local name=$1; shift
  "$@" 2>"$tmp/$name.frames" &
  local pid=$!
  sleep 3
  local t0 f0 t1 f1
  t0=$(awk '{print $14+$15}' /proc/$pid/stat); f0=$(grep -c '^frame ' "$tmp/$name.frames" || true)
  sleep 10
  t1=$(awk '{print $14+$15}' /proc/$pid/stat); f1=$(grep -c '^frame ' "$tmp/$name.frames" || true)
  kill $pid; wait $pid 2>/dev/null || true
  echo "$((t1 - t0)) $((f1 - f0))"
}
data=$(mktemp -d)
read -r app_ticks app_frames < <(idle app "$app" --log-frames --data-dir "$data")
read -r play_ticks play_frames < <(idle play "$app" --log-frames --data-dir "$data" saves/first-game-round-7.ron)
read -r min_ticks min_frames < <(idle min "$min" --log-frames)
rm -rf "$data"
hz=$(getconf CLK_TCK)
printf "%-28s %12s %12s\n" "idle 10 s: frames drawn" "$app_frames / $play_frames" "$min_frames"
printf "%-28s %12s %12s\n" "idle 10 s: CPU (1/$hz s)" "$app_ticks / $play_ticks" "$min_ticks"
printf "%-28s %12s %12s %8.2f\n" "binary size (bytes)" "$(stat -c %s $app)" "$(stat -c %s $min)" \
  "$(echo "$(stat -c %s $app) / $(stat -c %s $min)" | bc -l)"
echo "($runs runs each, alternating, $(date -u +%Y-%m-%d), $(nproc) cores)"
