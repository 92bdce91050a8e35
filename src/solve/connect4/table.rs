//! The Connect Four solver's transposition table: one 64-bit word per entry, keyed by
//! the whole position ([`super::board::table_code`]), so that no entry is ever
//! mistaken for another position's. Replaced always.
//!
//! **Memory.** The table is made memory as a whole before the search starts
//! ([`Table::populate`]), backed by huge pages (2 MiB) whatever its size: probed at
//! random, a table of 4 KiB pages misses the processor's address cache (TLB) on nearly
//! every probe — a 1 GiB table without huge pages took twice the time of one with
//! them (docs/performance.md). Touching the pages before the search rather than as
//! entries land keeps the time limit prompt: the clock is read between chunks of the
//! table, and no node of the search waits for the operating system to zero a huge page
//! (milliseconds each on a loaded machine, so that a thousand nodes between two looks
//! at the clock took seconds).

use super::Stop;
use crate::search::tt::{back_with_huge_pages, prefetch};

/// Bytes of the table made memory between two calls of [`Table::populate`]'s `stop`:
/// 32 MiB, some 10–50 ms of zeroing.
const POPULATE_CHUNK: usize = 32 << 20;

/// The table: entries `code << 8 | kind << 7 | (score + 64)`, 0 when empty (no
/// position's code is 0).
pub(super) struct Table {
    entries: Vec<u64>,
    /// `64 − log2(size)`: the index is the top bits of the code's hash.
    shift: u32,
    used: usize,
}

impl Table {
    /// An empty table of `size` entries (rounded down to a power of two, at least
    /// [`crate::solve::MIN_TT_SIZE`], at most 2^40), not yet memory
    /// ([`Table::populate`] makes it so).
    ///
    /// # Errors
    /// [`Stop::TableMemory`] when the memory cannot be had, or is more than the
    /// operating system says is available (Linux's `MemAvailable`): a table that would
    /// push other programs' memory out is refused at once rather than filled.
    pub(super) fn new(size: usize) -> Result<Self, Stop> {
        let bits = (usize::BITS - 1 - size.max(crate::solve::MIN_TT_SIZE).leading_zeros()).min(40);
        let size = 1usize << bits;
        if memory_available().is_some_and(|free| (size as u64).saturating_mul(8) > free) {
            return Err(Stop::TableMemory(size));
        }
        // Ask first, so a size the allocator refuses is an error rather than an abort;
        // then take zeroed memory, which the operating system maps when it is touched.
        let mut probe: Vec<u64> = Vec::new();
        probe
            .try_reserve_exact(size)
            .map_err(|_| Stop::TableMemory(size))?;
        drop(probe);
        let entries = vec![0; size];
        Ok(Table {
            entries,
            shift: 64 - bits,
            used: 0,
        })
    }

    /// Makes the whole table memory, backed by huge pages where the operating system
    /// gives them, [`POPULATE_CHUNK`] bytes at a time, asking `stop` before each chunk;
    /// `false` if `stop` said to stop (the rest becomes memory as entries land in it).
    pub(super) fn populate(&mut self, mut stop: impl FnMut() -> bool) -> bool {
        back_with_huge_pages(&mut self.entries);
        // One write to each 4 KiB page makes it memory (a huge page at its first).
        const PAGE: usize = 4096 / std::mem::size_of::<u64>();
        for chunk in self
            .entries
            .chunks_mut(POPULATE_CHUNK / std::mem::size_of::<u64>())
        {
            if stop() {
                return false;
            }
            // The table is empty: writing 0 changes nothing but the mapping.
            for e in chunk.iter_mut().step_by(PAGE) {
                *e = 0;
            }
        }
        true
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

/// The memory the operating system could give without swapping (Linux's
/// `MemAvailable`, bytes); `None` elsewhere or when it cannot be read.
fn memory_available() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        let info = std::fs::read_to_string("/proc/meminfo").ok()?;
        let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kib * 1024)
    }
    #[cfg(not(target_os = "linux"))]
    None
}
