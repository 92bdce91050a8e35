//! The search algorithms. Each visits the tree depth-first, children left to right in
//! the game's generation order, and reports every node to a [`Recorder`].
//!
//! | `--algorithm`   | form      | source                                   | values from |
//! |-----------------|-----------|------------------------------------------|-------------|
//! | `minimax`       | MAX/MIN   | AIMA MAX-VALUE / MIN-VALUE               | MAX's view  |
//! | `negamax`       | negamax   | Kühr 2011, Alg. 2.2, root Alg. 2.3       | side to move|
//! | `alphabeta`     | negamax   | Kühr 2011, Alg. 3.2, root Alg. 3.3; fail-hard | side to move|
//! | `alphabeta-soft`| negamax   | Kühr's Alg. 3.2 returning the best value found (fail-soft, Fishburn 1983) | side to move|
//! | `pvs`           | negamax   | principal variation search / NegaScout (Reinefeld 1983), fail-soft | side to move|
//! | `alphabeta-tt`  | negamax   | AlphaBetaWithMemory (Plaat et al. 1996), transposition table of lower/upper bounds | side to move|
//! | `mtdf`          | negamax   | MTD(f) (Plaat et al. 1996): null-window AlphaBetaWithMemory passes | side to move|
//! | `test`          | negamax   | the null-window test "value ≥ K?" (Plaat et al. 1996; Pearl's Test) | side to move|
//!
//! All use Kühr's win-distance scoring ([`WinScore`]): terminal positions score
//! `±MAX`, and scores beyond `MNOHO` move one unit towards zero per ply back up.

mod alphabeta;
mod memory;
mod minimax;
pub mod order;
mod scout;
pub mod trace;
pub mod tt;

pub use order::{Criterion, Order};
pub use trace::{NullRecorder, Recorder, Stats};

use crate::game::Evaluator;
use crate::game::{Player, Position, Score, Side, WinScore, INF};
use rustc_hash::FxHashMap;
use trace::{Enter, IterationInfo, NodeKind, PassInfo, Perspective};
use tt::Tt;

/// The deepest ply any search goes; deeper lines stop with [`Stop::PlyLimit`]
/// instead of exhausting the stack.
pub const MAX_PLY: u32 = 2_000;

/// A search algorithm, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Algorithm {
    /// Plain minimax in the MAX/MIN form (AIMA's MAX-VALUE / MIN-VALUE): values from MAX's view.
    #[value(
        name = "minimax",
        help = "Plain minimax, MAX/MIN form (AIMA): values from MAX's view"
    )]
    Minimax,
    /// Negamax with win-distance scoring (Kühr 2011, Alg. 2.2; root Alg. 2.3).
    #[value(
        name = "negamax",
        help = "Negamax with win-distance scoring (Kühr 2011, Alg. 2.2/2.3)"
    )]
    Negamax,
    /// Fail-hard alpha-beta in negamax form (Kühr 2011, Alg. 3.2; root Alg. 3.3).
    #[value(
        name = "alphabeta",
        help = "Fail-hard alpha-beta, negamax form (Kühr 2011, Alg. 3.2/3.3)"
    )]
    AlphaBeta,
    /// Fail-soft alpha-beta: as [`Algorithm::AlphaBeta`] but a node returns the best
    /// value it found rather than the bound of the window it failed (Fishburn 1983).
    #[value(
        name = "alphabeta-soft",
        help = "Fail-soft alpha-beta: returns the best value found, not the bound"
    )]
    AlphaBetaSoft,
    /// Principal variation search / NegaScout (Reinefeld 1983): the first child with
    /// the full window, the others with a null window, re-searched when they fail high
    /// inside the window. Fail-soft.
    #[value(
        name = "pvs",
        help = "Principal variation search / NegaScout (Reinefeld 1983)"
    )]
    Pvs,
    /// AlphaBetaWithMemory (Plaat et al. 1996): fail-soft alpha-beta with a
    /// transposition table holding a lower and an upper bound per position.
    #[value(
        name = "alphabeta-tt",
        help = "AlphaBetaWithMemory: alpha-beta with a transposition table (Plaat et al. 1996)"
    )]
    AlphaBetaTt,
    /// MTD(f) (Plaat et al. 1996): null-window AlphaBetaWithMemory passes from a first
    /// guess ([`Options::guess`]) until the lower and upper bounds meet.
    #[value(
        name = "mtdf",
        help = "MTD(f): null-window passes with memory from --guess (Plaat et al. 1996)"
    )]
    Mtdf,
    /// The null-window test (Plaat et al. 1996): one fail-soft alpha-beta search with
    /// the window `[K − 1, K]` answering only "is the value ≥ K?" ([`Options::test_value`]).
    /// Its value is a bound, not the minimax value, so it is not in [`Algorithm::ALL`].
    #[value(
        name = "test",
        help = "The null-window test: is the value ≥ --test-value? (Plaat et al. 1996)"
    )]
    Test,
}

