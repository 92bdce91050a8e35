//! Minimax without pruning in the MAX/MIN form (`--algorithm minimax`): AIMA's
//! MAX-VALUE / MIN-VALUE (Russell & Norvig), after von Neumann 1928, with Kühr's
//! win-distance scoring (Kühr 2011, Alg. 2.2). Values are from MAX's view at every node.

use super::node::{Node, Opened, Search};
use super::trace::{Perspective, Recorder};
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
    /// returns the value of `node` from MAX's view. MAX nodes take the largest child
    /// value, MIN nodes the smallest; the first best child (left to right) is the PV
    /// move. Win scores move one unit towards zero per ply (Kühr 2011, Alg. 2.2).
    pub(super) fn minimax(&mut self, node: Node<'_, P>) -> Result<Score, Stop> {
        let (moves, stand) = match self.open_as(&node, Perspective::Max)? {
            Opened::Static(v) => return Ok(v),
            Opened::Moves(moves, stand) => (moves, stand),
        };
        let (pos, ply) = (node.pos, node.ply);
        let player = self.player(pos);
        let mut best: Option<Score> = stand.map(|s| player.to_max_view(s));
        for &mv in &moves {
            let child = pos.play(mv);
            let v = self.minimax(node.child(mv, &child))?;
            let better = match (best, player) {
                (None, _) => true,
                (Some(b), Player::Max) => v > b,
                (Some(b), Player::Min) => v < b,
                // Minimax never sees a chance node (they are refused: check_chance).
                (Some(_), Player::Chance) => false,
            };
            if better {
                best = Some(v);
                self.pv_update(ply, mv);
            }
        }
        Ok(self.close_exact(ply, moves, best))
    }
}
