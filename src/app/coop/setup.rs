//! The setup screen: names, who starts, the kingdom, options, and the table's checklist.

use super::super::kit::bar::start_bar;
use super::super::kit::players::DEFAULT_NAMES;
use super::super::msg::Msg;
use super::super::theme;
use super::results;
use crate::modes::coop::{Advice, Kingdom, MAX_NAME_CHARS, Setup, Step, check_counts, count};
use eframe::egui::{self, RichText};
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
                let provinces = parse_count("Provinces", &self.provinces)?;
                let duchies = parse_count("Duchies", &self.duchies)?;
                check_counts(provinces, duchies).map_err(|e| super::words::error_words(&e))?;
                Setup::custom([first, second], provinces, duchies)
            }
        };
        setup.colonies = self.colonies;
        setup.fleet = self.fleet;
        setup.shared_hexes = self.shared_hexes;
        let seed = self.seed.trim();
        if !seed.is_empty() {
            setup.seed = Some(seed.parse().map_err(|_| {
                format!("The seed \"{seed}\" is not a whole number from 0 to 18446744073709551615: clear it to draw one, or type digits only.")
            })?);
        }
        setup
            .validate()
            .map_err(|e| super::words::error_words(&e))?;
        Ok(setup)
    }
}

fn parse_count(what: &str, text: &str) -> Result<u8, String> {
    let t = text.trim();
    t.parse::<u8>().map_err(|_| {
        format!("{what}: \"{t}\" is not a whole number. Type a number of cards, like 12.")
    })
}

/// Draws the setup screen; returns the setup when the table presses Start. The Start button
/// and what stops it sit in a bar at the bottom, always in view.
pub fn show(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    advice: &BTreeMap<String, Advice>,
    msgs: &mut Vec<Msg>,
) -> Option<Setup> {
    let mut start = None;
    let result = form.to_setup();
    let summary = result.as_ref().map(|setup| {
        format!(
            "{} starts. {}, {}.",
            setup.players[0],
            count(usize::from(setup.provinces), "Province", "Provinces"),
            count(usize::from(setup.duchies), "Duchy", "Duchies")
        )
    });
    let line = match &summary {
        Ok(line) => Ok(line.as_str()),
        Err(why) => Err(why.as_str()),
    };
    if start_bar(
        ui,
        "Start the game",
        line,
        "Deal nothing: the app shuffles the automa's piles and the game begins.",
    ) && let Ok(setup) = &result
    {
        start = Some(setup.clone());
    }
    egui::CentralPanel::default().show(ui, |ui| {
        // A phone upright: players, kingdom and details one after the other.
        if theme::is_phone(ui.ctx()) {
            let left = egui::Layout::top_down(egui::Align::Min);
            egui::ScrollArea::vertical()
                .id_salt("setup-one-column")
                .show(ui, |ui| {
                    ui.with_layout(left, |ui| {
                        players_and_options(ui, form);
                        ui.separator();
                        kingdom_list(ui, form);
                        ui.separator();
                        details(ui, form, &result, advice, msgs);
                    })
                });
            return;
        }
        ui.columns(3, |cols| {
            // Text left-aligned: a justified column stretches short lines letter by letter.
            let left = egui::Layout::top_down(egui::Align::Min);
            egui::ScrollArea::vertical()
                .id_salt("setup-players")
                .show(&mut cols[0], |ui| {
                    ui.with_layout(left, |ui| players_and_options(ui, form))
                });
            egui::ScrollArea::vertical()
                .id_salt("setup-kingdoms")
                .show(&mut cols[1], |ui| kingdom_list(ui, form));
            egui::ScrollArea::vertical()
                .id_salt("setup-details")
                .show(&mut cols[2], |ui| {
                    ui.with_layout(left, |ui| details(ui, form, &result, advice, msgs))
                });
        });
    });
    start
}

fn players_and_options(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading("Players");
    for i in 0..2 {
        // The label above its field when the column is narrow, so the field keeps its width.
        let narrow = ui.available_width() < 420.0;
        let mut field = |ui: &mut egui::Ui| {
            let label = ui.label(format!("Player {} name", i + 1));
            ui.add(
                egui::TextEdit::singleline(&mut form.names[i])
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
                .radio(form.starter == i, format!("{name} starts"))
                .clicked()
            {
                form.starter = i;
                form.drawn = false;
            }
        }
        if ui
            .button("Draw the starting player")
            .on_hover_text("Pick the starting player at random.")
            .clicked()
        {
            form.starter = usize::from(rand::random::<bool>());
            form.drawn = true;
        }
    });
    if form.drawn {
        let name = display_name(&form.names[form.starter], form.starter);
        ui.label(RichText::new(format!("Drawn at random: {name} starts.")).strong());
    }
    ui.add_space(8.0);
    ui.heading("Options");
    ui.checkbox(&mut form.colonies, "Colonies (Prosperity)")
        .on_hover_text("8 Colonies in the supply; an empty Province pile no longer ends the game; the automa takes Colonies after the Provinces (R17).");
    ui.checkbox(&mut form.fleet, "Fleet (Renaissance)")
        .on_hover_text("When the game would end, one more round: the Fleet players' turns, then the automa's step (R18).");
    ui.checkbox(&mut form.shared_hexes, "Shared Hexes (Nocturne)")
        .on_hover_text("Your own cards make you receive Hexes from the automa's Hex pile (R23).");
    ui.horizontal(|ui| {
        let label = ui.label("Seed (optional)");
        ui.add(
            egui::TextEdit::singleline(&mut form.seed)
                .desired_width(220.0)
                .hint_text("drawn at random"),
        )
        .labelled_by(label.id);
    });
}

