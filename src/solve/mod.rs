//! `gametree solve`: the game-theoretic value of a position (a tic-tac-toe
//! solver, Common Lisp 2001; the weak solution of a game, as the lecture slides define it) and a strategy that achieves it.
//!
//! Everything is searched to the end of the game by [`prover`]: fail-soft
//! AlphaBetaWithMemory (Plaat et al. 1996) with one transposition table kept for the
//! whole solve, driven by null-window tests, so what one test proves every later test
//! (and the strategy tree) reuses.
//!
//! - **Games without a score** (tic-tac-toe, draughts) are valued with Kühr's
//!   win-distance scores (`MAX − k` for a win `k` plies away), internally with
//!   [`SOLVER_WIN`] so that no distance is lost at the threshold, reported in the
//!   caller's scoring. The solver first deepens:
//!   "a win within k plies?" and "a loss within k plies?" for k = 1, 2, … (iterative
//!   deepening on the distance; each test is bounded to k plies because a running game
//!   cannot score beyond `±(MAX − 1)`). A win or loss found so is the fastest one. After
//!   [`DEEPENING`] plies (or the game's own bound, tic-tac-toe's empty squares) a
//!   bisection of tests to the end settles the rest. Stopped by a limit, the solver
//!   reports the depth to which no forced result exists.
//! - **Games with a score** ([`Scored`]; Kalah, solved by [`solve_scored`]) are valued by the final
//!   margin: Kalah's win, draw or loss is its sign, and the stones already in the stores
//!   bound every line (Irving, Donkers & Uiterwijk 2000). The strategy keeps the margin;
//!   `plies` is the length of its main line (both sides playing the first move, in the
//!   game's order, that keeps the value).
//! - **Connect Four** has a solver of its own, [`connect4`] (Pons 2019's method): the
//!   same [`Solution`], with the main line in that solver's move order (most threats
//!   first, then the centre column).

pub mod connect4;
pub mod endgame;
mod job;

pub use job::SolveJob;
pub mod prover;

/// Why the solver stopped: the search's one stop reason. A solve stopped by
/// [`Stop::NodeLimit`] (`--max-nodes`), [`Stop::Time`] (`--time-limit`) or
/// [`Stop::PlyLimit`] (a line deeper than [`crate::search::MAX_PLY`] plies: the game may
/// not end, like draughts kings moving to and fro) reports what it proved.
pub use crate::search::Stop;

use crate::game::Evaluator;
use crate::game::{Player, Position, Score, Scored, Side, WinScore, INF};
use crate::message;
use crate::params::{Message, Naming, Param};
use crate::record::Verdict;
use crate::record::{
    Bound, Enter, Leave, Meta, NodeKind, Recorder, Recording, Solved, TreeRecorder,
};
use prover::{ByScore, Hints, NoHints, Prover, Scoring};
use std::time::Duration;
use web_time::Instant;

/// The win scoring the solver searches with for games without a score, whatever the
/// user's `--win-score`: its gap (4,001 plies) is wider than any line ([`MAX_PLY`]), so
/// every win keeps its exact distance. Values are turned into the user's scoring for
/// the report and the strategy tree.
///
/// [`MAX_PLY`]: crate::search::MAX_PLY
pub const SOLVER_WIN: WinScore = WinScore {
    max: 32_000,
    threshold: 32_000 - 2 * crate::search::MAX_PLY as Score - 1,
    utilities: None,
};

/// `gametree solve`'s default time limit (`--time-limit`): five minutes. The command
/// has no node limit by default.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(300);

/// The solver's default table size, 2^24 entries (256 MiB at most).
pub const DEFAULT_TT_SIZE: usize = 1 << 24;

/// The smallest table the solvers use, 2^10 entries: a smaller `--tt-size` gets this
/// many (the summary says how many entries the table had).
pub const MIN_TT_SIZE: usize = 1 << 10;

/// How many plies the solver deepens before it searches to the end, for games that do
/// not bound their own length.
pub const DEEPENING: u32 = 24;

/// The most nodes a strategy tree has when no limit is given (`--strategy-nodes`):
/// 20,000.
pub const DEFAULT_STRATEGY_NODES: usize = 20_000;

/// The solver's limits.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SolveLimits {
    /// Nodes the solver may visit in all (value, main line and strategy tree).
    pub max_nodes: u64,
    /// Wall-clock time for the whole solve, checked every 65,536 nodes.
    pub time_limit: Option<Duration>,
    /// Transposition-table entries (rounded down to a power of two, at least
    /// [`MIN_TT_SIZE`]): 16 bytes each in
    /// the generic solver, 8 in Connect Four's. `None`: the solver's default
    /// ([`DEFAULT_TT_SIZE`]; Connect Four's [`connect4::default_tt_size`] of the
    /// root's discs).
    pub tt_size: Option<usize>,
    /// The most nodes the strategy tree may have; deeper parts are left out (marked
    /// as leaves) once it is reached.
    pub strategy_nodes: usize,
    /// The endgame database to use, for games that have them ([`endgame`]).
    pub endgame: Endgames,
    /// MTD(f)'s first guess at the final margin (side to move's view, in stones), for
    /// games scored by a margin (Kalah): the value search tests "≥ guess?" first and
    /// then steps from the value each test returns, rather than bisecting the possible
    /// margins. A right guess proves the value in two tests; any
    /// guess gives the same value. Games scored by win, draw or loss ignore it.
    pub guess: Option<Score>,
}

