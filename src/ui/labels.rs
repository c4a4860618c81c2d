//! The words on the big button and the status line, from the game's phase.

use crate::core::{Game, Phase, StepKind};

/// The big button's label, or `None` when it needs input first (final points).
pub fn primary_label(game: &Game) -> String {
    match game.phase() {
        Phase::Turn { seat, extra } => {
            if extra {
                format!("End {}'s extra turn", game.name(seat))
            } else {
                format!("End {}'s turn", game.name(seat))
            }
        }
        Phase::FleetTurns => "Fleet turns done".into(),
        Phase::AutomaDue if game.end_condition().is_some() && !game.is_fleet_round() => {
            "End the game".into()
        }
        // Say what the press does, not only whose step it is.
        Phase::AutomaDue => match StepKind::for_round(game.round()) {
            StepKind::Nothing => format!("Automa does nothing: start round {}", game.round() + 1),
            StepKind::Treasure => "Reveal Copper or Silver".into(),
            StepKind::Hex => "Reveal a Hex".into(),
        },
        Phase::Resolving(_) => {
            if game.is_fleet_round() {
                "Done: end the game".into()
            } else {
                format!("Done: start round {}", game.round() + 1)
            }
        }
        Phase::Over => {
            if game.score().is_some() {
                "Start a new game".into()
            } else {
                "Enter final points".into()
            }
        }
    }
}

/// Whose turn it is or what is happening, in a few words for the top of the screen.
pub fn now_label(game: &Game) -> String {
    match game.phase() {
        Phase::Turn { seat, extra } => {
            let name = game.name(seat);
            if extra {
                format!("{name}'s extra turn")
            } else {
                format!("{name}'s turn")
            }
        }
        Phase::FleetTurns => "Fleet turns".into(),
        Phase::AutomaDue | Phase::Resolving(_) => "Automa's step".into(),
        Phase::Over => "Game over".into(),
    }
}

/// What the automa does at the end of this round, in words (R12).
pub fn step_label(game: &Game) -> String {
    let round = game.round();
    match StepKind::for_round(round) {
        StepKind::Nothing => format!("End of round {round}: the automa does nothing"),
        StepKind::Treasure => format!("End of round {round}: Copper or Silver, and a Duchy"),
        StepKind::Hex => format!("End of round {round}: a Hex"),
    }
}

/// What the automa will take at its next treasure step, with the count it acts on (R13.2).
pub fn take_preview(game: &Game) -> String {
    let supply = game.supply();
    match supply.automa_take(game.setup().colonies) {
        Some(pile) => format!(
            "It will take a {} ({} left now).",
            pile.name(),
            supply.count(pile)
        ),
        None => "There is nothing left for it to take.".into(),
    }
}
