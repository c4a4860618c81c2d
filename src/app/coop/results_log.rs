//! The results log as the app keeps it: read once, in the background so a long log does not
//! delay the first frame, then kept in memory and changed in step with the file. The figures
//! per kingdom (and the ladder's advice) are computed when the log changes, never per frame.

use super::super::i18n::t;
use super::kingdom_stats::{self, KingdomStats};
use crate::modes::coop::Advice;
use crate::modes::coop::CoopResult;
use crate::store::{self, ResultsFault, Store};

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
    /// The records' indices, newest first.
    newest: Vec<usize>,
}

impl CoopLog {
    /// Starts reading the store's log on a thread of its own (`None`: no data folder).
    pub fn open(store: Option<Store>) -> CoopLog {
        let path = store
            .as_ref()
            .map(|s| store::mode_results_path::<CoopResult>(s.dir()));
        let loading = store.map(|store| {
            let (send, receive) = channel();
            let read = move || {
                // The receiver may be gone if the app closed first: nothing to do then.
                let _ = send.send(store.read_log::<CoopResult>());
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
        }
    }

    /// Takes the log in if its reading has finished; true when that happened now.
    pub fn poll(&mut self) -> bool {
        let Some(receiver) = &self.loading else {
            return false;
        };
        // Worded here, on the table's thread, in the table's language.
        let result = match receiver.try_recv() {
            Ok(result) => result.map_err(|e| super::super::store_words::results_fault(&e)),
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
                Ok(result) => result.map_err(|e| super::super::store_words::results_fault(&e)),
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

    /// The ladder's advice per kingdom.
    pub fn advice(&self) -> BTreeMap<String, Advice> {
        self.kingdoms
            .iter()
            .filter_map(|k| Some((k.name.clone(), k.advice?)))
            .collect()
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
        self.kingdoms = kingdom_stats::stats(records);
        let mut newest: Vec<usize> = (0..records.len()).collect();
        newest.sort_by_key(|i| std::cmp::Reverse(records[*i].date));
        self.newest = newest;
    }
}
