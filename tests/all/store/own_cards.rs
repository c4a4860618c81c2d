//! Issue 44: games on the table's own cards, in each mode, through a save and a backup
//! restored in another folder: the same game there, its cards told, its past and its redo.

use super::*;

/// Issue 44: a coop game with the table's own piles, told card by card, saved, loaded, backed
/// up and restored in another folder, is the same game there: its told cards, undo history
/// and redo, and it plays on the same.
#[test]
fn an_own_cards_game_round_trips_through_its_save_and_a_backup() {
    use coop_automa::modes::coop::{Card, OwnPiles, PileKind, Treasure};
    let mut s = Setup::recommended(["Alex", "Bea"], Kingdom::find("First Game").unwrap());
    s.seed = Some(11);
    s.own = OwnPiles {
        treasures: true,
        hexes: true,
    };
    let mut g = Game::new(s).unwrap();
    let mut hexes = coop_automa::modes::coop::Hex::ALL.iter();
    while g.round() < 6 {
        let action = match (g.primary_action(), g.step_asks_turned()) {
            (Some(a), _) => a,
            (None, Some(PileKind::Treasure)) => Action::AutomaStepTurned {
                card: Card::Treasure(Treasure::Silver),
            },
            (None, _) => Action::AutomaStepTurned {
                card: Card::Hex(*hexes.next().unwrap()),
            },
        };
        g.apply(action).unwrap();
    }
    g.undo().unwrap();
    assert!(
        g.log()
            .any(|(a, _)| matches!(a, Action::AutomaStepTurned { .. }))
    );
    let here = Store::new(temp_dir("own-save"));
    let slot = here.new_slot(&g);
    here.autosave(&g, &slot, "own-game").unwrap();
    let loaded = here.load(&slot).unwrap();
    let coop_automa::store::AnyGame::Coop(back) = loaded.game else {
        panic!("a coop game");
    };
    assert_eq!(*back, g, "its own piles, told cards, history and redo");
    // Backed up and restored in another folder: the very file, the very game.
    let backup = here.backup("").unwrap();
    let there = Store::new(temp_dir("own-restored"));
    there
        .restore(&there.plan_restore(&backup, |_, _| None).unwrap())
        .unwrap();
    let restored_slot = there.dir().join("games").join(slot.file_name().unwrap());
    let coop_automa::store::AnyGame::Coop(restored) = there.load(&restored_slot).unwrap().game
    else {
        panic!("a coop game");
    };
    let mut restored = *restored;
    assert_eq!(restored, g);
    assert_eq!(restored.setup().own, g.setup().own);
    // Both play on the same: redo tells the same card, then the next step asks alike.
    assert_eq!(restored.redo(), g.redo());
    assert_eq!(restored.step_asks_turned(), g.step_asks_turned());
    assert_eq!(
        restored.face_down(PileKind::Treasure),
        g.face_down(PileKind::Treasure)
    );
}

/// Issue 44: a Duel with the table's own Curse Deck, cards told (one drawn, one waiting) and
/// a draw undone, saved, loaded, backed up and restored in another folder, is the same game
/// there: the cards told, the counts face down, undo history and redo.
#[test]
fn an_own_deck_duel_round_trips_through_its_save_and_a_backup() {
    use coop_automa::modes::duel::{
        Action as DuelAction, CurseCard, DuelGame, DuelSession, Kingdom as DuelKingdom,
        Setup as DuelSetup,
    };
    let setup = DuelSetup::new(&["Ann", "Ben"], DuelKingdom::DuelOnly, Some(5)).with_own_deck(true);
    let mut g = DuelGame::new(setup).unwrap();
    for action in [
        DuelAction::CurseTurned {
            card: CurseCard::Contagion,
        },
        DuelAction::Draw { player: 1 },
        DuelAction::CurseTurned {
            card: CurseCard::CursedGold,
        },
        DuelAction::Draw { player: 0 },
    ] {
        g.apply(action).unwrap();
    }
    g.undo().unwrap();
    assert_eq!(g.turned_waiting(), &[CurseCard::CursedGold]);
    let here = Store::new(temp_dir("own-duel-save"));
    let slot = here.new_slot(&g);
    here.autosave(&g, &slot, "own-duel").unwrap();
    let coop_automa::store::AnyGame::Duel(back) = here.load(&slot).unwrap().game else {
        panic!("a Duel game");
    };
    assert_eq!(*back, g, "its own deck, told cards, history and redo");
    let backup = here.backup("").unwrap();
    let there = Store::new(temp_dir("own-duel-restored"));
    there
        .restore(&there.plan_restore(&backup, |_, _| None).unwrap())
        .unwrap();
    let restored_slot = there.dir().join("games").join(slot.file_name().unwrap());
    let coop_automa::store::AnyGame::Duel(restored) = there.load(&restored_slot).unwrap().game
    else {
        panic!("a Duel game");
    };
    let mut restored = *restored;
    assert_eq!(restored, g);
    assert!(restored.setup().own_deck);
    assert_eq!(restored.face_down(), g.face_down());
    assert_eq!(restored.redo(), g.redo());
    assert_eq!(restored.life(0), Some(11));
}

/// Issue 44: a pyramid with the table's own VP deck, dealt card by card, a card told and
/// waiting, the last action undone, saved, loaded, backed up and restored in another folder,
/// is the same game there.
#[test]
fn an_own_deck_pyramid_round_trips_through_its_save_and_a_backup() {
    use coop_automa::modes::pyramid::{
        Action as PyramidAction, Card, Level, Mix, PyramidGame, PyramidSession,
        Setup as PyramidSetup,
    };
    let setup = PyramidSetup::new(Level::Advanced, Mix::A, Some(9)).with_own_deck(true);
    let mut g = PyramidGame::new(setup).unwrap();
    for card in [
        Card::Province,
        Card::Estate,
        Card::Duchy,
        Card::Estate,
        Card::Province,
        Card::Duchy,
        Card::Duchy,
        Card::Estate,
    ] {
        g.apply(PyramidAction::Turned { card }).unwrap();
    }
    g.undo().unwrap();
    assert_eq!(g.turned_waiting(), &[Card::Duchy]);
    let here = Store::new(temp_dir("own-pyramid-save"));
    let slot = here.new_slot(&g);
    here.autosave(&g, &slot, "own-pyramid").unwrap();
    let coop_automa::store::AnyGame::Pyramid(back) = here.load(&slot).unwrap().game else {
        panic!("a pyramid game");
    };
    assert_eq!(
        *back, g,
        "its own deck, the deal, told cards, history and redo"
    );
    let backup = here.backup("").unwrap();
    let there = Store::new(temp_dir("own-pyramid-restored"));
    there
        .restore(&there.plan_restore(&backup, |_, _| None).unwrap())
        .unwrap();
    let restored_slot = there.dir().join("games").join(slot.file_name().unwrap());
    let coop_automa::store::AnyGame::Pyramid(restored) = there.load(&restored_slot).unwrap().game
    else {
        panic!("a pyramid game");
    };
    let mut restored = *restored;
    assert_eq!(restored, g);
    assert!(restored.setup().own_deck);
    assert_eq!(restored.face_down(), g.face_down());
    assert_eq!(restored.redo(), g.redo());
    assert_eq!(restored.turned_waiting(), &[Card::Duchy, Card::Estate]);
}
