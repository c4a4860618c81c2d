//! Games in the states that a table screen must show right: shared for the screen tests and
//! the screenshot example (`cargo run --example screen_states DIR`).
#![allow(dead_code)]

use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Action, Change, Game, Hex, Seat, Setup, SupplyPile, Treasure};

fn apply(game: &mut Game, action: Action) {
    if let Err(e) = game.apply(action) {
        panic!("{action:?} refused: {e:?}");
    }
}

/// Presses the big button until round `round` has begun (or the game waits for points).
fn play_to(game: &mut Game, round: u32) {
    while game.round() < round {
        let action = game.primary_action().expect("not over");
        apply(game, action);
    }
}

/// A game with the treasure and Hex piles stacked: `treasures` and `hexes` come first.
pub fn stacked(setup: Setup, treasures: &[Treasure], hexes: &[Hex]) -> Game {
    let mut t: Vec<Treasure> = treasures.to_vec();
    let mut copper = 6 - treasures.iter().filter(|c| **c == Treasure::Copper).count();
    let mut silver = 6 - treasures.iter().filter(|c| **c == Treasure::Silver).count();
    while copper + silver > 0 {
        if copper > 0 {
            t.push(Treasure::Copper);
            copper -= 1;
        }
        if silver > 0 {
            t.push(Treasure::Silver);
            silver -= 1;
        }
    }
    t.reverse();
    let mut h: Vec<Hex> = hexes.to_vec();
    h.extend(Hex::ALL.iter().filter(|x| !hexes.contains(x)));
    h.reverse();
    Game::with_piles(setup, t, h).expect("a valid stacked game")
}

fn setup(provinces: u8, duchies: u8) -> Setup {
    let mut s = Setup::custom(["Alex", "Bea"], provinces, duchies);
    s.seed = Some(11);
    s
}

fn take(game: &mut Game, pile: SupplyPile, n: u8) {
    for _ in 0..n {
        apply(
            game,
            Action::Supply {
                pile,
                change: Change::Take,
            },
        );
    }
}

fn empty_piles(game: &mut Game, n: u8) {
    for _ in 0..n {
        apply(
            game,
            Action::OtherEmptyPile {
                change: Change::Take,
            },
        );
    }
}

/// Round 2, Alex's turn, Alex has just received Misery from his own card (R23).
pub fn shared_hex_received() -> Game {
    let mut s = setup(12, 4);
    s.shared_hexes = true;
    let mut g = stacked(s, &[], &[Hex::Misery]);
    play_to(&mut g, 2);
    apply(&mut g, Action::ReceiveHex { seat: Seat::First });
    g
}

/// Round 3's Hex step: Locusts being resolved (R22's coop rule on screen).
pub fn locusts() -> Game {
    let mut g = stacked(setup(12, 4), &[], &[Hex::Locusts]);
    play_to(&mut g, 3);
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::AutomaStep);
    g
}

/// Round 2, Alex's turn, no Duchies left: the automa will take a Province.
pub fn no_duchies_left() -> Game {
    let mut g = stacked(setup(12, 2), &[Treasure::Silver], &[]);
    play_to(&mut g, 2);
    take(&mut g, SupplyPile::Duchy, 2);
    g
}

/// Round 2's treasure step: a Silver, the automa took a Province (no Duchies were left).
pub fn silver_took_province() -> Game {
    let mut g = no_duchies_left();
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::AutomaStep);
    g
}

/// Round 11, Alex's turn: the last Province is gone, the game ends with this turn.
pub fn ends_this_turn() -> Game {
    let mut g = stacked(setup(12, 0), &[], &[]);
    play_to(&mut g, 11);
    let left = g.supply().provinces;
    take(&mut g, SupplyPile::Province, left);
    g
}

/// With Fleet: three piles emptied in round 5, so round 6 is the Fleet round (R18); nothing
/// is left for the automa to take.
pub fn fleet_round() -> Game {
    let mut s = setup(3, 0);
    s.fleet = true;
    let mut g = stacked(
        s,
        &[Treasure::Copper, Treasure::Silver, Treasure::Silver],
        &[],
    );
    play_to(&mut g, 5);
    take(&mut g, SupplyPile::Province, 1);
    empty_piles(&mut g, 3);
    apply(&mut g, Action::EndTurn);
    g
}

/// The Fleet round's treasure step ended the game: its Silver is the last card (R18, R13.3).
pub fn fleet_over() -> Game {
    let mut g = fleet_round();
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::AutomaStep);
    g
}

/// A long game at round 21 with a full discard pile and a long log.
pub fn long_game() -> Game {
    let mut s = setup(12, 8);
    s.shared_hexes = true;
    let mut g = stacked(s, &[], &[]);
    while g.round() < 21 {
        if g.round().is_multiple_of(3) && g.current_seat() == Some(Seat::First) {
            apply(&mut g, Action::AttackPlayed);
        }
        let action = g.primary_action().expect("not over");
        apply(&mut g, action);
    }
    g
}

/// Every state by name, for the screenshot example.
pub fn all() -> Vec<(&'static str, Game)> {
    vec![
        ("shared-hex", shared_hex_received()),
        ("locusts", locusts()),
        ("no-duchies", no_duchies_left()),
        ("silver", silver_took_province()),
        ("ends-this-turn", ends_this_turn()),
        ("fleet-round", fleet_round()),
        ("fleet-over", fleet_over()),
        ("long-game", long_game()),
    ]
}
