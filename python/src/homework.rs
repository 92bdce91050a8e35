//! Exercises and marking: `make_exercise`, `check` and the conventions they take by
//! name.

use crate::errors::{bad, choice, error, message, PYTHON};
use crate::position::Position;
use crate::threads::off_thread;
use gametree::game::Score;
use gametree::games::Loaded;
use gametree::homework::{self, exercise, Choice, Method};
use gametree::search::CutRule;
use gametree::ErrorKind;
use pyo3::prelude::*;

/// Makes a random exercise: `(position file text, model answer text, blank sheet as
/// SVG)`. The method (`algorithm`, the conventions `convention`, `prune_on`, `view`,
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
) -> PyResult<(String, String, String)> {
    use exercise::{RootSide, Sheet, Spec};
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
    let conv = match Method::choose(&asked, None, chance, false)
        .map_err(error)?
        .0
    {
        Method::Mcts(s) => {
            let spec = homework::mcts::MctsSpec {
                tree: spec,
                ..s.spec()
            };
            if spec.tree.chance || spec.tree.deep_cutoff {
                return Err(message(gametree::tr_message!(
                    "exercise-mcts-no-chance",
                    [Algorithm = "mcts", Chance, DeepCutoff]
                )));
            }
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
        Method::Minimax(conv) => conv,
    };
    let ex = off_thread(py, || {
        exercise::generate(&spec, seed).map_err(|e| message(e.message()))
    })?;
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
    let conv = match method {
        Method::Mcts(s) => {
            return off_thread(py, || {
                let sources = vec![(name.to_string(), Ok(answer.as_bytes().to_vec()))];
                let report = homework::mcts_mark::check_sources(
                    tree,
                    "tree",
                    sources,
                    &s.spec(),
                    s.seed,
                    homework::CheckFormat::Json,
                )
                .map_err(error)?;
                Ok((report.text, None))
            })
        }
        Method::Minimax(conv) => conv,
    };
    off_thread(py, || {
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
