//! The solo pyramid at the table: the setup form, the play screen with the pyramid large and
//! a button per reaction, and the end with the score calculator. The rules are in
//! `coop_automa_pyramid`; this only draws them and reports what the player asked for, through
//! the seam (`coop_automa_seam::mode`: `Screens` is the pyramid's `ModeScreens`).

// The seam, the kit and the words under the names this crate's files use.
use coop_automa_kit as kit;
use coop_automa_kit::{fit, fonts, scroll, theme};
use coop_automa_seam::{bar, bgstats, mode, msg, results_ask};

coop_automa_seam::mode_words!("pyramid");

use coop_automa_engine::ModeGame;
use coop_automa_pyramid::PyramidSession;
mod end;
pub mod logged;
mod play;
mod reaction_buttons;
mod results;
mod screens;
mod setup;
mod tile;
mod tools_band;
mod turned;
pub mod words;

pub use play::{play_screen, primary_msg};
pub use screens::Screens;
pub use setup::{PyramidForm, results_table, setup_screen};

use crate::i18n::t;
use coop_automa_pyramid::PyramidResult;
use coop_automa_pyramid::{Action, Adjustment, Buy, CurseTo, Phase, Place, PyramidGame};
use coop_automa_store::ResultsLog;

/// The pyramid's results log.
pub type PyramidResults = ResultsLog<PyramidResult>;

/// What a tap on a place of the pyramid does, chosen with the tool buttons above it. While
/// the AI owes cards every tap is a pick for it, whatever the tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Buy the VP card tapped (P18).
    Buy,
    /// Gain the VP card tapped, by a card's effect, from the bottom row (P20).
    Gain,
    /// Put a Curse given to the AI into the empty place tapped (P21).
    CurseHere,
    /// Curse the Estate tapped (P22).
    CurseEstate,
    /// Top bonus: move the VP card tapped first to the empty place tapped next (P18).
    BonusMove,
    /// Top bonus: swap the two VP cards tapped (P18).
    BonusSwap,
    /// Before turn 1: swap the cards of the two places tapped (P5).
    Swap,
    /// Before turn 1: mark one or two places to redraw (P5).
    Redraw,
}

impl Tool {
    /// The tool's button.
    pub fn label(self) -> String {
        match self {
            Tool::Buy => t!("pyramid-tool-buy"),
            Tool::Gain => t!("pyramid-tool-gain"),
            Tool::CurseHere => t!("pyramid-tool-curse-here", curse = words::curse()),
            Tool::CurseEstate => t!(
                "pyramid-tool-curse-estate",
                an_estate = words::a_card(&words::estate())
            ),
            Tool::BonusMove => t!("pyramid-tool-bonus-move"),
            Tool::BonusSwap => t!("pyramid-tool-bonus-swap"),
            Tool::Swap => t!("pyramid-tool-swap"),
            Tool::Redraw => t!("pyramid-tool-redraw"),
        }
    }

    /// What a tap does with this tool, said under the tools.
    pub fn hint(self) -> String {
        match self {
            Tool::Buy => t!("pyramid-hint-buy"),
            Tool::Gain => t!("pyramid-hint-gain"),
            Tool::CurseHere => t!("pyramid-hint-curse-here", curse = words::curse()),
            Tool::CurseEstate => t!(
                "pyramid-hint-curse-estate",
                estate = words::estate(),
                curse = words::curse()
            ),
            Tool::BonusMove => t!("pyramid-hint-bonus-move"),
            Tool::BonusSwap => t!("pyramid-hint-bonus-swap"),
            Tool::Swap => t!("pyramid-hint-swap"),
            Tool::Redraw => t!("pyramid-hint-redraw"),
        }
    }

    /// The tools that make sense now.
    pub fn available(game: &PyramidGame) -> Vec<Tool> {
        match game.phase() {
            // The adjustment is made once (P5): once made, it is not offered again.
            Phase::BeforeFirstTurn if game.adjustment() == Adjustment::None => {
                vec![Tool::Swap, Tool::Redraw]
            }
            Phase::BeforeFirstTurn => Vec::new(),
            Phase::Turn => {
                let mut tools = vec![Tool::Buy, Tool::Gain, Tool::CurseEstate, Tool::CurseHere];
                if game.top_bonus_available() {
                    tools.extend([Tool::BonusMove, Tool::BonusSwap]);
                }
                tools
            }
            Phase::BetweenTurns => vec![Tool::CurseHere],
            Phase::Over => Vec::new(),
        }
    }
}

/// What a tap asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tap {
    /// Play this action.
    Apply(Action),
    /// The first of two places, or a place marked to redraw: kept until the next tap.
    Pick(Place),
    /// A marked place tapped again: unmarked.
    Unpick(Place),
    /// Nothing to do with a tap now (said in the line under the tools).
    Nothing,
}

