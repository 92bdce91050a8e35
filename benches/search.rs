//! Full tic-tac-toe minimax from the empty board (549,946 nodes) as a plain bitboard
//! loop (the hardware's bound), with the null recorder and with the tree recorder, and
//! full alpha-beta (20,866 nodes). Throughput is
//! reported in visited nodes per second.
//!
//! Run: `cargo bench --bench search`. Also prints the recording's heap bytes per node.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::eval::OpenLines;
use gametree::game::WinScore;
use gametree::games::tictactoe::TicTacToe;
use gametree::record::{Meta, NullRecorder, TreeRecorder};
use gametree::search::{search, Algorithm, Limits};
use std::hint::black_box;

const NODES: u64 = 549_946;

/// The eight lines of three, as bit masks of the nine squares.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// The hardware's bound, for the ratio docs/performance.md reports: the same full
/// minimax as a plain loop over two 9-bit boards (`mine` to move, `theirs` moved
/// last), negamax values −1, 0, 1, every node counted in `nodes`. No recorder, no
/// win distance, no move list: what a search of this tree costs at least.
fn bitboard_minimax(mine: u16, theirs: u16, nodes: &mut u64) -> i32 {
    *nodes += 1;
    for l in LINES {
        if theirs & l == l {
            return -1;
        }
    }
    let mut empty = !(mine | theirs) & 0o777;
    if empty == 0 {
        return 0;
    }
    let mut best = -1;
    while empty != 0 {
        let b = empty & empty.wrapping_neg();
        empty ^= b;
        best = best.max(-bitboard_minimax(theirs, mine | b, nodes));
    }
    best
}

fn bench(c: &mut Criterion) {
    let root = TicTacToe::empty();
    let limits = Limits {
        depth: None,
        max_nodes: 10_000_000,
    };
    {
        let mut rec = TreeRecorder::new(&root);
        search(
            Algorithm::Minimax,
            &root,
            &OpenLines,
            WinScore::KUHR,
            limits,
            &mut rec,
        )
        .unwrap();
        let r = rec.finish(Meta::default());
        eprintln!(
            "recording: {} nodes, {} heap bytes, {:.1} bytes per recorded node",
            r.len(),
            r.heap_bytes(),
            r.heap_bytes() as f64 / r.len() as f64
        );
    }
    let mut g = c.benchmark_group("tictactoe-minimax-full");
    g.throughput(Throughput::Elements(NODES));
    g.sample_size(20);
    g.bench_function("bitboard-loop", |b| {
        b.iter(|| {
            let mut nodes = 0;
            assert_eq!(bitboard_minimax(black_box(0), 0, &mut nodes), 0);
            assert_eq!(nodes, NODES);
        })
    });
    g.bench_function("null-recorder", |b| {
        b.iter(|| {
            let r = search(
                Algorithm::Minimax,
                black_box(&root),
                &OpenLines,
                WinScore::KUHR,
                limits,
                &mut NullRecorder,
            )
            .unwrap();
            assert_eq!(r.stats.visited, NODES);
        })
    });
    g.bench_function("tree-recorder", |b| {
        b.iter(|| {
            let mut rec = TreeRecorder::new(&root);
            let r = search(
                Algorithm::Minimax,
                black_box(&root),
                &OpenLines,
                WinScore::KUHR,
                limits,
                &mut rec,
            )
            .unwrap();
            assert_eq!(r.stats.visited, NODES);
            black_box(rec.finish(Meta::default()))
        })
    });
    g.finish();
    let mut g = c.benchmark_group("tictactoe-alphabeta-full");
    g.throughput(Throughput::Elements(20_866));
    g.bench_function("null-recorder", |b| {
        b.iter(|| {
            let r = search(
                Algorithm::AlphaBeta,
                black_box(&root),
                &OpenLines,
                WinScore::KUHR,
                limits,
                &mut NullRecorder,
            )
            .unwrap();
            assert_eq!(r.stats.visited, 20_866);
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
