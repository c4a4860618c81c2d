//! What happened (`Event`, for the log and the screen's reminders) and how the game ended,
//! as data: the app words them. Events name players by name and only cards already drawn:
//! never the Curse Deck's order nor which kinds remain in it (D3.3).

use super::action::{AttackKind, Change, PileReport};
use super::cards::CurseCard;
use serde::{Deserialize, Serialize};

/// Why a player was not affected by an attack (D8.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spared {
    WonBattle,
    Vaccination,
    SithLord,
}

/// How the game ended (D10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// One living player left: they win whatever the VP (D7.4, D10.1).
    LastPlayer { winner: u8 },
    /// A pile end at the end of a turn (D10.2): scored by typed VP (D11).
    Piles {
        province_empty: bool,
        empty_piles: u8,
    },
}

/// Something that happened, in order; the game's log and the screen's reminders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// D4.1: the Curse Deck's top card went to a player (face up onto their discard pile);
    /// with a Warrior Raid curse token in the same life effect (D8.5).
    Drew {
        player: u8,
        card: CurseCard,
        raid_token: bool,
        left: u8,
    },
    /// The table turned over the top card of its own Curse Deck and told it: the next draw
    /// takes it; `face_down` cards are left under it.
    CurseTurned { card: CurseCard, face_down: u8 },
    /// D4.3: the deck or pile was empty: curse tokens instead (1, or 2 under a Raid).
    CurseTokens {
        player: u8,
        tokens: u8,
        raid_token: bool,
    },
    /// D4.4: a mixed game's plain Curse from the pile; `left` remain.
    PileCurse {
        player: u8,
        left: u8,
        raid_token: bool,
    },
    /// D9.7: the Curse Deck is empty: curses are tokens from now on.
    DeckEmptied,
    /// D4.3: a mixed game's Curse pile is empty: curses are tokens from now on.
    CursePileEmptied,
    /// D9.2: a Contagion drawn, on its drawer's own turn (deck or discard) or not.
    ContagionDrawn { player: u8, own_turn: bool },
    /// D9.3: a Give and Take drawn.
    GiveAndTakeDrawn { player: u8 },
    /// A D5.1 change entered.
    Changed { player: u8, change: Change },
    /// D5.3: several changes entered at once; the cards all left first.
    ChangesEntered { player: u8, changes: u8 },
    /// D5.3: the owner fell; the rest of the list is void.
    RestVoid { player: u8, changes: u8 },
    /// D5.4: a life total typed.
    LifeSet { player: u8, from: i32, to: i32 },
    /// A player's life points changed (each life effect, after its cause).
    LifeChanged { player: u8, by: i32, now: i32 },
    /// D6.1: a Curse card passed.
    Given { from: u8, to: u8, card: CurseCard },
    /// D6.3: Give and Take trashed from play with another Curse card.
    GiveAndTakeTrashed { player: u8, other: CurseCard },
    /// D7.1: the elimination banner; `place` 1 for the first out; their curse tokens go.
    Eliminated {
        player: u8,
        place: u8,
        curse_tokens: u32,
    },
    /// D8: an attack begins; `curses` each affected player draws.
    AttackBy {
        attacker: u8,
        kind: AttackKind,
        curses: u8,
    },
    /// D8.4: a battle between a reactor and the attacker.
    Battle {
        reactor: u8,
        strength: u8,
        won: bool,
    },
    /// D8.5: a player unaffected by this attack.
    Unaffected { player: u8, why: Spared },
    /// D8.7: Chuck Norris answered: the attacker trashes their whole hand.
    HandTrashed { player: u8, vp: u8, curses: u8 },
    /// D8.7: the attacking Sith Lord fought a battle: trash it (no life effect).
    TrashSithLord { player: u8 },
    /// D8.8 (3), D9.7: every Warrior of the battle goes to its owner's discard pile.
    WarriorsToDiscard,
    /// D9.7: a Vaccination covers this attack only.
    VaccinationCoversThisAttack,
    /// D8.9: a Sith Lord marked or unmarked.
    Marked { player: u8, sith_lord: bool },
    /// D9.4, D8.9: a marked Sith Lord that attacked: discard it now; the mark is removed.
    DiscardSithLord { player: u8 },
    /// D9.4: a Contagion in play with nothing bought must be given now (D6.1).
    GiveContagion { player: u8 },
    /// D9.4: a Give and Take in play with nothing bought may go (D6.3).
    MayTrashGiveAndTake { player: u8 },
    /// D9.5: the VP tokens gained this turn reached a multiple of 3: a War Trophy in play
    /// attacks now, `curses` each.
    WarTrophyAttacks { player: u8, tokens: u32, curses: u8 },
    /// D9.6: Cursed Village ticked; `count` this turn.
    CursedVillageTicked { player: u8, count: u8 },
    /// D9.6: at the start of the turn, take an Estate or a Duchy per Cursed Village.
    CursedVillageDue { player: u8, count: u8 },
    /// D10.2: the supply report changed.
    Reported(PileReport),
    /// D3.4: a mixed game's Curse pile corrected.
    CursePileCorrected { from: u8, to: u8 },
    /// A turn ended; `turn` is that player's count. `forced` when the player fell (D7.5).
    TurnEnded { player: u8, turn: u32, forced: bool },
    /// The next living player begins (their `turn`th turn).
    TurnStarted { player: u8, turn: u32 },
    /// D7.4, D10: the game is over.
    GameOver(Ending),
    /// D7.4: effects not yet applied were dropped.
    Dropped,
    /// D11: VP typed for a player; `score` after their curse tokens.
    VpEntered { player: u8, vp: i32, score: i32 },
}