impl Default for SolveLimits {
    /// `gametree solve`'s: no node limit, [`DEFAULT_TIME_LIMIT`], the solver's own
    /// table size, [`DEFAULT_STRATEGY_NODES`], the endgame database chosen by the
    /// root ([`Endgames::Auto`]), no guess.
    fn default() -> Self {
        SolveLimits {
            max_nodes: u64::MAX,
            time_limit: Some(DEFAULT_TIME_LIMIT),
            tt_size: None,
            strategy_nodes: DEFAULT_STRATEGY_NODES,
            endgame: Endgames::Auto,
            guess: None,
        }
    }
}

/// Which endgame database the solver uses ([`endgame::Endgame`]), for games with a
/// score that number their placements (Kalah); other games ignore it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Endgames {
    /// None.
    Off,
    /// As many stones in play as fit in [`endgame::DEFAULT_ENTRIES`] placements (32 MiB),
    /// but not more than half the stones the root has in play (a small game is solved
    /// faster than its database is built).
    Auto,
    /// Up to this many stones in play (at most [`endgame::MAX_STONES`]).
    Stones(u32),
}

/// The endgame database a solve used.
#[derive(Clone, Debug, PartialEq)]
pub struct EndgameUse {
    /// The most stones in play it holds.
    pub stones: u32,
    /// Placements in all (one byte each).
    pub entries: u64,
    /// Classes read from the cache, and built now.
    pub origin: endgame::Origin,
    /// Time to read and build it.
    pub elapsed: Duration,
}

/// What the solver found.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Why the value is unknown (`None` when it is known): [`Stop::NodeLimit`],
    /// [`Stop::Time`] or [`Stop::PlyLimit`].
    pub stop: Option<Stop>,
    /// Whether the main line reaches the end of the game (a limit may cut it short
    /// while the main line and the strategy tree are built).
    pub line_complete: bool,
    /// The result for the side to move at the root.
    pub solved: Solved,
    /// The root's value, side to move's view: Kühr's win-distance score in the caller's
    /// `win` scoring (under plain scoring MAX's utility of the result), or for games
    /// with a score (Kalah) the final margin.
    pub value: Score,
    /// While unknown: the bounds proven on the value (side to move's view), else
    /// `(value, value)`.
    pub bounds: (Score, Score),
    /// Nodes visited by the value searches.
    pub nodes: u64,
    /// Time for the value searches.
    pub elapsed: Duration,
    /// Nodes visited in all, including the main line and the strategy tree.
    pub total_nodes: u64,
    /// Transposition-table entries in use at the end, and the table's capacity.
    pub tt_fill: (usize, usize),
    /// The strategy tree: one move for the winning side (for a draw: the side to move
    /// at the root) at each of its turns, every reply of the other side.
    pub strategy: Recording,
    /// The endgame database used, if any; or why none could be had.
    pub endgame: Option<Result<EndgameUse, String>>,
    /// For games with a score ([`solve_scored`]): the bounds the rules put on the root's
    /// final margin ([`Scored::score_range`]); `None` for every other game.
    pub margin_range: Option<(Score, Score)>,
}

/// What [`solve`] tells its caller as it works.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The endgame database's class of `stones` stones in play is being built
    /// (`built`) or read from the cache; the database goes up to `of` stones.
    Endgame {
        /// Stones in play in the class started.
        stones: u32,
        /// The database's largest class.
        of: u32,
        /// Whether the class is being built (else read from the cache).
        built: bool,
    },
    /// The search has visited `nodes` nodes, and the table holds `used` of `cap`
    /// entries (every 2^20 nodes).
    Search {
        /// Nodes visited so far.
        nodes: u64,
        /// Table entries in use.
        used: usize,
        /// Table capacity in entries.
        cap: usize,
    },
}

/// Solves `root`, a game without a score: by win, draw or loss, with Kühr's
/// win-distance values. `progress` is told every 2^20 nodes of the nodes so far and
/// the table's fill ([`Progress::Search`]). `eval` only names the game's evaluation in
/// the recording: the solver values finished games only. Games with a score (Kalah) are
/// solved by their margin with [`solve_scored`]; [`SolveJob::solve`] picks the solver
/// for a loaded game.
///
/// # Errors
/// None from the limits — a solver stopped by them reports `unknown` with what it
/// proved; [`Stop::TableMemory`] when the table's memory cannot be had, and
/// [`Stop::PlyLimit`] for lines deeper than [`crate::search::MAX_PLY`] while the main
/// line and the strategy tree are built.
pub fn solve<P: Position, E: Evaluator<P>>(
    root: &P,
    eval: &E,
    win: WinScore,
    limits: SolveLimits,
    mut progress: impl FnMut(Progress),
) -> Result<Solution, Stop> {
    solve_with::<P, NoHints>(root, eval.name(), win, limits, &mut progress, |_, _| None)
}

