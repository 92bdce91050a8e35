//! Property tests in the style of minimax-rs `tests/strategies.rs`: on random explicit
//! trees (uneven, negative values, either root) and random tic-tac-toe positions every
//! algorithm returns the plain minimax value; the alpha-beta variants evaluate exactly
//! the leaves a textbook left-to-right alpha-beta evaluates; recorded windows are never
//! empty; and no parser panics on arbitrary text.

use crate::common;

use common::trees::{arb_tree, minimax, run_tree, text, T};
use gametree::eval::{OpenLines, StoreDifference};
use gametree::game::Player;
use gametree::game::{Position, WinScore};
use gametree::games::kalah::Kalah;
use gametree::games::BOARD_GAME_WIN;
use gametree::games::{self, tictactoe::TicTacToe, Loaded};
use gametree::record::NullRecorder;
use gametree::record::{Bound, Meta, NodeKind, Perspective, Recording, TreeRecorder};
use gametree::render::steps::{cut_reason, CutReason, Replay, State, StepKind};
use gametree::search::{search, Algorithm, CutRule, Limits, Options};
use petgraph::graph::NodeIndex;
use proptest::prelude::*;

/// AIMA's MAX-VALUE / MIN-VALUE, children left to right, pruning when v ≥ β at MAX
/// nodes and v ≤ α at MIN nodes. Appends the path (1-based child numbers) of every
/// leaf it evaluates.
fn textbook_alphabeta(
    t: &T,
    max: bool,
    mut a: i64,
    mut b: i64,
    path: &mut Vec<usize>,
    leaves: &mut Vec<Vec<usize>>,
) -> i64 {
    match t {
        T::Leaf(v) => {
            leaves.push(path.clone());
            *v as i64
        }
        T::Node(c) => {
            let mut v = if max { i64::MIN } else { i64::MAX };
            for (i, x) in c.iter().enumerate() {
                path.push(i + 1);
                let w = textbook_alphabeta(x, !max, a, b, path, leaves);
                path.pop();
                if max {
                    v = v.max(w);
                    if v >= b {
                        return v;
                    }
                    a = a.max(v);
                } else {
                    v = v.min(w);
                    if v <= a {
                        return v;
                    }
                    b = b.min(v);
                }
            }
            v
        }
    }
}

fn path_of(rec: &Recording, mut id: NodeIndex) -> Vec<usize> {
    let mut p = Vec::new();
    while let Some(parent) = rec.parent(id) {
        p.push(rec.move_name(id).unwrap().parse().unwrap());
        id = parent;
    }
    p.reverse();
    p
}

fn recorded_leaves(rec: &Recording) -> Vec<Vec<usize>> {
    (0..rec.len())
        .map(NodeIndex::new)
        .filter(|&i| rec.node(i).kind() == NodeKind::Leaf)
        .map(|i| path_of(rec, i))
        .collect()
}

/// The subtree of `t` at `path` (1-based child numbers).
fn subtree<'a>(t: &'a T, path: &[usize]) -> &'a T {
    path.iter().fold(t, |t, &i| match t {
        T::Node(c) => &c[i - 1],
        T::Leaf(_) => t,
    })
}

