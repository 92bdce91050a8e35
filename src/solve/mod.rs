//! `gametree solve`: the game-theoretic value of a position (the tic-tac-toe solver of
//! seed 003; the weak solution of a game, seed 001) and a strategy that achieves it.
//!
//! The value comes from iterative deepening with AlphaBetaWithMemory (Plaat et al.
//! 1996) and Kühr's win-distance scores: depth 1, 2, … until a search proves a win or a
//! loss (a score beyond `MNOHO`, `MAX − k` for a win `k` plies away) or evaluates no
//! position at the depth limit. In the second case every line the search looked at
//! ended in a finished game, and alpha-beta's cut-offs hold whatever the pruned
//! subtrees are worth, so the value is the exact game value (a draw, as no win was
//! found). Kalah's margin comes from a second search in which finished games are valued
//! by their final store difference instead of ±`MAX`.

use crate::eval::Evaluator;
use crate::game::{Outcome, Player, Position, Score, Side, WinScore};
use crate::record::NullRecorder;
use crate::record::{
    Bound, Enter, Leave, Meta, NodeKind, Recorder, Recording, Solved, TreeRecorder,
};
use crate::search::{self, Algorithm, Limits, Options, SearchError, MAX_PLY};
use std::time::{Duration, Instant};

/// The solver's limits.
#[derive(Copy, Clone, Debug)]
pub struct SolveLimits {
    /// Nodes the value searches may visit in all.
    pub max_nodes: u64,
    /// Wall-clock time, checked between iterations.
    pub time_limit: Option<Duration>,
    /// Transposition-table entries.
    pub tt_size: usize,
    /// The most nodes the strategy tree may have; deeper parts are left out (marked
    /// as leaves) once it is reached.
    pub strategy_nodes: usize,
}

/// What the solver found.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The result for the side to move at the root.
    pub solved: Solved,
    /// The root's value, side to move's view (Kühr's scoring).
    pub value: Score,
    /// Nodes visited by the value searches.
    pub nodes: u64,
    /// Time for the value (and margin) searches.
    pub elapsed: Duration,
    /// The strategy tree: one move for the winning side (for a draw: the side to move
    /// at the root) at each of its turns, every reply of the other side.
    pub strategy: Recording,
}

/// The value of `pos` to the end of the game, side to move's view, or `None` if it
/// needs more than `budget` nodes. Also returns the nodes used.
fn value_to_end<P: Position, E: Evaluator<P>>(
    pos: &P,
    eval: &E,
    win: WinScore,
    depth: Option<u32>,
    budget: u64,
    tt_size: usize,
) -> Result<(Score, u64, u64), SearchError> {
    let options = Options {
        tt_size,
        ..Options::default()
    };
    let limits = Limits {
        depth,
        max_nodes: budget,
    };
    let r = search::search_with(
        Algorithm::AlphaBetaTt,
        pos,
        eval,
        win,
        limits,
        &options,
        &mut NullRecorder,
    )?;
    // search() reports MAX's view, and MAX is the side to move at its root.
    Ok((r.value, r.stats.visited, r.stats.leaves))
}

/// A game whose finished positions are valued by the evaluation instead of ±`MAX`, for
/// margins: outcomes are hidden, so a finished game is a leaf with no moves.
#[derive(Clone, Debug)]
struct Margins<P>(P);

impl<P: Position> Position for Margins<P> {
    type Move = P::Move;
    fn game_name(&self) -> &'static str {
        self.0.game_name()
    }
    fn side_to_move(&self) -> Side {
        self.0.side_to_move()
    }
    fn max_side(&self) -> Side {
        self.0.max_side()
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        if self.0.outcome().is_none() {
            self.0.legal_moves(out);
        }
    }
    fn play(&self, mv: Self::Move) -> Self {
        Margins(self.0.play(mv))
    }
    fn move_text(&self, mv: Self::Move) -> String {
        self.0.move_text(mv)
    }
    fn to_position_text(&self) -> String {
        self.0.to_position_text()
    }
    fn zobrist(&self) -> u64 {
        self.0.zobrist()
    }
}

struct MarginEval<'a, E>(&'a E);

