//! Duel's rules for the shared engine: the start (D1, D2, D3), then `play` checks an action
//! against the moment (D10.3) and the players it names (D7.3), plays it, and ends the turn
//! of a current player who fell (D7.5).

use super::action::{Action, Change, MAX_OTHER_EMPTY, PileReport};
use super::attack;
use super::cards::{self, CurseCard, Kingdom};
use super::effects;
use super::error::DuelError;
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

fn needs_seed() -> DuelError {
    DuelError::BadSetup(
        "A game needs a seed for the Curse Deck's shuffle: the app draws one when the table gives none."
            .into(),
    )
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
    let seed = setup.seed.ok_or_else(needs_seed)?;
    let deck = match setup.kingdom {
        Kingdom::DuelOnly => {
            let mut deck = deck_contents(setup.player_count());
            GameRng::from_seed(seed).shuffle(&mut deck);
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
            return Err(DuelError::BadSetup(
                "A mixed game has no Curse Deck: its order must be empty.".into(),
            ));
        }
        return Ok(());
    }
    for card in CurseCard::ALL {
        let have = deck.iter().filter(|&&c| c == card).count();
        let want = usize::from(card.in_deck(n));
        if have != want {
            return Err(DuelError::BadSetup(format!(
                "The Curse Deck for {n} players holds {want} × {}, not {have}.",
                card.name()
            )));
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
    let deck = Pile::in_order(&bottom_first)
        .ok_or_else(|| DuelError::BadSetup("The Curse Deck holds too many cards.".into()))?;
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

    fn nothing_to_undo() -> DuelError {
        DuelError::NothingToUndo
    }

    fn nothing_to_redo() -> DuelError {
        DuelError::NothingToRedo
    }

    fn action_label(setup: &Setup, action: &Action) -> String {
        action.label(setup)
    }
}

/// A player the action may name: at the table and living (D7.3).
fn living(setup: &Setup, s: &State, p: u8, what: &str) -> Result<(), DuelError> {
    if usize::from(p) >= s.players.len() {
        return Err(DuelError::Forbidden(format!(
            "There is no player {} at this table.",
            usize::from(p) + 1
        )));
    }
    if s.player(p).is_out() {
        return Err(DuelError::Eliminated(format!(
            "{} is eliminated and never acts again: no {what} for them.",
            setup.name(usize::from(p))
        )));
    }
    Ok(())
}

fn check_report(r: PileReport) -> Result<(), DuelError> {
    if r.other_empty > MAX_OTHER_EMPTY {
        return Err(DuelError::OutOfRange(format!(
            "At most {MAX_OTHER_EMPTY} other supply piles can be empty, not {}.",
            r.other_empty
        )));
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
            living(setup, s, player, "curse")?;
            effects::draw(setup, s, ev, player, false);
        }
        Action::Change { player, change } => {
            living(setup, s, player, "change")?;
            effects::one_change(setup, s, ev, player, change)?;
        }
        Action::Changes { player, list } => {
            living(setup, s, player, "change")?;
            effects::changes(setup, s, ev, player, &list.to_vec())?;
        }
        Action::SetLife { player, life } => set_life(setup, s, ev, player, life)?,
        Action::Give { from, to, card } => give(setup, s, ev, from, to, card)?,
        Action::GiveAndTake { other } => give_and_take(setup, s, ev, other)?,
        Action::Attack(a) => attack::attack(setup, s, ev, a)?,
        Action::Mark { player, sith_lord } => {
            living(setup, s, player, "Sith Lord mark")?;
            if s.player(player).sith_lord == sith_lord {
                return Err(DuelError::NotNow(format!(
                    "{}'s Sith Lord is already {}.",
                    setup.name(usize::from(player)),
                    if sith_lord { "marked" } else { "unmarked" }
                )));
            }
            s.player_mut(player).sith_lord = sith_lord;
            ev.push(Event::Marked { player, sith_lord });
        }
        Action::CursedVillage { played } => {
            let p = s.current;
            let n = s.player(p).cursed_villages;
            let count = match (played, n) {
                (true, 20..) => {
                    return Err(DuelError::OutOfRange(
                        "20 Cursed Villages in one turn is the most the app counts.".into(),
                    ));
                }
                (true, n) => n + 1,
                (false, 0) => {
                    return Err(DuelError::NotNow(format!(
                        "{} has no Cursed Village ticked this turn.",
                        setup.name(usize::from(p))
                    )));
                }
                (false, n) => n - 1,
            };
            s.player_mut(p).cursed_villages = count;
            ev.push(Event::CursedVillageTicked { player: p, count });
        }
        Action::Report(r) => {
            check_report(r)?;
            if r == s.report {
                return Err(DuelError::NotNow(
                    "The supply report already says that.".into(),
                ));
            }
            s.report = r;
            ev.push(Event::Reported(r));
        }
        Action::CursePile { left } => {
            if setup.kingdom != Kingdom::Mixed {
                return Err(DuelError::Forbidden(
                    "A Duel-only game has no Curse pile to correct: its Curse Deck is never corrected."
                        .into(),
                ));
            }
            let max = cards::curse_pile_size(setup.player_count());
            if left > max {
                return Err(DuelError::OutOfRange(format!(
                    "The Curse pile holds 0 to {max} Curses, not {left}."
                )));
            }
            if left == s.curse_pile {
                return Err(DuelError::NotNow(format!(
                    "The Curse pile already holds {left}."
                )));
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
            living(setup, s, player, "score")?;
            if vp.abs() > MAX_VP_ENTRY {
                return Err(DuelError::OutOfRange(format!(
                    "VP are typed from -{MAX_VP_ENTRY} to {MAX_VP_ENTRY}, not {vp}."
                )));
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
        (None, true) => Err(DuelError::NotNow(
            "VP are typed only after a pile end.".into(),
        )),
        (Some(Ending::LastPlayer { .. }), true) => Err(DuelError::NotNow(
            "The game ended with one player left: it is not scored.".into(),
        )),
        (Some(_), false) => Err(DuelError::NotNow(
            "The game is over: only the VP entry, undo and redo are accepted.".into(),
        )),
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
        return Err(DuelError::Forbidden(
            "A mixed game has no life points: a life total cannot be typed.".into(),
        ));
    }
    living(setup, s, player, "life correction")?;
    if life.abs() > MAX_LIFE_ENTRY {
        return Err(DuelError::OutOfRange(format!(
            "A life total is at most {MAX_LIFE_ENTRY} either way."
        )));
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
    living(setup, s, from, "gift")?;
    living(setup, s, to, "gift")?;
    let giver = setup.name(usize::from(from));
    if from == to {
        return Err(DuelError::Forbidden(format!(
            "{giver} cannot give a card to themselves."
        )));
    }
    if card == CurseCard::GiveAndTake {
        return Err(DuelError::Forbidden(
            "Give and Take is never given: it leaves by being trashed.".into(),
        ));
    }
    if setup.kingdom == Kingdom::DuelOnly && card != CurseCard::Contagion {
        return Err(DuelError::Forbidden(format!(
            "In a Duel-only game only Contagion is given: a {} is not.",
            card.name()
        )));
    }
    if s.player(from).held(card) == 0 {
        return Err(DuelError::Forbidden(format!(
            "{giver} has no {} the app knows of to give.",
            card.name()
        )));
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
        return Err(DuelError::Forbidden(format!(
            "{name} needs a Give and Take and another {} the app knows of.",
            other.name()
        )));
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
