//! The null-window test.

use super::node::Search;
use super::trace::Recorder;
use super::Stop;
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
}
