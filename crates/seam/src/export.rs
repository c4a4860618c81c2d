//! The results' CSV export on every mode's Results screen: a file name to type, Export (or
//! "Replace that file" once asked), and what went wrong under them. On the web the CSV is a
//! download under the name typed.

use crate::file_words::results_fault;
use crate::i18n::t;
use crate::kit::notice::Notice;
use crate::msg::Msg;
use crate::results_ask::Ask;
pub use crate::results_ask::Csv;
use crate::theme;
use coop_automa_store::{self as store, GameResult, ResultsFault};
use egui::{self, RichText};

/// What a Results screen's export row holds.
#[derive(Debug, Default)]
pub struct ExportForm {
    /// The CSV file name typed so far.
    pub path: String,
    /// The export would replace this existing file: asked about, waiting for "Replace".
    pub confirm_replace: Option<String>,
    /// Why the last export did not happen.
    pub problem: Option<ResultsFault>,
}

impl ExportForm {
    /// A form with a file to start from, named `name` ("coop-automa-results.csv"): in the
    /// home folder on the desktop, a plain name on the web (a download has no folder, and a
    /// phone's browser showed "~/…", a desktop path).
    pub fn new(name: &str) -> ExportForm {
        ExportForm {
            path: where_to(name),
            ..ExportForm::default()
        }
    }
}

/// Where a file named `name` is written by default: "~/name" on the desktop, "name" on the
/// web.
pub fn where_to(name: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        name.to_owned()
    } else {
        format!("~/{name}")
    }
}

/// The export row: wraps onto a second line in a narrow window, so Export stays in view;
/// what went wrong is said under it in the warning colour.
pub fn row(ui: &mut egui::Ui, form: &mut ExportForm, csv: Csv, tip: &str, msgs: &mut Vec<Msg>) {
    ui.horizontal_wrapped(|ui| {
        let (label, hint) = match csv {
            Csv::Results => (t!("export-label"), where_to("coop-automa-results.csv")),
            Csv::Report => (
                t!("export-report-label"),
                where_to("coop-automa-balance.csv"),
            ),
        };
        let label = ui.label(label);
        ui.add(
            crate::kit::entry::line(&mut form.path)
                .desired_width(ui.available_width().clamp(160.0, 420.0) - 120.0)
                .hint_text(hint),
        )
        .labelled_by(label.id);
        if form.confirm_replace.as_deref() == Some(form.path.as_str()) {
            if ui.button(t!("export-replace-file")).clicked() {
                msgs.push(Msg::ask(Ask::Export { csv, replace: true }));
            }
        } else if ui.button(t!("export")).on_hover_text(tip).clicked() {
            msgs.push(Msg::ask(Ask::Export {
                csv,
                replace: false,
            }));
        }
    });
    if let Some(problem) = &form.problem {
        let words = match problem {
            ResultsFault::CsvExists { .. } => {
                t!("export-replace-ask", problem = results_fault(problem))
            }
            other => results_fault(other),
        };
        let dark = ui.visuals().dark_mode;
        ui.add(
            egui::Label::new(RichText::new(words).color(theme::warn_color(dark)).strong()).wrap(),
        );
    }
}

/// Writes `records` as CSV to the file typed (a download on the web): the notice says where,
/// or the form says why not. `replace` stands only for the very file it asked about. This
/// table's own records are named `here` in the file.
pub fn export<R: GameResult>(
    form: &mut ExportForm,
    records: &[&R],
    here: &str,
    replace: bool,
) -> Option<Notice> {
    let n = records.len();
    let said = move |path: &str| t!("exported", n = n, path = path);
    export_text(form, store::to_csv(records, here), said, replace)
}

/// Writes CSV text to the file typed (a download on the web), as `export` does; `said` words
/// the notice from the file's name.
pub fn export_text(
    form: &mut ExportForm,
    text: Result<String, ResultsFault>,
    said: impl Fn(&str) -> String + 'static,
    replace: bool,
) -> Option<Notice> {
    let replace = replace && form.confirm_replace.as_deref() == Some(form.path.as_str());
    #[cfg(target_arch = "wasm32")]
    let exported = {
        let _ = replace;
        text.and_then(|csv| {
            let name = form.path.trim().trim_start_matches("~/");
            let name = if name.is_empty() {
                "coop-automa-results.csv"
            } else {
                name
            };
            crate::page::download(name, &csv, "text/csv")
                .map(|()| std::path::PathBuf::from(name))
                .map_err(|e| ResultsFault::CsvNotWritten {
                    file: name.into(),
                    detail: store::Detail::System(e),
                })
        })
    };
    #[cfg(not(target_arch = "wasm32"))]
    let exported = text.and_then(|csv| store::write_csv(&csv, &form.path, replace));
    match exported {
        Ok(path) => {
            form.confirm_replace = None;
            form.problem = None;
            let path = path.display().to_string();
            Notice::info(move || said(&path))
        }
        Err(e) => {
            let exists = matches!(e, ResultsFault::CsvExists { .. });
            form.confirm_replace = exists.then(|| form.path.clone());
            form.problem = Some(e);
            None
        }
    }
}