/// Whether `v` with `bound` (MAX's view) is true of the value `truth`.
fn holds(v: i32, bound: Bound, truth: i32) -> bool {
    match bound {
        Bound::Exact => truth == v,
        Bound::Lower => truth >= v,
        Bound::Upper => truth <= v,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// True by default: at every step of the replay (the step figures, Beamer, the
    /// HTML report), every value an open node shows so far and every value a finished
    /// node shows is true of the node's minimax value, as the bound it is drawn as
    /// (`≥3`: at least 3); and every cut-off is explained by α ≥ β in the node's
    /// window as it stood (α > β under `--prune-on gt`).
    #[test]
    fn every_step_shows_only_true_values_and_bounds(t in arb_tree(), root_max in any::<bool>(), gt in any::<bool>()) {
        let src = format!("game: tree\nroot: {}\ntree: {}\n", if root_max { "max" } else { "min" }, text(&t));
        let cut = if gt { CutRule::Gt } else { CutRule::Ge };
        for alg in [Algorithm::Minimax, Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft, Algorithm::Pvs, Algorithm::AlphaBetaTt] {
            // `--prune-on gt` is for alpha-beta worked by hand; the null-window
            // algorithms refuse it.
            let cut = if matches!(alg, Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft) { cut } else { CutRule::Ge };
            let gt = cut == CutRule::Gt;
            let (_, mut rec) = run_tree(&src, alg, &Options { cut, ..Options::default() });
            rec.meta.cut = cut;
            let replay = Replay::new(&rec);
            let stm = rec.meta.perspective == Perspective::SideToMove;
            let truth = |id: NodeIndex| {
                let path = path_of(&rec, id);
                let max = root_max == (path.len() % 2 == 0);
                minimax(subtree(&t, &path), max)
            };
            for k in 0..replay.len() {
                for i in 0..rec.len() {
                    let id = NodeIndex::new(i);
                    let node = rec.node(id);
                    let flip = stm && node.player() == Player::Min;
                    let (v, b) = match replay.state(id, k) {
                        State::Open => {
                            let Some(p) = replay.provisional(id, k) else { continue };
                            let lower = stm || node.player() == Player::Max;
                            (p, if lower { Bound::Lower } else { Bound::Upper })
                        }
                        State::Done => (node.value().unwrap(), node.bound().unwrap()),
                        _ => continue,
                    };
                    let (v, b) = if flip { (-v, b.negated()) } else { (v, b) };
                    prop_assert!(holds(v, b, truth(id)), "{} step {}: node {} shows {:?} {} but is worth {}", alg.name(), k + 1, i, b, v, truth(id));
                }
                let step = replay.steps()[k];
                if step.kind == StepKind::Cutoff {
                    let reason = cut_reason(&rec, step.node);
                    let ok = matches!(reason, CutReason::Window(a, b) if if gt { a > b } else { a >= b });
                    prop_assert!(ok, "{} step {}: {:?}", alg.name(), k + 1, reason);
                }
            }
        }
    }

    #[test]
    fn every_algorithm_returns_the_minimax_value(t in arb_tree(), root_max in any::<bool>()) {
        let src = format!("game: tree\nroot: {}\ntree: {}\n", if root_max { "max" } else { "min" }, text(&t));
        let expected = minimax(&t, root_max);
        for alg in Algorithm::ALL {
            let (r, rec) = run_tree(&src, alg, &Options::default());
            let v = r.value;
            prop_assert_eq!(v, expected, "{}", alg.name());
            let root = rec.node(NodeIndex::new(0));
            prop_assert_eq!(root.score(alg.perspective()), Some(expected));
        }
    }

    #[test]
    fn alphabeta_evaluates_the_textbook_leaves(t in arb_tree(), root_max in any::<bool>()) {
        let src = format!("game: tree\nroot: {}\ntree: {}\n", if root_max { "max" } else { "min" }, text(&t));
        let mut expected = Vec::new();
        textbook_alphabeta(&t, root_max, i64::MIN, i64::MAX, &mut Vec::new(), &mut expected);
        for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft] {
            let (_, rec) = run_tree(&src, alg, &Options::default());
            prop_assert_eq!(&recorded_leaves(&rec), &expected, "{}", alg.name());
        }
    }

    #[test]
    fn windows_are_never_empty_and_values_respect_bounds(t in arb_tree(), root_max in any::<bool>()) {
        let src = format!("game: tree\nroot: {}\ntree: {}\n", if root_max { "max" } else { "min" }, text(&t));
        for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft] {
            let (_, rec) = run_tree(&src, alg, &Options::default());
            for i in 0..rec.len() {
                let n = rec.node(NodeIndex::new(i));
                if n.kind() == NodeKind::Pruned {
                    prop_assert!(n.window().is_none() && n.value().is_none());
                    continue;
                }
                let (a, b) = n.window().unwrap();
                prop_assert!(a < b, "node {} window [{}, {}]", i, a, b);
                let v = n.value().unwrap();
                if alg == Algorithm::AlphaBeta && n.kind() == NodeKind::Interior {
                    prop_assert!(a <= v && v <= b, "fail-hard value {} outside [{}, {}]", v, a, b);
                }
            }
        }
    }

    #[test]
    fn tictactoe_algorithms_agree(moves in prop::collection::vec(0u8..9, 0..7), depth in prop::option::of(1u32..5)) {
        let mut p = TicTacToe::empty();
        for m in moves {
            let mut legal = Vec::new();
            p.legal_moves(&mut legal);
            if legal.is_empty() { break; }
            p = p.play(legal[m as usize % legal.len()]);
        }
        let limits = Limits { depth, ..Limits::default() };
        let mut values = Vec::new();
        for alg in Algorithm::ALL {
            let mut rec = TreeRecorder::new(&p);
            let r = search(alg, &p, &OpenLines, WinScore::KUHR, limits, &mut rec).unwrap();
            values.push((alg.name(), r.value, r.best_move));
        }
        let v0 = values[0].1;
        for (name, v, _) in &values {
            prop_assert_eq!(*v, v0, "{} disagrees with minimax on\n{}", name, p.to_position_text());
        }
        // Kühr's root rule (first strictly better move) gives one best move for all.
        let b0 = values[0].2;
        prop_assert!(values.iter().all(|(_, _, b)| *b == b0), "{:?}", values);
    }

    #[test]
    fn kalah_algorithms_agree_across_extra_turns(
        pits in 2usize..=6,
        stones in 1u16..=4,
        moves in prop::collection::vec(0u8..6, 0..12),
        depth in 1u32..=5,
        capture_empty in any::<bool>(),
    ) {
        let mut k = Kalah::start(pits, stones);
        if capture_empty {
            let text = k.to_position_text().replace("capture: standard", "capture: empty");
            k = match games::load(text.as_bytes()).unwrap() {
                Loaded::Kalah(k) => k,
                _ => unreachable!(),
            };
        }
        for m in moves {
            let mut legal = Vec::new();
            k.legal_moves(&mut legal);
            if legal.is_empty() { break; }
            k = k.play(legal[m as usize % legal.len()]);
        }
        let eval = StoreDifference::by_name("store-difference", &k).unwrap();
        let limits = Limits { depth: Some(depth), ..Limits::default() };
        let mut values = Vec::new();
        for alg in Algorithm::ALL {
            let r = search(alg, &k, &eval, BOARD_GAME_WIN, limits, &mut NullRecorder).unwrap();
            values.push((alg.name(), r.value, r.best_move));
        }
        let (v0, b0) = (values[0].1, values[0].2);
        prop_assert!(
            values.iter().all(|&(_, v, b)| v == v0 && b == b0),
            "{:?} on\n{}", values, k.to_position_text()
        );
    }

    /// True by default on a game with Kühr's win scoring, for every algorithm (MTD(f)'s
    /// passes included) and both cut rules: each value an open node shows so far, at
    /// the step where it changes, and each finished node's value are true of the node's
    /// negamax value at its remaining depth, as the bound they are drawn as.
    #[test]
    fn tictactoe_steps_show_only_true_values_and_bounds(
        moves in prop::collection::vec(0u8..9, 2..7),
        depth in prop::option::of(1u32..4),
        gt in any::<bool>(),
    ) {
        let root = random_tictactoe(&moves);
        let w = WinScore::KUHR;
        let cut = if gt { CutRule::Gt } else { CutRule::Ge };
        let limits = Limits { depth, ..Limits::default() };
        for alg in [Algorithm::Minimax, Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft, Algorithm::Pvs, Algorithm::AlphaBetaTt, Algorithm::Mtdf] {
            // `--prune-on gt` is for alpha-beta worked by hand; the null-window
            // algorithms refuse it.
            let cut = if matches!(alg, Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft) { cut } else { CutRule::Ge };
            let mut rec = TreeRecorder::new(&root);
            let options = Options { cut, ..Options::default() };
            gametree::search::search_with(alg, &root, &OpenLines, w, limits, &options, &mut rec).unwrap();
            let rec = rec.finish(Meta { perspective: alg.perspective(), win_score: Some(w), cut, ..Meta::default() });
            // Each node's position and remaining depth (a group's searches are of the root).
            let mut pos: Vec<Option<(TicTacToe, u32)>> = vec![None; rec.len()];
            pos[0] = Some((root, 0));
            for i in 1..rec.len() {
                let id = NodeIndex::new(i);
                let parent = rec.parent(id).unwrap();
                let Some((pp, ply)) = pos[parent.index()] else { continue };
                if rec.node(parent).group() {
                    pos[i] = Some((pp, ply));
                    continue;
                }
                let mut legal = Vec::new();
                pp.legal_moves(&mut legal);
                let name = rec.move_name(id).unwrap();
                let m = legal.into_iter().find(|&m| pp.move_text(m) == name).unwrap();
                pos[i] = Some((pp.play(m), ply + 1));
            }
            let truth = |id: NodeIndex| {
                let (p, ply) = pos[id.index()].unwrap();
                oracle(&p, depth.map(|d| d - ply), w)
            };
            let replay = Replay::new(&rec);
            // In the side to move's view, as the oracle gives it.
            let to_stm = |id: NodeIndex, v: i32, b: Bound| {
                if alg.perspective() == Perspective::Max && rec.node(id).player() == Player::Min {
                    (-v, b.negated())
                } else {
                    (v, b)
                }
            };
            for i in 0..rec.len() {
                let id = NodeIndex::new(i);
                let n = rec.node(id);
                if n.kind() == NodeKind::Pruned || n.group() {
                    continue;
                }
                let (v, b) = to_stm(id, n.value().unwrap(), n.bound().unwrap());
                prop_assert!(holds(v, b, truth(id)), "{} node {}: {:?} {} but worth {}", alg.name(), i, b, v, truth(id));
            }
            for (k, step) in replay.steps().iter().enumerate() {
                if !matches!(step.kind, StepKind::Leaf | StepKind::Leave) {
                    continue;
                }
                let Some(p) = rec.parent(step.node) else { continue };
                let Some(v) = replay.provisional(p, k) else { continue };
                let lower = alg.perspective() == Perspective::SideToMove || rec.node(p).player() == Player::Max;
                let (v, b) = to_stm(p, v, if lower { Bound::Lower } else { Bound::Upper });
                prop_assert!(holds(v, b, truth(p)), "{} step {}: node {} so far {:?} {} but worth {}", alg.name(), k + 1, p.index(), b, v, truth(p));
            }
        }
    }

    #[test]
    fn loading_arbitrary_text_never_panics(s in ".{0,200}") {
        let _ = games::load(s.as_bytes());
        let _ = games::load(format!("game: tree\ntree: {s}").as_bytes());
        let _ = games::load(format!("game: tictactoe\nboard:\n{s}").as_bytes());
        let _ = games::load(format!("game: czech\nfen: {s}").as_bytes());
        let _ = games::load(format!("game: english\nboard:\n{s}").as_bytes());
        let _ = games::load(format!("game: kalah\nsouth: {s}\nnorth: 1 | 0").as_bytes());
    }

    #[test]
    fn loading_tree_like_text_never_panics(s in "[\\[\\] ,:0-9a-z#\\n-]{0,120}") {
        let _ = games::load(format!("game: tree\nroot: min\ntree: {s}").as_bytes());
    }

    #[test]
    fn loading_arbitrary_bytes_never_panics(b in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = games::load(&b);
    }
}