/// Solves `root`, a game with a score ([`Scored`]; Kalah), by its final margin, with the
/// rules' hints ([`prover::ByScore`]) and the endgame database `limits` asks for.
/// `progress` is told of each class of the database as it is started
/// ([`Progress::Endgame`]), then every 2^20 nodes ([`Progress::Search`]). `eval` names
/// the game's evaluation in the recording, as for [`solve`].
///
/// # Errors
/// As [`solve`].
pub fn solve_scored<P: Scored>(
    root: &P,
    eval: &str,
    win: WinScore,
    limits: SolveLimits,
    mut progress: impl FnMut(Progress),
) -> Result<Solution, Stop> {
    solve_with::<P, ByScore>(
        root,
        eval,
        win,
        limits,
        &mut progress,
        |deadline, progress| {
            endgame_for(root, limits.endgame, limits.max_nodes, deadline, progress)
        },
    )
}

/// What [`solve`] and [`solve_scored`] share: the prover with the rules' hints `H`,
/// after the endgame database `endgame` builds (by the deadline, telling `progress`).
fn solve_with<P: Position, H: Hints<P>>(
    root: &P,
    eval: &str,
    win: WinScore,
    limits: SolveLimits,
    progress: &mut dyn FnMut(Progress),
    endgame: impl FnOnce(
        Option<Instant>,
        &mut dyn FnMut(Progress),
    ) -> Option<Result<(endgame::Endgame, EndgameUse), String>>,
) -> Result<Solution, Stop> {
    let margin_game = H::score_range(root).is_some();
    let scoring = if margin_game {
        Scoring::Margin
    } else {
        Scoring::Outcome(SOLVER_WIN)
    };
    // The time limit counts the database's building too.
    let start = Instant::now();
    let deadline = limits.time_limit.and_then(|t| start.checked_add(t));
    let db = endgame(deadline, progress);
    let mut searched = |nodes, used, cap| progress(Progress::Search { nodes, used, cap });
    let mut prover = Prover::<P, H>::new(
        scoring,
        limits.tt_size.unwrap_or(DEFAULT_TT_SIZE),
        limits.max_nodes,
        deadline,
        Some(&mut searched),
    )?;
    if let Some(Ok((db, _))) = &db {
        prover = prover.with_endgame(db);
    }
    let mut bounds = (-INF + 1, INF - 1);
    let mut proven = 0u32;
    let found = if margin_game {
        prover.exact(root, &mut bounds, limits.guess)
    } else {
        deepen(&mut prover, root, SOLVER_WIN, &mut bounds, &mut proven)
    };
    let (value, stop) = match found {
        Ok(v) => (Some(v), None),
        Err(stop) => (None, Some(stop)),
    };
    let nodes = prover.nodes;
    let elapsed = start.elapsed();
    let endgame = db
        .as_ref()
        .map(|r| r.as_ref().map(|(_, u)| u.clone()).map_err(Clone::clone));
    finish(
        root,
        eval,
        win,
        limits,
        &mut prover,
        Found {
            scoring,
            value,
            stop,
            bounds,
            proven,
            nodes,
            elapsed,
            endgame,
        },
    )
}

/// What the value search of a solve found, for [`finish`].
struct Found {
    scoring: Scoring,
    /// The value in the solver's scoring, if known.
    value: Option<Score>,
    stop: Option<Stop>,
    /// The bounds proven on the value (the solver's scoring).
    bounds: (Score, Score),
    /// Under outcome scoring, the depth to which no forced result exists.
    proven: u32,
    nodes: u64,
    elapsed: Duration,
    endgame: Option<Result<EndgameUse, String>>,
}

/// What the strategy builder asks of a solver: null-window tests whose table the
/// value search has filled. [`Prover`] for every game; [`connect4`]'s solver for
/// Connect Four.
trait Oracle<P: Position> {
    /// The null-window test "is `pos`'s value (side to move's view) ≥ `gamma`?": a
    /// fail-soft bound, lower if `≥ gamma`, else upper.
    fn test(&mut self, pos: &P, gamma: Score) -> Result<Score, Stop>;
    /// The best move the table knows of `pos`.
    fn best_move(&self, pos: &P) -> Option<P::Move>;
    /// Puts `pos`'s `moves` (in generation order) into the order the main line and the
    /// strategy tree try them: a fixed order that depends on the position alone.
    /// Generation order unless the solver has an order of its own (Connect Four's).
    fn order(&self, _pos: &P, _moves: &mut Vec<P::Move>) {}
    /// The value of a finished game.
    fn terminal(&self, pos: &P) -> Option<Score>;
    /// The scoring child values are moved by.
    fn win(&self) -> WinScore;
    /// Nodes visited so far.
    fn nodes(&self) -> u64;
    /// Allows `more` nodes beyond those visited so far.
    fn extend_budget(&mut self, more: u64);
    /// Table entries in use and the table's capacity.
    fn fill(&self) -> (usize, usize);
    /// For games with a score, the bounds the rules put on `pos`'s final margin
    /// ([`Scored::score_range`]); `None` (the default) otherwise.
    fn margin_range(&self, _pos: &P) -> Option<(Score, Score)> {
        None
    }
}

