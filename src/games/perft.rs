//! `gametree perft` as a job on a loaded game ([`crate::games::Loaded::run`]): the
//! count ([`crate::game::perft`]) with the root moves in notation.

use crate::game::perft::divide;
use crate::game::{Evaluator, Position, WinScore, MAX_PLY};
use crate::games::GameJob;
use crate::Error;
use std::time::Duration;
use web_time::Instant;

/// Counts the move sequences of exactly `depth` plies (at most [`MAX_PLY`]: a deeper `depth` is an
/// [`Error::Usage`]), reporting `(subtrees done, subtrees)` to
/// `progress`. A count cancelled from another thread ([`crate::cancel`]) is
/// [`crate::search::Stop::Cancelled`].
pub struct PerftJob<'a> {
    /// The depth in plies.
    pub depth: u32,
    /// Count a game finished before `depth` as 1 ([`crate::game::perft::perft_counting_finished`])
    /// instead of 0 (the standard definition).
    pub count_finished: bool,
    /// Called after each root move's subtree.
    pub progress: &'a mut dyn FnMut(u64, u64),
}

/// What [`PerftJob`] counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftReport {
    /// The game's name.
    pub game: &'static str,
    /// The depth in plies.
    pub depth: u32,
    /// `MOVE: COUNT` per root move, in generation order (empty at depth 0).
    pub division: Vec<String>,
    /// The count in all.
    pub total: u64,
    /// Wall-clock time of the count.
    pub elapsed: Duration,
}

impl GameJob for PerftJob<'_> {
    type Output = PerftReport;

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        _: &E,
        _: WinScore,
    ) -> Result<PerftReport, Error> {
        if self.depth > MAX_PLY {
            return Err(Error::with_kind(
                crate::ErrorKind::BadOption,
                crate::message!(
                    [Depth = self.depth],
                    (format!(" is deeper than perft goes (at most {MAX_PLY} plies)"))
                ),
            ));
        }
        let start = Instant::now();
        let (division, total) = if self.depth == 0 {
            (Vec::new(), 1)
        } else {
            let d = divide(root, self.depth, self.count_finished, self.progress);
            if crate::cancel::requested() {
                return Err(crate::search::Stop::Cancelled.into());
            }
            let lines = d
                .moves
                .iter()
                .map(|&(m, n)| format!("{}: {n}", root.move_text(m)))
                .collect();
            (lines, d.total)
        };
        Ok(PerftReport {
            game: root.game_name(),
            depth: self.depth,
            division,
            total,
            elapsed: start.elapsed(),
        })
    }
}
