//! Negamax without pruning (`--algorithm negamax`): Kühr 2011, Alg. 2.2, with the root of
//! Alg. 2.3; the negamax form of minimax as in Knuth & Moore 1975. Values are from the
//! side to move's view.

use super::node::{Node, Opened, Search};
use super::trace::Recorder;
use super::Stop;
use crate::game::Evaluator;
use crate::game::{Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Negamax (Kühr 2011, Alg. 2.2): returns the value of `node` from the view of its
    /// side to move, `max over children of −negamax(child)`, then a win/loss score moved
    /// one unit towards zero. A child where the same side is to move again (a Kalah extra
    /// turn) is already from that side's view and is taken without negation. At the root
    /// this is Alg. 2.3: the first child with a strictly greater value is the best move.
    pub(super) fn negamax(&mut self, node: Node<'_, P>) -> Result<Score, Stop> {
        let (moves, stand) = match self.open(&node)? {
            Opened::Static(v) => return Ok(v),
            Opened::Moves(moves, stand) => (moves, stand),
        };
        let (pos, ply) = (node.pos, node.ply);
        let mut best: Option<Score> = stand;
        for &mv in &moves {
            let child = pos.play(mv);
            let v = self.negamax(node.child(mv, &child))?;
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
        Ok(self.close_exact(ply, moves, best))
    }
}
