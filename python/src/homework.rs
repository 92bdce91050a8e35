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
/// sheet as SVG)`; with `algorithm="mcts"` a Monte Carlo tree search exercise
/// (`iterations`, default 8, and `exploration`, UCB1's C, default √2; the conventions
/// do not apply).
#[pyfunction]
#[pyo3(signature = (seed, depth=3, branching=(3, 3), values=(-20, 20), root="max", min_cutoffs=1, deep_cutoff=false, chance=false, algorithm=None, convention="fail-hard", prune_on="ge", view="max", accept_bounds=true, require_bounds=false, iterations=None, exploration=None))]
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
    iterations: Option<u64>,
    exploration: Option<f64>,
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
    if algorithm == Some("mcts") {
        let spec = mcts_spec(spec, iterations, exploration)?;
        return off_thread(py, || {
            let ex = homework::mcts::generate(&spec, seed).map_err(|e| message(e.message()))?;
            let svg = homework::mcts::sheet(&ex, homework::output::SheetFormat::Svg, false)
                .map_err(error)?;
            Ok((
                ex.position_text(&PYTHON),
                ex.model_answer(),
                String::from_utf8_lossy(&svg).into_owned(),
            ))
        });
    }
    if iterations.is_some() || exploration.is_some() {
        return Err(bad(gametree::tr!("exercise-mcts-only")));
    }
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

/// A Monte Carlo tree search exercise's options: the tree's `spec`, `iterations`
/// (default [`homework::mcts::DEFAULT_ITERATIONS`]) and `exploration` (C, default √2).
fn mcts_spec(
    tree: exercise::Spec,
    iterations: Option<u64>,
    exploration: Option<f64>,
) -> PyResult<homework::mcts::MctsSpec> {
    use gametree::search::mcts::Exploration;
    let exploration = match exploration {
        None => Exploration::default(),
        Some(c) => Exploration::new(c).ok_or_else(|| {
            bad(format!(
                "exploration: expected a positive number, found {c}"
            ))
        })?,
    };
    Ok(homework::mcts::MctsSpec {
        tree,
        iterations: iterations.unwrap_or(homework::mcts::DEFAULT_ITERATIONS),
        exploration,
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
/// of the marked tree)`, as `gametree check --format json` and its HTML figure; with
/// `algorithm="mcts"` an answer to the MCTS exercise of `iterations`, `seed` and
/// `exploration` (`check --algorithm mcts`'s JSON report, no figure).
#[pyfunction]
#[pyo3(signature = (position, answer, name="answer", algorithm="alphabeta", convention="fail-hard", prune_on="ge", values="max", accept_bounds=true, require_bounds=false, iterations=None, seed=None, exploration=None))]
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
    iterations: Option<u64>,
    seed: Option<u64>,
    exploration: Option<f64>,
) -> PyResult<(String, Option<String>)> {
    let Loaded::Tree(tree) = &position.loaded else {
        return Err(bad(format!(
            "check marks explicit trees (`game: tree`); this is a {} position",
            position.loaded.game_name()
        )));
    };
    if algorithm == "mcts" {
        let spec = mcts_spec(exercise::Spec::default(), iterations, exploration)?;
        return off_thread(py, || {
            let sources = vec![(name.to_string(), Ok(answer.as_bytes().to_vec()))];
            let report = homework::mcts_mark::check_sources(
                tree,
                "tree",
                sources,
                &spec,
                seed.unwrap_or(0),
                homework::CheckFormat::Json,
            )
            .map_err(error)?;
            Ok((report.text, None))
        });
    }
    if iterations.is_some() || seed.is_some() || exploration.is_some() {
        return Err(bad(gametree::tr!("check-mcts-only")));
    }
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