impl<P: Position, E: Evaluator<P>> Evaluator<Margins<P>> for MarginEval<'_, E> {
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn evaluate(&self, pos: &Margins<P>) -> Score {
        self.0.evaluate(&pos.0)
    }
    fn bound(&self) -> Score {
        self.0.bound()
    }
}

/// Solves `root`. `margin_game` asks for the final margin too (Kalah: `eval` must then
/// value a finished position by its final store difference). `progress` is called
/// after each completed depth with the depth and the nodes so far.
///
/// Errors: none from the limits — a solver stopped by them reports `unknown` with the
/// depth it completed; [`SearchError::PlyLimit`] only for games deeper than
/// [`MAX_PLY`].
pub fn solve<P: Position, E: Evaluator<P>>(
    root: &P,
    eval: &E,
    win: WinScore,
    margin_game: bool,
    limits: SolveLimits,
    mut progress: impl FnMut(u32, u64),
) -> Result<Solution, SearchError> {
    let start = Instant::now();
    let mut nodes = 0u64;
    let mut proven = 0u32;
    let mut outcome: Option<(String, Option<u32>, Score)> = None;
    let bound = root.max_plies().unwrap_or(MAX_PLY);
    for d in 1..=bound.max(1) {
        if limits.time_limit.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        let budget = limits.max_nodes.saturating_sub(nodes);
        let (v, used, leaves) = match value_to_end(root, eval, win, Some(d), budget, limits.tt_size)
        {
            Ok(x) => x,
            Err(SearchError::NodeLimit(_)) => break,
            Err(e) => return Err(e),
        };
        nodes += used;
        proven = d;
        progress(d, nodes);
        if v.abs() > win.threshold {
            let plies = (win.max - v.abs()) as u32;
            let r = if v > 0 { "win" } else { "loss" };
            outcome = Some((r.to_string(), Some(plies), v));
            break;
        }
        if leaves == 0 || root.max_plies().is_some_and(|m| d >= m) {
            let r = if v == 0 {
                "draw"
            } else if v > 0 {
                "win"
            } else {
                "loss"
            };
            outcome = Some((r.to_string(), None, v));
            break;
        }
    }
    let (result, plies, value) = outcome.unwrap_or(("unknown".to_string(), None, 0));
    let margin = if margin_game && result != "unknown" {
        let budget = limits.max_nodes.saturating_sub(nodes);
        match value_to_end(
            &Margins(root.clone()),
            &MarginEval(eval),
            WinScore::NONE,
            None,
            budget,
            limits.tt_size,
        ) {
            Ok((m, used, _)) => {
                nodes += used;
                Some(m)
            }
            Err(SearchError::NodeLimit(_)) => None,
            Err(e) => return Err(e),
        }
    } else {
        None
    };
    let elapsed = start.elapsed();
    let solved = Solved {
        result: result.clone(),
        plies,
        margin,
        proven_depth: proven,
    };
    let strategy = strategy_tree(root, eval, win, &solved, value, limits)?;
    Ok(Solution {
        solved,
        value,
        nodes,
        elapsed,
        strategy,
    })
}

/// Builds the strategy tree: the strategist (the winner; for a draw or an unknown
/// result the side to move at the root) plays the first move that keeps the value,
/// the other side every move. Values are MAX's view (MAX = the root's side to move).
fn strategy_tree<P: Position, E: Evaluator<P>>(
    root: &P,
    eval: &E,
    win: WinScore,
    solved: &Solved,
    value: Score,
    limits: SolveLimits,
) -> Result<Recording, SearchError> {
    let mut rec = TreeRecorder::new(root).with_boards();
    let strategist = if solved.result == "loss" {
        root.side_to_move().opponent()
    } else {
        root.side_to_move()
    };
    let mut b = Builder {
        eval,
        win,
        max_side: root.side_to_move(),
        strategist,
        left: limits.strategy_nodes,
        tt_size: limits.tt_size,
        budget: limits.max_nodes,
        rec: &mut rec,
        pv: Vec::new(),
    };
    let known = solved.result != "unknown";
    b.node(None, root, 0, known.then_some(value), true)?;
    let pv = std::mem::take(&mut b.pv);
    let name = |m: P::Move| root.move_text(m);
    let meta = Meta {
        game: root.game_name().to_string(),
        algorithm: "solve".to_string(),
        evaluation: eval.name().to_string(),
        depth: None,
        perspective: crate::record::Perspective::Max,
        win_score: win.is_active().then_some(win),
        value,
        best_move: pv.first().map(|&m| name(m)),
        principal_variation: pv.iter().map(|&m| name(m)).collect(),
        solution: Some(solved.clone()),
        position: root.to_position_text(),
        ..Meta::default()
    };
    Ok(rec.finish(meta))
}

