//! The random games of the coop's property tests: every action a person can ask for, the
//! setups, and the choice per step. The rules' properties (`properties.rs`, `reach.rs`) and
//! the app's one property that words every refusal (`tests/all/properties.rs`, which compiles
//! this file by its path) play these very games.

use coop_automa_coop::*;
use proptest::prelude::*;

/// Every action a person can ask for, legal or not at a given moment.
pub fn all_actions() -> Vec<Action> {
    let mut v = vec![
        Action::EndTurn,
        Action::ExtraTurn,
        Action::AutomaStep,
        Action::AutomaDone,
        Action::AttackPlayed,
        Action::FinalPoints { points: [30, 25] },
        Action::FinalPoints { points: [2000, 0] },
        // A card the table says it turned: right, refused as not face down, or of the other
        // pile, or in a game whose piles the app shuffles (issue 44).
        Action::AutomaStepTurned {
            card: Card::Treasure(Treasure::Silver),
        },
        Action::AutomaStepTurned {
            card: Card::Hex(Hex::Famine),
        },
    ];
    for change in [Change::Take, Change::PutBack] {
        v.push(Action::OtherEmptyPile { change });
        for pile in [SupplyPile::Duchy, SupplyPile::Province, SupplyPile::Colony] {
            v.push(Action::Supply { pile, change });
        }
    }
    for seat in Seat::BOTH {
        v.push(Action::HexBlocked {
            seat,
            blocked: true,
        });
        v.push(Action::HexBlocked {
            seat,
            blocked: false,
        });
        v.push(Action::ReceiveHex { seat });
        // The table's own Hexes (issue 44): a few, right or refused.
        for hex in [Hex::Misery, Hex::Delusion, Hex::War] {
            v.push(Action::ReceiveTurnedHex { seat, hex });
        }
        v.push(Action::ReturnState { seat });
        v.push(Action::ExtraTurnFor { seat });
    }
    v
}

pub fn any_setup() -> impl Strategy<Value = Setup> {
    (
        3u8..=12,
        0u8..=10,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<u64>(),
        (any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(provinces, duchies, colonies, fleet, shared, seed, (treasures, hexes))| {
                let duchies = if provinces < 12 { 0 } else { duchies };
                let mut s = Setup::custom(crate::common::NAMES, provinces, duchies);
                s.colonies = colonies;
                s.fleet = fleet;
                s.shared_hexes = shared;
                s.own = OwnPiles { treasures, hexes };
                s.seed = Some(seed);
                s
            },
        )
}

/// A choice per step: mostly the big button (so games go deep), else any action.
pub fn choices() -> impl Strategy<Value = Vec<(bool, usize)>> {
    prop::collection::vec((prop::bool::weighted(0.55), 0usize..64), 1..250)
}

pub fn pick(game: &Game, primary: bool, n: usize, actions: &[Action]) -> Action {
    match (game.primary_action(), game.step_asks_turned()) {
        (Some(a), _) if primary => a,
        // The table's own pile (issue 44): a card still face down, as the table would tell
        // it; otherwise any action (a card not face down among them, refused).
        (None, Some(pile)) if primary => {
            let down: Vec<Card> = game
                .face_down(pile)
                .into_iter()
                .filter(|&(_, k)| k > 0)
                .map(|(card, _)| card)
                .collect();
            Action::AutomaStepTurned {
                card: down[n % down.len()],
            }
        }
        _ => actions[n % actions.len()],
    }
}
