//! The words on the big button and the status line, from the game's phase.

use crate::bar::Actor;
use crate::card_names::CardName;
use crate::i18n::{capitalized, t};
use crate::words::end_reason_words;
use coop_automa_coop::CoopSession;
use coop_automa_coop::{Game, Phase, StepKind, Treasure};
use coop_automa_engine::ModeGame;

/// The big button's label, or `None` when it needs input first (final points).
pub fn primary_label(game: &Game) -> String {
    match game.phase() {
        Phase::Turn { seat, extra: true } => {
            t!("coop-primary-end-extra-turn", name = game.name(seat))
        }
        Phase::Turn { seat, extra: false } => t!("coop-primary-end-turn", name = game.name(seat)),
        Phase::FleetTurns => t!("coop-primary-fleet-done"),
        Phase::AutomaDue if game.end_condition().is_some() && !game.is_fleet_round() => {
            t!("coop-primary-end-game")
        }
        // The table's own pile: the card turned over is tapped among the answers.
        Phase::AutomaDue if game.step_asks_turned().is_some() => t!("coop-primary-tap-turned"),
        // Say what the press does, not only whose step it is.
        Phase::AutomaDue => match StepKind::for_round(game.round()) {
            StepKind::Nothing => t!("coop-primary-nothing", round = game.round() + 1),
            StepKind::Treasure => t!(
                "coop-primary-reveal-treasure",
                copper = Treasure::Copper.card_name(),
                silver = Treasure::Silver.card_name()
            ),
            StepKind::Hex => t!("coop-primary-reveal-hex"),
        },
        Phase::Resolving(_) if game.is_fleet_round() => t!("coop-primary-done-end"),
        Phase::Resolving(_) => t!("coop-primary-done-next", round = game.round() + 1),
        Phase::Over if game.score().is_some() => t!("big-new-game"),
        Phase::Over => t!("coop-primary-enter-points"),
    }
}

/// Whose turn it is or what is happening, in a few words for the top of the screen.
pub fn now_label(game: &Game) -> String {
    match game.phase() {
        Phase::Turn { seat, extra: true } => t!("coop-now-extra-turn", name = game.name(seat)),
        Phase::Turn { seat, extra: false } => t!("coop-now-turn", name = game.name(seat)),
        Phase::FleetTurns => t!("coop-now-fleet-turns"),
        Phase::AutomaDue | Phase::Resolving(_) => t!("coop-now-automa"),
        Phase::Over => t!("coop-now-over"),
    }
}

/// "Round 5", the status line's first half.
pub fn round_label(game: &Game) -> String {
    t!("coop-round", round = game.round())
}

/// The line under the round title: what comes next for the automa, from the state now, so it
/// never disagrees with the prompt, the banner or the big button (R12, R13.2, R16, R18).
pub fn step_label(game: &Game) -> String {
    let round = game.round();
    let fleet_on = game.setup().fleet;
    match game.phase() {
        Phase::Over => t!("coop-now-over"),
        Phase::Turn { .. } => match game.end_condition() {
            Some(reason) if fleet_on && !game.is_fleet_round() => t!(
                "coop-line-fleet-begins",
                reason = capitalized(&end_reason_words(reason))
            ),
            Some(reason) => t!(
                "coop-line-ends-with-turn",
                reason = end_reason_words(reason)
            ),
            None => t!(
                "coop-line-end-of-round",
                round = round,
                step = step_words(game)
            ),
        },
        Phase::FleetTurns => t!(
            "coop-line-fleet-round",
            round = round,
            step = step_words(game)
        ),
        Phase::AutomaDue if game.end_condition().is_some() && !game.is_fleet_round() => {
            t!("coop-line-ended")
        }
        Phase::AutomaDue if game.is_fleet_round() => {
            t!("coop-line-last-step", step = step_words(game))
        }
        Phase::AutomaDue => t!(
            "coop-line-end-of-round",
            round = round,
            step = step_words(game)
        ),
        Phase::Resolving(_) => {
            let card = game
                .last_reveal()
                .map_or_else(|| t!("coop-the-card"), |r| r.card.card_name());
            if game.is_fleet_round() {
                t!("coop-line-follow-last", card = card)
            } else {
                t!(
                    "coop-line-follow",
                    round = round,
                    card = card,
                    next = round + 1
                )
            }
        }
    }
}

/// The automa's step of this round, in a few words, with what it would take now (R12, R13.2).
fn step_words(game: &Game) -> String {
    let copper = Treasure::Copper.card_name();
    let silver = Treasure::Silver.card_name();
    match game.step_this_round() {
        StepKind::Nothing => t!("coop-step-nothing"),
        StepKind::Treasure => match game.supply().automa_take(game.setup().colonies) {
            Some(pile) => t!(
                "coop-step-treasure-takes",
                copper = copper,
                silver = silver,
                card = pile.card_name()
            ),
            None => t!(
                "coop-step-treasure-nothing",
                copper = copper,
                silver = silver
            ),
        },
        StepKind::Hex => t!("coop-step-hex"),
    }
}

