//! The static-evaluation interface. Each game's evaluations live in its own module
//! (`crate::games::<game>`), selectable by name with `--eval`.

use super::{Position, Score};

/// A static evaluation of positions of type `P` (Kühr 2011, ch. 2.3).
///
/// Scores are from the view of the side to move: positive is good for the side to move,
/// the score of a position for one side is the negation of its score for the other, and
/// every value lies inside `[-threshold, threshold]` of the game's
/// [`super::WinScore`], so it can never be mistaken for a win or a loss.
pub trait Evaluator<P: Position> {
    /// The evaluation's name as given to `--eval`.
    fn name(&self) -> &'static str;
    /// The score of `pos` from the side to move's view, in evaluation units.
    fn evaluate(&self, pos: &P) -> Score;
    /// The largest absolute value [`Evaluator::evaluate`] can return.
    fn bound(&self) -> Score;
    /// The evaluation's values are in units of `1 / scale` of the game's unit: 1 but
    /// for explicit trees with chance nodes, whose leaves are multiplied by the least
    /// common denominator of every expectation the tree can have, so that expectimax
    /// values stay exact integers ([`crate::games::tree`]). Renderers divide by it.
    fn scale(&self) -> Score {
        1
    }
}
