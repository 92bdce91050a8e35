//! The static evaluations under their old paths. Each game's evaluations live in its
//! module (`crate::games::<game>`) and the [`Evaluator`] interface in [`crate::game`];
//! this module only re-exports them, so code written against `gametree::eval` keeps
//! working.

pub use crate::game::Evaluator;
pub use crate::games::draughts::DraughtsEval;
pub use crate::games::kalah::StoreDifference;
pub use crate::games::tictactoe::OpenLines;
pub use crate::games::tree::LeafValue;
