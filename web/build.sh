#!/usr/bin/env bash
# Builds the web app into dist/: the release wasm of the app, wasm-bindgen's JS glue, the
# page, its manifest, icons and service worker. Serve dist/ with any static file server:
#   web/build.sh && python3 -m http.server -d dist 8080     (then open http://localhost:8080)
# The wasm-bindgen CLI must be the version of the wasm-bindgen crate in Cargo.lock; it is
# installed from crates.io with `cargo install` when missing (about a minute and a half, once).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
out=${1:-dist}
target=${CARGO_TARGET_DIR:-target}

rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$' \
  || rustup target add wasm32-unknown-unknown

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
  echo "installing wasm-bindgen-cli $want (was: ${have:-none})"
  # The one binary used, without its test runner's TLS, unoptimized and without our lints: 125 s
  # of CPU to build instead of 439 (a fresh CI machine builds it every run), and 2.6 s instead
  # of 0.8 s to run, writing the same bytes.
  env -u RUSTC_WORKSPACE_WRAPPER -u RUSTFLAGS CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
    CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 CARGO_PROFILE_RELEASE_LTO=false \
    cargo install --force wasm-bindgen-cli --version "$want" --no-default-features --bin wasm-bindgen
fi

# The `web` profile (Cargo.toml): optimized for size, the whole program at once. The names of
# the functions are left out of the module (a seventh of its bytes; only a debugger reads them).
cargo build --profile web --target wasm32-unknown-unknown --bin coop-automa
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$out" \
  --out-name coop-automa "$target/wasm32-unknown-unknown/web/coop-automa.wasm"
cp web/index.html web/storage.js web/manifest.json web/manifest.pt-BR.json web/icon-192.png web/icon-512.png "$out/"
# A new build gets a new cache name, so the service worker drops the old files.
stamp=$(sha256sum "$out/coop-automa_bg.wasm" "$out/coop-automa.js" | sha256sum | cut -c1-16)
sed "s/coop-automa-dev/coop-automa-$stamp/" web/sw.js > "$out/sw.js"
ls -l "$out"
