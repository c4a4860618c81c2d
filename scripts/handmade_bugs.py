#!/usr/bin/env python3
"""Hand-made bugs: small, plausible edits a reviewer would fear (a line that says a little too
much, a rule's permissive side, a number from a table), each applied alone to the source, the
tests run, and the tests that failed listed. A bug no test fails *survives*. See
docs/mutants.md, "Hand-made bugs".

    scripts/handmade_bugs.py                 # every bug, the tests that can see it
    scripts/handmade_bugs.py --full NAME...  # the whole suite, for the named bugs

Needs cargo-nextest. The file is put back after each bug, whatever happens. A bug whose text is
no longer in its file is reported "stale": the code moved on, write it again.
"""

import re
import subprocess
import sys
import time

# name: (file, the text as it is, the bug), each text found exactly once.
BUGS = {
    # The screen says a little more than it may.
    "duel_deck_names_next": (
        "src/app/duel/words.rs",
        'None => format!("Curse Deck: {}", count(game.deck_len(), "card", "cards")),',
        'None => format!("Curse Deck: {} (next: {})", count(game.deck_len(), "card", "cards"), '
        'game.deck_hidden().first().map_or("", |c| c.name())),',
    ),
    "coop_piles_name_next_hex": (
        "src/app/coop/automa.rs",
        'count(game.hex_pile_len(), "Hex", "Hexes")\n    )',
        'count(game.hex_pile_len(), "Hex", "Hexes")\n    ) + &game.hex_pile_hidden().last()'
        '.map(|h| format!(" (next: {})", h.name())).unwrap_or_default()',
    ),
    "pyr_score_count_off": (
        "src/app/pyramid/play.rs",
        '(game.score_pile_len().to_string(), "in its score pile"),',
        '(game.score_pile_len().max(game.deck_len() / 10).to_string(), "in its score pile"),',
    ),
    "duel_life_of_the_current_player": (
        "src/app/duel/play.rs",
        "    let life = game.life(player);",
        "    let life = game.life(game.current());",
    ),
    "undo_notice_names_the_one_before": (
        "src/app/table.rs",
        "        match result {\n            Ok(()) => {\n                let done",
        "        let label = if undo { game.undo_label() } else { label };\n"
        "        match result {\n            Ok(()) => {\n                let done",
    ),
    # A rule's permissive side: allowed where the spec refuses.
    "pyr_bonus_after_middle_buy": (
        "crates/pyramid/src/reactions.rs",
        "s.marks.top_bought |= place == Place::T;",
        "s.marks.top_bought |= place.row() != Row::Bottom;",
    ),
    "pyr_seven_cards_mark_copied": (
        "crates/pyramid/src/reactions.rs",
        'Reaction::SevenCards => ("7 or more cards", s.marks.seven_cards),',
        'Reaction::SevenCards => ("7 or more cards", s.marks.fourth_action),',
    ),
    "pyr_outpost_only_fourth_action": (
        "crates/pyramid/src/reactions.rs",
        "    if s.marks.outpost {",
        "    if s.marks.outpost && why == Reaction::FourthAction {",
    ),
    "pyr_gain_from_middle_row": (
        "crates/pyramid/src/reactions.rs",
        "    if place.row() != Row::Bottom {\n        return Err(PyramidError::Forbidden(format!(\n"
        '            "Only a VP card',
        "    if place.row() == Row::Top {\n        return Err(PyramidError::Forbidden(format!(\n"
        '            "Only a VP card',
    ),
    "pyr_curse_estate_any_row": (
        "crates/pyramid/src/reactions.rs",
        "if place.row() != Row::Bottom || s.pyramid.get(place) != Some(Card::Estate) {",
        "if s.pyramid.get(place) != Some(Card::Estate) {",
    ),
    "pyr_curse_onto_a_card": (
        "crates/pyramid/src/reactions.rs",
        "if s.pyramid.get(place).is_some() {",
        "if s.pyramid.get(place) == Some(Card::Curse) {",
    ),
    "duel_contagion_on_deck_any_turn": (
        "crates/duel/src/effects.rs",
        "let own_turn = p == s.current;",
        "let own_turn = !s.player(p).is_out();",
    ),
    "duel_eliminated_may_answer": (
        "crates/duel/src/attack.rs",
        "        if s.player(r.player).is_out() {",
        "        if s.player(r.player).is_out() && r.player == s.current {",
    ),
    "duel_gift_to_oneself_on_ones_turn": (
        "crates/duel/src/rules.rs",
        "    if from == to {",
        "    if from == to && from != s.current {",
    ),
    # A number from a spec table.
    "coop_colony_worth_six": (
        "crates/coop/src/score.rs",
        "let colonies = i32::from(holdings.colonies) * AUTOMA_POINTS_PER_COLONY;",
        "let colonies = i32::from(holdings.colonies) * AUTOMA_POINTS_PER_PROVINCE;",
    ),
    "pyr_advanced_three_points": (
        "crates/pyramid/src/mix.rs",
        "            Level::Advanced => 4,",
        "            Level::Advanced => 3,",
    ),
}

# The tests that read rules and screens: the rest (files, kill, fuzz) cannot see these bugs.
# The rules crates' own binaries (`crates/<mode>/tests/rules`), and these modules of the app's
# one binary (`tests/all`).
NEAR = " | ".join(
    [
        "kind(lib)",
        "binary(rules)",
        "(binary(all) & test(/^("
        + "|".join(
            [f"{m}_" for m in "rules_words duel_rules_words pyramid_rules_words".split()]
            + [
                f"{m}::"
                for m in (
                    "properties pyramid_properties duel_properties screen_hidden screen_lines "
                    "screen_undo screen_words screen ui ui_truth ui_words pyramid_ui duel_ui "
                    "long_random"
                ).split()
            ]
        )
        + ")/))",
    ]
)


def run(name, full):
    path, old, new = BUGS[name]
    source = open(path).read()
    if source.count(old) != 1:
        return "stale", []
    try:
        open(path, "w").write(source.replace(old, new))
        command = ["cargo", "nextest", "run", "--no-fail-fast", "--status-level", "fail",
                   "--final-status-level", "fail"]
        if not full:
            command += ["-E", NEAR]
        out = subprocess.run(command, capture_output=True, text=True).stderr
    finally:
        open(path, "w").write(source)
    if re.search(r"^error(\[E\d+\])?: could not compile|^error\[E", out, re.M):
        return "does not compile", []
    failed = sorted(set(re.findall(r"^\s+FAIL \[[^\]]*\] (?:\(\s*\d+/\d+\) )?(\S+ \S+)", out, re.M)))
    return ("killed" if failed else "survives"), failed


def main():
    args = sys.argv[1:]
    full = "--full" in args
    names = [a for a in args if a != "--full"] or list(BUGS)
    for name in names:
        start = time.time()
        verdict, failed = run(name, full)
        print(f"{name}: {verdict} ({time.time() - start:.0f} s)", flush=True)
        for test in failed:
            print(f"    {test}", flush=True)


if __name__ == "__main__":
    main()
