//! Duel's rules for the shared engine: the start (D1, D2, D3), then `play` checks an action
//! against the moment (D10.3) and the players it names (D7.3), plays it, and ends the turn
//! of a current player who fell (D7.5).

use super::action::{Action, Change, MAX_OTHER_EMPTY, PileReport};
use super::attack;
use super::cards::{self, CurseCard, Kingdom};
use super::effects;
use super::error::{Barred, DuelError};
use super::event::{Ending, Event};
use super::score::{self, MAX_VP_ENTRY, Outcome};
use super::setup::{MAX_LIFE_ENTRY, Setup};
use super::state::{Player, State};
use super::turn;
use crate::engine::{GameRng, Pile, Rules};
use serde::{Deserialize, Serialize};

/// The version of Duel's rules a save records.
pub const DUEL_RULES_VERSION: u32 = 1;

/// Dominion: Duel (D1-D12) for the shared engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Duel;

/// How a Duel game began: the setup and the Curse Deck's order, top first (D3.2), empty in
/// a mixed game. Kept in every save, so a loaded game draws the very same cards (D12.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelStart {
    pub setup: Setup,
    /// Top first.
    pub deck: Vec<CurseCard>,
}

/// The Curse Deck's cards for a player count, in D3.1's order (Curses first).
pub fn deck_contents(players: usize) -> Vec<CurseCard> {
    CurseCard::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, usize::from(c.in_deck(players))))
        .collect()
}

/// Checks the setup and shuffles the Curse Deck once from the seed (D3.2).
pub(crate) fn deal(setup: Setup) -> Result<DuelStart, DuelError> {
    setup.validate()?;
    let seed = setup.seed.ok_or(DuelError::NeedsSeed)?;
    let deck = match setup.kingdom {
        Kingdom::DuelOnly => {
            let mut deck = deck_contents(setup.player_count());
            // The table's own deck: its order is in the table's hands, never the app's.
            if !setup.own_deck {
                GameRng::from_seed(seed).shuffle(&mut deck);
            }
            deck
        }
        Kingdom::Mixed => Vec::new(),
    };
    Ok(DuelStart { setup, deck })
}

/// Whether a deck order is D3.1's for the setup: every kind exactly; none in a mixed game.
pub(crate) fn check_deck(setup: &Setup, deck: &[CurseCard]) -> Result<(), DuelError> {
    let n = setup.player_count();
    if setup.kingdom == Kingdom::Mixed {
        if !deck.is_empty() {
            return Err(DuelError::MixedDeck);
        }
        return Ok(());
    }
    for card in CurseCard::ALL {
        let have = deck.iter().filter(|&&c| c == card).count();
        let want = usize::from(card.in_deck(n));
        if have != want {
            return Err(DuelError::DeckCount {
                players: n,
                card,
                want,
                have,
            });
        }
    }
    Ok(())
}

/// The table before the first action: the deck in order, everyone at 10 + the starting VP
/// (D2.1), the starting player's turn 1.
pub(crate) fn begin(start: &DuelStart) -> Result<State, DuelError> {
    let setup = &start.setup;
    setup.validate()?;
    check_deck(setup, &start.deck)?;
    // A pile's last card is its top.
    let bottom_first: Vec<CurseCard> = start.deck.iter().rev().copied().collect();
    let deck = Pile::in_order(&bottom_first).ok_or(DuelError::DeckTooBig)?;
    let life = if setup.life_points() {
        setup.starting_life()
    } else {
        0
    };
    Ok(State {
        deck,
        curse_pile: match setup.kingdom {
            Kingdom::Mixed => cards::curse_pile_size(setup.player_count()),
            Kingdom::DuelOnly => 0,
        },
        players: vec![
            Player {
                life,
                ..Player::default()
            };
            setup.player_count()
        ],
        current: 0,
        vp_tokens_this_turn: 0,
        war_trophy_done: 0,
        attacked: false,
        report: PileReport::default(),
        eliminated: 0,
        ending: None,
        life_points: setup.life_points(),
        turned: Vec::new(),
    })
}

impl Rules for Duel {
    type Setup = Setup;
    type Start = DuelStart;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Error = DuelError;
    type Outcome = Outcome;
    const MODE: &'static str = "duel";
    const VERSION: u32 = DUEL_RULES_VERSION;

