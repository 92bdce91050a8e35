//! The commands that search a [`Position`]: `search`, `perft`, `compare` and
//! `solve`, and the search options they share with games written in Python.

use crate::errors::{bad, choice, error, message, raise, PYTHON};
use crate::position::Position;
use crate::recording::Rec;
use crate::threads::off_thread;
use gametree::game::{Score, Scoring, Utilities};
use gametree::games::{self, Setup};
use gametree::record::SearchJob;
use gametree::search::mcts::{Exploration, Playout, Selection};
use gametree::search::{self as engine, Algorithm, CutRule, MctsTuning, Tuning};
use gametree::ErrorKind;
use pyo3::prelude::*;

/// The algorithm named `name`.
pub(crate) fn algorithm(name: &str) -> PyResult<Algorithm> {
    choice("algorithm", name, &Algorithm::EVERY, Algorithm::name)
}

/// The algorithm named `name`, or the library's default ([`Algorithm::default`]).
pub(crate) fn algorithm_or_default(name: Option<&str>) -> PyResult<Algorithm> {
    Ok(name.map(algorithm).transpose()?.unwrap_or_default())
}

/// The search options of `search`, checked against the algorithm; `order` and
/// `tt_size` not given are [`Tuning::default`]'s.
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_options(
    alg: Algorithm,
    depth: Option<u32>,
    order: Option<&str>,
    tt_size: Option<usize>,
    quiescence: bool,
    guess: Option<Score>,
    test_value: Option<Score>,
    prune_on: Option<&str>,
    iterative: bool,
    leaf_bounds: Option<(Score, Score)>,
    mcts: MctsTuning,
) -> PyResult<engine::Options> {
    let default = Tuning::default();
    let tuning = Tuning {
        order: order.map_or(default.order, str::to_string),
        tt_size: tt_size.unwrap_or(default.tt_size),
        quiescence,
        guess,
        test_value,
        prune_on: prune_on
            .map(|p| choice("prune_on", p, &CutRule::EVERY, CutRule::name))
            .transpose()?,
        iterative,
        leaf_bounds,
        mcts,
    };
    tuning.options(alg, depth).map_err(message)
}

/// The scoring options `scoring` (`"distance"`, `"plain"`) and `utilities` (MAX's win,
/// draw and loss: a tuple of three whole numbers, or the command line's text
/// `"2,1,0"`), for [`Setup`].
pub(crate) fn scoring(
    scoring: Option<&str>,
    utilities: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Option<Scoring>, Option<Utilities>)> {
    let scoring = scoring
        .map(|s| choice("scoring", s, &Scoring::EVERY, Scoring::name))
        .transpose()?;
    let utilities = match utilities {
        None => None,
        Some(u) => {
            let checked = if let Ok(text) = u.extract::<String>() {
                Utilities::parse(&text)
            } else if let Ok((win, draw, loss)) = u.extract::<(Score, Score, Score)>() {
                Utilities { win, draw, loss }.check()
            } else {
                Err(
                    "expected three whole numbers (win, draw, loss), MAX's view, e.g. (2, 1, 0)"
                        .into(),
                )
            };
            Some(checked.map_err(|why| bad(format!("utilities: {why}")))?)
        }
    };
    Ok((scoring, utilities))
}

/// Monte Carlo tree search's options (`algorithm="mcts"` only; `None`: not given):
/// `iterations` (at least 1), `exploration` (UCB1's C: a number ≥ 0, or `"sqrt2"`),
/// `seed` and `playout` (`"random"`, `"eval"`). [`Tuning::options`] checks the rest
/// (zero iterations, `playout="eval"` without a depth, any of them with another
/// algorithm).
///
/// # Errors
/// A `GametreeError` of kind `bad-option` naming the option for an exploration
/// constant that is not a number ≥ 0 or a playout that is not one of those there are.
pub(crate) fn mcts_tuning(
    iterations: Option<u64>,
    exploration: Option<&Bound<'_, PyAny>>,
    seed: Option<u64>,
    playout: Option<&str>,
) -> PyResult<MctsTuning> {
    let exploration = match exploration {
        None => None,
        Some(c) => {
            let parsed = if let Ok(text) = c.extract::<String>() {
                Exploration::parse(&text)
            } else if let Ok(x) = c.extract::<f64>() {
                Exploration::parse(&x.to_string())
            } else {
                Exploration::parse(&c.to_string())
            };
            Some(parsed.map_err(|why| {
                raise(
                    Some(ErrorKind::BadOption),
                    format!("exploration: {why}"),
                    None,
                )
            })?)
        }
    };
    Ok(MctsTuning {
        iterations,
        exploration,
        seed,
        playout: playout
            .map(|p| choice("playout", p, &Playout::EVERY, Playout::name))
            .transpose()?,
        ..MctsTuning::default()
    })
}

