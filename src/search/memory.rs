//! AlphaBetaWithMemory, MTD(f) and the null-window test (Plaat, Schaeffer, Pijls & de
//! Bruin 1996, *Best-first fixed-depth minimax algorithms*), and iterative deepening.

use super::trace::{Bound, IterationInfo, Leave, NodeKind, PassInfo, Probe, Recorder};
use super::tt::depth_key;
use super::{child_window, from_child, Algorithm, Expand, Options, Search, SearchResult, Stop};
use crate::game::Evaluator;
use crate::game::{Player, Position, Score, INF};

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

    /// Remembers `pos`'s best move in the table for the `tt` ordering, when the
    /// algorithm keeps a table only for ordering (not for bounds).
    pub(super) fn remember_move(&mut self, pos: &P, depth: Option<u32>, best: Option<P::Move>) {
        if self.probe_tt || best.is_none() {
            return;
        }
        if let Some(t) = self.tt.as_mut() {
            t.store(pos.zobrist(), depth_key(depth), 0, false, false, best);
        }
    }

    /// MTD(f) (Plaat et al. 1996, Fig. 3), the root's side to move's view:
    ///
    /// ```text
    /// g = first guess;  lower = −∞;  upper = +∞
    /// repeat
    ///   β = g + 1 if g = lower, else g
    ///   g = memory(root, d, β − 1, β)                  (a null-window pass)
    ///   if g < β: upper = g  else: lower = g
    /// until lower ≥ upper
    /// ```
    ///
    /// Each pass is a separate root search, recorded under a group node (see
    /// [`Recorder::begin_group`]) and named `pass k: β = …`. Returns the value, the
    /// passes and the best move: the move that reached β in the last pass that failed
    /// high with the final value (in that pass every earlier root move failed low, so
    /// it is also the first best move in generation order, as in Kühr's Alg. 2.3).
    /// With a perfect first guess there are exactly two passes.
    pub(super) fn mtdf(
        &mut self,
        root: &P,
        depth: Option<u32>,
        guess: Score,
        iteration: Option<u32>,
    ) -> Result<Mtdf<P::Move>, Stop> {
        let player = self.player(root);
        self.rec.begin_group(
            root,
            player,
            iteration
                .map(|i| format!("depth {}", depth_label(depth, i)))
                .as_deref(),
            iteration,
        );
        let (mut lower, mut upper) = (-INF, INF);
        let mut g = guess.clamp(-self.win.max, self.win.max);
        let mut passes = Vec::new();
        let mut best = None;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            let index = passes.len() as u32;
            self.rec.name_next_root(
                &format!("pass {}: β = {}", index + 1, beta),
                Some(index),
                iteration,
            );
            g = self.memory(None, root, depth, 0, beta - 1, beta)?;
            let bound = if g < beta {
                upper = g;
                Bound::Upper
            } else {
                lower = g;
                best = self.pv.first().and_then(|l| l.first().copied());
                Bound::Lower
            };
            passes.push(PassInfo {
                beta,
                value: g,
                bound,
                iteration: iteration.unwrap_or(0),
            });
        }
        self.rec.end_group(g, Bound::Exact);
        Ok((g, passes, best))
    }

    /// The null-window test (Plaat et al. 1996, "Test"): one fail-soft alpha-beta search
    /// (no table) of the root with the window `[K' − 1, K']`, where `K'` is K turned into
    /// the root's side-to-move view (`K` at a MAX root; at a MIN root "MAX's value ≥ K"
    /// is "MIN's value ≤ −K", i.e. not ≥ `−K + 1`). Returns the fail-soft value (root's
    /// side-to-move view, a bound) and the answer to "is the value, MAX's view, ≥ K?".
    pub(super) fn test(
        &mut self,
        root: &P,
        depth: Option<u32>,
        k: Score,
    ) -> Result<(Score, bool), Stop> {
        let max_root = self.player(root) == Player::Max;
        let k = k.clamp(-INF + 2, INF - 1);
        let kk = if max_root { k } else { 1 - k };
        let probe = std::mem::replace(&mut self.probe_tt, false);
        let g = self.memory(None, root, depth, 0, kk - 1, kk);
        self.probe_tt = probe;
        let g = g?;
        Ok((g, (g >= kk) == max_root))
    }

    /// Iterative deepening: the algorithm at depths 1, 2, …, the depth limit, under a
    /// group node, each iteration a child named `depth d`. The table persists from one
    /// iteration to the next, so its best moves are searched first (the `tt` criterion
    /// is put in front of the ordering), and MTD(f) starts from the previous value.
    pub(super) fn iterative(
        &mut self,
        algorithm: Algorithm,
        root: &P,
        options: &Options,
    ) -> Result<SearchResult<P::Move>, Stop> {
        let last = self.limits.depth.unwrap_or(1).max(1);
        if !self.order.uses(super::Criterion::Tt) {
            self.order = match std::mem::take(&mut self.order) {
                super::Order::Natural => super::Order::By(vec![super::Criterion::Tt]),
                super::Order::By(mut v) => {
                    v.insert(0, super::Criterion::Tt);
                    super::Order::By(v)
                }
                other => other,
            };
        }
        let player = self.player(root);
        self.rec.begin_group(root, player, None, None);
        let win = self.win;
        let mut guess = player.to_max_view(options.guess);
        let mut iterations = Vec::new();
        let mut passes = Vec::new();
        let mut result = None;
        for d in 1..=last {
            let depth = Some(d);
            self.horizon = depth;
            let i = d - 1;
            let before = self.stats.visited;
            let (v, best) = match algorithm {
                Algorithm::Mtdf => {
                    let (v, p, b) = self.mtdf(root, depth, guess, Some(i))?;
                    passes.extend(p);
                    (v, self.tt_line(root, b, depth))
                }
                _ => {
                    self.rec
                        .name_next_root(&format!("depth {d}"), None, Some(i));
                    let v = match algorithm {
                        Algorithm::Pvs => {
                            self.pvs(None, root, depth, 0, -win.max, win.max, false)?.0
                        }
                        Algorithm::AlphaBetaTt => {
                            self.memory(None, root, depth, 0, -win.max, win.max)?
                        }
                        Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft => self.alphabeta(
                            None,
                            root,
                            depth,
                            0,
                            -win.max,
                            win.max,
                            algorithm == Algorithm::AlphaBetaSoft,
                        )?,
                        _ => self.negamax(None, root, depth, 0)?,
                    };
                    (v, self.pv.first().cloned().unwrap_or_default())
                }
            };
            guess = v;
            iterations.push(IterationInfo {
                depth: d,
                value: player.to_max_view(v),
                best_move: best.first().map(|&m| root.move_text(m)),
                visited: self.stats.visited - before,
            });
            result = Some((v, best));
        }
        let (v, pv) = result.unwrap_or_default();
        self.rec.end_group(v, Bound::Exact);
        Ok(SearchResult {
            value: player.to_max_view(v),
            best_move: pv.first().copied(),
            pv,
            stats: self.stats,
            passes,
            iterations,
            answer: None,
        })
    }
}

/// MTD(f)'s value (root's side-to-move view), its passes and its best move.
type Mtdf<M> = (Score, Vec<PassInfo>, Option<M>);

fn depth_label(depth: Option<u32>, _iteration: u32) -> String {
    depth.map_or_else(|| "end".to_string(), |d| d.to_string())
}

#[cfg(test)]
mod tests {
    use super::super::tt::depth_key;
    use super::super::{Algorithm, Limits, Options, Search};
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
