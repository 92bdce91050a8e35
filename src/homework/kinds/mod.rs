//! The kinds of exercise and the one place that chooses among them ([`of`]): every
//! front end (the command line, the browser's requests, Python) makes its [`Kind`]
//! here from the [`Method`] that [`Method::choose`] chose and the tree's [`Spec`],
//! and then asks the kind, never the method, what to do. The functions below are the
//! front ends' doors: marking answers to an exercise file ([`check`],
//! [`check_text`], [`check_boxes`]) and a class against its key ([`mark_class`]).
//!
//! A third kind (say a principal variation search exercise) is one more file here
//! implementing [`Kind`] and [`crate::homework::kind::Made`] and one more arm of [`of`] for its method
//! (docs/architecture.md, "Where new things go").

mod alphabeta;
mod mcts;

use super::answer_files::submissions;
use super::exercise::Spec;
use super::kind::{BoxMarks, Kind};
use super::lms::{key, mark};
use super::report::{CheckFormat, CheckReport};
use super::{Choice, Method};
use crate::games::tree::Tree;
use crate::params::Naming;
use std::collections::BTreeMap;

pub use alphabeta::AlphaBeta;
pub use mcts::Mcts;

/// The kind of exercise `method` makes and marks, its trees made by `spec`.
///
/// # Errors
/// [`crate::Error::Usage`] for tree options the kind cannot make (chance nodes for
/// Monte Carlo tree search).
pub fn of(method: &Method, spec: &Spec) -> Result<Box<dyn Kind>, crate::Error> {
    Ok(match method {
        Method::Minimax(conv) => Box::new(AlphaBeta::new(spec, *conv)),
        Method::Mcts(settings) => Box::new(Mcts::new(spec, settings)?),
    })
}

/// Marks the answer files `answers` (paths, or glob patterns expanded by
/// [`super::answer_files()`]) to the exercise `tree` (read from `tree_name`) by
/// `method` ([`Method::for_tree`] chose it), and writes the report in `format`, naming
/// options as `naming` does.
///
/// # Errors
/// [`crate::Error::Usage`] for a glob that matches nothing; the method's settings out
/// of range; the search's. A file that cannot be read or holds no answer is not an
/// error here: it is in [`CheckReport::errors`] and in the report.
pub fn check(
    tree: &Tree,
    tree_name: &str,
    answers: &[String],
    method: &Method,
    format: CheckFormat,
    naming: &Naming,
) -> Result<CheckReport, crate::Error> {
    let sources = submissions(answers)?;
    let exercise = of(method, &Spec::default())?.exercise_of(tree, method.seed())?;
    exercise.check(tree_name, sources, format, naming, true)
}

/// Marks one answer given as its text (`name` names it) to the exercise `tree` (read
/// from `tree_name`) by `method`, for programs that hold the answer in memory (the
/// browser's requests, Python): the report in `format`, and the tree marked as `check
/// --format html` draws it where the kind draws one. An empty text (a form left
/// blank) is marked: everything asked missing.
///
/// # Errors
/// The method's settings out of range; the search's; [`crate::Error::Parse`] for an
/// answer that cannot be read (located where the kind can).
pub fn check_text(
    tree: &Tree,
    tree_name: &str,
    name: &str,
    answer: &[u8],
    method: &Method,
    format: CheckFormat,
    naming: &Naming,
) -> Result<(CheckReport, Option<String>), crate::Error> {
    let exercise = of(method, &Spec::default())?.exercise_of(tree, method.seed())?;
    let sources = vec![(name.to_string(), Ok(answer.to_vec()))];
    let report = exercise.check(tree_name, sources, format, naming, false)?;
    let figure = match exercise.marked_figure(name, answer, naming) {
        Ok(figure) => figure,
        Err(e) if e.kind() == crate::ErrorKind::Parse => return Err(e),
        Err(_) => None,
    };
    if let Some(e) = report.errors.first() {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::Parse,
            e.clone().into(),
        ));
    }
    Ok((report, figure))
}

/// The PrairieLearn boxes of the exercise `tree` (read from `tree_name`) filled in
/// (`answers`, by box name), marked by the exercise file's own method (its
/// `exercise:` line) as [`super::kind::Made::check_boxes`] marks them.
///
/// # Errors
/// A bad `exercise:` line; the method's settings out of range; the search's.
pub fn check_boxes(
    tree: &Tree,
    tree_name: &str,
    answers: &BTreeMap<String, String>,
    naming: &Naming,
) -> Result<BoxMarks, crate::Error> {
    let (method, _) = Method::for_tree(tree, tree_name, &Choice::default(), false)?;
    let exercise = of(&method, &Spec::default())?.exercise_of(tree, method.seed())?;
    exercise.check_boxes(answers, naming)
}

/// Marks `answers` (file names and their bytes, or why they cannot be read) against
/// the class's key `bytes` (read from `name`), each against the variant of the student
/// its name holds, by the key's method ([`key::read`]).
///
/// # Errors
/// [`key::read`]'s and [`mark::mark_class`]'s.
pub fn mark_class(
    bytes: &[u8],
    name: &str,
    answers: Vec<super::answer_files::Submission>,
    naming: &Naming,
) -> Result<mark::Class, crate::Error> {
    let key = key::read(bytes, name)?;
    let kind = of(&key.method, &Spec::default())?;
    mark::mark_class(&*kind, key, name, answers, naming)
}
