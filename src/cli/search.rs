//! `gametree search`.

use super::args::{GameArgs, OutputArgs, TuningArgs};
use crate::game::{Evaluator, Position, Score, WinScore};
use crate::games::GameJob;
use crate::render::Format;
use crate::search::{Algorithm, Options};
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Search a position and print the recorded tree.
#[derive(Args, Debug)]
pub struct SearchArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// The search algorithm.
    #[arg(short, long, value_enum, default_value_t = Algorithm::AlphaBeta)]
    algorithm: Algorithm,
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    out: OutputArgs,
    /// Record each node's board in the JSON (for `gametree render --format html`;
    /// the html format always records them).
    #[arg(long)]
    boards: bool,
    #[command(flatten)]
    tuning: TuningArgs,
    /// MTD(f)'s first guess, MAX's view (mtdf only).
    #[arg(long, value_name = "F", allow_hyphen_values = true)]
    guess: Option<Score>,
    /// The null-window test's K, MAX's view: is the value ≥ K? (test only; required).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    test_value: Option<Score>,
    /// Iterative deepening to --depth: depths 1, 2, …, N, each feeding the next (the
    /// table's best move first; MTD(f)'s guess from the previous value). For alphabeta,
    /// alphabeta-soft, pvs, alphabeta-tt and mtdf on games.
    #[arg(long)]
    iterative: bool,
}

/// Runs `gametree search`.
pub fn run(a: &SearchArgs) -> Result<(), Error> {
    let mut options = Options {
        tt_size: a.tuning.tt_size,
        guess: a.guess.unwrap_or(0),
        test_value: a.test_value.unwrap_or(0),
        iterative: a.iterative,
        quiescence: a.tuning.quiescence,
        ..Options::default()
    };
    options
        .check(
            a.algorithm,
            a.guess.is_some(),
            a.test_value.is_some(),
            a.game.depth,
        )
        .map_err(Error::Usage)?;
    options.order = a.tuning.order()?;
    super::args::load_file(&a.file)?.run(&a.game.setup(), Job { a, options })
}

struct Job<'a> {
    a: &'a SearchArgs,
    options: Options,
}

impl GameJob for Job<'_> {
    type Output = ();

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<(), Error> {
        let a = self.a;
        let boards = a.boards || a.out.format == Format::Html;
        let (recording, elapsed) = crate::record::record_search(
            a.algorithm,
            root,
            eval,
            win,
            a.game.limits(),
            &self.options,
            boards,
        )?;
        a.out.emit(&recording)?;
        eprintln!(
            "{}",
            crate::render::text::summary(&recording.meta, win, elapsed)
        );
        Ok(())
    }
}
