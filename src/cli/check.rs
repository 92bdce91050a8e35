//! `gametree check`.

use super::args::{bounds, YesNo};
use crate::games::Loaded;
use crate::homework::{self, CheckAlgorithm, CheckFormat, Convention, Conventions};
use crate::record::Perspective;
use crate::search::CutRule;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Mark students' hand-worked trees against the search.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The exercise: a position file with `game: tree`.
    file: PathBuf,
    /// Answer files (text or JSON, docs/homework.md); several, or a quoted glob such
    /// as 'answers/*.txt'.
    #[arg(long, value_name = "ANSWER", num_args = 1.., required = true)]
    answer: Vec<String>,
    /// The algorithm the answers are marked against.
    #[arg(short, long, value_enum, default_value_t = CheckAlgorithm::Alphabeta)]
    algorithm: CheckAlgorithm,
    /// What a node whose search fails returns.
    #[arg(long, value_enum, default_value_t = Convention::FailHard)]
    convention: Convention,
    /// When a node's remaining moves are cut off.
    #[arg(long, value_enum, default_value_t = CutRule::Ge)]
    prune_on: CutRule,
    /// Whose view values and windows are written in.
    #[arg(long, value_enum, default_value_t = Perspective::Max)]
    values: Perspective,
    /// Whether a bound answer (`C <= 3`) counts at a node whose value is only a bound
    /// (`C = 3` does too, unless --require-bounds).
    #[arg(long, value_enum, default_value_t = YesNo::Yes)]
    accept_bounds: YesNo,
    /// A value that is only a bound must be written as one: `C <= 3`, and `C = 3` is
    /// wrong there (`=` is for exact values). Not with --accept-bounds no.
    #[arg(long)]
    require_bounds: bool,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = CheckFormat::Text)]
    format: CheckFormat,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree check`; exit 0 all correct, 1 mistakes, 2 bad input.
pub fn run(a: &CheckArgs) -> Result<u8, Error> {
    // -o must not overwrite the tree or a student's answer.
    let answers = homework::answer_files(&a.answer)?;
    let mut inputs = vec![a.file.as_path()];
    inputs.extend(answers.iter().map(PathBuf::as_path));
    crate::render::check_output(a.output.as_deref(), &inputs)?;
    let tree = match crate::games::load_file(&a.file)? {
        Loaded::Tree(t) => t,
        other => {
            return Err(Error::Usage(
                format!(
                    "gametree check marks explicit trees (`game: tree`); {} is a {} position",
                    a.file.display(),
                    other.game_name()
                )
                .into(),
            ))
        }
    };
    let bounds = bounds(a.require_bounds, a.accept_bounds)?;
    if a.algorithm == CheckAlgorithm::Alphabeta && crate::game::Position::has_chance(&tree.root()) {
        return Err(Error::Usage(
            format!(
                "{} has chance nodes: answers are marked by expectiminimax; give --algorithm expectiminimax",
                a.file.display()
            )
            .into(),
        ));
    }
    let conv = Conventions::new(a.algorithm, a.convention, a.prune_on, a.values, bounds);
    let name = a.file.display().to_string();
    let report = homework::check_answers(&tree, &name, &a.answer, &conv, a.format, &super::FLAGS)?;
    for e in &report.errors {
        super::note!("error: {e}");
    }
    crate::render::write_to(a.output.as_deref(), |out| {
        out.write_all(report.text.as_bytes())
    })?;
    Ok(report.exit_code)
}
