//! `gametree._gametree`: the gametree library for Python (PyO3), a thin layer over the
//! Rust library — no algorithm, rule or drawing is written again here. The Python
//! package `gametree` (gametree/__init__.py) wraps it with Python types, docstrings,
//! Jupyter display and AIMA-style games.
//!
//! Every error is a `gametree.GametreeError` (a `ValueError`) carrying the library's
//! message, options named as Python keywords (`depth`, `algorithm="test"`) and files
//! with their line and column.

use gametree::game::{Evaluator, Position as GamePosition, Score, Side, WinScore, SCORE_LIMIT};
use gametree::games::{self, GameJob, Loaded, Setup};
use gametree::homework::{self, exercise};
use gametree::params::{Message, Naming};
use gametree::record::{self, Recording, SearchJob};
use gametree::render::{self, Background, Target};
use gametree::search::{self as engine, Algorithm, CutRule, Tuning};
use gametree::ErrorKind;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use std::sync::mpsc::{sync_channel, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

create_exception!(
    _gametree,
    GametreeError,
    PyValueError,
    "A position, option, answer or search limit gametree cannot take: the message says what and where."
);

/// The library's options named as Python keywords: `depth`, `algorithm=test`,
/// `gametree.exercise(seed=7, …)`.
const PYTHON: Naming = Naming {
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
fn error(e: gametree::Error) -> PyErr {
    let at = e
        .location()
        .map(|(file, line, column)| (file.display().to_string(), line, column));
    raise(Some(e.kind()), e.render(&PYTHON), at)
}

fn message(m: Message) -> PyErr {
    raise(Some(ErrorKind::Usage), m.render(&PYTHON), None)
}

fn bad(text: impl Into<String>) -> PyErr {
    raise(Some(ErrorKind::Usage), text.into(), None)
}

/// A `GametreeError` with the message `text` and the attributes programs match on:
/// `kind` (an [`ErrorKind`]'s name; `None` for an internal error), `file`, `line` and
/// `column` (`None` when the error has no place in a file). The class holds `None`
/// for each (`_gametree` sets them), so an error raised without them has them too.
fn raise(kind: Option<ErrorKind>, text: String, at: Option<(String, usize, usize)>) -> PyErr {
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

/// The stack of the thread the work runs on, in bytes (address space reserved, not
/// memory used): the command line's (src/main.rs), which the depth limits are made
/// for — the searches, perft and the renderers recurse once per ply.
const STACK: usize = 256 << 20;

/// How long the calling thread waits for the work, the GIL released, before it looks
/// for signals (Ctrl-C) again.
const SLICE: Duration = Duration::from_millis(50);

/// Runs `work` on a thread of its own with a [`STACK`]-byte stack, whatever the stack
/// of the calling thread, while the calling thread waits with the GIL released: other
/// Python threads run meanwhile, and every [`SLICE`] the caller takes the GIL back to
/// run Python's signal handlers. An exception they raise (`KeyboardInterrupt` on
/// Ctrl-C) cancels the work (`gametree::cancel`: searches, perft and the solvers stop
/// at their next check), waits for it to stop and is raised. A panic in the work is a
/// `GametreeError`, never pyo3's `PanicException`. Work that calls Python (games
/// written in Python) attaches to the interpreter on its thread.
fn off_thread<T: Send>(py: Python<'_>, work: impl FnOnce() -> PyResult<T> + Send) -> PyResult<T> {
    let cancel = gametree::cancel::Cancel::new();
    let (tx, rx) = sync_channel(1);
    std::thread::scope(|scope| {
        let flag = cancel.clone();
        let spawned = std::thread::Builder::new()
            .name("gametree".into())
            .stack_size(STACK)
            .spawn_scoped(scope, move || {
                let _on = flag.install();
                let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
                // The receiver waits until the work is done.
                let _ = tx.send(done);
            });
        if let Err(e) = spawned {
            return Err(bad(format!("cannot start a thread for the work: {e}")));
        }
        let mut rx = rx;
        let mut interrupted: Option<PyErr> = None;
        let done = loop {
            let (back, got) = py.detach(move || {
                let got = rx.recv_timeout(SLICE);
                (rx, got)
            });
            rx = back;
            match got {
                Ok(done) => break done,
                Err(RecvTimeoutError::Timeout) if interrupted.is_none() => {
                    if let Err(e) = py.check_signals() {
                        cancel.cancel();
                        interrupted = Some(e);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    break Ok(Err(raise(
                        None,
                        "internal error: the work stopped without a result".into(),
                        None,
                    )))
                }
            }
        };
        if let Some(e) = interrupted {
            return Err(e);
        }
        done.unwrap_or_else(|panic| Err(panicked(panic)))
    })
}

/// A panic's payload as a `GametreeError` (pyo3 would raise `PanicException`, which
/// `except Exception` does not catch).
fn panicked(panic: Box<dyn std::any::Any + Send>) -> PyErr {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into());
    raise(
        None,
        format!("internal error (a bug in gametree; please report it): {what}"),
        None,
    )
}

/// A position: a textbook tree, a game's position, read from a position file's text
/// (docs/position-files.md). Any thread may use it.
#[pyclass(module = "gametree._gametree")]
struct Position {
    loaded: Loaded,
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
fn load_text(py: Python<'_>, text: &str, name: &str) -> PyResult<Position> {
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
fn load_file(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Position> {
    off_thread(py, || games::load_file(&path).map_err(error)).map(|loaded| Position { loaded })
}

/// A recorded search: every node with its window, value, bound and cut-off. Any
/// thread may use it.
#[pyclass(module = "gametree._gametree")]
struct Rec {
    rec: Recording,
}

fn choice<T: Copy>(what: &str, s: &str, every: &[T], name: fn(T) -> &'static str) -> PyResult<T> {
    every
        .iter()
        .copied()
        .find(|&c| name(c) == s)
        .ok_or_else(|| {
            let names: Vec<&str> = every.iter().map(|&c| name(c)).collect();
            let text = format!(
                "unknown {what} `{s}`; expected one of: {}",
                names.join(", ")
            );
            raise(Some(ErrorKind::BadOption), text, None)
        })
}

/// Runs `work` on this thread, a panic in it made a `GametreeError` (pyo3 would raise
/// `PanicException`, which `except Exception` does not catch).
fn no_panic<T>(work: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
        .unwrap_or_else(|p| Err(panicked(p)))
}

/// The summary of a recording is read from it directly: no copy of the nodes, however
/// many (`to_json` writes them all).
#[pymethods]
impl Rec {
    /// The recording as `gametree/1` JSON (docs/json.md).
    fn to_json(&self) -> PyResult<String> {
        no_panic(|| {
            let mut out = Vec::new();
            record::json::write(&self.rec, &mut out).map_err(|e| bad(e.to_string()))?;
            String::from_utf8(out).map_err(|e| bad(e.to_string()))
        })
    }

    /// The root's value, MAX's view, as text (exact: `2.1`, `13/6` under chance nodes).
    #[getter]
    fn value_text(&self) -> PyResult<String> {
        no_panic(|| Ok(self.rec.value_text(self.rec.meta.value)))
    }

    /// The game's name, as the JSON's `game`.
    #[getter]
    fn game(&self) -> String {
        self.rec.meta.game.clone()
    }

    /// The algorithm's name, as the JSON's `algorithm`.
    #[getter]
    fn algorithm(&self) -> String {
        self.rec.meta.algorithm.clone()
    }

    /// The view the values are recorded in (`max`, `side-to-move`), as the JSON's
    /// `perspective`.
    #[getter]
    fn perspective(&self) -> &'static str {
        self.rec.meta.perspective.as_str()
    }

    /// The move chosen at the root, as the JSON's `best_move`.
    #[getter]
    fn best_move(&self) -> Option<String> {
        self.rec.meta.best_move.clone()
    }

    /// The principal variation's move names, as the JSON's `principal_variation`.
    #[getter]
    fn principal_variation(&self) -> Vec<String> {
        self.rec.meta.principal_variation.clone()
    }

    /// The node counts as the JSON's `stats` object (its keys in the same order).
    #[getter]
    fn stats_json(&self) -> PyResult<String> {
        no_panic(|| serde_json::to_string(&self.rec.meta.stats).map_err(|e| bad(e.to_string())))
    }

    /// The recording in `format` (`text`, `json`, `svg`, `tikz`, `typst`, `forest`,
    /// `dot`, `beamer`, `html`, `png`, `pdf`): text for the text formats, bytes for png
    /// and pdf. The figure options are the command line's (docs/figures.md).
    #[pyo3(signature = (format="svg", label="value", values=None, style="color", direction="down", pruned="show", draw_depth=None, max_children=None, names=false, edge_labels="auto", title=None, background="paper", scale=2.0, boards=false, max_drawn=None))]
    #[allow(clippy::too_many_arguments)]
    fn render(
        &self,
        py: Python<'_>,
        format: &str,
        label: &str,
        values: Option<&str>,
        style: &str,
        direction: &str,
        pruned: &str,
        draw_depth: Option<u32>,
        max_children: Option<usize>,
        names: bool,
        edge_labels: &str,
        title: Option<String>,
        background: &str,
        scale: f32,
        boards: bool,
        max_drawn: Option<usize>,
    ) -> PyResult<Py<PyAny>> {
        use gametree::record::Perspective;
        use gametree::render::{Direction, EdgeLabels, Format, LabelKind, PrunedView, Style};
        let format = choice("format", format, &Format::EVERY, Format::name)?;
        let label = match label {
            "bound" => LabelKind::Value,
            l => choice("label", l, &LabelKind::EVERY, LabelKind::name)?,
        };
        let values = values
            .map(|v| choice("values", v, &Perspective::EVERY, Perspective::name))
            .transpose()?;
        let options = render::RenderOptions {
            label,
            values,
            color: false,
            direction: choice("direction", direction, &Direction::EVERY, Direction::name)?,
            pruned: choice("pruned", pruned, &PrunedView::EVERY, PrunedView::name)?,
            draw_depth,
            max_children: max_children.filter(|&k| k > 0),
            names,
            edge_labels: choice(
                "edge_labels",
                edge_labels,
                &EdgeLabels::EVERY,
                EdgeLabels::name,
            )?,
            title,
            board: None,
            style: choice("style", style, &Style::EVERY, Style::name)?,
            background: background.parse::<Background>().map_err(bad)?,
        };
        let target = Target {
            format,
            output: None,
            options,
            max_drawn,
            scale,
            boards,
            steps: None,
        };
        let layouts = games::layout_of(&self.rec.meta.game);
        let rec = &self.rec;
        let (bytes, warnings) = off_thread(py, || target.bytes(rec, layouts).map_err(error))?;
        // The command line's warnings (a figure wider than a slide, …) as Python's.
        for w in warnings {
            let said = w.render(&PYTHON);
            let said = said.strip_prefix("warning: ").unwrap_or(&said);
            let text = std::ffi::CString::new(said.replace('\0', " ")).unwrap_or_default();
            PyErr::warn(
                py,
                &py.get_type::<pyo3::exceptions::PyUserWarning>(),
                &text,
                1,
            )?;
        }
        Ok(if matches!(format, Format::Png | Format::Pdf) {
            PyBytes::new(py, &bytes).into_any().unbind()
        } else {
            String::from_utf8(bytes)
                .map_err(|e| bad(e.to_string()))?
                .into_pyobject(py)?
                .into_any()
                .unbind()
        })
    }
}

/// Reads a `gametree/1` JSON recording (any game; every field checked).
#[pyfunction]
fn recording_from_json(py: Python<'_>, text: &str) -> PyResult<Rec> {
    off_thread(py, || {
        let accept = record::json::Accept {
            given: &|rec| {
                gametree::games::with_explicit_root(
                    &rec.meta.position,
                    record::json::GivenValues(rec),
                )
                .unwrap_or_default()
            },
            ..record::json::Accept::default()
        };
        record::json::read_with(text, &accept).map_err(|err| {
            error(gametree::Error::Parse {
                path: "<json>".into(),
                err,
            })
        })
    })
    .map(|rec| Rec { rec })
}

fn algorithm(name: &str) -> PyResult<Algorithm> {
    choice("algorithm", name, &Algorithm::EVERY, Algorithm::name)
}

/// The search options of `search`, checked against the algorithm.
#[allow(clippy::too_many_arguments)]
fn search_options(
    alg: Algorithm,
    depth: Option<u32>,
    order: &str,
    tt_size: usize,
    quiescence: bool,
    guess: Option<Score>,
    test_value: Option<Score>,
    prune_on: Option<&str>,
    iterative: bool,
    leaf_bounds: Option<(Score, Score)>,
) -> PyResult<engine::Options> {
    let tuning = Tuning {
        order: order.to_string(),
        tt_size,
        quiescence,
        guess,
        test_value,
        prune_on: prune_on
            .map(|p| choice("prune_on", p, &CutRule::EVERY, CutRule::name))
            .transpose()?,
        iterative,
        leaf_bounds,
    };
    tuning.options(alg, depth).map_err(message)
}

/// Searches `position` with `algorithm` while recording every node.
#[pyfunction]
#[pyo3(signature = (position, algorithm="alphabeta", depth=None, max_nodes=games::DEFAULT_MAX_NODES, eval=None, win_score=None, win_threshold=None, order="natural", tt_size=engine::tt::DEFAULT_TT_SIZE, quiescence=false, guess=None, test_value=None, prune_on=None, iterative=false, leaf_bounds=None, boards=false))]
#[allow(clippy::too_many_arguments)]
fn search(
    py: Python<'_>,
    position: &Position,
    algorithm: &str,
    depth: Option<u32>,
    max_nodes: u64,
    eval: Option<String>,
    win_score: Option<Score>,
    win_threshold: Option<Score>,
    order: &str,
    tt_size: usize,
    quiescence: bool,
    guess: Option<Score>,
    test_value: Option<Score>,
    prune_on: Option<&str>,
    iterative: bool,
    leaf_bounds: Option<(Score, Score)>,
    boards: bool,
) -> PyResult<Rec> {
    let alg = self::algorithm(algorithm)?;
    let setup = Setup {
        depth,
        max_nodes,
        win_score,
        win_threshold,
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
fn perft(py: Python<'_>, position: &Position, depth: u32, count_finished: bool) -> PyResult<u64> {
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

/// Compares algorithms and orderings: the JSON report of `gametree compare`.
#[pyfunction]
#[pyo3(signature = (position, algorithms="minimax,alphabeta,pvs,alphabeta-tt,mtdf", orders="natural", depth=None, max_nodes=games::DEFAULT_MAX_NODES, tt_size=engine::tt::DEFAULT_TT_SIZE, quiescence=false, iterative=false, guess=None, leaf_bounds=None))]
#[allow(clippy::too_many_arguments)]
fn compare(
    py: Python<'_>,
    position: &Position,
    algorithms: &str,
    orders: &str,
    depth: Option<u32>,
    max_nodes: u64,
    tt_size: usize,
    quiescence: bool,
    iterative: bool,
    guess: Option<Score>,
    leaf_bounds: Option<(Score, Score)>,
) -> PyResult<String> {
    use gametree::compare::{self, Choices, Format, Run};
    let setup = Setup {
        depth,
        max_nodes,
        ..Setup::default()
    };
    let choices = Choices {
        tt_size,
        quiescence,
        iterative,
        guess,
        leaf_bounds,
        columns: Some("all".into()),
        ..Choices::new(algorithms, orders)
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

const _: () = assert!(gametree::solve::DEFAULT_TIME_LIMIT.as_secs() == 300);

/// Solves `position`: `(verdict, main line, work, strategy tree)`. The command line's
/// limits: none on nodes unless `max_nodes` is given, five minutes of time (`None` or
/// 0: none).
#[pyfunction]
// The command line's default, written out so that Python's signature shows it.
#[pyo3(signature = (position, max_nodes=None, time_limit=300.0, tt_size=None))]
fn solve(
    py: Python<'_>,
    position: &Position,
    max_nodes: Option<u64>,
    time_limit: Option<f64>,
    tt_size: Option<usize>,
) -> PyResult<(String, Vec<String>, String, Rec)> {
    use gametree::solve::{Endgames, SolveJob, SolveLimits};
    let max_nodes = max_nodes.unwrap_or(u64::MAX);
    let limits = SolveLimits {
        max_nodes,
        time_limit: SolveLimits::time_limit(time_limit).map_err(message)?,
        tt_size,
        strategy_nodes: 20_000,
        endgame: Endgames::Auto,
        guess: None,
    };
    if let Some(n) = tt_size {
        engine::check_tt_size(n).map_err(message)?;
    }
    let setup = Setup {
        max_nodes,
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

/// Makes a random alpha-beta exercise: `(position file text, model answer text, blank
/// sheet as SVG)`.
#[pyfunction]
#[pyo3(signature = (seed, depth=3, branching=(3, 3), values=(-20, 20), root="max", min_cutoffs=1, deep_cutoff=false, chance=false, algorithm=None, convention="fail-hard", prune_on="ge", view="max", accept_bounds=true, require_bounds=false))]
#[allow(clippy::too_many_arguments)]
fn make_exercise(
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
    let bounds =
        match (require_bounds, accept_bounds) {
            (true, false) => return Err(bad(
                "require_bounds asks for bounds that accept_bounds=False refuses; give one of them",
            )),
            (true, true) => Bounds::Require,
            (false, true) => Bounds::Accept,
            (false, false) => Bounds::Reject,
        };
    Ok(homework::Conventions::new(
        choice(
            "algorithm",
            algorithm,
            &CheckAlgorithm::EVERY,
            CheckAlgorithm::name,
        )?,
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
fn check(
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

/// Whether `label` can be an explicit tree's node label, written `NAME:` and read back
/// as itself (`gametree.tree` checks its labels with it).
#[pyfunction]
fn tree_label_ok(label: &str) -> bool {
    games::tree::is_label(label)
}

// ---- Games written in Python -------------------------------------------------------

/// What every state of one Python game shares: the game object, MAX (the player to
/// move at the root), the evaluation, and the first error a callback raised (the
/// search cannot return one: it stops early and the error is raised after it).
/// Shared with the thread the search runs on ([`off_thread`]).
struct PyGame {
    game: Py<PyAny>,
    max: Py<PyAny>,
    evaluate: Option<Py<PyAny>>,
    terminal: &'static str,
    error: Mutex<Option<PyErr>>,
}

impl PyGame {
    fn slot(&self) -> std::sync::MutexGuard<'_, Option<PyErr>> {
        self.error
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn fail(&self, e: PyErr) {
        let mut slot = self.slot();
        if slot.is_none() {
            *slot = Some(e);
        }
    }

    /// Whether a callback failed or the search was cancelled (Ctrl-C): every state is
    /// then terminal, so that the search ends at once.
    fn failed(&self) -> bool {
        self.slot().is_some() || gametree::cancel::requested()
    }
}

/// A state of a game written in Python (AIMA's `Game` protocol): `actions(state)`,
/// `result(state, action)`, `is_terminal(state)` or `terminal_test(state)`,
/// `utility(state, player)`, `to_move(state)`. A move is the index of an action in
/// `actions(state)`, named by `str(action)`. What the game says of a state is asked
/// once and kept: its actions, whether it is terminal and who is to move.
struct PyState {
    state: Py<PyAny>,
    game: Arc<PyGame>,
    actions: OnceLock<Vec<Py<PyAny>>>,
    terminal: OnceLock<bool>,
    side: OnceLock<Side>,
}

impl Clone for PyState {
    fn clone(&self) -> Self {
        Python::attach(|py| PyState::new(self.state.clone_ref(py), &self.game))
    }
}

impl PyState {
    fn new(state: Py<PyAny>, game: &Arc<PyGame>) -> PyState {
        PyState {
            state,
            game: Arc::clone(game),
            actions: OnceLock::new(),
            terminal: OnceLock::new(),
            side: OnceLock::new(),
        }
    }

    fn call<'py>(&self, py: Python<'py>, method: &str) -> PyResult<Bound<'py, PyAny>> {
        self.game
            .game
            .bind(py)
            .call_method1(method, (self.state.bind(py),))
    }

    /// Whether the state is terminal (after a callback failed: every state is, so
    /// that the search ends at once).
    fn terminal(&self, py: Python<'_>) -> bool {
        if self.game.failed() {
            return true;
        }
        *self.terminal.get_or_init(|| {
            match self
                .call(py, self.game.terminal)
                .and_then(|t| t.is_truthy())
            {
                Ok(t) => t,
                Err(e) => {
                    self.game.fail(e);
                    true
                }
            }
        })
    }

    fn actions(&self, py: Python<'_>) -> &[Py<PyAny>] {
        if self.game.failed() {
            return &[];
        }
        self.actions.get_or_init(|| {
            let listed = self.call(py, "actions").and_then(|a| {
                a.try_iter()?
                    .map(|x| x.map(Bound::unbind))
                    .collect::<PyResult<Vec<_>>>()
            });
            listed.unwrap_or_else(|e| {
                self.game.fail(e);
                Vec::new()
            })
        })
    }

    /// MAX's view of a value the game gives: a whole number.
    fn score(&self, v: PyResult<Bound<'_, PyAny>>) -> Score {
        let whole = v.and_then(|v| {
            let f: f64 = v.extract()?;
            if f.fract() != 0.0 || f.abs() > f64::from(SCORE_LIMIT) {
                return Err(bad(format!(
                    "utilities and evaluations must be whole numbers within ±{SCORE_LIMIT}, found {f}"
                )));
            }
            Ok(f as Score)
        });
        whole.unwrap_or_else(|e| {
            self.game.fail(e);
            0
        })
    }
}

impl GamePosition for PyState {
    type Move = u32;
    /// A move is an index into `actions(state)`: its name is the action's at the state.
    const MOVE_TEXT_CONTEXT_FREE: bool = false;

    fn game_name(&self) -> &'static str {
        "python"
    }

    fn side_to_move(&self) -> Side {
        *self.side.get_or_init(|| {
            Python::attach(|py| {
                let mover = self.call(py, "to_move");
                match mover.and_then(|m| m.eq(self.game.max.bind(py))) {
                    Ok(true) => Side::First,
                    Ok(false) => Side::Second,
                    Err(e) => {
                        self.game.fail(e);
                        Side::First
                    }
                }
            })
        })
    }

    fn outcome(&self) -> Option<gametree::game::Outcome> {
        None
    }

    fn legal_moves(&self, out: &mut Vec<u32>) {
        Python::attach(|py| {
            if !self.terminal(py) {
                out.extend(0..self.actions(py).len() as u32);
            }
        })
    }

    fn play(&self, mv: u32) -> PyState {
        Python::attach(|py| {
            let next = match self.actions(py).get(mv as usize) {
                Some(a) => self
                    .game
                    .game
                    .bind(py)
                    .call_method1("result", (self.state.bind(py), a.bind(py))),
                None => Err(bad("an action the game no longer lists")),
            };
            let state = next.map(Bound::unbind).unwrap_or_else(|e| {
                self.game.fail(e);
                self.state.clone_ref(py)
            });
            PyState::new(state, &self.game)
        })
    }

    fn move_text(&self, mv: u32) -> String {
        Python::attach(|py| {
            self.actions(py)
                .get(mv as usize)
                .and_then(|a| a.bind(py).str().ok())
                .map_or_else(|| "?".to_string(), |s| s.to_string())
        })
    }

    fn to_position_text(&self) -> String {
        Python::attach(|py| {
            let repr = self
                .state
                .bind(py)
                .repr()
                .map_or_else(|_| "?".to_string(), |r| r.to_string());
            format!(
                "game: python\n# state: {}\n",
                repr.replace(['\n', '\r'], " ")
            )
        })
    }

    /// A 64-bit key of the state for the transposition table: FNV-1a of its type's
    /// name and its `repr` (Python's own `hash` is 64 bits of which small tuples share
    /// many: `hash((1, -1)) == hash((1, -2))`, and a table that believed it would
    /// return another state's value). A `repr` that raises stops the search with its
    /// exception; one that shows a memory address (`<S object at 0x…>`, Python's
    /// default) with a `GametreeError`: a freed state's address is given to the next,
    /// and the table would take one state for another.
    fn zobrist(&self) -> u64 {
        Python::attach(|py| {
            let s = self.state.bind(py);
            let text = s.get_type().name().and_then(|t| {
                let r = s.repr()?.to_string();
                if let Some(shown) = address_in(&r) {
                    return Err(bad(format!(
                        "algorithm=\"alphabeta-tt\", \"mtdf\" and order=\"tt\" know a state by its repr, and this state's repr (a `{t}`) shows a memory address, `{shown} at 0x…>`, which Python gives to another object once this one is freed: give that class a __repr__ that shows what the state is (a dataclass or a namedtuple has one), or search with alphabeta"
                    )));
                }
                Ok(format!("{t}\u{0}{r}"))
            });
            match text {
                Ok(text) => text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                    (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
                }),
                Err(e) => {
                    self.game.fail(e);
                    0
                }
            }
        })
    }
}

/// The first memory address in a `repr` as Python's default shows one (`<S object at
/// 0x7f…>`, `<function f at 0x7f…>`): what comes before it from the `<` (`<S object`;
/// the address itself is left out, so that messages are the same from run to run).
fn address_in(repr: &str) -> Option<&str> {
    let mut from = 0;
    while let Some(i) = repr[from..].find(" at 0x") {
        let at = from + i;
        let hex = &repr[at + 6..];
        let digits = hex.bytes().take_while(u8::is_ascii_hexdigit).count();
        if digits > 0 && hex[digits..].starts_with('>') {
            let start = repr[..at].rfind('<').unwrap_or(at);
            return Some(&repr[start..at]);
        }
        from = at + 1;
    }
    None
}

/// The value of a Python game's state for the search: a terminal state's utility for
/// MAX, another's `evaluate(state)` (MAX's view), turned to the side to move's view.
struct PyEval;

impl Evaluator<PyState> for PyEval {
    fn name(&self) -> &'static str {
        "python"
    }

    fn evaluate(&self, pos: &PyState) -> Score {
        let max_view = Python::attach(|py| {
            if pos.terminal(py) {
                let g = &pos.game;
                pos.score(
                    g.game
                        .bind(py)
                        .call_method1("utility", (pos.state.bind(py), g.max.bind(py))),
                )
            } else {
                match &pos.game.evaluate {
                    Some(f) => pos.score(f.bind(py).call1((pos.state.bind(py),))),
                    None => {
                        pos.game.fail(bad(
                            "the depth limit stopped at a state that is not terminal: give evaluate=, a function of a state (MAX's view)",
                        ));
                        0
                    }
                }
            }
        });
        if pos.side_to_move() == Side::First {
            max_view
        } else {
            -max_view
        }
    }

    fn bound(&self) -> Score {
        SCORE_LIMIT
    }
}

/// Searches a game written in Python from `state` (see `PyState`), recording every
/// node.
#[pyfunction]
#[pyo3(signature = (game, state, algorithm="alphabeta", depth=None, max_nodes=games::DEFAULT_MAX_NODES, evaluate=None, order="natural", tt_size=engine::tt::DEFAULT_TT_SIZE, test_value=None, prune_on=None))]
#[allow(clippy::too_many_arguments)]
fn search_game(
    py: Python<'_>,
    game: Py<PyAny>,
    state: Py<PyAny>,
    algorithm: &str,
    depth: Option<u32>,
    max_nodes: u64,
    evaluate: Option<Py<PyAny>>,
    order: &str,
    tt_size: usize,
    test_value: Option<Score>,
    prune_on: Option<&str>,
) -> PyResult<Rec> {
    let alg = self::algorithm(algorithm)?;
    if alg.caps().chance {
        return Err(bad(format!(
            "algorithm=\"{algorithm}\" searches chance nodes; a Python game has none"
        )));
    }
    let g = game.bind(py);
    let terminal = if g.hasattr("is_terminal")? {
        "is_terminal"
    } else {
        "terminal_test"
    };
    for method in ["actions", "result", "utility", "to_move", terminal] {
        if !g.hasattr(method)? {
            return Err(bad(format!(
                "a game has the methods actions, result, is_terminal (or terminal_test), utility and to_move (AIMA's Game); this one has no `{method}`"
            )));
        }
    }
    let max = g.call_method1("to_move", (state.bind(py),))?.unbind();
    let shared = Arc::new(PyGame {
        game,
        max,
        evaluate,
        terminal,
        error: Mutex::new(None),
    });
    let root = PyState::new(state, &shared);
    let options = search_options(
        alg, depth, order, tt_size, false, None, test_value, prune_on, false, None,
    )?;
    let job = SearchJob {
        algorithm: alg,
        limits: engine::Limits { depth, max_nodes },
        options: &options,
        boards: false,
    };
    // The search's thread holds the GIL while it runs, except while Python's own
    // switching hands it to another thread (the callbacks are Python code).
    let rec = off_thread(py, || {
        Python::attach(|_| {
            let result = job.run(&root, &PyEval, WinScore::NONE);
            if let Some(e) = shared.slot().take() {
                return Err(e);
            }
            result.map(|(rec, _, _)| rec).map_err(error)
        })
    })?;
    Ok(Rec { rec })
}

/// The extension module.
#[pymodule]
fn _gametree(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let error = m.py().get_type::<GametreeError>();
    // What `raise` sets on each error, `None` on the class: an error raised without
    // them (by gametree/__init__.py) has them too.
    for attr in ["kind", "file", "line", "column"] {
        error.setattr(attr, m.py().None())?;
    }
    m.add("GametreeError", error)?;
    m.add_class::<Position>()?;
    m.add_class::<Rec>()?;
    m.add_function(wrap_pyfunction!(load_text, m)?)?;
    m.add_function(wrap_pyfunction!(load_file, m)?)?;
    m.add_function(wrap_pyfunction!(recording_from_json, m)?)?;
    m.add_function(wrap_pyfunction!(search, m)?)?;
    m.add_function(wrap_pyfunction!(search_game, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(make_exercise, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(tree_label_ok, m)?)?;
    m.add("MAX_TREE_DEPTH", games::tree::MAX_TREE_DEPTH)?;
    Ok(())
}
