//! Negamax without pruning (`--algorithm negamax`): Kühr 2011, Alg. 2.2, with the root of
//! Alg. 2.3; the negamax form of minimax as in Knuth & Moore 1975. Values are from the
//! side to move's view.

use super::node::{Flow, Moves, Node, Opened, Search};
use super::trace::Recorder;
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
    #[inline(always)]
    pub(super) fn negamax(&mut self, node: Node<'_, P>) -> Flow<Score> {
        match self.open(&node)? {
            Opened::Static(v) => Ok(v),
            Opened::Moves(moves) => self.negamax_moves(&node, moves),
        }
    }

    /// [`Search::negamax`]'s move loop at an opened node.
    fn negamax_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<Score> {
        let (pos, ply) = (node.pos, node.ply);
        let mut best: Option<Score> = moves.stand;
        for i in moves.start..moves.end {
            let mv = self.move_at(i);
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
        Ok(self.close_exact(moves, best))
    }
}