impl<P: Position, H: Hints<P>> Oracle<P> for Prover<'_, P, H> {
    fn test(&mut self, pos: &P, gamma: Score) -> Result<Score, Stop> {
        Prover::test(self, pos, gamma)
    }
    fn best_move(&self, pos: &P) -> Option<P::Move> {
        Prover::best_move(self, pos)
    }
    fn terminal(&self, pos: &P) -> Option<Score> {
        Prover::terminal(self, pos)
    }
    fn win(&self) -> WinScore {
        Prover::win(self)
    }
    fn nodes(&self) -> u64 {
        self.nodes
    }
    fn extend_budget(&mut self, more: u64) {
        Prover::extend_budget(self, more);
    }
    fn fill(&self) -> (usize, usize) {
        Prover::fill(self)
    }
    fn margin_range(&self, pos: &P) -> Option<(Score, Score)> {
        H::score_range(pos)
    }
}

/// The rest of a solve once the value search is over: the main line, the strategy
/// tree and the [`Solution`], with `oracle` (whose table the value search filled).
fn finish<P: Position>(
    root: &P,
    eval: &str,
    win: WinScore,
    limits: SolveLimits,
    prover: &mut dyn Oracle<P>,
    found: Found,
) -> Result<Solution, Stop> {
    let (scoring, value, bounds) = (found.scoring, found.value, found.bounds);
    let margin_game = scoring == Scoring::Margin;
    let result = Verdict::of_value(value);
    let strategist = if result == Verdict::Loss {
        root.side_to_move().opponent()
    } else {
        root.side_to_move()
    };
    // The main line and the strategy tree get a budget of their own.
    prover.extend_budget(limits.max_nodes);
    let user = (!margin_game).then_some(win);
    let mut b = Builder {
        prover,
        user,
        max_side: root.side_to_move(),
        strategist,
        left: limits.strategy_nodes,
        rec: TreeRecorder::new(root).with_boards(),
    };
    let (line, line_complete) = match value {
        Some(v) => b.main_line(root, v)?,
        None => (Vec::new(), false),
    };
    let plies = match (result, scoring) {
        (Verdict::Win | Verdict::Loss, Scoring::Outcome(w)) => {
            value.map(|v| (w.max - v.abs()) as u32)
        }
        (Verdict::Win | Verdict::Loss, Scoring::Margin) => {
            line_complete.then_some(line.len() as u32)
        }
        _ => None,
    };
    let solved = Solved {
        result,
        plies,
        margin: if margin_game { value } else { None },
        proven_depth: if value.is_some() { 0 } else { found.proven },
    };
    let reported = value.map(|v| b.to_user(v, true));
    b.node(None, root, 0, value.map(Claim::Exact), Some(&line))?;
    let Builder { rec, prover: p, .. } = b;
    let b_nodes = p.nodes();
    let pv = line;
    let name = |m: P::Move| root.move_text(m);
    let meta = Meta {
        game: root.game_name().to_string(),
        algorithm: "solve".to_string(),
        evaluation: eval.to_string(),
        depth: None,
        perspective: crate::record::Perspective::Max,
        win_score: (!margin_game && win.is_active()).then_some(win),
        utilities: win.utilities.filter(|_| !margin_game),
        value: reported.unwrap_or(0),
        best_move: pv.first().map(|&m| name(m)),
        principal_variation: crate::game::line_text(root, &pv),
        solution: Some(solved.clone()),
        position: root.to_position_text(),
        // The solver's own count: every node its searches visited.
        stats: crate::search::Stats {
            visited: b_nodes,
            ..Default::default()
        },
        ..Meta::default()
    };
    Ok(Solution {
        stop: found.stop,
        line_complete,
        solved,
        value: reported.unwrap_or(0),
        bounds: match (value, margin_game) {
            (Some(v), _) => (v, v),
            (None, true) => bounds,
            // Win-distance bounds in the caller's scoring.
            (None, false) => (to_user(win, bounds.0, true), to_user(win, bounds.1, true)),
        },
        nodes: found.nodes,
        elapsed: found.elapsed,
        total_nodes: b_nodes,
        tt_fill: p.fill(),
        margin_range: p.margin_range(root),
        strategy: rec.finish(meta),
        endgame: found.endgame,
    })
}

