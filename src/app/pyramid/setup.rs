//! The pyramid's setup: the level, the VP mix (a preset or a custom one checked as it is
//! changed), the Attack card's name from Advanced up, and the results so far per level and
//! mix. "Deal the pyramid" deals it; the adjustment comes on the play screen.

use super::super::theme;
use super::PyramidResults;
use crate::modes::pyramid::{Level, MAX_ATTACK_NAME_CHARS, Mix, Setup};
use eframe::egui::{self, RichText};

/// The form as the table left it (kept while the app runs).
#[derive(Debug, Clone, PartialEq)]
pub struct PyramidForm {
    pub level: Level,
    /// `Some("A")`, `Some("B")` or `None` for custom.
    pub preset: Option<&'static str>,
    /// The custom mix (Estates are always 12).
    pub custom: Mix,
    pub attack_name: String,
}

impl Default for PyramidForm {
    fn default() -> Self {
        PyramidForm {
            level: Level::Normal,
            preset: Some("A"),
            custom: Mix::A,
            attack_name: String::new(),
        }
    }
}

impl PyramidForm {
    /// The mix chosen.
    pub fn mix(&self) -> Mix {
        match self.preset {
            Some("A") => Mix::A,
            Some("B") => Mix::B,
            _ => self.custom,
        }
    }

    /// The setup, or why it cannot be played (the rule it breaks). The seed is drawn here,
    /// once the table deals: the rules never draw one themselves.
    pub fn to_setup(&self) -> Result<Setup, String> {
        self.with_seed(Some(rand::random()))
    }

    /// Why the form cannot be dealt, if it cannot: checked as the table changes it.
    pub fn problem(&self) -> Option<String> {
        self.with_seed(None).err()
    }

    fn with_seed(&self, seed: Option<u64>) -> Result<Setup, String> {
        let mut setup = Setup::new(self.level, self.mix(), seed);
        if self.level.attacks() > 0 {
            setup.attack_name = self.attack_name.trim().to_owned();
        }
        setup
            .validate()
            .map_err(|e| super::words::error_words(&e))?;
        Ok(setup)
    }
}

/// The setup screen's body; returns the setup when "Deal the pyramid" is pressed.
pub fn setup_screen(ui: &mut egui::Ui, form: &mut PyramidForm, results: Option<&PyramidResults>) {
    ui.label(RichText::new("Level").size(theme::HEADING * 0.8).strong());
    ui.horizontal_wrapped(|ui| {
        for level in Level::ALL {
            ui.selectable_value(&mut form.level, level, super::words::level_words(level))
                .on_hover_text(level_text(level));
        }
    });
    ui.label(RichText::new(level_text(form.level)).size(theme::SMALL));
    ui.add_space(8.0);
    ui.label(
        RichText::new("The AI's VP deck (30 cards)")
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut form.preset, Some("A"), "A: 12 / 10 / 8")
            .on_hover_text("12 Estates, 10 Duchies, 8 Provinces.");
        ui.selectable_value(&mut form.preset, Some("B"), "B: 12 / 8 / 8 / 2")
            .on_hover_text("12 Estates, 8 Duchies, 8 Provinces, 2 Colonies.");
        ui.selectable_value(&mut form.preset, None, "Custom");
    });
    if form.preset.is_none() {
        ui.horizontal_wrapped(|ui| {
            ui.label("12 Estates");
            stepper(ui, "Duchies", &mut form.custom.duchies, 12);
            stepper(ui, "Provinces", &mut form.custom.provinces, 9);
            stepper(ui, "Colonies", &mut form.custom.colonies, 6);
        });
    }
    let mix = form.mix();
    ui.label(
        RichText::new(format!(
            "{} Estates, {} Duchies, {} Provinces, {} Colonies: {} cards.",
            mix.estates,
            mix.duchies,
            mix.provinces,
            mix.colonies,
            u16::from(mix.estates)
                + u16::from(mix.duchies)
                + u16::from(mix.provinces)
                + u16::from(mix.colonies)
        ))
        .size(theme::SMALL),
    );
    if form.level.attacks() > 0 {
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            ui.label("The Attack card you shuffle in (5 copies):");
            ui.add(
                egui::TextEdit::singleline(&mut form.attack_name)
                    .hint_text("Attack card")
                    .char_limit(MAX_ATTACK_NAME_CHARS)
                    .desired_width(260.0),
            )
            .on_hover_text("For the log only: no rule looks at which Attack it is (P3).");
        });
    }
    ui.add_space(12.0);
    ui.add_space(8.0);
    ui.label(RichText::new("Set out").size(theme::BODY).strong());
    for line in checklist(form) {
        ui.add(egui::Label::new(RichText::new(format!("• {line}")).size(theme::SMALL)).wrap());
    }
    if let Some(results) = results.filter(|r| !r.records.is_empty()) {
        ui.add_space(12.0);
        ui.label(
            RichText::new("Your results")
                .size(theme::HEADING * 0.8)
                .strong(),
        );
        results_table(ui, results);
    }
}

