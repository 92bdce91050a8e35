//! Property tests for issue 5 in the style of minimax-rs `tests/strategies.rs`: on
//! random explicit trees and random positions of every game, every algorithm with
//! every move ordering returns the plain minimax value; best ordering on uniform trees
//! visits exactly the Knuth–Moore minimal tree and worst ordering prunes nothing;
//! MTD(f) with a perfect guess needs two passes; PVS re-searches and table probes are
//! recorded as documented; the null-window test answers correctly; Zobrist keys do not
//! depend on the path; recordings of the new algorithms survive a JSON round trip.

use crate::common;

use common::random_play;
use common::trees::{arb_tree, minimax, run_tree, text, T};
use gametree::eval::{DraughtsEval, OpenLines, StoreDifference};
use gametree::game::{Position, WinScore};
use gametree::games::chess::{eval::Material, eval::PieceSquare, Chess, CHESS_WIN};
use gametree::games::connect4::{self, ConnectFour};
use gametree::games::draughts::board::Variant;
use gametree::games::draughts::Draughts;
use gametree::games::kalah::Kalah;
use gametree::games::BOARD_GAME_WIN;
use gametree::games::{self, tictactoe::TicTacToe, Loaded};
use gametree::record::{Meta, NodeKind, NullRecorder, Probe, TreeRecorder};
use gametree::search::{search_with, Algorithm, CutRule, Limits, Options, Order};
use petgraph::graph::NodeIndex;
use proptest::prelude::*;

const ORDERS: [&str; 8] = [
    "natural",
    "eval",
    "tt",
    "killer",
    "history",
    "tt,killer,history",
    "best",
    "worst",
];

fn orders() -> Vec<Order> {
    ORDERS.iter().map(|o| Order::parse(o).unwrap()).collect()
}

fn opts(order: &Order) -> Options {
    Options {
        order: order.clone(),
        tt_size: 1 << 12,
        ..Options::default()
    }
}

/// A uniform tree of branching `b` and depth `d` whose leaves are `values` in order.
fn uniform(b: usize, d: u32, values: &mut impl Iterator<Item = i32>) -> T {
    if d == 0 {
        T::Leaf(values.next().unwrap())
    } else {
        T::Node((0..b).map(|_| uniform(b, d - 1, values)).collect())
    }
}

fn tree_src(t: &T, root_max: bool) -> String {
    format!(
        "game: tree\nroot: {}\ntree: {}\n",
        if root_max { "max" } else { "min" },
        text(t)
    )
}

