//! The setup screen: names, who starts, the kingdom, options, and the table's checklist.

use crate::bar::start_bar;
use crate::card_names::CardName;
use crate::i18n::t;
use crate::kit::check;
use crate::kit::players::DEFAULT_NAMES;
use crate::results;
use crate::words::{counts_words, kingdom_card_name, kingdom_name};
use crate::{scroll, theme};
use coop_automa_coop::{
    Advice, Kingdom, MAX_NAME_CHARS, OwnPiles, Setup, Step, SupplyPile, check_counts,
};
use egui::{self, RichText};
use std::collections::BTreeMap;

/// What the setup screen holds while the table fills it in.
#[derive(Debug, Clone)]
pub struct SetupForm {
    pub names: [String; 2],
    /// 0: the first name starts, 1: the second.
    pub starter: usize,
    /// Whether the starter was drawn at random (said on screen).
    pub drawn: bool,
    /// Index into the recommended kingdoms, or `None` for a custom kingdom.
    pub kingdom: Option<usize>,
    pub provinces: String,
    pub duchies: String,
    pub colonies: bool,
    pub fleet: bool,
    pub shared_hexes: bool,
    /// The automa's piles the table shuffles and turns over with its own cards.
    pub own: OwnPiles,
    pub seed: String,
    /// Other counts for a recommended kingdom (taken from the ladder's suggestion).
    pub counts: Option<Step>,
}

impl Default for SetupForm {
    fn default() -> Self {
        SetupForm {
            names: [DEFAULT_NAMES[0].into(), DEFAULT_NAMES[1].into()],
            starter: 0,
            drawn: false,
            kingdom: Some(0),
            provinces: "12".into(),
            duchies: "0".into(),
            colonies: false,
            fleet: false,
            shared_hexes: false,
            own: OwnPiles::default(),
            seed: String::new(),
            counts: None,
        }
    }
}

impl SetupForm {
    /// The setup this form describes, or a message that says what to fix.
    pub fn to_setup(&self) -> Result<Setup, String> {
        let first = self.names[self.starter].trim();
        let second = self.names[1 - self.starter].trim();
        let mut setup = match self.kingdom.and_then(|i| Kingdom::recommended().get(i)) {
            Some(k) => {
                let mut setup = Setup::recommended([first, second], k);
                if let Some(step) = self.counts {
                    setup.provinces = step.provinces;
                    setup.duchies = step.duchies;
                }
                setup
            }
            None => {
                let provinces = parse_count(&SupplyPile::Province.card_names(2), &self.provinces)?;
                let duchies = parse_count(&SupplyPile::Duchy.card_names(2), &self.duchies)?;
                check_counts(provinces, duchies)
                    .map_err(|e| crate::refusal_words::error_words(&e))?;
                Setup::custom([first, second], provinces, duchies)
            }
        };
        setup.colonies = self.colonies;
        setup.fleet = self.fleet;
        setup.shared_hexes = self.shared_hexes;
        setup.own = self.own;
        let seed = self.seed.trim();
        if !seed.is_empty() {
            setup.seed = Some(seed.parse().map_err(|_| {
                t!(
                    "coop-seed-not-number",
                    seed = seed,
                    max = u64::MAX.to_string()
                )
            })?);
        }
        setup
            .validate()
            .map_err(|e| crate::refusal_words::error_words(&e))?;
        Ok(setup)
    }
}

fn parse_count(what: &str, text: &str) -> Result<u8, String> {
    let t = text.trim();
    t.parse::<u8>()
        .map_err(|_| t!("coop-count-not-number", what = what, text = t))
}

/// Draws the setup screen; returns the setup when the table presses Start. The Start button
/// and what stops it sit in a bar at the bottom, always in view.
pub fn show(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    advice: &BTreeMap<String, Advice>,
) -> Option<Setup> {
    let mut start = None;
    let result = form.to_setup();
    let summary = result.as_ref().map(|setup| {
        t!(
            "coop-setup-summary",
            name = setup.players[0].as_str(),
            counts = counts_words(Step {
                provinces: setup.provinces,
                duchies: setup.duchies
            })
        )
    });
    let line = match &summary {
        Ok(line) => Ok(line.as_str()),
        Err(why) => Err(why.as_str()),
    };
    if start_bar(ui, &t!("coop-start-game"), line, &t!("coop-start-game-tip"))
        && let Ok(setup) = &result
    {
        start = Some(setup.clone());
    }
    egui::CentralPanel::default().show(ui, |ui| {
        // A phone upright: players, kingdom and details one after the other.
        if theme::is_phone(ui.ctx()) {
            let left = egui::Layout::top_down(egui::Align::Min);
            // The kit's column: what lies below says so ("More below"), as in every mode.
            scroll::column(ui, "setup-one-column", |ui| {
                ui.with_layout(left, |ui| {
                    players_and_options(ui, form);
                    ui.separator();
                    kingdom_list(ui, form);
                    ui.separator();
                    details(ui, form, &result, advice);
                });
            });
            return;
        }
        ui.columns(3, |cols| {
            // Text left-aligned: a justified column stretches short lines letter by letter.
            let left = egui::Layout::top_down(egui::Align::Min);
            scroll::column(&mut cols[0], "setup-players", |ui| {
                ui.with_layout(left, |ui| players_and_options(ui, form));
            });
            scroll::column(&mut cols[1], "setup-kingdoms", |ui| kingdom_list(ui, form));
            scroll::column(&mut cols[2], "setup-details", |ui| {
                ui.with_layout(left, |ui| details(ui, form, &result, advice));
            });
        });
    });
    start
}

