//! `gametree compare`.

use crate::compare::{Flags, Format, Run};
use crate::games::Setup;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Compare several algorithms and move orderings on one position.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    #[command(flatten)]
    flags: Flags,
    #[command(flatten)]
    game: Setup,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Write the output to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree compare`; exit code 1 when the algorithms disagree on the root value.
pub fn run(a: &CompareArgs) -> Result<u8, Error> {
    crate::render::check_output(a.output.as_deref(), &[&a.file])?;
    let loaded = crate::games::load_file(&a.file)?;
    let spec = a
        .flags
        .spec(a.file.display().to_string(), a.game.limits())
        .map_err(Error::Usage)?;
    let rows = (spec.algorithms.len() * spec.orders.len()) as u64;
    let bar = super::args::progress_bar(rows + 1, "compare {wide_bar} {pos}/{len} {msg}");
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let mut progress = |what: &str| {
        bar.inc(u64::from(!bar.message().is_empty()));
        bar.set_message(what.to_string());
    };
    let report = loaded.run(
        &a.game,
        Run {
            spec: &spec,
            progress: &mut progress,
        },
    )?;
    bar.finish_and_clear();
    crate::render::write_to(a.output.as_deref(), |out| {
        crate::compare::write(&report, a.format, out)
    })?;
    let disagreement = crate::compare::disagreement(&report);
    disagreement
        .iter()
        .for_each(|message| super::note!("{message}"));
    Ok(u8::from(disagreement.is_some()))
}
