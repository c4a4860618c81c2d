//! The results log as the app keeps it: read once, in the background so a long log does not
//! delay the first frame, then kept in memory and changed in step with the file. The figures
//! per kingdom (and the ladder's advice) are computed when the log changes, never per frame.

use crate::i18n::t;
use crate::kingdom_stats::{self, KingdomStats};
use crate::kit::tables::Tables;
use coop_automa_coop::Advice;
use coop_automa_coop::{BalanceReport, CoopResult, balance_report};
use coop_automa_store::{self as store, Logs, ResultsFault};

/// The coop's log as the store reads it.
type Results = store::ResultsLog<CoopResult>;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// The log: loading, loaded (with its figures), or unreadable.
pub struct CoopLog {
    path: Option<PathBuf>,
    loading: Option<Receiver<Result<Results, ResultsFault>>>,
    loaded: Result<Results, String>,
    /// Per kingdom, in the seed's order; recomputed when the log changes.
    kingdoms: Vec<KingdomStats>,
    /// The records' indices, newest first (of the tables shown).
    newest: Vec<usize>,
    /// The tables whose results the figures and the list are of.
    tables: Tables,
    /// The ladder's advice per kingdom, from this table's own results.
    advice: BTreeMap<String, Advice>,
    /// The balance report, pooled over every table's results.
    report: BalanceReport,
}

impl CoopLog {
    /// Starts reading the store's log on a thread of its own (`None`: no data folder).
    pub fn open(logs: Option<Logs>) -> CoopLog {
        let path = logs
            .as_ref()
            .map(|l| store::mode_results_path::<CoopResult>(l.dir()));
        let loading = logs.map(|logs| {
            let (send, receive) = channel();
            let read = move || {
                // The receiver may be gone if the app closed first: nothing to do then.
                let _ = send.send(logs.read_log::<CoopResult>());
            };
            // A browser page has no threads: its log is read at once (it is small there).
            #[cfg(not(target_arch = "wasm32"))]
            std::thread::spawn(read);
            #[cfg(target_arch = "wasm32")]
            read();
            receive
        });
        CoopLog {
            path,
            loading,
            loaded: Ok(Results::default()),
            kingdoms: Vec::new(),
            newest: Vec::new(),
            tables: Tables::default(),
            advice: BTreeMap::new(),
            report: BalanceReport::default(),
        }
    }

    /// Takes the log in if its reading has finished; true when that happened now.
    pub fn poll(&mut self) -> bool {
        let Some(receiver) = &self.loading else {
            return false;
        };
        // Worded here, on the table's thread, in the table's language.
        let result = match receiver.try_recv() {
            Ok(result) => result.map_err(|e| crate::file_words::results_fault(&e)),
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => Err(t!("coop-results-unreadable")),
        };
        self.loading = None;
        self.loaded = result;
        self.refresh();
        true
    }

    /// Waits for the reading to finish (the Results screen needs the log now).
    pub fn wait(&mut self) {
        if let Some(receiver) = self.loading.take() {
            self.loaded = match receiver.recv() {
                Ok(result) => result.map_err(|e| crate::file_words::results_fault(&e)),
                Err(_) => Err(t!("coop-results-unreadable")),
            };
            self.refresh();
        }
    }

    /// Whether the log is still being read.
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// The file, if there is a data folder.
    pub fn path(&self) -> Option<&PathBuf> {
        self.path.as_ref()
    }

    /// The log, or why it could not be read.
    pub fn results(&self) -> Result<&Results, &str> {
        self.loaded.as_ref().map_err(String::as_str)
    }

    /// The figures per kingdom.
    pub fn kingdoms(&self) -> &[KingdomStats] {
        &self.kingdoms
    }

    /// The records, newest first.
    pub fn newest_first(&self) -> impl ExactSizeIterator<Item = &CoopResult> {
        let records = self
            .loaded
            .as_ref()
            .map(|r| r.records.as_slice())
            .unwrap_or(&[]);
        self.newest.iter().map(move |i| &records[*i])
    }

    /// The ladder's advice per kingdom, from this table's own results (a friend's table
    /// climbs a ladder of its own).
    pub fn advice(&self) -> BTreeMap<String, Advice> {
        self.advice.clone()
    }

    /// The figures and the list of these tables' results from now on.
    pub fn show_tables(&mut self, tables: &Tables) {
        if *tables != self.tables {
            self.tables = tables.clone();
            self.refresh();
        }
    }

    /// The balance report of every table's results.
    pub fn report(&self) -> &BalanceReport {
        &self.report
    }

    /// Every record's table name (empty: this table's).
    pub fn tables_of(&self) -> impl Iterator<Item = &str> {
        self.loaded
            .iter()
            .flat_map(|r| r.records.iter().map(|r| r.table.as_str()))
    }

    /// The file now holds `record` in place of any older one of its game (or none, when
    /// `record` is `None`): the same change in memory, and the figures again.
    pub fn changed(&mut self, game_id: &str, record: Option<CoopResult>) {
        self.wait();
        if let Ok(results) = &mut self.loaded {
            results.changed(game_id, record);
        }
        self.refresh();
    }

    fn refresh(&mut self) {
        let records = self
            .loaded
            .as_ref()
            .map(|r| r.records.as_slice())
            .unwrap_or(&[]);
        let shown: Vec<CoopResult> = records
            .iter()
            .filter(|r| self.tables.holds(&r.table))
            .cloned()
            .collect();
        self.kingdoms = kingdom_stats::stats(&shown);
        let here: Vec<CoopResult> = records
            .iter()
            .filter(|r| self.tables.is_here(&r.table))
            .cloned()
            .collect();
        self.advice = kingdom_stats::stats(&here)
            .into_iter()
            .filter_map(|k| Some((k.name, k.advice?)))
            .collect();
        let all: Vec<&CoopResult> = records.iter().collect();
        self.report = balance_report(&all, &self.tables.this);
        let mut newest: Vec<usize> = (0..records.len())
            .filter(|i| self.tables.holds(&records[*i].table))
            .collect();
        coop_automa_engine::sort::sort_by_key(&mut newest, |i| std::cmp::Reverse(records[*i].date));
        self.newest = newest;
    }
}