fn km(b: u64, d: u32) -> u64 {
    b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn every_algorithm_and_ordering_returns_the_minimax_value_on_trees(t in arb_tree(), root_max in any::<bool>()) {
        let src = tree_src(&t, root_max);
        let expected = minimax(&t, root_max);
        for order in orders() {
            for alg in Algorithm::ALL {
                let (r, rec) = run_tree(&src, alg, &opts(&order));
                prop_assert_eq!(r.value, expected, "{} / {}", alg.name(), order);
                prop_assert_eq!(rec.node(NodeIndex::new(0)).score(alg.perspective()), Some(expected));
            }
        }
    }

    /// `--prune-on gt` (cut only at α > β, a tie searches on) keeps every alpha-beta
    /// algorithm exact, and never prunes more than the usual α ≥ β.
    #[test]
    fn cutting_only_at_alpha_above_beta_keeps_every_algorithm_exact(t in arb_tree(), root_max in any::<bool>()) {
        let src = tree_src(&t, root_max);
        let expected = minimax(&t, root_max);
        for alg in Algorithm::ALL.into_iter().filter(|&a| a != Algorithm::Test) {
            let gt = Options { cut: CutRule::Gt, ..Options::default() };
            let (r, rec) = run_tree(&src, alg, &gt);
            prop_assert_eq!(r.value, expected, "{}", alg.name());
            prop_assert_eq!(rec.node(NodeIndex::new(0)).score(alg.perspective()), Some(expected));
            if matches!(alg, Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft) {
                let (ge, _) = run_tree(&src, alg, &Options::default());
                prop_assert!(r.stats.visited >= ge.stats.visited, "{}", alg.name());
            }
        }
    }

    /// Knuth & Moore 1975: with the best child first, alpha-beta evaluates
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves of a uniform tree; with the worst first (and distinct
    /// leaf values) it prunes nothing up to depth 3. From depth 4 on, deep cut-offs
    /// remain whatever the order: a great-grandchild whose children all lie below the
    /// root's α is cut off after its first child (docs/algorithms.md, "worst").
    #[test]
    fn best_ordering_visits_the_minimal_tree_and_worst_prunes_nothing(
        b in 2usize..=4,
        d in 1u32..=4,
        seed in any::<u64>(),
        root_max in any::<bool>(),
    ) {
        let n = b.pow(d);
        // Distinct leaf values: a pseudo-random permutation of 0..n.
        let mut vals: Vec<i32> = (0..n as i32).collect();
        let mut s = seed;
        for i in (1..n).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            vals.swap(i, (s >> 33) as usize % (i + 1));
        }
        let t = uniform(b, d, &mut vals.into_iter());
        let src = tree_src(&t, root_max);
        for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft, Algorithm::Pvs, Algorithm::AlphaBetaTt] {
            let (r, _) = run_tree(&src, alg, &opts(&Order::Best));
            prop_assert_eq!(r.stats.leaves, km(b as u64, d), "{} best", alg.name());
            let (r, _) = run_tree(&src, alg, &opts(&Order::Worst));
            if alg != Algorithm::Pvs && d <= 3 {
                prop_assert_eq!(r.stats.leaves, n as u64, "{} worst", alg.name());
                prop_assert_eq!(r.stats.pruned, 0, "{} worst", alg.name());
            }
        }
    }

    #[test]
    fn mtdf_with_a_perfect_guess_needs_two_passes(t in arb_tree(), root_max in any::<bool>()) {
        let src = tree_src(&t, root_max);
        let f = minimax(&t, root_max);
        let o = Options { guess: f, ..Options::default() };
        let (r, rec) = run_tree(&src, Algorithm::Mtdf, &o);
        prop_assert_eq!(r.value, f);
        prop_assert_eq!(r.passes.len(), 2);
        // One group node on top, one child per pass.
        prop_assert!(rec.node(NodeIndex::new(0)).group());
        prop_assert_eq!(rec.children(NodeIndex::new(0)).len(), 2);
    }

    #[test]
    fn the_null_window_test_answers_value_at_least_k(t in arb_tree(), root_max in any::<bool>(), k in -22i32..=22) {
        let src = tree_src(&t, root_max);
        let f = minimax(&t, root_max);
        let o = Options { test_value: k, ..Options::default() };
        let (r, _) = run_tree(&src, Algorithm::Test, &o);
        prop_assert_eq!(r.answer, Some(f >= k), "f = {}, K = {}", f, k);
    }

    /// Every re-search is the second of two siblings for the same move; the counts in
    /// the stats match the recorded flags.
    #[test]
    fn researches_and_probes_are_recorded(t in arb_tree(), root_max in any::<bool>()) {
        let src = tree_src(&t, root_max);
        let (r, rec) = run_tree(&src, Algorithm::Pvs, &Options::default());
        let mut n = 0;
        for i in 0..rec.len() {
            let id = NodeIndex::new(i);
            if !rec.node(id).research() {
                continue;
            }
            n += 1;
            let sibs = rec.children(rec.parent(id).unwrap());
            let at = sibs.iter().position(|&s| s == id).unwrap();
            prop_assert!(at > 0);
            let scout = sibs[at - 1];
            prop_assert_eq!(rec.move_name(scout), rec.move_name(id));
            prop_assert!(!rec.node(scout).research());
            let (a, b) = rec.node(scout).window().unwrap();
            prop_assert!(b as i64 - a as i64 == 1, "the scout has a null window");
        }
        prop_assert_eq!(n, r.stats.researches);
        for alg in [Algorithm::AlphaBetaTt, Algorithm::Mtdf] {
            let (r, rec) = run_tree(&src, alg, &Options::default());
            let probes: Vec<Probe> = (0..rec.len()).filter_map(|i| rec.node(NodeIndex::new(i)).probe()).collect();
            prop_assert_eq!(probes.len() as u64, r.stats.tt_probes);
            prop_assert_eq!(probes.iter().filter(|&&p| p != Probe::Miss).count() as u64, r.stats.tt_hits);
            // A JSON round trip keeps every new field.
            let mut a = Vec::new();
            gametree::record::json::write(&rec, &mut a).unwrap();
            let back = gametree::record::json::read(std::str::from_utf8(&a).unwrap()).unwrap();
            let mut b = Vec::new();
            gametree::record::json::write(&back, &mut b).unwrap();
            prop_assert_eq!(String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap());
        }
    }

    #[test]
    fn tictactoe_every_algorithm_and_ordering_agrees(moves in prop::collection::vec(0u8..9, 0..7), depth in prop::option::of(1u32..=4)) {
        let p = random_play(TicTacToe::empty(), &moves);
        let limits = Limits { depth, ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = search_with(alg, &p, &OpenLines, WinScore::KUHR, limits, &opts(&order), &mut NullRecorder).unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        let v0 = values[0].2;
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, p.to_position_text());
    }

    #[test]
    fn kalah_every_algorithm_and_ordering_agrees(
        pits in 2usize..=6,
        stones in 1u16..=4,
        moves in prop::collection::vec(0u8..6, 0..12),
        depth in 1u32..=5,
    ) {
        let k = random_play(Kalah::start(pits, stones), &moves);
        let eval = StoreDifference::by_name("store-difference", &k).unwrap();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = search_with(alg, &k, &eval, BOARD_GAME_WIN, limits, &opts(&order), &mut NullRecorder).unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        let v0 = values[0].2;
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, k.to_position_text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Connect Four with `open-lines` from random positions (some near a four, some
    /// finished): every algorithm and ordering agrees with plain minimax.
    #[test]
    fn connect4_every_algorithm_and_ordering_agrees(
        moves in prop::collection::vec(any::<u8>(), 0..36),
        depth in 1u32..=4,
    ) {
        let p = random_play(ConnectFour::empty(), &moves);
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = search_with(alg, &p, &connect4::OpenLines, BOARD_GAME_WIN, limits, &opts(&order), &mut NullRecorder).unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        let v0 = values[0].2;
        prop_assert_eq!(values[0].0, "minimax");
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, p.to_position_text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn draughts_every_algorithm_and_ordering_agrees(
        english in any::<bool>(),
        moves in prop::collection::vec(any::<u8>(), 0..30),
        depth in 1u32..=3,
    ) {
        let variant = if english { Variant::English } else { Variant::Czech };
        let p = random_play(Draughts::initial(variant), &moves);
        let name = DraughtsEval::names(variant)[0];
        let eval = DraughtsEval::by_name(variant, name).unwrap();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = search_with(alg, &p, &eval, BOARD_GAME_WIN, limits, &opts(&order), &mut NullRecorder).unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        let v0 = values[0].2;
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, p.to_position_text());
    }

    /// A Zobrist key is a function of the position alone: the position rebuilt from
    /// its text (no history, another path) has the same key.
    #[test]
    fn zobrist_keys_do_not_depend_on_the_path(moves in prop::collection::vec(any::<u8>(), 0..40)) {
        let t = random_play(TicTacToe::empty(), &moves);
        let k = random_play(Kalah::start(6, 4), &moves);
        let c = random_play(Draughts::initial(Variant::Czech), &moves);
        let f = random_play(ConnectFour::empty(), &moves);
        let ch = random_play(Chess::start(), &moves);
        for (key, text) in [(t.zobrist(), t.to_position_text()), (k.zobrist(), k.to_position_text()), (c.zobrist(), c.to_position_text()), (f.zobrist(), f.to_position_text()), (ch.zobrist(), ch.to_position_text())] {
            let again = match games::load(text.as_bytes()).unwrap() {
                Loaded::TicTacToe(p) => p.zobrist(),
                Loaded::Kalah(p) => p.zobrist(),
                Loaded::Draughts(p) => p.zobrist(),
                Loaded::ConnectFour(p) => p.zobrist(),
                Loaded::Chess(p) => p.zobrist(),
                Loaded::Tree(_) | Loaded::Nim(_) => unreachable!(),
            };
            prop_assert_eq!(key, again, "{}", text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Chess from random openings (depth 1–2) and from the Lasker–Reichhelm ending
    /// (depth 1–4), with both evaluations.
    #[test]
    fn chess_every_algorithm_and_ordering_agrees(
        lasker in any::<bool>(),
        pst in any::<bool>(),
        moves in prop::collection::vec(any::<u8>(), 0..24),
        depth in 1u32..=4,
    ) {
        let depth = if lasker { depth } else { depth.min(2) };
        let root = if lasker {
            Chess::from_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap()
        } else {
            Chess::start()
        };
        // Read back from its FEN: no history, so no repetition within three plies
        // (the table does not key on history; docs/algorithms.md, "Repetition").
        let p = Chess::from_fen(&random_play(root, &moves).fen()).unwrap();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for order in orders() {
            for alg in Algorithm::ALL {
                let r = if pst {
                    search_with(alg, &p, &PieceSquare, CHESS_WIN, limits, &opts(&order), &mut NullRecorder)
                } else {
                    search_with(alg, &p, &Material, CHESS_WIN, limits, &opts(&order), &mut NullRecorder)
                }
                .unwrap();
                values.push((alg.name(), order.to_string(), r.value));
            }
        }
        let v0 = values[0].2;
        prop_assert!(values.iter().all(|v| v.2 == v0), "{:?}\n{}", values, p.to_position_text());
    }
}

#[test]
fn tictactoe_transposes_and_the_table_hits() {
    let p = TicTacToe::empty();
    let name = |p: &TicTacToe, s: &str| {
        let mut m = Vec::new();
        p.legal_moves(&mut m);
        m.into_iter().find(|&x| p.move_text(x) == s).unwrap()
    };
    let mut a = p;
    for s in ["a3", "b2", "c1"] {
        a = a.play(name(&a, s));
    }
    let mut b = p;
    for s in ["c1", "b2", "a3"] {
        b = b.play(name(&b, s));
    }
    assert_eq!(a.zobrist(), b.zobrist());
    assert_ne!(a.zobrist(), p.zobrist());
    let r = search_with(
        Algorithm::AlphaBetaTt,
        &p,
        &OpenLines,
        WinScore::KUHR,
        Limits::default(),
        &Options::default(),
        &mut NullRecorder,
    )
    .unwrap();
    assert_eq!(r.value, 0);
    assert!(r.stats.tt_hits > 0, "{:?}", r.stats);
}

/// Walks every line `depth` plies deep; a position reached by two different lines
/// (same position text) must have one key. Returns how many such transpositions.
fn transpositions<P: Position>(root: &P, depth: u32) -> usize {
    fn walk<P: Position>(
        p: &P,
        depth: u32,
        seen: &mut std::collections::HashMap<String, u64>,
        found: &mut usize,
    ) {
        let text = p.to_position_text();
        match seen.get(&text) {
            Some(&k) => {
                assert_eq!(k, p.zobrist(), "one position, two keys:\n{text}");
                *found += 1;
            }
            None => {
                seen.insert(text, p.zobrist());
            }
        }
        if depth == 0 || p.outcome().is_some() {
            return;
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for m in moves {
            walk(&p.play(m), depth - 1, seen, found);
        }
    }
    let mut seen = std::collections::HashMap::new();
    let mut found = 0;
    walk(root, depth, &mut seen, &mut found);
    found
}

#[test]
fn kalah_and_draughts_transpose() {
    assert!(transpositions(&Kalah::start(4, 2), 5) > 0);
    assert!(transpositions(&Draughts::initial(Variant::Czech), 4) > 0);
    assert!(transpositions(&Draughts::initial(Variant::English), 4) > 0);
    assert!(transpositions(&TicTacToe::empty(), 4) > 0);
    assert!(transpositions(&ConnectFour::empty(), 3) > 0);
    assert!(transpositions(&Chess::start(), 3) > 0);
}

#[test]
fn the_examples_agree_with_minimax_at_depth_4() {
    for file in ["examples/czech-middlegame.pos", "examples/kalah-6-4.pos"] {
        let loaded = games::load(&std::fs::read(file).unwrap()).unwrap();
        let limits = Limits {
            depth: Some(4),
            ..Limits::default()
        };
        let mut vals = Vec::new();
        for alg in Algorithm::ALL {
            let v = match &loaded {
                Loaded::Kalah(p) => {
                    let e = StoreDifference::by_name("store-difference", p).unwrap();
                    search_with(
                        alg,
                        p,
                        &e,
                        BOARD_GAME_WIN,
                        limits,
                        &Options::default(),
                        &mut NullRecorder,
                    )
                    .unwrap()
                    .value
                }
                Loaded::Draughts(p) => {
                    let e = DraughtsEval::by_name(p.variant(), "kuhr").unwrap();
                    search_with(
                        alg,
                        p,
                        &e,
                        BOARD_GAME_WIN,
                        limits,
                        &Options::default(),
                        &mut NullRecorder,
                    )
                    .unwrap()
                    .value
                }
                _ => unreachable!(),
            };
            vals.push(v);
        }
        assert!(vals.iter().all(|&v| v == vals[0]), "{file}: {vals:?}");
    }
    let _ = NodeKind::Leaf;
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// With quiescence search every algorithm and ordering still agrees with minimax
    /// (which runs the same quiescence search), and exactly the nodes beyond the depth
    /// limit are marked.
    #[test]
    fn quiescence_keeps_the_algorithms_in_agreement(
        kalah in any::<bool>(),
        moves in prop::collection::vec(any::<u8>(), 0..20),
        depth in 0u32..=3,
    ) {
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let check = |values: &[(String, i32)]| values.iter().all(|v| v.1 == values[0].1);
        if kalah {
            let k = random_play(Kalah::start(6, 4), &moves);
            let eval = StoreDifference::by_name("store-difference", &k).unwrap();
            let mut values = Vec::new();
            for order in orders() {
                for alg in Algorithm::ALL {
                    let o = Options { quiescence: true, ..opts(&order) };
                    let r = search_with(alg, &k, &eval, BOARD_GAME_WIN, limits, &o, &mut NullRecorder).unwrap();
                    values.push((format!("{} {}", alg.name(), order), r.value));
                }
            }
            prop_assert!(check(&values), "{:?}\n{}", values, k.to_position_text());
            let mut rec = TreeRecorder::new(&k);
            let o = Options { quiescence: true, ..Options::default() };
            search_with(Algorithm::AlphaBeta, &k, &eval, BOARD_GAME_WIN, limits, &o, &mut rec).unwrap();
            let rec = rec.finish(Meta::default());
            for i in 0..rec.len() {
                let n = rec.node(NodeIndex::new(i));
                if n.kind() != NodeKind::Pruned {
                    prop_assert_eq!(n.quiescence(), n.ply() > depth, "node {}", i);
                }
            }
        } else {
            let p = random_play(Draughts::initial(Variant::Czech), &moves);
            let eval = DraughtsEval::by_name(Variant::Czech, "kuhr").unwrap();
            let mut values = Vec::new();
            for alg in Algorithm::ALL {
                let o = Options { quiescence: true, ..Options::default() };
                let r = search_with(alg, &p, &eval, BOARD_GAME_WIN, limits, &o, &mut NullRecorder).unwrap();
                values.push((alg.name().to_string(), r.value));
            }
            prop_assert!(check(&values), "{:?}\n{}", values, p.to_position_text());
        }
    }
}

#[test]
fn quiescence_follows_captures_beyond_the_horizon() {
    // Kühr's example 1.2: the king must capture; at depth 0 the plain search only
    // evaluates, quiescence search follows the captures.
    let Loaded::Draughts(p) =
        games::load(&std::fs::read("examples/czech-kuhr-example-1-2.pos").unwrap()).unwrap()
    else {
        panic!()
    };
    let eval = DraughtsEval::by_name(Variant::Czech, "kuhr").unwrap();
    let limits = Limits {
        depth: Some(0),
        ..Limits::default()
    };
    let plain = search_with(
        Algorithm::AlphaBeta,
        &p,
        &eval,
        BOARD_GAME_WIN,
        limits,
        &Options::default(),
        &mut NullRecorder,
    )
    .unwrap();
    assert_eq!(plain.stats.visited, 1);
    let o = Options {
        quiescence: true,
        ..Options::default()
    };
    let q = search_with(
        Algorithm::AlphaBeta,
        &p,
        &eval,
        BOARD_GAME_WIN,
        limits,
        &o,
        &mut NullRecorder,
    )
    .unwrap();
    assert!(q.stats.visited > 1);
    // The capture a3-d6-g3-e1 wins at once (README): quiescence finds the win.
    assert_eq!(q.value, 9999);
}
