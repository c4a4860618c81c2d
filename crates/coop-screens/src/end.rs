//! Game over: why it ended, the players' points, every term of both scores (R19), and WIN or
//! LOSS in letters read from across the room.

use crate::card;
use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::entry::{error_line, submitted};
use crate::kit::terms;
use crate::kit::verdict::{Verdict, verdict};
use crate::msg::Msg;
use crate::results_ask::Ask as ResultsAsk;
use crate::theme;
use crate::words::pile_count;
use coop_automa_coop::CoopSession;
use coop_automa_coop::{
    Action, Card, Event, FinalScore, Game, MAX_PLAYER_POINTS, Seat, StateCard, SupplyPile, Treasure,
};
use egui::{self, RichText};

/// Reads the typed points; the message says which field is wrong and how to fix it.
pub fn parse_points(game: &Game, typed: &[String; 2]) -> Result<[i32; 2], String> {
    let mut points = [0; 2];
    for seat in Seat::BOTH {
        let text = typed[seat.index()].trim();
        let name = game.name(seat);
        if text.is_empty() {
            return Err(t!("coop-points-missing", name = name));
        }
        let value: i32 = text
            .parse()
            .map_err(|_| t!("coop-points-not-number", name = name, text = text))?;
        if !(-MAX_PLAYER_POINTS..=MAX_PLAYER_POINTS).contains(&value) {
            return Err(t!(
                "coop-points-too-many",
                name = name,
                value = value,
                max = MAX_PLAYER_POINTS
            ));
        }
        points[seat.index()] = value;
    }
    Ok(points)
}

/// The action the points fields give, or the message for the table.
pub fn submit(game: &Game, typed: &[String; 2]) -> Msg {
    match parse_points(game, typed) {
        Ok(points) => Msg::apply(Action::FinalPoints { points }),
        Err(message) => Msg::BadEntry(message),
    }
}

/// Why the game ended, for the line under the title (R16, R18).
pub fn end_line(game: &Game) -> String {
    let reason = game
        .end_reason()
        .map(crate::words::end_reason_words)
        .unwrap_or_default();
    if game.is_fleet_round() {
        t!("coop-over-after-fleet", reason = reason)
    } else {
        t!("coop-over-line", reason = reason)
    }
}

/// Draws the game-over screen; true when the points typed changed (an old refusal of them
/// is then out of date).
pub fn show(
    ui: &mut egui::Ui,
    game: &Game,
    typed: &mut [String; 2],
    error: Option<&str>,
    msgs: &mut Vec<Msg>,
) -> bool {
    let before = typed.clone();
    let dark = ui.visuals().dark_mode;
    match game.score() {
        None => {
            // Both fields on one row where they fit, so they stay in view on a small screen;
            // one under the other on a phone, each name beside its own field.
            let mut field = |ui: &mut egui::Ui, seat: Seat| {
                let i = seat.index();
                let label = ui.label(
                    RichText::new(t!("coop-player-points", name = game.name(seat)))
                        .size(theme::HEADING)
                        .color(crate::colors::seat_color(seat, dark)),
                );
                let response = ui
                    .add(
                        crate::kit::entry::line(&mut typed[i])
                            .font(egui::FontId::proportional(theme::HEADING))
                            .desired_width(110.0),
                    )
                    .labelled_by(label.id);
                // What the table enters now, in view when the game ends (a phone's page
                // stayed on the log).
                crate::kit::in_view::when_it_appears(
                    ui,
                    &format!("coop-points-{i}"),
                    label.rect.union(response.rect),
                );
                if submitted(ui, &response) {
                    msgs.push(submit(game, typed));
                }
            };
            if ui.available_width() < 560.0 {
                for seat in Seat::BOTH {
                    ui.horizontal(|ui| field(ui, seat));
                }
            } else {
                ui.horizontal(|ui| {
                    for seat in Seat::BOTH {
                        field(ui, seat);
                        ui.add_space(24.0);
                    }
                });
            }
            // The entry's own line, kept when empty: the error never moves what is below.
            error_line(ui, error);
            ui.label(
                RichText::new(t!(
                    "coop-points-help",
                    miserable = StateCard::Miserable.card_name(),
                    twice = StateCard::TwiceMiserable.card_name()
                ))
                .size(theme::BODY),
            );
            ui.label(RichText::new(automa_line(game)).size(theme::HEADING * 0.85));
        }
        Some(score) => {
            scored(ui, game, score);
            if crate::bgstats::button(ui, None) {
                msgs.push(Msg::ask(ResultsAsk::LogPlay(None)));
            }
        }
    }
    *typed != before
}

