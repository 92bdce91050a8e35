//! `gametree compare`.

use super::choices_args::ChoicesArgs;
use super::setup_args::SetupArgs;
use crate::compare::{Format, Run};
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Compare several algorithms and move orderings on one position.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The position file (format: docs/position-files.md; `-`: standard input).
    file: PathBuf,
    #[command(flatten)]
    pub(super) choices: ChoicesArgs,
    #[command(flatten)]
    pub(super) game: SetupArgs,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Format::default())]
    pub(super) format: Format,
    /// Write the output to PATH instead of standard output. Markdown also writes its
    /// charts beside it: `-o x.md` gives x-chart.svg.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// The SVG file of Markdown's charts: `-o x.md` gives `x-chart.svg` beside it; `None`
/// for the other formats and for standard output.
fn chart_path(a: &CompareArgs) -> Option<PathBuf> {
    let out = a
        .output
        .as_deref()
        .filter(|_| a.format == Format::Markdown)?;
    let stem = out.file_stem()?.to_string_lossy();
    Some(out.with_file_name(format!("{stem}-chart.svg")))
}

/// Runs `gametree compare`; exit code 1 when the algorithms disagree on the root value
/// (the Monte Carlo table, which has no value, never disagrees).
pub fn run(a: &CompareArgs) -> Result<u8, Error> {
    let chart = chart_path(a);
    crate::render::check_output(a.output.as_deref(), &[&a.file])?;
    crate::render::check_output(chart.as_deref(), &[&a.file])?;
    let loaded = crate::games::load_file(&a.file)?;
    let setup = a.game.setup();
    let spec = a
        .choices
        .choices()
        .spec(a.file.display().to_string(), setup.limits(), a.format)?;
    // A row a search; Monte Carlo: the reference values, then each iteration count.
    let mcts = spec.mcts.as_ref().map_or(0, |m| m.iterations.len() + 1);
    let rows = (spec.rows().len() + mcts) as u64;
    let bar = super::args::progress_bar(rows, "compare {wide_bar} {pos}/{len} {msg}");
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let mut progress = |what: &str| {
        bar.inc(u64::from(!bar.message().is_empty()));
        bar.set_message(what.to_string());
    };
    let report = loaded.run(
        &setup,
        Run {
            spec: &spec,
            progress: &mut progress,
        },
    )?;
    bar.finish_and_clear();
    let chart_name = chart
        .as_deref()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned());
    crate::render::write_to(a.output.as_deref(), |out| {
        crate::compare::write(&report, a.format, chart_name.as_deref(), out)
    })?;
    if let Some(path) = &chart {
        crate::render::write_to(Some(path), |out| {
            out.write_all(crate::compare::chart_svg(&report).as_bytes())
        })?;
    }
    let disagreement = crate::compare::disagreement(&report);
    disagreement
        .iter()
        .for_each(|message| super::note!("{message}"));
    Ok(u8::from(disagreement.is_some()))
}
