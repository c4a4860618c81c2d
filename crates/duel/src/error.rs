//! Why an action or a setup was refused, as data: which rule refused what, with the numbers,
//! the cards and the names in it. The words are chosen by the app (`app::duel::words`). A
//! refused action changes nothing and leaves no trace in the history (D12.1).

use super::action::AttackKind;
use super::cards::{CurseCard, Kingdom};

/// What an eliminated player may no longer have (D7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Barred {
    Curse,
    Change,
    SithLordMark,
    LifeCorrection,
    Gift,
    Score,
}

/// Which tokens a count is of (D5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tokens {
    Vp,
    Curse,
}

/// Why a card told from the table's own Curse Deck was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnedFault {
    /// The app shuffles this game's Curse Deck: nothing is told.
    AppShuffles,
    /// A mixed game has no Curse Deck (D1.4).
    NoDeck,
    /// Every card of the deck is turned over already.
    NothingToTurn,
    /// No card of that kind is still face down (a 13th Curse in a 2-player deck of 10).
    NoneFaceDown { card: CurseCard },
}

/// A refused action or setup. Players are named by the names the table typed (data, not
/// words), seats counted from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DuelError {
    // ---- The setup (D1.1, D2.1, D3) ----
    /// D1.1: 2 to 4 players.
    PlayerCount { players: usize },
    /// D1.1: a seat without a name.
    NameMissing { seat: usize },
    /// A name longer than `MAX_NAME_CHARS`.
    NameTooLong { name: String },
    /// A name with a control character.
    NameControl { seat: usize },
    /// D1.1: two seats with one name.
    NameTwice {
        first: usize,
        second: usize,
        name: String,
    },
    /// D2.1: the starting deck's VP out of 0..=20.
    StartingVp { vp: u8 },
    /// D2.1: the starting deck's VP typed is not a whole number 0..=20.
    StartingVpText { text: String },
    /// D3.2: no seed for the shuffle.
    NeedsSeed,
    /// D1.4: a mixed game given a Curse Deck order.
    MixedDeck,
    /// D3.1: a loaded Curse Deck does not add up.
    DeckCount {
        players: usize,
        card: CurseCard,
        want: usize,
        have: usize,
    },
    /// More cards than any Curse Deck holds.
    DeckTooBig,

    // ---- The moment (D10.3, D11.4) ----
    /// VP are typed only after a pile end.
    VpBeforeEnd,
    /// The last player left won: no scoring.
    NotScored,
    /// After the end only the VP entry, undo and redo.
    GameOver,

    // ---- The table's own Curse Deck (D3, D4) ----
    /// A card told is not one the deck can give.
    Turned(TurnedFault),
    /// A draw from the table's own deck, with no card turned over for it: the table turns
    /// the top card over and tells it first. `player` is who gains that card (D4), so the
    /// question can say whom it is for (an attack draws for several players, one by one).
    NeedTurned { player: u8 },

    // ---- Players (D7.3) ----
    /// A seat past the table.
    NoSuchPlayer { seat: usize },
    /// D7.3: an eliminated player named.
    Eliminated { name: String, barred: Barred },

    // ---- Changes (D5) ----
    /// D5.1: a token count out of 1..=99.
    TokenCount { tokens: Tokens, count: u8 },
    /// D5.1: an "other" Victory card's VP out of 0..=99.
    VictoryVp { vp: u8 },
    /// D5.1: more curse tokens lost than held.
    LoseTokens { name: String, held: u32, count: u8 },
    /// D5.5: a Curse card only drawn (or taken from the counted pile) gained otherwise.
    CurseFromDraw {
        card: CurseCard,
        name: String,
        kingdom: Kingdom,
    },
    /// A Curse card trashed that the player does not hold.
    NoCurseCard { name: String, card: CurseCard },
    /// D5.3: an empty list.
    EmptyList,
    /// D5.4: a life total is not a whole number.
    LifeText { text: String },
    /// D5.4: a life total beyond `MAX_LIFE_ENTRY` either way.
    LifeRange,
    /// D5.6: a mixed game has no life points.
    MixedNoLife,

    // ---- Passing and trashing (D6) ----
    /// D6.2: a gift to oneself.
    GiveSelf { name: String },
    /// D6.3: Give and Take is never given.
    GiveGiveAndTake,
    /// D6.1: a Duel-only game gives only Contagion.
    GiveOnlyContagion { card: CurseCard },
    /// A gift of a card the giver does not hold.
    GiveNone { name: String, card: CurseCard },
    /// D6.3: Give and Take and the other card are not both held.
    GiveAndTakeNeeds { name: String, other: CurseCard },

    // ---- Attacks (D8) ----
    /// D8.3: a strength out of 1..=10.
    StrengthRange { strength: u8 },
    /// D8.3: the attacker answered.
    OwnAttack { name: String },
    /// D8.3: an eliminated player answered.
    NotAsked { name: String },
    /// D8.3: two answers from one player.
    AnsweredTwice { name: String },
    /// D8.11: a Warrior answering what is not a Warrior.
    WarriorAnswer { name: String, kind: AttackKind },
    /// D8.3: two equal strengths.
    SameStrength { strength: u8 },
    /// D8.12: hand values in a mixed game.
    MixedHand,
    /// D8.7: Chuck Norris answered and the hand values are missing.
    HandNeeded { name: String },
    /// D8.7: hand values without Chuck Norris.
    HandWithoutChuck,
    /// D8.7: a hand's values out of 0..=99.
    HandRange,
    /// D9.5: War Trophy with nothing owed.
    WarTrophyNotOwed {
        name: String,
        tokens: u32,
        done: bool,
    },

    // ---- Marks and the supply (D8.9, D9.6, D10.2, D3.4, D11) ----
    /// D8.9: already marked (or unmarked).
    AlreadyMarked { name: String, sith_lord: bool },
    /// D9.6: the most Cursed Villages one turn counts.
    TooManyVillages,
    /// D9.6: nothing to untick.
    NoVillageTicked { name: String },
    /// D10.2: more other empty piles than `MAX_OTHER_EMPTY`.
    OtherEmpty { other: u8 },
    /// D10.2: the report is already that.
    ReportSame,
    /// D3.4: a Duel-only game has no Curse pile.
    NoCursePile,
    /// D3.4: a Curse pile count out of range.
    CursePileRange { left: u8, max: u8 },
    /// D3.4: the Curse pile already holds that.
    CursePileSame { left: u8 },
    /// D11: VP beyond `MAX_VP_ENTRY` either way.
    VpRange { vp: i32 },

    // ---- The history ----
    /// There is no action to undo.
    NothingToUndo,
    /// There is no undone action to redo.
    NothingToRedo,
}