/// Plain negamax with Kühr's scoring, written independently as the oracle.
fn oracle(p: &TicTacToe, depth: Option<u32>, w: WinScore) -> i32 {
    use gametree::eval::Evaluator;
    if let Some(o) = p.outcome() {
        return w.terminal(o);
    }
    if depth == Some(0) {
        return OpenLines.evaluate(p);
    }
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&m| w.nearer(-oracle(&p.play(m), depth.map(|d| d - 1), w)))
        .max()
        .unwrap()
}

fn random_tictactoe(moves: &[u8]) -> TicTacToe {
    let mut p = TicTacToe::empty();
    for &m in moves {
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        p = p.play(legal[m as usize % legal.len()]);
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Every recorded bound is true: exact values equal the oracle, lower bounds are at
    /// most it, upper bounds at least it; windows are never empty; fail-hard and
    /// fail-soft search the same nodes.
    #[test]
    fn tictactoe_bounds_are_sound_and_windows_never_empty(
        moves in prop::collection::vec(0u8..9, 2..8),
        depth in prop::option::of(1u32..4),
    ) {
        let root = random_tictactoe(&moves);
        let w = WinScore::KUHR;
        let limits = Limits { depth, ..Limits::default() };
        let mut visited = Vec::new();
        for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft] {
            let mut rec = TreeRecorder::new(&root);
            let r = search(alg, &root, &OpenLines, w, limits, &mut rec).unwrap();
            visited.push(r.stats.visited);
            let rec = rec.finish(Meta { perspective: alg.perspective(), ..Meta::default() });
            let mut pos: Vec<Option<TicTacToe>> = vec![None; rec.len()];
            pos[0] = Some(root);
            for i in 0..rec.len() {
                let id = NodeIndex::new(i);
                let n = rec.node(id);
                if let Some(parent) = rec.parent(id) {
                    let pp = pos[parent.index()].unwrap();
                    let mut legal = Vec::new();
                    pp.legal_moves(&mut legal);
                    let name = rec.move_name(id).unwrap();
                    let m = legal.into_iter().find(|&m| pp.move_text(m) == name).unwrap();
                    pos[i] = Some(pp.play(m));
                }
                if n.kind() == NodeKind::Pruned {
                    continue;
                }
                let (a, b) = n.window().unwrap();
                prop_assert!(a < b, "{}: node {} window [{}, {}]", alg.name(), i, a, b);
                let truth = oracle(&pos[i].unwrap(), depth.map(|d| d - n.ply()), w);
                let v = n.value().unwrap();
                let ok = match n.bound().unwrap() {
                    gametree::record::Bound::Exact => truth == v,
                    gametree::record::Bound::Lower => truth >= v,
                    gametree::record::Bound::Upper => truth <= v,
                };
                prop_assert!(ok, "{}: node {} claims {:?} {} but is {}\n{}", alg.name(), i, n.bound(), v, truth, root.to_position_text());
            }
        }
        prop_assert_eq!(visited[0], visited[1], "fail-hard and fail-soft search the same nodes");
    }
}