fn players_and_options(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading(t!("coop-players"));
    for i in 0..2 {
        // The label above its field when the column is narrow, so the field keeps its width.
        let narrow = ui.available_width() < 420.0;
        let mut field = |ui: &mut egui::Ui| {
            let label = ui.label(t!("coop-player-name", n = i + 1));
            ui.add(
                crate::kit::entry::line(&mut form.names[i])
                    .desired_width(ui.available_width().min(260.0))
                    .char_limit(MAX_NAME_CHARS),
            )
            .labelled_by(label.id);
        };
        if narrow {
            field(ui);
        } else {
            ui.horizontal(field);
        }
    }
    ui.horizontal_wrapped(|ui| {
        for i in 0..2 {
            let name = display_name(&form.names[i], i);
            if ui
                .radio(form.starter == i, t!("coop-starts", name = name))
                .clicked()
            {
                form.starter = i;
                form.drawn = false;
            }
        }
        if ui
            .button(t!("coop-draw-starter"))
            .on_hover_text(t!("coop-draw-starter-tip"))
            .clicked()
        {
            form.starter = usize::from(rand::random::<bool>());
            form.drawn = true;
        }
    });
    if form.drawn {
        let name = display_name(&form.names[form.starter], form.starter);
        ui.label(RichText::new(t!("coop-drawn-starts", name = name)).strong());
    }
    ui.add_space(8.0);
    ui.heading(t!("coop-options"));
    let colonies = SupplyPile::Colony.card_names(2);
    let province = SupplyPile::Province.card_name();
    let provinces = SupplyPile::Province.card_names(2);
    check(
        ui,
        &mut form.colonies,
        t!("coop-option-colonies", colonies = colonies.as_str()),
    )
    .on_hover_text(t!(
        "coop-option-colonies-tip",
        colonies = colonies.as_str(),
        province = province,
        provinces = provinces
    ));
    check(ui, &mut form.fleet, t!("coop-option-fleet")).on_hover_text(t!("coop-option-fleet-tip"));
    check(ui, &mut form.shared_hexes, t!("coop-option-shared-hexes"))
        .on_hover_text(t!("coop-option-shared-hexes-tip"));
    // The table's own cards for the automa's piles: it shuffles and turns them over itself.
    let (copper, silver) = (
        coop_automa_coop::Treasure::Copper.card_names(6),
        coop_automa_coop::Treasure::Silver.card_names(6),
    );
    check(
        ui,
        &mut form.own.treasures,
        t!(
            "coop-option-own-treasures",
            coppers = copper.as_str(),
            silvers = silver.as_str()
        ),
    )
    .on_hover_text(t!("coop-option-own-tip"));
    check(ui, &mut form.own.hexes, t!("coop-option-own-hexes"))
        .on_hover_text(t!("coop-option-own-tip"));
    ui.horizontal(|ui| {
        let label = ui.label(t!("coop-seed"));
        ui.add(
            crate::kit::entry::line(&mut form.seed)
                .desired_width(220.0)
                .hint_text(t!("coop-seed-hint")),
        )
        .labelled_by(label.id);
    });
}

fn kingdom_list(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading(t!("coop-kingdom"));
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.label(t!("coop-kingdom-choice"));
    });
    // First, so it is never below the fold.
    if ui
        .selectable_label(form.kingdom.is_none(), t!("coop-custom-kingdom"))
        .clicked()
    {
        form.kingdom = None;
    }
    for (i, k) in Kingdom::recommended().iter().enumerate() {
        let text = t!(
            "coop-kingdom-item",
            name = kingdom_name(&k.name),
            provinces = k.provinces,
            duchies = k.duchies
        );
        if ui.selectable_label(form.kingdom == Some(i), text).clicked() {
            form.kingdom = Some(i);
            form.counts = None;
        }
    }
}

