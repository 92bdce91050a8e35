//! Exercises and marking: `make_exercise`, `check` and the conventions they take by
//! name.

use crate::errors::{bad, choice, error, message, PYTHON};
use crate::position::Position;
use crate::threads::off_thread;
use gametree::game::Score;
use gametree::games::Loaded;
use gametree::homework::sheet::SheetFormat;
use gametree::homework::{self, exercise, kinds, Choice, Method};
use gametree::search::CutRule;
use pyo3::prelude::*;
use std::collections::BTreeMap;

/// Makes a random exercise ([`Made`]: the position file's text, the model answer's,
/// the blank sheet as SVG, the question and the boxes of a PrairieLearn question).
/// The method (`algorithm`, the conventions `convention`, `prune_on`, `view`,
/// `accept_bounds`, `require_bounds`; for `algorithm="mcts"` `iterations` and
/// `exploration`) is chosen by the library ([`homework::Method::choose`]): a keyword
/// left `None` takes the library's default.
#[pyfunction]
#[pyo3(signature = (seed, depth=None, branching=None, values=None, root=None, min_cutoffs=None, deep_cutoff=false, chance=false, algorithm=None, convention=None, prune_on=None, view=None, accept_bounds=None, require_bounds=None, iterations=None, exploration=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn make_exercise(
    py: Python<'_>,
    seed: u64,
    depth: Option<u32>,
    branching: Option<(u32, u32)>,
    values: Option<(Score, Score)>,
    root: Option<&str>,
    min_cutoffs: Option<u32>,
    deep_cutoff: bool,
    chance: bool,
    algorithm: Option<&str>,
    convention: Option<&str>,
    prune_on: Option<&str>,
    view: Option<&str>,
    accept_bounds: Option<bool>,
    require_bounds: Option<bool>,
    iterations: Option<u64>,
    exploration: Option<f64>,
) -> PyResult<Made> {
    use exercise::{RootSide, Spec};
    let d = Spec::default();
    let spec = Spec {
        depth: depth.unwrap_or(d.depth),
        branching: branching.unwrap_or(d.branching),
        values: values.unwrap_or(d.values),
        root: match root {
            Some(r) => choice("root", r, &RootSide::EVERY, RootSide::name)?,
            None => d.root,
        },
        min_cutoffs: min_cutoffs.unwrap_or(d.min_cutoffs),
        deep_cutoff,
        chance,
    };
    let asked = Names {
        algorithm,
        convention,
        prune_on,
        view,
        accept_bounds,
        require_bounds,
        iterations,
        exploration,
        seed: None,
    }
    .choice()?;
    let (method, _) = Method::choose(&asked, None, chance, false).map_err(error)?;
    off_thread(py, || {
        let kind = kinds::of(&method, &spec).map_err(error)?;
        let ex = kind.generate(seed).map_err(|e| message(e.message()))?;
        let sheet = ex.sheet(SheetFormat::Svg, false).map_err(error)?;
        let boxes = ex.boxes().map_err(error)?;
        Ok(Made {
            text: ex.position_text(&PYTHON),
            answer: ex.model_answer().map_err(error)?,
            sheet: String::from_utf8(sheet).map_err(|e| bad(e.to_string()))?,
            question: ex.question(),
            boxes: serde_json::to_string(&boxes).map_err(|e| bad(e.to_string()))?,
        })
    })
}

/// What [`make_exercise`] made, as Python's `Exercise` takes it.
#[derive(IntoPyObject)]
pub(crate) struct Made {
    /// The position file.
    text: String,
    /// The model answer.
    answer: String,
    /// The blank sheet, SVG.
    sheet: String,
    /// What the exercise asks, in words.
    question: String,
    /// The boxes of a PrairieLearn question, JSON: a list of `{name, label, size,
    /// placeholder, correct}`.
    boxes: String,
}

/// The method's keywords as Python gives them, each `None` when left out.
struct Names<'a> {
    algorithm: Option<&'a str>,
    convention: Option<&'a str>,
    prune_on: Option<&'a str>,
    view: Option<&'a str>,
    accept_bounds: Option<bool>,
    require_bounds: Option<bool>,
    iterations: Option<u64>,
    exploration: Option<f64>,
    seed: Option<u64>,
}

