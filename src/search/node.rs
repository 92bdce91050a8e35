//! The state of one search ([`Search`]) and what every algorithm does at a node: the
//! opening ([`Search::open`]: count and report the entry, then Kühr's order of tests —
//! a finished game, the depth limit, the moves — with quiescence search's stand pat),
//! the principal-variation bookkeeping, cut-offs and the window a child gets.
//!
//! **The node path.** A node is opened where its parent plays the move, inline in the
//! parent's move loop: counted, reported, tested for the end of the game and the depth
//! limit, its moves generated ([`Position::outcome_or_moves`], one call) onto one move
//! stack shared by the whole search. Only a node with moves to search costs a call (the
//! algorithm's move loop); a leaf or a finished game is valued where it was opened. A
//! stop (node limit, ply limit, cancel) travels up as an empty [`Halt`], the reason
//! kept in the search, so every call returns its value in registers.

use super::order::{Criterion, Ordering};
use super::pv::PvTable;
use super::trace::{Bound, Enter, Leave, Mark, NodeKind, Perspective, Recorder, Stats};
use super::tt::Tt;
use super::CutRule;
use super::{Algorithm, Limits, Options, Stop, MAX_PLY};
use crate::game::Evaluator;
use crate::game::{Player, Position, Score, Side, WinScore, INF};

/// The search stopped: the reason ([`Stop`]) is in [`Search::stopped`]. Empty, so that a
/// [`Flow`] travels in registers.
#[derive(Copy, Clone, Debug)]
pub(super) struct Halt;

/// What the algorithms' recursive calls return: a value, or [`Halt`].
pub(super) type Flow<T> = Result<T, Halt>;

/// A node to search: where it is in the tree and the window it is searched with.
pub(super) struct Node<'a, P: Position> {
    /// The parent position and the move that led here (`None` at the root).
    pub(super) parent: Option<(&'a P, P::Move)>,
    /// The node's position.
    pub(super) pos: &'a P,
    /// Plies left to the depth limit (`None`: to the end of the game).
    pub(super) depth: Option<u32>,
    /// Distance from the root in plies (root 0).
    pub(super) ply: u32,
    /// The window `[α, β]` on entry (side to move's view); `None` for minimax and
    /// negamax, which have none.
    pub(super) window: Option<(Score, Score)>,
    /// PVS: the node re-searches a move whose null-window scout failed high.
    pub(super) research: bool,
}

impl<'a, P: Position> Node<'a, P> {
    /// The root `pos`, searched `depth` plies deep, without a window.
    pub(super) fn root(pos: &'a P, depth: Option<u32>) -> Self {
        Node {
            parent: None,
            pos,
            depth,
            ply: 0,
            window: None,
            research: false,
        }
    }

    /// The child `pos` reached by `mv`, one ply deeper, without a window.
    #[inline(always)]
    pub(super) fn child<'b>(&'b self, mv: P::Move, pos: &'b P) -> Node<'b, P> {
        Node {
            parent: Some((self.pos, mv)),
            pos,
            depth: self.depth.map(|d| d.saturating_sub(1)),
            ply: self.ply + 1,
            window: None,
            research: false,
        }
    }

    /// This node searched with the window `[alpha, beta]`.
    #[inline(always)]
    pub(super) fn with_window(self, alpha: Score, beta: Score) -> Self {
        Node {
            window: Some((alpha, beta)),
            ..self
        }
    }

    /// This node marked as PVS's re-search.
    pub(super) fn re_search(self) -> Self {
        Node {
            research: true,
            ..self
        }
    }

    /// The window on entry, `[−∞, ∞]` when there is none.
    #[inline(always)]
    pub(super) fn alpha_beta(&self) -> (Score, Score) {
        self.window.unwrap_or((-INF, INF))
    }

    /// What a fail-soft value `v` proves, relative to the window on entry: a fail
    /// high (`v ≥ β`) a lower bound, a fail low (`v ≤ α`) an upper bound, else exact.
    pub(super) fn bound(&self, v: Score) -> Bound {
        let (alpha, beta) = self.alpha_beta();
        if v >= beta {
            Bound::Lower
        } else if v <= alpha {
            Bound::Upper
        } else {
            Bound::Exact
        }
    }
}

