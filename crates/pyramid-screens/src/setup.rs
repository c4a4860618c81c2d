//! The pyramid's setup: the level, the VP mix (a preset or a custom one checked as it is
//! changed), the Attack card's name from Advanced up, and the results so far per level and
//! mix. "Deal the pyramid" deals it; the adjustment comes on the play screen.

use crate::PyramidResults;
use crate::i18n::{self, t};
use crate::theme;
use coop_automa_pyramid::{Card, Level, MAX_ATTACK_NAME_CHARS, Mix, Setup};
use egui::{self, RichText};

/// The form as the table left it (kept while the app runs).
#[derive(Debug, Clone, PartialEq)]
pub struct PyramidForm {
    pub level: Level,
    /// `Some("A")`, `Some("B")` or `None` for custom.
    pub preset: Option<&'static str>,
    /// The custom mix (Estates are always 12).
    pub custom: Mix,
    pub attack_name: String,
    /// The table's own VP deck: it shuffles its cards and tells each one it deals or turns.
    pub own_deck: bool,
}

impl Default for PyramidForm {
    fn default() -> Self {
        PyramidForm {
            level: Level::Normal,
            preset: Some("A"),
            custom: Mix::A,
            attack_name: String::new(),
            own_deck: false,
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
        let mut setup = Setup::new(self.level, self.mix(), seed).with_own_deck(self.own_deck);
        if self.level.attacks() > 0 {
            setup.attack_name = self.attack_name.trim().to_owned();
        }
        setup
            .validate()
            .map_err(|e| crate::words::error_words(&e))?;
        Ok(setup)
    }
}

/// The setup screen's body; returns the setup when "Deal the pyramid" is pressed.
pub fn setup_screen(ui: &mut egui::Ui, form: &mut PyramidForm, results: Option<&PyramidResults>) {
    ui.label(
        RichText::new(t!("pyramid-setup-level"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        for level in Level::ALL {
            ui.selectable_value(&mut form.level, level, crate::words::level_words(level))
                .on_hover_text(level_text(level));
        }
    });
    ui.label(RichText::new(level_text(form.level)).size(theme::SMALL));
    ui.add_space(8.0);
    ui.label(
        RichText::new(t!("pyramid-setup-deck"))
            .size(theme::HEADING * 0.8)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut form.preset, Some("A"), "A: 12 / 10 / 8")
            .on_hover_text(mix_tip(Mix::A));
        ui.selectable_value(&mut form.preset, Some("B"), "B: 12 / 8 / 8 / 2")
            .on_hover_text(mix_tip(Mix::B));
        ui.selectable_value(&mut form.preset, None, t!("pyramid-custom"));
    });
    if form.preset.is_none() {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!(
                "pyramid-term-count",
                count = 12,
                what = names(Card::Estate, 12)
            ));
            stepper(ui, &names(Card::Duchy, 2), &mut form.custom.duchies, 12);
            stepper(ui, &names(Card::Province, 2), &mut form.custom.provinces, 9);
            stepper(ui, &names(Card::Colony, 2), &mut form.custom.colonies, 6);
        });
    }
    let mix = form.mix();
    ui.label(RichText::new(mix_words("pyramid-mix-summary", &mix)).size(theme::SMALL));
    if form.level.attacks() > 0 {
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("pyramid-attack-label"));
            ui.add(
                crate::kit::entry::line(&mut form.attack_name)
                    .hint_text(t!("pyramid-attack-card", count = 1))
                    .char_limit(MAX_ATTACK_NAME_CHARS)
                    .desired_width(260.0),
            )
            .on_hover_text(t!("pyramid-attack-tip"));
        });
    }
    ui.add_space(8.0);
    crate::kit::check(ui, &mut form.own_deck, t!("pyramid-setup-own-deck"))
        .on_hover_text(t!("pyramid-setup-own-deck-tip"));
    ui.add_space(8.0);
    crate::kit::checklist(ui, &t!("pyramid-set-out"), &checklist(form));
    if let Some(results) = results.filter(|r| !r.records.is_empty()) {
        ui.add_space(12.0);
        ui.label(
            RichText::new(t!("pyramid-your-results"))
                .size(theme::HEADING * 0.8)
                .strong(),
        );
        results_table(ui, results);
    }
}

