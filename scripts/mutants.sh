#!/usr/bin/env bash
# Mutation testing (issue 12): cargo-mutants over one mode's rules or the store, running only
# the tests that belong to them (the whole suite takes minutes a mutant). Writes
# target/mutants-<what>/mutants.out/ (caught.txt, missed.txt, timeout.txt, unviable.txt).
#   scripts/mutants.sh <slice> [extra cargo-mutants args]   (slices: the usage line below)
# MUTANTS_JOBS=2 builds and tests two mutants at once (each in its own copy of the tree).
# MUTANTS_TIMEOUT (seconds, default 120) ends a mutant's tests: a mutant that makes a game
# never end counts as caught (timeout.txt). PROPTEST_CASES, when set, runs the property tests
# with fewer cases (tests/all/common/mod.rs `cases`); rerun what that misses at the full count.
# Needs cargo-mutants: `cargo install cargo-mutants` (v27). Not run in CI: hours on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: scripts/mutants.sh duel|duel-core|duel-setup|duel-rules|pyramid|coop|store|store-files|store-saves|store-results|engine}; shift
# A rules slice (duel*, pyramid, coop) runs its crate's own tests: the unit tests and
# crates/<mode>/tests/rules (no egui linked); cargo-mutants tests the mutated package only.
# The tests that read the rules' words are in the app's binary (tests/all), not in the slice.
case "$what" in
  duel)
    files=(crates/duel/src/{rules,effects,attack,score,turn,state,cards,setup,list}.rs) ;;&
  duel-core)
    files=(crates/duel/src/{attack,score,turn}.rs) ;;&
  duel-setup)
    files=(crates/duel/src/{state,cards,setup,list}.rs) ;;&
  duel-rules)
    files=(crates/duel/src/{rules,effects}.rs) ;;&
  duel|duel-core|duel-setup|duel-rules)
    tests=(--lib --test rules) ;;
  pyramid)
    files=(crates/pyramid/src/{rules,positions,deal,mix,place,reactions,score,state,adjust,ai_scoring,turn,setup,cards}.rs)
    tests=(--lib --test rules) ;;
  coop)
    files=(crates/coop/src/{rules,automa,supply,score,states,setup,game,ladder,timeline}.rs)
    tests=(--lib --test rules) ;;
  store)
    files=(src/store/{atomic,backend,mode_game,results,pyramid_results,duel_results,save,mod}.rs)
    tests=(--lib --test store --test store_backend --test store_pyramid --test store_duel --test results --test load_fuzz --test load_structure --test kill) ;;
  # The store in three parts, each with the tests that reach it (the kill test, 6 s a run,
  # only where the writer and the folder are).
  store-files)
    files=(src/store/{atomic,backend}.rs)
    tests=(--lib --test store --test store_backend --test store_pyramid --test store_duel --test kill) ;;
  store-saves)
    files=(src/store/{mode_game,save,mod}.rs)
    tests=(--lib --test store --test store_backend --test store_pyramid --test store_duel --test results --test load_fuzz --test load_structure) ;;
  store-results)
    files=(src/store/{results,pyramid_results,duel_results}.rs)
    tests=(--lib --test store --test store_pyramid --test store_duel --test results) ;;
  engine)
    files=(crates/engine/src/{session,history,pile,rng}.rs)
    tests=(--lib --test properties --test duel_properties --test pyramid_properties --test load_structure) ;;
  *) echo "unknown: $what" >&2; exit 2 ;;
esac
# No debug info: links take a fraction of the time, and the tests are the same.
export CARGO_PROFILE_DEV_DEBUG=0
args=()
for f in "${files[@]}"; do args+=(-f "$f"); done
# The test targets go to every cargo call (--cargo-arg), not only to `cargo test` (after `--`):
# so each mutant's build links just those test binaries, not all thirty.
for t in "${tests[@]}"; do args+=(--cargo-arg="$t"); done
exec nice -n 19 cargo mutants "${args[@]}" -j "${MUTANTS_JOBS:-1}" --timeout "${MUTANTS_TIMEOUT:-120}" -o "target/mutants-$what" "$@"
