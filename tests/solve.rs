//! `gametree solve`: tic-tac-toe from the empty board is a draw; a forced win is found
//! with its length, and its strategy tree is checked by playing every opponent reply
//! against it; Kalah reports a margin; limits stop the solver cleanly.

mod common;

use common::{run_err, run_ok, write_file};
use gametree::eval::OpenLines;
use gametree::game::{Outcome, Position, Side, WinScore};
use gametree::games::tictactoe::TicTacToe;
use gametree::games::{self, Loaded};
use gametree::record::{NodeKind, Recording};
use gametree::solve::{solve, SolveLimits};
use petgraph::graph::NodeIndex;
use serde_json::Value;

const LIMITS: SolveLimits = SolveLimits {
    max_nodes: 50_000_000,
    time_limit: None,
    tt_size: 1 << 16,
    strategy_nodes: 100_000,
};

fn tictactoe(path: &str) -> TicTacToe {
    match games::load(&std::fs::read(path).unwrap()).unwrap() {
        Loaded::TicTacToe(p) => p,
        _ => panic!("not tic-tac-toe"),
    }
}

/// Walks the strategy tree with the real rules: the strategist has exactly one move
/// at each of its turns, the other side every legal move, and every line ends in a
/// finished game whose result is `expect` for the strategist.
fn check_strategy(
    rec: &Recording,
    id: NodeIndex,
    pos: &TicTacToe,
    strategist: Side,
    expect: &[Outcome],
) -> usize {
    let kids: Vec<NodeIndex> = rec
        .children(id)
        .into_iter()
        .filter(|&c| rec.node(c).kind() != NodeKind::Pruned)
        .collect();
    if let Some(o) = pos.outcome() {
        assert!(kids.is_empty());
        // The outcome is from the side to move's view; turn it to the strategist's.
        let mine = if pos.side_to_move() == strategist {
            o
        } else {
            match o {
                Outcome::Win => Outcome::Loss,
                Outcome::Loss => Outcome::Win,
                Outcome::Draw => Outcome::Draw,
            }
        };
        assert!(
            expect.contains(&mine),
            "a line ends in {mine:?}:\n{}",
            pos.to_position_text()
        );
        return 1;
    }
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    if pos.side_to_move() == strategist {
        assert_eq!(kids.len(), 1, "one move for the strategist");
    } else {
        assert_eq!(kids.len(), legal.len(), "every reply of the opponent");
    }
    kids.iter()
        .map(|&c| {
            let name = rec.move_name(c).unwrap();
            let m = pos.parse_move(name).expect("a legal move");
            check_strategy(rec, c, &pos.play(m), strategist, expect)
        })
        .sum()
}

#[test]
fn the_empty_board_is_a_draw_and_the_strategy_never_loses() {
    let p = tictactoe("examples/tictactoe-empty.pos");
    let sol = solve(&p, &OpenLines, WinScore::KUHR, false, LIMITS, |_, _| {}).unwrap();
    assert_eq!(sol.solved.result, "draw");
    assert_eq!(sol.solved.plies, None);
    assert_eq!(sol.value, 0);
    let lines = check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Draw, Outcome::Win],
    );
    assert_eq!(
        lines, 73,
        "x answers each of o's replies; 73 lines end the game"
    );
}

#[test]
fn a_forced_win_with_its_length_and_a_strategy_that_wins_against_every_reply() {
    let p = tictactoe("examples/tictactoe-forced-win.pos");
    let sol = solve(&p, &OpenLines, WinScore::KUHR, false, LIMITS, |_, _| {}).unwrap();
    assert_eq!(sol.solved.result, "win");
    assert_eq!(sol.solved.plies, Some(3));
    assert_eq!(sol.value, 96);
    assert_eq!(sol.strategy.meta.best_move.as_deref(), Some("a1"));
    let lines = check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Win],
    );
    assert_eq!(lines, 4, "o has 4 replies to a1 and loses after each");
}

#[test]
fn a_lost_position_names_the_opponent_as_strategist() {
    // o to move after x's fork: whatever o does, x wins.
    let dir = tempfile::tempdir().unwrap();
    let f = write_file(
        dir.path(),
        "lost.pos",
        "game: tictactoe\nboard:\n  x . o\n  . o .\n  x . x\n",
    );
    let p = tictactoe(&f);
    let sol = solve(&p, &OpenLines, WinScore::KUHR, false, LIMITS, |_, _| {}).unwrap();
    assert_eq!(sol.solved.result, "loss");
    assert_eq!(sol.solved.plies, Some(2));
    check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Win],
    );
}

#[test]
fn the_command_reports_result_plies_and_kalah_margins() {
    let (out, err) = run_ok(&["solve", "examples/tictactoe-forced-win.pos", "-f", "json"]);
    assert!(
        err.contains("x to move: a win in 3 plies (value 96)"),
        "{err}"
    );
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "win");
    assert_eq!(j["plies"], 3);
    assert_eq!(j["margin"], Value::Null);
    assert_eq!(j["algorithm"], "solve");
    // The strategy renders in every format and round-trips through JSON.
    let dir = tempfile::tempdir().unwrap();
    let json = write_file(dir.path(), "s.json", &out);
    for format in ["text", "dot", "svg", "tikz", "html"] {
        run_ok(&["render", &json, "-f", format]);
    }
    assert_eq!(run_ok(&["render", &json, "-f", "json"]).0, out);

    // Kalah(3,2): solved with a final margin.
    let k = write_file(dir.path(), "k.pos", "game: kalah\npits: 3\nstones: 2\n");
    let (out, err) = run_ok(&["solve", &k, "-f", "json"]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert!(
        ["win", "draw", "loss"].contains(&j["result"].as_str().unwrap()),
        "{err}"
    );
    assert!(j["margin"].is_i64(), "{err}");
    assert!(err.contains("final margin"), "{err}");
}

#[test]
fn limits_stop_the_solver_with_what_was_proven() {
    let (out, err) = run_ok(&[
        "solve",
        "examples/tictactoe-empty.pos",
        "--max-nodes",
        "3000",
        "-f",
        "json",
    ]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "unknown");
    assert!(j["proven_depth"].as_u64().unwrap() >= 1, "{out}");
    assert!(err.contains("no forced win or loss within"), "{err}");
    let err = run_err(&["solve", "examples/tictactoe-empty.pos", "--depth", "3"]);
    assert!(err.contains("--depth does not apply to solve"), "{err}");
    let err = run_err(&["solve", "examples/aima-fig-5-2.pos"]);
    assert!(
        err.contains("explicit trees have no finished games"),
        "{err}"
    );
    let err = run_err(&["solve", "examples/tictactoe-empty.pos", "--time-limit", "0"]);
    assert!(err.contains("--time-limit"), "{err}");
}