/// The endgame database `choice` asks for, read from the cache ([`endgame::cache_dir`])
/// or built; `None` for games without databases, under [`Endgames::Off`], and where the
/// game is already in the smallest class.
fn endgame_for<P: Scored>(
    root: &P,
    choice: Endgames,
    max_nodes: u64,
    deadline: Option<Instant>,
    progress: &mut dyn FnMut(Progress),
) -> Option<Result<(endgame::Endgame, EndgameUse), String>> {
    let material = root.material()?;
    let in_play = material.stones();
    let stones = match choice {
        Endgames::Off => return None,
        // As many as fit in the default size, and no more placements than the search
        // may visit nodes (a small --max-nodes asks for a quick answer).
        Endgames::Auto => {
            endgame::Endgame::stones_within(root, endgame::DEFAULT_ENTRIES.min(max_nodes))?
                .min(in_play / 2)
        }
        // No class beyond the stones in play: the game never reaches it.
        Endgames::Stones(n) => n.min(in_play),
    };
    let started = Instant::now();
    let dir = endgame::cache_dir();
    Some(
        endgame::Endgame::load_or_build(root, stones, dir.as_deref(), deadline, |class, built| {
            progress(Progress::Endgame {
                stones: class,
                of: stones,
                built,
            })
        })
        .map(|(db, origin)| {
            let used = EndgameUse {
                stones: db.stones(),
                entries: db.entries(),
                origin,
                elapsed: started.elapsed(),
            };
            (db, used)
        }),
    )
}

/// `v` (side to move's view, MAX to move if `max_to_move`) in [`SOLVER_WIN`] turned
/// into `user`'s scoring: a win or loss `k` plies away is `±(MAX − k)`, kept at the
/// threshold where Kühr's shift would stop; under plain scoring the utility of the
/// win, draw or loss ([`WinScore::terminal_at`]), whatever its distance. Both maps
/// keep the order, so a bound stays a bound.
fn to_user(user: WinScore, v: Score, max_to_move: bool) -> Score {
    if user.utilities.is_some() {
        let outcome = if v > SOLVER_WIN.threshold {
            crate::game::Outcome::Win
        } else if v < -SOLVER_WIN.threshold {
            crate::game::Outcome::Loss
        } else {
            crate::game::Outcome::Draw
        };
        return user.terminal_at(outcome, max_to_move);
    }
    if v.abs() <= SOLVER_WIN.threshold || !user.is_active() {
        return v.clamp(-user.max, user.max);
    }
    let k = SOLVER_WIN.max - v.abs();
    v.signum() * (user.max - k).max(user.threshold)
}

/// The value under win-distance scoring: iterative deepening on the distance, then a
/// bisection to the end. `proven` is the depth to which neither side has a forced
/// result; `bounds` the bounds proven on the value.
fn deepen<P: Position, H: Hints<P>>(
    prover: &mut Prover<'_, P, H>,
    root: &P,
    win: WinScore,
    bounds: &mut (Score, Score),
    proven: &mut u32,
) -> Result<Score, Stop> {
    if let Some(v) = prover.terminal(root) {
        return Ok(v);
    }
    let own = root.max_plies();
    for k in 1..=own.unwrap_or(DEEPENING) as Score {
        if win.max - k <= win.threshold {
            // Farther wins no longer score as wins.
            break;
        }
        // A win within k plies? (A faster one was ruled out at k − 1.)
        let gamma = win.max - k;
        let g = prover.test(root, gamma)?;
        if g >= gamma {
            *bounds = (g, g);
            return Ok(g);
        }
        bounds.1 = bounds.1.min(g);
        // A loss within k plies: the value is at most −(MAX − k).
        let gamma = -(win.max - k) + 1;
        let g = prover.test(root, gamma)?;
        if g < gamma {
            *bounds = (g, g);
            return Ok(g);
        }
        bounds.0 = bounds.0.max(g);
        *proven = k as u32;
    }
    if own.is_some_and(|m| *proven >= m) {
        // The game cannot last longer: neither side can force a win.
        *bounds = (0, 0);
        return Ok(0);
    }
    prover.exact(root, bounds, None)
}

/// What the strategy tree says of a node's value, side to move's view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Claim {
    /// The value (main-line nodes).
    Exact(Score),
    /// At least this (the strategist to move).
    AtLeast(Score),
    /// At most this (the other side to move).
    AtMost(Score),
}

impl Claim {
    /// The claim a child inherits (`same`: the same side moves again). A child of a
    /// node worth at least `t` after a move that keeps it is worth at least
    /// `dal(t)` to the same side, at most `−dal(t)` to the other (Kühr's shift).
    fn child(self, win: WinScore, same: bool) -> Claim {
        let f = |v: Score| win.farther(v);
        match (self, same) {
            (Claim::Exact(v), true) => Claim::Exact(f(v)),
            (Claim::Exact(v), false) => Claim::Exact(-f(v)),
            (Claim::AtLeast(t), true) => Claim::AtLeast(f(t)),
            (Claim::AtLeast(t), false) => Claim::AtMost(-f(t)),
            (Claim::AtMost(u), true) => Claim::AtMost(f(u)),
            (Claim::AtMost(u), false) => Claim::AtLeast(-f(u)),
        }
    }
}

