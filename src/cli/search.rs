//! `gametree search`.

use crate::games;
use crate::record::SearchJob;
use crate::render::Format;
use crate::render::Output;
use crate::search::{Algorithm, Tuning};
use crate::Error;
use clap::Args;
use games::Setup;
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
    game: Setup,
    #[command(flatten)]
    out: Output,
    #[command(flatten)]
    tuning: Tuning,
}

/// Runs `gametree search`.
pub fn run(a: &SearchArgs) -> Result<(), Error> {
    a.out.check()?;
    crate::render::check_output(a.out.output.as_deref(), &[&a.file])?;
    let options = a
        .tuning
        .options(a.algorithm, a.game.depth)
        .map_err(Error::Usage)?;
    let job = SearchJob {
        algorithm: a.algorithm,
        limits: a.game.limits(),
        options: &options,
        boards: a.out.boards || a.out.format == Format::Html,
    };
    let (recording, elapsed, win) = games::load_file(&a.file)?.run(&a.game, job)?;
    for warning in a
        .out
        .emit(&recording, games::layout_of(&recording.meta.game))?
    {
        super::note!("{warning}");
    }
    let summary = crate::render::text::summary(&recording.meta, win, elapsed);
    super::note!("{summary}");
    Ok(())
}
