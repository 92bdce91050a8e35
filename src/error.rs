//! The errors a command can end with, and the words the library uses for its options.
//!
//! The library names its options in its own terms: a [`Message`] (an error, a warning,
//! a hint, a command that makes an exercise again) is text whose option names are
//! [`Param`]s, so that each caller says them its own way — the
//! library's own (`` `test_value` ``, the field's name), the command line's flags
//! (`--test-value`, `crate::cli`), a Python keyword. [`Naming`] is that way.

//!
//! # Languages
//!
//! Every message is worded in the language that is current when the error is **made**
//! ([`crate::lang::current`]): the text of a [`Message`] is translated where it is
//! built, and a [`ParseError`] keeps the language it was made in
//! ([`ParseError::lang`]) for its `expected …, found …` frame. So an error made inside
//! a request's or a Python call's language scope says the request's language even when
//! it is displayed after the scope has closed. Two things are values rather than text
//! and are worded when displayed, in the language current then: a search's [`Stop`]
//! (the request functions word it before their scope closes: [`Error::worded`]) and the
//! frame of [`Error::Read`] and [`Error::Write`] (the files of the command line and
//! Python; the operating system's reason stays its own, English). The command line
//! displays errors on its main thread after the command, under the process's language
//! (`crate::lang::set_default`), which is the command's.

use crate::lang::Lang;
use crate::params::slot;
pub use crate::params::{Message, Naming, Param, Part};
use std::fmt;
use std::path::PathBuf;

/// A [`Message`] from the translated message `id` (`locales/*.ftl`) whose options are
/// the parts in brackets, as in [`message!`](crate::message): `[Depth]`, `[Algorithm =
/// name]`. The message says the `i`-th option where it writes `{ $o0 }`, `{ $o1 }`, …;
/// the other arguments are named as in [`crate::tr!`].
///
/// ```
/// let m = gametree::tr_message!("errors-applies-only-to", [TestValue, Algorithm = "test"]);
/// assert_eq!(m.to_string(), "`test_value` applies only to `algorithm = test`");
/// ```
#[macro_export]
macro_rules! tr_message {
    ($id:literal, [$($p:ident $(= $v:expr)?),* $(,)?] $(, $key:ident = $value:expr)* $(,)?) => {{
        let parts = [$($crate::tr_message!(@part $p $(= $v)?)),*];
        #[allow(unused_mut)]
        let mut args: ::std::vec::Vec<(&str, $crate::lang::Arg)> =
            ::std::vec![$((stringify!($key), $crate::lang::Arg::from($value))),*];
        for (i, name) in ["o0", "o1", "o2", "o3", "o4", "o5"].into_iter().enumerate().take(parts.len()) {
            args.push((name, $crate::lang::Arg::from($crate::params::slot(i))));
        }
        $crate::params::Message::spliced(&$crate::lang::message($id, &args), &parts)
    }};
    (@part $p:ident = $v:expr) => {
        $crate::params::Part::Setting($crate::params::Param::$p, ($v).to_string())
    };
    (@part $p:ident) => {
        $crate::params::Part::Param($crate::params::Param::$p)
    };
}

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
    #[error("{}", crate::tr!("errors-cannot-read", path = path.display().to_string(), reason = crate::lang::io_reason(source)))]
    Read {
        /// The file.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The output could not be written.
    #[error("{}", crate::tr!("errors-cannot-write", path = path.display().to_string(), reason = crate::lang::io_reason(source)))]
    Write {
        /// The file (`-` for standard output).
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// Options that do not fit the game or each other, naming the options as
    /// [`Param`]s; `kind` says which way for programs ([`ErrorKind::Usage`] when
    /// nothing more precise is known). Made by [`Error::usage`] and [`Error::with_kind`].
    #[error("{message}")]
    Usage {
        /// What sort of mistake, for programs ([`Error::kind`]).
        kind: ErrorKind,
        /// What is wrong and what to give instead.
        message: Message,
    },
    /// The search hit a limit.
    #[error(transparent)]
    Search(#[from] Stop),
}

impl Error {
    /// A usage error of the general kind [`ErrorKind::Usage`].
    pub fn usage(message: Message) -> Error {
        Error::with_kind(ErrorKind::Usage, message)
    }

    /// A usage error of the given kind ([`ErrorKind::BadOption`],
    /// [`ErrorKind::Unsupported`], …).
    pub fn with_kind(kind: ErrorKind, message: Message) -> Error {
        Error::Usage { kind, message }
    }

    /// What sort of error this is, for programs that react to some of them (the
    /// message is for people): [`ErrorKind::Parse`] for a malformed file,
    /// [`ErrorKind::Io`] for one that cannot be read or written, the usage error's
    /// own kind, and [`ErrorKind::Limit`], [`ErrorKind::BadOption`] or
    /// [`ErrorKind::Cancelled`] for a search that stopped ([`Stop::kind`]).
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Parse { .. } => ErrorKind::Parse,
            Error::Read { .. } | Error::Write { .. } => ErrorKind::Io,
            Error::Usage { kind, .. } => *kind,
            Error::Search(stop) => stop.kind(),
        }
    }

    /// The file, 1-based line and 1-based column (in characters) the error is at,
    /// for a malformed file ([`Error::Parse`]); `None` for the others.
    pub fn location(&self) -> Option<(&std::path::Path, usize, usize)> {
        match self {
            Error::Parse { path, err } => Some((path, err.loc.line, err.loc.col)),
            _ => None,
        }
    }

    /// Whether this is a closed pipe on standard output (`gametree … | head`), which
    /// ends the program quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Write { source, .. } if source.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// This error with a search's [`Stop`] worded now, in the current language, as a
    /// usage error of the stop's kind ([`Stop::kind`]); every other error as it is. A
    /// stop is a value, worded when displayed: a caller that opens a language scope
    /// (`crate::lang::scope`) and displays errors after it has closed words them
    /// first — the request functions (`crate::request`) do.
    pub fn worded(self) -> Error {
        match self {
            Error::Search(stop) => Error::with_kind(stop.kind(), stop.message()),
            other => other,
        }
    }

    /// The message, naming options as `naming` does (the library's own `Display`
    /// uses [`Naming::LIBRARY`]).
    pub fn render(&self, naming: &Naming) -> String {
        match self {
            Error::Usage { message, .. } => message.render(naming),
            Error::Search(stop) => stop.message().render(naming),
            other => other.to_string(),
        }
    }
}

