//! What the table asked of the Results screen.

#[derive(Debug, Clone, PartialEq)]
pub enum Ask {
    /// Show the Results screen of the mode on screen.
    Show,
    /// Leave it.
    Close,
    /// Export the results (or the mode's report) to the CSV file typed on the screen.
    Export { csv: Csv, replace: bool },
    /// Copy the mode's report to the clipboard, for a forum message.
    CopyReport,
    /// Log a finished game in BG Stats: the game on the table (`None`), or this game of the
    /// mode's results.
    LogPlay(Option<String>),
}

/// The feature's question, carried by a message (`Msg::ask`).
impl crate::msg::FeatureAsk for Ask {}

/// Which table of a Results screen a CSV export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Csv {
    /// The results shown, one row a game.
    Results,
    /// The mode's report (the coop's balance report), one row a kingdom and count.
    Report,
}
