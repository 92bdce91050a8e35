//! Minimax without pruning in the MAX/MIN form.

use super::node::{Expand, Search};
use super::trace::{Bound, Leave, NodeKind, Recorder};
use super::Stop;
use crate::game::Evaluator;
use crate::game::{Player, Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Minimax in the MAX/MIN form (AIMA's MAX-VALUE / MIN-VALUE, the slides' MINIMAX-VALUE):
    /// returns the value of `pos` from MAX's view. MAX nodes take the largest child
    /// value, MIN nodes the smallest; the first best child (left to right) is the PV
    /// move. Win scores move one unit towards zero per ply (Kühr 2011, Alg. 2.2).
    pub(super) fn minimax(
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
                let v = player.to_max_view(v);
                self.rec.leave(Leave {
                    value: v,
                    bound: Bound::Exact,
                    kind,
                });
                return Ok(v);
            }
            Expand::Moves(m) => m,
        };
        let mut best: Option<Score> = self.stand.take().map(|s| player.to_max_view(s));
        for &mv in &moves {
            let child = pos.play(mv);
            let v = self.minimax(
                Some((pos, mv)),
                &child,
                depth.map(|d| d.saturating_sub(1)),
                ply + 1,
            )?;
            let better = match (best, player) {
                (None, _) => true,
                (Some(b), Player::Max) => v > b,
                (Some(b), Player::Min) => v < b,
            };
            if better {
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
