//! `gametree solve` as a job on a loaded game ([`crate::games::Loaded::run`]).

use super::{solve, solve_scored, summary, Progress, Solution, SolveLimits, Summary};
use crate::game::{Evaluator, Position, WinScore};
use crate::games::{GameJob, Loaded, Setup};
use crate::params::{Message, Naming};
use crate::Error;

impl SolveLimits {
    /// The time limit of `seconds` (`None` or 0: no limit).
    ///
    /// # Errors
    /// A [`Message`] unless the seconds are 0 or positive, finite and representable.
    pub fn time_limit(seconds: Option<f64>) -> Result<Option<std::time::Duration>, Message> {
        match seconds.map(|t| (t, std::time::Duration::try_from_secs_f64(t))) {
            None | Some((0.0, _)) => Ok(None),
            Some((t, Ok(d))) if t > 0.0 && t.is_finite() => Ok(Some(d)),
            Some(_) => Err(crate::tr_message!(
                "errors-cmd-solve-time-limit",
                [TimeLimit]
            )),
        }
    }
}

/// Solves the loaded position with `limits`, reporting progress to `progress`
/// ([`solve`]'s). Returns the solution and
/// its one-line summary ([`summary`]).
pub struct SolveJob<'a> {
    /// The solver's limits.
    pub limits: SolveLimits,
    /// Called every so many nodes.
    pub progress: &'a mut dyn FnMut(Progress),
    /// How the summary names the limits that stopped the solver.
    pub naming: Naming,
}

impl SolveJob<'_> {
    /// Solves `loaded` with `setup`'s evaluation and node limit: by the game's own
    /// solver where it has one ([`super::connect4`] for Connect Four), by the prover
    /// with the rules' hints for games with a score ([`solve_scored`]: Kalah), else by
    /// the generic prover ([`solve`]).
    ///
    /// # Errors
    /// [`Error::Usage`] for an explicit tree (it has no finished games: its value is
    /// what a search computes); otherwise [`solve`]'s.
    pub fn solve(self, loaded: &Loaded, setup: &Setup) -> Result<(Solution, Summary), Error> {
        if loaded.is_explicit() {
            return Err(Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr!("errors-cmd-solve-explicit").into(),
            ));
        }
        // The one table of the games with a solver of their own, or with hints for the
        // prover (`game::Scored`); every other game is solved by the generic prover,
        // without hints. Each solver answers the same `Oracle` questions for the main
        // line and the strategy tree.
        match loaded {
            Loaded::ConnectFour(root) => {
                let (eval, win) = loaded.run(setup, Chosen)?;
                let sol = super::connect4::solve(root, eval, win, self.limits, self.progress)?;
                let line = summary(&sol, root, &self.naming);
                Ok((sol, line))
            }
            Loaded::Kalah(root) => {
                let (eval, win) = loaded.run(setup, Chosen)?;
                let sol = solve_scored(root, eval, win, self.limits, self.progress)?;
                let line = summary(&sol, root, &self.naming);
                Ok((sol, line))
            }
            _ => loaded.run(setup, Generic(self)),
        }
    }
}

/// The generic prover ([`solve`]) as a job on a loaded game.
struct Generic<'a>(SolveJob<'a>);

impl GameJob for Generic<'_> {
    type Output = (Solution, Summary);

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Self::Output, Error> {
        let job = self.0;
        let sol = solve(root, eval, win, job.limits, job.progress)?;
        let line = summary(&sol, root, &job.naming);
        Ok((sol, line))
    }
}

/// The evaluation's name and the win scoring that [`Loaded::run`] chose and checked
/// (as for every game), for a game's own solver.
struct Chosen;

impl GameJob for Chosen {
    type Output = (&'static str, WinScore);

    fn run<P: Position, E: Evaluator<P>>(
        self,
        _root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Self::Output, Error> {
        Ok((eval.name(), win))
    }
}