struct Builder<'a, P: Position, E> {
    eval: &'a E,
    win: WinScore,
    max_side: Side,
    strategist: Side,
    left: usize,
    tt_size: usize,
    budget: u64,
    rec: &'a mut TreeRecorder<P::Move>,
    pv: Vec<P::Move>,
}

impl<P: Position, E: Evaluator<P>> Builder<'_, P, E> {
    fn view(&self, pos: &P, v: Score) -> Score {
        if pos.side_to_move() == self.max_side {
            v
        } else {
            -v
        }
    }

    /// The exact value of `pos` (side to move's view), searched to the end.
    fn value(&mut self, pos: &P) -> Result<Option<Score>, SearchError> {
        match value_to_end(
            pos,
            self.eval,
            self.win,
            pos.max_plies(),
            self.budget,
            self.tt_size,
        ) {
            Ok((v, used, _)) => {
                self.budget = self.budget.saturating_sub(used);
                Ok(Some(v))
            }
            Err(SearchError::NodeLimit(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Records `pos` and its strategy subtree; `value` is its exact value (side to
    /// move's view) when known; `main` says whether `pos` is on the main line (both
    /// sides playing a move that keeps the value), which is collected in `pv`.
    fn node(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        ply: u32,
        value: Option<Score>,
        main: bool,
    ) -> Result<(), SearchError> {
        let player = if pos.side_to_move() == self.max_side {
            Player::Max
        } else {
            Player::Min
        };
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
        let finish = |b: &mut Self, v: Option<Score>, kind: NodeKind| {
            let v = v.map_or(0, |v| b.view(pos, v));
            Recorder::<P>::leave(
                b.rec,
                Leave {
                    value: v,
                    bound: Bound::Exact,
                    kind,
                },
            );
        };
        if let Some(o) = pos.outcome() {
            finish(self, Some(self.win.terminal(o)), NodeKind::Terminal);
            return Ok(());
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let Some(value) = value else {
            finish(self, None, NodeKind::Leaf);
            return Ok(());
        };
        if moves.is_empty() || self.left == 0 {
            finish(self, Some(value), NodeKind::Leaf);
            return Ok(());
        }
        // Each child's exact value from this node's view.
        let mut scored = Vec::with_capacity(moves.len());
        for &m in &moves {
            let child = pos.play(m);
            let cv = match child.outcome() {
                Some(o) => Some(self.win.terminal(o)),
                None => self.value(&child)?,
            };
            let mine = cv.map(|v| {
                let v = if child.side_to_move() == pos.side_to_move() {
                    v
                } else {
                    -v
                };
                self.win.nearer(v)
            });
            scored.push((m, child, cv, mine));
        }
        let best = scored.iter().position(|s| s.3 == Some(value));
        if pos.side_to_move() == self.strategist {
            let i = best.unwrap_or(0);
            let (m, child, cv, _) = scored[i].clone();
            if main {
                self.pv.push(m);
            }
            self.node(Some((pos, m)), &child, ply + 1, cv, main)?;
            let others: Vec<P::Move> = scored
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, s)| s.0)
                .collect();
            if !others.is_empty() {
                self.rec.cutoff(pos, &others);
            }
        } else {
            // Depth-first: the main line's reply is pushed when its subtree starts.
            for (j, (m, child, cv, _)) in scored.into_iter().enumerate() {
                let on = main && Some(j) == best;
                if on {
                    self.pv.push(m);
                }
                self.node(Some((pos, m)), &child, ply + 1, cv, on)?;
            }
        }
        finish(self, Some(value), NodeKind::Interior);
        Ok(())
    }
}
