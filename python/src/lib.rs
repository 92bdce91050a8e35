//! `gametree._gametree`: the gametree library for Python (PyO3), a thin layer over the
//! Rust library — no algorithm, rule or drawing is written again here. The Python
//! package `gametree` (gametree/__init__.py) wraps it with Python types, docstrings,
//! Jupyter display and AIMA-style games.
//!
//! Every error is a `gametree.GametreeError` (a `ValueError`) carrying the library's
//! message, options named as Python keywords (`depth`, `algorithm="test"`) and files
//! with their line and column.
//!
//! One concern a module: [`errors`] (the exception, the Python naming of options,
//! panics), [`threads`] (where the work runs, Ctrl-C), [`position`] (positions read
//! from text or a file), [`recording`] (a recorded search: summary, JSON, figures,
//! nodes), [`search`] (`search`, `perft`, `compare`, `solve`), [`homework`]
//! (`make_exercise`, `check`), [`pygame`] (games written in Python) and [`language`]
//! (the language of messages: `lang=`, `set_language`). This file only
//! makes the module.

mod errors;
mod homework;
mod language;
mod position;
mod pygame;
mod recording;
mod search;
mod threads;

use pyo3::prelude::*;

/// The extension module.
#[pymodule]
fn _gametree(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let error = m.py().get_type::<errors::GametreeError>();
    // What `raise` sets on each error, `None` on the class: an error raised without
    // them (by gametree/__init__.py) has them too.
    for attr in ["kind", "file", "line", "column"] {
        error.setattr(attr, m.py().None())?;
    }
    m.add("GametreeError", error)?;
    m.add_class::<position::Position>()?;
    m.add_class::<recording::Rec>()?;
    m.add_function(wrap_pyfunction!(position::load_text, m)?)?;
    m.add_function(wrap_pyfunction!(position::load_file, m)?)?;
    m.add_function(wrap_pyfunction!(recording::recording_from_json, m)?)?;
    m.add_function(wrap_pyfunction!(search::search, m)?)?;
    m.add_function(wrap_pyfunction!(pygame::search_game, m)?)?;
    m.add_function(wrap_pyfunction!(search::perft, m)?)?;
    m.add_function(wrap_pyfunction!(search::compare, m)?)?;
    m.add_function(wrap_pyfunction!(search::solve, m)?)?;
    m.add_function(wrap_pyfunction!(homework::make_exercise, m)?)?;
    m.add_function(wrap_pyfunction!(homework::check, m)?)?;
    m.add_function(wrap_pyfunction!(homework::check_boxes, m)?)?;
    m.add_function(wrap_pyfunction!(position::tree_label_ok, m)?)?;
    m.add_function(wrap_pyfunction!(position::write_file, m)?)?;
    m.add_function(wrap_pyfunction!(language::in_language, m)?)?;
    m.add_function(wrap_pyfunction!(language::set_language, m)?)?;
    m.add_function(wrap_pyfunction!(language::language, m)?)?;
    m.add("MAX_TREE_DEPTH", gametree::games::tree::MAX_TREE_DEPTH)?;
    Ok(())
}
