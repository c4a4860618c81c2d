//! How full the browser's storage is, and whether the browser promised to keep it, said where
//! a table looks after its games (Games, the backup): the web's only.

/// "12 MB used of about 2 GB" (in the warning's colour when little is left), and "This
/// browser has not promised to keep the app's storage…" where the browser said no.
pub(super) fn show(ui: &mut eframe::egui::Ui) {
    if let Some((used, quota)) = super::web::storage_estimate()
        && let Some((words, warn)) = super::store_words::storage_used(used, quota)
    {
        let color = if warn {
            super::theme::warn_color(ui.visuals().dark_mode)
        } else {
            ui.visuals().text_color()
        };
        let shown = ui
            .add(eframe::egui::Label::new(eframe::egui::RichText::new(&words).color(color)).wrap());
        super::kit::seen::mark(ui, "storage", &words, &shown);
    }
    if super::web::storage_kept() == Some(false) {
        let color = super::theme::warn_color(ui.visuals().dark_mode);
        ui.add(
            eframe::egui::Label::new(
                eframe::egui::RichText::new(super::i18n::t!("storage-not-kept")).color(color),
            )
            .wrap(),
        );
    }
}
