//! `gametree search`.

use super::args::{OutputArgs, SetupArgs, TuningArgs};
use crate::games;
use crate::record::SearchJob;
use crate::render::Format;
use crate::search::Algorithm;
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
    game: SetupArgs,
    #[command(flatten)]
    out: OutputArgs,
    #[command(flatten)]
    tuning: TuningArgs,
}

/// Runs `gametree search`.
pub fn run(a: &SearchArgs) -> Result<(), Error> {
    let target = a.out.target()?;
    target.check()?;
    crate::render::check_output(target.output.as_deref(), &[&a.file])?;
    let setup = a.game.setup();
    let options = a.tuning.tuning().options(a.algorithm, setup.depth)?;
    let job = SearchJob {
        algorithm: a.algorithm,
        limits: setup.limits(),
        options: &options,
        boards: target.boards || target.format == Format::Html,
    };
    let (recording, elapsed, win) = games::load_file(&a.file)?.run(&setup, job)?;
    for warning in target.emit(&recording, games::layout_of(&recording.meta.game))? {
        super::note!("{}", warning.render(&super::FLAGS));
    }
    let summary = crate::render::text::summary(&recording.meta, win, elapsed);
    super::note!("{summary}");
    Ok(())
}
