//! Errors as Python sees them: every error is a `gametree.GametreeError` (a
//! `ValueError`) carrying the library's message with options named as Python keywords
//! ([`PYTHON`]), its kind, and its file, line and column where it has them; a panic is
//! one too. [`choice`] reads an option's value by its name.

use gametree::params::{Message, Naming};
use gametree::ErrorKind;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    _gametree,
    GametreeError,
    PyValueError,
    "A position, option, answer or search limit gametree cannot take: the message says what and where."
);

/// The library's options named as Python keywords: `depth`, `algorithm=test`,
/// `gametree.exercise(seed=7, …)`.
pub(crate) const PYTHON: Naming = Naming {
    param: |p| p.name().to_string(),
    setting: |p, v| format!("{}={}", p.name(), python_value(v)),
    // A switch said alone (`deep_cutoff`) is a keyword set to True.
    command: |c, settings| {
        let args: Vec<String> = settings
            .iter()
            .map(|s| match s.contains('=') {
                true => s.clone(),
                false => format!("{s}=True"),
            })
            .collect();
        format!("gametree.{c}({})", args.join(", "))
    },
};

/// A setting's value as Python writes it: `3`, `(-20, 20)` for a range `-20..20`,
/// `True`/`False` for yes/no, `"gt"` for a word.
fn python_value(v: &str) -> String {
    if v.parse::<i64>().is_ok() {
        return v.to_string();
    }
    match v.split_once("..") {
        Some((a, b)) if a.parse::<i64>().is_ok() && b.parse::<i64>().is_ok() => {
            format!("({a}, {b})")
        }
        _ => match v {
            "yes" | "true" => "True".into(),
            "no" | "false" => "False".into(),
            _ => format!("{v:?}"),
        },
    }
}

/// The library's error as a `GametreeError`: its message with options named as Python
/// keywords, its kind, and its file, line and column where it has them.
pub(crate) fn error(e: gametree::Error) -> PyErr {
    let at = e
        .location()
        .map(|(file, line, column)| (file.display().to_string(), line, column));
    raise(Some(e.kind()), e.render(&PYTHON), at)
}

/// A library message (a wrong option) as a usage `GametreeError`, options named as
/// Python keywords.
pub(crate) fn message(m: Message) -> PyErr {
    raise(Some(ErrorKind::Usage), m.render(&PYTHON), None)
}

/// A usage `GametreeError` with the message `text`.
pub(crate) fn bad(text: impl Into<String>) -> PyErr {
    raise(Some(ErrorKind::Usage), text.into(), None)
}

/// A `GametreeError` with the message `text` and the attributes programs match on:
/// `kind` (an [`ErrorKind`]'s name; `None` for an internal error), `file`, `line` and
/// `column` (`None` when the error has no place in a file). The class holds `None`
/// for each (`_gametree` sets them), so an error raised without them has them too.
pub(crate) fn raise(
    kind: Option<ErrorKind>,
    text: String,
    at: Option<(String, usize, usize)>,
) -> PyErr {
    Python::attach(|py| {
        let err = GametreeError::new_err(text);
        let value = err.value(py);
        let (file, line, column) = match at {
            Some((file, line, column)) => (Some(file), Some(line), Some(column)),
            None => (None, None, None),
        };
        // Setting an attribute of a new exception object cannot fail.
        let _ = value.setattr("kind", kind.map(ErrorKind::as_str));
        let _ = value.setattr("file", file);
        let _ = value.setattr("line", line);
        let _ = value.setattr("column", column);
        err
    })
}

/// A panic's payload as a `GametreeError` (pyo3 would raise `PanicException`, which
/// `except Exception` does not catch).
pub(crate) fn panicked(panic: Box<dyn std::any::Any + Send>) -> PyErr {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into());
    raise(
        None,
        gametree::tr!("pages-python-internal-error", what = what),
        None,
    )
}

/// The one of `every` whose name (`name`) is `s`, else a `GametreeError` of kind
/// `bad-option` naming the option (`what`) and the names there are, in the call's
/// language.
pub(crate) fn choice<T: Copy>(
    what: &str,
    s: &str,
    every: &[T],
    name: fn(T) -> &'static str,
) -> PyResult<T> {
    every
        .iter()
        .copied()
        .find(|&c| name(c) == s)
        .ok_or_else(|| {
            let names: Vec<&str> = every.iter().map(|&c| name(c)).collect();
            let text = gametree::tr!(
                "pages-python-unknown-choice",
                what = what,
                value = s,
                choices = names.join(", ")
            );
            raise(Some(ErrorKind::BadOption), text, None)
        })
}
