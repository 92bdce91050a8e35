//! Exercises and marking: `make_exercise`, `check` and the conventions they take by
//! name.

use crate::errors::{bad, choice, error, message, PYTHON};
use crate::position::Position;
use crate::threads::off_thread;
use gametree::game::Score;
use gametree::games::Loaded;
use gametree::homework::{self, exercise};
use gametree::search::CutRule;
use gametree::ErrorKind;
use pyo3::prelude::*;

/// Makes a random alpha-beta exercise: `(position file text, model answer text, blank
/// sheet as SVG)`.
#[pyfunction]
#[pyo3(signature = (seed, depth=3, branching=(3, 3), values=(-20, 20), root="max", min_cutoffs=1, deep_cutoff=false, chance=false, algorithm=None, convention="fail-hard", prune_on="ge", view="max", accept_bounds=true, require_bounds=false))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn make_exercise(
    py: Python<'_>,
    seed: u64,
    depth: u32,
    branching: (u32, u32),
    values: (Score, Score),
    root: &str,
    min_cutoffs: u32,
    deep_cutoff: bool,
    chance: bool,
    algorithm: Option<&str>,
    convention: &str,
    prune_on: &str,
    view: &str,
    accept_bounds: bool,
    require_bounds: bool,
) -> PyResult<(String, String, String)> {
    use exercise::{RootSide, Sheet, Spec};
    let spec = Spec {
        depth,
        branching,
        values,
        root: choice("root", root, &RootSide::EVERY, RootSide::name)?,
        min_cutoffs,
        deep_cutoff,
        chance,
    };
    let ex = off_thread(py, || {
        exercise::generate(&spec, seed).map_err(|e| message(e.message()))
    })?;
    // The model answer under the conventions asked for (expectiminimax for --chance).
    let algorithm = algorithm.unwrap_or(if chance {
        "expectiminimax"
    } else {
        "alphabeta"
    });
    let conv = conventions(
        algorithm,
        convention,
        prune_on,
        view,
        accept_bounds,
        require_bounds,
    )?;
    let text = |sheet: Sheet| -> PyResult<String> {
        let bytes = sheet
            .write(&ex, &spec, seed, false, &conv, &PYTHON)
            .map_err(error)?;
        String::from_utf8(bytes).map_err(|e| bad(e.to_string()))
    };
    off_thread(py, || {
        Ok((text(Sheet::Tree)?, text(Sheet::Answer)?, text(Sheet::Svg)?))
    })
}

/// The check conventions from their names.
fn conventions(
    algorithm: &str,
    convention: &str,
    prune_on: &str,
    values: &str,
    accept_bounds: bool,
    require_bounds: bool,
) -> PyResult<homework::Conventions> {
    use gametree::record::Perspective;
    use homework::{Bounds, CheckAlgorithm, Convention};
    // The library's rule, in Python's words: `require_bounds` with
    // `accept_bounds=False` is refused.
    let bounds = Bounds::from_flags(require_bounds, accept_bounds).map_err(message)?;
    let algorithm = choice(
        "algorithm",
        algorithm,
        &CheckAlgorithm::EVERY,
        CheckAlgorithm::name,
    )?;
    // MCTS exercises are made and marked by `homework::mcts` with their own options,
    // which the package does not take yet: refused, never marked as minimax.
    if algorithm == CheckAlgorithm::Mcts {
        return Err(bad(gametree::tr!("exercise-mcts-not-here")));
    }
    Ok(homework::Conventions::new(
        algorithm,
        choice(
            "convention",
            convention,
            &Convention::EVERY,
            Convention::name,
        )?,
        choice("prune_on", prune_on, &CutRule::EVERY, CutRule::name)?,
        choice("values", values, &Perspective::EVERY, Perspective::name)?,
        bounds,
    ))
}

/// Marks an answer (text, docs/homework.md) to an explicit tree: `(JSON report, SVG
/// of the marked tree)`, as `gametree check --format json` and its HTML figure.
#[pyfunction]
#[pyo3(signature = (position, answer, name="answer", algorithm="alphabeta", convention="fail-hard", prune_on="ge", values="max", accept_bounds=true, require_bounds=false))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn check(
    py: Python<'_>,
    position: &Position,
    answer: &str,
    name: &str,
    algorithm: &str,
    convention: &str,
    prune_on: &str,
    values: &str,
    accept_bounds: bool,
    require_bounds: bool,
) -> PyResult<(String, Option<String>)> {
    let Loaded::Tree(tree) = &position.loaded else {
        return Err(bad(format!(
            "check marks explicit trees (`game: tree`); this is a {} position",
            position.loaded.game_name()
        )));
    };
    let conv = conventions(
        algorithm,
        convention,
        prune_on,
        values,
        accept_bounds,
        require_bounds,
    )?;
    off_thread(py, || {
        if conv.alphabeta && gametree::game::Position::has_chance(&tree.root()) {
            return Err(bad(
                "the tree has chance nodes: answers are marked by expectiminimax; give algorithm=\"expectiminimax\"",
            ));
        }
        let report = homework::check_answer_text(
            tree,
            "tree",
            name,
            answer.as_bytes(),
            &conv,
            homework::CheckFormat::Json,
            &PYTHON,
        )
        .map_err(error)?;
        // An answer that cannot be read is raised here, located (the report says it
        // too, in the same words, but as text).
        let figure =
            match homework::check_answer_figure(tree, name, answer.as_bytes(), &conv, &PYTHON) {
                Ok(figure) => Some(figure),
                Err(e) if e.kind() == ErrorKind::Parse => return Err(error(e)),
                Err(_) => None,
            };
        Ok((report.text, figure))
    })
}
