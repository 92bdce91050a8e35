//! Static evaluation functions, selectable by name with `--eval`.
//!
//! An [`Evaluator`] scores a non-terminal position from the view of the side to move
//! (Kühr 2011, ch. 2.3): positive is good for the side to move, the score of a position
//! for one side is the negation of its score for the other, and every value lies inside
//! `[-threshold, threshold]` of the game's [`crate::game::WinScore`], so it can never be
//! mistaken for a win or a loss.

pub mod draughts;
pub mod kalah;

pub use draughts::DraughtsEval;
pub use kalah::StoreDifference;

use crate::game::{Player, Position, Score, Side};
use crate::games::tictactoe::{TicTacToe, LINES};
use crate::games::tree::TreeNode;

/// A static evaluation of positions of type `P`.
pub trait Evaluator<P: Position> {
    /// The evaluation's name as given to `--eval`.
    fn name(&self) -> &'static str;
    /// The score of `pos` from the side to move's view, in evaluation units.
    fn evaluate(&self, pos: &P) -> Score;
    /// The largest absolute value [`Evaluator::evaluate`] can return.
    fn bound(&self) -> Score;
}

/// Explicit trees: the leaf's number, which the file gives from MAX's view, converted
/// to the side to move's view. (Inner nodes are never evaluated: trees are searched to
/// their leaves.)
#[derive(Copy, Clone, Debug, Default)]
pub struct LeafValue;

impl<'t> Evaluator<TreeNode<'t>> for LeafValue {
    fn name(&self) -> &'static str {
        "leaf-value"
    }

    fn evaluate(&self, pos: &TreeNode<'t>) -> Score {
        let v = pos.leaf_value().unwrap_or(0);
        let player = if pos.side_to_move() == Side::First {
            Player::Max
        } else {
            Player::Min
        };
        player.to_max_view(v)
    }

    fn bound(&self) -> Score {
        crate::game::SCORE_LIMIT
    }
}

/// Tic-tac-toe `open-lines` (the slides' "open lines" evaluation): the number of lines
/// (rows, columns, diagonals) with no opponent mark, minus the number of lines with no
/// mark of the side to move. Range −8…8; 0 on the empty board.
#[derive(Copy, Clone, Debug, Default)]
pub struct OpenLines;

impl Evaluator<TicTacToe> for OpenLines {
    fn name(&self) -> &'static str {
        "open-lines"
    }

    fn evaluate(&self, pos: &TicTacToe) -> Score {
        let (mine, theirs) = pos.mine_and_theirs();
        let open_for = |blocker: u16| LINES.iter().filter(|&&l| l & blocker == 0).count() as Score;
        open_for(theirs) - open_for(mine)
    }

    fn bound(&self) -> Score {
        8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::file::PositionFile;

    #[test]
    fn open_lines_counts_lines_free_of_the_opponent() {
        assert_eq!(OpenLines.evaluate(&TicTacToe::empty()), 0);
        // x in the centre, o to move: x has 8 open lines, o has 4 (those avoiding b2).
        let mut f =
            PositionFile::parse("game: tictactoe\nboard:\n . . .\n . x .\n . . .\n").unwrap();
        f.take("game");
        let p = TicTacToe::from_file(f).unwrap();
        assert_eq!(OpenLines.evaluate(&p), 4 - 8);
    }
}
