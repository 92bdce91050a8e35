//! Homework and exams on explicit trees: [`exercise`] generates alpha-beta exercises,
//! [`check`] marks students' hand-worked trees against a recording of the search.
//!
//! Both name nodes the same way ([`crate::record::NodeNames`]): a node with a label by its label (`C`),
//! any other node by the nearest labelled ancestor and the 1-based child indices below
//! it (`C.2`: C's second child), or, with no labelled ancestor, by the indices from the
//! root (`1.2`); the root by its label or `root`. Generated exercises label every inner
//! node `A`, `B`, … in visit order and leave the leaves unlabelled. Docs:
//! docs/homework.md.

pub mod answer;
pub mod check;
pub mod exercise;
pub mod explain;
pub mod files;
pub mod lms;
pub mod mcts;
pub mod mcts_mark;
pub mod mcts_practice;
pub mod method;
pub mod output;
pub mod practice;
pub mod sheet;

pub use method::{Choice, MctsSettings, Method};

use crate::game::Score;
use crate::games::tree::LeafValue;
use crate::games::tree::Tree;
use crate::message;
use crate::params::{Naming, Param};
use crate::record::{NodeId, NodeNames, Perspective, Recording, SearchJob};
use crate::search::{self, Algorithm, CutRule, Limits, Stop};

/// The conventions a hand-worked tree is marked by (`gametree check`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Conventions {
    /// `false`: plain minimax (every node searched, values exact, no windows); `true`:
    /// alpha-beta.
    pub alphabeta: bool,
    /// Alpha-beta returns the best value found (fail-soft) rather than the window's
    /// bound (fail-hard).
    pub soft: bool,
    /// When alpha-beta cuts off: at α ≥ β or only at α > β.
    pub cut: CutRule,
    /// Whose view values and windows are written in.
    pub values: Perspective,
    /// How a value that is only a bound must be written.
    pub bounds: Bounds,
}

/// How a value that is only a bound (at a cut node or a node that fails) must be
/// written: `gametree check --accept-bounds`, `--require-bounds`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bounds {
    /// `C <= 3` (as `gametree search` draws it) or `C = 3` (the value returned).
    Accept,
    /// Only `C <= 3`: `=` marks an exact value (`--require-bounds`).
    Require,
    /// Only `C = 3` (`--accept-bounds no`).
    Reject,
}

impl Bounds {
    /// How bounds must be written, from the two options that say it: `require_bounds`
    /// (only `C <= 3`) and `accept_bounds` (`C <= 3` may be written; `false`: only
    /// `C = 3`). The command line, the browser's requests and Python all take them so.
    ///
    /// # Errors
    /// `require` with `accept` false: they ask for opposite things (a message naming
    /// both, said in the caller's words by [`crate::params::Message::render`]).
    pub fn from_flags(require: bool, accept: bool) -> Result<Bounds, crate::params::Message> {
        match (require, accept) {
            (true, false) => Err(message!(
                [RequireBounds],
                " asks for bounds that ",
                [AcceptBounds = "no"],
                " refuses; give one of them"
            )),
            (true, true) => Ok(Bounds::Require),
            (false, true) => Ok(Bounds::Accept),
            (false, false) => Ok(Bounds::Reject),
        }
    }
}

impl Default for Conventions {
    /// What `gametree search FILE` draws by default: alpha-beta fail-hard (Kühr's
    /// Alg. 3.2: a node whose search fails returns its window's bound), cut at α ≥ β,
    /// values from MAX's view, and a value that is only a bound may be written with
    /// `<=`/`>=` (as the drawing shows it) or with `=`.
    fn default() -> Self {
        Conventions {
            alphabeta: true,
            soft: false,
            cut: CutRule::Ge,
            values: Perspective::Max,
            bounds: Bounds::Accept,
        }
    }
}

/// Another convention an answer is right under, for the verdict: `right under
/// fail-soft alpha-beta (--convention fail-soft)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The convention in words, what differs from the one marked by:
    /// `fail-soft alpha-beta`, `values from the side to move's view`.
    pub conventions: String,
    /// The options that select it, with their values: `(Convention, "fail-soft")`.
    pub options: Vec<(Param, String)>,
}

impl Hint {
    /// `fail-soft alpha-beta (--convention fail-soft)`, the options named by
    /// `naming`.
    pub fn text(&self, naming: &Naming) -> String {
        format!("{} ({})", self.conventions, self.flags(naming))
    }

