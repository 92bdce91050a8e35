//! Nim, the registry's smallest game: `solve` agrees with Bouton's theorem (1901) on
//! every position up to three heaps of four stones, and the command line reads, searches
//! and solves a Nim file.

use crate::common;

use gametree::game::{Position, Side, WinScore};
use gametree::games::nim::{Nim, NimSum};
use gametree::solve::{solve, Endgames, SolveLimits};

const LIMITS: SolveLimits = SolveLimits {
    max_nodes: 10_000_000,
    time_limit: None,
    tt_size: Some(1 << 16),
    strategy_nodes: 1_000,
    endgame: Endgames::Auto,
    guess: None,
};

#[test]
fn solve_agrees_with_the_nim_sum_theorem() {
    let win = WinScore {
        max: 1000,
        threshold: 100,
        utilities: None,
    };
    let mut checked = 0;
    for a in 0..=4u8 {
        for b in 0..=4u8 {
            for c in 0..=4u8 {
                for side in [Side::First, Side::Second] {
                    let p = Nim::new(&[a, b, c], side).unwrap();
                    let sol = solve(&p, &NimSum, win, LIMITS, |_| {}).unwrap();
                    let expected = if a ^ b ^ c != 0 { "win" } else { "loss" };
                    assert_eq!(sol.solved.result, expected, "heaps {a} {b} {c}");
                    // The loser drags the game out, the winner ends it; either way no
                    // line is longer than the stones on the board.
                    if let Some(plies) = sol.solved.plies {
                        assert!(plies <= p.max_plies().unwrap(), "heaps {a} {b} {c}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 250);
}

#[test]
fn the_command_line_reads_searches_and_solves_nim() {
    let (out, err) = common::run_ok(&["search", "examples/nim-3-4-5.pos", "--depth", "2"]);
    assert!(out.starts_with("root  MAX"), "{out}");
    assert!(err.contains("value 1, best move 1-2"), "{err}");
    let (_, err) = common::run_ok(&["solve", "examples/nim-3-4-5.pos", "-f", "json"]);
    assert!(err.starts_with("first player to move: a win in"), "{err}");
    let (out, _) = common::run_ok(&["perft", "examples/nim-3-4-5.pos", "--depth", "1"]);
    assert_eq!(out, "perft 1: 12\n");
    let err = common::run_err(&["search", "examples/nim-3-4-5.pos", "--eval", "material"]);
    assert!(err.contains("expected one of: nim-sum"), "{err}");
}
