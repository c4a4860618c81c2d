//! "Log this play in BG Stats": the play and its link are the seam's
//! (`coop_automa_seam::bgstats`: a mode's screens make a play of a finished game); the app
//! hands it to BG Stats (`send`).

pub use coop_automa_seam::bgstats::*;

mod send;

pub(in crate::app) use send::send;