impl Algorithm {
    /// Every algorithm that returns the minimax value, in the order `--help` lists them
    /// (all but [`Algorithm::Test`]).
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Minimax,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::AlphaBetaSoft,
        Algorithm::Pvs,
        Algorithm::AlphaBetaTt,
        Algorithm::Mtdf,
    ];

    /// The algorithm named `name` on the command line (`None` if there is none).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL
            .into_iter()
            .chain([Algorithm::Test])
            .find(|a| a.name() == name)
    }

    /// Whether the algorithm uses a transposition table.
    pub fn uses_tt(self) -> bool {
        matches!(self, Algorithm::AlphaBetaTt | Algorithm::Mtdf)
    }

    /// The name used on the command line and in recordings.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Negamax => "negamax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::AlphaBetaSoft => "alphabeta-soft",
            Algorithm::Pvs => "pvs",
            Algorithm::AlphaBetaTt => "alphabeta-tt",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Test => "test",
        }
    }

    /// The sign convention of the values the algorithm returns at its nodes.
    pub fn perspective(self) -> Perspective {
        match self {
            Algorithm::Minimax => Perspective::Max,
            _ => Perspective::SideToMove,
        }
    }
}

/// When alpha-beta stops searching a node's moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum CutRule {
    /// Cut off as soon as a value reaches β (`v ≥ β`, i.e. α ≥ β): Kühr's Alg. 3.2,
    /// AIMA and every textbook. The default.
    #[default]
    #[value(help = "Cut off when α ≥ β (the usual rule)")]
    Ge,
    /// Cut off only when a value exceeds β (`v > β`): a tie `α = β` goes on searching.
    /// Some course notes teach this rule; `gametree check --prune-on gt` marks with it.
    #[value(help = "Cut off only when α > β (a tie goes on searching)")]
    Gt,
}

/// Limits of one search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Ply limit: at this depth positions are evaluated statically. `None`: to the end
    /// of the game.
    pub depth: Option<u32>,
    /// The search stops with [`Stop::NodeLimit`] when it would visit more nodes.
    pub max_nodes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: None,
            max_nodes: 2_000_000,
        }
    }
}

/// Options beyond the algorithm and the limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Move ordering (`--order`).
    pub order: Order,
    /// Transposition-table entries (`--tt-size`), for `alphabeta-tt` and `mtdf`.
    pub tt_size: usize,
    /// MTD(f)'s first guess (`--guess`), MAX's view.
    pub guess: Score,
    /// The null-window test's K (`--test-value`), MAX's view: the test answers
    /// "is the root's value (MAX's view) ≥ K?".
    pub test_value: Score,
    /// Iterative deepening (`--iterative`): search depths 1, 2, …, the depth limit,
    /// each iteration feeding the next.
    pub iterative: bool,
    /// Quiescence search (`--quiescence`): at the depth limit keep searching the
    /// position's noisy moves ([`Position::noisy_moves`]) until it is quiet.
    pub quiescence: bool,
    /// When alpha-beta (`alphabeta`, `alphabeta-soft`) stops a node's move loop.
    pub cut: CutRule,
}