fn details(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    result: &Result<Setup, String>,
    advice: &BTreeMap<String, Advice>,
) {
    let kingdom = form.kingdom.and_then(|i| Kingdom::recommended().get(i));
    match kingdom {
        Some(k) => {
            kingdom_header(ui, k);
            ladder(ui, k, &mut form.counts, advice.get(&k.name));
        }
        None => custom_counts(ui, form),
    }
    ui.add_space(8.0);
    // What to set out comes before the list of cards, so it is in view without scrolling.
    if let Ok(setup) = result {
        let lines = crate::words::checklist_words(setup);
        crate::kit::checklist(ui, &t!("coop-set-up-table"), &lines);
    }
    if let Some(k) = kingdom {
        ui.add_space(8.0);
        ui.heading(t!("coop-kingdom-cards"));
        kingdom_cards(ui, k);
    }
}

/// The kingdom's name, sets and published counts.
fn kingdom_header(ui: &mut egui::Ui, k: &Kingdom) {
    ui.heading(RichText::new(kingdom_name(&k.name)).strong());
    let sets: Vec<String> = k.sets.iter().map(|s| crate::words::set_name(s)).collect();
    ui.label(sets.join(" + "));
    ui.label(
        RichText::new(counts_words(Step {
            provinces: k.provinces,
            duchies: k.duchies,
        }))
        .size(theme::HEADING)
        .strong(),
    );
}

/// The ten cards: cost, name, and what matters to the automa (Attacks, blockers).
fn kingdom_cards(ui: &mut egui::Ui, k: &Kingdom) {
    egui::Grid::new("kingdom-cards")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for card in &k.cards {
                ui.label(&card.cost);
                ui.label(RichText::new(kingdom_card_name(&card.name)).strong());
                let tags = match (card.attack, card.blocks_attacks) {
                    (true, true) => t!(
                        "list-comma",
                        a = t!("coop-tag-attack"),
                        b = t!("coop-tag-blocks")
                    ),
                    (true, false) => t!("coop-tag-attack"),
                    (false, true) => t!("coop-tag-blocks"),
                    (false, false) => String::new(),
                };
                ui.label(tags);
                ui.end_row();
            }
        });
}

/// The ladder's suggestion next to the published counts, taken with one click (into
/// `chosen`, the form's counts: a setup choice like any other, nothing played).
fn ladder(ui: &mut egui::Ui, k: &Kingdom, chosen: &mut Option<Step>, advice: Option<&Advice>) {
    if let Some(step) = *chosen {
        ui.label(
            RichText::new(t!(
                "coop-playing-at",
                counts = counts_words(step),
                published = counts_words(Step {
                    provinces: k.provinces,
                    duchies: k.duchies,
                })
            ))
            .size(theme::HEADING * 0.85)
            .strong(),
        );
        if ui.button(t!("coop-use-published")).clicked() {
            *chosen = None;
        }
    }
    let Some(a) = advice else {
        return;
    };
    ui.label(t!(
        "coop-your-results",
        advice = results::advice_text(Some(a))
    ));
    let published = Step {
        provinces: k.provinces,
        duchies: k.duchies,
    };
    // Offer it unless it is what will be played already.
    let playing = chosen.unwrap_or(published);
    if playing != a.next
        && ui
            .button(t!("coop-use-counts", counts = counts_words(a.next)))
            .on_hover_text(t!("coop-use-counts-tip"))
            .clicked()
    {
        *chosen = Some(a.next);
    }
}

fn custom_counts(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading(t!("coop-custom-kingdom"));
    let provinces = SupplyPile::Province.card_names(2);
    let duchies = SupplyPile::Duchy.card_names(2);
    ui.label(t!(
        "coop-custom-rule",
        provinces = provinces.as_str(),
        duchies = duchies.as_str()
    ));
    for (what, text) in [
        (provinces.as_str(), &mut form.provinces),
        (duchies.as_str(), &mut form.duchies),
    ] {
        ui.horizontal(|ui| {
            let label = ui.label(what);
            let square = theme::finger_square(ui.ctx());
            ui.add(
                crate::kit::entry::line(text)
                    .desired_width(80.0)
                    .min_size(square),
            )
            .labelled_by(label.id);
        });
    }
}

fn display_name(name: &str, i: usize) -> String {
    let t = name.trim();
    if t.is_empty() {
        t!("coop-player-n", n = i + 1)
    } else {
        t.to_owned()
    }
}
