//! The real games: English checkers perft(10) from the initial position with bulk
//! counting on one core (18,391,564 leaf positions; throughput = leaf positions per
//! second), Czech perft(9), and alpha-beta on the Kalah(6,4) start to depth 10 with the
//! null recorder and with the tree recorder (throughput = visited nodes per second) and
//! the `minimax` crate's `Negamax` on the same rules (issue 54);
//! chess (shakmaty) perft(4) from the start (197,281 leaf positions) by shakmaty's own
//! counter and through `Position::legal_moves` and `play` as every search sees them
//! (the cost of our moves), alpha-beta from the start to depth 5 with the null and the
//! tree recorder (visited nodes per second), and `alphabeta-tt --iterative` to depth 27
//! on the Lasker–Reichhelm ending.
//!
//! Run: `cargo bench --bench games`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::eval::StoreDifference;
use gametree::game::{Evaluator, Outcome, Position};
use gametree::games::chess::{eval::Material, Chess, CHESS_WIN};
use gametree::games::draughts::board::Variant;
use gametree::games::draughts::Draughts;
use gametree::games::kalah::Kalah;
use gametree::games::BOARD_GAME_WIN;
use gametree::record::{Meta, NullRecorder, TreeRecorder};
use gametree::search::{search, search_with, Algorithm, Limits, Options};
use std::hint::black_box;
use std::time::{Duration, Instant};

const ENGLISH_PERFT_10: u64 = 18_391_564;
const CZECH_PERFT_9: u64 = 3_963_673;

fn perft(c: &mut Criterion) {
    let english = Draughts::initial(Variant::English);
    let mut g = c.benchmark_group("english-perft-10");
    g.throughput(Throughput::Elements(ENGLISH_PERFT_10));
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(8));
    g.bench_function("bulk-counting", |b| {
        b.iter(|| assert_eq!(black_box(&english).perft(10), ENGLISH_PERFT_10))
    });
    g.finish();
    let czech = Draughts::initial(Variant::Czech);
    let mut g = c.benchmark_group("czech-perft-9");
    g.throughput(Throughput::Elements(CZECH_PERFT_9));
    g.sample_size(10);
    g.bench_function("bulk-counting", |b| {
        b.iter(|| assert_eq!(black_box(&czech).perft(9), CZECH_PERFT_9))
    });
    g.finish();
}

/// Our Kalah behind the `minimax` crate's `Game`, an extra turn written as that crate's
/// own mancala example writes it: the opponent passes (move 0), then the mover moves
/// again. `NODES` counts the positions the crate's search reaches by real moves.
struct CrateKalah;

/// A position, and whether the side the crate thinks is to move must pass (the other
/// side has an extra turn).
#[derive(Clone)]
struct Turn {
    pos: Kalah,
    pass: bool,
}

