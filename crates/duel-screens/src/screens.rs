//! The Duel as a table mode of the app.

use crate::bar::{Chrome, start_bar};
use crate::i18n::t;
use crate::kit::players::Names;
use crate::kit::region;
use crate::kit::tables::Tables;
use crate::mode::{AskFirst, KeepState, LogKeep, ModeScreens, ModeWords, PlayState, ResultsKeep};
use crate::msg::Msg;
use crate::{DuelForm, DuelPlay, words};
use coop_automa_duel::DuelSession;
use coop_automa_duel::{Action, Duel, DuelError, DuelGame, DuelResult, Setup};
use coop_automa_store::Logs;

/// What the app keeps of the Duel between games.
pub struct DuelKeep {
    form: DuelForm,
    /// Its results and their CSV export.
    results: LogKeep<DuelResult>,
}

/// The duel's screens, as the app reaches them.
pub enum Screens {}

impl ModeScreens for Screens {
    type Play = DuelPlay;
    type Keep = DuelKeep;
    type Result = coop_automa_duel::DuelResult;
    fn logged(result: &DuelResult, table_name: &str) -> crate::bgstats::Play {
        crate::logged::play(result, table_name)
    }
    fn play_screen(
        ui: &mut egui::Ui,
        play: &mut DuelPlay,
        _keep: &DuelKeep,
        chrome: &Chrome,
        msgs: &mut Vec<Msg>,
    ) {
        crate::play_screen(ui, play, chrome, msgs);
    }
    const ASKS_FIRST: bool = true;
    /// A press that puts a player out (life 0, D7) asks first, naming who and what follows.
    fn ask_first(before: &DuelGame, after: &DuelGame) -> Option<AskFirst> {
        let out: Vec<String> = after
            .eliminated()
            .into_iter()
            .filter(|&p| !before.is_eliminated(p))
            .map(|p| after.name(p))
            .collect();
        if out.is_empty() {
            return None;
        }
        let who = words::and_list(&out);
        let n = out.len();
        let text = match after.ending() {
            Some(coop_automa_duel::Ending::LastPlayer { winner }) => t!(
                "duel-ask-out-ends",
                who = who.as_str(),
                n = n,
                winner = after.name(winner)
            ),
            _ => t!("duel-ask-out", who = who.as_str(), n = n),
        };
        Some(AskFirst {
            title: t!("duel-ask-out-title", who = who.as_str(), n = n),
            text,
            yes: t!("duel-ask-out-yes", who = who.as_str(), n = n),
        })
    }
    fn leave_line(game: &DuelGame) -> Option<String> {
        Some(t!(
            "duel-leave-line",
            turn = words::turn_line(game),
            deck = words::deck_line(game)
        ))
    }
}

impl KeepState<Screens> for DuelKeep {
    fn new(_last_names: &Names, _logs: Option<&Logs>) -> Self {
        DuelKeep {
            form: DuelForm::default(),
            results: LogKeep::new("coop-automa-duel.csv"),
        }
    }
    fn setup_screen(&mut self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        let form = &mut self.form;
        let summary = match form.problem() {
            None => Ok(t!(
                "duel-setup-summary",
                name = form.names.first().map_or("", |n| n.trim()),
                n = form.names.len()
            )),
            Some(why) => Err(why),
        };
        let line = summary.as_deref().map_err(String::as_str);
        if start_bar(
            ui,
            &t!("duel-setup-start"),
            line,
            &t!("duel-setup-start-tooltip"),
        ) {
            match form.to_setup() {
                Ok(setup) => msgs.push(Msg::start(setup)),
                Err(e) => msgs.push(Msg::BadEntry(e)),
            }
        }
        egui::CentralPanel::default().show(ui, |ui| {
            region(ui, ui.available_rect_before_wrap(), "duel-setup", |ui| {
                crate::setup_screen(ui, form)
            });
        });
    }
    fn typed_setup(&self) -> Option<Setup> {
        self.form.to_setup().ok()
    }
    /// The same table again: the names in their order, the same kind of kingdom.
    fn form_after(&mut self, game: &DuelGame) {
        let setup = game.setup();
        self.form.names = setup.players.clone();
        self.form.kingdom = setup.kingdom;
        self.form.starting_vp = setup.starting_vp.to_string();
        self.form.own_deck = setup.own_deck;
    }
    fn results(&mut self) -> &mut dyn ResultsKeep<Screens> {
        &mut self.results
    }
    fn results_screen(&mut self, ui: &mut egui::Ui, tables: &mut Tables, msgs: &mut Vec<Msg>) {
        let words = (&*t!("duel-results-title"), &*t!("duel-results-none"));
        self.results
            .screen(ui, tables, words, msgs, crate::results_table);
    }
}

