//! The app: the game on the table (any mode) or the start screen, the dialogs, what it does
//! with each message, and the frame loop. What is a mode's own is asked of the mode.

mod frame;
mod handle;

pub use super::locks::LockNews;

use super::devices::Devices;
use super::effect::Effect;
use super::features::Features;
use super::keeps::Keeps;
use super::kit::notice::Notice;
use super::on_table::OnTable;
use super::options::Options;
use super::prefs::Prefs;
use super::registry::ModeId;
use super::settings::Settings;
use super::start::Start;
use super::window::Window;
use crate::store::Store;
use web_time::Instant;

/// The app between frames.
pub struct App {
    /// The game on the table, and why it is not on disk; none: the start screen.
    on_table: OnTable,
    /// What every mode keeps between games: its setup form, its results.
    keeps: Keeps,
    /// The start screen: its mode and form.
    start: Start,
    /// The theme, the languages and the text size.
    prefs: Prefs,
    notice: Option<Notice>,
    /// This window: its frames, full screen, closing, the settings and game it remembers.
    window: Window,
    /// Where games are kept; `None` if no data folder could be found.
    store: Option<Store>,
    /// The app's own dialogs, the backup, the library, the locks and the Results screen.
    features: Features,
}

impl App {
    /// The app at start with the default settings (see `with_settings`).
    pub fn new(options: &Options, started: Instant) -> App {
        App::with_settings(options, started, Settings::default())
    }

    /// The app at start: a game given on the command line, or the setup screen with "Resume"
    /// (files that cannot be read named, left alone), with the theme, names and mode of `settings`.
    pub fn with_settings(options: &Options, started: Instant, settings: Settings) -> App {
        let lang = settings.lang();
        super::i18n::set(lang, settings.card_lang());
        let (store, lock, lock_problem) = super::locks::open_folder(options.data_dir.clone());
        let mut app = App {
            on_table: OnTable::new(lock_problem),
            keeps: super::any_mode::keeps(&settings, store.as_ref()),
            start: Start::of(&settings),
            prefs: Prefs::of(&settings),
            notice: None,
            window: Window::new(options, started, &settings),
            features: Features::new(&settings, lock, store.as_ref(), Devices::new(options)),
            store,
        };
        let read = app.keeps.read_results(app.start.mode, app.store.as_ref());
        app.apply(read);
        app.find_resume();
        let first = super::return_to::first(options, &settings, app.store.as_ref());
        app.apply(first.into_iter().collect());
        app.window.set_remembered(app.on_table.slot());
        app
    }

    /// The table's settings could not be read at the start: the table is told where they went.
    pub fn settings_unread(&mut self, unread: &super::Unread) {
        self.notice = unread.notice(self.notice.take());
    }

    /// Another window wrote the storage (the web's `storage` event): the start screen lists
    /// the games to resume again, a game on the table that the other window wrote says so at
    /// once (before a press here would keep it apart), and the results are read again.
    pub fn storage_changed(&mut self) {
        self.read_again(false);
    }

    /// The data folder changed under the lists (another window, or a restore here): Resume,
    /// the game on the table, and the results of the mode on screen (`every_mode`: of all).
    fn read_again(&mut self, every_mode: bool) {
        let mode = (!every_mode).then(|| self.mode_on_screen());
        let (store, keeps) = (self.store.as_ref(), &mut self.keeps);
        let effects = self.features.read_again(store, &self.on_table, keeps, mode);
        self.apply(effects);
    }

    /// Looks for unfinished games to offer as "Resume"; names the files it cannot read.
    fn find_resume(&mut self) {
        let effects = self.features.library.find_resume(self.store.as_ref());
        self.apply(effects);
    }

    /// Whether the results log is still being read (in the background).
    pub fn results_loading(&mut self) -> bool {
        self.keeps.poll()
    }

    /// What the table will find again after a restart.
    pub fn settings(&self) -> Settings {
        let mut settings = Settings::default();
        self.start.keep_in(&mut settings);
        self.on_table.keep_in(&mut settings);
        self.features.keep_in(&mut settings);
        self.prefs.keep_in(&mut settings);
        self.keeps.remember(&mut settings);
        settings
    }

    /// The game on the table, and why it is not on disk.
    pub fn table(&self) -> &OnTable {
        &self.on_table
    }

    /// The mode whose screen is shown (the start screen's mode before a game).
    fn mode_on_screen(&self) -> ModeId {
        self.on_table.seat().map_or(self.start.mode, |t| t.mode())
    }

    /// Whether a dialog covers the game: its keys must not act on it.
    fn dialog_open(&self) -> bool {
        self.features.covered() || self.on_table.seat().is_some_and(|t| t.dialog_open())
    }

    /// The lock of the game on the table changed (as the web's frame loop or a test says).
    pub fn lock_news(&mut self, news: LockNews) {
        if self.on_table.seat().is_some() {
            let effects = self.features.locks.news(news);
            self.apply(effects);
        }
    }

    /// Whether this window may play and write the game on its table.
    pub fn holds_the_game(&self) -> bool {
        self.features.locks.held()
    }

    /// Plays `msg` on the game on the table; a game just finished may remind to back up.
    fn play(&mut self, msg: super::msg::Msg) {
        let store = self.store.as_ref();
        let (keeps, notice) = (&mut self.keeps, &mut self.notice);
        if self.on_table.play(msg, store, keeps, notice)
            && let Some(store) = store
        {
            let effects = self.features.backups.remind(store, self.features.covered());
            self.apply(effects);
        }
    }

    /// Does what a feature asked, in its order.
    fn apply(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Notice(notice) => self.notice = notice,
                Effect::Opened(by) => self.features.give_way_but(Some(by)),
                Effect::PutOnTable(seat) => {
                    let (table, store) = (&mut self.on_table, self.store.as_ref());
                    let put = self
                        .features
                        .put_on_table(seat, table, &mut self.keeps, store);
                    self.apply(put);
                }
                Effect::OpenFile(path) => {
                    let own = !self.settings().fresh();
                    let effects = self.features.open_file(&path, self.store.as_ref(), own);
                    self.apply(effects);
                }
                Effect::ReadAgain { every_mode } => self.read_again(every_mode),
                Effect::ToStart(mode) => {
                    self.start.mode = mode;
                    self.features.modal = None;
                    self.find_resume();
                }
                Effect::AdoptSettings(theirs) => {
                    let before = self.settings();
                    self.adopt(&before.adopting(&theirs));
                    self.features.before_restore = Some(before);
                }
                Effect::UnadoptSettings => {
                    if let Some(before) = self.features.before_restore.take() {
                        self.adopt(&before);
                    }
                }
            }
        }
    }

    /// Takes `settings` as this table's: the theme, the text size, the languages, the mode
    /// on the start screen and what each mode keeps (the names). Saved with the others.
    fn adopt(&mut self, settings: &Settings) {
        self.prefs = Prefs::of(settings);
        self.start = Start::of(settings);
        self.keeps.adopt(settings);
    }
}