fn kingdom_list(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading("Kingdom");
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.label("Your own, or one of the 15 playtested kingdoms.");
    });
    // First, so it is never below the fold.
    if ui
        .selectable_label(form.kingdom.is_none(), "Custom kingdom")
        .clicked()
    {
        form.kingdom = None;
    }
    for (i, k) in Kingdom::recommended().iter().enumerate() {
        let text = format!("{}  ({}/{})", k.name, k.provinces, k.duchies);
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
    msgs: &mut Vec<Msg>,
) {
    let kingdom = form.kingdom.and_then(|i| Kingdom::recommended().get(i));
    match kingdom {
        Some(k) => {
            kingdom_header(ui, k);
            ladder(ui, k, form.counts, advice.get(&k.name), msgs);
        }
        None => custom_counts(ui, form),
    }
    ui.add_space(8.0);
    // What to set out comes before the list of cards, so it is in view without scrolling.
    if let Ok(setup) = result {
        ui.heading("Set up the table");
        for line in super::words::checklist_words(setup) {
            ui.label(format!("• {line}"));
        }
    }
    if let Some(k) = kingdom {
        ui.add_space(8.0);
        ui.heading("The 10 kingdom cards");
        kingdom_cards(ui, k);
    }
}

/// The kingdom's name, sets and published counts.
fn kingdom_header(ui: &mut egui::Ui, k: &Kingdom) {
    ui.heading(RichText::new(&k.name).strong());
    ui.label(k.sets.join(" + "));
    ui.label(
        RichText::new(format!(
            "{}, {}",
            count(usize::from(k.provinces), "Province", "Provinces"),
            count(usize::from(k.duchies), "Duchy", "Duchies")
        ))
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
                ui.label(RichText::new(&card.name).strong());
                let mut tags = Vec::new();
                if card.attack {
                    tags.push("Attack: +1 token");
                }
                if card.blocks_attacks {
                    tags.push("Blocks Hexes");
                }
                ui.label(tags.join(", "));
                ui.end_row();
            }
        });
}

/// The ladder's suggestion next to the published counts, taken with one click.
fn ladder(
    ui: &mut egui::Ui,
    k: &Kingdom,
    chosen: Option<Step>,
    advice: Option<&Advice>,
    msgs: &mut Vec<Msg>,
) {
    if let Some(step) = chosen {
        ui.label(
            RichText::new(format!(
                "Playing at {} (published: {}, {}).",
                super::words::counts_words(step),
                count(usize::from(k.provinces), "Province", "Provinces"),
                count(usize::from(k.duchies), "Duchy", "Duchies")
            ))
            .size(theme::HEADING * 0.85)
            .strong(),
        );
        if ui.button("Use the published counts").clicked() {
            msgs.push(Msg::UseCounts(None));
        }
    }
    let Some(a) = advice else {
        return;
    };
    ui.label(format!(
        "Your results: next {}.",
        results::advice_text(Some(a))
    ));
    let published = Step {
        provinces: k.provinces,
        duchies: k.duchies,
    };
    // Offer it unless it is what will be played already.
    let playing = chosen.unwrap_or(published);
    if playing != a.next
        && ui
            .button(format!("Use {}", super::words::counts_words(a.next)))
            .on_hover_text("One step harder after a win, one easier after a loss (R8).")
            .clicked()
    {
        msgs.push(Msg::UseCounts(Some(a.next)));
    }
}

fn custom_counts(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.heading("Custom kingdom");
    ui.label("Provinces 3 to 12, Duchies 0 to 10; with fewer than 12 Provinces, no Duchies.");
    for (what, text) in [
        ("Provinces", &mut form.provinces),
        ("Duchies", &mut form.duchies),
    ] {
        ui.horizontal(|ui| {
            let label = ui.label(what);
            ui.add(egui::TextEdit::singleline(text).desired_width(80.0))
                .labelled_by(label.id);
        });
    }
}

fn display_name(name: &str, i: usize) -> String {
    let t = name.trim();
    if t.is_empty() {
        format!("Player {}", i + 1)
    } else {
        t.to_owned()
    }
}