/// Builds the main line and the strategy tree with the solver's prover, whose table
/// already holds what the value searches proved. The tree is a *solution tree*: it
/// claims for each node what the strategist is sure of (the exact value on the main
/// line, a bound elsewhere) and proves each claim with one null-window test.
struct Builder<'p, P: Position> {
    prover: &'p mut dyn Oracle<P>,
    /// The caller's win scoring, for games valued by it (`None`: margins).
    user: Option<WinScore>,
    max_side: Side,
    strategist: Side,
    left: usize,
    rec: TreeRecorder<P::Move>,
}

impl<P: Position> Builder<'_, P> {
    /// A value of the prover's scoring in the caller's (side to move's view, MAX to
    /// move if `max`).
    fn to_user(&self, v: Score, max: bool) -> Score {
        self.user.map_or(v, |w| to_user(w, v, max))
    }

    /// Whether `child`'s value (its side to move's view) is at least `v` (`lower`) or at
    /// most `v` — one null-window test — or `None` once a limit stops the prover.
    fn holds(&mut self, child: &P, lower: bool, v: Score) -> Result<Option<bool>, Stop> {
        let r = if lower {
            self.prover.test(child, v).map(|g| g >= v)
        } else {
            self.prover.test(child, v + 1).map(|g| g <= v)
        };
        match r {
            Ok(y) => Ok(Some(y)),
            Err(e @ Stop::PlyLimit(_)) => Err(e),
            Err(_) => Ok(None),
        }
    }

    /// `pos`'s moves in the order the builder tries them: the solver's fixed order
    /// ([`Oracle::order`]; generation order for most games), with the table's best
    /// move first unless `canonical` (the main line must not depend on what the table
    /// happened to keep).
    fn candidates(&self, pos: &P, canonical: bool) -> Vec<P::Move> {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        self.prover.order(pos, &mut moves);
        if canonical {
            return moves;
        }
        if let Some(b) = self.prover.best_move(pos) {
            if let Some(i) = moves.iter().position(|&m| m == b) {
                let m = moves.remove(i);
                moves.insert(0, m);
            }
        }
        moves
    }

    /// The first candidate move whose child satisfies what `claim` asks of it.
    #[allow(clippy::type_complexity)]
    fn choose(
        &mut self,
        pos: &P,
        claim: Claim,
        canonical: bool,
    ) -> Result<Option<(P::Move, P, Claim)>, Stop> {
        let win = self.prover.win();
        for m in self.candidates(pos, canonical) {
            let child = pos.play(m);
            let same = child.side_to_move() == pos.side_to_move();
            let cc = claim.child(win, same);
            // Every move is worth at most the node's exact value, so an exact claim
            // needs only its other side proved: at least (same side to move) or at
            // most (the other side's view).
            let (lower, v) = match cc {
                Claim::AtLeast(v) => (true, v),
                Claim::AtMost(v) => (false, v),
                Claim::Exact(v) => (same, v),
            };
            match self.holds(&child, lower, v)? {
                Some(true) => return Ok(Some((m, child, cc))),
                Some(false) => {}
                None => return Ok(None),
            }
        }
        Ok(None)
    }

    /// The main line from `root` of value `value` (side to move's view): both sides
    /// playing the first move in generation order that keeps the value; and whether it
    /// reaches the end of the game (a limit may stop it first).
    fn main_line(&mut self, root: &P, value: Score) -> Result<(Vec<P::Move>, bool), Stop> {
        let mut line = Vec::new();
        let (mut pos, mut claim) = (root.clone(), Claim::Exact(value));
        while pos.outcome().is_none() {
            if line.len() >= crate::search::MAX_PLY as usize {
                return Ok((line, false));
            }
            let Some((m, child, cc)) = self.choose(&pos, claim, true)? else {
                return Ok((line, false));
            };
            line.push(m);
            (pos, claim) = (child, cc);
        }
        Ok((line, true))
    }

    /// Records `pos` and its strategy subtree. `claim` is what is proven of its value
    /// (`None`: nothing, a limit stopped the solver); `line` the rest of the main line
    /// when `pos` is on it.
    fn node(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        ply: u32,
        claim: Option<Claim>,
        line: Option<&[P::Move]>,
    ) -> Result<(), Stop> {
        let max = pos.side_to_move() == self.max_side;
        let player = if max { Player::Max } else { Player::Min };
        self.rec.enter(
            parent,
            pos,
            Enter {
                ply,
                player,
                window: None,
            },
        );
        self.left = self.left.saturating_sub(1);
        if let Some(v) = self.prover.terminal(pos) {
            self.leave(max, Some(Claim::Exact(v)), NodeKind::Terminal);
            return Ok(());
        }
        let Some(claim) = claim else {
            self.leave(max, None, NodeKind::Leaf);
            return Ok(());
        };
        if self.left == 0 {
            self.leave(max, Some(claim), NodeKind::Leaf);
            return Ok(());
        }
        let next = line.and_then(|l| l.first().copied());
        let rest = line.map(|l| &l[1.min(l.len())..]);
        if pos.side_to_move() == self.strategist {
            let Some((m, child, cc)) = self.strategist_move(pos, claim, next)? else {
                self.leave(max, Some(claim), NodeKind::Leaf);
                return Ok(());
            };
            let rest = rest.filter(|_| next.is_some());
            self.node(Some((pos, m)), &child, ply + 1, Some(cc), rest)?;
            let mut others = Vec::new();
            pos.legal_moves(&mut others);
            others.retain(|&o| o != m);
            if !others.is_empty() {
                self.rec.leave_out(pos, &others);
            }
        } else {
            self.replies(pos, ply, claim, next, rest)?;
        }
        self.leave(max, Some(claim), NodeKind::Interior);
        Ok(())
    }

    /// The strategist's move at `pos` with its child and what is claimed of it: `next`,
    /// the main line's move when `pos` is on it, else the first candidate proven to keep
    /// `claim`; `None` if no move was proven (a limit stopped the prover).
    #[allow(clippy::type_complexity)]
    fn strategist_move(
        &mut self,
        pos: &P,
        claim: Claim,
        next: Option<P::Move>,
    ) -> Result<Option<(P::Move, P, Claim)>, Stop> {
        let Some(m) = next else {
            return self.choose(pos, claim, false);
        };
        let child = pos.play(m);
        let same = child.side_to_move() == pos.side_to_move();
        let cc = claim.child(self.prover.win(), same);
        Ok(Some((m, child, cc)))
    }

    /// Records every reply of the strategist's opponent at `pos` and its subtree: the
    /// main line's move `next` (`rest` the line after it) keeps `claim`, every other
    /// reply is worth at most the claim to this side.
    fn replies(
        &mut self,
        pos: &P,
        ply: u32,
        claim: Claim,
        next: Option<P::Move>,
        rest: Option<&[P::Move]>,
    ) -> Result<(), Stop> {
        let win = self.prover.win();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let bound = match claim {
            Claim::Exact(v) => Claim::AtMost(v),
            c => c,
        };
        for m in moves {
            let child = pos.play(m);
            let same = child.side_to_move() == pos.side_to_move();
            if Some(m) == next {
                let cc = claim.child(win, same);
                self.node(Some((pos, m)), &child, ply + 1, Some(cc), rest)?;
            } else {
                let cc = bound.child(win, same);
                self.node(Some((pos, m)), &child, ply + 1, Some(cc), None)?;
            }
        }
        Ok(())
    }

    /// Leaves the node being recorded with what `claim` proves of it (the prover's
    /// scoring, side to move's view, MAX to move if `max`), turned into the caller's
    /// scoring and MAX's view; `None`: nothing proven (value 0, exact).
    fn leave(&mut self, max: bool, claim: Option<Claim>, kind: NodeKind) {
        // MAX's view: a side-to-move lower bound is MIN's upper one.
        let claim = claim.map(|c| match c {
            Claim::Exact(v) => Claim::Exact(self.to_user(v, max)),
            Claim::AtLeast(t) => Claim::AtLeast(self.to_user(t, max)),
            Claim::AtMost(u) => Claim::AtMost(self.to_user(u, max)),
        });
        let (value, bound) = match claim {
            None => (0, Bound::Exact),
            Some(Claim::Exact(v)) => (v, Bound::Exact),
            Some(Claim::AtLeast(t)) => (t, Bound::Lower),
            Some(Claim::AtMost(u)) => (u, Bound::Upper),
        };
        let (value, bound) = match (max, bound) {
            (true, b) => (value, b),
            (false, Bound::Lower) => (-value, Bound::Upper),
            (false, Bound::Upper) => (-value, Bound::Lower),
            (false, b) => (-value, b),
        };
        Recorder::<P>::leave(&mut self.rec, Leave { value, bound, kind });
    }
}

