//! The language of messages, figures and errors (issue 41): the package's default
//! ([`set_language`], the process's: `gametree.set_language("cs")`) and one call's
//! (`lang="cs"`: [`in_language`] runs the call with the language scoped to the calling
//! thread, and [`crate::threads::off_thread`] carries it to the thread the work runs
//! on).

use crate::errors::choice;
use gametree::lang::{self, Lang};
use pyo3::prelude::*;

/// The language of code `code` (`en`, `cs`, `sk`, `de`, `ru`, in any case, as BCP 47
/// tags are: [`Lang::from_code`]), else a `GametreeError` (a `ValueError`) of kind
/// `bad_option` naming the languages.
pub(crate) fn parse(code: &str) -> PyResult<Lang> {
    match Lang::from_code(code) {
        Some(lang) => Ok(lang),
        None => choice("lang", code, &Lang::ALL, Lang::code),
    }
}

/// Runs `work` (a Python callable without arguments) with this thread's messages in
/// `lang`, and returns what it returns.
#[pyfunction]
pub(crate) fn in_language(lang: &str, work: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let lang = parse(lang)?;
    let _scope = lang::scope(lang);
    work.call0().map(Bound::unbind)
}

/// Sets the language of every call without `lang=` (the process's default).
#[pyfunction]
pub(crate) fn set_language(lang: &str) -> PyResult<()> {
    lang::set_default(parse(lang)?);
    Ok(())
}

/// The language messages are written in now: the code (`en`).
#[pyfunction]
pub(crate) fn language() -> &'static str {
    lang::current().code()
}
