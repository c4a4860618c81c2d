//! The pyramid as a table mode of the app.

use crate::bar::{Chrome, start_bar};
use crate::i18n::t;
use crate::kit::players::Names;
use crate::kit::region;
use crate::kit::tables::Tables;
use crate::mode::{AskFirst, KeepState, LogKeep, ModeScreens, ModeWords, PlayState, ResultsKeep};
use crate::msg::Msg;
use crate::{PyramidForm, PyramidPlay, words};
use coop_automa_engine::ModeGame;
use coop_automa_engine::Session;
use coop_automa_pyramid::PyramidSession;
use coop_automa_pyramid::{Action, Ending, Pyramid, PyramidGame, PyramidResult, Setup, next_level};
use coop_automa_store::Logs;

/// What the app keeps of the pyramid between games.
pub struct PyramidKeep {
    form: PyramidForm,
    /// Its results and their CSV export.
    results: LogKeep<PyramidResult>,
}

/// The pyramid's screens, as the app reaches them.
pub enum Screens {}

impl ModeScreens for Screens {
    type Play = PyramidPlay;
    type Keep = PyramidKeep;
    type Result = coop_automa_pyramid::PyramidResult;
    fn logged(result: &PyramidResult, table_name: &str) -> crate::bgstats::Play {
        crate::logged::play(result, table_name)
    }
    fn play_screen(
        ui: &mut egui::Ui,
        play: &mut PyramidPlay,
        keep: &PyramidKeep,
        chrome: &Chrome,
        msgs: &mut Vec<Msg>,
    ) {
        // The results line belongs to the end: no tally of the log during play.
        let line = keep
            .results
            .log
            .as_ref()
            .filter(|_| play.game.is_over())
            .and_then(|r| crate::results_line(r, &play.game));
        crate::play_screen(ui, play, chrome, line.as_deref(), msgs);
    }
    const ASKS_FIRST: bool = true;
    /// "No buy possible" ends the game at once, lost and unscored (P25): asked first.
    fn ask_first(before: &PyramidGame, after: &PyramidGame) -> Option<AskFirst> {
        (before.ending().is_none() && after.ending() == Some(Ending::NoBuyPossible)).then(|| {
            AskFirst {
                title: t!("pyramid-ask-title"),
                text: t!(
                    "pyramid-ask-text",
                    copper = crate::i18n::card("card-copper")
                ),
                yes: t!("pyramid-ask-yes"),
            }
        })
    }
}

impl KeepState<Screens> for PyramidKeep {
    fn new(_last_names: &Names, _logs: Option<&Logs>) -> Self {
        PyramidKeep {
            form: PyramidForm::default(),
            results: LogKeep::new("coop-automa-pyramid.csv"),
        }
    }
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        let results = self.results.log.as_ref();
        let form = &mut self.form;
        let summary = match form.problem() {
            None => Ok(t!(
                "pyramid-setup-summary",
                level = words::level_words(form.level),
                deck = form
                    .preset
                    .map_or_else(|| t!("pyramid-custom-deck"), str::to_owned)
            )),
            Some(why) => Err(why),
        };
        let line = summary.as_deref().map_err(String::as_str);
        let tip = if form.own_deck {
            t!("pyramid-deal-tip-own")
        } else {
            t!("pyramid-deal-tip")
        };
        if start_bar(ui, &t!("pyramid-deal"), line, &tip)
            && let Ok(setup) = form.to_setup()
        {
            msgs.push(Msg::start(setup));
        }
        egui::CentralPanel::default().show(ui, |ui| {
            region(ui, ui.available_rect_before_wrap(), "pyramid-setup", |ui| {
                crate::setup_screen(ui, form, results)
            });
        });
    }
    fn typed_setup(&self) -> Option<Setup> {
        self.form.to_setup().ok()
    }
    /// The next game at the same level and mix, or the next level suggested (P28).
    fn form_after(&mut self, game: &PyramidGame) {
        let setup = game.setup();
        let form = &mut self.form;
        form.level = game
            .verdict()
            .and_then(|v| next_level(setup.level, v))
            .unwrap_or(setup.level);
        form.preset = setup.mix.preset();
        form.custom = setup.mix;
        form.attack_name = setup.attack_name.clone();
        form.own_deck = setup.own_deck;
    }
    fn results(&mut self) -> &mut dyn ResultsKeep<Screens> {
        &mut self.results
    }
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>) {
        let words = (&*t!("pyramid-results-title"), &*t!("pyramid-results-none"));
        self.results
            .screen(ui, tables, words, msgs, |ui, results, msgs| {
                crate::kit::quiet_moves::scrolled(egui::ScrollArea::both(), ui, |ui| {
                    crate::results_table(ui, results);
                    crate::results::games(ui, results, msgs);
                });
                if !results.bad_lines.is_empty() {
                    ui.label(t!("pyramid-results-bad", lines = results.bad_lines.len()));
                }
            });
    }
}

impl PlayState<Pyramid> for PyramidPlay {
    fn new(game: PyramidGame) -> Self {
        PyramidPlay::new(game)
    }
    fn game(&self) -> &PyramidGame {
        &self.game
    }
    fn game_mut(&mut self) -> &mut PyramidGame {
        &mut self.game
    }
    /// As on the coop's verdict, a key never starts a new game.
    fn primary(&self) -> Option<Msg> {
        if self.game.verdict().is_some() {
            return None;
        }
        crate::primary_msg(self)
    }
    fn settle(&mut self) {
        self.settle();
    }
    fn applied(&mut self, _action: Action) {
        self.counts_error = None;
    }
    /// A refused pick keeps nothing half-picked.
    /// A refill or redraw from the table's own deck with no card told: the card is asked
    /// for (a dialog), then the press is played again.
    fn refused(&mut self, action: Action, error: &coop_automa_pyramid::PyramidError) -> bool {
        self.picked.clear();
        let asks = *error == coop_automa_pyramid::PyramidError::NeedTurned;
        if asks {
            self.waiting = Some(action);
        }
        asks
    }
    fn stepped(&mut self) {
        self.waiting = None;
    }
    /// The table's own deck while it is dealt, or while a press waits for a card.
    fn dialog_open(&self) -> bool {
        self.waiting.is_some() || self.game.to_deal().is_some()
    }
    fn bad_entry(&mut self, why: String) -> Result<(), String> {
        self.counts_error = Some(why);
        Ok(())
    }
}

impl ModeWords for Screens {
    type Rules = Pyramid;
    fn action_words(
        setup: &coop_automa_pyramid::Setup,
        action: &coop_automa_pyramid::Action,
    ) -> String {
        words::action_words(setup, action)
    }
    fn error_words(error: &coop_automa_pyramid::PyramidError) -> String {
        words::error_words(error)
    }
    fn step_words(game: &Session<Pyramid>, undo: bool) -> Option<String> {
        words::step_words(game, undo)
    }
    fn title_words(game: &Session<Pyramid>) -> String {
        words::title_words(game)
    }
    fn progress_words(game: &Session<Pyramid>) -> String {
        words::progress_words(game)
    }
    fn who_words(_game: &Session<Pyramid>) -> Option<String> {
        None
    }
}
