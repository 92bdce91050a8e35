//! Iterative deepening (`--iterative`; Slate & Atkin 1977, Chess 4.5): the algorithm at
//! depths 1, 2, …, the depth limit, the transposition table carried from one iteration
//! to the next. Iterations' values are reported from MAX's view, the searches' values
//! from each node's side to move's view.

use super::node::{Flow, Search};
use super::trace::{Bound, IterationInfo, Recorder};
use super::{Algorithm, Options, SearchResult};
use crate::game::Evaluator;
use crate::game::Position;

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Iterative deepening: the algorithm at depths 1, 2, …, the depth limit, under a
    /// group node, each iteration a child named `depth d`. The table persists from one
    /// iteration to the next, so its best moves are searched first (the `tt` criterion
    /// is put in front of the ordering), and MTD(f) starts from the previous value.
    pub(super) fn iterative(
        &mut self,
        algorithm: Algorithm,
        root: &P,
        options: &Options,
    ) -> Flow<SearchResult<P::Move>> {
        let last = self.limits.depth.unwrap_or(1).max(1);
        self.ordering.order = std::mem::take(&mut self.ordering.order).tt_first();
        let player = self.player(root);
        self.rec.begin_group(root, player, None, None);
        let mut guess = player.to_max_view(options.guess);
        let mut iterations = Vec::new();
        let mut passes = Vec::new();
        let mut result = None;
        for d in 1..=last {
            let depth = Some(d);
            self.quiescence.horizon = depth;
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
                    // The algorithms without a window search as negamax.
                    let v = self.root_search(algorithm, root, depth)?;
                    (v, self.pv.line(0))
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
            playouts: 0,
        })
    }
}
