//! Each mode's record, as its results log keeps it, and the play BG Stats gets of it: every
//! field written by hand.

use super::Logged;
use super::json_of;
use coop_automa::app::bgstats::{Play, Player, location, ranks};
use coop_automa::modes::coop::CoopResult;
use coop_automa::modes::duel::DuelResult;
use coop_automa::modes::pyramid::PyramidResult;
use serde_json::json;

/// 2026-11-28 10:45:30 UTC; the games below started at 10:00:00 (their ids say so): 45.5
/// minutes, 46 rounded.
const ENDED: i64 = 1_795_862_730;

#[test]
fn r19_a_coop_won_by_the_players_is_both_players_and_the_automa_the_players_rank_1() {
    let record: CoopResult = ron::from_str(
        r#"(game_id:"20261128T100000-00000000000000aa-0000002a",date:1795862730,kingdom:Some("Sleight of Hand"),provinces:8,duchies:3,colonies:false,fleet:false,shared_hexes:false,rounds:14,ended:"the Province pile is empty",players:((name:"Alex",points:29,states:[],total:29),(name:"Bea",points:26,states:["Miserable"],total:24)),automa_duchies:0,automa_provinces:2,automa_colonies:0,automa_tokens:2,automa_score:41,humans_score:53,humans_win:true)"#,
    )
    .unwrap();
    assert_eq!(
        json_of(&record.play("Ann's kitchen")),
        json!({
            "sourceName": "coop-automa",
            "sourcePlayId": "20261128T100000-00000000000000aa-0000002a",
            "playDate": "2026-11-28 10:45:30",
            "durationMin": 46,
            "game": {"name": "Dominion", "bggId": 36218, "highestWins": true, "noPoints": false,
                     "sourceGameId": "coop-automa-dominion"},
            "players": [
                {"name": "Alex", "score": 29, "winner": true, "rank": 1, "startPlayer": true,
                 "sourcePlayerId": "Alex"},
                {"name": "Bea", "score": 24, "winner": true, "rank": 1, "startPlayer": false,
                 "sourcePlayerId": "Bea"},
                {"name": "Automa", "score": 41, "winner": false, "rank": 3, "startPlayer": false,
                 "role": "played by the app", "sourcePlayerId": "coop-automa-automa"},
            ],
            "board": "Coop with the automa: Sleight of Hand",
            "comments": "The players won: 53 points against 41. 14 rounds, with 8 Provinces and 3 Duchies.",
            "location": "Ann's kitchen",
        })
    );
}