/// What stopped a solver that did not finish: the time limit, the ply limit or the
/// node limit (`--time-limit`, `the ply limit`, `--max-nodes` on the command line), in
/// the [`crate::lang::current`] language.
pub fn stopped_by(stop: Option<&Stop>) -> Message {
    match stop {
        Some(Stop::Time) => message!([TimeLimit]),
        Some(Stop::PlyLimit(_)) => message!((crate::tr!("summary-solve-by-ply-limit"))),
        Some(Stop::Cancelled) => message!((crate::tr!("summary-solve-by-cancellation"))),
        _ => message!([MaxNodes]),
    }
}

/// The summary `gametree solve` prints, in the [`crate::lang::current`] language: who
/// is to move at `root` (the game's side names), the verdict in words (a win or loss
/// with its length in plies; Kalah's final margin; for an unknown result what was
/// proven and which limit stopped the solver), the node counts, time and table fill,
/// and the strategy tree's size; options named by `naming`.
pub fn summary<P: Position>(sol: &Solution, root: &P, naming: &Naming) -> Summary {
    let s = &sol.solved;
    let who = crate::render::text::side_text(root.side_name(root.side_to_move()));
    let why = match sol.stop {
        Some(Stop::Time) => crate::tr!(
            "summary-solve-stopped",
            limit = (naming.param)(Param::TimeLimit)
        ),
        Some(Stop::PlyLimit(p)) => crate::tr!("summary-solve-ply-limit", plies = p),
        Some(Stop::Cancelled) => crate::tr!("summary-solve-cancelled"),
        _ => crate::tr!(
            "summary-solve-stopped",
            limit = (naming.param)(Param::MaxNodes)
        ),
    };
    let cut = if s.result != Verdict::Unknown && !sol.line_complete {
        format!(
            " {}",
            crate::tr!(
                "summary-solve-cut-short",
                nodes = (naming.param)(Param::MaxNodes),
                time = (naming.param)(Param::TimeLimit)
            )
        )
    } else {
        String::new()
    };
    let verdict = match (s.result, s.plies, s.margin, sol.margin_range) {
        (Verdict::Unknown, _, _, Some((lo, hi))) => crate::tr!(
            "summary-solve-unknown-margin",
            lo = format!("{:+}", sol.bounds.0.max(lo)),
            hi = format!("{:+}", sol.bounds.1.min(hi)),
            why = why
        ),
        (Verdict::Unknown, _, _, None) => {
            crate::tr!("summary-solve-unknown", plies = s.proven_depth, why = why)
        }
        (r, p, Some(m), _) => {
            let margin = format!("{m:+}");
            let line = p
                .map(|p| crate::tr!("summary-solve-main-line-plies", plies = p))
                .unwrap_or_default();
            match r {
                Verdict::Win => {
                    crate::tr!("summary-solve-margin-win", margin = margin, line = line)
                }
                Verdict::Loss => {
                    crate::tr!("summary-solve-margin-loss", margin = margin, line = line)
                }
                _ => crate::tr!("summary-solve-margin-draw", margin = margin, line = line),
            }
        }
        (Verdict::Win, Some(p), None, _) => crate::tr!(
            "summary-solve-win-in",
            plies = p,
            value = sol.value.to_string()
        ),
        (Verdict::Loss, Some(p), None, _) => crate::tr!(
            "summary-solve-loss-in",
            plies = p,
            value = sol.value.to_string()
        ),
        (r, _, None, _) => {
            let value = sol.value.to_string();
            match r {
                Verdict::Win => crate::tr!("summary-solve-win", value = value),
                Verdict::Loss => crate::tr!("summary-solve-loss", value = value),
                Verdict::Draw => crate::tr!("summary-solve-draw", value = value),
                Verdict::Unknown => crate::tr!("summary-solve-unknown-value", value = value),
            }
        }
    };
    let (used, cap) = sol.tt_fill;
    Summary {
        verdict: crate::tr!(
            "summary-solve-verdict",
            who = who,
            verdict = verdict,
            cut = cut
        ),
        work: crate::tr!(
            "summary-solve-work",
            nodes = sol.nodes,
            secs = crate::lang::decimal(sol.elapsed.as_secs_f64(), 3),
            total = sol.total_nodes,
            used = used,
            cap = cap,
            tree = sol.strategy.len()
        ) + &endgame_text(sol, naming),
    }
}

