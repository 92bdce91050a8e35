//! `gametree render`.

use crate::games;
use crate::render::Output;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Re-render a saved JSON recording without searching again.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A JSON recording written by `gametree search --format json`.
    file: PathBuf,
    #[command(flatten)]
    out: Output,
}

/// Runs `gametree render`.
pub fn run(a: &RenderArgs) -> Result<(), Error> {
    let recording = crate::render::json::read_file(&a.file)?;
    games::check_recorded_game(&recording.meta.game).map_err(|err| Error::Parse {
        path: a.file.clone(),
        err,
    })?;
    a.out
        .emit(&recording, games::layout_of(&recording.meta.game))
}
