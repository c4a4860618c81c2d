//! The top row's tools (help, theme, new game, save as, results...), folded into one "Menu"
//! on a narrow screen, and the start screen's mode tabs.

use super::super::command::Command;
use super::super::i18n::t;
use super::super::msg::Msg;
use super::super::registry::ModeId;
use super::super::theme;
use super::notice::info_line;
use eframe::egui::{self, RichText};

/// Small buttons for the screen itself: help, theme, new game. On a wide screen they sit in a
/// row of their own at the top; on a narrow one (or zoomed in) they fold into one "Menu".
/// The row also holds what undo or a file just did (`info`), in the room the buttons leave.
pub(in crate::app) fn top_tools(
    ui: &mut egui::Ui,
    msgs: &mut Vec<Msg>,
    in_game: bool,
    info: Option<&str>,
) {
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let narrow = ui.available_width() < 760.0;
            // Never folded: a table lost in a language it does not read finds its own here
            // (in a game or on a narrow screen by the language's own name alone, so the row
            // keeps its room for what just happened).
            super::language::language_menu(ui, msgs, narrow || in_game);
            if narrow {
                ui.menu_button(t!("menu"), |ui| tool_buttons(ui, msgs, in_game));
            } else {
                tool_buttons(ui, msgs, in_game);
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

/// The tools, as buttons in whatever layout holds them.
pub(in crate::app) fn tool_buttons(ui: &mut egui::Ui, msgs: &mut Vec<Msg>, in_game: bool) {
    if ui
        .button(Command::Help.with_keys(ui.ctx(), t!("tools-help")))
        .on_hover_text(Command::Help.tooltip())
        .clicked()
    {
        msgs.push(Msg::Command(Command::Help));
    }
    if ui
        .button(t!("tools-theme"))
        .on_hover_text(t!("tools-theme-tooltip"))
        .clicked()
    {
        msgs.push(Msg::ToggleTheme);
    }
    // The table's text size, by touch as by Ctrl +/−: kept in the settings, in every mode.
    ui.menu_button(t!("tools-text-size"), |ui| {
        for command in [Command::ZoomIn, Command::ZoomOut, Command::ZoomReset] {
            let button = egui::Button::new(command.text()).min_size(egui::vec2(0.0, 44.0));
            if ui
                .add(button)
                .on_hover_text(command.with_keys(ui.ctx(), command.tooltip()))
                .clicked()
            {
                msgs.push(Msg::Command(command));
            }
        }
    })
    .response
    .on_hover_text(t!("tools-text-size-tooltip"));
    if in_game {
        if ui
            .button(t!("tools-new-game"))
            .on_hover_text(t!("tools-new-game-tooltip"))
            .clicked()
        {
            msgs.push(Msg::NewGame);
        }
        if ui
            .button(t!("tools-save-as"))
            .on_hover_text(t!("tools-save-as-tooltip"))
            .clicked()
        {
            msgs.push(Msg::AskSaveAs);
        }
    }
    if ui
        .button(t!("tools-results"))
        .on_hover_text(t!("tools-results-tooltip"))
        .clicked()
    {
        msgs.push(Msg::ShowResults);
    }
    #[cfg(target_arch = "wasm32")]
    {
        if in_game
            && ui
                .button(t!("tools-download"))
                .on_hover_text(t!("tools-download-tooltip"))
                .clicked()
        {
            msgs.push(Msg::DownloadGame);
        }
        if !in_game
            && ui
                .button(t!("tools-open-file"))
                .on_hover_text(t!("tools-open-file-tooltip"))
                .clicked()
        {
            msgs.push(Msg::PickFile);
        }
        let mut on = keep_screen_on(ui.ctx());
        if ui
            .checkbox(&mut on, t!("tools-keep-screen-on"))
            .on_hover_text(t!("tools-keep-screen-on-tooltip"))
            .changed()
        {
            ui.ctx()
                .data_mut(|d| d.insert_persisted(egui::Id::unique("keep-screen-on"), on));
        }
    }
    if !in_game
        && ui
            .button(t!("tools-saved-games"))
            .on_hover_text(t!("tools-saved-games-tooltip"))
            .clicked()
    {
        msgs.push(Msg::ShowSaves);
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
            .min_size(egui::vec2(44.0, 44.0));
            if ui.add(tab).clicked() && m != mode {
                msgs.push(Msg::ChooseMode(m));
            }
        }
    });
}

/// The table's "Keep the screen on" switch (web only), on until switched off.
#[cfg(target_arch = "wasm32")]
pub(in crate::app) fn keep_screen_on(ctx: &egui::Context) -> bool {
    ctx.data_mut(|d| *d.get_persisted_mut_or(egui::Id::unique("keep-screen-on"), true))
}

/// The top of every mode's Results screen: its title, large, and "Back" on the right (Esc
/// does the same).
pub(in crate::app) fn results_header(ui: &mut egui::Ui, title: &str, msgs: &mut Vec<Msg>) {
    // A short window keeps its room for the figures and the games.
    let short = ui.ctx().content_rect().height() < 620.0;
    let size = if short {
        theme::HEADING
    } else {
        theme::HUGE * 0.8
    };
    // Back keeps its place at the right; the title wraps in what is left (a phone).
    egui::Sides::new()
        .shrink_left()
        .wrap_mode(egui::TextWrapMode::Wrap)
        .show(
            ui,
            |ui| {
                ui.add(egui::Label::new(RichText::new(title).size(size).strong()).wrap());
            },
            |ui| {
                if ui
                    .add(egui::Button::new(
                        RichText::new(t!("back")).size(theme::BODY),
                    ))
                    .on_hover_text(t!("results-back-tooltip"))
                    .clicked()
                {
                    msgs.push(Msg::CloseResults);
                }
            },
        );
}
