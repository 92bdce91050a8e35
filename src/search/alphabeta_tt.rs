//! AlphaBetaWithMemory.

use super::node::{child_window, from_child, Expand, Search};
use super::trace::{Bound, Leave, NodeKind, Probe, Recorder};
use super::tt::depth_key;
use super::Stop;
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};

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
    /// (the bound stored). Without a table (`probe_tt` false) this is plain fail-soft
    /// alpha-beta in the same form: the null-window test uses it so.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn memory(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        depth: Option<u32>,
        ply: u32,
        alpha0: Score,
        beta0: Score,
    ) -> Result<Score, Stop> {
        let player = self.player(pos);
        self.enter(parent, pos, ply, player, Some((alpha0, beta0)))?;
        let mut moves = match self.expand(pos, depth, ply) {
            Expand::Static(v, kind) => {
                self.rec.leave(Leave {
                    value: v,
                    bound: Bound::Exact,
                    kind,
                });
                return Ok(v);
            }
            Expand::Moves(m) => m,
        };
        let stand = self.stand.take();
        let (mut alpha, mut beta) = (alpha0, beta0);
        let key = pos.zobrist();
        let dk = depth_key(depth);
        if self.probe_tt {
            self.stats.tt_probes += 1;
            let entry = self
                .tt
                .as_ref()
                .and_then(|t| t.get(key))
                .filter(|e| e.depth == dk);
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
                        let bound = if v >= beta0 {
                            Bound::Lower
                        } else if v <= alpha0 {
                            Bound::Upper
                        } else {
                            Bound::Exact
                        };
                        self.rec.probe(Probe::Cutoff);
                        self.done_with(ply, moves);
                        // The table's move is the best line known below this node.
                        if let Some(mv) = e.best {
                            self.pv[ply as usize].push(mv);
                        }
                        self.rec.leave(Leave {
                            value: v,
                            bound,
                            kind: NodeKind::Interior,
                        });
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
        self.order_moves(pos, &mut moves, depth, ply);
        let win = self.win;
        // Quiescence: stand pat on the evaluation, unless the noisy moves are forced.
        let mut g = stand.unwrap_or(-INF);
        let mut a = alpha.max(g);
        let mut best_move = None;
        let skip = g >= beta;
        if skip {
            self.cut_all(pos, &moves);
        }
        for (i, &mv) in moves.iter().enumerate() {
            if skip {
                break;
            }
            let child = pos.play(mv);
            let same = child.side_to_move() == pos.side_to_move();
            let (ca, cb) = child_window(win, same, a, beta);
            let c = self.memory(
                Some((pos, mv)),
                &child,
                depth.map(|d| d.saturating_sub(1)),
                ply + 1,
                ca,
                cb,
            )?;
            let v = from_child(win, same, c);
            if v > g {
                g = v;
                best_move = Some(mv);
            }
            if v > a {
                a = v;
                self.pv_update(ply, mv);
            }
            if g >= beta {
                self.note_fail_high(mv, depth, ply);
                if i + 1 < moves.len() {
                    self.cut(pos, &moves, i);
                }
                break;
            }
        }
        self.done_with(ply, moves);
        if self.probe_tt {
            let (lower, upper) = (g >= beta || g > alpha, g <= alpha || g < beta);
            let stored = match (lower, upper) {
                (true, true) => Bound::Exact,
                (true, false) => Bound::Lower,
                _ => Bound::Upper,
            };
            if let Some(t) = self.tt.as_mut() {
                // A best move is kept only where it is proven to reach g (not after a
                // fail low, where every move's value is only an upper bound).
                t.store(key, dk, g, lower, upper, best_move.filter(|_| lower));
            }
            self.rec.store(stored);
        } else {
            self.remember_move(pos, depth, best_move);
        }
        // Relative to the window on entry. A value outside the narrowed window but
        // inside the original one is exact: the table's bound and the search meet.
        let bound = if g >= beta0 {
            Bound::Lower
        } else if g <= alpha0 {
            Bound::Upper
        } else {
            Bound::Exact
        };
        self.rec.leave(Leave {
            value: g,
            bound,
            kind: NodeKind::Interior,
        });
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::super::node::Search;
    use super::super::tt::depth_key;
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
        s.tt.as_mut().unwrap().store(
            root.zobrist(),
            depth_key(Some(planted)),
            1234,
            true,
            true,
            None,
        );
        s.memory(None, &root, Some(3), 0, -10_000, 10_000).unwrap()
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
