//! Games written in Python (AIMA's `Game` protocol): [`PyState`] is one more
//! `gametree::game::Position`, so the library's search, recorder and renderers run on
//! it; `search_game` searches one.

use crate::errors::{bad, error};
use crate::recording::Rec;
use crate::search::search_options;
use crate::threads::off_thread;
use gametree::game::{Evaluator, Position as GamePosition, Score, Side, WinScore, SCORE_LIMIT};
use gametree::games::GameJob;
use gametree::record::SearchJob;
use gametree::search as engine;
use pyo3::prelude::*;
use std::sync::{Arc, Mutex, OnceLock};

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
#[pyo3(signature = (game, state, algorithm=None, depth=None, max_nodes=None, evaluate=None, order=None, tt_size=None, test_value=None, prune_on=None))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_game(
    py: Python<'_>,
    game: Py<PyAny>,
    state: Py<PyAny>,
    algorithm: Option<&str>,
    depth: Option<u32>,
    max_nodes: Option<u64>,
    evaluate: Option<Py<PyAny>>,
    order: Option<&str>,
    tt_size: Option<usize>,
    test_value: Option<Score>,
    prune_on: Option<&str>,
) -> PyResult<Rec> {
    let alg = crate::search::algorithm_or_default(algorithm)?;
    if alg.caps().chance {
        return Err(bad(format!(
            "algorithm=\"{}\" searches chance nodes; a Python game has none",
            alg.name()
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
        alg,
        depth,
        order,
        tt_size,
        false,
        None,
        test_value,
        prune_on,
        false,
        None,
        Default::default(),
    )?;
    let job = SearchJob {
        algorithm: alg,
        limits: engine::Limits {
            depth,
            max_nodes: max_nodes.unwrap_or(engine::Limits::default().max_nodes),
        },
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
