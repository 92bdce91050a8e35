//! Issue 40 item 14: plain win/draw/loss scoring (`--scoring plain`, AIMA's +1/0/−1)
//! and MAX's utilities (`--utilities W,D,L`, the 2/1/0 of text 003's tic-tac-toe
//! solver) beside Kühr's win-distance scoring, in search, solve, play, compare and the
//! request layer; every algorithm agrees with minimax under each scoring, on scales
//! symmetric around zero or not.

use crate::common;

use common::{random_play, run_err, run_ok};
use gametree::eval::{OpenLines, StoreDifference};
use gametree::game::{Outcome, Position, Utilities, WinScore};
use gametree::games::kalah::Kalah;
use gametree::games::tictactoe::TicTacToe;
use gametree::games::BOARD_GAME_WIN;
use gametree::record::NullRecorder;
use gametree::search::{search_with, Algorithm, Limits, Options, Order};
use gametree::{request, ErrorKind};
use proptest::prelude::*;
use serde_json::Value;

const EMPTY: &str = "examples/tictactoe-empty.pos";
const WON: &str = "examples/tictactoe-forced-win.pos";

/// `gametree search FILE ARGS -f json`: the recording.
fn search_json(file: &str, args: &[&str]) -> Value {
    let (out, _) = run_ok(&[&["search", file, "-f", "json"], args].concat());
    serde_json::from_str(&out).unwrap()
}

/// The root's value of `gametree search FILE ARGS`, and the summary line.
fn value(file: &str, args: &[&str]) -> (i64, String) {
    let (out, err) = run_ok(&[&["search", file, "-f", "json"], args].concat());
    let j: Value = serde_json::from_str(&out).unwrap();
    (j["value"].as_i64().unwrap(), err)
}

#[test]
fn the_empty_board_is_a_draw_worth_0_plain_and_1_under_2_1_0() {
    let (v, err) = value(EMPTY, &["--scoring", "plain"]);
    assert_eq!(v, 0, "{err}");
    assert!(err.contains("value 0 (a draw)"), "{err}");
    assert_eq!(value(EMPTY, &["--utilities", "2,1,0"]).0, 1);
    // Win-distance scoring, the default, is unchanged: a draw is 0.
    assert_eq!(value(EMPTY, &[]).0, 0);
}

#[test]
fn a_won_position_is_worth_1_plain_and_2_under_2_1_0_whatever_its_distance() {
    let (v, err) = value(WON, &["--scoring", "plain"]);
    assert_eq!(v, 1);
    assert!(err.contains("value 1 (MAX wins)"), "{err}");
    assert_eq!(value(WON, &["--utilities", "2,1,0"]).0, 2);
    assert_eq!(value(WON, &["--utilities", "3,1,0"]).0, 3);
    // Kühr's scoring: 99 − 3 plies.
    assert_eq!(value(WON, &[]).0, 96);
    // --win-score N with plain scoring: ±N, a draw 0, no distance.
    assert_eq!(value(WON, &["--scoring", "plain", "--win-score", "5"]).0, 5);
}

/// The minimax figure of text 003: every node's value is MAX's utility, 0, 1 or 2; in
/// negamax's side-to-move view a MIN node shows it negated (MIN's view of MAX's
/// utility, not a value of the 2/1/0 scale).
#[test]
fn every_node_of_a_2_1_0_figure_shows_max_utility() {
    let j = search_json(WON, &["-a", "minimax", "--utilities", "2,1,0"]);
    let nodes = j["nodes"].as_array().unwrap();
    assert!(nodes.len() > 100);
    let mut seen = std::collections::BTreeSet::new();
    for n in nodes {
        seen.insert(n["value"].as_i64().unwrap());
    }
    assert_eq!(seen, [0, 1, 2].into_iter().collect(), "{seen:?}");
    let figure = |view: &str| {
        run_ok(&[
            "search",
            WON,
            "-a",
            "minimax",
            "--utilities",
            "2,1,0",
            "--values",
            view,
            "-f",
            "text",
        ])
        .0
    };
    // A draw with MIN to move: MAX's utility 1, negamax's −1 (MIN's view of it); a game
    // MIN has lost: 2, and −2.
    let (max, stm) = (figure("max"), figure("side-to-move"));
    assert!(
        max.contains("MIN  1  terminal") && max.contains("MIN  2  terminal"),
        "{max}"
    );
    assert!(!max.contains("-1") && !max.contains("-2"), "{max}");
    assert!(
        stm.contains("MIN  -1  terminal") && stm.contains("MIN  -2  terminal"),
        "{stm}"
    );
    assert!(stm.starts_with("root  MAX  2"), "{stm}");
}