/// A node's moves: `stack[start..end]` of the search's move stack, where they stay
/// while the node searches them (its children's moves go above them), and the
/// quiescence stand-pat value. Given back with [`Search::release`].
#[derive(Copy, Clone, Debug)]
pub(super) struct Moves {
    /// The first move's place on the stack.
    pub(super) start: usize,
    /// One past the last move's place.
    pub(super) end: usize,
    /// With quiescence search at the depth limit: the stand-pat value (the evaluation,
    /// side to move's view), unless the noisy moves are compulsory.
    pub(super) stand: Option<Score>,
}

impl Moves {
    /// How many moves.
    pub(super) fn len(&self) -> usize {
        self.end - self.start
    }
}

/// A node just opened by [`Search::open`].
pub(super) enum Opened {
    /// Valued without search (a finished game, the depth limit, no moves) and already
    /// left with this value, in the view the node was opened in.
    Static(Score),
    /// Search these moves. With quiescence search at the depth limit they are the noisy
    /// moves.
    Moves(Moves),
}

/// A fail-soft move loop's state (PVS, AlphaBetaWithMemory), side to move's view.
pub(super) struct FailSoft<M> {
    /// The best value so far: the stand-pat value or a child's (`−∞` before any).
    pub(super) best: Score,
    /// The child that gave it.
    pub(super) best_move: Option<M>,
    /// α, raised by every better value.
    pub(super) alpha: Score,
    /// β: a value reaching it ends the loop.
    pub(super) beta: Score,
}

impl<M> FailSoft<M> {
    /// Whether the best value reaches β (a fail high).
    pub(super) fn failed_high(&self) -> bool {
        self.best >= self.beta
    }

    /// The moves the loop searches: none after a stand-pat fail high, else all.
    pub(super) fn to_search(&self, moves: Moves) -> std::ops::Range<usize> {
        if self.failed_high() {
            moves.start..moves.start
        } else {
            moves.start..moves.end
        }
    }
}

/// Quiescence search (`--quiescence`): past the depth limit only noisy moves.
pub(super) struct Quiescence {
    /// Whether quiescence search is on.
    pub(super) on: bool,
    /// The depth limit of the current root search: nodes deeper are quiescence nodes.
    pub(super) horizon: Option<u32>,
}

/// The transposition table and what the algorithm uses it for.
pub(super) struct Memory<M> {
    /// The table (AlphaBetaWithMemory, MTD(f), the `tt` ordering, iterative deepening).
    pub(super) table: Option<Tt<M>>,
    /// Whether the table's bounds are probed and stored (AlphaBetaWithMemory, MTD(f));
    /// otherwise it only remembers best moves for the `tt` ordering.
    pub(super) bounds: bool,
}

/// The state shared by the recursive calls of one search. The first fields serve every
/// algorithm; the last four are grouped by the algorithms and options that use them.
pub(super) struct Search<'a, P: Position, E, R> {
    /// Values positions at the depth limit (and explicit trees' leaves).
    pub(super) eval: &'a E,
    /// The scores of finished games and Kühr's shift of win scores.
    pub(super) win: WinScore,
    /// The depth and node limits.
    pub(super) limits: Limits,
    /// Receives every node event.
    pub(super) rec: &'a mut R,
    /// Node counts.
    pub(super) stats: Stats,
    /// Why the search stopped, once it has ([`Halt`]).
    pub(super) stopped: Option<Stop>,
    /// The side to move at the root: MAX.
    pub(super) max_side: Side,
    /// The move stack: the moves of every node on the current line, the root's at the
    /// bottom ([`Moves`]).
    pub(super) stack: Vec<P::Move>,
    /// The principal-variation table: the best line below the node being searched at
    /// each ply.
    pub(super) pv: PvTable<P::Move>,
    /// `alphabeta`, `alphabeta-soft`: fail-hard or fail-soft return and the cut rule.
    pub(super) rules: AlphaBetaRules,
    /// `alphabeta-tt`, `mtdf` (bounds); `--order tt` and `--iterative` (best moves).
    pub(super) memory: Memory<P::Move>,
    /// `--order`: the ordering and the killer and history heuristics' state (the
    /// pruning algorithms).
    pub(super) ordering: Ordering<P::Move>,
    /// `--quiescence`: at the depth limit only noisy moves.
    pub(super) quiescence: Quiescence,
    /// Kühr's MNOHO below the evaluation's bound (`--win-threshold`): evaluations are
    /// clamped to `[−threshold, threshold]` so that none reads as a win.
    clamp: Option<Score>,
}