fn scored(ui: &mut egui::Ui, game: &Game, s: &FinalScore) {
    if s.humans_win {
        verdict(ui, &t!("coop-win"), Verdict::Win);
    } else {
        verdict(ui, &t!("coop-loss"), Verdict::Loss);
    }
    ui.label(RichText::new(verdict_line(s)).size(theme::HEADING).strong());
    // Side by side where both fit; one under the other on a phone, so no figure is cut.
    if ui.available_width() < 560.0 {
        player_terms(ui, game, s);
        ui.add_space(8.0);
        automa_terms(ui, game, s);
    } else {
        ui.columns(2, |cols| {
            player_terms(&mut cols[0], game, s);
            automa_terms(&mut cols[1], game, s);
        });
    }
}

/// The players' points, term by term (R19).
fn player_terms(ui: &mut egui::Ui, game: &Game, s: &FinalScore) {
    ui.label(
        RichText::new(t!("coop-players"))
            .size(theme::HEADING)
            .strong(),
    );
    let mut lines = Vec::new();
    for seat in Seat::BOTH {
        let p = &s.players[seat.index()];
        lines.push((
            t!("coop-player-points", name = game.name(seat)),
            p.points.to_string(),
            false,
        ));
        if p.misery > 0 {
            lines.push((
                t!(
                    "coop-player-misery",
                    name = game.name(seat),
                    state = StateCard::Miserable.card_name()
                ),
                format!("−{}", p.misery),
                false,
            ));
        }
    }
    lines.push((t!("coop-players-total"), s.humans.to_string(), true));
    show_terms(ui, &lines);
}

/// The automa's points, term by term (R19).
fn automa_terms(ui: &mut egui::Ui, game: &Game, s: &FinalScore) {
    ui.label(
        RichText::new(t!("coop-automa"))
            .size(theme::HEADING)
            .strong(),
    );
    let a = game.automa();
    // "2 Duchies × 6" and what they make.
    let cards = |pile: SupplyPile, count: u8, each: u8, points: i32| {
        (
            t!(
                "coop-term",
                count = pile_count(pile, usize::from(count)),
                each = each
            ),
            points.to_string(),
            false,
        )
    };
    let mut lines = vec![
        cards(SupplyPile::Duchy, a.duchies, 6, s.automa.duchies),
        cards(SupplyPile::Province, a.provinces, 6, s.automa.provinces),
    ];
    if game.setup().colonies {
        lines.push(cards(SupplyPile::Colony, a.colonies, 10, s.automa.colonies));
    }
    // No tokens: no "0 tokens × −1 = −0" line.
    if a.tokens > 0 {
        lines.push((
            t!("coop-term-tokens", n = a.tokens),
            format!("−{}", s.automa.tokens),
            false,
        ));
    }
    lines.push((t!("coop-automa-total"), s.automa.total.to_string(), true));
    show_terms(ui, &lines);
}

/// Term lines, their figures in one column at the right (`kit::terms`).
fn show_terms(ui: &mut egui::Ui, lines: &[(String, String, bool)]) {
    let figures: Vec<String> = lines.iter().map(|(_, f, _)| f.clone()).collect();
    let width = terms::figure_width(ui, &figures);
    for (words, figure, strong) in lines {
        terms::term(ui, words, figure, *strong, width);
    }
}

/// The automa's side before the points are in: "The automa: 1 Duchy, 2 Provinces, 1 token:
/// 17 points."
pub fn automa_line(game: &Game) -> String {
    t!(
        "coop-automa-line",
        held = crate::automa::held_text(game),
        tokens = game.automa().tokens,
        points = usize::try_from(game.automa_score().total).unwrap_or(0)
    )
}

