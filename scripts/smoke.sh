#!/usr/bin/env bash
# Smoke test: the real binary opens a real X window (Xvfb), draws 5 frames and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-debug}
if [ "$profile" = release ]; then cargo build --release; else cargo build; fi
bin=target/$profile/coop-automa
log=$(mktemp)
if ! xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" timeout 120 "$bin" --exit-after-frames 5 2>"$log"; then
  echo "smoke test FAILED: the app did not draw 5 frames and exit 0" >&2
  cat "$log" >&2
  exit 1
fi
grep -q "first frame" "$log" || { echo "smoke test FAILED: no first-frame line" >&2; cat "$log" >&2; exit 1; }
echo "smoke test passed: $(grep 'first frame' "$log")"
