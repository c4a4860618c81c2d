//! The top row's tools (help, theme, new game, save as, results...), folded into one "Menu"
//! on a narrow screen, and the start screen's mode tabs.

use super::super::command::Command;
use super::super::i18n::t;
use super::super::kit::notice::info_line;
use super::super::library::dialog::Ask;
use super::super::msg::Msg;
use super::super::prefs::Pref;
use super::super::registry::ModeId;
use super::super::results_ask::Ask as ResultsAsk;
use super::super::{fit, theme};
use eframe::egui::{self, RichText};

/// The start screen's top: the tools, the mode tabs right under them, where they always are,
/// and `under` (the games to resume) under those.
pub(in crate::app) fn start_screen(
    ui: &mut egui::Ui,
    mode: ModeId,
    info: Option<&str>,
    under: impl FnOnce(&mut egui::Ui, &mut Vec<Msg>),
    msgs: &mut Vec<Msg>,
) {
    egui::Panel::top("setup-tools").show(ui, |ui| {
        top_tools(ui, msgs, At::Start, info);
        mode_tabs(ui, mode, msgs);
        under(ui, msgs);
    });
}

/// Where the tools are shown: their list depends on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::app) enum At {
    /// The start screen (or the Results over it).
    Start,
    /// A game on the table, with the devices' tool it offers.
    Game(DevicesTool),
}

/// The tool of the other devices at the table a game offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::app) enum DevicesTool {
    None,
    /// "Devices": serve it to the other devices (a desktop window's own game).
    Host,
    /// A device joined to another's host: "Leave" for "New game" (the game is the host's),
    /// no "Save as".
    Joined,
    /// The same, with "My seat": a game of several players.
    MySeat,
}

/// The app's tools in a play screen's status band: the row of `top_tools`, or folded into
/// "Menu" with the languages.
pub(in crate::app) struct TableTools(DevicesTool);

/// What the app draws around a mode's play screen: its tools (with the devices' `tool`), and
/// `info` (what undo or a file just did).
pub(in crate::app) fn table_chrome(
    info: Option<&str>,
    tool: DevicesTool,
) -> super::bar::Chrome<'_> {
    static TOOLS: [TableTools; 4] = [
        TableTools(DevicesTool::None),
        TableTools(DevicesTool::Host),
        TableTools(DevicesTool::Joined),
        TableTools(DevicesTool::MySeat),
    ];
    super::bar::Chrome {
        tools: &TOOLS[tool as usize],
        info,
    }
}

impl super::bar::Tools for TableTools {
    fn row(&self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>, info: Option<&str>) {
        top_tools(ui, msgs, At::Game(self.0), info);
    }
    fn menu(&self, ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
        super::menu(ui, &t!("menu"), &mut |ui| {
            tool_buttons(ui, msgs, At::Game(self.0), true);
            ui.separator();
            super::language::choices(ui, msgs);
        });
    }
}

/// Small buttons for the screen itself: help, theme, new game. On a wide screen they sit in a
/// row of their own at the top; on a narrow one (or zoomed in) they fold into one "Menu".
/// The row also holds what undo or a file just did (`info`), in the room the buttons leave.
pub(in crate::app) fn top_tools(
    ui: &mut egui::Ui,
    msgs: &mut Vec<Msg>,
    at: At,
    info: Option<&str>,
) {
    let in_game = at != At::Start;
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // Folded where the buttons in this language would not leave the row room for
            // the language and what just happened: measured, not guessed, in every language.
            let needed = tools_width(ui, at);
            let language = super::language::button_width(ui, in_game);
            // (The estimate runs up to a tenth longer than the row drawn: it folds a row
            // that would just fit rather than let one run past the edge.)
            // The room for what just happened is kept whether or not a notice shows now, so
            // the row never folds under a finger when one comes: at 1024 points the tools
            // left it 2 points and "Undone: …" was lost.
            let narrow = ui.available_width() < 760.0
                || 0.92 * needed + language + INFO_ROOM > ui.available_width();
            // Never folded: a table lost in a language it does not read finds its own here
            // (in a game or on a narrow screen by the language's own name alone, so the row
            // keeps its room for what just happened).
            super::language::language_menu(ui, msgs, narrow || in_game);
            if narrow {
                super::menu(ui, &t!("menu"), &mut |ui| tool_buttons(ui, msgs, at, true));
            } else {
                tool_buttons(ui, msgs, at, false);
            }
            ui.with_layout(
                egui::Layout::left_to_right(egui::Align::Center),
                |ui| match info {
                    Some(text) => info_line(ui, text),
                    // The app's name where the row has room for it.
                    None if ui.available_width() > 120.0 => {
                        ui.label(RichText::new("coop-automa").size(theme::SMALL).weak());
                    }
                    None => {}
                },
            );
        });
    });
}

