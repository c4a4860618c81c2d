//! Life effects, draws and elimination (D4, D5, D7): every change of life points goes
//! through `change_life`, which logs it and applies the D7 check at once.

use super::action::Change;
use super::cards::{CurseCard, Kingdom};
use super::error::{DuelError, Tokens, TurnedFault};
use super::event::{Ending, Event};
use super::setup::Setup;
use super::state::State;
use crate::engine::TellFault;

/// Applies a life effect to a living player, logs it, then D7. No effect in a mixed game.
pub(crate) fn change_life(setup: &Setup, s: &mut State, ev: &mut Vec<Event>, p: u8, by: i32) {
    if !setup.life_points() || s.player(p).is_out() || s.ending.is_some() {
        return;
    }
    let pl = s.player_mut(p);
    pl.life += by;
    let now = pl.life;
    ev.push(Event::LifeChanged { player: p, by, now });
    check(s, ev, p);
}

/// D7.1: at 0 or less a player is eliminated at once; D7.4: one left ends the game.
pub(crate) fn check(s: &mut State, ev: &mut Vec<Event>, p: u8) {
    if s.player(p).life > 0 || s.player(p).is_out() || s.ending.is_some() {
        return;
    }
    s.eliminated += 1;
    let place = s.eliminated;
    let pl = s.player_mut(p);
    let curse_tokens = pl.curse_tokens;
    pl.out = Some(place);
    pl.curse_tokens = 0;
    pl.cards = [0; 4];
    pl.sith_lord = false;
    pl.cursed_villages = 0;
    ev.push(Event::Eliminated {
        player: p,
        place,
        curse_tokens,
    });
    let living: Vec<u8> = s.living().collect();
    if let [winner] = living[..] {
        let ending = Ending::LastPlayer { winner };
        s.ending = Some(ending);
        ev.push(Event::GameOver(ending));
    }
}

/// Whether the game stopped (D7.4) or `p` is out: what remains for them is void.
pub(crate) fn stopped_for(s: &State, p: u8) -> bool {
    s.ending.is_some() || s.player(p).is_out()
}

/// The table's own deck: the card it turned over from the top, taken from those face down
/// and kept for the next draw.
pub(crate) fn turned(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    card: CurseCard,
) -> Result<(), DuelError> {
    if setup.kingdom == Kingdom::Mixed {
        return Err(DuelError::Turned(TurnedFault::NoDeck));
    }
    if !setup.own_deck {
        return Err(DuelError::Turned(TurnedFault::AppShuffles));
    }
    crate::engine::tell(&mut s.deck, &mut s.turned, card).map_err(|fault| {
        DuelError::Turned(match fault {
            TellFault::NothingToTurn => TurnedFault::NothingToTurn,
            TellFault::NoneFaceDown => TurnedFault::NoneFaceDown { card },
        })
    })?;
    ev.push(Event::CurseTurned {
        card,
        face_down: s.deck.len() as u8,
    });
    Ok(())
}

/// The Curse Deck's next card: the top one the app shuffled, or the first the table turned
/// over from its own (none turned while some lie face down: the table must tell it first,
/// and is told that `p` gains it).
fn next_card(setup: &Setup, s: &mut State, p: u8) -> Result<Option<CurseCard>, DuelError> {
    if !setup.own_deck {
        return Ok(s.deck.draw());
    }
    crate::engine::next_told(&s.deck, &mut s.turned)
        .map_err(|_| DuelError::NeedTurned { player: p })
}

/// D4: `p` gains a curse, with a Warrior Raid token in the same life effect (D8.5).
pub(crate) fn draw(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    p: u8,
    raid: bool,
) -> Result<(), DuelError> {
    if stopped_for(s, p) {
        return Ok(());
    }
    let raid_tokens = u32::from(raid);
    match setup.kingdom {
        Kingdom::DuelOnly => {
            if let Some(card) = next_card(setup, s, p)? {
                let own_turn = p == s.current;
                let pl = s.player_mut(p);
                pl.cards[card.index()] += 1;
                pl.drawn[card.index()] += 1;
                pl.curse_tokens += raid_tokens;
                let left = (s.deck.len() + s.turned.len()) as u8;
                ev.push(Event::Drew {
                    player: p,
                    card,
                    raid_token: raid,
                    left,
                });
                match card {
                    CurseCard::Contagion => ev.push(Event::ContagionDrawn {
                        player: p,
                        own_turn,
                    }),
                    CurseCard::GiveAndTake => ev.push(Event::GiveAndTakeDrawn { player: p }),
                    _ => {}
                }
                if left == 0 {
                    ev.push(Event::DeckEmptied);
                }
                change_life(setup, s, ev, p, -(card.value() + raid_tokens as i32));
            } else {
                tokens_instead(setup, s, ev, p, raid);
            }
        }
        Kingdom::Mixed => {
            if s.curse_pile > 0 {
                s.curse_pile -= 1;
                let left = s.curse_pile;
                let pl = s.player_mut(p);
                pl.cards[CurseCard::Curse.index()] += 1;
                pl.curse_tokens += raid_tokens;
                ev.push(Event::PileCurse {
                    player: p,
                    left,
                    raid_token: raid,
                });
                if left == 0 {
                    ev.push(Event::CursePileEmptied);
                }
            } else {
                tokens_instead(setup, s, ev, p, raid);
            }
        }
    }
    Ok(())
}

/// D4.3: nothing to draw: one curse token (two under a Raid), each costing a life point.
fn tokens_instead(setup: &Setup, s: &mut State, ev: &mut Vec<Event>, p: u8, raid: bool) {
    let tokens = 1 + u8::from(raid);
    s.player_mut(p).curse_tokens += u32::from(tokens);
    ev.push(Event::CurseTokens {
        player: p,
        tokens,
        raid_token: raid,
    });
    change_life(setup, s, ev, p, -i32::from(tokens));
}