    fn start(setup: Setup) -> Result<DuelStart, DuelError> {
        deal(setup)
    }

    fn setup(start: &DuelStart) -> &Setup {
        &start.setup
    }

    fn begin(start: &DuelStart) -> Result<State, DuelError> {
        begin(start)
    }

    fn play(start: &DuelStart, state: &mut State, action: Action) -> Result<Vec<Event>, DuelError> {
        play(&start.setup, state, action)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        score::outcome(state)
    }

    fn is_over(state: &Self::State) -> bool {
        state.ending.is_some()
    }

    fn seed(setup: &Self::Setup) -> u64 {
        setup.seed.unwrap_or(0)
    }

    fn nothing_to_undo() -> DuelError {
        DuelError::NothingToUndo
    }

    fn nothing_to_redo() -> DuelError {
        DuelError::NothingToRedo
    }

    type Saved = crate::engine::Record<Duel>;
    fn saved(record: crate::engine::Record<Duel>) -> Self::Saved {
        record
    }
    fn from_saved(saved: Self::Saved) -> crate::engine::Record<Duel> {
        saved
    }
}

/// A player the action may name: at the table and living (D7.3).
fn living(setup: &Setup, s: &State, p: u8, barred: Barred) -> Result<(), DuelError> {
    if usize::from(p) >= s.players.len() {
        return Err(DuelError::NoSuchPlayer {
            seat: usize::from(p) + 1,
        });
    }
    if s.player(p).is_out() {
        return Err(DuelError::Eliminated {
            name: setup.name(usize::from(p)),
            barred,
        });
    }
    Ok(())
}

fn check_report(r: PileReport) -> Result<(), DuelError> {
    if r.other_empty > MAX_OTHER_EMPTY {
        return Err(DuelError::OtherEmpty {
            other: r.other_empty,
        });
    }
    Ok(())
}

/// Plays one action on `s`. On `Err`, `s` may be half-changed: the caller plays on a copy.
pub(crate) fn play(setup: &Setup, s: &mut State, action: Action) -> Result<Vec<Event>, DuelError> {
    check_moment(s, action)?;
    let mut events = Vec::new();
    let ev = &mut events;
    match action {
        Action::Draw { player } => {
            living(setup, s, player, Barred::Curse)?;
            effects::draw(setup, s, ev, player, false)?;
        }
        Action::CurseTurned { card } => effects::turned(setup, s, ev, card)?,
        Action::Change { player, change } => {
            living(setup, s, player, Barred::Change)?;
            effects::one_change(setup, s, ev, player, change)?;
        }
        Action::Changes { player, list } => {
            living(setup, s, player, Barred::Change)?;
            effects::changes(setup, s, ev, player, &list.to_vec())?;
        }
        Action::SetLife { player, life } => set_life(setup, s, ev, player, life)?,
        Action::Give { from, to, card } => give(setup, s, ev, from, to, card)?,
        Action::GiveAndTake { other } => give_and_take(setup, s, ev, other)?,
        Action::Attack(a) => attack::attack(setup, s, ev, a)?,
        Action::Mark { player, sith_lord } => {
            living(setup, s, player, Barred::SithLordMark)?;
            if s.player(player).sith_lord == sith_lord {
                return Err(DuelError::AlreadyMarked {
                    name: setup.name(usize::from(player)),
                    sith_lord,
                });
            }
            s.player_mut(player).sith_lord = sith_lord;
            ev.push(Event::Marked { player, sith_lord });
        }
        Action::CursedVillage { played } => {
            let p = s.current;
            let n = s.player(p).cursed_villages;
            let count = match (played, n) {
                (true, 20..) => {
                    return Err(DuelError::TooManyVillages);
                }
                (true, n) => n + 1,
                (false, 0) => {
                    return Err(DuelError::NoVillageTicked {
                        name: setup.name(usize::from(p)),
                    });
                }
                (false, n) => n - 1,
            };
            s.player_mut(p).cursed_villages = count;
            ev.push(Event::CursedVillageTicked { player: p, count });
        }
        Action::Report(r) => {
            check_report(r)?;
            if r == s.report {
                return Err(DuelError::ReportSame);
            }
            s.report = r;
            ev.push(Event::Reported(r));
        }
        Action::CursePile { left } => {
            if setup.kingdom != Kingdom::Mixed {
                return Err(DuelError::NoCursePile);
            }
            let max = cards::curse_pile_size(setup.player_count());
            if left > max {
                return Err(DuelError::CursePileRange { left, max });
            }
            if left == s.curse_pile {
                return Err(DuelError::CursePileSame { left });
            }
            ev.push(Event::CursePileCorrected {
                from: s.curse_pile,
                to: left,
            });
            if left == 0 {
                ev.push(Event::CursePileEmptied);
            }
            s.curse_pile = left;
        }
        Action::EndTurn(r) => {
            check_report(r)?;
            s.report = r;
            turn::end_turn(setup, s, ev, false);
        }
        Action::EnterVp { player, vp } => {
            living(setup, s, player, Barred::Score)?;
            if vp.abs() > MAX_VP_ENTRY {
                return Err(DuelError::VpRange { vp });
            }
            let pl = s.player_mut(player);
            pl.vp = Some(vp);
            let score = vp - pl.curse_tokens as i32;
            ev.push(Event::VpEntered { player, vp, score });
        }
    }
    // D7.5: the current player fell during their turn: it ends, the next begins.
    if s.ending.is_none() && s.player(s.current).is_out() {
        turn::end_turn(setup, s, ev, true);
    }
    Ok(events)
}

