//! The Duel's games with an explicit Curse Deck order (top first), and the actions its tests enter
//! (the app's `tests/all/common/duel_rules.rs` compiles this file too, for the tests
//! that read the words).

use coop_automa_duel::*;

pub const ANN: u8 = 0;
pub const BOB: u8 = 1;
pub const CY: u8 = 2;
pub const DEE: u8 = 3;
pub const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

pub fn setup(n: usize) -> Setup {
    Setup::new(&NAMES[..n], Kingdom::DuelOnly, Some(7))
}

pub fn mixed_setup(n: usize) -> Setup {
    Setup::new(&NAMES[..n], Kingdom::Mixed, Some(7))
}

/// The whole Curse Deck for `n` players with `top` first, then the rest in D3.1's order
/// (plain Curses first).
pub fn order(n: usize, top: &[CurseCard]) -> Vec<CurseCard> {
    on_top(deck_contents(n), top)
}

pub fn game(n: usize, top: &[CurseCard]) -> DuelGame {
    DuelGame::from_order(setup(n), order(n, top)).unwrap()
}

pub fn mixed(n: usize) -> DuelGame {
    DuelGame::from_order(mixed_setup(n), Vec::new()).unwrap()
}

pub fn ok(g: &mut DuelGame, action: Action) -> Vec<Event> {
    g.apply(action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

pub fn draw(player: u8) -> Action {
    Action::Draw { player }
}

pub fn change(player: u8, change: Change) -> Action {
    Action::Change { player, change }
}

pub fn set_life(player: u8, life: i32) -> Action {
    Action::SetLife { player, life }
}

/// The Sith Lord put on `player` (`true`) or taken off.
pub fn mark(player: u8, sith_lord: bool) -> Action {
    Action::Mark { player, sith_lord }
}

pub fn end_turn() -> Action {
    Action::EndTurn(PileReport::default())
}

pub fn warrior(strength: u8, replies: &[(u8, Answer)]) -> Action {
    Action::Attack(
        Attack::new(
            AttackKind::Warrior {
                strength,
                raid: false,
            },
            replies,
        )
        .unwrap(),
    )
}

pub fn lives(g: &DuelGame) -> Vec<i32> {
    (0..g.player_count() as u8)
        .map(|p| g.life(p).unwrap())
        .collect()
}

pub fn drew(events: &[Event]) -> Vec<(u8, CurseCard)> {
    picked(events, |e| match *e {
        Event::Drew { player, card, .. } => Some((player, card)),
        _ => None,
    })
}

pub fn life_changes(events: &[Event]) -> Vec<(u8, i32)> {
    picked(events, |e| match *e {
        Event::LifeChanged { player, by, .. } => Some((player, by)),
        _ => None,
    })
}

pub fn eliminated_in(events: &[Event]) -> Vec<u8> {
    picked(events, |e| match *e {
        Event::Eliminated { player, .. } => Some(player),
        _ => None,
    })
}

/// What `pick` finds in each event that has it, in order.
pub fn picked<T>(events: &[Event], pick: impl Fn(&Event) -> Option<T>) -> Vec<T> {
    events.iter().filter_map(pick).collect()
}

pub fn has(events: &[Event], want: Event) -> bool {
    events.contains(&want)
}

// The app's tests compile this file too and run no property tests of their own.
#[allow(unused_imports)]
pub use coop_automa_engine::checks::{cases, on_top};