impl Options {
    /// Checks that the options fit `algorithm`: `--test-value` (`test_value_given`)
    /// exactly with the null-window test, `--guess` only with MTD(f), iterative deepening
    /// only for the alpha-beta family and with a depth limit.
    ///
    /// # Errors
    /// A message naming the option that does not fit.
    pub fn check(
        &self,
        algorithm: Algorithm,
        guess_given: bool,
        test_value_given: bool,
        depth: Option<u32>,
    ) -> Result<(), String> {
        if algorithm == Algorithm::Test && !test_value_given {
            return Err(
                "--algorithm test needs --test-value K: it answers whether the value is at least K"
                    .into(),
            );
        }
        if algorithm != Algorithm::Test && test_value_given {
            return Err("--test-value applies only to --algorithm test".into());
        }
        if algorithm != Algorithm::Mtdf && guess_given {
            return Err("--guess applies only to --algorithm mtdf".into());
        }
        if self.iterative {
            if !matches!(
                algorithm,
                Algorithm::AlphaBeta
                    | Algorithm::AlphaBetaSoft
                    | Algorithm::Pvs
                    | Algorithm::AlphaBetaTt
                    | Algorithm::Mtdf
            ) {
                return Err(format!(
                    "--iterative works with alphabeta, alphabeta-soft, pvs, alphabeta-tt and mtdf, not {}",
                    algorithm.name()
                ));
            }
            if depth.is_none() {
                return Err("--iterative needs --depth N, the last iteration's depth".into());
            }
        }
        Ok(())
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            order: Order::Natural,
            tt_size: tt::DEFAULT_TT_SIZE,
            guess: 0,
            test_value: 0,
            iterative: false,
            quiescence: false,
            cut: CutRule::Ge,
        }
    }
}

/// Why a search stopped without a result: the one stop reason of the search, the
/// solver's prover and `gametree solve`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stop {
    /// More nodes than the node limit ([`Limits::max_nodes`], `--max-nodes`) would be
    /// visited.
    #[error(
        "the search would visit more than {0} nodes; give a --depth limit or raise --max-nodes"
    )]
    NodeLimit(u64),
    /// A line longer than [`MAX_PLY`] plies.
    #[error("the search reached {0} plies deep; give a --depth limit")]
    PlyLimit(u32),
    /// The time limit was reached (`gametree solve --time-limit`).
    #[error("the time limit was reached; raise --time-limit")]
    Time,
    /// The transposition table's memory could not be had (`gametree solve`).
    #[error("cannot allocate a transposition table of {0} entries; lower --tt-size")]
    TableMemory(usize),
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The root's value, MAX's view (for explicit trees: in the leaves' units; for games:
    /// the evaluation's units, wins ±MAX shifted by distance).
    pub value: Score,
    /// The first best move at the root (`None` if the root has no moves).
    pub best_move: Option<M>,
    /// The principal variation, root move first.
    pub pv: Vec<M>,
    /// Node counts.
    pub stats: Stats,
    /// MTD(f)'s passes in order (empty for the other algorithms).
    pub passes: Vec<PassInfo>,
    /// Iterative deepening's iterations in order (empty without it).
    pub iterations: Vec<IterationInfo>,
    /// The null-window test's answer to "value ≥ K?" (only [`Algorithm::Test`]; its
    /// `value` is then the fail-soft bound the test returned, MAX's view).
    pub answer: Option<bool>,
}

/// Runs `algorithm` from `root` with the default [`Options`]; see [`search_with`].
pub fn search<P, E, R>(
    algorithm: Algorithm,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, Stop>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    search_with(
        algorithm,
        root,
        eval,
        win,
        limits,
        &Options::default(),
        recorder,
    )
}

/// Runs `algorithm` from `root`, reporting every node to `recorder`.
///
/// `eval` values the positions at the depth limit (and explicit trees' leaves); `win`
/// gives the scores of finished games. Errors: [`Stop::NodeLimit`] and
/// [`Stop::PlyLimit`]; the recorder then holds the part searched so far.
pub fn search_with<P, E, R>(
    algorithm: Algorithm,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    options: &Options,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, Stop>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    let mut s = Search::new(algorithm, root, eval, win, limits, options, recorder);
    if options.iterative {
        return s.iterative(algorithm, root, options);
    }
    let depth = limits.depth;
    let mut passes = Vec::new();
    let mut answer = None;
    let mut best = None;
    let value = match algorithm {
        Algorithm::Minimax => s.minimax(None, root, depth, 0)?,
        Algorithm::Negamax => {
            let v = s.negamax(None, root, depth, 0)?;
            s.player(root).to_max_view(v)
        }
        Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft => {
            let soft = algorithm == Algorithm::AlphaBetaSoft;
            let v = s.alphabeta(None, root, depth, 0, -win.max, win.max, soft)?;
            s.player(root).to_max_view(v)
        }
        Algorithm::Pvs => {
            let v = s.pvs(None, root, depth, 0, -win.max, win.max, false)?.0;
            s.player(root).to_max_view(v)
        }
        Algorithm::AlphaBetaTt => {
            let v = s.memory(None, root, depth, 0, -win.max, win.max)?;
            s.player(root).to_max_view(v)
        }
        Algorithm::Mtdf => {
            let player = s.player(root);
            let (v, p, b) = s.mtdf(root, depth, player.to_max_view(options.guess), None)?;
            passes = p;
            best = b;
            player.to_max_view(v)
        }
        Algorithm::Test => {
            let player = s.player(root);
            let (v, yes) = s.test(root, depth, options.test_value)?;
            answer = Some(yes);
            player.to_max_view(v)
        }
    };
    let mut pv = s.pv.first().cloned().unwrap_or_default();
    if algorithm == Algorithm::Mtdf {
        pv = s.tt_line(root, best, depth);
    }
    Ok(SearchResult {
        value,
        best_move: pv.first().copied(),
        pv,
        stats: s.stats,
        passes,
        iterations: Vec::new(),
        answer,
    })
}

