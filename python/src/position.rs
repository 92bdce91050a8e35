//! Positions: a position file's text or a file read into a [`Position`], and the
//! check of an explicit tree's node labels.

use crate::errors::error;
use crate::threads::off_thread;
use gametree::games::{self, Loaded};
use pyo3::prelude::*;

/// A position: a textbook tree, a game's position, read from a position file's text
/// (docs/position-files.md). Any thread may use it.
#[pyclass(module = "gametree._gametree")]
pub(crate) struct Position {
    pub(crate) loaded: Loaded,
}

#[pymethods]
impl Position {
    /// The game's name (`tree`, `tictactoe`, `kalah`, `czech`, `english`, `nim`,
    /// `connect4`, `chess`).
    #[getter]
    fn game(&self) -> &'static str {
        self.loaded.game_name()
    }

    /// Whether the position is an explicit tree, whose leaves carry their values.
    #[getter]
    fn explicit(&self) -> bool {
        self.loaded.is_explicit()
    }

    /// The evaluations the game has, the default first.
    #[getter]
    fn evaluations(&self) -> Vec<&'static str> {
        self.loaded.evaluations().to_vec()
    }
}

/// Reads a position file's text; `name` names it in error messages.
#[pyfunction]
pub(crate) fn load_text(py: Python<'_>, text: &str, name: &str) -> PyResult<Position> {
    off_thread(py, || {
        games::load(text.as_bytes()).map_err(|err| {
            error(gametree::Error::Parse {
                path: name.into(),
                err,
            })
        })
    })
    .map(|loaded| Position { loaded })
}

/// Reads the position file at `path`.
#[pyfunction]
pub(crate) fn load_file(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Position> {
    off_thread(py, || games::load_file(&path).map_err(error)).map(|loaded| Position { loaded })
}

/// Writes `text` to the file at `path` whole or not at all, as every file the command
/// line writes ([`gametree::render::write_file`]: a new file beside it renamed over it,
/// so an error leaves the old file as it was); `Report.save` calls it.
#[pyfunction]
pub(crate) fn write_file(py: Python<'_>, path: std::path::PathBuf, text: &str) -> PyResult<()> {
    let text = text.to_owned();
    off_thread(py, move || {
        gametree::render::write_file(&path, |w| w.write_all(text.as_bytes())).map_err(error)
    })
}

/// Whether `label` can be an explicit tree's node label, written `NAME:` and read back
/// as itself (`gametree.tree` checks its labels with it).
#[pyfunction]
pub(crate) fn tree_label_ok(label: &str) -> bool {
    games::tree::is_label(label)
}
