//! AlphaBetaWithMemory (`--algorithm alphabeta-tt`): Plaat, Schaeffer, Pijls & de
//! Bruin 1996, *Best-first fixed-depth minimax algorithms*, Fig. 2 — fail-soft alpha-beta
//! with a transposition table of lower and upper bounds ([`super::tt`]), in negamax form
//! with Kühr's win-distance scoring (Kühr 2011). Values are from the side to move's view.
//! MTD(f) ([`super::mtdf`]) and the null-window test ([`super::null_window`]) are made of
//! its searches.

use super::node::{child_window, from_child, Flow, Moves, Node, Opened, Search};
use super::trace::{Bound, Probe, Recorder};
use super::tt::{depth_key, Entry};
use crate::game::Evaluator;
use crate::game::{Position, Score};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// AlphaBetaWithMemory (Plaat et al. 1996, Fig. 2) in negamax form with Kühr's
    /// scoring, fail-soft, values from the side to move's view:
    ///
    /// ```text
    /// memory(p, d, α, β):
    ///   finished → ±MAX or 0;  d = 0 or leaf → evaluation     (static: not stored)
    ///   if the table has p at remaining depth d:               (probe)
    ///     if lower ≥ β: return lower;  if upper ≤ α: return upper      (cut-off)
    ///     α = max(α, lower);  β = min(β, upper)                         (narrowed)
    ///   g = −∞;  a = α
    ///   for each move while g < β:
    ///     g = max(g, bliz(−memory(child, d−1, dal(−β), dal(−a))));  a = max(a, g)
    ///   store: g ≤ α → upper = g;  α < g < β → lower = upper = g;  g ≥ β → lower = g
    ///   return g
    /// ```
    ///
    /// Every probe is recorded ([`Probe`]: miss, hit, narrowed, cut-off) and every store
    /// (the bound stored). Without the table's bounds ([`super::node::Memory::bounds`]
    /// false) this is plain fail-soft alpha-beta in the same form: the null-window test
    /// uses it so.
    #[inline(always)]
    pub(super) fn alphabeta_tt(&mut self, node: Node<'_, P>) -> Flow<Score> {
        match self.open(&node)? {
            Opened::Static(v) => Ok(v),
            Opened::Moves(moves) => self.alphabeta_tt_moves(&node, moves),
        }
    }

    /// [`Search::alphabeta_tt`] at an opened node: the probe, the move loop, the store.
    fn alphabeta_tt_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<Score> {
        let (pos, ply) = (node.pos, node.ply);
        let (mut alpha, mut beta) = node.alpha_beta();
        let key = pos.zobrist();
        let dk = depth_key(node.depth);
        if self.memory.bounds {
            self.stats.tt_probes += 1;
            let entry = self.memory.table.as_ref().and_then(|t| t.get_at(key, dk));
            match entry {
                None => self.rec.probe(Probe::Miss),
                Some(e) => {
                    self.stats.tt_hits += 1;
                    // An exact entry also settles the node (Plaat's code would go on
                    // with the empty window [v, v]).
                    let cut = if e.lower >= beta || e.lower == e.upper {
                        Some(e.lower)
                    } else if e.upper <= alpha {
                        Some(e.upper)
                    } else {
                        None
                    };
                    if let Some(v) = cut {
                        self.rec.probe(Probe::Cutoff);
                        self.release(moves);
                        // The table's move is the best line known below this node.
                        if let Some(mv) = e.best {
                            self.pv.push_front(ply as usize, mv);
                        }
                        self.leave(v, node.bound(v));
                        return Ok(v);
                    }
                    let (a, b) = (alpha.max(e.lower), beta.min(e.upper));
                    self.rec.probe(if (a, b) != (alpha, beta) {
                        Probe::Narrowed
                    } else {
                        Probe::Hit
                    });
                    (alpha, beta) = (a, b);
                }
            }
        }
        self.order(node, moves);
        let win = self.win;
        let mut soft = self.fail_soft(pos, moves, alpha, beta);
        for i in soft.to_search(moves) {
            let mv = self.move_at(i);
            let child = pos.play(mv);
            let same = child.side_to_move() == pos.side_to_move();
            let (ca, cb) = child_window(win, same, soft.alpha, beta);
            let c = self.alphabeta_tt(node.child(mv, &child).with_window(ca, cb))?;
            if self.take_soft(node, moves, i, from_child(win, same, c), &mut soft) {
                break;
            }
        }
        let g = soft.best;
        self.release(moves);
        if self.memory.bounds {
            let (lower, upper) = (g >= beta || g > alpha, g <= alpha || g < beta);
            let stored = match (lower, upper) {
                (true, true) => Bound::Exact,
                (true, false) => Bound::Lower,
                _ => Bound::Upper,
            };
            if let Some(t) = self.memory.table.as_mut() {
                // A best move is kept only where it is proven to reach g (not after a
                // fail low, where every move's value is only an upper bound).
                let best = soft.best_move.filter(|_| lower);
                t.store(Entry::bound(key, dk, g, lower, upper, best), 0);
            }
            self.rec.store(stored);
        } else {
            self.remember_move(node, soft.best_move);
        }
        // Relative to the window on entry. A value outside the narrowed window but
        // inside the original one is exact: the table's bound and the search meet.
        self.leave(g, node.bound(g));
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::super::node::{Node, Search};
    use super::super::tt::{depth_key, Entry};
    use super::super::{Algorithm, Limits, Options};
    use crate::game::Position;
    use crate::games::kalah::Kalah;
    use crate::games::kalah::StoreDifference;
    use crate::games::BOARD_GAME_WIN;
    use crate::search::trace::NullRecorder;

    /// Searches the Kalah(6,4) start 3 plies deep with an entry for the root planted
    /// at remaining depth `planted`, claiming the exact value 1234.
    fn with_planted_entry(planted: u32) -> i32 {
        let root = Kalah::start(6, 4);
        let eval = StoreDifference::by_name("store-difference", &root).unwrap();
        let limits = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        let mut rec = NullRecorder;
        let mut s = Search::new(
            Algorithm::AlphaBetaTt,
            &root,
            &eval,
            BOARD_GAME_WIN,
            limits,
            &Options::default(),
            &mut rec,
        );
        let planted = Entry::bound(
            root.zobrist(),
            depth_key(Some(planted)),
            1234,
            true,
            true,
            None,
        );
        s.memory.table.as_mut().unwrap().store(planted, 0);
        s.alphabeta_tt(Node::root(&root, Some(3)).with_window(-10_000, 10_000))
            .unwrap()
    }

    #[test]
    fn entries_are_used_only_at_the_same_remaining_depth() {
        assert_eq!(
            with_planted_entry(3),
            1234,
            "the entry for depth 3 settles the root"
        );
        for other in [2, 4, 5] {
            assert_ne!(
                with_planted_entry(other),
                1234,
                "an entry for depth {other}"
            );
        }
    }
}