/// What a node turned out to be before its children are searched.
enum Expand<M> {
    /// Valued without search (side to move's view).
    Static(Score, NodeKind),
    /// Search these moves.
    Moves(Vec<M>),
}

/// The state shared by the recursive calls of one search.
struct Search<'a, P: Position, E, R> {
    order: Order,
    /// The transposition table (AlphaBetaWithMemory, MTD(f), `tt` ordering,
    /// iterative deepening).
    tt: Option<Tt<P::Move>>,
    /// Whether the table's bounds are probed (AlphaBetaWithMemory, MTD(f)); otherwise
    /// it only remembers best moves for ordering.
    probe_tt: bool,
    /// Two killer moves per ply.
    killers: Vec<[Option<P::Move>; 2]>,
    /// History-heuristic counters per move.
    history: FxHashMap<P::Move, u64>,
    /// Quiescence search at the depth limit.
    quiescence: bool,
    /// When alpha-beta stops a move loop ([`Options::cut`]).
    cut_rule: CutRule,
    /// Set by [`Search::expand`] at a quiescence node: the stand-pat value (the static
    /// evaluation, side to move's view), `None` when the noisy moves are compulsory.
    stand: Option<Score>,
    /// The depth limit of the current root search: nodes deeper are quiescence nodes.
    horizon: Option<u32>,
    eval: &'a E,
    win: WinScore,
    limits: Limits,
    rec: &'a mut R,
    stats: Stats,
    max_side: Side,
    /// Move lists, one reusable buffer per ply.
    moves: Vec<Vec<P::Move>>,
    /// Triangular principal-variation table: `pv[ply]` is the best line below the node
    /// being searched at `ply`.
    pv: Vec<Vec<P::Move>>,
}