/// Fail-hard alpha-beta's root is exact: the window starts at ±∞ (AIMA's), not at the
/// utilities, where a won root would be the bound `≥2`.
#[test]
fn a_won_root_is_exact_under_fail_hard_alpha_beta() {
    for alg in ["alphabeta", "pvs", "alphabeta-tt"] {
        let j = search_json(WON, &["-a", alg, "--utilities", "2,1,0"]);
        let root = &j["nodes"][0];
        assert_eq!(root["value"], 2, "{alg}: {root}");
        assert_eq!(root["bound"], "exact", "{alg}: {root}");
        assert_eq!(root["alpha"], "-inf", "{alg}: {root}");
    }
}

#[test]
fn solve_reports_the_value_in_the_scoring_asked_for() {
    let (out, _) = run_ok(&["solve", WON, "--utilities", "2,1,0"]);
    assert!(out.contains("a win in 3 plies (value 2)"), "{out}");
    let (out, _) = run_ok(&["solve", WON, "--scoring", "plain"]);
    assert!(out.contains("a win in 3 plies (value 1)"), "{out}");
    // The strategy tree: every node MAX's utility of the result it proves.
    let (json, _) = run_ok(&["solve", WON, "--utilities", "2,1,0", "-f", "json"]);
    let j: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(j["value"], 2);
    for n in j["nodes"].as_array().unwrap() {
        if let Some(v) = n["value"].as_i64() {
            assert_eq!(v, 2, "{n}");
        }
    }
    // A drawn position (two moves in, o answered the centre): 1 under 2/1/0.
    let dir = tempfile::tempdir().unwrap();
    let drawn = common::write_file(
        dir.path(),
        "drawn.pos",
        "game: tictactoe\nboard:\n  x . .\n  . o .\n  . . .\n",
    );
    let (out, _) = run_ok(&["solve", &drawn, "--utilities", "2,1,0"]);
    assert!(out.contains("draw (value 1)"), "{out}");
}

#[test]
fn compare_and_play_take_the_scoring() {
    let (out, _) = run_ok(&["compare", WON, "--utilities", "2,1,0", "-f", "csv"]);
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert!(rows.len() >= 5, "{out}");
    for r in &rows {
        assert!(r.contains(",2,"), "{r}");
    }
    let out = common::feed(
        common::gametree()
            .args(["play", WON, "--utilities", "2,1,0", "--engine", "second"])
            .env("LANG", "C"),
        "a1\nquit\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // o is lost after a1: worth 0, the loss, from the engine's (MAX's) view.
    assert!(text.contains("o (engine) plays b3   value 0"), "{text}");
}

#[test]
fn bad_scoring_options_exit_2_with_a_clear_message() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["--utilities", "2,1"],
            "expected three whole numbers W,D,L",
        ),
        (&["--utilities", "2,1,0,5"], "found 4"),
        (&["--utilities", "2,x,0"], "the draw `x` is not one"),
        (&["--utilities", "0,1,2"], "W > D > L"),
        (&["--utilities", "1,1,0"], "W > D > L"),
        (
            &["--utilities", "2,1,0", "--scoring", "distance"],
            "--utilities gives plain scoring's values",
        ),
        (
            &["--utilities", "2,1,0", "--win-score", "5"],
            "--utilities and --win-score both set the value of a win",
        ),
        (
            &["--scoring", "plain", "--win-threshold", "5"],
            "--win-threshold does not apply to plain scoring",
        ),
        (
            &["--scoring", "plain", "--depth", "2"],
            "give --utilities 9,0,-9 or wider",
        ),
    ];
    for (args, says) in cases {
        let depth = args.contains(&"--depth");
        for command in ["search", "solve", "compare"] {
            if depth && command == "solve" {
                continue; // solve has no depth limit
            }
            let err = run_err(&[&[command, EMPTY], args].concat());
            assert!(err.contains(says), "{command} {args:?}: {err}");
        }
    }
    let err = run_err(&["play", EMPTY, "--utilities", "3,2,1,0"]);
    assert!(err.contains("found 4"), "{err}");
    // An explicit tree's leaves carry its values.
    let err = run_err(&["search", "examples/aima-fig-5-2.pos", "--scoring", "plain"]);
    assert!(err.contains("do not apply to explicit trees"), "{err}");
    // Kühr's scoring cannot make a win worth 2: the message points to plain scoring.
    let err = run_err(&["search", EMPTY, "--win-score", "2"]);
    assert!(err.contains("--scoring plain"), "{err}");
    // A depth that never stops a running game needs no room for evaluations.
    assert_eq!(value(EMPTY, &["--scoring", "plain", "--depth", "9"]).0, 0);
    // Utilities wide enough for the evaluation (±8) allow a depth limit.
    assert_eq!(
        value(WON, &["--utilities", "20,10,0", "--depth", "3"]).0,
        20
    );
    // An evaluation stands for the draw's utility plus the evaluation, MAX's view, at
    // MAX's and at MIN's nodes.
    for depth in ["1", "2", "3"] {
        let kuhr = value(EMPTY, &["--depth", depth]).0;
        let plain = value(EMPTY, &["--utilities", "20,10,0", "--depth", depth]).0;
        assert_eq!(plain, 10 + kuhr, "depth {depth}");
    }
}