/// What the automa will take at its next treasure step, with the count it acts on (R13.2).
pub fn take_preview(game: &Game) -> String {
    let supply = game.supply();
    match supply.automa_take(game.setup().colonies) {
        Some(pile) => t!(
            "coop-take-preview",
            card = pile.card_name(),
            left = supply.count(pile)
        ),
        None => t!("coop-take-nothing"),
    }
}

/// The empty supply piles counted, and how many end the game (R16): "2 supply piles empty
/// (3 end the game)".
pub fn empty_piles_line(empty: usize) -> String {
    t!("coop-empty-piles", n = empty)
}

/// Who the big button's colour names: the player whose turn it is, the automa for its step,
/// nobody once the game is over (the points entry and the end), as in every mode.
pub fn actor(game: &Game) -> Actor {
    match game.current_seat() {
        _ if game.is_over() => Actor::Nobody,
        Some(seat) => Actor::Seat(seat.index()),
        None => Actor::Automa,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use coop_automa_coop::{Action, Change, Setup, SupplyPile};

    fn game(provinces: u8, duchies: u8) -> Game {
        let mut setup = Setup::custom(["Alex", "Bea"], provinces, duchies);
        setup.seed = Some(5);
        Game::new(setup).unwrap()
    }

    fn press_to(game: &mut Game, round: u32) {
        while game.round() < round {
            let action = game.primary_action().unwrap();
            game.apply(action).unwrap();
        }
    }

    #[test]
    fn r13_2_the_step_line_names_the_pile_the_automa_takes_from_now() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut g = game(12, 1);
        press_to(&mut g, 2);
        assert_eq!(
            step_label(&g),
            "End of round 2: Copper or Silver, then it takes a Duchy"
        );
        g.apply(Action::Supply {
            pile: SupplyPile::Duchy,
            change: Change::Take,
        })
        .unwrap();
        assert_eq!(
            step_label(&g),
            "End of round 2: Copper or Silver, then it takes a Province"
        );
    }

    #[test]
    fn r12_the_step_line_for_round_1_and_a_hex_round() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut g = game(12, 4);
        assert_eq!(step_label(&g), "End of round 1: the automa does nothing");
        press_to(&mut g, 3);
        assert_eq!(step_label(&g), "End of round 3: a Hex for both players");
    }

    /// Takes the three Provinces of a 3/0 game.
    fn empty_provinces(g: &mut Game) {
        for _ in 0..3 {
            g.apply(Action::Supply {
                pile: SupplyPile::Province,
                change: Change::Take,
            })
            .unwrap();
        }
    }

    #[test]
    fn r16_the_step_line_says_the_game_ends_with_the_turn() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut g = game(3, 0);
        empty_provinces(&mut g);
        assert_eq!(
            step_label(&g),
            "The game ends when this turn ends: the Province pile is empty"
        );
    }

    #[test]
    fn r18_with_fleet_the_step_line_says_the_fleet_round_begins() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut setup = Setup::custom(["Alex", "Bea"], 3, 0);
        setup.fleet = true;
        setup.seed = Some(5);
        let mut g = Game::new(setup).unwrap();
        empty_provinces(&mut g);
        assert_eq!(
            step_label(&g),
            "The Province pile is empty: when this turn ends, the Fleet round begins"
        );
        g.apply(Action::EndTurn).unwrap();
        assert_eq!(
            step_label(&g),
            "Fleet round 2, then the automa's last step: Copper or Silver; there is nothing left for it to take"
        );
    }

    #[test]
    fn r14a_while_a_card_is_resolved_the_line_says_to_follow_it() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let mut g = game(12, 4);
        press_to(&mut g, 2);
        g.apply(Action::EndTurn).unwrap();
        g.apply(Action::EndTurn).unwrap();
        g.apply(Action::AutomaStep).unwrap();
        let card = g.last_reveal().unwrap().card.card_name();
        assert_eq!(
            step_label(&g),
            format!("End of round 2: follow the {card}, then start round 3")
        );
    }

    #[test]
    fn r16_empty_piles_are_counted_in_words_with_the_three_that_end_the_game() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        assert_eq!(empty_piles_line(0), "0 supply piles empty (3 end the game)");
        assert_eq!(empty_piles_line(1), "1 supply pile empty (3 end the game)");
        assert_eq!(empty_piles_line(5), "5 supply piles empty (3 end the game)");
    }

    /// The big button is Alex's, then Bea's, then the automa's, and nobody's at the end.
    #[test]
    fn the_big_button_names_who_acts_and_nobody_at_the_end() {
        let mut game = Game::new(Setup::custom(["Alex", "Bea"], 3, 0)).unwrap();
        assert_eq!(actor(&game), Actor::Seat(0));
        game.apply(coop_automa_coop::Action::EndTurn).unwrap();
        assert_eq!(actor(&game), Actor::Seat(1));
        game.apply(coop_automa_coop::Action::EndTurn).unwrap();
        assert_eq!(actor(&game), Actor::Automa);
        while !game.is_over() {
            let next = game.primary_action().expect("a next step until the end");
            game.apply(next).unwrap();
            if game.round() > 80 {
                break;
            }
        }
        assert!(game.is_over());
        assert_eq!(actor(&game), Actor::Nobody);
    }
}