#[test]
fn r19_a_coop_lost_is_the_automa_alone_at_rank_1_and_a_custom_kingdom_says_so() {
    let record: CoopResult = ron::from_str(
        r#"(game_id:"20261128T100000-00000000000000aa-0000002b",date:1795862730,kingdom:None,provinces:4,duchies:0,colonies:false,fleet:false,shared_hexes:false,rounds:1,ended:"x",players:((name:"Alex",points:3,states:[],total:3),(name:"Bea",points:2,states:[],total:2)),automa_duchies:0,automa_provinces:1,automa_colonies:0,automa_tokens:0,automa_score:6,humans_score:5,humans_win:false,table:"Bo's")"#,
    )
    .unwrap();
    let play = json_of(&record.play("Ann's kitchen"));
    let ranks: Vec<_> = play["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["winner"].as_bool().unwrap(), p["rank"].as_i64().unwrap()))
        .collect();
    assert_eq!(ranks, [(false, 2), (false, 2), (true, 1)]);
    assert_eq!(play["board"], "Coop with the automa: Custom");
    assert_eq!(
        play["comments"],
        "The automa won: 5 points against 6. 1 round, with 4 Provinces and 0 Duchies."
    );
    // Another table's result (a backup's) names that table, not this one.
    assert_eq!(play["location"], "Bo's");
}

#[test]
fn d11_a_scored_duel_ranks_the_winner_then_the_scores_then_who_went_out_last() {
    let record: DuelResult = ron::from_str(
        r#"(game_id:"20261128T100000-00000000000000bb-0000002a",date:1795862730,kingdom:DuelOnly,last_player:false,players:[(name:"Ann",score:Some(9),out:None,turns:6,won:false),(name:"Ben",score:None,out:Some(1),turns:4,won:false),(name:"Cy",score:Some(9),out:None,turns:6,won:true),(name:"Di",score:None,out:Some(2),turns:5,won:false)])"#,
    )
    .unwrap();
    assert_eq!(
        json_of(&record.play("")),
        json!({
            "sourceName": "coop-automa",
            "sourcePlayId": "20261128T100000-00000000000000bb-0000002a",
            "playDate": "2026-11-28 10:45:30",
            "durationMin": 46,
            "game": {"name": "Dominion", "bggId": 36218, "highestWins": true, "noPoints": false,
                     "sourceGameId": "coop-automa-dominion"},
            "players": [
                {"name": "Ann", "score": 9, "winner": false, "rank": 2, "startPlayer": true,
                 "sourcePlayerId": "Ann"},
                {"name": "Ben", "winner": false, "rank": 4, "startPlayer": false,
                 "sourcePlayerId": "Ben"},
                {"name": "Cy", "score": 9, "winner": true, "rank": 1, "startPlayer": false,
                 "sourcePlayerId": "Cy"},
                {"name": "Di", "winner": false, "rank": 3, "startPlayer": false,
                 "sourcePlayerId": "Di"},
            ],
            "board": "Duel: Duel-only",
            "comments": "Cy won (scored: Ann 9, Cy 9).",
        })
    );
}

#[test]
fn d7_4_a_duel_won_by_the_last_player_left_has_no_scores() {
    let record: DuelResult = ron::from_str(
        r#"(game_id:"no time here",date:1795862730,kingdom:Mixed,last_player:true,players:[(name:"Ann",score:None,out:Some(1),turns:3,won:false),(name:"Ben",score:None,out:None,turns:3,won:true)])"#,
    )
    .unwrap();
    let play = json_of(&record.play("Ann's kitchen"));
    assert_eq!(
        play["players"][0],
        json!({"name": "Ann", "winner": false, "rank": 2,
        "startPlayer": true, "sourcePlayerId": "Ann"})
    );
    assert_eq!(
        play["players"][1],
        json!({"name": "Ben", "winner": true, "rank": 1,
        "startPlayer": false, "sourcePlayerId": "Ben"})
    );
    assert_eq!(play["board"], "Duel: mixed");
    assert_eq!(play["comments"], "Ben won (last player left).");
    // An id without a start time: no duration is sent.
    assert_eq!(play.get("durationMin"), None);
    assert_eq!(play["location"], "Ann's kitchen");
}

#[test]
fn p26_p28_a_pyramid_won_is_the_player_against_the_ai_and_its_score_to_beat() {
    let record: PyramidResult = ron::from_str(
        r#"(game_id:"20261128T100000-00000000000000cc-0000002a",date:1795862730,level:Normal,mix:(estates:12,duchies:10,provinces:8,colonies:0),adjustment:r#None,turns:2,ended:"P23",score:Some((entries:(kingdom_vp:0,player_vp:80,curses:0,coppers:0,single_trasher:false,shelters:0,no_trasher:false,ruins:0,full_piles:0),to_beat:(ai_cards:2,ai_points:6,kingdom_vp:0,cards_left:28,left_points:28,curses_left:5,curse_points:-5,total:29),player:(vp:80,curses:0,coppers:0,shelters:0,ruins:0,full_piles:0,total:80),difference:51,verdict:Victory(4))),verdict:Victory(4))"#,
    )
    .unwrap();
    assert_eq!(
        json_of(&record.play("")),
        json!({
            "sourceName": "coop-automa",
            "sourcePlayId": "20261128T100000-00000000000000cc-0000002a",
            "playDate": "2026-11-28 10:45:30",
            "durationMin": 46,
            "game": {"name": "Dominion", "bggId": 36218, "highestWins": true, "noPoints": false,
                     "sourceGameId": "coop-automa-dominion"},
            "players": [
                {"name": "Player", "score": 80, "winner": true, "rank": 1, "startPlayer": true,
                 "sourcePlayerId": "coop-automa-pyramid-player"},
                {"name": "Pyramid AI", "score": 29, "winner": false, "rank": 2,
                 "startPlayer": false, "role": "played by the app",
                 "sourcePlayerId": "coop-automa-pyramid-ai"},
            ],
            "board": "VP pyramid: Normal level, mix A",
            "comments": "Level 4 victory (time to move up a level) after 2 turns.",
        })
    );
}

#[test]
fn p25_a_pyramid_lost_with_no_buy_possible_has_no_scores_and_the_ai_wins() {
    let record: PyramidResult = ron::from_str(
        r#"(game_id:"20261128T100000-00000000000000cc-0000002b",date:1795862730,level:Master,mix:(estates:12,duchies:9,provinces:6,colonies:3),adjustment:Swap,turns:1,ended:"P25",score:None,verdict:LossNoBuy)"#,
    )
    .unwrap();
    let play = json_of(&record.play(""));
    assert_eq!(
        play["players"][0],
        json!({"name": "Player", "winner": false, "rank": 2,
        "startPlayer": true, "sourcePlayerId": "coop-automa-pyramid-player"})
    );
    assert_eq!(
        play["players"][1],
        json!({"name": "Pyramid AI", "winner": true, "rank": 1,
        "startPlayer": false, "role": "played by the app",
        "sourcePlayerId": "coop-automa-pyramid-ai"})
    );
    assert_eq!(play["board"], "VP pyramid: Master level, mix 12/9/6/3");
    assert_eq!(play["comments"], "Loss: no buy possible after 1 turn.");
}

/// A play of `id` ended at `ENDED`.
fn play_of(id: &str) -> Play {
    Play {
        id: id.to_owned(),
        ended: ENDED,
        board: String::new(),
        comments: String::new(),
        location: None,
        players: vec![Player {
            name: "A".into(),
            id: "A".into(),
            score: None,
            winner: true,
            rank: 1,
            start_player: true,
            role: None,
        }],
    }
}

#[test]
fn the_duration_is_sent_for_one_sitting_only() {
    // Started at 10:45:30, 10:45:00, 10:00:00 (12 h 45 min 30 s before), ended at 10:45:30.
    let minutes = |id: &str| play_of(id).duration_min();
    assert_eq!(
        minutes("20261128T104530-x"),
        Some(1),
        "0 s: at least a minute"
    );
    assert_eq!(
        minutes("20261128T104501-x"),
        Some(1),
        "29 s rounds to 0: at least 1"
    );
    assert_eq!(minutes("20261128T104400-x"), Some(2), "90 s rounds up");
    assert_eq!(
        minutes("20261127T224530-x"),
        Some(720),
        "12 h: the longest sitting"
    );
    assert_eq!(
        minutes("20261127T224529-x"),
        None,
        "12 h and a second: left and taken up"
    );
    assert_eq!(
        minutes("20261128T104531-x"),
        None,
        "ended before it started"
    );
    assert_eq!(minutes("20261128T10453"), None, "an id too short");
    assert_eq!(minutes("20261328T104530-x"), None, "no 13th month");
    assert_eq!(minutes(""), None, "no id");
    assert_eq!(json_of(&play_of("")).get("durationMin"), None);
}

#[test]
fn ranks_are_shared_by_equal_scores_and_the_unscored_come_last_in_their_order() {
    // (score, winner, order among those without a score)
    assert_eq!(
        ranks(&[
            (Some(5), false, 0),
            (Some(9), false, 0),
            (Some(5), false, 0),
            (Some(2), false, 0)
        ]),
        [2, 1, 2, 4]
    );
    // A winner is first whatever the score (a tie broken by turns, D11).
    assert_eq!(ranks(&[(Some(9), false, 0), (Some(9), true, 0)]), [2, 1]);
    assert_eq!(
        ranks(&[
            (None, false, 7),
            (Some(-3), false, 0),
            (None, false, 2),
            (None, true, 9)
        ]),
        [4, 2, 3, 1]
    );
    assert_eq!(ranks(&[]), Vec::<u32>::new());
    // Winners share rank 1 whatever their scores; a tie among the others ignores the order
    // kept for the unscored.
    assert_eq!(
        ranks(&[
            (Some(3), true, 0),
            (Some(8), true, 5),
            (Some(1), false, 4),
            (Some(1), false, 9)
        ]),
        [1, 1, 3, 3]
    );
}

#[test]
fn the_location_is_the_records_table_else_this_tables_name_else_none() {
    assert_eq!(location("Bo's", "Ann's"), Some("Bo's".into()));
    assert_eq!(location("", "Ann's"), Some("Ann's".into()));
    assert_eq!(location("  ", " Ann's "), Some("Ann's".into()));
    assert_eq!(location("", "   "), None);
    assert_eq!(location("", ""), None);
}

/// Issue 61: ties in a play. A pyramid game whose score equals the score to beat is a loss
/// (P28): the AI is the winner, ranked first, the player second, whatever their equal scores
/// say. A Duel won by two players at once ranks both first and marks both winners (D11).
#[test]
fn p28_d11_ties_are_logged_as_the_verdict_says() {
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data-folder-9ffd56b");
    let line = std::fs::read_to_string(fixture.join("results-pyramid.ron")).unwrap();
    let tie = line
        .trim()
        .replace("player:(vp:80,", "player:(vp:29,")
        .replace(",total:80)", ",total:29)")
        .replace("difference:51", "difference:0")
        .replace("verdict:Victory(4)", "verdict:Loss");
    let record: PyramidResult = coop_automa_ron::from_str(&tie).unwrap();
    let score = record.score.unwrap();
    assert_eq!(score.player.total, score.to_beat.total, "a tie");
    let play = record.play("");
    let [player, ai] = &play.players[..] else {
        panic!("{play:?}")
    };
    assert_eq!((player.winner, player.rank), (false, 2));
    assert_eq!((ai.winner, ai.rank), (true, 1));
    assert_eq!(player.score, ai.score);

    let line = std::fs::read_to_string(fixture.join("results-duel.ron")).unwrap();
    // Ann and Cy both at 9 and both winners (a tie D11 could not break).
    let both = line
        .trim()
        .replacen("turns:1,won:false", "turns:1,won:true", 1);
    let record: DuelResult = coop_automa_ron::from_str(&both).unwrap();
    let play = record.play("");
    let by_name = |n: &str| play.players.iter().find(|p| p.name == n).unwrap();
    for winner in ["Ann", "Cy"] {
        assert_eq!(
            (by_name(winner).winner, by_name(winner).rank),
            (true, 1),
            "{winner}"
        );
    }
    assert_eq!((by_name("Ben").winner, by_name("Ben").rank), (false, 3));
}
