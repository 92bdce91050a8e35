//! `gametree exercise`.

use super::args::{range_score, range_u32};
use crate::game::Score;
use crate::homework::exercise::{self, RootSide};
use crate::homework::{output, Conventions};
use crate::Error;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// What `gametree exercise` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum SheetArg {
    /// The position file (`game: tree`), for `gametree search` and `gametree check`.
    Tree,
    /// The model answer in the answer format of `gametree check`.
    Answer,
    /// A standalone SVG sheet.
    Svg,
    /// A standalone LaTeX/TikZ sheet.
    Tikz,
    /// An HTML sheet (with --solution: the interactive report).
    Html,
}

/// Make a random alpha-beta exercise (an explicit tree), reproducible from --seed.
#[derive(Args, Debug)]
pub struct ExerciseArgs {
    /// Plies from the root to the leaves.
    #[arg(long, value_name = "N", default_value_t = 3)]
    depth: u32,
    /// Children per inner node: N, or a range LO..HI drawn uniformly.
    #[arg(long, value_name = "N|LO..HI", default_value = "3", value_parser = range_u32)]
    branching: (u32, u32),
    /// Leaf values, drawn uniformly from LO..HI (inclusive).
    #[arg(long, value_name = "LO..HI", default_value = "-20..20", allow_hyphen_values = true, value_parser = range_score)]
    values: (Score, Score),
    /// Who moves at the root.
    #[arg(long, value_enum, default_value_t = RootSide::Max)]
    root: RootSide,
    /// The seed; the same seed and options give the same exercise on every machine.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// At least N cut-offs under left-to-right alpha-beta.
    #[arg(long, value_name = "N", default_value_t = 1)]
    min_cutoffs: u32,
    /// At least one deep cut-off: one whose bound comes from a grandparent or higher.
    #[arg(long)]
    deep_cutoff: bool,
    /// What to write.
    #[arg(short, long, value_enum, default_value_t = SheetArg::Tree)]
    format: SheetArg,
    /// Draw the solved tree (values, windows, pruned branches) instead of the blank sheet.
    #[arg(long)]
    solution: bool,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree exercise`; without `--seed` one is drawn and printed on standard error.
pub fn run(a: &ExerciseArgs) -> Result<(), Error> {
    let seed = match a.seed {
        Some(s) => s,
        None => {
            let s = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            eprintln!("seed: {s} (give --seed {s} to make this exercise again)");
            s
        }
    };
    let spec = exercise::Spec {
        depth: a.depth,
        branching: a.branching,
        values: a.values,
        root: a.root,
        min_cutoffs: a.min_cutoffs,
        deep_cutoff: a.deep_cutoff,
    };
    if a.solution && matches!(a.format, SheetArg::Tree | SheetArg::Answer) {
        return Err(Error::Usage(
            "--solution draws the solved tree (--format svg, tikz or html); the solution as text is --format answer".into(),
        ));
    }
    let ex = exercise::generate(&spec, seed).map_err(|e| Error::Usage(e.to_string()))?;
    let conv = Conventions::default();
    let bytes = match a.format {
        SheetArg::Tree => output::position_file(&ex, &spec.command_line(seed)).into_bytes(),
        SheetArg::Answer => output::model_answer(&ex, &conv)?.into_bytes(),
        SheetArg::Svg => output::sheet(&ex, output::SheetFormat::Svg, a.solution, &conv)?,
        SheetArg::Tikz => output::sheet(&ex, output::SheetFormat::Tikz, a.solution, &conv)?,
        SheetArg::Html => output::sheet(&ex, output::SheetFormat::Html, a.solution, &conv)?,
    };
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    eprintln!(
        "exercise: seed {seed}, attempt {}, {} cut-offs ({} deep)",
        ex.attempt, ex.cutoffs, ex.deep_cutoffs
    );
    Ok(())
}