/// The verdict in a sentence, with both sums (R19: a tie is a loss).
pub fn verdict_line(s: &FinalScore) -> String {
    let players = s.humans;
    let automa = s.automa.total;
    if s.humans_win {
        t!("coop-verdict-win", players = players, automa = automa)
    } else if s.humans == automa {
        t!("coop-verdict-tie", players = players, automa = automa)
    } else {
        t!("coop-verdict-loss", players = players, automa = automa)
    }
}

/// The card of the automa's last step, when the game ended on it (the Fleet round's step, or
/// a treasure step that took the last card, R13.3, R18): large, with what it did, so the
/// table sees it before the score.
pub fn last_card(ui: &mut egui::Ui, game: &Game) {
    let Some(reveal) = game.last_reveal() else {
        return;
    };
    // Only a card of the final round: the game ended on the automa's step.
    if reveal.by.is_some() || reveal.round != game.round() {
        return;
    }
    ui.label(
        RichText::new(t!("coop-last-step"))
            .size(theme::HEADING * 0.85)
            .strong(),
    );
    let width = ui.available_width().min(200.0);
    ui.vertical_centered(|ui| {
        // A Silver the game ended on does nothing: the card says so where the eye is.
        let caption = if reveal.card == Card::Treasure(Treasure::Silver) {
            t!("coop-caption-no-effect", round = reveal.round)
        } else {
            t!("coop-caption-round", round = reveal.round)
        };
        card::large_card(ui, reveal.card, width, &caption);
    });
    for (action, events) in game.log().rev() {
        if !action.is_automa_step() {
            continue;
        }
        for event in events {
            if matches!(
                event,
                Event::AutomaTook { .. } | Event::AutomaTookNothing | Event::Reshuffled { .. }
            ) {
                ui.label(
                    RichText::new(crate::words::event_words(game.setup(), event)).size(theme::BODY),
                );
            }
        }
        break;
    }
    if reveal.card == Card::Treasure(Treasure::Silver) {
        ui.label(
            RichText::new(t!(
                "coop-silver-no-effect",
                card = Treasure::Silver.card_name()
            ))
            .size(theme::HEADING * 0.85)
            .strong(),
        );
    }
    ui.separator();
}

#[cfg(test)]
mod tests {
    use super::*;
    use coop_automa_coop::{AutomaHoldings, PlayerStates, Setup};

    /// A game where the automa took one Duchy (round 2) and one Province (round 4) and got
    /// one token.
    fn one_of_each() -> Game {
        let mut setup = Setup::custom(["Alex", "Bea"], 12, 1);
        setup.seed = Some(3);
        let mut game = Game::new(setup).unwrap();
        game.apply(Action::AttackPlayed).unwrap();
        while game.round() < 5 {
            let action = game.primary_action().unwrap();
            game.apply(action).unwrap();
        }
        game
    }

    #[test]
    fn the_automa_line_says_1_duchy_1_province_1_token_r19() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let game = one_of_each();
        assert_eq!(
            automa_line(&game),
            "The automa: 1 Duchy, 1 Province, 1 token: 11 points."
        );
    }

    #[test]
    fn the_verdict_line_names_the_players_points_and_a_tie_is_a_loss_r19() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        let states = [PlayerStates::default(); 2];
        let holdings = AutomaHoldings {
            provinces: 1,
            ..Default::default()
        };
        let loss = FinalScore::new([3, 1], &states, &holdings);
        assert_eq!(
            verdict_line(&loss),
            "The players' 4 points are not more than the automa's 6."
        );
        let tie = FinalScore::new([5, 1], &states, &holdings);
        assert_eq!(
            verdict_line(&tie),
            "The players' 6 points tie the automa's 6: a tie is a loss."
        );
        let one = FinalScore::new([1, 0], &states, &AutomaHoldings::default());
        assert_eq!(
            verdict_line(&one),
            "The players' 1 point beat the automa's 0."
        );
    }
}
