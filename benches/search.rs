//! Full tic-tac-toe minimax from the empty board (549,946 nodes) with the null recorder
//! and with the tree recorder, and full alpha-beta (20,866 nodes). Throughput is
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
