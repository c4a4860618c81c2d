//! The load-time checks of a coop state (the oracle of the property tests and the loader
//! fuzz): whether a state could have come from play, and what is impossible about it.

use super::cards::{Card, Hex, Treasure};
use super::setup::Setup;
use super::supply::{MAX_OTHER_EMPTY, SupplyPile, TOKENS};
use super::table_state::{Phase, Resolving, State};

/// No game reaches this round (the automa takes a card every other round); a save that says
/// more is not a game.
const MAX_ROUND: u32 = 10_000;

/// Whether a state could have come from play; the message says what is impossible.
pub(crate) fn check_state(setup: &Setup, s: &State) -> Result<(), String> {
    // Includes R8's counts.
    setup.validate().map_err(|e| format!("{e:?}"))?;
    if s.round == 0 {
        return Err("the round is 0; rounds start at 1".into());
    }
    if s.round > MAX_ROUND {
        return Err(format!(
            "round {} is beyond any game (at most {MAX_ROUND})",
            s.round
        ));
    }
    let mut treasures = s.treasure_pile.as_slice().to_vec();
    let mut hexes = s.hex_pile.as_slice().to_vec();
    for card in s.discard.as_slice() {
        match *card {
            Card::Treasure(t) => treasures.push(t),
            Card::Hex(h) => hexes.push(h),
        }
    }
    let silvers = treasures.iter().filter(|t| **t == Treasure::Silver).count();
    if treasures.len() != 12 || silvers != 6 {
        return Err(format!(
            "the automa has {} Silver and {} Copper; it must have 6 of each",
            silvers,
            treasures.len() - silvers
        ));
    }
    coop_automa_engine::sort::sort(&mut hexes);
    if hexes != Hex::ALL {
        return Err("the Hexes are not the 12 different Hexes".into());
    }
    if s.automa.tokens > TOKENS {
        return Err(format!(
            "the automa holds {} tokens; there are only {TOKENS}",
            s.automa.tokens
        ));
    }
    // A developer's diagnosis (the property tests, the loader fuzz), never shown to a player.
    let piles = [
        (SupplyPile::Duchy, setup.duchies, "Duchy", "Duchies"),
        (
            SupplyPile::Province,
            setup.provinces,
            "Province",
            "Provinces",
        ),
        (
            SupplyPile::Colony,
            setup.colonies_at_start(),
            "Colony",
            "Colonies",
        ),
    ];
    for (pile, at_start, one, many) in piles {
        let total = u16::from(s.supply.count(pile)) + u16::from(s.automa.count(pile));
        if total > u16::from(at_start) {
            return Err(format!(
                "{} in the supply and with the automa, but the game began with {at_start}",
                if total == 1 {
                    format!("1 {one}")
                } else {
                    format!("{total} {many}")
                }
            ));
        }
    }
    if s.supply.other_empty > MAX_OTHER_EMPTY {
        return Err(format!(
            "{} other empty piles is too many",
            s.supply.other_empty
        ));
    }
    for st in &s.states {
        if st.misery > 2 {
            return Err("a player's Misery count is above Twice Miserable".into());
        }
        if matches!(
            st.deluded_or_envious,
            Some(super::cards::StateCard::Miserable | super::cards::StateCard::TwiceMiserable)
        ) {
            return Err("a Misery State is held as Deluded/Envious".into());
        }
    }
    if s.score.is_some() && s.phase != Phase::Over {
        return Err("the game is scored but not over".into());
    }
    check_phase(setup, s)
}

