//! The press on "Log this play in BG Stats": the play's link opened (a new tab on the web; the
//! system's browser on the desktop, where the link is also copied for a machine that has
//! none), and a notice that says so, or why there is nothing to log.

use super::super::effect::{Effect, say};
use super::super::game_on_table::GameOnTable;
use super::super::i18n::t;
use super::super::keeps::Keeps;
use super::super::kit::notice::Notice;
use super::super::registry::ModeId;
use crate::store::Store;
use eframe::egui;

/// Hands the game `which` of `mode`'s results (the game on the table when `None`) to BG
/// Stats. Its record is read from the results; a game on the table whose record is not
/// there (no data folder) is logged as it stands. `table_name`: this table's name.
pub(in crate::app) fn send(
    which: Option<String>,
    mode: ModeId,
    keeps: &mut Keeps,
    store: Option<&Store>,
    table: Option<&dyn GameOnTable>,
    table_name: &str,
    ctx: &egui::Context,
) -> Vec<Effect> {
    let on_table =
        table.filter(|t| t.mode() == mode && which.as_deref().is_none_or(|id| id == t.game_id()));
    let from_results = which.is_some() && on_table.is_none();
    let play = which
        .or_else(|| on_table.map(|t| t.game_id().to_owned()))
        .and_then(|id| keeps.get_mut(mode).logged(store, &id, table_name))
        .or_else(|| on_table.and_then(|t| t.logged_now(table_name)));
    let Some(play) = play else {
        // A row of Results whose record another window took out, or a game not decided.
        return match from_results {
            true => say(Notice::error(|| t!("bgstats-gone"))),
            false => say(Notice::error(|| t!("bgstats-none"))),
        };
    };
    let link = play.link();
    ctx.open_url(egui::OpenUrl::new_tab(&link));
    if cfg!(target_arch = "wasm32") {
        say(Notice::info(|| t!("bgstats-opened")))
    } else {
        ctx.copy_text(link);
        say(Notice::info(|| t!("bgstats-opened-copied")))
    }
}