impl PlayState<Duel> for DuelPlay {
    fn new(game: DuelGame) -> Self {
        DuelPlay::new(game)
    }
    fn game(&self) -> &DuelGame {
        &self.game
    }
    fn game_mut(&mut self) -> &mut DuelGame {
        &mut self.game
    }
    fn primary(&self) -> Option<Msg> {
        crate::primary_msg(self)
    }
    fn dialog_open(&self) -> bool {
        self.battle.is_some() || self.attack_shown.is_some() || self.waiting.is_some()
    }
    /// An attack being entered, or the card turned over asked for (an attack's outcome shown
    /// asks nothing).
    fn question_open(&self) -> bool {
        self.battle.is_some() || self.waiting.is_some()
    }
    fn settle(&mut self) {
        self.settle();
    }
    fn applied(&mut self, action: Action) {
        if matches!(action, Action::Attack(_)) {
            self.battle = None;
            self.attack_shown = Some(self.game.actions_applied());
        }
        if let Action::Changes { .. } = action {
            self.list = Some(Vec::new());
        }
        // A total that was set is cleared: a second press sets nothing for the next player.
        if let Action::SetLife { .. } = action {
            self.life_text.clear();
            self.life_error = None;
        }
    }
    /// An attack another device entered: its outcome shows there; here, its changes on the
    /// table.
    fn applied_elsewhere(&mut self, action: Action) {
        self.applied(action);
        self.attack_shown = None;
    }
    fn stepped(&mut self) {
        self.battle = None;
        self.waiting = None;
    }
    fn seats(&self) -> Vec<String> {
        let n = self.game.player_count() as u8;
        (0..n).map(|p| self.game.name(p).to_owned()).collect()
    }
    fn my_seat(&self) -> Option<usize> {
        self.my_seat.map(usize::from)
    }
    fn set_my_seat(&mut self, seat: Option<usize>) {
        self.my_seat = seat.and_then(|s| u8::try_from(s).ok());
        // A seat taken shows its own changes; the whole table again, whoever's turn it is.
        self.selected = self.my_seat.unwrap_or(self.game.current());
        self.settle();
    }
    /// A draw from the table's own deck with no card told: the card is asked for (a dialog),
    /// then the press is played again.
    fn refused(&mut self, action: Action, error: &DuelError) -> bool {
        let DuelError::NeedTurned { player } = *error else {
            return false;
        };
        self.waiting = Some((action, player));
        true
    }
}

impl ModeWords for Screens {
    type Rules = Duel;
    fn action_words(setup: &Setup, action: &Action) -> String {
        words::action_words(setup, action)
    }
    fn error_words(error: &coop_automa_duel::DuelError) -> String {
        words::error_words(error)
    }
    fn step_words(game: &DuelGame, undo: bool) -> Option<String> {
        words::step_words(game, undo)
    }
    fn title_words(game: &DuelGame) -> String {
        words::title_words(game)
    }
    fn progress_words(game: &DuelGame) -> String {
        words::progress_words(game)
    }
    fn who_words(game: &DuelGame) -> Option<String> {
        Some(words::who_words(game))
    }
}
