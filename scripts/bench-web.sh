#!/usr/bin/env bash
# The web build beside a minimal eframe page built the same way (src/bin/coop-automa-minimal-web.rs),
# in the same run: the gzipped size of wasm + JS, and the time from navigation to the first
# frame in headless Chromium (median of N loads each, alternating, each in a fresh context).
#   scripts/bench-web.sh [N]        (needs web/build.sh's tools and `cd web && npm ci`)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-9}
target=${CARGO_TARGET_DIR:-target}
web/build.sh dist >/dev/null
# The yardstick keeps eframe's default fonts (the app has its own): built with them, in a
# target folder of its own so that neither build undoes the other's.
minimal_target=$target/minimal
CARGO_TARGET_DIR=$minimal_target cargo build -q --profile web --target wasm32-unknown-unknown \
  --features egui-default-fonts --bin coop-automa-minimal-web
rm -rf dist-minimal && mkdir -p dist-minimal
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir dist-minimal \
  --out-name coop-automa "$minimal_target/wasm32-unknown-unknown/web/coop-automa-minimal-web.wasm"
# The same page, without the app's test hook (the minimal module has none) and no worker.
sed -e 's/import init, {[^}]*} from/import init from/' \
    -e 's/window.coopAutomaState = () => test_state();//' \
    -e 's/window.coopAutomaView = () => test_view();//' \
    -e 's/window.coopAutomaProgress = () => test_progress();//' \
    -e 's/window.coopAutomaNotice = () => test_notice();//' \
    -e 's/window.coopAutomaSeen = () => test_seen();//' \
    -e 's/window.coopAutomaFrames = () => test_frames();//' \
    -e 's/window.coopAutomaMovedFrames = () => test_moved_frames();//' \
    -e 's/navigator.serviceWorker.register("sw.js")/Promise.resolve()/' \
    -e 's/window.coopAutomaKv = await openStorage(storageChanged);//' \
    -e 's|import { openStorage } from "./storage.js";||' \
    web/index.html > dist-minimal/index.html
size() { cat "$1/coop-automa_bg.wasm" "$1/coop-automa.js" | gzip -9 | wc -c; }
app=$(size dist); minimal=$(size dist-minimal)
echo "gzipped wasm + js: app $app bytes, minimal $minimal bytes, ratio $(echo "scale=2; $app / $minimal" | bc)"
echo "raw wasm: app $(wc -c < dist/coop-automa_bg.wasm) bytes, minimal $(wc -c < dist-minimal/coop-automa_bg.wasm) bytes"
node web/tests/first-frame.mjs dist dist-minimal "$n"
# Where the difference lies: code by crate, from the modules cargo built (they keep names).
python3 scripts/wasm-sizes.py "$target/wasm32-unknown-unknown/web/coop-automa.wasm" \
  "$minimal_target/wasm32-unknown-unknown/web/coop-automa-minimal-web.wasm" 12
# Each layer within its budget, and the page no larger against the minimal one than
# scripts/wasm-budget.txt allows: this fails when one is over.
python3 scripts/wasm-sizes.py "$target/wasm32-unknown-unknown/web/coop-automa.wasm" \
  --budget scripts/wasm-budget.txt
allowed=$(awk '$1 == "page-ratio" { print $2 }' scripts/wasm-budget.txt)
if [ "$(echo "$app > $minimal * $allowed" | bc)" = 1 ]; then
  echo "the page is over its budget: more than $allowed times the minimal page" >&2
  exit 1
fi
echo "within budget: every crate, and the page at most $allowed times the minimal page"

