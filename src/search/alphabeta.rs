//! Alpha-beta in negamax form (`--algorithm alphabeta`, `alphabeta-soft`): Kühr 2011,
//! Alg. 3.2 (`alfabeta`) with the root of Alg. 3.3 (`nej_tah`); the analysis of Knuth &
//! Moore 1975. Fail-hard as in Kühr's text, or fail-soft (Fishburn 1983). Values are
//! from the side to move's view.

use super::node::{Flow, Moves, Node, Opened, Search};
use super::trace::{Bound, Recorder};
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Alpha-beta, Kühr 2011, Alg. 3.2 (`alfabeta`), values from the side to move's view:
    ///
    /// ```text
    /// for each move: v = bliz(−alfabeta(child, d−1, dal(−β), dal(−α)))
    ///                if v > α: α = v; if v ≥ β: cut off
    /// ```
    ///
    /// The cut rule ([`AlphaBetaRules::cut`](super::node::AlphaBetaRules::cut)) says when a value ends the move loop:
    /// [`CutRule::Ge`](super::CutRule::Ge) at `v ≥ β` (Kühr's text and every textbook), [`CutRule::Gt`](super::CutRule::Gt) only
    /// at `v > β`, so that a tie `v = β` searches the remaining moves (with the empty
    /// window `[β, β]`).
    ///
    /// Fail-hard (Kühr's text) returns β at a cut-off and α otherwise, so the value
    /// stays inside `[α, β]`. Fail-soft ([`AlphaBetaRules::soft`](super::node::AlphaBetaRules::soft)) returns the best
    /// value found, which may lie outside the window and is then a tighter bound.
    ///
    /// At the root (ply 0) the children are searched with the window
    /// `⟨−MAX, dal(−α)⟩` of Kühr's Alg. 3.3 (`nej_tah`), and the first child with a
    /// strictly greater value is the best move.
    ///
    /// A child where the same side is to move again (a Kalah extra turn) is searched
    /// with the window `⟨dal(α), dal(β)⟩` (at the root `⟨dal(α), MAX⟩`) and its value
    /// is taken without negation, so MAX and MIN need not alternate.
    pub(super) fn alphabeta(&mut self, node: Node<'_, P>) -> Flow<Score> {
        Ok(self.alphabeta_bounded(node)?.0)
    }

    /// [`Search::alphabeta`] with what its value proves (the bound it records).
    ///
    /// A value is classified against the window on entry (`≥ β` a lower bound, `≤ α`
    /// an upper one), but for a tie: under [`CutRule::Gt`](super::CutRule::Gt) a window may close to
    /// `[x, x]` without a cut-off, and a child searched with it returns `x` whether it
    /// failed high or low. So the children's own bounds decide: a node whose value is
    /// only at most α by the window is at least α if a child proved that much (it failed
    /// low in its own view at α).
    #[inline(always)]
    fn alphabeta_bounded(&mut self, node: Node<'_, P>) -> Flow<(Score, Bound)> {
        match self.open(&node)? {
            Opened::Static(v) => Ok((v, Bound::Exact)),
            Opened::Moves(moves) => self.alphabeta_moves(&node, moves),
        }
    }

    /// [`Search::alphabeta_bounded`]'s move loop at an opened node.
    fn alphabeta_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<(Score, Bound)> {
        let (mut alpha, beta) = node.alpha_beta();
        let (pos, ply) = (node.pos, node.ply);
        self.order(node, moves);
        let mut best = -INF;
        let mut raised = false;
        let mut failed_high = false;
        let mut won = false;
        // Quiescence: the evaluation is a lower bound the side to move can take instead
        // of any noisy move ("stand pat").
        let mut skip = false;
        // Whether a child proved a lower bound for this node (failed low at α).
        let mut proved_lower = false;
        if let Some(s) = moves.stand {
            best = s;
            if s >= beta {
                failed_high = true;
                skip = true;
                self.cut_all(pos, moves);
            } else if s > alpha {
                alpha = s;
                raised = true;
            }
        }
        // At the root nothing beats a win in one ply (`bliz(MAX)`): once found, the
        // remaining moves are pruned. Kühr's `nej_tah` would search them with the empty
        // window ⟨−MAX, dal(−bliz(MAX))⟩ = ⟨−MAX, −MAX⟩, where no bound is sound.
        let ceiling = (ply == 0 && self.win.is_active()).then(|| self.win.nearer(self.win.max));
        for i in moves.start..moves.end {
            if skip {
                break;
            }
            let mv = self.move_at(i);
            let child = pos.play(mv);
            // When the same side moves again (a Kalah extra turn) the child's value is
            // already from this node's view: its window is ⟨dal(α), dal(β)⟩ and its
            // value is taken without negation.
            let same_side = child.side_to_move() == pos.side_to_move();
            let (child_alpha, child_beta) = match (same_side, ply == 0) {
                (false, true) => (-self.win.max, self.win.farther(-alpha)),
                (false, false) => (self.win.farther(-beta), self.win.farther(-alpha)),
                (true, true) => (self.win.farther(alpha), self.win.max),
                (true, false) => (self.win.farther(alpha), self.win.farther(beta)),
            };
            let (v, b) = self
                .alphabeta_bounded(node.child(mv, &child).with_window(child_alpha, child_beta))?;
            let (v, b) = if same_side { (v, b) } else { (-v, b.negated()) };
            let v = self.win.nearer(v);
            proved_lower |= b == Bound::Lower;
            best = best.max(v);
            if v > alpha {
                alpha = v;
                raised = true;
                self.pv_update(ply, mv);
                failed_high = v >= beta;
                won = ceiling.is_some_and(|c| v >= c);
                if failed_high && self.ordering.learns() {
                    let tactical = self.eval.is_tactical(pos, mv);
                    self.ordering.fail_high(mv, tactical, node.depth, ply);
                }
                if self.rules.cut.cuts(v, beta) || won {
                    self.cut(pos, moves, i);
                    break;
                }
            }
        }
        self.release(moves);
        if raised {
            let best_move = self.pv.first(ply as usize);
            self.remember_move(node, best_move);
        }
        // The bound follows from how the move loop ended: a fail high proves a lower
        // bound, no raise of α an upper bound (fail low), anything else is exact.
        let soft = self.rules.soft;
        let (value, bound) = if won {
            (alpha, Bound::Exact)
        } else if failed_high {
            (if soft { best } else { beta }, Bound::Lower)
        } else if !raised && proved_lower {
            // A tie under the gt rule: a child proved the node worth at least α.
            (if soft { best } else { alpha }, Bound::Lower)
        } else if !raised {
            (if soft { best } else { alpha }, Bound::Upper)
        } else {
            (if soft { best } else { alpha }, Bound::Exact)
        };
        self.leave(value, bound);
        Ok((value, bound))
    }
}
