//! The null-window test (`--algorithm test`): Plaat, Schaeffer, Pijls & de Bruin 1996
//! ("Test"; Pearl's Test, 1980) — one fail-soft alpha-beta search ([`super::alphabeta_tt`]
//! without the table) with the window `[K − 1, K]`, answering only "is the value ≥ K?".
//! K and the answer are in MAX's view; the search's values are from each node's side to
//! move's view.

use super::node::{Flow, Node, Search};
use super::trace::Recorder;
use crate::game::Evaluator;
use crate::game::{Player, Position, Score, INF};

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// The null-window test (Plaat et al. 1996, "Test"): one fail-soft alpha-beta search
    /// (no table) of the root with the window `[K' − 1, K']`, where `K'` is K turned into
    /// the root's side-to-move view (`K` at a MAX root; at a MIN root "MAX's value ≥ K"
    /// is "MIN's value ≤ −K", i.e. not ≥ `−K + 1`). Returns the fail-soft value (root's
    /// side-to-move view, a bound) and the answer to "is the value, MAX's view, ≥ K?".
    pub(super) fn test(&mut self, root: &P, depth: Option<u32>, k: Score) -> Flow<(Score, bool)> {
        let max_root = self.player(root) == Player::Max;
        let k = k.clamp(-INF + 2, INF - 1);
        let kk = if max_root { k } else { 1 - k };
        debug_assert!(!self.memory.bounds, "the test searches without the table");
        let g = self.alphabeta_tt(Node::root(root, depth).with_window(kk - 1, kk))?;
        Ok((g, (g >= kk) == max_root))
    }
}
