//! The deal (P4): 30 VP cards shuffled from the seed, the top six to B1 ... T, then the
//! Attack cards shuffled into the rest from Advanced up. Or an explicit order, checked card
//! by card, to follow a physical shuffle or to test a rule exactly.

use super::cards::Card;
use super::error::PyramidError;
use super::place::Place;
use super::positions::Pyramid;
use super::setup::Setup;
use super::state::{Adjustment, DECK_CAP, Phase, State, TurnMarks};
use crate::engine::{GameRng, Pile};
use serde::{Deserialize, Serialize};

/// Curses beside the pyramid at the start (P6).
pub const CURSES: u8 = 5;

/// How a pyramid game began: the setup, every card of the game in order (top first, the
/// first six dealt), and the generator after the deal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PyramidStart {
    pub setup: Setup,
    /// Top first: B1, B2, B3, M1, M2, T, then the deck from its top card down.
    pub order: Vec<Card>,
    pub rng: GameRng,
}

fn needs_seed() -> PyramidError {
    PyramidError::NoSeed
}

/// Checks the setup and deals from its seed (P4).
pub(crate) fn deal(setup: Setup) -> Result<PyramidStart, PyramidError> {
    setup.validate()?;
    let seed = setup.seed.ok_or_else(needs_seed)?;
    let mut rng = GameRng::from_seed(seed);
    let mut vp = setup.mix.cards();
    let attacks = usize::from(setup.level.attacks());
    if setup.own_deck {
        // The table's own deck: its order is in the table's hands; the cards as a list.
        vp.extend(std::iter::repeat_n(Card::Attack, attacks));
        return Ok(PyramidStart {
            setup,
            order: vp,
            rng,
        });
    }
    rng.shuffle(&mut vp);
    let mut rest = vp.split_off(Place::ALL.len());
    if attacks > 0 {
        // At the table the Attack cards go in after the deal, so it holds only VP cards.
        rest.extend(std::iter::repeat_n(Card::Attack, attacks));
        rng.shuffle(&mut rest);
    }
    vp.extend(rest);
    Ok(PyramidStart {
        setup,
        order: vp,
        rng,
    })
}

/// A start from an explicit order, top first (P4); the generator from the setup's seed.
pub(crate) fn from_order(setup: Setup, order: Vec<Card>) -> Result<PyramidStart, PyramidError> {
    let seed = setup.seed.ok_or_else(needs_seed)?;
    Ok(PyramidStart {
        setup,
        order,
        rng: GameRng::from_seed(seed),
    })
}

/// Whether an order could come from the setup's deal: the mix exactly, the level's Attack
/// cards, no Curse, VP cards in the first six (P4).
pub(crate) fn check_order(setup: &Setup, order: &[Card]) -> Result<(), PyramidError> {
    let attacks = setup.level.attacks();
    if order.len() != setup.game_cards() {
        return Err(PyramidError::OrderLength {
            attacks: attacks > 0,
            expected: setup.game_cards(),
            got: order.len(),
        });
    }
    let n = |card: Card| order.iter().filter(|&&c| c == card).count();
    if n(Card::Curse) > 0 {
        return Err(PyramidError::OrderHasCurse);
    }
    for card in Card::VP.into_iter().chain([Card::Attack]) {
        let expected = if card == Card::Attack {
            attacks
        } else {
            setup.mix.count(card)
        };
        if n(card) != usize::from(expected) {
            return Err(PyramidError::OrderCount {
                card,
                expected,
                got: n(card),
            });
        }
    }
    if let Some(i) = order.iter().take(6).position(|c| !c.is_vp()) {
        return Err(PyramidError::OrderNotVp {
            position: i + 1,
            card: order[i],
            attack_name: setup.attack_name().unwrap_or_default().to_owned(),
        });
    }
    Ok(())
}

/// The table before the first action: the six dealt, the rest the deck (P4), 5 Curses (P6).
pub(crate) fn begin(start: &PyramidStart) -> Result<State, PyramidError> {
    start.setup.validate()?;
    check_order(&start.setup, &start.order)?;
    let own = start.setup.own_deck;
    let mut places = [None; 6];
    // The table's own deck is dealt card by card as the table tells it (`Action::Turned`),
    // its Attack cards shuffled in at Start turn 1: the deck holds its VP cards, in no order.
    let (dealt, attacks_waiting) = if own {
        (0, start.setup.level.attacks())
    } else {
        (6, 0)
    };
    for (slot, &card) in places.iter_mut().zip(&start.order).take(dealt) {
        *slot = Some(card);
    }
    // A pile's last card is its top: the order's top card goes last.
    let deck_cards: Vec<Card> = start.order[dealt..]
        .iter()
        .rev()
        .filter(|c| !own || **c != Card::Attack)
        .copied()
        .collect();
    let deck: Pile<Card, DECK_CAP> =
        Pile::in_order(&deck_cards).ok_or(PyramidError::DeckOverflow)?;
    Ok(State {
        deck,
        pyramid: Pyramid::from_places(places),
        score_pile: Pile::new(),
        trash: Pile::new(),
        taken: Pile::new(),
        curses: CURSES,
        player_curses: 0,
        turn: 0,
        phase: Phase::BeforeFirstTurn,
        adjustment: Adjustment::None,
        marks: TurnMarks::default(),
        owed: 0,
        owed_for: None,
        ending: None,
        final_score: None,
        rng: start.rng.clone(),
        own_deck: own,
        to_deal: if own { 6 } else { 0 },
        attacks_waiting,
        turned: Vec::new(),
    })
}