/// Games, victories and the best victory per level and mix, easiest level first.
pub fn results_table(ui: &mut egui::Ui, results: &PyramidResults) {
    let heads = [
        t!("pyramid-col-level"),
        t!("pyramid-col-mix"),
        t!("pyramid-col-games"),
        t!("pyramid-col-victories"),
        t!("pyramid-col-best"),
    ];
    let rows: Vec<[String; 5]> = coop_automa_pyramid::tallies(&results.records)
        .into_iter()
        .map(|(level, mix, tally)| {
            [
                crate::words::level_words(level).to_owned(),
                crate::words::mix_name(mix),
                tally.games.to_string(),
                tally.victories.to_string(),
                if tally.best > 0 {
                    t!("pyramid-best", level = tally.best)
                } else {
                    "–".into()
                },
            ]
        })
        .collect();
    // Five columns where they fit; on a phone each level and mix is a block of its own, its
    // figures under it, so nothing runs past the screen's edge.
    let wide: f32 = heads
        .iter()
        .map(|h| crate::fit::text_width(ui, h, theme::BODY) + 24.0)
        .sum();
    if wide <= ui.available_width() {
        egui::Grid::new("pyramid-results")
            .striped(true)
            .spacing(egui::vec2(24.0, 8.0))
            .show(ui, |ui| {
                for head in &heads {
                    ui.label(RichText::new(head).size(theme::BODY).strong());
                }
                ui.end_row();
                for row in &rows {
                    for cell in row {
                        ui.label(RichText::new(cell).size(theme::BODY));
                    }
                    ui.end_row();
                }
            });
        return;
    }
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            ui.separator();
        }
        ui.add(
            egui::Label::new(
                RichText::new(format!("{} · {}", row[0], row[1]))
                    .size(theme::BODY)
                    .strong(),
            )
            .wrap(),
        );
        egui::Grid::new(("pyramid-results-block", i))
            .spacing(egui::vec2(16.0, 4.0))
            .show(ui, |ui| {
                for (head, cell) in heads[2..].iter().zip(&row[2..]) {
                    ui.label(RichText::new(head).size(theme::BODY));
                    ui.label(RichText::new(cell).size(theme::BODY).strong());
                    ui.end_row();
                }
            });
    }
}

/// The message `id` of a mix of VP cards: each card's count and name, and the total.
fn mix_words(id: &str, mix: &Mix) -> String {
    let total = u16::from(mix.estates)
        + u16::from(mix.duchies)
        + u16::from(mix.provinces)
        + u16::from(mix.colonies);
    let (estates, duchies) = (
        names(Card::Estate, mix.estates.into()),
        names(Card::Duchy, mix.duchies.into()),
    );
    let (provinces, colonies) = (
        names(Card::Province, mix.provinces.into()),
        names(Card::Colony, mix.colonies.into()),
    );
    i18n::tr_args(
        id,
        &i18n::args([
            ("e", mix.estates.into()),
            ("estates", estates.as_str().into()),
            ("d", mix.duchies.into()),
            ("duchies", duchies.as_str().into()),
            ("p", mix.provinces.into()),
            ("provinces", provinces.as_str().into()),
            ("c", mix.colonies.into()),
            ("colonies", colonies.as_str().into()),
            ("total", total.into()),
        ]),
    )
}

/// What the table sets out before the deal, in order (P1, P3, P4, P6).
pub fn checklist(form: &PyramidForm) -> Vec<String> {
    let mix = form.mix();
    let own = form.own_deck;
    let vp = if own {
        "pyramid-check-vp-own"
    } else {
        "pyramid-check-vp"
    };
    let mut lines = vec![
        mix_words(vp, &mix),
        t!(
            "pyramid-check-curses",
            curses = names(Card::Curse, 5),
            curse = names(Card::Curse, 1)
        ),
    ];
    if form.level.attacks() > 0 {
        let name = form.attack_name.trim();
        let name = if name.is_empty() {
            t!("pyramid-check-attack-default")
        } else {
            name.to_owned()
        };
        lines.push(if own {
            t!("pyramid-check-attack-own", name = name)
        } else {
            t!("pyramid-check-attack", name = name)
        });
    }
    lines.push(if own {
        t!("pyramid-check-deal-own")
    } else {
        t!("pyramid-check-deal")
    });
    lines
}

/// What a level means (P3), in a line.
fn level_text(level: Level) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    t!(
        "pyramid-level-text",
        level = crate::words::level_words(level),
        master = yes(level == Level::Master),
        points = level.points_for(Card::Duchy),
        attacks = yes(level.attacks() > 0),
        left = level.per_card_left(),
        colonies = names(Card::Colony, 2)
    )
}

/// A printed card's name for `n` of them: "Duchies".
fn names(card: Card, n: usize) -> String {
    crate::words::named(card, None, n)
}

/// A preset's tooltip: "12 Estates, 10 Duchies, 8 Provinces."
fn mix_tip(mix: Mix) -> String {
    let id = if mix.colonies == 0 {
        "pyramid-mix-three"
    } else {
        "pyramid-mix-four"
    };
    mix_words(id, &mix)
}

/// "Duchies [−] 10 [+]": a count changed by taps, kept within 0..=max.
fn stepper(ui: &mut egui::Ui, label: &str, value: &mut u8, max: u8) {
    ui.label(t!("pyramid-stepper", what = label));
    let fewer = t!("pyramid-one-fewer", what = label);
    let more = t!("pyramid-one-more", what = label);
    crate::kit::stepped(ui, value, 0..=max, (fewer, more), |ui, n| {
        ui.label(RichText::new(n.to_string()).size(theme::HEADING).strong());
    });
}