/// The endgame database's part of [`summary`]'s work: none, why none, or its size,
/// origin and time.
fn endgame_text(sol: &Solution, naming: &Naming) -> String {
    match &sol.endgame {
        None => String::new(),
        Some(Err(why)) => crate::tr!("summary-solve-no-endgame", why = why.to_string()),
        Some(Ok(u)) => crate::tr!(
            "summary-solve-endgame",
            stones = u.stones,
            entries = u.entries,
            read = u.origin.loaded,
            built = u.origin.built,
            secs = crate::lang::decimal(u.elapsed.as_secs_f64(), 1),
            notes = [
                u.origin
                    .unsaved
                    .as_ref()
                    .map(|w| crate::tr!("summary-solve-endgame-unsaved", why = w.to_string())),
                u.origin
                    .untrusted
                    .as_ref()
                    .map(|w| crate::tr!("summary-solve-endgame-untrusted", why = w.to_string())),
                (u.origin.corrupt > 0)
                    .then(|| crate::tr!("summary-solve-endgame-corrupt", n = u.origin.corrupt)),
                u.origin.stopped.map(|n| {
                    crate::tr!(
                        "summary-solve-endgame-stopped",
                        limit = (naming.param)(Param::TimeLimit),
                        stones = n
                    )
                }),
            ]
            .into_iter()
            .flatten()
            .map(|note| format!(", {note}"))
            .collect::<String>()
        ),
    }
}

/// What a solve found, for people: the verdict, and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Who is to move and the result with best play (`x to move: a win in 3 plies
    /// (value 96)`); deterministic.
    pub verdict: String,
    /// Nodes, time and table use (varies from run to run with the time).
    pub work: String,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}; {}", self.verdict, self.work)
    }
}
