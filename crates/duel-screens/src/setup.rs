//! The Duel's start screen: the players in turn order (2 to 4), the kind of kingdom, the
//! starting deck's VP, the checklist of what to set out, and "Start the Duel".

use crate::DuelForm;
use crate::i18n::t;
use crate::theme;
use coop_automa_duel::{Kingdom, MAX_NAME_CHARS, MAX_PLAYERS, MIN_PLAYERS, Setup};
use egui::{self, RichText};

/// The setup screen's body; "Start the Duel" sends the setup.
pub fn setup_screen(ui: &mut egui::Ui, form: &mut DuelForm) {
    ui.label(
        RichText::new(t!("duel-setup-players"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.label(RichText::new(t!("duel-setup-seats")).size(theme::SMALL));
    for (i, name) in form.names.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(RichText::new(format!("{}.", i + 1)).size(theme::BODY));
            let field = crate::kit::entry::line(name)
                .hint_text(t!("duel-setup-player-hint", seat = i + 1))
                .char_limit(MAX_NAME_CHARS)
                .font(egui::FontId::proportional(theme::BODY))
                .desired_width(300.0);
            ui.add(field).widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    t!("duel-setup-player-name", seat = i + 1),
                )
            });
        });
    }
    ui.horizontal_wrapped(|ui| {
        let button = |ui: &mut egui::Ui, text: String, enabled: bool| {
            let words = RichText::new(text).size(theme::BODY);
            let button = egui::Button::new(words)
                .wrap_mode(egui::TextWrapMode::Wrap)
                .min_size(theme::finger_square(ui.ctx()));
            ui.add_enabled(enabled, button).clicked()
        };
        if button(ui, t!("duel-setup-add"), form.names.len() < MAX_PLAYERS) {
            form.add_player();
        }
        if button(ui, t!("duel-setup-remove"), form.names.len() > MIN_PLAYERS) {
            form.remove_player();
        }
    });
    ui.add_space(8.0);
    ui.label(
        RichText::new(t!("duel-setup-kingdom"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        for (kingdom, text) in [
            (Kingdom::DuelOnly, t!("duel-setup-duel-only")),
            (Kingdom::Mixed, t!("duel-setup-mixed")),
        ] {
            let button = crate::choice(
                form.kingdom == kingdom,
                RichText::new(text).size(theme::BODY),
            )
            .min_size(theme::finger_square(ui.ctx()));
            if ui.add(button).clicked() {
                form.kingdom = kingdom;
            }
        }
    });
    if form.kingdom == Kingdom::DuelOnly {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("duel-setup-starting-vp")).size(theme::BODY));
            ui.add(
                crate::kit::entry::line(&mut form.starting_vp)
                    .char_limit(3)
                    .font(egui::FontId::proportional(theme::BODY))
                    .desired_width(60.0)
                    .min_size(theme::finger_square(ui.ctx())),
            )
            .widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    t!("duel-setup-starting-vp-field"),
                )
            });
            ui.label(
                RichText::new(t!(
                    "duel-setup-starting-vp-help",
                    estates = crate::i18n::cards("card-estate", 3)
                ))
                .size(theme::SMALL),
            );
        });
        crate::kit::check(ui, &mut form.own_deck, t!("duel-setup-own-deck"))
            .on_hover_text(t!("duel-setup-own-deck-tip"));
    }
    ui.add_space(8.0);
    let preview = Setup::new(
        &form.names.iter().map(String::as_str).collect::<Vec<_>>(),
        form.kingdom,
        None,
    )
    .with_starting_vp(
        coop_automa_duel::parse_starting_vp(&form.starting_vp)
            .unwrap_or(coop_automa_duel::DEFAULT_STARTING_VP),
    )
    .with_own_deck(form.own_deck);
    let lines = crate::words::checklist_words(&preview);
    crate::kit::checklist(ui, &t!("duel-setup-set-out"), &lines);
}
