//! Principal variation search (NegaScout), in negamax form with Kühr's scoring.

use super::node::{child_window, from_child, Expand, Search};
use super::trace::{Bound, Leave, Mark, NodeKind, Recorder};
use super::Stop;
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};

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
    /// the second marked [`Mark::Research`]. A static child (leaf, finished game) gives
    /// its exact value to the scout and is never re-searched. The re-search uses the
    /// window `[α, β]` (PVS) rather than NegaScout's `[v, β]`, so that its value is exact
    /// and its principal variation complete. Extra turns keep the sign and the window's
    /// orientation (see [`super::child_window`]). Returns the value and whether the node
    /// was static.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn pvs(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        depth: Option<u32>,
        ply: u32,
        alpha0: Score,
        beta: Score,
        research: bool,
    ) -> Result<(Score, bool), Stop> {
        let player = self.player(pos);
        self.enter(parent, pos, ply, player, Some((alpha0, beta)))?;
        if research {
            self.rec.mark(Mark::Research);
        }
        let mut moves = match self.expand(pos, depth, ply) {
            Expand::Static(v, kind) => {
                self.rec.leave(Leave {
                    value: v,
                    bound: Bound::Exact,
                    kind,
                });
                return Ok((v, true));
            }
            Expand::Moves(m) => m,
        };
        let stand = self.stand.take();
        self.order_moves(pos, &mut moves, depth, ply);
        let win = self.win;
        let child_depth = depth.map(|d| d.saturating_sub(1));
        let mut alpha = alpha0;
        // Quiescence: stand pat on the evaluation, unless the noisy moves are forced.
        let mut best = stand.unwrap_or(-INF);
        let mut best_move = None;
        let skip = best >= beta;
        if skip {
            self.cut_all(pos, &moves);
        }
        alpha = alpha.max(best);
        for (i, &mv) in moves.iter().enumerate() {
            if skip {
                break;
            }
            let child = pos.play(mv);
            let same = child.side_to_move() == pos.side_to_move();
            let v = if i == 0 {
                let (ca, cb) = child_window(win, same, alpha, beta);
                let (c, _) =
                    self.pvs(Some((pos, mv)), &child, child_depth, ply + 1, ca, cb, false)?;
                from_child(win, same, c)
            } else {
                let (ca, cb) = child_window(win, same, alpha, alpha.saturating_add(1));
                let (c, exact) =
                    self.pvs(Some((pos, mv)), &child, child_depth, ply + 1, ca, cb, false)?;
                let v = from_child(win, same, c);
                if v > alpha && v < beta && !exact {
                    self.stats.researches += 1;
                    let (ca, cb) = child_window(win, same, alpha, beta);
                    let (c, _) =
                        self.pvs(Some((pos, mv)), &child, child_depth, ply + 1, ca, cb, true)?;
                    // The scout proved v is a lower bound, so the re-search cannot
                    // honestly return less; max keeps that knowledge.
                    from_child(win, same, c).max(v)
                } else {
                    v
                }
            };
            if v > best {
                best = v;
                best_move = Some(mv);
            }
            if v > alpha {
                alpha = v;
                self.pv_update(ply, mv);
                if v >= beta {
                    self.note_fail_high(mv, depth, ply);
                    if i + 1 < moves.len() {
                        self.cut(pos, &moves, i);
                    }
                    break;
                }
            }
        }
        self.done_with(ply, moves);
        self.remember_move(pos, depth, best_move);
        let bound = if best >= beta {
            Bound::Lower
        } else if best <= alpha0 {
            Bound::Upper
        } else {
            Bound::Exact
        };
        self.rec.leave(Leave {
            value: best,
            bound,
            kind: NodeKind::Interior,
        });
        Ok((best, false))
    }
}
