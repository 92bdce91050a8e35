//! Each algorithm with the null recorder on the Czech middle game
//! (examples/czech-middlegame.pos, depth 6) and the Kalah(6,4) start (depth 8), in the
//! natural move order; throughput = visited nodes per second.
//!
//! Run: `cargo bench --bench algorithms`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::eval::{DraughtsEval, Evaluator, StoreDifference};
use gametree::game::Position;
use gametree::games::kalah::Kalah;
use gametree::games::{self, Loaded, BOARD_GAME_WIN};
use gametree::record::NullRecorder;
use gametree::search::{search_with, Algorithm, Limits, Options};
use std::hint::black_box;

fn bench_all<P: Position, E: Evaluator<P>>(
    c: &mut Criterion,
    name: &str,
    root: &P,
    eval: &E,
    depth: u32,
) {
    let limits = Limits {
        depth: Some(depth),
        max_nodes: 200_000_000,
    };
    let opts = Options::default();
    let mut g = c.benchmark_group(name);
    g.sample_size(10);
    for alg in [
        Algorithm::AlphaBeta,
        Algorithm::Pvs,
        Algorithm::AlphaBetaTt,
        Algorithm::Mtdf,
    ] {
        let run = || {
            search_with(
                alg,
                root,
                eval,
                BOARD_GAME_WIN,
                limits,
                &opts,
                &mut NullRecorder,
            )
            .unwrap()
        };
        let r = run();
        eprintln!(
            "{name} {}: value {}, {} nodes",
            alg.name(),
            r.value,
            r.stats.visited
        );
        g.throughput(Throughput::Elements(r.stats.visited));
        g.bench_function(alg.name(), |b| {
            b.iter(|| assert_eq!(black_box(run()).stats.visited, r.stats.visited))
        });
    }
    g.finish();
}

fn czech(c: &mut Criterion) {
    let Loaded::Draughts(p) =
        games::load(include_bytes!("../examples/czech-middlegame.pos")).unwrap()
    else {
        panic!("a Czech position")
    };
    let eval = DraughtsEval::by_name(p.variant(), "kuhr").unwrap();
    bench_all(c, "czech-middlegame-depth-6", &p, &eval, 6);
}

fn kalah(c: &mut Criterion) {
    let root = Kalah::start(6, 4);
    let eval = StoreDifference::by_name("store-difference", &root).unwrap();
    bench_all(c, "kalah-6-4-depth-8", &root, &eval, 8);
}

criterion_group!(benches, czech, kalah);
criterion_main!(benches);
