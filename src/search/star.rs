//! Star1 and Star2 (`--algorithm star1`, `star2`): alpha-beta for trees with chance
//! nodes, Ballard 1983 ("The *-minimax search procedure for trees containing chance
//! nodes", Artificial Intelligence 21), in the form of Hauk, Buro & Schaeffer 2004
//! ("Rediscovering *-Minimax Search"). MAX/MIN form, fail-hard, values and windows from
//! MAX's view, in the evaluation's units of `1 / scale`.
//!
//! Both need bounds `L ≤ leaf ≤ U` on every leaf value (`--leaf-bounds L..U`). At a
//! chance node with window `(α, β)`, after children `1..i−1` returned exact values
//! `v_j`, child `i` (probability `p_i`) is searched with the window
//!
//! ```text
//! A_i = (α − Σ_{j<i} p_j·v_j − Σ_{j>i} p_j·U) / p_i      (the node fails low if v_i ≤ A_i)
//! B_i = (β − Σ_{j<i} p_j·v_j − Σ_{j>i} p_j·L) / p_i      (the node fails high if v_i ≥ B_i)
//! window (max(A_i, L), min(B_i, U))
//! ```
//!
//! and the node returns α or β (fail-hard) as soon as a child's value crosses one of them,
//! leaving the rest of its children pruned. Values are exact integers in the scaled
//! units, so the bounds are rounded outwards (`⌊A_i⌋`, `⌈B_i⌉`) without losing a cut-off.
//!
//! Star2 adds a *probing phase* before that loop, at chance nodes whose children are
//! MAX (or MIN) nodes: each such child is searched with its first move only, which
//! bounds its value from below (above); the bounds replace `L` (`U`) in `B_i` (`A_i`),
//! and may cut the chance node off before any full search (Ballard 1983).

use super::expectiminimax::Mean;
use super::node::{Flow, Moves, Node, Opened, Search};
use super::trace::{Bound, Mark, Perspective, Recorder};
use super::{Algorithm, Options, Stop};
use crate::game::Evaluator;
use crate::game::{Player, Position, Probability, Score, SCORE_LIMIT};

