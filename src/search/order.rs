//! Move ordering (`--order`): the order in which a node's children are searched. It
//! changes how much the pruning algorithms prune, never the root value.
//!
//! | name | children first | source |
//! |---|---|---|
//! | `natural` | the game's generation order (the default; the textbook figures' order) | |
//! | `eval` | the best static evaluation (finished games by their score) | |
//! | `tt` | the transposition table's best move for the position | Plaat et al. 1996 |
//! | `killer` | the two latest moves that caused a cut-off at the same ply | Akl & Newborn 1977 |
//! | `history` | the moves that caused most cut-offs, weighted 2^depth | Schaeffer 1989 |
//! | `best` | the best child by its true value at the remaining depth (an oracle) | Knuth & Moore 1975 |
//! | `worst` | the worst child first (the oracle reversed): nothing is pruned | |
//!
//! `tt`, `killer`, `history` and `eval` combine (`tt,killer,history`): moves are sorted
//! by the first criterion in the list, ties by the next, and remaining ties keep the
//! natural order (a stable sort), so every ordering is deterministic.

use super::node::{child_window, Node, Search};
use super::trace::Recorder;
use super::tt::{depth_key, Entry};
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};
use rustc_hash::FxHashMap;
use std::fmt;
use std::hash::Hash;

/// One ordering criterion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// Static evaluation of the children, best for the side to move first.
    Eval,
    /// The transposition table's best move first.
    Tt,
    /// Killer moves (two per ply) first.
    Killer,
    /// History-heuristic scores, highest first.
    History,
}

/// A move ordering, as given to `--order`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Order {
    /// Generation order.
    #[default]
    Natural,
    /// Sorted by these criteria, in priority order.
    By(Vec<Criterion>),
    /// Oracle: the child with the best true value first.
    Best,
    /// Oracle reversed: the child with the worst true value first.
    Worst,
}

impl Order {
    /// Parses `natural`, `best`, `worst`, or a comma-separated list of `eval`, `tt`,
    /// `killer`, `history`. Errors: an unknown or repeated name, `best`/`worst`/`natural`
    /// combined with others.
    ///
    /// # Errors
    /// A message naming the unknown ordering or criterion.
    pub fn parse(s: &str) -> Result<Order, String> {
        let s = s.trim();
        match s {
            "natural" => return Ok(Order::Natural),
            "best" => return Ok(Order::Best),
            "worst" => return Ok(Order::Worst),
            _ => {}
        }
        let mut v = Vec::new();
        for part in s.split([',', '+']) {
            let c = match part.trim() {
                "eval" => Criterion::Eval,
                "tt" => Criterion::Tt,
                "killer" => Criterion::Killer,
                "history" => Criterion::History,
                other => {
                    return Err(format!(
                        "unknown move ordering `{other}`; expected natural, best, worst, or a comma-separated list of eval, tt, killer, history"
                    ))
                }
            };
            if v.contains(&c) {
                return Err(format!("move ordering `{}` given twice", part.trim()));
            }
            v.push(c);
        }
        Ok(Order::By(v))
    }

    /// Whether the criteria include `c`.
    pub fn uses(&self, c: Criterion) -> bool {
        matches!(self, Order::By(v) if v.contains(&c))
    }

    /// This ordering with the table's move first (iterative deepening): `tt` put in
    /// front of the criteria; the oracles are left alone.
    pub fn tt_first(self) -> Order {
        match self {
            Order::Natural => Order::By(vec![Criterion::Tt]),
            Order::By(mut v) if !v.contains(&Criterion::Tt) => {
                v.insert(0, Criterion::Tt);
                Order::By(v)
            }
            other => other,
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Order::Natural => f.write_str("natural"),
            Order::Best => f.write_str("best"),
            Order::Worst => f.write_str("worst"),
            Order::By(v) => {
                let names: Vec<&str> = v
                    .iter()
                    .map(|c| match c {
                        Criterion::Eval => "eval",
                        Criterion::Tt => "tt",
                        Criterion::Killer => "killer",
                        Criterion::History => "history",
                    })
                    .collect();
                f.write_str(&names.join(","))
            }
        }
    }
}

/// Move ordering in one search: the order, and what the killer heuristic (Akl & Newborn
/// 1977) and the history heuristic (Schaeffer 1989) learn from fail highs.
pub(super) struct Ordering<M> {
    pub(super) order: Order,
    /// Two killer moves per ply, the latest first.
    killers: Vec<[Option<M>; 2]>,
    /// History-heuristic counters per move.
    history: FxHashMap<M, u64>,
}

impl<M: Copy + Eq + Hash> Ordering<M> {
    pub(super) fn new(order: Order) -> Self {
        Ordering {
            order,
            killers: Vec::new(),
            history: FxHashMap::default(),
        }
    }

    /// Notes that `mv` caused a fail high at `ply` with `depth` plies left, for the
    /// killer and history heuristics; `tactical` moves ([`Position::is_tactical`]) are
    /// not noted, as they are ordered ahead of both anyway.
    pub(super) fn fail_high(&mut self, mv: M, tactical: bool, depth: Option<u32>, ply: u32) {
        if tactical {
            return;
        }
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
}

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Reorders the moves of `node` by [`Order`]; the natural order is left alone.
    pub(super) fn order_moves(&self, node: &Node<'_, P>, moves: &mut [P::Move]) {
        let (pos, depth) = (node.pos, node.depth);
        match &self.ordering.order {
            Order::Natural => {}
            order @ (Order::Best | Order::Worst) => {
                let worst = *order == Order::Worst;
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
                    .memory
                    .table
                    .as_ref()
                    .and_then(|t| t.get(pos.zobrist()))
                    .and_then(|e| e.best);
                let killers = self
                    .ordering
                    .killers
                    .get(node.ply as usize)
                    .copied()
                    .unwrap_or([None, None]);
                let mut keyed: Vec<([i64; 4], P::Move)> = moves
                    .iter()
                    .map(|&m| {
                        let mut k = [0i64; 4];
                        // Killers and history order the quiet moves: a tactical move
                        // (a capture) keeps its place ahead of them.
                        let tactical = pos.is_tactical(m);
                        for (slot, c) in k.iter_mut().zip(criteria) {
                            *slot = match c {
                                Criterion::Tt => (tt_move == Some(m)) as i64,
                                Criterion::Killer if tactical => 3,
                                Criterion::Killer => {
                                    if killers[0] == Some(m) {
                                        2
                                    } else {
                                        (killers[1] == Some(m)) as i64
                                    }
                                }
                                Criterion::History if tactical => i64::MAX,
                                Criterion::History => {
                                    self.ordering.history.get(&m).copied().unwrap_or(0) as i64
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
            let forced = self.quiescence.on && pos.noisy_moves(&mut moves);
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

    /// Remembers `node`'s best move in the table for the `tt` ordering, when the
    /// algorithm keeps a table only for ordering (not for bounds).
    pub(super) fn remember_move(&mut self, node: &Node<'_, P>, best: Option<P::Move>) {
        if self.memory.bounds || best.is_none() {
            return;
        }
        if let Some(t) = self.memory.table.as_mut() {
            // No bound, only the move.
            let key = node.pos.zobrist();
            t.store(
                Entry::bound(key, depth_key(node.depth), 0, false, false, best),
                0,
            );
        }
    }
}
