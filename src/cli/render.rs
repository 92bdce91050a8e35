//! `gametree render`.

use super::output_args::OutputArgs;
use crate::games;
use crate::record::json::{self, Accept};
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Re-render a saved JSON recording without searching again.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// A JSON recording written by `gametree search --format json` (`-`: standard
    /// input).
    file: PathBuf,
    /// Refuse a recording of more than N nodes, pruned ones included.
    #[arg(long, value_name = "N", default_value_t = Accept::default().max_nodes)]
    pub(super) max_nodes: usize,
    #[command(flatten)]
    pub(super) out: OutputArgs,
}

/// Runs `gametree render`: reads the recording, refusing games, boards, sizes and
/// counts no command writes, and renders it.
pub fn run(a: &RenderArgs) -> Result<(), Error> {
    let target = a.out.target()?;
    target.check()?;
    crate::render::check_output(target.output.as_deref(), &[&a.file])?;
    let accept = Accept {
        max_nodes: a.max_nodes,
        game: &games::check_recorded_game,
        board: &games::check_recorded_board,
        given: &|rec| {
            games::with_explicit_root(&rec.meta.position, json::GivenValues(rec))
                .unwrap_or_default()
        },
        naming: super::FLAGS,
    };
    let recording = json::read_file(&a.file, &accept)?;
    for warning in target.emit(&recording, games::layout_of(&recording.meta.game))? {
        super::note!("{}", warning.render(&super::FLAGS));
    }
    Ok(())
}