/// The least width the top row keeps for what undo, a save or a file just did (`info`):
/// "Undone: End turn 3" at the small size.
const INFO_ROOM: f32 = 170.0;

/// One of the top row's tools.
enum Tool {
    /// A button: its words, its tooltip, what it sends.
    Button(String, String, Msg),
    /// "Text size", a menu of its own.
    TextSize,
    /// "Keep the screen on" (web only), a switch.
    #[cfg(target_arch = "wasm32")]
    KeepScreenOn,
}

/// The tools of the top row (or the Menu), in their order: drawn and measured from this one
/// list.
fn tools(ctx: &egui::Context, at: At) -> Vec<Tool> {
    let in_game = at != At::Start;
    let button = |words: String, tip: String, msg: Msg| Tool::Button(words, tip, msg);
    let mut tools = vec![
        button(
            Command::Help.with_keys(ctx, t!("tools-help")),
            Command::Help.tooltip(),
            Msg::Command(Command::Help),
        ),
        button(
            t!("tools-theme"),
            t!("tools-theme-tooltip"),
            Msg::ask(Pref::Theme),
        ),
        // The table's text size, by touch as by Ctrl +/−: kept in the settings, every mode.
        Tool::TextSize,
    ];
    let joined = matches!(at, At::Game(DevicesTool::Joined | DevicesTool::MySeat));
    if joined {
        // The game is the host's: this device leaves its table (asked first); a copy is the
        // host's to save.
        tools.push(button(
            t!("tools-leave"),
            t!("tools-leave-tooltip"),
            Msg::NewGame,
        ));
    } else if in_game {
        tools.push(button(
            t!("tools-new-game"),
            t!("tools-new-game-tooltip"),
            Msg::NewGame,
        ));
        tools.push(button(
            t!("tools-save-as"),
            t!("tools-save-as-tooltip"),
            Msg::ask(Ask::OpenSaveAs),
        ));
    }
    match at {
        At::Game(DevicesTool::Host) => tools.push(button(
            t!("tools-devices"),
            t!("tools-devices-tooltip"),
            Msg::ask(super::super::DevicesAsk::Open),
        )),
        At::Game(DevicesTool::MySeat) => tools.push(button(
            t!("tools-my-seat"),
            t!("tools-my-seat-tooltip"),
            Msg::ask(super::super::DevicesAsk::ChooseSeat),
        )),
        _ => {}
    }
    tools.push(button(
        t!("tools-results"),
        t!("tools-results-tooltip"),
        Msg::ask(ResultsAsk::Show),
    ));
    #[cfg(target_arch = "wasm32")]
    {
        if in_game {
            tools.push(button(
                t!("tools-download"),
                t!("tools-download-tooltip"),
                Msg::ask(Ask::DownloadGame),
            ));
        } else {
            tools.push(button(
                t!("tools-open-file"),
                t!("tools-open-file-tooltip"),
                Msg::ask(Ask::PickFile),
            ));
        }
        tools.push(Tool::KeepScreenOn);
    }
    if !in_game {
        tools.push(button(
            t!("tools-saved-games"),
            t!("tools-saved-games-tooltip"),
            Msg::ask(Ask::ShowSaves),
        ));
        tools.push(button(
            t!("tools-all-games"),
            t!("tools-all-games-tooltip"),
            Msg::ask(Ask::ShowAllGames),
        ));
    }
    tools
}

/// The width the tools take side by side, in points: their words, the buttons' padding and
/// the gaps between them.
fn tools_width(ui: &egui::Ui, at: At) -> f32 {
    let gap = ui.spacing().item_spacing.x;
    tools(ui.ctx(), at)
        .into_iter()
        .map(|tool| match tool {
            Tool::Button(text, _, _) => fit::button_width(ui, text) + gap,
            Tool::TextSize => fit::button_width(ui, t!("tools-text-size")) + gap,
            #[cfg(target_arch = "wasm32")]
            Tool::KeepScreenOn => {
                fit::one_line(ui, t!("tools-keep-screen-on"), egui::TextStyle::Button).x
                    + ui.spacing().icon_width
                    + 2.0 * gap
            }
        })
        .sum()
}

