//! Marking answers to an alpha-beta (minimax, expectiminimax) exercise and writing
//! the report: the files of `gametree check`, or one answer held in memory.

use super::answer_files::{submissions, Submission};
use super::{answer, check, output, solve, Conventions};
use crate::games::tree::Tree;
use crate::params::Naming;
use crate::record::NodeNames;

/// The output formats of `gametree check`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckFormat {
    /// Per answer file a verdict and one line per node.
    Text,
    /// Everything, machine-readable.
    Json,
    /// One row per answer file.
    Csv,
    /// The trees with the mistakes marked and the expected answers beside them.
    Html,
}

impl CheckFormat {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [CheckFormat; 4] = [
        CheckFormat::Text,
        CheckFormat::Json,
        CheckFormat::Csv,
        CheckFormat::Html,
    ];

    /// Its name: `text`, `json`, `csv`, `html`.
    pub fn name(self) -> &'static str {
        match self {
            CheckFormat::Text => "text",
            CheckFormat::Json => "json",
            CheckFormat::Csv => "csv",
            CheckFormat::Html => "html",
        }
    }
}

/// The result of marking a set of answer files (`gametree check`).
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The report in the chosen format.
    pub text: String,
    /// One message per answer file that could not be marked (`FILE:LINE:COL: …`).
    pub errors: Vec<String>,
    /// 2 when a file could not be marked, 0 when every answer is correct, 1 otherwise.
    pub exit_code: u8,
}

impl CheckReport {
    /// The report `text` of answers marked, each `Ok` with whether it is all right or
    /// `Err` with why it could not be marked: the errors, and the exit code.
    pub(crate) fn new<'a>(
        text: String,
        results: impl IntoIterator<Item = Result<bool, &'a String>>,
    ) -> CheckReport {
        let (mut errors, mut all_correct) = (Vec::new(), true);
        for r in results {
            match r {
                Ok(right) => all_correct &= right,
                Err(e) => errors.push(e.clone()),
            }
        }
        let exit_code = match (errors.is_empty(), all_correct) {
            (false, _) => 2,
            (true, true) => 0,
            (true, false) => 1,
        };
        CheckReport {
            text,
            errors,
            exit_code,
        }
    }
}

/// Marks the answer files `answers` (paths, or glob patterns expanded by
/// [`super::answer_files()`]) against the explicit tree `tree` (read from `tree_name`) under
/// `conv`, and writes the report in `format`, naming options (the conventions an
/// answer would be right under) as `naming` does.
///
/// # Errors
/// [`crate::Error::Usage`] for a glob that matches nothing; the search's errors. A
/// file that cannot be read or parsed, or holds no answer line at all
/// ([`check::no_answer`]), is not an error here: it is reported in
/// [`CheckReport::errors`] and in the report.
pub fn check_answers(
    tree: &Tree,
    tree_name: &str,
    answers: &[String],
    conv: &Conventions,
    format: CheckFormat,
    naming: &Naming,
) -> Result<CheckReport, crate::Error> {
    let sources = submissions(answers)?;
    check_sources(tree, tree_name, sources, conv, format, naming, true)
}

/// [`check_answers`] for one answer given as its text (`name` names it in the report):
/// for programs that hold the answer in memory, such as the Python package. An empty
/// text (a form left blank) is marked: every node asked about missing.
///
/// # Errors
/// The search's errors; an answer that cannot be read is reported in
/// [`CheckReport::errors`] and in the report, as by [`check_answers`].
pub fn check_answer_text(
    tree: &Tree,
    tree_name: &str,
    name: &str,
    answer: &[u8],
    conv: &Conventions,
    format: CheckFormat,
    naming: &Naming,
) -> Result<CheckReport, crate::Error> {
    let sources = vec![(name.to_string(), Ok(answer.to_vec()))];
    check_sources(tree, tree_name, sources, conv, format, naming, false)
}

/// The tree marked by one answer given as its text: an SVG figure with each answered
/// node labelled by the student's answer (the expected one beside a wrong one) and
/// outlined by whether it is right, as `gametree check --format html` draws it.
///
/// # Errors
/// The search's errors, and [`crate::Error::Parse`] for an answer that cannot be read
/// (its message names the line and column).
pub fn check_answer_figure(
    tree: &Tree,
    name: &str,
    answer: &[u8],
    conv: &Conventions,
    naming: &Naming,
) -> Result<String, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let ctx = check::Context::new(&rec, &names, *conv, Some(tree)).with_naming(*naming);
    let mut marker = check::Marker::new(&ctx);
    answer::parse_each(answer, |item| marker.add(item)).map_err(|err| crate::Error::Parse {
        path: name.into(),
        err,
    })?;
    Ok(output::marked_figure(&rec, name, &marker.finish(), naming))
}

/// Marks each answer of `sources` (a name, and its bytes or why they cannot be read);
/// with `files`, one without a single answer line is no answer ([`check::no_answer`]).
///
/// # Errors
/// The search's.
pub(crate) fn check_sources(
    tree: &Tree,
    tree_name: &str,
    sources: Vec<Submission>,
    conv: &Conventions,
    format: CheckFormat,
    naming: &Naming,
    files: bool,
) -> Result<CheckReport, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let ctx = check::Context::new(&rec, &names, *conv, Some(tree)).with_naming(*naming);
    let outcomes: Vec<output::Outcome> = sources
        .into_iter()
        .map(|(file, bytes)| output::Outcome {
            result: bytes.and_then(|bytes| mark_bytes(&ctx, &file, &bytes, files)),
            file,
        })
        .collect();
    let text = match format {
        CheckFormat::Text => output::text(&outcomes, naming),
        CheckFormat::Json => output::json(tree_name, conv, &outcomes, naming),
        CheckFormat::Csv => output::csv(&outcomes, naming),
        CheckFormat::Html => output::html(&rec, tree_name, conv, &outcomes, naming),
    };
    let results = outcomes
        .iter()
        .map(|o| o.result.as_ref().map(check::Marking::all_correct));
    Ok(CheckReport::new(text, results))
}

/// The answer `bytes` of the file `file` marked in `ctx`; with `files`, one without a
/// single answer line is no answer ([`check::no_answer`]).
///
/// # Errors
/// Why the answer cannot be marked: `FILE:LINE:COL: …`.
pub(crate) fn mark_bytes(
    ctx: &check::Context,
    file: &str,
    bytes: &[u8],
    files: bool,
) -> Result<check::Marking, String> {
    let mut marker = check::Marker::new(ctx);
    answer::parse_each(bytes, |item| marker.add(item)).map_err(|err| format!("{file}:{err}"))?;
    if files && marker.lines() == 0 {
        return Err(check::no_answer(file));
    }
    Ok(marker.finish())
}
