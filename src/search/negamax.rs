//! Negamax without pruning.

use super::node::{Expand, Search};
use super::trace::{Bound, Leave, NodeKind, Recorder};
use super::Stop;
use crate::game::Evaluator;
use crate::game::{Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Negamax (Kühr 2011, Alg. 2.2): returns the value of `pos` from the view of its side
    /// to move, `max over children of −negamax(child)`, then a win/loss score moved one
    /// unit towards zero. A child where the same side is to move again (a Kalah extra
    /// turn) is already from that side's view and is taken without negation. At the root this is Alg. 2.3: the first child with a strictly
    /// greater value is the best move.
    pub(super) fn negamax(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        depth: Option<u32>,
        ply: u32,
    ) -> Result<Score, Stop> {
        let player = self.player(pos);
        self.enter(parent, pos, ply, player, None)?;
        let moves = match self.expand(pos, depth, ply) {
            Expand::Static(v, kind) => {
                self.rec.leave(Leave {
                    value: v,
                    bound: Bound::Exact,
                    kind,
                });
                return Ok(v);
            }
            Expand::Moves(m) => m,
        };
        let mut best: Option<Score> = self.stand.take();
        for &mv in &moves {
            let child = pos.play(mv);
            let v = self.negamax(
                Some((pos, mv)),
                &child,
                depth.map(|d| d.saturating_sub(1)),
                ply + 1,
            )?;
            // Negated when the turn passes; kept when the same side moves again (Kalah).
            let v = if child.side_to_move() == pos.side_to_move() {
                v
            } else {
                -v
            };
            if best.is_none_or(|b| v > b) {
                best = Some(v);
                self.pv_update(ply, mv);
            }
        }
        self.done_with(ply, moves);
        let v = self.win.nearer(best.unwrap_or(0));
        self.rec.leave(Leave {
            value: v,
            bound: Bound::Exact,
            kind: NodeKind::Interior,
        });
        Ok(v)
    }
}
