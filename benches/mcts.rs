//! Monte Carlo tree search (issue 42): iterations per second of `--algorithm mcts` with
//! the null recorder, on tic-tac-toe and Connect Four from the empty board, 1000
//! iterations a search, one thread; beside the `minimax` crate's MCTS
//! (`MonteCarloTreeSearch`, one thread, 1000 rollouts, every rollout expanding), run
//! on the same positions and moves (our `TicTacToe` and `ConnectFour` behind its `Game`
//! trait), so that the two differ in the search only. With the tree recorder too, for
//! the cost of recording every node and iteration.
//!
//! Throughput = iterations (rollouts) per second. Run: `cargo bench --bench mcts`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::eval::OpenLines;
use gametree::game::{Evaluator, Outcome, Position, WinScore};
use gametree::games::connect4::{self, ConnectFour};
use gametree::games::tictactoe::TicTacToe;
use gametree::record::{Meta, NullRecorder, TreeRecorder};
use gametree::search::mcts::MctsOptions;
use gametree::search::{search_with, Algorithm, Limits, Options};
use minimax::{Game, MCTSOptions, MonteCarloTreeSearch, Strategy, Winner};
use std::hint::black_box;
use std::marker::PhantomData;

const ITERATIONS: u64 = 1000;

/// One of our positions as a `minimax::Game`: the same moves in the same order.
struct Ours<P>(PhantomData<P>);

/// The winner as `minimax` says it, from our outcome for the side to move.
fn winner<P: Position>(s: &P) -> Option<Winner> {
    s.outcome().map(|o| match o {
        Outcome::Win => Winner::PlayerToMove,
        Outcome::Loss => Winner::PlayerJustMoved,
        Outcome::Draw => Winner::Draw,
    })
}

impl<P: Position + Send + Sync> Game for Ours<P>
where
    P::Move: Copy + Sync,
{
    type S = P;
    type M = P::Move;

    fn generate_moves(s: &P, moves: &mut Vec<P::Move>) -> Option<Winner> {
        let w = winner(s);
        if w.is_none() {
            s.legal_moves(moves);
        }
        w
    }

    fn apply(s: &mut P, m: P::Move) -> Option<P> {
        Some(s.play(m))
    }

    fn get_winner(s: &P) -> Option<Winner> {
        winner(s)
    }
}

fn options() -> Options {
    Options {
        mcts: MctsOptions {
            iterations: ITERATIONS,
            ..MctsOptions::default()
        },
        ..Options::default()
    }
}

const LIMITS: Limits = Limits {
    depth: None,
    max_nodes: 10_000_000,
};

/// Ours with the null recorder, ours with the tree recorder, and `minimax`'s.
fn group<P, E>(c: &mut Criterion, name: &str, root: P, eval: E)
where
    P: Position + Send + Sync,
    P::Move: Copy + Sync,
    E: Evaluator<P>,
{
    let o = options();
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(ITERATIONS));
    g.sample_size(20);
    g.bench_function("gametree-null-recorder", |b| {
        b.iter(|| {
            let r = search_with(
                Algorithm::Mcts,
                black_box(&root),
                &eval,
                WinScore::NONE,
                LIMITS,
                &o,
                &mut NullRecorder,
            )
            .unwrap();
            assert_eq!(r.playouts, ITERATIONS);
            r.best_move
        })
    });
    g.bench_function("gametree-tree-recorder", |b| {
        b.iter(|| {
            let mut rec = TreeRecorder::new(&root);
            search_with(
                Algorithm::Mcts,
                black_box(&root),
                &eval,
                WinScore::NONE,
                LIMITS,
                &o,
                &mut rec,
            )
            .unwrap();
            rec.finish(Meta::default()).len()
        })
    });
    g.bench_function("minimax-crate-mcts", |b| {
        b.iter(|| {
            let mut s =
                MonteCarloTreeSearch::<Ours<P>>::new(MCTSOptions::default().with_num_threads(1));
            s.set_max_rollouts(ITERATIONS as u32);
            s.choose_move(black_box(&root))
        })
    });
    g.finish();
}

fn bench(c: &mut Criterion) {
    group(c, "mcts-tictactoe-1000", TicTacToe::empty(), OpenLines);
    group(
        c,
        "mcts-connect4-1000",
        ConnectFour::from_moves("").unwrap(),
        connect4::OpenLines,
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
