//! Every keyboard-reachable command, with its label, tooltip and shortcuts in one place, so
//! buttons, keys and the help overlay never disagree (after rerun's `UICommand`).

use egui::{self, Key, KeyboardShortcut, Modifiers};

/// A command the table can give by button or key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// The one big button: end the turn, run the automa's step, done, ...
    Primary,
    /// A player played an Attack: one token to the automa (R15).
    Attack,
    Undo,
    Redo,
    Fullscreen,
    ZoomIn,
    ZoomOut,
    ZoomReset,
    Help,
}

const fn key(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, k)
}

const fn cmd(k: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, k)
}

impl Command {
    /// All commands, in the order the help overlay lists them.
    pub const ALL: [Command; 9] = [
        Command::Primary,
        Command::Attack,
        Command::Undo,
        Command::Redo,
        Command::Fullscreen,
        Command::ZoomIn,
        Command::ZoomOut,
        Command::ZoomReset,
        Command::Help,
    ];

    /// The catalog's ids of its name and of what it does, in a sentence.
    fn ids(self) -> (&'static str, &'static str) {
        match self {
            Command::Primary => ("command-primary", "command-primary-tooltip"),
            Command::Attack => ("command-attack", "command-attack-tooltip"),
            Command::Undo => ("command-undo", "command-undo-tooltip"),
            Command::Redo => ("command-redo", "command-redo-tooltip"),
            Command::Fullscreen => ("command-fullscreen", "command-fullscreen-tooltip"),
            Command::ZoomIn => ("command-zoom-in", "command-zoom-in-tooltip"),
            Command::ZoomOut => ("command-zoom-out", "command-zoom-out-tooltip"),
            Command::ZoomReset => ("command-zoom-reset", "command-zoom-reset-tooltip"),
            Command::Help => ("command-help", "command-help-tooltip"),
        }
    }

    /// The command's name.
    pub fn text(self) -> String {
        crate::i18n::tr(self.ids().0)
    }

    /// What it does, in a sentence.
    pub fn tooltip(self) -> String {
        crate::i18n::tr(self.ids().1)
    }

    /// What it does in a mode whose big button does `primary_help` (the mode's
    /// `<mode>-primary-help` message, `ModeWords::primary_help`).
    pub fn tooltip_in(self, primary_help: &str) -> String {
        match self {
            Command::Primary => primary_help.to_owned(),
            _ => self.tooltip(),
        }
    }

    /// Whether every mode has the command (the app's own); the others are a mode's own keys,
    /// which the mode names (`ModeScreens::OWN_KEYS`). A mode's key may mean something else
    /// in another mode, never something else beside the app's own.
    pub fn is_the_apps(self) -> bool {
        !matches!(self, Command::Attack)
    }

    /// The commands a table playing a mode whose own keys are `own` has, in the help
    /// overlay's order.
    pub fn of_mode(own: &[Command]) -> impl Iterator<Item = Command> + '_ {
        Command::ALL
            .into_iter()
            .filter(move |c| c.is_the_apps() || own.contains(c))
    }

    /// The keys that give the command; the first is the one shown.
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        const PRIMARY: [KeyboardShortcut; 2] = [key(Key::Space), key(Key::Enter)];
        const ATTACK: [KeyboardShortcut; 1] = [key(Key::A)];
        const UNDO: [KeyboardShortcut; 1] = [cmd(Key::Z)];
        const REDO: [KeyboardShortcut; 2] = [
            KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z),
            cmd(Key::Y),
        ];
        const FULL: [KeyboardShortcut; 1] = [key(Key::F11)];
        const ZOOM_IN: [KeyboardShortcut; 2] = [cmd(Key::Plus), cmd(Key::Equals)];
        const ZOOM_OUT: [KeyboardShortcut; 1] = [cmd(Key::Minus)];
        const ZOOM_RESET: [KeyboardShortcut; 1] = [cmd(Key::Num0)];
        const HELP: [KeyboardShortcut; 1] = [key(Key::F1)];
        match self {
            Command::Primary => &PRIMARY,
            Command::Attack => &ATTACK,
            Command::Undo => &UNDO,
            Command::Redo => &REDO,
            Command::Fullscreen => &FULL,
            Command::ZoomIn => &ZOOM_IN,
            Command::ZoomOut => &ZOOM_OUT,
            Command::ZoomReset => &ZOOM_RESET,
            Command::Help => &HELP,
        }
    }

    /// The keys as text, e.g. "Space / Enter".
    pub fn keys_text(self, ctx: &egui::Context) -> String {
        self.shortcuts()
            .iter()
            .map(|s| ctx.format_shortcut(s))
            .collect::<Vec<_>>()
            .join(" / ")
    }

    /// `text` with the command's keys after it ("Help (F1)") where a keyboard is at the table
    /// (`keyboard::used`); `text` alone where fingers play.
    pub fn with_keys(self, ctx: &egui::Context, text: String) -> String {
        if crate::kit::keyboard::used(ctx) {
            crate::i18n::t!("with-keys", text = text, keys = self.keys_text(ctx))
        } else {
            text
        }
    }

    /// Whether the command works while a text field has the keyboard (e.g. typing points).
    fn works_while_typing(self) -> bool {
        matches!(
            self,
            Command::Fullscreen
                | Command::ZoomIn
                | Command::ZoomOut
                | Command::ZoomReset
                | Command::Help
        )
    }

    /// The commands whose keys were pressed this frame (the keys are consumed).
    pub fn pressed(ctx: &egui::Context) -> Vec<Command> {
        let typing = ctx.egui_wants_keyboard_input();
        let mut pressed = Vec::new();
        ctx.input_mut(|input| {
            // Longest modifier sets first, so Ctrl+Shift+Z is not read as Ctrl+Z.
            let mut all: Vec<(Command, &KeyboardShortcut)> = Command::ALL
                .iter()
                .flat_map(|c| c.shortcuts().iter().map(move |s| (*c, s)))
                .collect();
            coop_automa_engine::sort::sort_by_key(&mut all, |(_, s)| {
                std::cmp::Reverse(modifier_count(s.modifiers))
            });
            for (command, shortcut) in all {
                if typing && !command.works_while_typing() {
                    continue;
                }
                if input.consume_shortcut(shortcut) && !pressed.contains(&command) {
                    pressed.push(command);
                }
            }
        });
        pressed
    }
}

fn modifier_count(m: Modifiers) -> u8 {
    u8::from(m.alt) + u8::from(m.ctrl) + u8::from(m.shift) + u8::from(m.command || m.mac_cmd)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_commands_share_a_shortcut_and_each_has_words() {
        let mut seen: Vec<(KeyboardShortcut, Command)> = Vec::new();
        for command in Command::ALL {
            assert!(!command.text().is_empty() && !command.tooltip().is_empty());
            for s in command.shortcuts() {
                if let Some((_, other)) = seen.iter().find(|(t, _)| t == s) {
                    panic!("{command:?} and {other:?} share {s:?}");
                }
                seen.push((*s, command));
            }
        }
        // A mode's own keys come only with the modes that name them.
        assert!(Command::of_mode(&[]).all(Command::is_the_apps));
        assert!(Command::of_mode(&[Command::Attack]).any(|c| c == Command::Attack));
    }
}
