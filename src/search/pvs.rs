//! Principal variation search / NegaScout (`--algorithm pvs`): Reinefeld 1983
//! (NegaScout) and Marsland & Campbell 1982 (PVS), fail-soft, in negamax form with
//! Kühr's win-distance scoring (Kühr 2011). Values are from the side to move's view.

use super::node::{child_window, from_child, Flow, Moves, Node, Opened, Search};
use super::trace::Recorder;
use crate::game::Evaluator;
use crate::game::{Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Principal variation search / NegaScout (Reinefeld 1983; Marsland's PVS), fail-soft,
    /// values from the side to move's view:
    ///
    /// ```text
    /// pvs(p, d, α, β):
    ///   finished → ±MAX or 0;  d = 0 or leaf → evaluation
    ///   best = −∞
    ///   for each move, i = 0, 1, …:
    ///     if i = 0: v = bliz(−pvs(child, d−1, dal(−β), dal(−α)))          full window
    ///     else:     v = bliz(−pvs(child, d−1, dal(−α−1), dal(−α)))        scout [α, α+1]
    ///               if α < v < β and the child was searched (not static):
    ///                  v = bliz(−pvs(child, d−1, dal(−β), dal(−α)))        re-search
    ///     best = max(best, v); if v > α: α = v; if α ≥ β: cut off
    ///   return best
    /// ```
    ///
    /// The scout and the re-search are recorded as two sibling nodes for the same move,
    /// the second marked [`Mark::Research`](super::trace::Mark::Research). A static child (leaf, finished game) gives
    /// its exact value to the scout and is never re-searched. The re-search uses the
    /// window `[α, β]` (PVS) rather than NegaScout's `[v, β]`, so that its value is exact
    /// and its principal variation complete. Extra turns keep the sign and the window's
    /// orientation (see [`child_window`]). Returns the value and whether the node
    /// was static.
    #[inline(always)]
    pub(super) fn pvs(&mut self, node: Node<'_, P>) -> Flow<(Score, bool)> {
        match self.open(&node)? {
            Opened::Static(v) => Ok((v, true)),
            Opened::Moves(moves) => Ok((self.pvs_moves(&node, moves)?, false)),
        }
    }

    /// [`Search::pvs`]'s move loop at an opened node.
    fn pvs_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<Score> {
        let (alpha0, beta) = node.alpha_beta();
        let pos = node.pos;
        self.order(node, moves);
        let win = self.win;
        let mut soft = self.fail_soft(pos, moves, alpha0, beta);
        for i in soft.to_search(moves) {
            let alpha = soft.alpha;
            let mv = self.move_at(i);
            let child = pos.play(mv);
            let same = child.side_to_move() == pos.side_to_move();
            let v = if i == moves.start {
                let (ca, cb) = child_window(win, same, alpha, beta);
                let (c, _) = self.pvs(node.child(mv, &child).with_window(ca, cb))?;
                from_child(win, same, c)
            } else {
                let (ca, cb) = child_window(win, same, alpha, alpha.saturating_add(1));
                let (c, exact) = self.pvs(node.child(mv, &child).with_window(ca, cb))?;
                let v = from_child(win, same, c);
                if v > alpha && v < beta && !exact {
                    self.stats.researches += 1;
                    let (ca, cb) = child_window(win, same, alpha, beta);
                    let research = node.child(mv, &child).with_window(ca, cb).re_search();
                    let (c, _) = self.pvs(research)?;
                    // The scout proved v is a lower bound, so the re-search cannot
                    // honestly return less; max keeps that knowledge.
                    from_child(win, same, c).max(v)
                } else {
                    v
                }
            };
            if self.take_soft(node, moves, i, v, &mut soft) {
                break;
            }
        }
        let best = soft.best;
        self.release(moves);
        self.remember_move(node, soft.best_move);
        self.leave(best, node.bound(best));
        Ok(best)
    }
}