    /// The options that select it, named by `naming`: `--convention fail-soft`.
    pub fn flags(&self, naming: &Naming) -> String {
        let flags: Vec<String> = self
            .options
            .iter()
            .map(|(p, v)| (naming.setting)(*p, v))
            .collect();
        flags.join(" ")
    }

    /// As JSON: `{"conventions": …, "flags": …}`.
    pub fn json(&self, naming: &Naming) -> serde_json::Value {
        serde_json::json!({"conventions": self.conventions, "flags": self.flags(naming)})
    }
}

/// A convention other than the one marked by: the conventions, what to say about
/// them, and how many options differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The conventions.
    pub conv: Conventions,
    /// The words and the options for a verdict.
    pub hint: Hint,
    /// How many options differ from the conventions marked by.
    pub changes: usize,
}

impl Conventions {
    /// The conventions of the command line's choices (`--algorithm`, `--convention`,
    /// `--prune-on`, `--values`, `--accept-bounds`/`--require-bounds`).
    pub fn new(
        algorithm: CheckAlgorithm,
        convention: Convention,
        cut: CutRule,
        values: Perspective,
        bounds: Bounds,
    ) -> Conventions {
        Conventions {
            alphabeta: algorithm == CheckAlgorithm::Alphabeta,
            soft: convention == Convention::FailSoft,
            cut,
            values,
            bounds,
        }
    }

    /// The search algorithm these conventions mark against.
    pub fn algorithm(&self) -> Algorithm {
        match (self.alphabeta, self.soft) {
            (false, _) => Algorithm::Minimax,
            (true, false) => Algorithm::AlphaBeta,
            (true, true) => Algorithm::AlphaBetaSoft,
        }
    }

    /// The conventions in words: `fail-hard alpha-beta, cut-offs at α ≥ β, values
    /// from MAX's view`.
    pub fn describe(&self) -> String {
        let view = view_words(self.values);
        if self.alphabeta {
            format!("{}, {}, {view}", ab_words(self.soft), cut_words(self.cut))
        } else {
            format!("{}, {view}", crate::tr!("check-minimax"))
        }
    }

    /// Every other way to mark the same answer — minimax or alpha-beta, fail-hard or
    /// fail-soft, α ≥ β or α > β, MAX's view or the side to move's — with the same
    /// rule for bounds; each with the options that differ from these conventions.
    /// (For minimax, which has no cut-offs and no failing nodes, the alpha-beta options
    /// are kept as they are.)
    pub fn alternatives(&self) -> Vec<Alternative> {
        let mut out = Vec::new();
        for alphabeta in [true, false] {
            for soft in [false, true] {
                for cut in [CutRule::Ge, CutRule::Gt] {
                    for values in [Perspective::Max, Perspective::SideToMove] {
                        let conv = Conventions {
                            alphabeta,
                            soft: if alphabeta { soft } else { self.soft },
                            cut: if alphabeta { cut } else { self.cut },
                            values,
                            bounds: self.bounds,
                        };
                        if conv != *self && out.iter().all(|a: &Alternative| a.conv != conv) {
                            out.push(self.alternative(conv));
                        }
                    }
                }
            }
        }
        out
    }

    /// `conv` as an [`Alternative`] to these conventions.
    fn alternative(&self, conv: Conventions) -> Alternative {
        let (mut words, mut options) = (Vec::new(), Vec::new());
        if conv.alphabeta != self.alphabeta {
            if conv.alphabeta {
                words.push(ab_words(conv.soft));
                options.push((Param::Algorithm, "alphabeta".to_string()));
            } else {
                words.push(crate::tr!("check-minimax"));
                options.push((Param::Algorithm, "minimax".to_string()));
            }
        }
        if conv.alphabeta && conv.soft != self.soft {
            if conv.alphabeta == self.alphabeta {
                words.push(ab_words(conv.soft));
            }
            options.push((Param::Convention, convention_name(conv.soft).to_string()));
        }
        if conv.alphabeta && conv.cut != self.cut {
            words.push(cut_words(conv.cut));
            options.push((Param::PruneOn, conv.cut.name().to_string()));
        }
        if conv.values != self.values {
            words.push(view_words(conv.values));
            options.push((Param::Values, conv.values.as_str().to_string()));
        }
        Alternative {
            conv,
            changes: options.len(),
            hint: Hint {
                conventions: words.join(", "),
                options,
            },
        }
    }
}

