//! `gametree solve` on whole games: Kalah(4,3) from the start under both capture rules
//! (the value by null-window tests with one table, then the main line and the strategy
//! tree), tic-tac-toe from the empty board, Connect Four positions with 20 and 25
//! discs (the generic solver and Connect Four's own), Connect Four's solver on
//! positions of 8 to 12 discs, and a Kalah(6,3) position from its main line with and without an endgame
//! database (the database read from a cache built before the measurement). The whole of
//! Kalah(6,3) takes too long for a benchmark; its figures are in docs/play.md and
//! docs/performance.md.
//!
//! Run: `cargo bench --bench solve`.

use criterion::{criterion_group, criterion_main, Criterion};
use gametree::eval::{OpenLines, StoreDifference};
use gametree::game::Position;
use gametree::game::WinScore;
use gametree::games::connect4::{self, ConnectFour};
use gametree::games::{self, Loaded, BOARD_GAME_WIN};
use gametree::solve::{solve, Endgames, SolveLimits};
use std::hint::black_box;

const LIMITS: SolveLimits = SolveLimits {
    max_nodes: 100_000_000,
    time_limit: None,
    tt_size: Some(1 << 22),
    strategy_nodes: 20_000,
    endgame: Endgames::Off,
    guess: None,
};

/// Kalah(6,3) after this many plies of its main line (docs/play.md).
const KALAH_6_3_PLIES: usize = 12;
const KALAH_6_3_LINE: &str = "5 4 5 6 3 1 1 3 3 6 5 5 4 6 4 1 3 5 2 2 6 2 5 4 1 6 5 2 6";

fn kalah(c: &mut Criterion) {
    let mut g = c.benchmark_group("solve");
    g.sample_size(10);
    for (name, text, margin) in [
        ("kalah-4-3", "game: kalah\npits: 4\nstones: 3\n", 6),
        (
            "kalah-4-3-empty-capture",
            "game: kalah\npits: 4\nstones: 3\ncapture: empty\n",
            8,
        ),
    ] {
        let Ok(Loaded::Kalah(k)) = games::load(text.as_bytes()) else {
            panic!("a Kalah position")
        };
        let eval = StoreDifference::by_name("store-difference", &k).unwrap();
        g.bench_function(name, |b| {
            b.iter(|| {
                let s = solve(black_box(&k), &eval, BOARD_GAME_WIN, LIMITS, |_| {}).unwrap();
                assert_eq!(s.solved.margin, Some(margin));
            })
        });
    }
    // The endgame database's cache: built once here, read in every iteration.
    let cache = std::env::temp_dir().join("gametree-bench-endgame");
    std::env::set_var("GAMETREE_CACHE_DIR", &cache);
    let Ok(Loaded::Kalah(mut k)) = games::load(b"game: kalah\npits: 6\nstones: 3\n") else {
        panic!("a Kalah position")
    };
    for m in KALAH_6_3_LINE.split(' ').take(KALAH_6_3_PLIES) {
        k = k.play(k.parse_move(m).expect("a move of the main line"));
    }
    let eval = StoreDifference::by_name("store-difference", &k).unwrap();
    let with_db = SolveLimits {
        endgame: Endgames::Auto,
        ..LIMITS
    };
    let warm = solve(&k, &eval, BOARD_GAME_WIN, with_db, |_| {}).unwrap();
    for (name, limits) in [
        ("kalah-6-3-after-12-plies", LIMITS),
        ("kalah-6-3-after-12-plies-endgame", with_db),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let s = solve(black_box(&k), &eval, BOARD_GAME_WIN, limits, |_| {}).unwrap();
                assert_eq!(s.solved.margin, warm.solved.margin);
            })
        });
    }
    let Ok(Loaded::TicTacToe(t)) =
        games::load(b"game: tictactoe\nboard:\n  . . .\n  . . .\n  . . .\n")
    else {
        panic!("a tic-tac-toe position")
    };
    g.bench_function("tictactoe-empty", |b| {
        b.iter(|| {
            let s = solve(black_box(&t), &OpenLines, WinScore::KUHR, LIMITS, |_| {}).unwrap();
            assert_eq!(s.solved.result, "draw");
        })
    });
    // Connect Four with 20 discs (a prefix of a game of Pons' Test_L3_R1): red loses
    // in 20 plies; and the 25-disc example, Pons' Test_L2_R1 no. 1: the generic solver
    // and Connect Four's own (`-own`), whose ratio docs/performance.md reports.
    for (name, moves, plies) in [
        ("connect4-20-discs", "31351514213474435441", 20),
        ("connect4-middle", "5554224333234511764415115", 11),
    ] {
        let p = ConnectFour::from_moves(moves).unwrap();
        g.bench_function(format!("{name}-own"), |b| {
            b.iter(|| {
                let s = gametree::solve::connect4::solve(
                    black_box(&p),
                    "open-lines",
                    BOARD_GAME_WIN,
                    LIMITS,
                    |_| {},
                )
                .unwrap();
                assert_eq!(s.solved.plies, Some(plies));
            })
        });
        g.bench_function(name, |b| {
            b.iter(|| {
                let s = solve(
                    black_box(&p),
                    &connect4::OpenLines,
                    BOARD_GAME_WIN,
                    LIMITS,
                    |_| {},
                )
                .unwrap();
                assert_eq!(s.solved.plies, Some(plies));
            })
        });
    }
    g.finish();
}

/// Connect Four's own solver on positions of `benches/connect4/positions.txt` with 8,
/// 10 and 12 discs (the first of each), with its default table; Pons' solver beside it
/// is `benches/connect4/vs-pons` (docs/performance.md).
fn connect4_own(c: &mut Criterion) {
    let mut g = c.benchmark_group("connect4");
    g.sample_size(10);
    let set = include_str!("connect4/positions.txt");
    for discs in [8, 10, 12] {
        let moves = set.lines().find(|l| l.len() == discs).unwrap();
        let p = ConnectFour::from_moves(moves).unwrap();
        let limits = SolveLimits {
            tt_size: None,
            max_nodes: u64::MAX,
            strategy_nodes: 0,
            ..LIMITS
        };
        g.bench_function(format!("{discs}-discs-{moves}"), |b| {
            b.iter(|| {
                let s = gametree::solve::connect4::solve(
                    black_box(&p),
                    "open-lines",
                    BOARD_GAME_WIN,
                    limits,
                    |_| {},
                )
                .unwrap();
                assert!(s.stop.is_none());
            })
        });
    }
    g.finish();
}

criterion_group!(benches, kalah, connect4_own);
criterion_main!(benches);