/// Games, victories and the best victory per level and mix, easiest level first.
pub fn results_table(ui: &mut egui::Ui, results: &PyramidResults) {
    egui::Grid::new("pyramid-results")
        .striped(true)
        .spacing(egui::vec2(24.0, 8.0))
        .show(ui, |ui| {
            for head in ["Level", "Mix", "Games", "Victories", "Best"] {
                ui.label(RichText::new(head).size(theme::BODY).strong());
            }
            ui.end_row();
            for (level, mix, tally) in crate::modes::pyramid::tallies(&results.records) {
                let cells = [
                    super::words::level_words(level).to_owned(),
                    mix_name(mix),
                    tally.games.to_string(),
                    tally.victories.to_string(),
                    if tally.best > 0 {
                        format!("level {}", tally.best)
                    } else {
                        "–".into()
                    },
                ];
                for cell in cells {
                    ui.label(RichText::new(cell).size(theme::BODY));
                }
                ui.end_row();
            }
        });
}

/// What the table sets out before the deal, in order (P1, P3, P4, P6).
pub fn checklist(form: &PyramidForm) -> Vec<String> {
    let mix = form.mix();
    let mut lines = vec![
        format!(
            "The AI's VP cards, sorted face up beside the table: {} Estates, {} Duchies, {} Provinces{}. The app shuffles them: take the card it names.",
            mix.estates,
            mix.duchies,
            mix.provinces,
            if mix.colonies > 0 {
                format!(", {} Colonies", mix.colonies)
            } else {
                String::new()
            }
        ),
        "5 Curses beside the pyramid: the AI's Curse supply.".to_owned(),
    ];
    if form.level.attacks() > 0 {
        let name = form.attack_name.trim();
        let name = if name.is_empty() {
            "the Attack card you pick"
        } else {
            name
        };
        lines.push(format!(
            "5 copies of {name}, beside the VP cards: the app shuffles them into the AI's deck."
        ));
    }
    lines.push("Then deal: lay out the six cards the app shows, bottom row first.".to_owned());
    lines
}

/// "A", "B" or "12/9/6/3".
pub fn mix_name(mix: Mix) -> String {
    match mix.preset() {
        Some(p) => p.to_owned(),
        None => format!(
            "{}/{}/{}/{}",
            mix.estates, mix.duchies, mix.provinces, mix.colonies
        ),
    }
}

/// What a level means (P3), in a line.
fn level_text(level: Level) -> String {
    let points = match level {
        Level::Master => "face value (1, 3, 6, 10)".to_owned(),
        _ => format!(
            "{} points",
            level.points_for(crate::modes::pyramid::Card::Duchy)
        ),
    };
    let attacks = if level.attacks() > 0 {
        ", 5 Attack cards in its deck"
    } else {
        ""
    };
    let master = if level == Level::Master {
        " Needs at least 4 Colonies."
    } else {
        ""
    };
    format!(
        "{}: each VP card the AI scores is worth {points}{attacks}; each VP card left counts {}.{master}",
        super::words::level_words(level),
        level.per_card_left()
    )
}

/// "Duchies [−] 10 [+]": a count changed by taps, kept within 0..=max.
fn stepper(ui: &mut egui::Ui, label: &str, value: &mut u8, max: u8) {
    ui.label(format!("{label}:"));
    if super::super::kit::step_button(ui, "−", *value > 0, &format!("One fewer: {label}")).clicked()
    {
        *value -= 1;
    }
    ui.label(
        RichText::new(value.to_string())
            .size(theme::HEADING)
            .strong(),
    );
    if super::super::kit::step_button(ui, "+", *value < max, &format!("One more: {label}"))
        .clicked()
    {
        *value += 1;
    }
}