/// Searches `position` with `algorithm` while recording every node.
#[pyfunction]
#[pyo3(signature = (position, algorithm=None, depth=None, max_nodes=None, eval=None, win_score=None, win_threshold=None, scoring=None, utilities=None, order=None, tt_size=None, quiescence=false, guess=None, test_value=None, prune_on=None, iterative=false, leaf_bounds=None, boards=false, iterations=None, exploration=None, seed=None, playout=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn search(
    py: Python<'_>,
    position: &Position,
    algorithm: Option<&str>,
    depth: Option<u32>,
    max_nodes: Option<u64>,
    eval: Option<String>,
    win_score: Option<Score>,
    win_threshold: Option<Score>,
    scoring: Option<&str>,
    utilities: Option<&Bound<'_, PyAny>>,
    order: Option<&str>,
    tt_size: Option<usize>,
    quiescence: bool,
    guess: Option<Score>,
    test_value: Option<Score>,
    prune_on: Option<&str>,
    iterative: bool,
    leaf_bounds: Option<(Score, Score)>,
    boards: bool,
    iterations: Option<u64>,
    exploration: Option<&Bound<'_, PyAny>>,
    seed: Option<u64>,
    playout: Option<&str>,
) -> PyResult<Rec> {
    let alg = algorithm_or_default(algorithm)?;
    let (scoring, utilities) = self::scoring(scoring, utilities)?;
    let setup = Setup {
        depth,
        max_nodes: max_nodes.unwrap_or(Setup::default().max_nodes),
        win_score,
        win_threshold,
        scoring,
        utilities,
        eval,
    };
    let options = search_options(
        alg,
        depth,
        order,
        tt_size,
        quiescence,
        guess,
        test_value,
        prune_on,
        iterative,
        leaf_bounds,
        mcts_tuning(iterations, exploration, seed, playout)?,
    )?;
    let job = SearchJob {
        algorithm: alg,
        limits: setup.limits(),
        options: &options,
        boards,
    };
    let loaded = &position.loaded;
    let (rec, _, _) = off_thread(py, || loaded.run(&setup, job).map_err(error))?;
    Ok(Rec { rec })
}

/// Counts the move sequences of exactly `depth` plies (perft).
#[pyfunction]
#[pyo3(signature = (position, depth, count_finished=false))]
pub(crate) fn perft(
    py: Python<'_>,
    position: &Position,
    depth: u32,
    count_finished: bool,
) -> PyResult<u64> {
    let loaded = &position.loaded;
    off_thread(py, || {
        let mut progress = |_, _| {};
        let job = games::perft::PerftJob {
            depth,
            count_finished,
            progress: &mut progress,
        };
        let report = loaded.run(&Setup::default(), job).map_err(error)?;
        Ok(report.total)
    })
}

/// Compares algorithms and orderings: the JSON report of `gametree compare`. With
/// `mcts` in `algorithms`, its rows' options as `compare`'s flags
/// ([`compare_mcts`]): `iterations`, `seeds`, `exploration`, `playout`, `select`.
#[pyfunction]
#[pyo3(signature = (position, algorithms=None, orders=None, depth=None, max_nodes=None, tt_size=None, quiescence=false, iterative=false, guess=None, leaf_bounds=None, eval=None, win_score=None, win_threshold=None, scoring=None, utilities=None, iterations=None, seeds=None, exploration=None, playout=None, select=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn compare(
    py: Python<'_>,
    position: &Position,
    algorithms: Option<&str>,
    orders: Option<&str>,
    depth: Option<u32>,
    max_nodes: Option<u64>,
    tt_size: Option<usize>,
    quiescence: bool,
    iterative: bool,
    guess: Option<Score>,
    leaf_bounds: Option<(Score, Score)>,
    eval: Option<String>,
    win_score: Option<Score>,
    win_threshold: Option<Score>,
    scoring: Option<&str>,
    utilities: Option<&Bound<'_, PyAny>>,
    iterations: Option<&Bound<'_, PyAny>>,
    seeds: Option<&Bound<'_, PyAny>>,
    exploration: Option<&Bound<'_, PyAny>>,
    playout: Option<&str>,
    select: Option<&str>,
) -> PyResult<String> {
    use gametree::compare::{self, Choices, Format, Run};
    let mcts = compare_mcts(iterations, seeds, exploration, playout, select)?;
    let (scoring, utilities) = self::scoring(scoring, utilities)?;
    let setup = Setup {
        depth,
        max_nodes: max_nodes.unwrap_or(Setup::default().max_nodes),
        win_score,
        win_threshold,
        scoring,
        utilities,
        eval,
    };
    let default = Choices::default();
    let choices = Choices {
        algorithms: algorithms.map_or(default.algorithms, str::to_string),
        orders: orders.map_or(default.orders, str::to_string),
        tt_size: tt_size.unwrap_or(default.tt_size),
        quiescence,
        iterative,
        guess,
        leaf_bounds,
        columns: Some("all".into()),
        mcts,
        ..Choices::new("", "")
    };
    let spec = choices
        .spec(
            position.loaded.game_name().to_string(),
            setup.limits(),
            Format::Json,
        )
        .map_err(message)?;
    let loaded = &position.loaded;
    let report = off_thread(py, || {
        let mut progress = |_: &str| {};
        let run = Run {
            spec: &spec,
            progress: &mut progress,
        };
        loaded.run(&setup, run).map_err(error)
    })?;
    let mut out = Vec::new();
    compare::write(&report, Format::Json, None, &mut out).map_err(|e| bad(e.to_string()))?;
    String::from_utf8(out).map_err(|e| bad(e.to_string()))
}