/// Checks one D5.1 change for `p` against the counts now (D5.1, D5.5, D5.6).
pub(crate) fn check_change(
    setup: &Setup,
    s: &State,
    p: u8,
    change: Change,
) -> Result<(), DuelError> {
    let name = setup.name(usize::from(p));
    let range = |k: u8, tokens: Tokens| {
        if (1..=super::cards::MAX_TYPED).contains(&k) {
            Ok(())
        } else {
            Err(DuelError::TokenCount { tokens, count: k })
        }
    };
    match change {
        Change::GainVictory(super::cards::Victory::Other(vp))
        | Change::LoseVictory(super::cards::Victory::Other(vp))
            if vp > super::cards::MAX_TYPED =>
        {
            return Err(DuelError::VictoryVp { vp });
        }
        Change::GainVpTokens(k) | Change::LoseVpTokens(k) => range(k, Tokens::Vp)?,
        Change::GainCurseTokens(k) => range(k, Tokens::Curse)?,
        Change::LoseCurseTokens(k) => {
            range(k, Tokens::Curse)?;
            let held = s.player(p).curse_tokens;
            if u32::from(k) > held {
                return Err(DuelError::LoseTokens {
                    name,
                    held,
                    count: k,
                });
            }
        }
        Change::GainCurseCard(card) if !card.has_kingdom_pile() => {
            return Err(DuelError::CurseFromDraw {
                card,
                name,
                kingdom: setup.kingdom,
            });
        }
        Change::LoseCurseCard(card) if s.player(p).held(card) == 0 => {
            return Err(DuelError::NoCurseCard { name, card });
        }
        _ => {}
    }
    Ok(())
}

/// The card and token part of a change (it happens before any life effect, D5.3).
pub(crate) fn move_cards(s: &mut State, ev: &mut Vec<Event>, p: u8, change: Change) {
    let current = s.current;
    let pl = s.player_mut(p);
    match change {
        Change::GainCurseCard(c) => pl.cards[c.index()] += 1,
        Change::LoseCurseCard(c) => pl.cards[c.index()] -= 1,
        Change::GainCurseTokens(k) => pl.curse_tokens += u32::from(k),
        Change::LoseCurseTokens(k) => pl.curse_tokens -= u32::from(k),
        Change::GainVpTokens(k) if p == current => {
            let before = s.vp_tokens_this_turn;
            s.vp_tokens_this_turn += u32::from(k);
            // D9.5: each time the count reaches 3, 6, 9 ...
            if s.vp_tokens_this_turn / 3 > before / 3 {
                ev.push(Event::WarTrophyAttacks {
                    player: p,
                    tokens: s.vp_tokens_this_turn,
                    curses: s.war_trophy_owed().min(u32::from(u8::MAX)) as u8,
                });
            }
        }
        _ => {}
    }
}

/// One D5.1 change: checked, cards moved, then its life effect and D7 (D5.2).
pub(crate) fn one_change(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    p: u8,
    change: Change,
) -> Result<(), DuelError> {
    check_change(setup, s, p, change)?;
    ev.push(Event::Changed { player: p, change });
    move_cards(s, ev, p, change);
    change_life(setup, s, ev, p, change.life_effect());
    Ok(())
}

/// D5.3: the cards all leave first; then the life effects one by one in the given order,
/// D7 after each; once the owner is out the rest is void.
pub(crate) fn changes(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    p: u8,
    list: &[Change],
) -> Result<(), DuelError> {
    if list.is_empty() {
        return Err(DuelError::EmptyList);
    }
    ev.push(Event::ChangesEntered {
        player: p,
        changes: list.len() as u8,
    });
    for &change in list {
        check_change(setup, s, p, change)?;
        move_cards(s, ev, p, change);
    }
    for (i, &change) in list.iter().enumerate() {
        if stopped_for(s, p) {
            if s.player(p).is_out() {
                ev.push(Event::RestVoid {
                    player: p,
                    changes: (list.len() - i) as u8,
                });
            }
            break;
        }
        ev.push(Event::Changed { player: p, change });
        change_life(setup, s, ev, p, change.life_effect());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DuelGame;

    /// Three players at the start of a Duel-only game.
    fn three() -> (Setup, State) {
        let g = DuelGame::new(Setup::new(
            &["Ann", "Bob", "Cy"],
            Kingdom::DuelOnly,
            Some(1),
        ))
        .unwrap();
        (g.setup().clone(), g.state().clone())
    }

    /// Plays a life loss on `hit` and D7's check on `checked`, and asserts nothing happened.
    fn untouched(setup: &Setup, mut s: State, hit: u8, checked: u8) {
        let before = s.clone();
        let mut ev = Vec::new();
        change_life(setup, &mut s, &mut ev, hit, -30);
        check(&mut s, &mut ev, checked);
        assert_eq!(ev, vec![]);
        assert_eq!(s, before);
    }

    /// The rules refuse actions on an eliminated player or after the end before they get
    /// here; these guards are the last line, so they are tested on their own.
    #[test]
    fn d7_1_an_eliminated_player_is_neither_changed_nor_eliminated_again() {
        let (setup, mut s) = three();
        s.players[2].life = 0;
        s.players[2].out = Some(1);
        s.eliminated = 1;
        untouched(&setup, s, 2, 2);
    }

    #[test]
    fn d7_4_after_the_end_no_life_moves_and_nobody_is_eliminated() {
        let (setup, mut s) = three();
        s.ending = Some(Ending::LastPlayer { winner: 0 });
        s.players[1].life = 0;
        untouched(&setup, s, 2, 1);
    }
}