/// Whether the phase fits the rest of the state: what play can reach, nothing else.
fn check_phase(setup: &Setup, s: &State) -> Result<(), String> {
    if s.fleet_round && !setup.fleet {
        return Err("the game is in a Fleet round, but Fleet is not in the game".into());
    }
    if s.fleet_round && s.end.is_none() {
        return Err("the game is in a Fleet round, but no end condition began it".into());
    }
    match s.phase {
        Phase::FleetTurns if !s.fleet_round => {
            Err("Fleet turns are due outside the Fleet round".into())
        }
        Phase::Over if s.end.is_none() => Err("the game is over, but nothing ended it".into()),
        Phase::Resolving(Resolving::Treasure(t)) => {
            if super::table_state::StepKind::for_round(s.round)
                != super::table_state::StepKind::Treasure
            {
                return Err(format!(
                    "a treasure step is resolved in round {}, which is not even",
                    s.round
                ));
            }
            if s.discard
                .as_slice()
                .iter()
                .rev()
                .find(|c| matches!(c, Card::Treasure(_)))
                != Some(&Card::Treasure(t))
            {
                return Err("the treasure being resolved is not the last one revealed".into());
            }
            Ok(())
        }
        Phase::Resolving(Resolving::Hex(p)) => {
            if super::table_state::StepKind::for_round(s.round) != super::table_state::StepKind::Hex
            {
                return Err(format!(
                    "a Hex step is resolved in round {}, which is not odd from 3",
                    s.round
                ));
            }
            if !s.discard.as_slice().contains(&Card::Hex(p.hex)) {
                return Err("the Hex being resolved is not in the discard pile".into());
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::cards::StateCard;
    use crate::engine::Pile;
    use crate::game::CoopSession;
    use crate::score::FinalScore;
    use crate::supply::{AutomaHoldings, Supply};

    #[test]
    fn an_impossible_count_is_named_with_its_noun_in_the_right_number() {
        let setup = Setup::custom(["Alex", "Bea"], 12, 0);
        let mut s = Game::new(setup.clone()).unwrap().state().clone();
        s.automa.duchies = 1;
        assert_eq!(
            check_state(&setup, &s).unwrap_err(),
            "1 Duchy in the supply and with the automa, but the game began with 0"
        );
    }

    /// A game's state at the first phase `want` accepts, played by the big button.
    fn state_at(setup: &Setup, want: impl Fn(&Phase) -> bool) -> State {
        let mut g = Game::new(setup.clone()).unwrap();
        while !want(&g.phase()) {
            let action = g.primary_action().expect("the phase comes before the end");
            g.apply(action).unwrap();
        }
        g.state().clone()
    }

    /// The message `check_state` gives after `break_it`, which must be an error.
    fn refused(setup: &Setup, s: &State, break_it: impl Fn(&mut State)) -> String {
        let mut broken = s.clone();
        break_it(&mut broken);
        match check_state(setup, &broken) {
            Err(e) => e,
            Ok(()) => panic!("accepted: {broken:?}"),
        }
    }

    /// What `check_state` refuses, one thing at a time, and the limits it still accepts: it is
    /// the oracle of the property tests and the loader fuzz, so a check that never fails
    /// would let them pass anything.
    #[test]
    fn check_state_refuses_each_impossible_count_and_accepts_the_limits() {
        let setup = Setup::custom(["Alex", "Bea"], 12, 4);
        let s = Game::new(setup.clone()).unwrap().state().clone();
        assert_eq!(check_state(&setup, &s), Ok(()));
        let limits = State {
            round: MAX_ROUND,
            supply: Supply {
                other_empty: MAX_OTHER_EMPTY,
                ..s.supply
            },
            automa: AutomaHoldings {
                tokens: TOKENS,
                ..s.automa
            },
            ..s.clone()
        };
        assert_eq!(check_state(&setup, &limits), Ok(()));
        type Break = fn(&mut State);
        let cases: [(&str, Break); 9] = [
            ("round is 0", |s| s.round = 0),
            ("beyond any game", |s| s.round = MAX_ROUND + 1),
            ("has 12 Silver and 0 Copper", |s| {
                s.treasure_pile = Pile::in_order(&[Treasure::Silver; 12]).unwrap()
            }),
            ("6 of each", |s| {
                s.treasure_pile = Pile::in_order(&[Treasure::Silver; 6]).unwrap()
            }),
            ("12 different Hexes", |s| {
                s.hex_pile = Pile::in_order(&[Hex::Famine; 12]).unwrap()
            }),
            ("only 10", |s| s.automa.tokens = TOKENS + 1),
            ("5 Duchies in the supply", |s| s.automa.duchies = 1),
            ("too many", |s| s.supply.other_empty = MAX_OTHER_EMPTY + 1),
            ("above Twice Miserable", |s| s.states[1].misery = 3),
        ];
        for (words, break_it) in cases {
            let e = refused(&setup, &s, break_it);
            assert!(e.contains(words), "{words:?} not in {e:?}");
        }
        let e = refused(&setup, &s, |s| {
            s.states[0].deluded_or_envious = Some(StateCard::Miserable)
        });
        assert!(e.contains("held as Deluded/Envious"), "{e}");
        let e = refused(&setup, &s, |s| {
            s.score = Some(FinalScore::new([0, 0], &s.states, &s.automa));
        });
        assert!(e.contains("scored but not over"), "{e}");
    }

    /// `check_phase`: each phase only where play can reach it.
    #[test]
    fn check_phase_refuses_a_phase_play_cannot_reach() {
        let setup = Setup::custom(["Alex", "Bea"], 12, 4);
        let s = Game::new(setup.clone()).unwrap().state().clone();
        let e = refused(&setup, &s, |s| s.phase = Phase::FleetTurns);
        assert!(e.contains("outside the Fleet round"), "{e}");
        let e = refused(&setup, &s, |s| s.phase = Phase::Over);
        assert!(e.contains("nothing ended it"), "{e}");
        let e = refused(&setup, &s, |s| s.fleet_round = true);
        assert!(e.contains("Fleet is not in the game"), "{e}");
        let mut fleet = setup.clone();
        fleet.fleet = true;
        let e = refused(&fleet, &s, |s| s.fleet_round = true);
        assert!(e.contains("no end condition began it"), "{e}");

        let treasure = state_at(&setup, |p| {
            matches!(p, Phase::Resolving(Resolving::Treasure(_)))
        });
        assert_eq!(check_state(&setup, &treasure), Ok(()));
        let e = refused(&setup, &treasure, |s| s.round += 1);
        assert!(e.contains("which is not even"), "{e}");
        let e = refused(&setup, &treasure, |s| {
            let Phase::Resolving(Resolving::Treasure(t)) = s.phase else {
                unreachable!()
            };
            let other = match t {
                Treasure::Copper => Treasure::Silver,
                Treasure::Silver => Treasure::Copper,
            };
            s.phase = Phase::Resolving(Resolving::Treasure(other));
        });
        assert!(e.contains("not the last one revealed"), "{e}");

        let hex = state_at(&setup, |p| matches!(p, Phase::Resolving(Resolving::Hex(_))));
        assert_eq!(check_state(&setup, &hex), Ok(()));
        let e = refused(&setup, &hex, |s| s.round += 1);
        assert!(e.contains("which is not odd from 3"), "{e}");
        let e = refused(&setup, &hex, |s| {
            let Phase::Resolving(Resolving::Hex(mut p)) = s.phase else {
                unreachable!()
            };
            p.hex = s.hex_pile.as_slice()[0];
            s.phase = Phase::Resolving(Resolving::Hex(p));
        });
        assert!(e.contains("not in the discard pile"), "{e}");
    }
}