/// The tools, as buttons in whatever layout holds them; `folded` in the Menu, where the text
/// size is a row of its own (a menu within a menu closes under a finger: it opens on the
/// pointer's hover, which a tap's end takes away).
pub(in crate::app) fn tool_buttons(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, at: At, folded: bool) {
    for tool in tools(ui.ctx(), at) {
        match tool {
            Tool::Button(text, tip, msg) => {
                let response = ui.button(&text).on_hover_text(tip);
                super::super::kit::seen::mark(ui, "tool", &text, &response);
                if response.clicked() {
                    msgs.push(msg);
                }
            }
            Tool::TextSize if folded => {
                ui.label(RichText::new(t!("tools-text-size")).strong())
                    .on_hover_text(t!("tools-text-size-tooltip"));
                ui.horizontal_wrapped(|ui| text_size_buttons(ui, msgs));
            }
            Tool::TextSize => text_size_menu(ui, msgs),
            #[cfg(target_arch = "wasm32")]
            Tool::KeepScreenOn => {
                let mut on = keep_screen_on(ui.ctx());
                if super::super::kit::check(ui, &mut on, t!("tools-keep-screen-on"))
                    .on_hover_text(t!("tools-keep-screen-on-tooltip"))
                    .changed()
                {
                    ui.ctx()
                        .data_mut(|d| d.insert_persisted(egui::Id::unique("keep-screen-on"), on));
                }
            }
        }
    }
}

/// "Text size": Zoom in, Zoom out, Normal size; each greyed where it would change nothing
/// (at the largest size this window holds, at the smallest, at the normal size).
fn text_size_menu(ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
    super::menu(ui, &t!("tools-text-size"), &mut |ui| {
        text_size_buttons(ui, msgs)
    })
    .on_hover_text(t!("tools-text-size-tooltip"));
}

/// Zoom in, Zoom out, Normal size: each greyed where it would change nothing.
fn text_size_buttons(ui: &mut egui::Ui, msgs: &mut Vec<Msg>) {
    let zoom = theme::user_zoom(ui.ctx());
    let window = theme::window_at_zoom_1(ui.ctx());
    for command in [Command::ZoomIn, Command::ZoomOut, Command::ZoomReset] {
        let (changes, end) = match command {
            Command::ZoomIn => (
                theme::zoom_in(zoom, window) != zoom,
                t!("tools-text-size-largest"),
            ),
            Command::ZoomOut => (
                theme::zoom_out(zoom, window) != zoom,
                t!("tools-text-size-smallest"),
            ),
            _ => (
                theme::fit_zoom(window, zoom) != theme::fit_zoom(window, 1.0),
                t!("tools-text-size-normal"),
            ),
        };
        let button =
            egui::Button::new(command.text()).min_size(egui::vec2(0.0, theme::finger(ui.ctx())));
        let r = ui
            .add_enabled(changes, button)
            .on_hover_text(command.with_keys(ui.ctx(), command.tooltip()))
            .on_disabled_hover_text(end);
        super::super::kit::seen::mark(ui, "tool", &command.text(), &r);
        if r.clicked() {
            msgs.push(Msg::Command(command));
        }
    }
}

/// The modes the start screen offers, as two large tabs: the one shown is marked.
pub(in crate::app) fn mode_tabs(ui: &mut egui::Ui, mode: ModeId, msgs: &mut Vec<Msg>) {
    ui.horizontal_wrapped(|ui| {
        for &m in ModeId::ALL {
            let tab = egui::Button::selectable(
                m == mode,
                RichText::new(m.label()).size(theme::BODY).strong(),
            )
            .min_size(theme::finger_square(ui.ctx()));
            let response = ui.add(tab);
            super::super::kit::seen::mark_chosen(ui, "tab", &m.label(), &response, m == mode);
            if response.clicked() && m != mode {
                msgs.push(Msg::ChooseMode(m.key()));
            }
        }
    });
}

/// The table's "Keep the screen on" switch (web only), on until switched off.
#[cfg(target_arch = "wasm32")]
pub(in crate::app) fn keep_screen_on(ctx: &egui::Context) -> bool {
    ctx.data_mut(|d| *d.get_persisted_mut_or(egui::Id::unique("keep-screen-on"), true))
}
