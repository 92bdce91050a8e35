//! `gametree render`.

use super::args::OutputArgs;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Re-render a saved JSON recording without searching again.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A JSON recording written by `gametree search --format json`.
    file: PathBuf,
    #[command(flatten)]
    out: OutputArgs,
}

/// Runs `gametree render`.
pub fn run(a: &RenderArgs) -> Result<(), Error> {
    let bytes = std::fs::read(&a.file).map_err(|source| Error::Read {
        path: a.file.clone(),
        source,
    })?;
    let parse = |err| Error::Parse {
        path: a.file.clone(),
        err,
    };
    let text = crate::game::file::decode(&bytes).map_err(parse)?;
    let recording = crate::render::json::read(text).map_err(parse)?;
    crate::games::check_recorded_game(&recording.meta.game).map_err(parse)?;
    a.out.emit(&recording)
}