#[test]
fn play_checks_its_default_depth_against_plain_scoring() {
    // Kalah has no bound on its length: play searches 6 plies, where store-difference
    // values would outrank +1.
    let out = common::feed(
        common::gametree()
            .args(["play", "examples/kalah-4-3.pos", "--scoring", "plain"])
            .env("LANG", "C"),
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("plain scoring values a win 1"), "{err}");
}

#[test]
fn the_request_layer_takes_scoring_and_utilities() {
    let won = std::fs::read_to_string(WON).unwrap();
    let r = request::search(&won, r#"{"utilities": "2,1,0"}"#).unwrap();
    assert_eq!(r.recording.meta.value, 2);
    assert!(r.summary.contains("value 2 (MAX wins)"), "{}", r.summary);
    let r = request::search(&won, r#"{"scoring": "plain", "algorithm": "pvs"}"#).unwrap();
    assert_eq!(r.recording.meta.value, 1);
    let e = request::search(&won, r#"{"utilities": "2,1"}"#).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::BadOption);
    assert!(e.to_string().contains("three whole numbers"), "{e}");
    let e = request::search(&won, r#"{"scoring": "kuhr"}"#).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::BadOption);
    let e = request::search(&won, r#"{"scoring": "plain", "depth": 2}"#).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::BadOption);
    // Options are named in the request's words.
    let (said, _) = request::describe(&e);
    assert!(said.contains("`utilities: \"9,0,-9\"`"), "{said}");
    let csv = request::compare(&won, r#"{"utilities": "2,1,0", "format": "csv"}"#).unwrap();
    assert!(csv.lines().skip(1).all(|r| r.contains(",2,")), "{csv}");
}

/// The game-theoretic result of `p` for its side to move, by a plain recursive search
/// written here (the library's searches are what is tested).
fn outcome<P: Position>(p: &P) -> Outcome {
    if let Some(o) = p.outcome() {
        return o;
    }
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut best = Outcome::Loss;
    for m in moves {
        let c = p.play(m);
        let o = outcome(&c);
        let o = if c.side_to_move() == p.side_to_move() {
            o
        } else {
            o.other_side()
        };
        best = match (best, o) {
            (_, Outcome::Win) | (Outcome::Win, _) => Outcome::Win,
            (_, Outcome::Draw) | (Outcome::Draw, _) => Outcome::Draw,
            _ => Outcome::Loss,
        };
    }
    best
}

fn orders() -> Vec<Order> {
    ["natural", "eval", "tt,killer,history", "best", "worst"]
        .iter()
        .map(|o| Order::parse(o).unwrap())
        .collect()
}

fn opts(order: &Order) -> Options {
    Options {
        order: order.clone(),
        tt_size: 1 << 12,
        ..Options::default()
    }
}

/// The utilities the property tests try: AIMA's, text 003's, one not symmetric around
/// its draw, one all negative.
const SCALES: [&str; 4] = ["1,0,-1", "2,1,0", "3,1,0", "-1,-5,-6"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Tic-tac-toe searched to the end from random positions: every algorithm with
    /// every ordering returns MAX's utility of the game's result, on every scale.
    #[test]
    fn tictactoe_to_the_end_every_algorithm_returns_max_utility(
        moves in prop::collection::vec(0u8..9, 3..8),
    ) {
        let p = random_play(TicTacToe::empty(), &moves);
        let result = outcome(&p);
        for scale in SCALES {
            let u = Utilities::parse(scale).unwrap();
            let win = WinScore::plain(u);
            for order in orders() {
                for alg in Algorithm::ALL {
                    let r = search_with(alg, &p, &OpenLines, win, Limits::default(), &opts(&order), &mut NullRecorder).unwrap();
                    prop_assert_eq!(r.value, u.of(result), "{} {} {}\n{}", scale, alg.name(), order, p.to_position_text());
                }
            }
        }
    }

    /// With a depth limit and utilities wide enough for the evaluation, every algorithm
    /// agrees with minimax, on a scale symmetric around its draw or not.
    #[test]
    fn tictactoe_at_a_depth_every_algorithm_agrees_with_minimax(
        moves in prop::collection::vec(0u8..9, 0..6),
        depth in 1u32..=4,
        scale in prop::sample::select(vec!["20,10,0", "40,10,0", "9,-3,-12"]),
    ) {
        let p = random_play(TicTacToe::empty(), &moves);
        let u = Utilities::parse(scale).unwrap();
        let win = WinScore::plain(u);
        prop_assert!(win.fits_evaluation(8, true).is_ok());
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = search_with(alg, &p, &OpenLines, win, limits, &opts(&order), &mut NullRecorder).unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        prop_assert_eq!(values[0].0, "minimax");
        let v0 = values[0].2;
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, p.to_position_text());
    }

    /// Kalah, whose extra turns keep the mover (no negation between a node and its
    /// child): every algorithm agrees with minimax under plain scoring at a depth, and
    /// searched to the end of a small game returns MAX's utility of the result, the
    /// sign of Kühr's win-distance value.
    #[test]
    fn kalah_every_algorithm_agrees_under_plain_scoring(
        stones in 1u16..=2,
        moves in prop::collection::vec(0u8..6, 0..6),
        depth in 1u32..=4,
    ) {
        let k = random_play(Kalah::start(2, stones), &moves);
        let eval = StoreDifference::by_name("store-difference", &k).unwrap();
        let b = gametree::game::Evaluator::bound(&eval);
        let u = Utilities { win: 3 * b + 5, draw: b + 2, loss: -1 };
        let win = WinScore::plain(u);
        prop_assert!(win.fits_evaluation(b, true).is_ok());
        for limits in [Limits { depth: Some(depth), ..Limits::default() }, Limits::default()] {
            let mut values = Vec::new();
            for order in orders() {
                for alg in Algorithm::ALL {
                    let r = search_with(alg, &k, &eval, win, limits, &opts(&order), &mut NullRecorder).unwrap();
                    values.push((alg.name(), order.to_string(), r.value));
                }
            }
            let v0 = values[0].2;
            prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, k.to_position_text());
            if limits.depth.is_none() {
                let kuhr = search_with(Algorithm::AlphaBeta, &k, &eval, BOARD_GAME_WIN, limits, &Options::default(), &mut NullRecorder).unwrap().value;
                let expected = match kuhr.signum() {
                    1 => u.win,
                    -1 => u.loss,
                    _ => u.draw,
                };
                prop_assert_eq!(v0, expected, "{}", k.to_position_text());
            }
        }
    }
}

/// A recording under plain scoring says so: its JSON keeps the utilities (and `render`
/// reads them back to the same figure), and a figure with finished games says what
/// their numbers mean.
#[test]
fn a_recording_says_its_utilities_and_the_figure_what_they_mean() {
    let ttt = "examples/tictactoe-forced-win.pos";
    let json = search_json(ttt, &["--utilities", "2,1,0"]);
    assert_eq!(
        json["utilities"],
        serde_json::json!({"win": 2, "draw": 1, "loss": 0})
    );
    assert!(json["win_score"].is_null());
    assert!(search_json(ttt, &[]).get("utilities").is_none());
    let (text, _) = run_ok(&["search", ttt, "--utilities", "2,1,0"]);
    let legend =
        "Finished games: 2 MAX has won, 1 a draw, 0 MAX has lost (plain scoring, MAX's utilities).";
    assert_eq!(text.lines().last(), Some(legend), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let file = common::write_file(dir.path(), "u.json", &json.to_string());
    let (again, _) = run_ok(&["render", &file, "-f", "text"]);
    assert_eq!(again, text);
    // Utilities out of order, or beside Kühr's win scores, are refused.
    let mut bad = json.clone();
    bad["utilities"] = serde_json::json!({"win": 0, "draw": 1, "loss": 2});
    let file = common::write_file(dir.path(), "bad.json", &bad.to_string());
    let err = run_err(&["render", &file, "-f", "text"]);
    assert!(
        err.contains("(win > draw > loss), found win 0, draw 1, loss 2"),
        "{err}"
    );
    let mut both = json;
    both["win_score"] = serde_json::json!({"max": 100, "threshold": 50});
    let file = common::write_file(dir.path(), "both.json", &both.to_string());
    let err = run_err(&["render", &file, "-f", "text"]);
    assert!(err.contains("found both"), "{err}");
}
