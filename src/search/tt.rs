//! The transposition table of AlphaBetaWithMemory and MTD(f) (Plaat et al. 1996):
//! per position a lower and an upper bound on its value, with the remaining depth they
//! were searched to and the best move found.
//!
//! **Size.** At most `size` entries (`--tt-size`, default 2^20). A position's slot is
//! its Zobrist key modulo `size`; the slot's memory is allocated when first used, so a
//! small search costs little whatever the size.
//!
//! **Replacement: always replace.** A store to a slot held by another position (or by
//! the same position at another remaining depth) overwrites it; a store for the same
//! position and depth tightens the bounds already there (Plaat's `store` keeps the
//! other bound).
//!
//! **Scores.** With Kühr's win-distance scoring every value a node returns is relative
//! to that node (a win `k` plies below it scores `MAX − k` there, wherever the node is
//! in the tree), so stored bounds are reused at any ply unchanged.
//!
//! **Depth.** An entry is used only for the *same* remaining depth (or, without a depth
//! limit, for a search to the end). Engines also use deeper entries; here that would
//! make a depth-d value depend on what else was searched, and `gametree` promises the
//! minimax value at depth d.

use crate::game::{Score, INF};
use rustc_hash::FxHashMap;

/// The default number of entries, 2^20.
pub const DEFAULT_TT_SIZE: usize = 1 << 20;

/// The remaining depth as stored: the plies left, or `u32::MAX` for "to the end".
pub fn depth_key(depth: Option<u32>) -> u32 {
    depth.unwrap_or(u32::MAX)
}

/// One table entry.
#[derive(Copy, Clone, Debug)]
pub struct Entry<M> {
    /// The position's full Zobrist key.
    pub key: u64,
    /// The remaining depth the bounds hold for ([`depth_key`]).
    pub depth: u32,
    /// The true value is at least this (side to move's view); `-INF` if unknown.
    pub lower: Score,
    /// The true value is at most this; `INF` if unknown.
    pub upper: Score,
    /// The best move found (the move that raised the value most), if any.
    pub best: Option<M>,
}

/// A transposition table of at most `size` entries, always-replace.
#[derive(Clone, Debug)]
pub struct Tt<M> {
    size: u64,
    slots: FxHashMap<u64, Entry<M>>,
}

impl<M: Copy> Tt<M> {
    /// An empty table of at most `size` entries (`size` ≥ 1).
    pub fn new(size: usize) -> Self {
        Tt {
            size: size.max(1) as u64,
            slots: FxHashMap::default(),
        }
    }

    /// The entry for `key`, at whatever depth.
    pub fn get(&self, key: u64) -> Option<&Entry<M>> {
        self.slots.get(&(key % self.size)).filter(|e| e.key == key)
    }

    /// Stores a bound for `key` at remaining depth `depth`: `value` is a lower bound if
    /// `lower`, an upper bound if `upper`, exact if both.
    pub fn store(
        &mut self,
        key: u64,
        depth: u32,
        value: Score,
        lower: bool,
        upper: bool,
        best: Option<M>,
    ) {
        let slot = self.slots.entry(key % self.size).or_insert(Entry {
            key,
            depth,
            lower: -INF,
            upper: INF,
            best: None,
        });
        if slot.key != key || slot.depth != depth {
            *slot = Entry {
                key,
                depth,
                lower: -INF,
                upper: INF,
                best: None,
            };
        }
        if lower {
            slot.lower = slot.lower.max(value);
        }
        if upper {
            slot.upper = slot.upper.min(value);
        }
        if best.is_some() {
            slot.best = best;
        }
    }

    /// Number of entries in use.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether no entry is in use.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}