/// `fail-hard alpha-beta` or `fail-soft alpha-beta`, in the current language.
fn ab_words(soft: bool) -> String {
    if soft {
        crate::tr!("check-fail-soft-alphabeta")
    } else {
        crate::tr!("check-fail-hard-alphabeta")
    }
}

/// The convention's name: `fail-hard` or `fail-soft`.
fn convention_name(soft: bool) -> &'static str {
    if soft {
        "fail-soft"
    } else {
        "fail-hard"
    }
}

/// `cut-offs at α ≥ β` or `cut-offs only at α > β`, in the current language.
fn cut_words(cut: CutRule) -> String {
    match cut {
        CutRule::Ge => crate::tr!("check-cut-ge"),
        CutRule::Gt => crate::tr!("check-cut-gt"),
    }
}

/// `values from MAX's view` or `values from the side to move's view`, in the current
/// language.
pub(crate) fn view_words(view: Perspective) -> String {
    match view {
        Perspective::Max => crate::tr!("check-view-max"),
        Perspective::SideToMove => crate::tr!("check-view-side"),
    }
}

/// Searches `tree` left to right with `algorithm` and the cut rule `cut`, recording
/// every node (pruned subtrees included): the recording `gametree search FILE -a
/// ALGORITHM --prune-on CUT` makes, through the same [`SearchJob`].
///
/// # Errors
/// The search's node or ply limit.
pub fn solve(tree: &Tree, algorithm: Algorithm, cut: CutRule) -> Result<Recording, Stop> {
    record(tree, algorithm, cut, false)
}

/// [`solve`], also recording each node's board when `boards` (as `gametree search`
/// does for its HTML report).
///
/// # Errors
/// The search's node or ply limit.
pub fn record(
    tree: &Tree,
    algorithm: Algorithm,
    cut: CutRule,
    boards: bool,
) -> Result<Recording, Stop> {
    // A tree with chance nodes is searched by expectiminimax, whatever the
    // conventions (alpha-beta cannot search it: `gametree check` refuses it, and no
    // hint suggests it).
    let algorithm =
        if crate::game::Position::has_chance(&tree.root()) && !algorithm.handles_chance() {
            Algorithm::Expectiminimax
        } else {
            algorithm
        };
    let options = search::Options {
        cut,
        ..search::Options::default()
    };
    let job = SearchJob {
        algorithm,
        limits: Limits {
            depth: None,
            max_nodes: 2_000_000,
        },
        options: &options,
        boards,
    };
    // The tree's own win scoring (`win-score:`), so that finished games score ±MAX.
    let (rec, _) = job.record(&tree.root(), &LeafValue::of(tree), tree.win_score())?;
    Ok(rec)
}

/// The value and bound of a node as shown in `view`, and its window.
pub fn shown(rec: &Recording, id: NodeId, view: Perspective) -> crate::render::Shown {
    let opts = crate::render::RenderOptions {
        values: Some(view),
        ..Default::default()
    };
    crate::render::shown(rec, rec.node(id), &opts)
}

/// Formats a window bound for answers: `-inf`, `inf` or the number.
pub fn bound_text(v: Score) -> String {
    match v {
        crate::game::INF => "inf".into(),
        v if v == -crate::game::INF => "-inf".into(),
        v => v.to_string(),
    }
}

/// The answer files named by `patterns`: each a path, or, when it holds a glob
/// character (`*`, `?`, `[`) and names no existing file as it is, a pattern expanded in
/// sorted order. A file that exists is taken as it is, so that file names the shell
/// expanded (`--answer answers/*` unquoted) are never read as patterns: a student's
/// `a[b].txt` must neither stop the run (`a[` is no pattern) nor stand for `ab.txt`.
///
/// # Errors
/// [`crate::Error::Usage`] for a bad glob pattern or one that matches no file; the
/// pattern in the message is made safe for a terminal.
pub fn answer_files(patterns: &[String]) -> Result<Vec<std::path::PathBuf>, crate::Error> {
    let mut files = Vec::new();
    for p in patterns {
        if !p.contains(['*', '?', '[']) || std::path::Path::new(p).is_file() {
            files.push(std::path::PathBuf::from(p));
            continue;
        }
        let shown = crate::render::escape::terminal::text(p);
        let paths = glob::glob(p).map_err(|e| {
            crate::Error::with_kind(
                crate::ErrorKind::BadOption,
                message!(
                    [Answer = format!("`{shown}`")],
                    (format!(": bad glob pattern: {e}"))
                ),
            )
        })?;
        // Every match is a submission: one that is not a regular file (a FIFO, a
        // device, a dangling link) is reported as a row that cannot be read, not
        // skipped. Directories are not submissions.
        let mut found: Vec<std::path::PathBuf> = paths
            .filter_map(Result::ok)
            .filter(|f| !f.is_dir())
            .collect();
        if found.is_empty() {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Io,
                message!([Answer = format!("`{shown}`")], ": no file matches"),
            ));
        }
        found.sort();
        files.extend(found);
    }
    Ok(files)
}

