//! Minimax without pruning in the MAX/MIN form (`--algorithm minimax`): AIMA's
//! MAX-VALUE / MIN-VALUE (Russell & Norvig), after von Neumann 1928, with Kühr's
//! win-distance scoring (Kühr 2011, Alg. 2.2). Values are from MAX's view at every node.

use super::node::{Flow, Moves, Node, Opened, Search};
use super::trace::{Perspective, Recorder};
use crate::game::Evaluator;
use crate::game::{Player, Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Minimax in the MAX/MIN form (AIMA's MAX-VALUE / MIN-VALUE, the slides' MINIMAX-VALUE):
    /// returns the value of `node` from MAX's view. MAX nodes take the largest child
    /// value, MIN nodes the smallest; the first best child (left to right) is the PV
    /// move. Win scores move one unit towards zero per ply (Kühr 2011, Alg. 2.2).
    #[inline(always)]
    pub(super) fn minimax(&mut self, node: Node<'_, P>) -> Flow<Score> {
        match self.open_as(&node, Perspective::Max)? {
            Opened::Static(v) => Ok(v),
            Opened::Moves(moves) => self.minimax_moves(&node, moves),
        }
    }

    /// [`Search::minimax`]'s move loop at an opened node.
    fn minimax_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<Score> {
        let (pos, ply) = (node.pos, node.ply);
        // MIN's values are compared negated, so that one comparison serves both: the
        // best so far is the largest `sign · v`. (Minimax never sees a chance node: they
        // are refused, check_chance.) Every value, ±∞ too, is above `i32::MIN`, so the
        // first child is always taken.
        let sign = if self.player(pos) == Player::Min {
            -1
        } else {
            1
        };
        let mut best = moves.stand.unwrap_or(Score::MIN);
        for i in moves.start..moves.end {
            let mv = self.move_at(i);
            let child = pos.play(mv);
            let v = sign * self.minimax(node.child(mv, &child))?;
            if v > best {
                best = v;
                self.pv_update(ply, mv);
            }
        }
        Ok(self.close_exact(moves, Some(sign * best)))
    }
}