/// D10.3, D11.4: after the end only the VP entry, and that only after a pile end.
fn check_moment(s: &State, action: Action) -> Result<(), DuelError> {
    let vp = matches!(action, Action::EnterVp { .. });
    match (s.ending, vp) {
        (None, true) => Err(DuelError::VpBeforeEnd),
        (Some(Ending::LastPlayer { .. }), true) => Err(DuelError::NotScored),
        (Some(_), false) => Err(DuelError::GameOver),
        _ => Ok(()),
    }
}

/// D5.4: a typed life total, like any change (D7 after it). Refused in a mixed game (D5.6).
fn set_life(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    player: u8,
    life: i32,
) -> Result<(), DuelError> {
    if !setup.life_points() {
        return Err(DuelError::MixedNoLife);
    }
    living(setup, s, player, Barred::LifeCorrection)?;
    if life.abs() > MAX_LIFE_ENTRY {
        return Err(DuelError::LifeRange);
    }
    let from = s.player(player).life;
    ev.push(Event::LifeSet {
        player,
        from,
        to: life,
    });
    effects::change_life(setup, s, ev, player, life - from);
    Ok(())
}

/// D6.1, D6.2: a Curse card passed; the giver's gain, then the receiver's loss.
fn give(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    from: u8,
    to: u8,
    card: CurseCard,
) -> Result<(), DuelError> {
    living(setup, s, from, Barred::Gift)?;
    living(setup, s, to, Barred::Gift)?;
    let giver = setup.name(usize::from(from));
    if from == to {
        return Err(DuelError::GiveSelf { name: giver });
    }
    if card == CurseCard::GiveAndTake {
        return Err(DuelError::GiveGiveAndTake);
    }
    if setup.kingdom == Kingdom::DuelOnly && card != CurseCard::Contagion {
        return Err(DuelError::GiveOnlyContagion { card });
    }
    if s.player(from).held(card) == 0 {
        return Err(DuelError::GiveNone { name: giver, card });
    }
    s.player_mut(from).cards[card.index()] -= 1;
    s.player_mut(to).cards[card.index()] += 1;
    ev.push(Event::Given { from, to, card });
    effects::change_life(setup, s, ev, from, card.value());
    effects::change_life(setup, s, ev, to, -card.value());
    Ok(())
}

/// D6.3: the current player trashes Give and Take from play with one other Curse card, as
/// one D5.3 entry.
fn give_and_take(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    other: CurseCard,
) -> Result<(), DuelError> {
    let p = s.current;
    let pl = s.player(p);
    let name = setup.name(usize::from(p));
    let need = if other == CurseCard::GiveAndTake {
        2
    } else {
        1
    };
    if pl.held(CurseCard::GiveAndTake) < need || pl.held(other) == 0 {
        return Err(DuelError::GiveAndTakeNeeds { name, other });
    }
    ev.push(Event::GiveAndTakeTrashed { player: p, other });
    effects::changes(
        setup,
        s,
        ev,
        p,
        &[
            Change::LoseCurseCard(CurseCard::GiveAndTake),
            Change::LoseCurseCard(other),
        ],
    )
}
