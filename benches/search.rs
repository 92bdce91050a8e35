//! The search core against the hardware (issue 54): full tic-tac-toe minimax from the
//! empty board (549,946 nodes) as a plain bitboard loop (the hardware's bound), with the
//! null recorder, with the tree recorder, and recorded then written as JSON into a sink;
//! and full alpha-beta (20,866 nodes). Throughput is in visited nodes per second.
//!
//! Before criterion's groups it prints the ratios docs/performance.md reports, each
//! measured in this one run: the workloads are timed in turn, round after round, and
//! each keeps its fastest round, so that a loaded machine slows both sides of a ratio
//! alike.
//!
//! Run: `cargo bench --bench search`. For instruction counts run one workload once:
//! `GAMETREE_BENCH_ONCE=null-recorder valgrind --tool=callgrind target/release/deps/search-…`
//! (`bitboard-loop`, `null-recorder`, `tree-recorder`, `json`).

use criterion::{criterion_group, Criterion, Throughput};
use gametree::eval::OpenLines;
use gametree::game::WinScore;
use gametree::games::tictactoe::TicTacToe;
use gametree::record::{json, Meta, NullRecorder, Recording, TreeRecorder};
use gametree::search::{search, Algorithm, Limits, Recorder, SearchResult};
use std::hint::black_box;
use std::time::{Duration, Instant};

const NODES: u64 = 549_946;

/// The eight lines of three, as bit masks of the nine squares.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

const LIMITS: Limits = Limits {
    depth: None,
    max_nodes: 10_000_000,
};

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

fn bitboard_loop() {
    let mut nodes = 0;
    assert_eq!(bitboard_minimax(black_box(0), 0, &mut nodes), 0);
    assert_eq!(nodes, NODES);
}

/// `algorithm` over the whole tree from the empty board, reported to `rec`.
fn full_search<R: Recorder<TicTacToe>>(algorithm: Algorithm, rec: &mut R) -> SearchResult<u8> {
    let root = TicTacToe::empty();
    search(
        algorithm,
        black_box(&root),
        &OpenLines,
        WinScore::KUHR,
        LIMITS,
        rec,
    )
    .unwrap()
}

fn null_recorder() {
    let r = full_search(Algorithm::Minimax, &mut NullRecorder);
    assert_eq!(r.stats.visited, NODES);
}

fn recorded() -> Recording {
    let root = TicTacToe::empty();
    let mut rec = TreeRecorder::new(&root);
    let r = full_search(Algorithm::Minimax, &mut rec);
    assert_eq!(r.stats.visited, NODES);
    let meta = Meta::of_search(
        &root,
        Algorithm::Minimax,
        "open-lines",
        None,
        WinScore::KUHR,
        &r,
    );
    rec.finish(meta)
}

fn tree_recorder() {
    black_box(recorded());
}

/// Records the search and writes its JSON into a sink: what `gametree search -a
/// minimax -f json` does after reading the position.
fn json_written() {
    let rec = recorded();
    json::write(&rec, &mut std::io::sink()).unwrap();
}

const WORKLOADS: [(&str, fn()); 4] = [
    ("bitboard-loop", bitboard_loop),
    ("null-recorder", null_recorder),
    ("tree-recorder", tree_recorder),
    ("json", json_written),
];

/// Times every workload in turn for `rounds` rounds and prints each one's fastest round
/// and its ratios: the null search's speed as a share of the loop's, the tree
/// recorder's and the JSON's time as multiples of the null search's.
fn ratios(rounds: usize) {
    let mut best = [Duration::MAX; WORKLOADS.len()];
    for _ in 0..rounds {
        for (i, (_, run)) in WORKLOADS.iter().enumerate() {
            let start = Instant::now();
            run();
            best[i] = best[i].min(start.elapsed());
        }
    }
    let secs = |i: usize| best[i].as_secs_f64();
    for (i, (name, _)) in WORKLOADS.iter().enumerate() {
        eprintln!(
            "{name:>14}: {:8.3} ms, {:6.1} M nodes/s",
            secs(i) * 1e3,
            NODES as f64 / secs(i) / 1e6
        );
    }
    eprintln!(
        "null search at {:.0} % of the loop's nodes/s; tree recorder {:.2}x the null search's time; recorded and written as JSON {:.2}x",
        100.0 * secs(0) / secs(1),
        secs(2) / secs(1),
        secs(3) / secs(1)
    );
}

fn bench(c: &mut Criterion) {
    ratios(15);
    {
        let r = recorded();
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
    for (name, run) in WORKLOADS {
        g.bench_function(name, |b| b.iter(run));
    }
    g.finish();
    let mut g = c.benchmark_group("tictactoe-alphabeta-full");
    g.throughput(Throughput::Elements(20_866));
    g.bench_function("null-recorder", |b| {
        b.iter(|| {
            let r = full_search(Algorithm::AlphaBeta, &mut NullRecorder);
            assert_eq!(r.stats.visited, 20_866);
        })
    });
    g.finish();
}

criterion_group!(benches, bench);

fn main() {
    if let Ok(name) = std::env::var("GAMETREE_BENCH_ONCE") {
        match WORKLOADS.iter().find(|(n, _)| *n == name) {
            Some((_, run)) => run(),
            None => panic!(
                "GAMETREE_BENCH_ONCE: one of bitboard-loop, null-recorder, tree-recorder, json"
            ),
        }
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