/// The largest answer file `check` reads: 64 MiB. A hand-worked answer is a few
/// kilobytes; this leaves room for an answer about every node of the largest tree
/// `check` searches, and bounds what one file can take.
pub const MAX_ANSWER_BYTES: u64 = 64 << 20;

/// The bytes of the answer file `f`, or the message why there are none: it cannot be
/// read, it is not a regular file (a FIFO, a device: never waited on nor read without
/// end), or it is larger than [`MAX_ANSWER_BYTES`] (no more than that is read).
/// An answer file's bytes, or why they cannot be read (a file over 64 MiB, not a
/// regular file, …), as [`check_answers`] reads each.
pub fn read_answer(f: &std::path::Path) -> Result<Vec<u8>, String> {
    read_answer_file(f)
}

fn read_answer_file(f: &std::path::Path) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let cannot = |e: std::io::Error| {
        crate::tr!(
            "check-cannot-read",
            file = f.display().to_string(),
            error = e.to_string()
        )
    };
    let mut bytes = Vec::new();
    if crate::game::file::is_stdio(f) {
        bytes = crate::game::file::read_regular(f, MAX_ANSWER_BYTES + 1).map_err(cannot)?;
    } else {
        crate::game::file::open_regular(f, true)
            .and_then(|file| file.take(MAX_ANSWER_BYTES + 1).read_to_end(&mut bytes))
            .map_err(cannot)?;
    }
    if bytes.len() as u64 > MAX_ANSWER_BYTES {
        return Err(crate::tr!(
            "check-answer-too-large",
            file = f.display().to_string(),
            mib = MAX_ANSWER_BYTES >> 20
        ));
    }
    Ok(bytes)
}

/// The algorithm hand-worked trees are marked against (`gametree check --algorithm`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckAlgorithm {
    /// Alpha-beta, left to right (the --convention, --prune-on options apply).
    Alphabeta,
    /// Minimax: every node searched, values exact, no windows (with
    /// --values side-to-move: negamax).
    Minimax,
    /// Expectiminimax (AIMA 3rd ed., §5.5) for trees with chance nodes: minimax whose
    /// chance nodes take the probability-weighted mean of their children (values may
    /// be written `2.1` or `13/6`); on trees without chance nodes, minimax.
    Expectiminimax,
    /// Monte Carlo tree search (UCT, [`mcts`]): an exercise asks for the next
    /// iteration's path, expansion and `N`, `W` along the path; marked by
    /// [`mcts_mark`], not by [`Conventions`] (which treat it as minimax).
    Mcts,
}

impl CheckAlgorithm {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [CheckAlgorithm; 4] = [
        CheckAlgorithm::Alphabeta,
        CheckAlgorithm::Minimax,
        CheckAlgorithm::Expectiminimax,
        CheckAlgorithm::Mcts,
    ];

    /// Its name: `alphabeta`, `minimax`, `expectiminimax`, `mcts`.
    pub fn name(self) -> &'static str {
        match self {
            CheckAlgorithm::Alphabeta => "alphabeta",
            CheckAlgorithm::Minimax => "minimax",
            CheckAlgorithm::Expectiminimax => "expectiminimax",
            CheckAlgorithm::Mcts => "mcts",
        }
    }
}

/// What a node whose search fails returns (`gametree check --convention`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Convention {
    /// A node that fails returns the bound of its window (Kühr's Alg. 3.2; what
    /// `gametree search` draws).
    FailHard,
    /// A node returns the best value it found (AIMA's figures: `C <= 2`).
    FailSoft,
}

