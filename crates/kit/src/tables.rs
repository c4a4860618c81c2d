//! Results pooled from other tables (restored from their backups): every Results screen shows
//! this table's own or all of them, chosen in one row that is there only when some result is
//! another table's.

use crate::theme;
use coop_automa_words::t;
use egui::{self, RichText};
use std::collections::BTreeSet;

/// Whose results a Results screen shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Tables {
    /// This table's name (the settings'); a result naming it, or none, is this table's.
    pub this: String,
    /// All tables' results, or only this table's.
    pub all: bool,
}

impl Default for Tables {
    fn default() -> Self {
        Tables {
            this: String::new(),
            all: true,
        }
    }
}

impl Tables {
    /// Whether a result of the table named `table` is this table's own.
    pub fn is_here(&self, table: &str) -> bool {
        table.is_empty() || table == self.this
    }

    /// Whether a result of the table named `table` is shown.
    pub fn holds(&self, table: &str) -> bool {
        self.all || self.is_here(table)
    }
}

/// "This table / All tables", when some result is another table's (else nothing is drawn:
/// there is nothing to choose), on a line of its own. `tables_of` are the results' table names.
pub fn row<'a>(
    ui: &mut egui::Ui,
    tables: &mut Tables,
    tables_of: impl IntoIterator<Item = &'a str>,
) {
    ui.horizontal_wrapped(|ui| choices(ui, tables, tables_of));
}

/// The same choice in the line being laid out (a wrapped row of other buttons): each part
/// moves whole to the next line where it does not fit, never split.
pub fn choices<'a>(
    ui: &mut egui::Ui,
    tables: &mut Tables,
    tables_of: impl IntoIterator<Item = &'a str>,
) {
    let others: BTreeSet<&str> = tables_of
        .into_iter()
        .filter(|t| !tables.is_here(t))
        .collect();
    if others.is_empty() {
        return;
    }
    ui.add(egui::Label::new(t!("tables-show")).wrap_mode(egui::TextWrapMode::Extend));
    let finger = egui::vec2(0.0, theme::finger(ui.ctx()));
    let this = if tables.this.is_empty() {
        t!("tables-this")
    } else {
        t!("tables-this-named", name = tables.this.as_str())
    };
    let choices = [
        (false, this),
        (true, t!("tables-all", others = others.len())),
    ];
    for (all, words) in choices {
        let button = egui::Button::selectable(tables.all == all, RichText::new(words))
            .wrap_mode(egui::TextWrapMode::Extend)
            .min_size(finger);
        if ui.add(button).clicked() {
            tables.all = all;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A result with no table's name (from before tables had names) is this table's, whatever
    /// this table is called; another table's is shown only with all of them.
    #[test]
    fn a_result_without_a_table_is_this_tables_and_another_is_shown_with_all() {
        let named = Tables {
            this: "Ana's".into(),
            all: false,
        };
        assert!(named.is_here("") && named.is_here("Ana's"));
        assert!(!named.is_here("Bea's") && !named.holds("Bea's"));
        assert!(named.holds("") && named.holds("Ana's"));
        let unnamed = Tables {
            this: String::new(),
            all: false,
        };
        assert!(unnamed.is_here("") && !unnamed.is_here("Bea's"));
        let all = Tables { all: true, ..named };
        assert!(all.holds("Bea's") && all.holds(""));
    }
}
