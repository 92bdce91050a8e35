//! Connect Four: the rules against published counts (Tromp's number of positions
//! after n plies, OEIS A212693), `solve` against Pascal Pons' benchmark positions
//! (value and win distance), fours in every direction, and the command line on good
//! and bad files.

use crate::common;

use gametree::game::{Outcome, Position, Side};
use gametree::games::connect4::{ConnectFour, OpenLines};
use gametree::games::{Game, BOARD_GAME_WIN};
use gametree::solve::{connect4, solve, Endgames, SolveLimits};
use std::collections::HashSet;

/// Legal 7 × 6 Connect Four positions after n plies (Tromp; OEIS A212693).
const A212693: [u64; 10] = [1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186];

#[test]
fn distinct_positions_after_n_plies_are_tromps_counts() {
    let mut layer: HashSet<ConnectFour> = HashSet::from([ConnectFour::empty()]);
    let mut moves = Vec::new();
    for (n, &expected) in A212693.iter().enumerate() {
        assert_eq!(layer.len() as u64, expected, "positions after {n} plies");
        if n + 1 == A212693.len() {
            break;
        }
        let mut next = HashSet::new();
        for p in &layer {
            moves.clear();
            p.legal_moves(&mut moves);
            next.extend(moves.iter().map(|&m| p.play(m)));
        }
        layer = next;
    }
}

#[test]
fn perft_counts_every_move_sequence() {
    let p = ConnectFour::empty();
    // No column fills and nobody wins before the 7th disc: every sequence is legal.
    for d in 0..=6 {
        assert_eq!(p.perft(d), 7u64.pow(d), "perft {d}");
    }
    // The 7th disc cannot go into a column the first six filled.
    assert_eq!(p.perft(7), 7u64.pow(7) - 7);
}

#[test]
fn keys_are_the_same_for_transpositions_and_differ_otherwise() {
    let mut seen = std::collections::HashMap::new();
    let mut moves = Vec::new();
    let mut layer = vec![ConnectFour::empty()];
    for _ in 0..6 {
        let mut next = Vec::new();
        for p in &layer {
            moves.clear();
            p.legal_moves(&mut moves);
            for &m in &moves {
                let c = p.play(m);
                if let Some(old) = seen.insert(c.zobrist(), c) {
                    assert_eq!(old, c, "two positions share a key");
                } else {
                    next.push(c);
                }
            }
        }
        layer = next;
    }
    assert_eq!(seen.len() as u64, A212693[1..=6].iter().sum::<u64>());
}

/// A position from moves, and the mover of the last one.
fn after(moves: &str) -> ConnectFour {
    ConnectFour::from_moves(moves).unwrap_or_else(|| panic!("{moves} is legal"))
}

#[test]
fn fours_win_in_every_direction() {
    for (moves, how) in [
        ("1212121", "vertical in column 1"),
        ("1122334", "horizontal on the bottom row"),
        ("4455667", "horizontal, columns 4 to 7"),
        ("12237334444", "diagonal up to the right"),
        ("176651554444", "diagonal down to the right (yellow)"),
    ] {
        let p = after(moves);
        assert_eq!(p.outcome(), Some(Outcome::Loss), "{how}: {moves}");
        let mut m = Vec::new();
        p.legal_moves(&mut m);
        assert!(m.is_empty(), "{how}: no move after the end");
        // One move earlier the game was still on.
        let before = after(&moves[..moves.len() - 1]);
        assert_eq!(before.outcome(), None, "{how}");
    }
    // Three in a row and fours broken by the board's edge are no win.
    for moves in ["112233", "5566775", "121212"] {
        assert_eq!(after(moves).outcome(), None, "{moves}");
    }
}

#[test]
fn a_full_board_without_four_is_a_draw() {
    // A draw of Pons' test set with one move left: column 5.
    let p = after("71255763773133525731261364622167124446454");
    assert_eq!(p.plies(), 41);
    let mut m = Vec::new();
    p.legal_moves(&mut m);
    assert_eq!(m, [4]);
    let last = p.play(4);
    assert_eq!(last.outcome(), Some(Outcome::Draw));
    assert_eq!(last.max_plies(), Some(0));
}

