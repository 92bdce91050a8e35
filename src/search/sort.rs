//! Sorting a node's moves by the ordering (`--order`, [`super::order`]) during a
//! search, with the oracle behind `best` and `worst` and the table move `tt` keeps.

use super::node::{child_window, Node, Search};
use super::order::{Criterion, Order};
use super::trace::Recorder;
use super::tt::{depth_key, Entry};
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};

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
                        let tactical = self.eval.is_tactical(pos, m);
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
                                        Some(o) => self.terminal(&c, o),
                                        None => self.static_value(&c),
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
            return self.terminal(pos, o);
        }
        let mut moves = Vec::new();
        let mut best = -INF;
        if depth == Some(0) {
            let forced = self.quiescence.on && self.eval.noisy_moves(pos, &mut moves);
            if moves.is_empty() {
                return self.static_value(pos);
            }
            if !forced {
                best = self.static_value(pos);
                alpha = alpha.max(best);
                if alpha >= beta {
                    return best;
                }
            }
        } else {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return self.static_value(pos);
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

    /// The evaluation of `pos` as the search scores it (side to move's view; plain
    /// scoring reads it relative to the draw, [`crate::game::WinScore::static_at`]),
    /// without counting or clamping: for ordering only.
    fn static_value(&self, pos: &P) -> Score {
        let v = self.eval.evaluate(pos);
        self.win.static_at(v, pos.side_to_move() == self.max_side)
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
