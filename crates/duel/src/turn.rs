//! Turns (D7.5, D9.4, D9.6, D10.2): the end of a turn with its reminders and the pile check,
//! the next living player to the left, each player's turns counted.

use super::action::PileReport;
use super::cards::{CurseCard, Kingdom};
use super::event::{Ending, Event};
use super::setup::Setup;
use super::state::State;

/// Ends the current player's turn: the reminders, the count, D10.2, then the next living
/// player begins. `forced` when the player fell during their turn (D7.5).
pub(crate) fn end_turn(setup: &Setup, s: &mut State, ev: &mut Vec<Event>, forced: bool) {
    let p = s.current;
    let pl = *s.player(p);
    if !pl.is_out() {
        if setup.kingdom == Kingdom::DuelOnly {
            if pl.held(CurseCard::Contagion) > 0 {
                ev.push(Event::GiveContagion { player: p });
            }
            let others: u16 = CurseCard::ALL
                .iter()
                .map(|&c| pl.held(c))
                .sum::<u16>()
                .saturating_sub(1);
            if pl.held(CurseCard::GiveAndTake) > 0 && others > 0 {
                ev.push(Event::MayTrashGiveAndTake { player: p });
            }
        }
        if pl.sith_lord && s.attacked {
            s.player_mut(p).sith_lord = false;
            ev.push(Event::DiscardSithLord { player: p });
        }
    }
    s.player_mut(p).turns += 1;
    ev.push(Event::TurnEnded {
        player: p,
        turn: s.player(p).turns,
        forced,
    });
    s.vp_tokens_this_turn = 0;
    s.war_trophy_done = 0;
    s.attacked = false;
    let empty = empty_piles(setup, s);
    if ends_game(setup, s, s.report) {
        let ending = Ending::Piles {
            province_empty: s.report.province_empty,
            empty_piles: empty,
        };
        s.ending = Some(ending);
        ev.push(Event::GameOver(ending));
        return;
    }
    let Some(next) = s.clockwise_from(p).skip(1).find(|&q| !s.player(q).is_out()) else {
        return;
    };
    s.current = next;
    let turn = s.player(next).turns + 1;
    ev.push(Event::TurnStarted { player: next, turn });
    let due = s.player(next).cursed_villages;
    if due > 0 {
        s.player_mut(next).cursed_villages = 0;
        ev.push(Event::CursedVillageDue {
            player: next,
            count: due,
        });
    }
}

/// The empty supply piles of D10.2 other than Province: the table's count, and a mixed
/// game's Curse pile when empty.
pub(crate) fn empty_piles(setup: &Setup, s: &State) -> u8 {
    empty_piles_with(setup, s, s.report)
}

/// The same count with `report` as the table's.
fn empty_piles_with(setup: &Setup, s: &State, report: PileReport) -> u8 {
    let curse_pile = setup.kingdom == Kingdom::Mixed && s.curse_pile == 0;
    report.other_empty + u8::from(curse_pile)
}

/// Whether a turn ending with `report` ends the game (D10.2): the Province pile empty, or
/// three other piles.
pub(crate) fn ends_game(setup: &Setup, s: &State, report: PileReport) -> bool {
    report.province_empty || empty_piles_with(setup, s, report) >= 3
}
