//! The state of one search and what every algorithm does at a node.

use super::order::{Criterion, Order};
use super::trace::{self, Enter, NodeKind, Recorder, Stats};
use super::tt::Tt;
use super::{Algorithm, CutRule, Limits, Options, Stop, MAX_PLY};
use crate::game::Evaluator;
use crate::game::{Player, Position, Score, Side, WinScore};
use rustc_hash::FxHashMap;

/// What a node turned out to be before its children are searched.
pub(super) enum Expand<M> {
    /// Valued without search (side to move's view).
    Static(Score, NodeKind),
    /// Search these moves.
    Moves(Vec<M>),
}

/// The state shared by the recursive calls of one search.
pub(super) struct Search<'a, P: Position, E, R> {
    pub(super) order: Order,
    /// The transposition table (AlphaBetaWithMemory, MTD(f), `tt` ordering,
    /// iterative deepening).
    pub(super) tt: Option<Tt<P::Move>>,
    /// Whether the table's bounds are probed (AlphaBetaWithMemory, MTD(f)); otherwise
    /// it only remembers best moves for ordering.
    pub(super) probe_tt: bool,
    /// Two killer moves per ply.
    pub(super) killers: Vec<[Option<P::Move>; 2]>,
    /// History-heuristic counters per move.
    pub(super) history: FxHashMap<P::Move, u64>,
    /// Quiescence search at the depth limit.
    pub(super) quiescence: bool,
    /// When alpha-beta stops a move loop ([`Options::cut`]).
    pub(super) cut_rule: CutRule,
    /// Set by [`Search::expand`] at a quiescence node: the stand-pat value (the static
    /// evaluation, side to move's view), `None` when the noisy moves are compulsory.
    pub(super) stand: Option<Score>,
    /// The depth limit of the current root search: nodes deeper are quiescence nodes.
    pub(super) horizon: Option<u32>,
    pub(super) eval: &'a E,
    pub(super) win: WinScore,
    pub(super) limits: Limits,
    pub(super) rec: &'a mut R,
    pub(super) stats: Stats,
    pub(super) max_side: Side,
    /// Move lists, one reusable buffer per ply.
    pub(super) moves: Vec<Vec<P::Move>>,
    /// Triangular principal-variation table: `pv[ply]` is the best line below the node
    /// being searched at `ply`.
    pub(super) pv: Vec<Vec<P::Move>>,
}

impl<'a, P, E, R> Search<'a, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// The state for one search of `root` by `algorithm`.
    pub(super) fn new(
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

    pub(super) fn player(&self, pos: &P) -> Player {
        if pos.side_to_move() == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// Counts and reports a node entry; clears its PV slot.
    pub(super) fn enter(
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
    pub(super) fn expand(&mut self, pos: &P, depth: Option<u32>, ply: u32) -> Expand<P::Move> {
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
    pub(super) fn done_with(&mut self, ply: u32, moves: Vec<P::Move>) {
        self.moves[ply as usize] = moves;
    }

    /// `pv[ply] = mv` followed by the line just found below it.
    pub(super) fn pv_update(&mut self, ply: u32, mv: P::Move) {
        let p = ply as usize;
        let (head, tail) = self.pv.split_at_mut(p + 1);
        let line = &mut head[p];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Records every move as pruned: a stand-pat cut-off at a quiescence node.
    pub(super) fn cut_all(&mut self, pos: &P, moves: &[P::Move]) {
        self.stats.cutoffs += 1;
        self.stats.pruned += moves.len() as u64;
        self.rec.cutoff(pos, moves);
    }

    /// Records the moves after index `i` as pruned by a cut-off at the current node.
    pub(super) fn cut(&mut self, pos: &P, moves: &[P::Move], i: usize) {
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
