//! The jobs a loaded game runs: a command's work, generic over the position and
//! evaluation types, which the game registry ([`crate::games::Loaded`]) hands the root
//! position and the chosen evaluation with their concrete types, so that every command
//! is compiled for every game. They live here, below the registry, so that the layers
//! above the rules (`record`, `solve`, …) can be jobs without depending on the games.

use super::{Evaluator, Position, WinScore};
use crate::error::Error;

/// Something to run on a game's root position with one of its evaluations.
pub trait Job {
    /// What the job returns.
    type Output;
    /// Runs on `root`, valuing positions with `eval`.
    fn run<P: Position, E: Evaluator<P>>(self, root: &P, eval: &E) -> Self::Output;
}

/// A command's work on a loaded position, given the evaluation and win scoring the
/// user's [`crate::games::Setup`] chose (see [`crate::games::Loaded::run`]).
pub trait GameJob {
    /// What the job returns.
    type Output;
    /// Runs on `root` with `eval` and the win scoring `win`.
    ///
    /// # Errors
    /// Whatever the command reports.
    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Self::Output, Error>;
}
