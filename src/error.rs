//! The errors a command can end with, and their exit codes.

use crate::game::file::ParseError;
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
    /// Options that do not fit the game or each other.
    #[error("{0}")]
    Usage(String),
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
}
