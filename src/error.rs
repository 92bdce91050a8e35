//! The errors a command can end with, and the words the library uses for its options.
//!
//! The library names its options in its own terms: a [`Message`] (an error, a warning,
//! a hint, a command that makes an exercise again) is text whose option names are
//! [`Param`]s, so that each caller says them its own way — the
//! library's own (`` `test_value` ``, the field's name), the command line's flags
//! (`--test-value`, `crate::cli`), a Python keyword. [`Naming`] is that way.

use crate::game::file::ParseError;
pub use crate::params::{Message, Naming, Param, Part};
use crate::search::Stop;
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
