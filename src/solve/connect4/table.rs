//! The Connect Four solver's transposition table: one 64-bit word per entry, keyed by
//! the whole position ([`super::board::table_code`]), so that no entry is ever
//! mistaken for another position's. Replaced always.

use super::Stop;
use crate::search::tt::{advise_huge_pages, prefetch};

/// The table: entries `code << 8 | kind << 7 | (score + 64)`, 0 when empty (no
/// position's code is 0).
pub(super) struct Table {
    entries: Vec<u64>,
    /// `64 − log2(size)`: the index is the top bits of the code's hash.
    shift: u32,
    used: usize,
}

impl Table {
    /// A table of `size` entries (rounded down to a power of two, at least
    /// [`crate::solve::MIN_TT_SIZE`], at most 2^40), zeroed memory the operating system
    /// hands out as the table fills.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] when the memory cannot be had.
    pub(super) fn new(size: usize) -> Result<Self, Stop> {
        let bits = (usize::BITS - 1 - size.max(crate::solve::MIN_TT_SIZE).leading_zeros()).min(40);
        let size = 1usize << bits;
        // Ask first, so a size the allocator refuses is an error rather than an abort;
        // then take zeroed memory, which the operating system maps as it is used.
        let mut probe: Vec<u64> = Vec::new();
        probe
            .try_reserve_exact(size)
            .map_err(|_| Stop::TableMemory(size))?;
        drop(probe);
        let mut entries = vec![0; size];
        advise_huge_pages(&mut entries);
        Ok(Table {
            entries,
            shift: 64 - bits,
            used: 0,
        })
    }

    /// Entries in use and the table's size.
    pub(super) fn fill(&self) -> (usize, usize) {
        (self.used, self.entries.len())
    }

    #[inline]
    fn slot(&self, code: u64) -> usize {
        (code.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Asks for `code`'s entry to be loaded into the cache (a probe follows soon).
    #[inline]
    pub(super) fn prefetch(&self, code: u64) {
        prefetch(&self.entries[self.slot(code)]);
    }

    /// What the table holds of `code`: `(score, lower)`, a lower bound if `lower`.
    #[inline]
    pub(super) fn probe(&self, code: u64) -> Option<(i32, bool)> {
        let e = self.entries[self.slot(code)];
        (e >> 8 == code).then(|| ((e & 0x7f) as i32 - 64, e & 0x80 != 0))
    }

    /// Keeps `score`, a lower bound if `lower`, else an upper one, for `code`.
    #[inline]
    pub(super) fn store(&mut self, code: u64, score: i32, lower: bool) {
        let i = self.slot(code);
        if self.entries[i] == 0 {
            self.used += 1;
        }
        self.entries[i] = code << 8 | u64::from(lower) << 7 | (score + 64) as u64;
    }
}
