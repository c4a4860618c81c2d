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
what=${1:?usage: scripts/mutants.sh duel|duel-core|duel-setup|duel-rules|pyramid|coop|ends|store-backup|store-restore|store-results|store-files|store-saves|store-shelves|app-fold|app-bgstats|app-quiet|app-zoom|engine}; shift
package=""
test_packages=()
filters=()
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
  # The store (crates/store) is tested first by its own tests (its unit tests and tests/store:
  # no egui, each mutant built and tested in seconds). MUTANTS_APP=1 tests with the app's binary
  # instead (tests/all: the games there are the app's), for what the store's own left alive
  # (`--iterate`, same output folder): each mutant builds the app's lib and that one binary (the
  # workspace's tests, `--test all`: the app's alone has it), and runs the modules that read the
  # store (`filters`).
  store-backup)
    files=(crates/store/src/{backup,backup_file,restore,auto_backup}.rs) ;;&
  store-restore)
    files=(crates/store/src/{restore,backup_file}.rs) ;;&
  store-results)
    files=(crates/store/src/{results,mode_results}.rs) ;;&
  store-files)
    files=(crates/store/src/{atomic,backend}.rs) ;;&
  store-saves)
    files=(crates/store/src/{save,saved,shelves,lib}.rs) ;;&
  # The list of years of games: the heads, the shelves, the fold (issue 61).
  store-shelves)
    files=(crates/store/src/{fold,shelves}.rs) ;;&
  store-backup|store-restore|store-results|store-files|store-saves|store-shelves)
    package=coop-automa-store
    tests=(--lib --test store)
    if [ "${MUTANTS_APP:-0}" = 1 ]; then
      tests=(--test all)
      test_packages=(coop-automa)
      filters=(backup:: backup_reminder:: backup_ui:: kill_restore:: kill:: older_data_folder::
        results:: store:: store_backend:: store_duel:: store_pyramid:: balance_report::
        load_fuzz:: load_structure:: all_games:: fold_games::)
    fi ;;
  # Every mode's end: the coop's round end and Fleet round, the pyramid's turn and score,
  # the Duel's turn and score (each mode's mutants run that crate's tests).
  ends)
    files=(crates/coop/src/round.rs crates/pyramid/src/{turn,score}.rs crates/duel/src/{score,turn}.rs)
    tests=(--lib --test rules) ;;
  # The app's fold of old games and the Results' table filter (issue 61): the app's unit
  # tests and the tests/all modules that read them.
  app-fold)
    # (Two packages: every crate's tests of these names run, the kit's unit tests too.)
    files=(src/app/library/fold.rs crates/kit/src/tables.rs)
    test_packages=(coop-automa coop-automa-kit)
    tests=(--lib --test all)
    filters=(fold_games:: results:: all_games:: library::fold tables) ;;
  # The BG Stats play (issue 61): its JSON and the play made from a result.
  app-bgstats)
    # (In the seam, tested by its own unit tests and the app's tests/all.)
    files=(crates/seam/src/bgstats/json.rs crates/seam/src/bgstats/mod.rs)
    test_packages=(coop-automa coop-automa-seam)
    tests=(--lib --test all)
    filters=(bgstats) ;;
  # The web's quiet pointer moves (issue 60): the decision is tested on the desktop too.
  app-quiet)
    files=(crates/kit/src/quiet_moves/mod.rs)
    package=coop-automa-kit
    tests=(--lib)
    filters=(quiet_moves) ;;
  # The zoom and layout edges (issue 61): the fit to the window, the text size's steps, the
  # phone's edge, a finger's size, the corners. The lib's tests first; MUTANTS_APP=1 runs the
  # screens' tests at every size for what they leave (`--iterate`, same output folder).
  app-zoom)
    files=(crates/kit/src/{theme,zoom}.rs)
    package=coop-automa-kit
    tests=(--lib)
    filters=(theme zoom)
    if [ "${MUTANTS_APP:-0}" = 1 ]; then
      test_packages=(coop-automa)
      tests=(--test all)
      filters=(theme text_size:: tv:: menu_reach:: phone:: screen:: which_card_fit:: dialogs::
        ui:: painted:: duel_ui:: pyramid_ui:: coop_pt::)
    fi ;;
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
# The package mutated (the rules' are found from the files; the store's tests are elsewhere).
if [ -n "$package" ]; then args+=(--package "$package"); else args+=(--workspace); fi
# (cargo-mutants builds its unmutated baseline with the mutated package's tests only, where
# `--test all` is not: the tree is the one `cargo test` just passed, so it is skipped.)
if [ ${#test_packages[@]} -gt 0 ]; then args+=(--test-workspace=true --baseline=skip); fi
if [ ${#filters[@]} -gt 0 ]; then
  args+=(--cargo-test-arg=--)
  for f in "${filters[@]}"; do args+=(--cargo-test-arg="$f"); done
fi
# MUTANTS_NICE (default 19): 0 when the run is itself the load beside another measurement.
exec nice -n "${MUTANTS_NICE:-19}" cargo mutants "${args[@]}" -j "${MUTANTS_JOBS:-1}" --timeout "${MUTANTS_TIMEOUT:-120}" -o "target/mutants-$what" "$@"
