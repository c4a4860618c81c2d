#!/usr/bin/env bash
# Issue 43's "green five times in a row while another build keeps both cores busy": runs
# `.ci/run` N times (default 5), each in a fresh clone of HEAD, with a load beside it: the
# app built for release from a cold target folder, again and again, at normal priority.
# Prints each run's result, wall time and the whole machine's busy CPU seconds; stops at the
# first failure. Not run in CI (it is CI, five times over).
#   scripts/ci-under-load.sh [runs] [work-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
work=${2:-/tmp/ci-under-load}
repo=$(pwd)
# The work folder is emptied first: only one this script made (its mark inside), never
# another folder given by mistake.
if [ -e "$work" ] && [ ! -e "$work/.ci-under-load" ]; then
  echo "$work exists and was not made by this script: give another work folder" >&2
  exit 2
fi
rm -rf "$work" && mkdir -p "$work" && touch "$work/.ci-under-load"
git clone -q "$repo" "$work/load"
busy() { awk '/^cpu /{ print ($2 + $3 + $4 + $7 + $8) / 100 }' /proc/stat; }

# The load in a process group of its own, so that the cargo it has started ends with it.
setsid bash -c '
  work=$1; n=0
  while [ ! -e "$work/stop" ]; do
    rm -rf "$work/load-target"
    (cd "$work/load" && CARGO_TARGET_DIR="$work/load-target" cargo build --release >"$work/load.log" 2>&1) || true
    n=$((n + 1))
    echo "$(date +%T) load build $n ended" >>"$work/load-builds.txt"
  done' load "$work" &
load_pid=$!
trap 'touch "$work/stop"; kill -- -"$load_pid" 2>/dev/null || true' EXIT

for i in $(seq 1 "$runs"); do
  rm -rf "$work/clone"
  git clone -q "$repo" "$work/clone"
  start=$(date +%s); cpu=$(busy)
  rc=0
  (cd "$work/clone" && CI=true bash .ci/run >"$work/run-$i.log" 2>&1) || rc=$?
  wall=$(($(date +%s) - start))
  echo "run $i: rc=$rc, $((wall / 60)) min $((wall % 60)) s, busy CPU $(echo "$(busy) - $cpu" | bc) s, $(grep -h '^tests:' "$work/run-$i.log" || echo 'no test line')"
  [ "$rc" -eq 0 ] || { echo "run $i failed: $work/run-$i.log"; exit 1; }
done
echo "$runs runs green in a row under load ($(cat "$work/load-builds.txt" 2>/dev/null | wc -l) load builds ended)"