impl<'a, P, E, R> Search<'a, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// The state for one search of `root` by `algorithm`.
    fn new(
        algorithm: Algorithm,
        root: &P,
        eval: &'a E,
        win: WinScore,
        limits: Limits,
        options: &Options,
        recorder: &'a mut R,
    ) -> Self {
        let uses_tt = algorithm.uses_tt() || options.iterative || options.order.uses(Criterion::Tt);
        Search {
            order: options.order.clone(),
            tt: uses_tt.then(|| Tt::new(options.tt_size)),
            probe_tt: algorithm.uses_tt(),
            quiescence: options.quiescence,
            cut_rule: options.cut,
            stand: None,
            horizon: limits.depth,
            killers: Vec::new(),
            history: FxHashMap::default(),
            eval,
            win,
            limits,
            rec: recorder,
            stats: Stats::default(),
            max_side: root.max_side(),
            moves: Vec::new(),
            pv: Vec::new(),
        }
    }

    fn player(&self, pos: &P) -> Player {
        if pos.side_to_move() == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// Counts and reports a node entry; clears its PV slot.
    fn enter(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        ply: u32,
        player: Player,
        window: Option<(Score, Score)>,
    ) -> Result<(), Stop> {
        if self.stats.visited >= self.limits.max_nodes {
            return Err(Stop::NodeLimit(self.limits.max_nodes));
        }
        if ply > MAX_PLY {
            return Err(Stop::PlyLimit(MAX_PLY));
        }
        self.stats.visited += 1;
        self.rec.enter(
            parent,
            pos,
            Enter {
                ply,
                player,
                window,
            },
        );
        if self.quiescence && self.horizon.is_some_and(|h| ply > h) {
            self.rec.mark(trace::Mark::Quiescence);
        }
        let p = ply as usize;
        if self.pv.len() <= p + 1 {
            self.pv.resize_with(p + 2, Vec::new);
            self.moves.resize_with(p + 2, Vec::new);
        }
        self.pv[p].clear();
        Ok(())
    }

    /// Kühr's order of tests: a finished game first, then the depth limit, then the
    /// moves (an explicit tree's leaf has none and is valued by the evaluation).
    ///
    /// With quiescence search a position at the depth limit that has noisy moves is
    /// expanded into those moves instead, and [`Search::stand`] holds its stand-pat
    /// value (the evaluation), unless the noisy moves are compulsory.
    fn expand(&mut self, pos: &P, depth: Option<u32>, ply: u32) -> Expand<P::Move> {
        self.stand = None;
        if let Some(outcome) = pos.outcome() {
            self.stats.terminals += 1;
            return Expand::Static(self.win.terminal(outcome), NodeKind::Terminal);
        }
        if depth == Some(0) && self.quiescence {
            let mut moves = std::mem::take(&mut self.moves[ply as usize]);
            moves.clear();
            let forced = pos.noisy_moves(&mut moves);
            if !moves.is_empty() {
                self.stand = (!forced).then(|| self.eval.evaluate(pos));
                return Expand::Moves(moves);
            }
            self.moves[ply as usize] = moves;
        }
        if depth == Some(0) {
            self.stats.leaves += 1;
            return Expand::Static(self.eval.evaluate(pos), NodeKind::Leaf);
        }
        let mut moves = std::mem::take(&mut self.moves[ply as usize]);
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply as usize] = moves;
            self.stats.leaves += 1;
            return Expand::Static(self.eval.evaluate(pos), NodeKind::Leaf);
        }
        Expand::Moves(moves)
    }

    /// Returns a move buffer for reuse at `ply`.
    fn done_with(&mut self, ply: u32, moves: Vec<P::Move>) {
        self.moves[ply as usize] = moves;
    }

    /// `pv[ply] = mv` followed by the line just found below it.
    fn pv_update(&mut self, ply: u32, mv: P::Move) {
        let p = ply as usize;
        let (head, tail) = self.pv.split_at_mut(p + 1);
        let line = &mut head[p];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Reorders `moves` of `pos` (remaining depth `depth`, at `ply`) by [`Order`]; the
    /// natural order is left alone.
    fn order_moves(&mut self, pos: &P, moves: &mut [P::Move], depth: Option<u32>, ply: u32) {
        match &self.order {
            Order::Natural => {}
            Order::Best | Order::Worst => {
                let worst = self.order == Order::Worst;
                let mut keyed: Vec<(Score, P::Move)> = moves
                    .iter()
                    .map(|&m| {
                        let c = pos.play(m);
                        let v = self.oracle(&c, depth.map(|d| d.saturating_sub(1)), -INF, INF);
                        let v = if c.side_to_move() == pos.side_to_move() {
                            v
                        } else {
                            -v
                        };
                        (self.win.nearer(v), m)
                    })
                    .collect();
                if worst {
                    keyed.sort_by_key(|&(v, _)| v);
                } else {
                    keyed.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
                }
                for (slot, (_, m)) in moves.iter_mut().zip(keyed) {
                    *slot = m;
                }
            }
            Order::By(criteria) => {
                let tt_move = self
                    .tt
                    .as_ref()
                    .and_then(|t| t.get(pos.zobrist()))
                    .and_then(|e| e.best);
                let killers = self
                    .killers
                    .get(ply as usize)
                    .copied()
                    .unwrap_or([None, None]);
                let mut keyed: Vec<([i64; 4], P::Move)> = moves
                    .iter()
                    .map(|&m| {
                        let mut k = [0i64; 4];
                        for (slot, c) in k.iter_mut().zip(criteria) {
                            *slot = match c {
                                Criterion::Tt => (tt_move == Some(m)) as i64,
                                Criterion::Killer => {
                                    if killers[0] == Some(m) {
                                        2
                                    } else {
                                        (killers[1] == Some(m)) as i64
                                    }
                                }
                                Criterion::History => {
                                    self.history.get(&m).copied().unwrap_or(0) as i64
                                }
                                Criterion::Eval => {
                                    let c = pos.play(m);
                                    let v = match c.outcome() {
                                        Some(o) => self.win.terminal(o),
                                        None => self.eval.evaluate(&c),
                                    };
                                    if c.side_to_move() == pos.side_to_move() {
                                        v as i64
                                    } else {
                                        -(v as i64)
                                    }
                                }
                            };
                        }
                        (k, m)
                    })
                    .collect();
                keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
                for (slot, (_, m)) in moves.iter_mut().zip(keyed) {
                    *slot = m;
                }
            }
        }
    }

    /// Notes that `mv` caused a fail high at `ply` with `depth` plies left, for the
    /// killer and history heuristics.
    fn note_fail_high(&mut self, mv: P::Move, depth: Option<u32>, ply: u32) {
        if self.order.uses(Criterion::Killer) {
            let p = ply as usize;
            if self.killers.len() <= p {
                self.killers.resize(p + 1, [None, None]);
            }
            let k = &mut self.killers[p];
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        if self.order.uses(Criterion::History) {
            let w = 1u64 << depth.unwrap_or(20).min(40);
            *self.history.entry(mv).or_insert(0) += w;
        }
    }

    /// The true value of `pos` (side to move's view) searched `depth` plies deep, by a
    /// fail-soft alpha-beta that neither counts nor records: the oracle behind the
    /// `best` and `worst` orderings. With the window `[−∞, ∞]` the value is exact.
    fn oracle(&self, pos: &P, depth: Option<u32>, mut alpha: Score, beta: Score) -> Score {
        if let Some(o) = pos.outcome() {
            return self.win.terminal(o);
        }
        let mut moves = Vec::new();
        let mut best = -INF;
        if depth == Some(0) {
            let forced = self.quiescence && pos.noisy_moves(&mut moves);
            if moves.is_empty() {
                return self.eval.evaluate(pos);
            }
            if !forced {
                best = self.eval.evaluate(pos);
                alpha = alpha.max(best);
                if alpha >= beta {
                    return best;
                }
            }
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return self.eval.evaluate(pos);
            }
        }
        for m in moves {
            let c = pos.play(m);
            let same = c.side_to_move() == pos.side_to_move();
            let (ca, cb) = child_window(self.win, same, alpha, beta);
            let v = self.oracle(&c, depth.map(|d| d.saturating_sub(1)), ca, cb);
            let v = self.win.nearer(if same { v } else { -v });
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The line of best moves the transposition table remembers from `root`, starting
    /// with `first`, at most `depth` plies (and never through a repeated position).
    fn tt_line(&self, root: &P, first: Option<P::Move>, depth: Option<u32>) -> Vec<P::Move> {
        let mut line = Vec::new();
        let Some(first) = first else {
            return line;
        };
        let mut pos = root.play(first);
        line.push(first);
        let mut seen = vec![root.zobrist(), pos.zobrist()];
        let limit = depth.unwrap_or(MAX_PLY) as usize;
        while line.len() < limit && pos.outcome().is_none() {
            let Some(mv) = self
                .tt
                .as_ref()
                .and_then(|t| t.get(pos.zobrist()))
                .and_then(|e| e.best)
            else {
                break;
            };
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            if !legal.contains(&mv) {
                break;
            }
            pos = pos.play(mv);
            if seen.contains(&pos.zobrist()) {
                break;
            }
            seen.push(pos.zobrist());
            line.push(mv);
        }
        line
    }

    /// Records every move as pruned: a stand-pat cut-off at a quiescence node.
    fn cut_all(&mut self, pos: &P, moves: &[P::Move]) {
        self.stats.cutoffs += 1;
        self.stats.pruned += moves.len() as u64;
        self.rec.cutoff(pos, moves);
    }

    /// Records the moves after index `i` as pruned by a cut-off at the current node.
    fn cut(&mut self, pos: &P, moves: &[P::Move], i: usize) {
        self.stats.cutoffs += 1;
        let rest = &moves[i + 1..];
        self.stats.pruned += rest.len() as u64;
        self.rec.cutoff(pos, rest);
    }
}

/// The window a child is searched with, given this node's `[α, β]` (side to move's
/// view): negated, swapped and moved one unit farther by Kühr's `dal` when the turn
/// passes, `⟨dal(α), dal(β)⟩` when the same side moves again (a Kalah extra turn).
pub(crate) fn child_window(
    win: WinScore,
    same_side: bool,
    alpha: Score,
    beta: Score,
) -> (Score, Score) {
    if same_side {
        (win.farther(alpha), win.farther(beta))
    } else {
        (win.farther(-beta), win.farther(-alpha))
    }
}

/// A child's value seen from this node: negated when the turn passes, then moved one
/// unit nearer (Kühr's `bliz`).
pub(crate) fn from_child(win: WinScore, same_side: bool, v: Score) -> Score {
    win.nearer(if same_side { v } else { -v })
}
