//! MTD(f) (`--algorithm mtdf`): Plaat, Schaeffer, Pijls & de Bruin 1996, *Best-first
//! fixed-depth minimax algorithms*, Fig. 3 — null-window AlphaBetaWithMemory passes
//! ([`super::alphabeta_tt`]) from a first guess until the bounds meet. Values are from
//! the root's side to move's view (the driver) and each node's side to move's view (the
//! passes).

use super::node::{Flow, Node, Search};
use super::trace::{Bound, PassInfo, Recorder};
use super::MAX_PLY;
use crate::game::Evaluator;
use crate::game::{Position, Score, INF};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// MTD(f) (Plaat et al. 1996, Fig. 3), the root's side to move's view:
    ///
    /// ```text
    /// g = first guess;  lower = −∞;  upper = +∞
    /// repeat
    ///   β = g + 1 if g = lower, else g
    ///   g = alphabeta_tt(root, d, β − 1, β)            (a null-window pass)
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
    ) -> Flow<Mtdf<P::Move>> {
        let player = self.player(root);
        self.rec.begin_group(
            root,
            player,
            iteration
                .map(|_| format!("depth {}", depth_label(depth)))
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
            g = self.alphabeta_tt(Node::root(root, depth).with_window(beta - 1, beta))?;
            let bound = if g < beta {
                upper = g;
                Bound::Upper
            } else {
                lower = g;
                best = self.pv.first(0);
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

    /// The line of best moves the transposition table remembers from `root`, starting
    /// with `first`, at most `depth` plies (and never through a repeated position).
    pub(super) fn tt_line(
        &self,
        root: &P,
        first: Option<P::Move>,
        depth: Option<u32>,
    ) -> Vec<P::Move> {
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
                .memory
                .table
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
}

/// MTD(f)'s value (root's side-to-move view), its passes and its best move.
type Mtdf<M> = (Score, Vec<PassInfo>, Option<M>);

/// An iteration's depth limit as its group node is named: the plies, or `end`.
fn depth_label(depth: Option<u32>) -> String {
    depth.map_or_else(|| "end".to_string(), |d| d.to_string())
}
