//! Writes the example games in `saves/` (reproducible: fixed seeds, fixed save time). The
//! three coop files in the repository are kept at save format 1, to show that old files open;
//! this writes format 2.
//! `cargo run --example make_example_saves`

use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::coop::{Action, Change, Game, Kingdom, Setup, SupplyPile};
use coop_automa::modes::duel::{self, DuelGame};
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::modes::pyramid::{self, PyramidGame};
use coop_automa::store::ModeGame;
use coop_automa::store::{Saved, write_atomic};

/// 2026-11-21 12:00 UTC.
const SAVED_AT: i64 = 1_795_262_400;

fn game(kingdom: &str, seed: u64) -> Game {
    let mut setup = Setup::recommended(["Alex", "Bea"], Kingdom::find(kingdom).expect("kingdom"));
    setup.seed = Some(seed);
    Game::new(setup).expect("valid setup")
}

fn apply(game: &mut Game, action: Action) {
    if let Err(e) = game.apply(action) {
        panic!("{action:?}: {e:?}");
    }
}

fn take(game: &mut Game, pile: SupplyPile) {
    apply(
        game,
        Action::Supply {
            pile,
            change: Change::Take,
        },
    );
}

/// Presses the big button until round `round` has begun, with a purchase and an Attack on
/// the way as a real table would have them.
fn play_to(game: &mut Game, round: u32) {
    while game.round() < round {
        if game.round().is_multiple_of(3) && game.current_seat().is_some() {
            apply(game, Action::AttackPlayed);
        }
        let action = game.primary_action().expect("not over");
        apply(game, action);
    }
}

fn write<G: coop_automa::store::ModeGame + serde::Serialize + Clone>(
    name: &str,
    file: &str,
    game: &G,
) {
    // Each example is its own game: its own id, so results never mix.
    let id = format!("example-{}", file.trim_end_matches(".ron"));
    let save = Saved::new(game, &id, Some(name.into()), SAVED_AT);
    let text = save.to_ron().expect("serializes");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    write_atomic(&path, text.as_bytes()).expect("written");
    println!("{} ({} bytes)", path.display(), text.len());
}

fn main() {
    // A First Game in round 7, with a Province bought in round 5.
    let mut g = game("First Game", 7);
    play_to(&mut g, 5);
    take(&mut g, SupplyPile::Province);
    play_to(&mut g, 7);
    write("First Game, round 7", "first-game-round-7.ron", &g);

    // Sleight of Hand (8 Provinces, no Duchies): the players bought 6, the automa took one;
    // in round 4 the automa's step takes the last Province and ends the game.
    let mut g = game("Sleight of Hand", 11);
    play_to(&mut g, 3);
    for _ in 0..6 {
        take(&mut g, SupplyPile::Province);
    }
    play_to(&mut g, 4);
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.supply().provinces, 1);
    write("One step from the end", "one-step-from-the-end.ron", &g);

    // The same game played out and scored.
    apply(&mut g, Action::AutomaStep);
    assert!(g.is_over());
    apply(&mut g, Action::FinalPoints { points: [29, 24] });
    write("Finished, scored", "finished-with-score.ron", &g);

    // A solo pyramid game at Normal with mix A, in turn 3: Platinum and 7+ cards each turn,
    // every pick the leftmost card the AI may take.
    let setup = pyramid::Setup::new(pyramid::Level::Normal, pyramid::Mix::A, Some(21));
    let mut p = PyramidGame::new(setup).expect("valid setup");
    for turn in 1..=3 {
        p.apply(pyramid::Action::StartTurn { outpost: false })
            .expect("start");
        if turn == 3 {
            break;
        }
        for reaction in [
            pyramid::Action::Buy(pyramid::Buy::Platinum { overpay: 0 }),
            pyramid::Action::SevenCards,
        ] {
            p.apply(reaction).expect("reaction");
            while let Some(&place) = p.choosable().first() {
                p.apply(pyramid::Action::ScoreFrom { place }).expect("pick");
            }
        }
        p.apply(pyramid::Action::EndTurn { empty_piles: 0 })
            .expect("end");
    }
    write("Solo pyramid, turn 3", "pyramid-turn-3.ron", &p);

    // A Duel for three, Duel cards only, in Cam's first turn: Alex bought a Duchy and drew a
    // curse; Bea's Warrior (4) met Cam's (6), so Alex drew one and Bea one (D8.6).
    use duel::{Action as D, Answer, Attack, AttackKind, Change as C, PileReport, Victory};
    let setup = duel::Setup::new(&["Alex", "Bea", "Cam"], duel::Kingdom::DuelOnly, Some(5));
    let mut d = DuelGame::new(setup).expect("valid setup");
    let steps = [
        D::Change {
            player: 0,
            change: C::GainVictory(Victory::Duchy),
        },
        D::Draw { player: 0 },
        D::EndTurn(PileReport::default()),
        D::Attack(
            Attack::new(
                AttackKind::Warrior {
                    strength: 4,
                    raid: false,
                },
                &[(2, Answer::warrior(6))],
            )
            .expect("fits"),
        ),
        D::EndTurn(PileReport::default()),
    ];
    for step in steps {
        d.apply(step).expect("legal");
    }
    write("Duel for three, Cam's turn", "duel-cams-turn.ron", &d);
}
