//! The principal-variation table: the best line found below every node on the current
//! line of the search. A line is a linked list of moves in an arena, so a node that
//! finds a better move makes its line that move followed by its child's line in O(1)
//! (one entry), where the triangular table of Marsland 1986 copies the child's line;
//! lines at different plies share their tails. The arena is compacted when it fills
//! with lines no node holds any more.

use crate::game::MAX_PLY;
use rustc_hash::FxHashMap;

/// No line: the end of every line, and the line of a node that has found none.
const END: u32 = u32::MAX;

/// The plies a line can start at: every ply a search enters (`0..=MAX_PLY`) and the
/// one below the deepest.
const PLIES: usize = MAX_PLY as usize + 2;

/// The smallest arena compacted (entries).
const FIRST_COMPACTION: usize = 1 << 12;

/// The best line below each ply of the current line (root 0): `head[ply]` is the first
/// entry of its list in `arena`, each entry a move and the next entry.
#[derive(Clone, Debug)]
pub(super) struct PvTable<M> {
    /// The first entry of each ply's line ([`END`]: empty).
    head: Box<[u32; PLIES]>,
    /// The entries: a move and the index of the next ([`END`] after the last).
    arena: Vec<(M, u32)>,
    /// The arena's length that triggers the next compaction.
    limit: usize,
}

impl<M: Copy> PvTable<M> {
    /// An empty table.
    pub(super) fn new() -> Self {
        PvTable {
            head: Box::new([END; PLIES]),
            arena: Vec::new(),
            limit: FIRST_COMPACTION,
        }
    }

    /// Empties the line at `ply` (at most [`MAX_PLY`]): a node at `ply` is entered.
    #[inline(always)]
    pub(super) fn clear(&mut self, ply: usize) {
        self.head[ply] = END;
    }

    /// The line at `ply` becomes `mv` followed by the line at `ply + 1` (the child's
    /// that `mv` leads to, just searched).
    #[inline(always)]
    pub(super) fn update(&mut self, ply: usize, mv: M) {
        self.set(ply, mv, ply + 1);
    }

    /// The line at `ply` becomes `mv` followed by the line at `ply`: a move put in front.
    pub(super) fn push_front(&mut self, ply: usize, mv: M) {
        self.set(ply, mv, ply);
    }

    /// The line at `ply` becomes `mv` followed by the line at `rest`.
    #[inline(always)]
    fn set(&mut self, ply: usize, mv: M, rest: usize) {
        if self.arena.len() >= self.limit {
            self.compact();
        }
        let next = self.head[rest];
        self.head[ply] = self.arena.len() as u32;
        self.arena.push((mv, next));
    }

    /// Keeps only the entries the lines still use (shared tails stay shared), copied
    /// into a new arena; the next compaction waits until the arena has doubled.
    #[cold]
    fn compact(&mut self) {
        // Old index → new, for the entries copied so far.
        let mut moved: FxHashMap<u32, u32> = FxHashMap::default();
        let mut arena = Vec::with_capacity(self.limit);
        let mut path = Vec::new();
        for h in 0..PLIES {
            // The entries of this line not copied yet, then the copied tail they join.
            let mut at = self.head[h];
            while at != END && !moved.contains_key(&at) {
                path.push(at);
                at = self.arena[at as usize].1;
            }
            let mut next = if at == END { END } else { moved[&at] };
            while let Some(i) = path.pop() {
                arena.push((self.arena[i as usize].0, next));
                next = (arena.len() - 1) as u32;
                moved.insert(i, next);
            }
            self.head[h] = next;
        }
        self.arena = arena;
        self.limit = FIRST_COMPACTION.max(2 * self.arena.len());
    }

    /// The first move of the line at `ply`, if it has one.
    #[inline(always)]
    pub(super) fn first(&self, ply: usize) -> Option<M> {
        let h = *self.head.get(ply)?;
        (h != END).then(|| self.arena[h as usize].0)
    }

    /// Whether the line at `ply` is empty.
    pub(super) fn is_empty(&self, ply: usize) -> bool {
        self.first(ply).is_none()
    }

    /// The line at `ply`, first move first.
    pub(super) fn line(&self, ply: usize) -> Vec<M> {
        let mut out = Vec::new();
        let mut at = self.head.get(ply).copied().unwrap_or(END);
        while at != END {
            let (mv, next) = self.arena[at as usize];
            out.push(mv);
            at = next;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_share_their_tails_and_survive_compaction() {
        let mut pv = PvTable::new();
        for p in 0..4 {
            pv.clear(p);
        }
        pv.update(2, 30);
        pv.update(1, 20);
        pv.update(0, 10);
        assert_eq!(pv.line(0), [10, 20, 30]);
        // A later, better move at ply 1 does not change the root's line.
        pv.clear(2);
        pv.update(1, 21);
        assert_eq!(pv.line(0), [10, 20, 30]);
        assert_eq!(pv.line(1), [21]);
        pv.push_front(3, 40);
        assert_eq!(pv.line(3), [40]);
        // Fill the arena with lines no ply holds: compaction keeps the held ones.
        for k in 0..3 * FIRST_COMPACTION as u32 {
            pv.clear(2);
            pv.clear(3);
            pv.update(2, k);
        }
        assert!(pv.arena.len() < 2 * FIRST_COMPACTION);
        assert_eq!(pv.line(0), [10, 20, 30]);
        assert_eq!(pv.line(1), [21]);
        assert_eq!(pv.line(2), [3 * FIRST_COMPACTION as u32 - 1]);
        assert_eq!(pv.first(0), Some(10));
        assert!(pv.is_empty(4));
        assert!(pv.line(MAX_PLY as usize).is_empty());
    }
}