/// The leaves' bounds of one Star search, scaled: `(L, U)`, and as given (for errors).
#[derive(Copy, Clone, Debug)]
pub(super) struct LeafBounds {
    low: Score,
    high: Score,
    given: (Score, Score),
    probing: bool,
}

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Star1 or Star2 from `root` with the window `(L, U)`: its value, MAX's view. The
    /// leaves' bounds are [`Options::leaf_bounds`] (±the evaluation's bound without).
    pub(super) fn star_root(
        &mut self,
        root: &P,
        depth: Option<u32>,
        options: &Options,
        algorithm: Algorithm,
    ) -> Flow<Score> {
        let scale = i64::from(self.eval.scale().max(1));
        let b = self.eval.bound() / self.eval.scale().max(1);
        let given = options.leaf_bounds.unwrap_or((-b, b));
        let lim = i64::from(SCORE_LIMIT);
        let scaled = |v: Score| (i64::from(v) * scale).clamp(-lim, lim) as Score;
        let bounds = LeafBounds {
            low: scaled(given.0),
            high: scaled(given.1),
            given,
            probing: algorithm == Algorithm::Star2,
        };
        let node = Node::root(root, depth).with_window(bounds.low, bounds.high);
        let v = self.star(node, bounds)?;
        // Fail-hard: a root whose children all return L (MAX) or U (MIN) raised no
        // bound; its first move is then a best one.
        if self.pv.is_empty(0) && !root.is_chance() {
            let mut moves = Vec::new();
            root.legal_moves(&mut moves);
            if let Some(&m) = moves.first() {
                self.pv.push_front(0, m);
            }
        }
        Ok(v)
    }

    /// Star1/Star2 at `node` with its window `(α, β)`, MAX's view, fail-hard.
    fn star(&mut self, node: Node<'_, P>, b: LeafBounds) -> Flow<Score> {
        let moves = match self.open_as(&node, Perspective::Max)? {
            Opened::Static(v) => {
                if v < b.low || v > b.high {
                    let stop = Stop::OutsideBounds {
                        value: v / self.eval.scale().max(1),
                        low: b.given.0,
                        high: b.given.1,
                    };
                    return Err(self.halt(stop));
                }
                return Ok(v);
            }
            Opened::Moves(moves) => moves,
        };
        let (pos, ply) = (node.pos, node.ply);
        let (mut alpha, mut beta) = node.alpha_beta();
        let player = self.player(pos);
        if player == Player::Chance {
            let v = self.star_chance(&node, moves, b);
            self.release(moves);
            return v;
        }
        for i in moves.start..moves.end {
            let mv = self.move_at(i);
            let child = pos.play(mv);
            let v = self.star(node.child(mv, &child).with_window(alpha, beta), b)?;
            if player == Player::Max && v > alpha {
                alpha = v;
                self.pv_update(ply, mv);
            } else if player == Player::Min && v < beta {
                beta = v;
                self.pv_update(ply, mv);
            }
            if alpha >= beta {
                self.cut(pos, moves, i);
                self.release(moves);
                let (v, bound) = if player == Player::Max {
                    (node.alpha_beta().1, Bound::Lower)
                } else {
                    (node.alpha_beta().0, Bound::Upper)
                };
                self.leave(v, bound);
                return Ok(v);
            }
        }
        self.release(moves);
        let v = if player == Player::Max { alpha } else { beta };
        self.leave(v, node.bound(v));
        Ok(v)
    }

    /// A chance node's move loop (Star1), after Star2's probing phase when asked; leaves
    /// the node and returns its value or the bound of its window it failed.
    fn star_chance(&mut self, node: &Node<'_, P>, moves: Moves, b: LeafBounds) -> Flow<Score> {
        let pos = node.pos;
        let (alpha, beta) = node.alpha_beta();
        let probs: Vec<Probability> = (moves.start..moves.end)
            .map(|i| pos.probability(self.move_at(i)).unwrap_or(ZERO))
            .collect();
        // The children's known bounds: L and U, narrowed by the probes.
        let mut lo = vec![b.low; moves.len()];
        let mut hi = vec![b.high; moves.len()];
        let children_max = pos.side_to_move() == self.max_side;
        if b.probing {
            let mut probed = Mean::zero();
            for i in 0..moves.len() {
                let mv = self.move_at(moves.start + i);
                let child = pos.play(mv);
                if !probe_worthy(&child) {
                    let v = if children_max { lo[i] } else { hi[i] };
                    probed = probed.plus(probs[i], i128::from(v));
                    continue;
                }
                let rest = weighted(&probs[i + 1..], if children_max { &lo } else { &hi }, i + 1);
                let (low, high) = if children_max {
                    let t = probed.threshold(beta, rest, probs[i], true);
                    (b.low, clamp(t, b.low, b.high))
                } else {
                    let t = probed.threshold(alpha, rest, probs[i], false);
                    (clamp(t, b.low, b.high), b.high)
                };
                let w = self.probe(node.child(mv, &child).with_window(low, high), b)?;
                if children_max {
                    lo[i] = w;
                } else {
                    hi[i] = w;
                }
                probed = probed.plus(probs[i], i128::from(w));
                let crossed = if children_max {
                    i128::from(w) >= i128::from(high) && high < b.high
                } else {
                    i128::from(w) <= i128::from(low) && low > b.low
                };
                if crossed {
                    let at = moves.start + i;
                    return Ok(self.chance_cut(pos, moves, at, children_max, alpha, beta));
                }
            }
        }
        let mut sum = Mean::zero();
        for i in 0..moves.len() {
            let mv = self.move_at(moves.start + i);
            let p = probs[i];
            let a = sum.threshold(alpha, weighted(&probs[i + 1..], &hi, i + 1), p, false);
            let z = sum.threshold(beta, weighted(&probs[i + 1..], &lo, i + 1), p, true);
            let child = pos.play(mv);
            let window = (clamp(a, b.low, b.high), clamp(z, b.low, b.high));
            let v = self.star(node.child(mv, &child).with_window(window.0, window.1), b)?;
            if i128::from(v) <= a {
                return Ok(self.chance_cut(pos, moves, moves.start + i, false, alpha, beta));
            }
            if i128::from(v) >= z {
                return Ok(self.chance_cut(pos, moves, moves.start + i, true, alpha, beta));
            }
            sum = sum.plus(p, i128::from(v));
        }
        let v = sum.value();
        self.leave(v, node.bound(v));
        Ok(v)
    }

    /// A chance node cut off after its child at `i` on the move stack: the rest pruned,
    /// the node left with β (a fail high, `high`) or α.
    fn chance_cut(
        &mut self,
        pos: &P,
        moves: Moves,
        i: usize,
        high: bool,
        alpha: Score,
        beta: Score,
    ) -> Score {
        self.cut(pos, moves, i);
        let (v, bound) = if high {
            (beta, Bound::Lower)
        } else {
            (alpha, Bound::Upper)
        };
        self.leave(v, bound);
        v
    }

    /// Star2's probe of a chance node's child: its first move only, searched with the
    /// node's window; a lower bound on a MAX node's value, an upper bound on a MIN
    /// node's. The other moves are recorded as pruned.
    fn probe(&mut self, node: Node<'_, P>, b: LeafBounds) -> Flow<Score> {
        let moves = match self.open_as(&node, Perspective::Max)? {
            Opened::Static(v) => return Ok(v),
            Opened::Moves(moves) => moves,
        };
        self.rec.mark(Mark::Probing);
        let (pos, ply) = (node.pos, node.ply);
        let (alpha, beta) = node.alpha_beta();
        let mv = self.move_at(moves.start);
        let child = pos.play(mv);
        let v = self.star(node.child(mv, &child).with_window(alpha, beta), b)?;
        self.pv_update(ply, mv);
        self.cut(pos, moves, moves.start);
        let bound = match (moves.len(), self.player(pos)) {
            (1, _) => node.bound(v),
            (_, Player::Max) => Bound::Lower,
            _ => Bound::Upper,
        };
        self.release(moves);
        self.leave(v, bound);
        Ok(v)
    }
}

/// A zero probability (never used: every move of a chance node has one).
const ZERO: Probability = Probability {
    num: 0,
    den: 1,
    decimals: None,
};

/// Whether Star2 probes a chance node's child: a MAX or MIN node with moves (not a leaf,
/// a finished game or another chance node).
fn probe_worthy<P: Position>(pos: &P) -> bool {
    if pos.is_chance() || pos.outcome().is_some() {
        return false;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    !moves.is_empty()
}

/// `Σ probs[k] · values[from + k]`.
fn weighted(probs: &[Probability], values: &[Score], from: usize) -> Mean {
    probs
        .iter()
        .zip(&values[from..])
        .fold(Mean::zero(), |m, (&p, &v)| m.plus(p, i128::from(v)))
}

/// `t` clamped into `[low, high]`.
fn clamp(t: i128, low: Score, high: Score) -> Score {
    t.clamp(i128::from(low), i128::from(high)) as Score
}
