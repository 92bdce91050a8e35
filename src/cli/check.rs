//! `gametree check`.

use crate::games::Loaded;
use crate::homework::{self, output, Conventions, Names};
use crate::record::Perspective;
use crate::search::CutRule;
use crate::Error;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum CheckAlgorithmArg {
    /// Alpha-beta, left to right (the --convention, --prune-on options apply).
    Alphabeta,
    /// Minimax: every node searched, values exact, no windows (with
    /// --values side-to-move: negamax).
    Minimax,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum ConventionArg {
    /// A node that fails returns the bound of its window (Kühr's Alg. 3.2).
    FailHard,
    /// A node returns the best value it found (AIMA's figures: `C <= 2`).
    FailSoft,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum CheckFormatArg {
    /// Per answer file a verdict and one line per node.
    Text,
    /// Everything, machine-readable.
    Json,
    /// One row per answer file.
    Csv,
    /// The trees with the mistakes marked and the expected answers beside them.
    Html,
}

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
    #[arg(short, long, value_enum, default_value_t = CheckAlgorithmArg::Alphabeta)]
    algorithm: CheckAlgorithmArg,
    /// What a node whose search fails returns.
    #[arg(long, value_enum, default_value_t = ConventionArg::FailSoft)]
    convention: ConventionArg,
    /// When a node's remaining moves are cut off.
    #[arg(long, value_enum, default_value_t = CutRule::Ge)]
    prune_on: CutRule,
    /// Whose view values and windows are written in.
    #[arg(long, value_enum, default_value_t = Perspective::Max)]
    values: Perspective,
    /// Whether a bound answer (`C <= 2`) counts at a node whose value is only a bound
    /// (`C = 2` always does).
    #[arg(long, value_enum, default_value_t = YesNo::Yes)]
    accept_bounds: YesNo,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = CheckFormatArg::Text)]
    format: CheckFormatArg,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree check`; exit 0 all correct, 1 mistakes, 2 bad input.
pub fn run(a: &CheckArgs) -> Result<u8, Error> {
    let tree = match super::args::load_file(&a.file)? {
        Loaded::Tree(t) => t,
        other => {
            return Err(Error::Usage(format!(
                "gametree check marks explicit trees (`game: tree`); {} is a {} position",
                a.file.display(),
                other.game_name()
            )))
        }
    };
    let conv = Conventions {
        alphabeta: a.algorithm == CheckAlgorithmArg::Alphabeta,
        soft: a.convention == ConventionArg::FailSoft,
        cut: a.prune_on,
        values: a.values,
        accept_bounds: a.accept_bounds == YesNo::Yes,
    };
    let rec = homework::solve(&tree, conv.algorithm(), conv.cut)?;
    let names = Names::new(&rec);
    let files = homework::answer_files(&a.answer)?;
    let outcomes = homework::mark_files(&rec, &names, &files, &conv);
    for o in &outcomes {
        if let Err(e) = &o.result {
            eprintln!("error: {e}");
        }
    }
    let tree_name = a.file.display().to_string();
    let text = match a.format {
        CheckFormatArg::Text => output::text(&outcomes),
        CheckFormatArg::Json => output::json(&tree_name, &conv, &outcomes),
        CheckFormatArg::Csv => output::csv(&outcomes),
        CheckFormatArg::Html => output::html(&rec, &tree_name, &conv, &outcomes),
    };
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(text.as_bytes()))?;
    Ok(homework::exit_code(&outcomes))
}
