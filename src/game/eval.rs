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

    /// The moves that keep `pos` from being *quiet* — captures in draughts, captures
    /// and extra turns in Kalah — appended to `out` in generation order, which
    /// quiescence search (`--quiescence`) follows beyond the depth limit. Returns
    /// `true` when they are the only legal moves (a compulsory capture), so the side to
    /// move cannot decline them ("stand pat"). An engine's decision rather than a rule,
    /// so the evaluation gives it, as minimax-rs's `Evaluator::generate_noisy_moves`
    /// does. Default: no noisy moves, every position is quiet.
    fn noisy_moves(&self, _pos: &P, _out: &mut Vec<P::Move>) -> bool {
        false
    }

    /// Whether `mv`, a legal move of `pos`, is *tactical*: a move that changes the
    /// material (chess: a capture or a promotion), which move ordering keeps ahead of
    /// the killer and history moves — those heuristics order the quiet moves
    /// (Schaeffer 1989). Default: no move is.
    fn is_tactical(&self, _pos: &P, _mv: P::Move) -> bool {
        false
    }
}