impl Convention {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Convention; 2] = [Convention::FailHard, Convention::FailSoft];

    /// Its name: `fail-hard`, `fail-soft`.
    pub fn name(self) -> &'static str {
        match self {
            Convention::FailHard => "fail-hard",
            Convention::FailSoft => "fail-soft",
        }
    }
}

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

/// Marks the answer files `answers` (paths, or glob patterns expanded by
/// [`answer_files`]) against the explicit tree `tree` (read from `tree_name`) under
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
    let sources = answer_files(answers)?
        .iter()
        .map(|f| (f.display().to_string(), read_answer_file(f)))
        .collect();
    check_sources(tree, tree_name, sources, conv, format, naming, true)
}

/// Marks the answer files `answers` against the explicit tree `tree` (read from
/// `tree_name`) by `method` ([`Method::for_tree`] chose it): [`check_answers`] for the
/// minimax family, [`mcts_mark::check_answers`] for Monte Carlo tree search.
///
/// # Errors
/// Theirs.
pub fn check_by(
    tree: &Tree,
    tree_name: &str,
    answers: &[String],
    method: &Method,
    format: CheckFormat,
    naming: &Naming,
) -> Result<CheckReport, crate::Error> {
    match method {
        Method::Minimax(conv) => check_answers(tree, tree_name, answers, conv, format, naming),
        Method::Mcts(s) => {
            mcts_mark::check_answers(tree, tree_name, answers, &s.spec(), s.seed, format)
        }
    }
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
fn check_sources(
    tree: &Tree,
    tree_name: &str,
    sources: Vec<(String, Result<Vec<u8>, String>)>,
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
        .map(|(file, bytes)| {
            let result = bytes.and_then(|bytes| {
                let mut marker = check::Marker::new(&ctx);
                answer::parse_each(&bytes, |item| marker.add(item))
                    .map_err(|err| format!("{file}:{err}"))?;
                if files && marker.lines() == 0 {
                    return Err(check::no_answer(&file));
                }
                Ok(marker.finish())
            });
            output::Outcome { file, result }
        })
        .collect();
    let errors: Vec<String> = outcomes
        .iter()
        .filter_map(|o| o.result.as_ref().err().cloned())
        .collect();
    let text = match format {
        CheckFormat::Text => output::text(&outcomes, naming),
        CheckFormat::Json => output::json(tree_name, conv, &outcomes, naming),
        CheckFormat::Csv => output::csv(&outcomes, naming),
        CheckFormat::Html => output::html(&rec, tree_name, conv, &outcomes, naming),
    };
    let exit_code = if !errors.is_empty() {
        2
    } else if outcomes
        .iter()
        .all(|o| o.result.as_ref().is_ok_and(|m| m.all_correct()))
    {
        0
    } else {
        1
    };
    Ok(CheckReport {
        text,
        errors,
        exit_code,
    })
}

/// What is wrong with an answer, without the explanation: what `check` finds
/// ([`check::Mistake`]) and what [`explain::Explainer::why`] explains.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum MistakeKind {
    /// The value (or its `≤`/`≥`) differs.
    WrongValue {
        /// The correct value, as an answer would write it (`<= 2`).
        expected: String,
        /// What the student wrote.
        got: String,
    },
    /// The window on entry differs.
    WrongWindow {
        /// The correct window (`[3, inf]`, or `none` for minimax).
        expected: String,
        /// What the student wrote.
        got: String,
    },
    /// Marked `pruned`, but the search visits the node.
    PrunedButSearched,
    /// Given a value, but the node is pruned.
    SearchedButPruned,
    /// Asked about, not answered.
    Missing,
    /// A line that cannot be read, names no node of the tree, or answers a node a
    /// second time.
    BadLine {
        /// The column where the problem is.
        column: usize,
        /// What would have been right there.
        expected: String,
        /// What the line has instead (file text quoted and shortened).
        found: String,
    },
}

#[cfg(test)]
mod tests {
    use super::Bounds;

    #[test]
    fn bounds_from_flags_refuses_require_with_accept_no() {
        assert_eq!(Bounds::from_flags(false, true), Ok(Bounds::Accept));
        assert_eq!(Bounds::from_flags(true, true), Ok(Bounds::Require));
        assert_eq!(Bounds::from_flags(false, false), Ok(Bounds::Reject));
        let refused = Bounds::from_flags(true, false).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "`require_bounds` asks for bounds that `accept_bounds = no` refuses; give one of them"
        );
    }
}