impl From<Message> for Error {
    fn from(p: Message) -> Error {
        Error::usage(p)
    }
}

/// What sort of error an [`Error`] is ([`Error::kind`]), for programs: the message
/// is for people and may change, these names ([`ErrorKind::as_str`]) do not. More
/// kinds may come; a program matches the ones it handles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// `parse`: a file's content is malformed — a position file or text, an answer
    /// file, a JSON recording, a roster; [`Error::location`] gives the file, line and
    /// column where the error has them.
    Parse,
    /// `io`: a file could not be read or written.
    Io,
    /// `usage`: options that do not fit the game, the command or each other, when no
    /// kind below says more.
    Usage,
    /// `bad_option`: an option's value is out of its range or not one of its words
    /// (also leaf bounds that a leaf lies outside).
    BadOption,
    /// `unsupported`: what was asked is right in itself but this game, algorithm,
    /// format or recording cannot do it (chance nodes for alpha-beta, boards in text,
    /// solving an explicit tree).
    Unsupported,
    /// `overwrite`: the output would replace an input file or files this command did
    /// not write; nothing was written.
    Overwrite,
    /// `limit`: a limit was reached — the node, ply or time limit of a search, the
    /// transposition table's memory, a figure or exercise too large; the message
    /// names the option to change.
    Limit,
    /// `cancelled`: another thread (or Ctrl-C in Python) cancelled the work.
    Cancelled,
}

impl ErrorKind {
    /// Every kind, in the order of the list above.
    pub const ALL: [ErrorKind; 8] = [
        ErrorKind::Parse,
        ErrorKind::Io,
        ErrorKind::Usage,
        ErrorKind::BadOption,
        ErrorKind::Unsupported,
        ErrorKind::Overwrite,
        ErrorKind::Limit,
        ErrorKind::Cancelled,
    ];

