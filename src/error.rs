//! The errors a command can end with, and the words the library uses for its options.
//!
//! The library names its options in its own terms: a [`Message`] (an error, a warning,
//! a hint, a command that makes an exercise again) is text whose option names are
//! [`Param`]s, so that each caller says them its own way — the
//! library's own (`` `test_value` ``, the field's name), the command line's flags
//! (`--test-value`, `crate::cli`), a Python keyword. [`Naming`] is that way.

use crate::message;
pub use crate::params::{Message, Naming, Param, Part};
use std::fmt;
use std::path::PathBuf;

/// Why a `gametree` command failed. Every variant is the user's input or options, and
/// the process exits with code 2; messages name the file, line and column where there is one.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The position file is malformed: `FILE:LINE:COL: expected …, found …`.
    #[error("{}:{err}", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// What is wrong where.
        err: ParseError,
    },
    /// A file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The output could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file (`-` for standard output).
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// Options that do not fit the game or each other, naming the options as
    /// [`Param`]s.
    #[error("{0}")]
    Usage(Message),
    /// The search hit a limit.
    #[error(transparent)]
    Search(#[from] Stop),
}

impl Error {
    /// Whether this is a closed pipe on standard output (`gametree … | head`), which
    /// ends the program quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Write { source, .. } if source.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// The message, naming options as `naming` does (the library's own `Display`
    /// uses [`Naming::LIBRARY`]).
    pub fn render(&self, naming: &Naming) -> String {
        match self {
            Error::Usage(p) => p.render(naming),
            Error::Search(stop) => stop.message().render(naming),
            other => other.to_string(),
        }
    }
}

impl From<Message> for Error {
    fn from(p: Message) -> Error {
        Error::Usage(p)
    }
}

/// A place in the file: 1-based line and 1-based column (counted in characters).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Loc {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, in characters.
    pub col: usize,
}

/// A syntax or validity error in a position file, without the file name (the caller
/// adds it). Displays as `LINE:COL: expected EXPECTED, found FOUND`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the problem is.
    pub loc: Loc,
    /// What would have been correct here.
    pub expected: String,
    /// What the file has instead (already quoted where it is file text).
    pub found: String,
}

impl ParseError {
    /// Builds an error at `loc`.
    pub fn new(loc: Loc, expected: impl Into<String>, found: impl Into<String>) -> Self {
        ParseError {
            loc,
            expected: expected.into(),
            found: found.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: expected {}, found {}",
            self.loc.line, self.loc.col, self.expected, self.found
        )
    }
}

impl std::error::Error for ParseError {}

/// Why a search stopped without a result (`crate::search::Stop`): the one stop reason of the search, the
/// solver's prover and `gametree solve`. Its message ([`Stop::message`]) names the
/// option to change.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
pub enum Stop {
    /// More nodes than the node limit ([`crate::search::Limits::max_nodes`]) would be visited, by a
    /// search to `depth` plies (`None`: to the end of the game).
    NodeLimit {
        /// The node limit.
        max: u64,
        /// The search's ply limit, if it had one.
        depth: Option<u32>,
    },
    /// A line longer than [`crate::game::MAX_PLY`] plies.
    PlyLimit(u32),
    /// Star1 or Star2 met a leaf outside the bounds it was given
    /// ([`crate::search::Options::leaf_bounds`]), values in the leaves' units.
    OutsideBounds {
        /// The leaf's value, MAX's view.
        value: i32,
        /// The lower bound L.
        low: i32,
        /// The upper bound U.
        high: i32,
    },
    /// The time limit was reached (`gametree solve`).
    Time,
    /// The transposition table's memory could not be had (`gametree solve`).
    TableMemory(usize),
    /// Another thread cancelled the work ([`crate::cancel`]).
    Cancelled,
}

impl Stop {
    /// What stopped the search and the option that lets it go on: for the node limit
    /// the limit and the remedy that fits the search — a smaller depth where one was
    /// given, a depth limit where none was.
    pub fn message(&self) -> Message {
        match *self {
            Stop::NodeLimit { max, depth } => {
                let max = crate::params::thousands(max);
                match depth {
                    Some(d) => message!(
                        (format!(
                            "the search to depth {d} would visit more than {max} nodes (the node limit); give a smaller "
                        )),
                        [Depth],
                        " or raise ",
                        [MaxNodes]
                    ),
                    None => message!(
                        (format!(
                            "the search to the end of the game would visit more than {max} nodes (the node limit); give a "
                        )),
                        [Depth],
                        " limit or raise ",
                        [MaxNodes]
                    ),
                }
            }
            Stop::PlyLimit(p) => {
                message!(
                    (format!("the search reached {p} plies deep; give a ")),
                    [Depth],
                    " limit"
                )
            }
            Stop::OutsideBounds { value, low, high } => message!(
                (format!("a leaf value {value} lies outside ")),
                [LeafBounds = format!("{low}..{high}")],
                "; Star1 and Star2 need bounds on every leaf"
            ),
            Stop::Time => message!("the time limit was reached; raise ", [TimeLimit]),
            Stop::TableMemory(n) => message!(
                (format!("cannot allocate a transposition table of {n} entries; lower ")),
                [TtSize]
            ),
            Stop::Cancelled => message!("the work was cancelled"),
        }
    }
}