const LIMITS: SolveLimits = SolveLimits {
    max_nodes: 50_000_000,
    time_limit: None,
    tt_size: Some(1 << 20),
    strategy_nodes: 100,
    endgame: Endgames::Off,
    guess: None,
};

/// Pons' score in plies to the end: `22 − s` discs of the winner when it completes its
/// four (`s > 0`: the side to move wins), `22 + s` when the opponent does.
fn pons_plies(discs: u32, score: i32) -> Option<(bool, u32)> {
    let mover_discs = discs / 2;
    let other_discs = discs - mover_discs;
    match score {
        0 => None,
        s if s > 0 => Some((true, 2 * ((22 - s) as u32 - mover_discs) - 1)),
        s => Some((false, 2 * ((22 + s) as u32 - other_discs))),
    }
}

#[test]
fn solve_agrees_with_pons_benchmark_positions() {
    let data = include_str!("../data/connect4-pons.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (moves, score) = line.split_once(' ').unwrap();
        let score: i32 = score.parse().unwrap();
        let p = after(moves);
        let generic = solve(&p, &OpenLines, BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
        let own = connect4::solve(&p, "open-lines", BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
        for sol in [generic, own] {
            match pons_plies(p.plies(), score) {
                None => {
                    assert_eq!(sol.solved.result, "draw", "{line}");
                    assert_eq!(sol.value, 0, "{line}");
                }
                Some((wins, plies)) => {
                    assert_eq!(
                        sol.solved.result,
                        if wins { "win" } else { "loss" },
                        "{line}"
                    );
                    assert_eq!(sol.solved.plies, Some(plies), "{line}");
                    let v = BOARD_GAME_WIN.max - plies as i32;
                    assert_eq!(sol.value, if wins { v } else { -v }, "{line}");
                }
            }
            assert!(sol.line_complete, "{line}");
        }
        checked += 1;
    }
    assert_eq!(checked, 40);
}

/// Random positions of 16 to 30 discs (a fixed generator, no four on the board): the
/// Connect Four solver and the generic one agree on the value and the win distance,
/// and every move of the Connect Four solver's main line keeps the value (the generic
/// solver's value of each position along it).
#[test]
fn the_connect_four_solver_agrees_with_the_generic_solver() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut checked = 0;
    while checked < 40 {
        let discs = 16 + next(15) as u32;
        let mut p = ConnectFour::empty();
        let mut moves = Vec::new();
        while p.plies() < discs && p.outcome().is_none() {
            moves.clear();
            p.legal_moves(&mut moves);
            p = p.play(moves[next(moves.len() as u64) as usize]);
        }
        if p.outcome().is_some() {
            continue;
        }
        let generic = solve(&p, &OpenLines, BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
        let own = connect4::solve(&p, "open-lines", BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
        let text = p.to_position_text();
        assert!(generic.stop.is_none(), "{text}");
        assert_eq!(own.value, generic.value, "{text}");
        assert_eq!(own.solved, generic.solved, "{text}");
        assert!(own.line_complete, "{text}");
        let mut pos = p;
        let mut want = generic.value;
        for m in &own.strategy.meta.principal_variation {
            let col = m.parse::<u8>().unwrap() - 1;
            pos = pos.play(col);
            want = -BOARD_GAME_WIN.farther(want);
            let here = solve(&pos, &OpenLines, BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
            assert_eq!(here.value, want, "{text}: after {m}");
        }
        assert!(pos.outcome().is_some(), "{text}");
        checked += 1;
    }
}

#[test]
fn the_command_line_reads_searches_and_solves_connect_four() {
    let (out, _) = common::run_ok(&["perft", "examples/connect4-4453.pos", "--depth", "2"]);
    assert_eq!(out, "perft 2: 49\n");
    let (out, err) = common::run_ok(&["search", "examples/connect4-4453.pos", "--depth", "2"]);
    assert!(out.starts_with("root  MAX"), "{out}");
    assert!(err.contains("best move"), "{err}");
    // No node limit by default (it was 2,000,000): with a table of 1,024 entries this
    // takes more than 3 million (Pons' score −4: yellow completes its four with its
    // 18th disc).
    let (out, err) = common::run_ok(&[
        "solve",
        "examples/connect4-8-discs.pos",
        "--tt-size",
        "1024",
        "--strategy-nodes",
        "0",
    ]);
    assert!(out.starts_with("red to move: a loss in 28 plies"), "{out}");
    let nodes: u64 = err.split(' ').next().unwrap().parse().unwrap();
    assert!(nodes > 3_000_000, "{err}");
    let (out, _) = common::run_ok(&["solve", "examples/connect4-middle.pos"]);
    assert!(
        out.starts_with("yellow to move: a win in 11 plies (value 9989)"),
        "{out}"
    );
}

/// `solve` without flags gives a position of fewer than 8 discs c4's 1 GiB table
/// (2^27 entries) and one of 8 or more 2^22 (issue 53 item 4: the empty board solves
/// with the defaults); the summary says the size used.
#[test]
fn the_default_table_grows_below_eight_discs() {
    let size = |file: &str| {
        let (_, err) = common::run_ok(&[
            "solve",
            file,
            "--time-limit",
            "0.5",
            "--strategy-nodes",
            "0",
        ]);
        let at = err.find(" entries)").unwrap_or_else(|| panic!("{err}"));
        let n = err[..at].rsplit(' ').next().unwrap().to_string();
        n
    };
    assert_eq!(size("examples/connect4-empty.pos"), "134217728");
    assert_eq!(size("examples/connect4-8-discs.pos"), "4194304");
}

#[test]
fn bad_files_are_located() {
    let dir = tempfile::tempdir().unwrap();
    for (text, at, needle) in [
        ("game: connect4\nmoves: 4458\n", "2:11", "a column from 1 to 7, found `8`"),
        ("game: connect4\nmoves: 44x\n", "2:10", "found `x`"),
        (
            "game: connect4\nmoves: 1111111\n",
            "2:14",
            "a column that is not full, found column 1",
        ),
        (
            "game: connect4\nmoves: 12121214\n",
            "2:15",
            "no more moves: the game ended with four in a row",
        ),
        (
            "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . r . . . . .\n . . . . . . .\n",
            "7:4",
            "a disc resting on the bottom or on another disc",
        ),
        (
            "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n r r . . . . .\n",
            "3:2",
            "as many discs as yellow or one more",
        ),
        (
            "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n r . . . . .\n",
            "8:2",
            "a row of 7 cells",
        ),
        (
            "game: connect4\nboard:\n . . . . . . .\n",
            "3:15",
            "6 rows of 7 cells",
        ),
        // Two fours apart: no one move made both (issue 27, item 10).
        (
            "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . r\n . . . . . . r\n y y y . y y r\n r r r r y y r\n",
            "3:2",
            "fours in a row that share the last disc played",
        ),
        ("game: connect4\nmoves: 4\nto-move: red\n", "3:1", "unknown key `to-move`"),
    ] {
        let f = common::write_file(dir.path(), "bad.pos", text);
        let err = common::run_err(&["search", &f, "--depth", "1"]);
        assert!(err.contains(&format!("bad.pos:{at}:")), "{text}: {err}");
        assert!(err.contains(needle), "{text}: {err}");
    }
}

#[test]
fn the_board_reads_as_the_moves_do_and_moves_continue_it() {
    let dir = tempfile::tempdir().unwrap();
    let f = common::write_file(
        dir.path(),
        "b.pos",
        "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . y . . .\n . . y r r . .\nmoves: 4\n",
    );
    let loaded = gametree::games::load_file(std::path::Path::new(&f)).unwrap();
    let gametree::games::Loaded::ConnectFour(p) = loaded else {
        panic!("connect4")
    };
    assert_eq!(p, after("44534"));
    assert_eq!(p.side_to_move(), Side::Second);
    assert_eq!(p.side_name(Side::First), "red");
    assert!(ConnectFour::check_diagram(&p.diagram().unwrap()).is_ok());
    for bad in [
        "..........................................  r",
        "...................................r...... r",
        ".......................................... y",
        "..................................r....... y",
    ] {
        assert!(ConnectFour::check_diagram(bad).is_err(), "{bad}");
    }
}