    /// The kind's stable snake_case name: `parse`, `io`, `usage`, `bad_option`,
    /// `unsupported`, `overwrite`, `limit`, `cancelled`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Parse => "parse",
            ErrorKind::Io => "io",
            ErrorKind::Usage => "usage",
            ErrorKind::BadOption => "bad_option",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Overwrite => "overwrite",
            ErrorKind::Limit => "limit",
            ErrorKind::Cancelled => "cancelled",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
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
    /// The language `expected` and `found` are worded in: the one current when the
    /// error was made, in which `Display` words its frame too.
    pub lang: Lang,
}

impl ParseError {
    /// Builds an error at `loc`, in the [`crate::lang::current`] language.
    pub fn new(loc: Loc, expected: impl Into<String>, found: impl Into<String>) -> Self {
        ParseError {
            loc,
            expected: expected.into(),
            found: found.into(),
            lang: crate::lang::current(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = crate::lang::with(self.lang, || {
            crate::tr!(
                "errors-expected-found",
                expected = self.expected.as_str(),
                found = self.found.as_str()
            )
        });
        write!(f, "{}:{}: {what}", self.loc.line, self.loc.col)
    }
}

/// `a`, `a and b`, `a, b and c` in the current language, for messages.
pub fn and_list<S: AsRef<str>>(words: &[S]) -> String {
    match words {
        [rest @ .., last] if !rest.is_empty() => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            crate::tr!(
                "errors-and-list",
                rest = rest.join(", "),
                last = last.as_ref()
            )
        }
        [one] => one.as_ref().to_string(),
        _ => String::new(),
    }
}

/// `n` for a message in the current language: `64,552` in English, `64 552` (a
/// no-break space) in the others.
pub fn count(n: u64) -> String {
    let s = crate::params::thousands(n);
    if crate::lang::current() == Lang::En {
        s
    } else {
        s.replace(',', "\u{a0}")
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
    /// Monte Carlo tree search's kept iterations would hold more node entries (their
    /// paths and expanded nodes) than the node limit: `max`
    /// ([`crate::search::Limits::max_nodes`], `--max-nodes`) bounds the memory of the
    /// iterations a replay or JSON keeps.
    LogLimit {
        /// The node limit.
        max: u64,
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
    /// The stop's [`ErrorKind`]: [`ErrorKind::Cancelled`] when cancelled,
    /// [`ErrorKind::BadOption`] for a leaf outside the given leaf bounds,
    /// [`ErrorKind::Limit`] for the others.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Stop::Cancelled => ErrorKind::Cancelled,
            Stop::OutsideBounds { .. } => ErrorKind::BadOption,
            Stop::NodeLimit { .. }
            | Stop::LogLimit { .. }
            | Stop::PlyLimit(_)
            | Stop::Time
            | Stop::TableMemory(_) => ErrorKind::Limit,
        }
    }

    /// What stopped the search and the option that lets it go on: for the node limit
    /// the limit and the remedy that fits the search — a smaller depth where one was
    /// given, a depth limit where none was.
    pub fn message(&self) -> Message {
        use Part::{Param as P, Setting};
        match *self {
            Stop::NodeLimit { max, depth } => {
                let n = max;
                let max = count(max);
                let parts = [P(Param::Depth), P(Param::MaxNodes)];
                let text = match depth {
                    Some(d) => crate::tr!(
                        "errors-node-limit-depth",
                        depth = d,
                        max = max,
                        n = n,
                        depth_option = slot(0),
                        max_nodes_option = slot(1)
                    ),
                    None => crate::tr!(
                        "errors-node-limit-end",
                        max = max,
                        n = n,
                        depth_option = slot(0),
                        max_nodes_option = slot(1)
                    ),
                };
                Message::spliced(&text, &parts)
            }
            Stop::LogLimit { max: n } => Message::spliced(
                &crate::tr!(
                    "errors-mcts-log-limit",
                    max = count(n),
                    n = n,
                    iterations_option = slot(0),
                    max_nodes_option = slot(1)
                ),
                &[P(Param::Iterations), P(Param::MaxNodes)],
            ),
            Stop::PlyLimit(p) => Message::spliced(
                &crate::tr!("errors-ply-limit", plies = p, depth_option = slot(0)),
                &[P(Param::Depth)],
            ),
            Stop::OutsideBounds { value, low, high } => Message::spliced(
                &crate::tr!(
                    "errors-outside-bounds",
                    value = value,
                    bounds_option = slot(0)
                ),
                &[Setting(Param::LeafBounds, format!("{low}..{high}"))],
            ),
            Stop::Time => Message::spliced(
                &crate::tr!("errors-time-limit", time_limit_option = slot(0)),
                &[P(Param::TimeLimit)],
            ),
            Stop::TableMemory(n) => Message::spliced(
                &crate::tr!(
                    "errors-table-memory",
                    entries = n.to_string(),
                    tt_size_option = slot(0)
                ),
                &[P(Param::TtSize)],
            ),
            Stop::Cancelled => Message::text(crate::tr!("errors-cancelled")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_have_distinct_snake_case_names() {
        let names: Vec<&str> = ErrorKind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(
            names,
            [
                "parse",
                "io",
                "usage",
                "bad_option",
                "unsupported",
                "overwrite",
                "limit",
                "cancelled"
            ]
        );
        assert_eq!(ErrorKind::BadOption.to_string(), "bad_option");
    }

    #[test]
    fn each_variant_has_its_kind_and_only_parse_a_location() {
        let parse = Error::Parse {
            path: "a.pos".into(),
            err: ParseError::new(Loc { line: 3, col: 7 }, "a leaf value", "`x`"),
        };
        assert_eq!(parse.kind(), ErrorKind::Parse);
        assert_eq!(
            parse.location(),
            Some((std::path::Path::new("a.pos"), 3, 7))
        );
        assert_eq!(
            parse.to_string(),
            "a.pos:3:7: expected a leaf value, found `x`"
        );
        let io = || std::io::Error::new(std::io::ErrorKind::NotFound, "gone");
        for e in [
            Error::Read {
                path: "a".into(),
                source: io(),
            },
            Error::Write {
                path: "-".into(),
                source: io(),
            },
        ] {
            assert_eq!((e.kind(), e.location()), (ErrorKind::Io, None));
        }
        let usage = Error::usage(crate::message!("no"));
        assert_eq!((usage.kind(), usage.location()), (ErrorKind::Usage, None));
        let from: Error = crate::message!("no").into();
        assert_eq!(from.kind(), ErrorKind::Usage);
        let bad = Error::with_kind(ErrorKind::BadOption, crate::message!("no"));
        assert_eq!(
            (bad.kind(), bad.to_string()),
            (ErrorKind::BadOption, "no".into())
        );
    }

    #[test]
    fn a_stop_worded_in_a_scope_keeps_its_words_and_kind_after_it() {
        let e = crate::lang::with(Lang::Cs, || Error::from(Stop::Time).worded());
        assert_eq!(e.kind(), ErrorKind::Limit);
        assert_eq!(
            e.to_string(),
            "byl dosažen časový limit; zvyšte `time_limit`"
        );
        assert_eq!(
            Error::from(Stop::Time).to_string(),
            "the time limit was reached; raise `time_limit`"
        );
        let parse = crate::lang::with(Lang::De, || {
            ParseError::new(Loc { line: 2, col: 3 }, "x", "y")
        });
        assert_eq!(parse.to_string(), "2:3: erwartet: x; gefunden: y");
    }

    #[test]
    fn stops_are_limits_except_cancelling_and_bounds() {
        let kind = |s: Stop| Error::from(s).kind();
        assert_eq!(
            kind(Stop::NodeLimit {
                max: 9,
                depth: None
            }),
            ErrorKind::Limit
        );
        assert_eq!(kind(Stop::PlyLimit(400)), ErrorKind::Limit);
        assert_eq!(kind(Stop::Time), ErrorKind::Limit);
        assert_eq!(kind(Stop::TableMemory(1 << 40)), ErrorKind::Limit);
        assert_eq!(kind(Stop::Cancelled), ErrorKind::Cancelled);
        let bounds = Stop::OutsideBounds {
            value: 9,
            low: 0,
            high: 5,
        };
        assert_eq!(kind(bounds), ErrorKind::BadOption);
        assert_eq!(Error::from(Stop::Time).location(), None);
    }
}