/// How alpha-beta ends a node: the rules of one `alphabeta` or `alphabeta-soft` search
/// (`alphabeta.rs`), kept with the search's state.
pub(super) struct AlphaBetaRules {
    /// When a value ends the move loop ([`super::Options::cut`]).
    pub(super) cut: CutRule,
    /// Fail-soft (`alphabeta-soft`): return the best value found, not the bound.
    pub(super) soft: bool,
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
            eval,
            win,
            limits,
            rec: recorder,
            stats: Stats::default(),
            stopped: None,
            max_side: root.max_side(),
            stack: Vec::with_capacity(256),
            pv: PvTable::new(),
            rules: AlphaBetaRules {
                cut: options.cut,
                soft: algorithm == Algorithm::AlphaBetaSoft,
            },
            memory: Memory {
                table: uses_tt.then(|| Tt::new(options.tt_size)),
                bounds: algorithm.uses_tt(),
            },
            ordering: Ordering::new(options.order.clone()),
            quiescence: Quiescence {
                on: options.quiescence,
                horizon: limits.depth,
            },
            clamp: (win.is_active() && win.threshold < eval.bound()).then_some(win.threshold),
        }
    }

    /// MAX or MIN, by the side to move at `pos`; CHANCE at a chance node.
    #[inline(always)]
    pub(super) fn player(&self, pos: &P) -> Player {
        Player::at(pos, self.max_side)
    }

    /// Stops the search for `stop`: keeps the reason and returns the [`Halt`] that
    /// carries the stop up.
    #[cold]
    pub(super) fn halt(&mut self, stop: Stop) -> Halt {
        self.stopped.get_or_insert(stop);
        Halt
    }

    /// The reason the search stopped, for a [`Halt`] that reached the top.
    pub(super) fn stop_reason(&mut self) -> Stop {
        self.stopped.take().unwrap_or(Stop::Cancelled)
    }

    /// Opens `node` for an algorithm whose values are from the side to move's view; see
    /// [`Search::open_as`].
    #[inline(always)]
    pub(super) fn open(&mut self, node: &Node<'_, P>) -> Flow<Opened> {
        self.open_as(node, Perspective::SideToMove)
    }

    /// What every algorithm does first at a node: counts it against the limits, reports
    /// its entry (with the quiescence and re-search marks), then Kühr's order of tests —
    /// a finished game, then the depth limit, then the moves (an explicit tree's leaf
    /// has none and is valued by the evaluation). A static node is left at once with its
    /// exact value in `view`.
    ///
    /// With quiescence search a position at the depth limit that has noisy moves is
    /// expanded into those moves instead, with its stand-pat value unless they are
    /// compulsory.
    ///
    /// # Errors
    /// [`Halt`] for [`Stop::NodeLimit`], [`Stop::PlyLimit`] and [`Stop::Cancelled`],
    /// before anything is reported.
    #[inline(always)]
    pub(super) fn open_as(&mut self, node: &Node<'_, P>, view: Perspective) -> Flow<Opened> {
        let player = self.player(node.pos);
        self.enter(node, player)?;
        let (v, kind) = match self.expand(node) {
            Ok(moves) => return Ok(Opened::Moves(moves)),
            Err(valued) => valued,
        };
        let v = match view {
            Perspective::Max => player.to_max_view(v),
            Perspective::SideToMove => v,
        };
        self.rec.leave(Leave {
            value: v,
            bound: Bound::Exact,
            kind,
        });
        Ok(Opened::Static(v))
    }

    /// Counts and reports a node entry; clears its PV slot.
    #[inline(always)]
    fn enter(&mut self, node: &Node<'_, P>, player: Player) -> Flow<()> {
        if self.stats.visited >= self.limits.max_nodes {
            let stop = Stop::NodeLimit {
                max: self.limits.max_nodes,
                depth: self.limits.depth,
            };
            return Err(self.halt(stop));
        }
        if node.ply > MAX_PLY {
            return Err(self.halt(Stop::PlyLimit(MAX_PLY)));
        }
        if self.stats.visited & 0x3ff == 0 && crate::cancel::requested() {
            return Err(self.halt(Stop::Cancelled));
        }
        self.stats.visited += 1;
        self.rec.enter(
            node.parent,
            node.pos,
            Enter {
                ply: node.ply,
                player,
                window: node.window,
            },
        );
        if self.quiescence.on && self.quiescence.horizon.is_some_and(|h| node.ply > h) {
            self.rec.mark(Mark::Quiescence);
        }
        if node.research {
            self.rec.mark(Mark::Research);
        }
        self.pv.clear(node.ply as usize);
        Ok(())
    }

    /// The static evaluation of `pos` (side to move's view), clamped to
    /// `[−threshold, threshold]` when the win threshold lies below the evaluation's
    /// bound (counted in [`Stats::clamped`]); under plain scoring read relative to the
    /// draw's utility ([`WinScore::static_at`]).
    #[inline(always)]
    fn evaluate(&mut self, pos: &P) -> Score {
        let v = self.eval.evaluate(pos);
        let v = match self.clamp {
            Some(t) if v.abs() > t => {
                self.stats.clamped += 1;
                v.clamp(-t, t)
            }
            _ => v,
        };
        self.win.static_at(v, pos.side_to_move() == self.max_side)
    }

    /// The score of a finished game `pos` whose side to move has `outcome` (side to
    /// move's view; [`WinScore::terminal_at`]).
    #[inline(always)]
    pub(super) fn terminal(&self, pos: &P, outcome: crate::game::Outcome) -> Score {
        self.win
            .terminal_at(outcome, pos.side_to_move() == self.max_side)
    }

    /// Kühr's order of tests: the node's moves pushed onto the move stack, or its static
    /// value (side to move's view) and kind.
    #[inline(always)]
    fn expand(&mut self, node: &Node<'_, P>) -> Result<Moves, (Score, NodeKind)> {
        let pos = node.pos;
        let start = self.stack.len();
        if node.depth == Some(0) {
            if let Some(outcome) = pos.outcome() {
                self.stats.terminals += 1;
                return Err((self.terminal(pos, outcome), NodeKind::Terminal));
            }
            if self.quiescence.on {
                let forced = self.eval.noisy_moves(pos, &mut self.stack);
                let end = self.stack.len();
                if end > start {
                    let stand = (!forced).then(|| self.evaluate(pos));
                    return Ok(Moves { start, end, stand });
                }
            }
            self.stats.leaves += 1;
            return Err((self.evaluate(pos), NodeKind::Leaf));
        }
        if let Some(outcome) = pos.outcome_or_moves(&mut self.stack) {
            self.stack.truncate(start);
            self.stats.terminals += 1;
            return Err((self.terminal(pos, outcome), NodeKind::Terminal));
        }
        let end = self.stack.len();
        if end == start {
            self.stats.leaves += 1;
            return Err((self.evaluate(pos), NodeKind::Leaf));
        }
        Ok(Moves {
            start,
            end,
            stand: None,
        })
    }

    /// The move at `i` on the move stack.
    #[inline(always)]
    pub(super) fn move_at(&self, i: usize) -> P::Move {
        self.stack[i]
    }

    /// Gives back a node's moves (and everything above them) on the move stack.
    #[inline(always)]
    pub(super) fn release(&mut self, moves: Moves) {
        self.stack.truncate(moves.start);
    }

    /// Closes a node searched without pruning (minimax, negamax): gives back its moves
    /// and leaves it with `best`, the best child value (0 if it has none), moved one
    /// unit nearer (Kühr's `bliz`); the value is exact.
    #[inline(always)]
    pub(super) fn close_exact(&mut self, moves: Moves, best: Option<Score>) -> Score {
        self.release(moves);
        let v = self.win.nearer(best.unwrap_or(0));
        self.leave(v, Bound::Exact);
        v
    }

    /// Reports that an interior node returns `value`, proving `bound`.
    #[inline(always)]
    pub(super) fn leave(&mut self, value: Score, bound: Bound) {
        self.rec.leave(Leave {
            value,
            bound,
            kind: NodeKind::Interior,
        });
    }

    /// `pv[ply] = mv` followed by the line just found below it.
    #[inline(always)]
    pub(super) fn pv_update(&mut self, ply: u32, mv: P::Move) {
        self.pv.update(ply as usize, mv);
    }

    /// Sorts `moves` of `node` by the ordering ([`super::order`]); the natural order
    /// leaves them as generated.
    #[inline(always)]
    pub(super) fn order(&mut self, node: &Node<'_, P>, moves: Moves) {
        if matches!(self.ordering.order, super::Order::Natural) {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        self.order_moves(node, &mut stack[moves.start..moves.end]);
        self.stack = stack;
    }

    /// A fail-soft move loop over `moves` with the window `[alpha, beta]`: the best value
    /// starts at the quiescence stand-pat value (the side to move may take the
    /// evaluation instead of any noisy move), else at `−∞`. A stand pat that reaches β
    /// cuts off every move.
    #[inline(always)]
    pub(super) fn fail_soft(
        &mut self,
        pos: &P,
        moves: Moves,
        alpha: Score,
        beta: Score,
    ) -> FailSoft<P::Move> {
        let best = moves.stand.unwrap_or(-INF);
        let soft = FailSoft {
            best,
            best_move: None,
            alpha: alpha.max(best),
            beta,
        };
        if soft.failed_high() {
            self.cut_all(pos, moves);
        }
        soft
    }

    /// Takes the value `v` (this node's view) of the move at `i` of `node`'s `moves` in
    /// a fail-soft loop: a better value is the new best; one above α raises it and puts
    /// the move in the principal variation; one reaching β is a fail high, noted for the
    /// killer and history heuristics, and cuts off the remaining moves. Returns whether
    /// the loop ends.
    // Inlined into PVS's and AlphaBetaWithMemory's loops, where it was written out.
    #[inline(always)]
    pub(super) fn take_soft(
        &mut self,
        node: &Node<'_, P>,
        moves: Moves,
        i: usize,
        v: Score,
        soft: &mut FailSoft<P::Move>,
    ) -> bool {
        let mv = self.stack[i];
        if v > soft.best {
            soft.best = v;
            soft.best_move = Some(mv);
        }
        if v > soft.alpha {
            soft.alpha = v;
            self.pv_update(node.ply, mv);
            if v >= soft.beta {
                if self.ordering.learns() {
                    let tactical = self.eval.is_tactical(node.pos, mv);
                    self.ordering.fail_high(mv, tactical, node.depth, node.ply);
                }
                // With `--prune-on gt` a tie v = β goes on searching.
                if self.rules.cut.cuts(v, soft.beta) {
                    self.cut(node.pos, moves, i);
                    return true;
                }
            }
        }
        false
    }

    /// Records every move as pruned: a stand-pat cut-off at a quiescence node.
    pub(super) fn cut_all(&mut self, pos: &P, moves: Moves) {
        self.stats.cutoffs += 1;
        self.stats.pruned += moves.len() as u64;
        self.rec.cutoff(pos, &self.stack[moves.start..moves.end]);
    }

    /// Records the moves after the one at `i` as pruned by a cut-off at the current
    /// node. After the last move there is none: a fail high there prunes nothing, so it
    /// is not a cut-off (Kühr, Fig. 18).
    pub(super) fn cut(&mut self, pos: &P, moves: Moves, i: usize) {
        if i + 1 >= moves.end {
            return;
        }
        self.stats.cutoffs += 1;
        let rest = &self.stack[i + 1..moves.end];
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