thread_local! {
    /// Positions reached by real moves in the crate's current search.
    static NODES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

impl minimax::Game for CrateKalah {
    type S = Turn;
    type M = u8;

    fn generate_moves(s: &Turn, moves: &mut Vec<u8>) -> Option<minimax::Winner> {
        if s.pass {
            let w = Self::get_winner(s);
            if w.is_none() {
                moves.push(0);
            }
            return w;
        }
        s.pos.outcome_or_moves(moves).map(winner)
    }

    fn apply(s: &mut Turn, m: u8) -> Option<Turn> {
        if m == 0 {
            return Some(Turn {
                pos: s.pos,
                pass: false,
            });
        }
        NODES.with(|n| n.set(n.get() + 1));
        let pos = s.pos.play(m);
        let pass = pos.side_to_move() == s.pos.side_to_move();
        Some(Turn { pos, pass })
    }

    fn get_winner(s: &Turn) -> Option<minimax::Winner> {
        use minimax::Winner::{PlayerJustMoved, PlayerToMove};
        let w = s.pos.outcome().map(winner)?;
        // A passing side's view is the other side's, reversed.
        Some(match (s.pass, w) {
            (true, PlayerToMove) => PlayerJustMoved,
            (true, PlayerJustMoved) => PlayerToMove,
            _ => w,
        })
    }
}

/// A finished game's winner as the `minimax` crate says it.
fn winner(o: Outcome) -> minimax::Winner {
    match o {
        Outcome::Win => minimax::Winner::PlayerToMove,
        Outcome::Loss => minimax::Winner::PlayerJustMoved,
        Outcome::Draw => minimax::Winner::Draw,
    }
}

/// The store difference, from the view of the side the crate thinks is to move.
struct CrateEval(StoreDifference);

impl minimax::Evaluator for CrateEval {
    type G = CrateKalah;
    fn evaluate(&self, s: &Turn) -> minimax::Evaluation {
        let v = self.0.evaluate(&s.pos) as minimax::Evaluation;
        if s.pass {
            -v
        } else {
            v
        }
    }
}

/// Kalah(6,4) alpha-beta to depth 10: ours with the null and the tree recorder, and the
/// `minimax` crate's `Negamax` (alpha-beta, depth 10) on the same rules. Before the
/// groups, the two searches timed in turn for 15 rounds, each keeping its fastest: the
/// nodes per second of each and their ratio (docs/performance.md).
fn kalah(c: &mut Criterion) {
    let root = Kalah::start(6, 4);
    let eval = StoreDifference::by_name("store-difference", &root).unwrap();
    let limits = Limits {
        depth: Some(10),
        max_nodes: 100_000_000,
    };
    let run = |rec: &mut NullRecorder| {
        search(
            Algorithm::AlphaBeta,
            &root,
            &eval,
            BOARD_GAME_WIN,
            limits,
            rec,
        )
        .unwrap()
    };
    let nodes = run(&mut NullRecorder).stats.visited;
    eprintln!("kalah(6,4) alpha-beta depth 10: {nodes} nodes visited");
    let crate_search = || {
        NODES.with(|n| n.set(1));
        let mut s = minimax::Negamax::new(CrateEval(eval), 10);
        let start = Turn {
            pos: root,
            pass: false,
        };
        black_box(minimax::Strategy::choose_move(&mut s, &start));
        NODES.with(|n| n.get())
    };
    let (mut ours, mut theirs) = (0f64, 0f64);
    for _ in 0..15 {
        let t = Instant::now();
        run(&mut NullRecorder);
        ours = ours.max(nodes as f64 / t.elapsed().as_secs_f64());
        let t = Instant::now();
        let n = crate_search();
        theirs = theirs.max(n as f64 / t.elapsed().as_secs_f64());
    }
    eprintln!(
        "kalah(6,4) depth 10: gametree alpha-beta {:.2} M nodes/s, minimax crate's Negamax {:.2} M nodes/s: {:.2}x",
        ours / 1e6,
        theirs / 1e6,
        ours / theirs
    );
    let mut g = c.benchmark_group("kalah-6-4-alphabeta-depth-10");
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function("null-recorder", |b| {
        b.iter(|| assert_eq!(run(&mut NullRecorder).stats.visited, nodes))
    });
    g.bench_function("tree-recorder", |b| {
        b.iter(|| {
            let mut rec = TreeRecorder::new(&root);
            let r = search(
                Algorithm::AlphaBeta,
                black_box(&root),
                &eval,
                BOARD_GAME_WIN,
                limits,
                &mut rec,
            )
            .unwrap();
            assert_eq!(r.stats.visited, nodes);
            black_box(rec.finish(Meta::default()))
        })
    });
    // Its root moves are shuffled, so its node count varies a little from search to
    // search; the throughput is that of ours.
    g.bench_function("minimax-crate-negamax", |b| b.iter(crate_search));
    g.finish();
}

fn chess(c: &mut Criterion) {
    let start = Chess::start();
    let mut g = c.benchmark_group("chess-perft-4");
    g.throughput(Throughput::Elements(197_281));
    g.sample_size(10);
    g.bench_function("shakmaty", |b| {
        b.iter(|| assert_eq!(black_box(&start).perft(4), 197_281))
    });
    // The moves every search generates and plays: `legal_moves` then `play`.
    fn walk(p: &Chess, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        moves.iter().map(|&m| walk(&p.play(m), depth - 1)).sum()
    }
    g.bench_function("legal-moves-and-play", |b| {
        b.iter(|| assert_eq!(walk(black_box(&start), 4), 197_281))
    });
    g.finish();
    let limits = Limits {
        depth: Some(5),
        max_nodes: 100_000_000,
    };
    let nodes = search(
        Algorithm::AlphaBeta,
        &start,
        &Material,
        CHESS_WIN,
        limits,
        &mut NullRecorder,
    )
    .unwrap()
    .stats
    .visited;
    eprintln!("chess start alphabeta depth 5: {nodes} nodes visited");
    let mut g = c.benchmark_group("chess-start-alphabeta-5");
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function("null-recorder", |b| {
        b.iter(|| {
            search(
                Algorithm::AlphaBeta,
                black_box(&start),
                &Material,
                CHESS_WIN,
                limits,
                &mut NullRecorder,
            )
            .unwrap()
            .stats
            .visited
        })
    });
    g.bench_function("tree-recorder", |b| {
        b.iter(|| {
            let mut rec = TreeRecorder::new(&start);
            search(
                Algorithm::AlphaBeta,
                black_box(&start),
                &Material,
                CHESS_WIN,
                limits,
                &mut rec,
            )
            .unwrap();
            black_box(rec.finish(Meta::default()))
        })
    });
    g.finish();
    let lasker = Chess::from_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap();
    let options = Options {
        iterative: true,
        ..Options::default()
    };
    let limits = Limits {
        depth: Some(27),
        max_nodes: 100_000_000,
    };
    let run = || {
        let r = search_with(
            Algorithm::AlphaBetaTt,
            black_box(&lasker),
            &Material,
            CHESS_WIN,
            limits,
            &options,
            &mut NullRecorder,
        )
        .unwrap();
        assert_eq!(r.value, 200);
        r.stats.visited
    };
    let nodes = run();
    eprintln!("Lasker–Reichhelm alphabeta-tt --iterative depth 27: {nodes} nodes visited");
    let mut g = c.benchmark_group("chess-lasker-reichhelm-alphabeta-tt-iterative-27");
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function("null-recorder", |b| b.iter(run));
    g.finish();
}

criterion_group!(benches, perft, kalah, chess);
criterion_main!(benches);