/// What tapping `place` does with `tool`, after the places already picked.
pub fn tap(game: &PyramidGame, tool: Tool, picked: &[Place], place: Place) -> Tap {
    if game.owed().0 > 0 {
        return Tap::Apply(Action::ScoreFrom { place });
    }
    if game.is_over() {
        return Tap::Nothing;
    }
    if picked.contains(&place) {
        return Tap::Unpick(place);
    }
    // A tool no longer offered (a used adjustment, a bonus gone) does nothing.
    if !Tool::available(game).contains(&tool) {
        return Tap::Nothing;
    }
    match tool {
        Tool::Buy => Tap::Apply(Action::Buy(Buy::Pyramid { place })),
        Tool::Gain => Tap::Apply(Action::Gain { place }),
        Tool::CurseHere => Tap::Apply(Action::GiveCurse {
            to: CurseTo::Place(place),
        }),
        Tool::CurseEstate => Tap::Apply(Action::Buy(Buy::CurseEstate { place })),
        Tool::BonusMove => match picked.first() {
            Some(&from) => Tap::Apply(Action::TopBonusMove { from, to: place }),
            None => Tap::Pick(place),
        },
        Tool::BonusSwap => match picked.first() {
            Some(&a) => Tap::Apply(Action::TopBonusSwap { a, b: place }),
            None => Tap::Pick(place),
        },
        Tool::Swap => match picked.first() {
            Some(&a) => Tap::Apply(Action::Swap { a, b: place }),
            None => Tap::Pick(place),
        },
        Tool::Redraw if picked.len() < 2 => Tap::Pick(place),
        Tool::Redraw => Tap::Nothing,
    }
}

/// The redraw of the places marked (P5), in deal order.
pub fn redraw_action(picked: &[Place]) -> Option<Action> {
    let mut places = picked.to_vec();
    coop_automa_engine::sort::sort(&mut places);
    match places.as_slice() {
        [first] => Some(Action::Redraw {
            first: *first,
            second: None,
        }),
        [first, second] => Some(Action::Redraw {
            first: *first,
            second: Some(*second),
        }),
        _ => None,
    }
}

/// The final counts as typed: text until "Score the game" reads them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CountsForm {
    pub kingdom_vp: String,
    pub player_vp: String,
    pub curses: String,
    pub coppers: String,
    pub single_trasher: bool,
    pub shelters: String,
    pub no_trasher: bool,
    pub ruins: String,
    pub full_piles: String,
}

impl CountsForm {
    /// The counts a scored game was given, to see and correct them (P28); zeros blank.
    pub fn of(e: &coop_automa_pyramid::FinalEntries) -> CountsForm {
        let n = |v: u16| if v == 0 { String::new() } else { v.to_string() };
        CountsForm {
            kingdom_vp: n(e.kingdom_vp),
            player_vp: e.player_vp.to_string(),
            curses: n(e.curses),
            coppers: n(e.coppers),
            single_trasher: e.single_trasher,
            shelters: n(e.shelters),
            no_trasher: e.no_trasher,
            ruins: n(e.ruins),
            full_piles: n(e.full_piles),
        }
    }
}

/// A pyramid game on the table with the screen's own state.
pub struct PyramidPlay {
    pub game: PyramidGame,
    pub tool: Tool,
    /// The phase the tool was chosen in: a new phase starts with its own first tool.
    pub tool_phase: Option<Phase>,
    pub picked: Vec<Place>,
    /// The next turn is an Outpost turn (P8).
    pub outpost: bool,
    /// Empty supply piles other than the Curse pile, for End turn (P23).
    pub empty_piles: u8,
    /// The overpay for a Gold or Platinum, and a Victory kingdom card's cost and overpay.
    pub gold_overpay: u8,
    pub platinum_overpay: u8,
    pub victory_cost: u8,
    pub victory_overpay: u8,
    pub counts: CountsForm,
    /// Why the counts typed could not be read, shown beside them until they change.
    pub counts_error: Option<String>,
    /// The table's own VP deck: the press that takes a card not yet told (a refill, a
    /// redraw), waiting for the card the table turns over (`turned.rs` asks which).
    pub waiting: Option<coop_automa_pyramid::Action>,
}

impl PyramidPlay {
    pub fn new(game: PyramidGame) -> PyramidPlay {
        let mut play = PyramidPlay {
            game,
            tool: Tool::Buy,
            tool_phase: None,
            picked: Vec::new(),
            outpost: false,
            empty_piles: 0,
            gold_overpay: 0,
            platinum_overpay: 0,
            victory_cost: 4,
            victory_overpay: 0,
            counts: CountsForm::default(),
            counts_error: None,
            waiting: None,
        };
        play.settle();
        play
    }

    /// After any change of the game: in a new phase (a turn starts or ends), or when the
    /// tool no longer applies, the phase's first tool is chosen (Buy in a turn); picks are
    /// dropped.
    pub fn settle(&mut self) {
        let tools = Tool::available(&self.game);
        let phase = self.game.phase();
        if !tools.contains(&self.tool) || self.tool_phase != Some(phase) {
            self.tool = tools.first().copied().unwrap_or(Tool::Buy);
        }
        self.tool_phase = Some(phase);
        self.picked.clear();
        if self.game.phase() != Phase::Turn {
            self.empty_piles = 0;
        }
        if self.game.phase() == Phase::Turn {
            self.outpost = false;
        }
        // The form shows the counts the score was made from, after an undo or redo too.
        if let Some(score) = self.game.final_score() {
            self.counts = CountsForm::of(&score.entries);
            self.counts_error = None;
        }
    }
}

/// The tally of the last results at a level and mix, and what to play next, for the end.
pub fn results_line(results: &PyramidResults, game: &PyramidGame) -> Option<String> {
    let setup = game.setup();
    let tally = coop_automa_pyramid::tally(&results.records, setup.level, setup.mix);
    if tally.games == 0 {
        return None;
    }
    let level = words::level_words(setup.level);
    Some(
        match game
            .verdict()
            .and_then(|v| coop_automa_pyramid::next_level(setup.level, v))
        {
            Some(next) => t!(
                "pyramid-results-line-next",
                level = level,
                games = tally.games,
                victories = tally.victories,
                next = words::level_words(next)
            ),
            None => t!(
                "pyramid-results-line",
                level = level,
                games = tally.games,
                victories = tally.victories
            ),
        },
    )
}