impl Names<'_> {
    /// The library's [`Choice`]: each keyword read by the library's names of its
    /// values.
    fn choice(&self) -> PyResult<Choice> {
        use gametree::record::Perspective;
        use gametree::search::mcts::Exploration;
        use homework::{CheckAlgorithm, Convention};
        fn named<T: Copy>(
            name: &str,
            v: Option<&str>,
            every: &[T],
            name_of: fn(T) -> &'static str,
        ) -> PyResult<Option<T>> {
            v.map(|v| choice(name, v, every, name_of)).transpose()
        }
        Ok(Choice {
            algorithm: named(
                "algorithm",
                self.algorithm,
                &CheckAlgorithm::EVERY,
                CheckAlgorithm::name,
            )?,
            convention: named(
                "convention",
                self.convention,
                &Convention::EVERY,
                Convention::name,
            )?,
            prune_on: named("prune_on", self.prune_on, &CutRule::EVERY, CutRule::name)?,
            view: named("view", self.view, &Perspective::EVERY, Perspective::name)?,
            accept_bounds: self.accept_bounds,
            require_bounds: self.require_bounds,
            iterations: self.iterations,
            exploration: self
                .exploration
                .map(|c| {
                    Exploration::new(c).ok_or_else(|| {
                        bad(gametree::tr!("errors-exploration", found = c.to_string()))
                    })
                })
                .transpose()?,
            seed: self.seed,
        })
    }
}

/// Marks an answer (text, docs/homework.md) to an explicit tree: `(JSON report, SVG
/// of the marked tree)`, as `gametree check --format json` and its HTML figure; an
/// answer to a Monte Carlo tree search exercise has no figure. The method is the
/// exercise file's (its `exercise:` line), else the keywords' ([`Names`]; `values` is
/// `view`'s other name), else the library's defaults; a keyword that contradicts the
/// file is refused unless `force`.
#[pyfunction]
#[pyo3(signature = (position, answer, name="answer", algorithm=None, convention=None, prune_on=None, values=None, accept_bounds=None, require_bounds=None, iterations=None, seed=None, exploration=None, view=None, force=false))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn check(
    py: Python<'_>,
    position: &Position,
    answer: &str,
    name: &str,
    algorithm: Option<&str>,
    convention: Option<&str>,
    prune_on: Option<&str>,
    values: Option<&str>,
    accept_bounds: Option<bool>,
    require_bounds: Option<bool>,
    iterations: Option<u64>,
    seed: Option<u64>,
    exploration: Option<f64>,
    view: Option<&str>,
    force: bool,
) -> PyResult<(String, Option<String>)> {
    let Loaded::Tree(tree) = &position.loaded else {
        return Err(bad(gametree::tr!(
            "errors-cmd-check-not-tree",
            file = "tree",
            game = position.loaded.game_name()
        )));
    };
    if values.is_some() && view.is_some() && values != view {
        return Err(bad("values and view are one option: give one"));
    }
    let asked = Names {
        algorithm,
        convention,
        prune_on,
        view: view.or(values),
        accept_bounds,
        require_bounds,
        iterations,
        exploration,
        seed,
    }
    .choice()?;
    let (method, _notes) = Method::for_tree(tree, "tree", &asked, force).map_err(error)?;
    off_thread(py, || {
        let (report, figure) = kinds::check_text(
            tree,
            "tree",
            name,
            answer.as_bytes(),
            &method,
            homework::CheckFormat::Json,
            &PYTHON,
        )
        .map_err(error)?;
        Ok((report.text, figure))
    })
}

/// Marks the boxes of a question about an exercise (`answers`: each box's name and
/// text) by the exercise file's own method, as [`kinds::check_boxes`] does: JSON of
/// `{boxes: [{name, score, weight, feedback}], score, verdict}`.
#[pyfunction]
pub(crate) fn check_boxes(
    py: Python<'_>,
    position: &Position,
    answers: BTreeMap<String, String>,
) -> PyResult<String> {
    let Loaded::Tree(tree) = &position.loaded else {
        return Err(bad(gametree::tr!(
            "errors-cmd-check-not-tree",
            file = "tree",
            game = position.loaded.game_name()
        )));
    };
    off_thread(py, || {
        let marks = kinds::check_boxes(tree, "tree", &answers, &PYTHON).map_err(error)?;
        serde_json::to_string(&marks).map_err(|e| bad(e.to_string()))
    })
}