/// `compare`'s Monte Carlo options (`None`: not given; the library checks them, and
/// that `mcts` is among the algorithms, naming the option): `iterations` as the
/// flag's text (`"10,100"`, `"10..1000"`), one count or a list of counts; `seeds` as
/// the flag's text (`"0..20"`), one seed or a `range` (step 1); `exploration` and
/// `playout` as [`search`]'s; `select` (`"uct"`).
///
/// # Errors
/// A `GametreeError` naming the option for a value of the wrong type, an
/// exploration constant that is no number ≥ 0, an unknown playout or selection.
fn compare_mcts(
    iterations: Option<&Bound<'_, PyAny>>,
    seeds: Option<&Bound<'_, PyAny>>,
    exploration: Option<&Bound<'_, PyAny>>,
    playout: Option<&str>,
    select: Option<&str>,
) -> PyResult<gametree::compare::MctsChoices> {
    let iterations = iterations
        .map(|v| {
            if let Ok(text) = v.extract::<String>() {
                Ok(text)
            } else if let Ok(n) = v.extract::<u64>() {
                Ok(n.to_string())
            } else if let Ok(list) = v.extract::<Vec<u64>>() {
                Ok(list.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
            } else {
                Err(bad(format!(
                    "iterations: expected counts (\"10,100,1000\", \"10..1000\", 100 or [10, 100]), found {v}"
                )))
            }
        })
        .transpose()?;
    let seeds = seeds
        .map(|v| {
            if let Ok(text) = v.extract::<String>() {
                return Ok(text);
            }
            if let Ok(n) = v.extract::<u64>() {
                return Ok(n.to_string());
            }
            if v.is_instance_of::<pyo3::types::PyRange>() {
                let (start, stop, step): (u64, u64, i64) = (
                    v.getattr("start")?.extract().unwrap_or(u64::MAX),
                    v.getattr("stop")?.extract().unwrap_or(u64::MAX),
                    v.getattr("step")?.extract()?,
                );
                if step == 1 && start != u64::MAX && stop != u64::MAX {
                    return Ok(format!("{start}..{stop}"));
                }
            }
            Err(bad(format!(
                "seeds: expected seeds (\"0..20\", \"0..=19\", 7 or range(0, 20)), found {v}"
            )))
        })
        .transpose()?;
    let tuning = mcts_tuning(None, exploration, None, playout)?;
    let select = select
        .map(|s| choice("select", s, &Selection::EVERY, Selection::name))
        .transpose()?;
    Ok(gametree::compare::MctsChoices {
        iterations,
        seeds,
        exploration: tuning.exploration,
        playout: tuning.playout,
        select,
    })
}

const _: () = assert!(gametree::solve::DEFAULT_TIME_LIMIT.as_secs() == 300);

/// Solves `position`: `(verdict, main line, work, strategy tree)`. The command line's
/// limits: none on nodes unless `max_nodes` is given, five minutes of time (`None` or
/// 0: none).
#[pyfunction]
// The command line's default, written out so that Python's signature shows it.
#[pyo3(signature = (position, max_nodes=None, time_limit=300.0, tt_size=None, win_score=None, win_threshold=None, scoring=None, utilities=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn solve(
    py: Python<'_>,
    position: &Position,
    max_nodes: Option<u64>,
    time_limit: Option<f64>,
    tt_size: Option<usize>,
    win_score: Option<Score>,
    win_threshold: Option<Score>,
    scoring: Option<&str>,
    utilities: Option<&Bound<'_, PyAny>>,
) -> PyResult<(String, Vec<String>, String, Rec)> {
    use gametree::solve::{SolveJob, SolveLimits};
    let default = SolveLimits::default();
    let max_nodes = max_nodes.unwrap_or(default.max_nodes);
    let limits = SolveLimits {
        max_nodes,
        time_limit: SolveLimits::time_limit(time_limit).map_err(message)?,
        tt_size,
        ..default
    };
    if let Some(n) = tt_size {
        engine::check_tt_size(n).map_err(message)?;
    }
    let (scoring, utilities) = self::scoring(scoring, utilities)?;
    let setup = Setup {
        max_nodes,
        win_score,
        win_threshold,
        scoring,
        utilities,
        ..Setup::default()
    };
    let loaded = &position.loaded;
    let (sol, summary) = off_thread(py, || {
        let mut progress = |_| {};
        let job = SolveJob {
            limits,
            progress: &mut progress,
            naming: PYTHON,
        };
        job.solve(loaded, &setup).map_err(error)
    })?;
    let line = sol.strategy.meta.principal_variation.clone();
    Ok((
        summary.verdict,
        line,
        summary.work,
        Rec { rec: sol.strategy },
    ))
}
