//! The Connect Four solver's transposition table: buckets of two 64-bit entries,
//! keyed by the whole position ([`super::board::table_code`]), so that no entry is
//! ever mistaken for another position's.
//!
//! **Entries.** Each holds what is known of one position: a lower and an upper bound
//! on its score (equal when it is exact; a new result for a position already in the
//! table narrows them), the move that was best or cut off there (the next search
//! tries it first), and the work its search took. The code's 49 bits are multiplied
//! by an odd number modulo 2^49 (a one-to-one map): the top bits of the product choose
//! the bucket and only the others are kept as the entry's tag, as Steininger's c4
//! keeps only a remainder by the Chinese remainder theorem; bucket and tag together
//! give back the whole code. **Replacement** (c4's): a new position takes the entry of
//! the bucket whose search took less work.
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

/// A bound no search has given: below or above every score.
const UNKNOWN: i32 = 22;

/// What the table knows of a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// The score is at least this.
    pub(super) lower: i32,
    /// The score is at most this.
    pub(super) upper: i32,
    /// The column of the move that was best or cut off (in the position's own
    /// orientation), if one was.
    pub(super) best: Option<u32>,
}

/// The table: buckets of two entries `tag << 20 | work << 15 | (best + 1) << 12 |
/// (upper + 32) << 6 | (lower + 32)`, 0 when empty (no bound field is 0).
pub(super) struct Table {
    buckets: Vec<[u64; 2]>,
    /// `49 − log2(buckets)`: the bits of the tag.
    tag_bits: u32,
    used: usize,
}

/// An odd multiplier (2^49 / φ, made odd): its product with a code modulo 2^49 is
/// a one-to-one map that spreads every bit of the code into the top bits.
const MIX: u64 = 0x0001_3C6E_F372_FE95;
/// 2^49 − 1: the codes' bits.
const CODE_BITS: u64 = (1 << 49) - 1;

/// The work of a search of `nodes` nodes as the entry keeps it: the number of bits
/// of the count, at most 31.
#[inline]
fn work(nodes: u64) -> u64 {
    u64::from((u64::BITS - nodes.leading_zeros()).min(31))
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
        let mut probe: Vec<[u64; 2]> = Vec::new();
        probe
            .try_reserve_exact(size / 2)
            .map_err(|_| Stop::TableMemory(size))?;
        drop(probe);
        Ok(Table {
            buckets: vec![[0; 2]; size / 2],
            tag_bits: 49 - (bits - 1),
            used: 0,
        })
    }

    /// Makes the whole table memory, backed by huge pages where the operating system
    /// gives them, [`POPULATE_CHUNK`] bytes at a time, asking `stop` before each chunk;
    /// `false` if `stop` said to stop (the rest becomes memory as entries land in it).
    pub(super) fn populate(&mut self, mut stop: impl FnMut() -> bool) -> bool {
        back_with_huge_pages(&mut self.buckets);
        // One write to each 4 KiB page makes it memory (a huge page at its first).
        const PAGE: usize = 4096 / std::mem::size_of::<[u64; 2]>();
        let chunk = POPULATE_CHUNK / std::mem::size_of::<[u64; 2]>();
        for part in self.buckets.chunks_mut(chunk) {
            if stop() {
                return false;
            }
            // The table is empty: writing 0 changes nothing but the mapping.
            for b in part.iter_mut().step_by(PAGE) {
                *b = [0; 2];
            }
        }
        true
    }

    /// Entries in use and the table's size.
    pub(super) fn fill(&self) -> (usize, usize) {
        (self.used, 2 * self.buckets.len())
    }

    /// `code`'s bucket and tag.
    #[inline]
    fn place(&self, code: u64) -> (usize, u64) {
        let h = code.wrapping_mul(MIX) & CODE_BITS;
        (
            (h >> self.tag_bits) as usize,
            h & ((1 << self.tag_bits) - 1),
        )
    }

    /// Asks for `code`'s bucket to be loaded into the cache (a probe follows soon).
    #[inline]
    pub(super) fn prefetch(&self, code: u64) {
        prefetch(&self.buckets[self.place(code).0]);
    }

    /// What the table holds of `code`.
    #[inline]
    pub(super) fn probe(&self, code: u64) -> Option<Entry> {
        let (i, tag) = self.place(code);
        let e = *self.buckets[i]
            .iter()
            .find(|&&e| e >> 20 == tag && e != 0)?;
        let best = ((e >> 12) & 7) as u32;
        Some(Entry {
            lower: (e & 0x3f) as i32 - 32,
            upper: ((e >> 6) & 0x3f) as i32 - 32,
            best: best.checked_sub(1),
        })
    }

    /// Keeps what a search of `nodes` nodes found of `code`: the score is at least
    /// `lower` and at most `upper` (either may be unknown: `None`), and `best` was the
    /// best move or cut off. Narrows the entry `code` has; else takes the bucket's entry
    /// whose search took less work.
    #[inline]
    pub(super) fn store(
        &mut self,
        code: u64,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
        nodes: u64,
    ) {
        let (i, tag) = self.place(code);
        let bucket = &mut self.buckets[i];
        let mut new = Entry {
            lower: lower.unwrap_or(-UNKNOWN),
            upper: upper.unwrap_or(UNKNOWN),
            best,
        };
        let mut w = work(nodes);
        let j = match bucket.iter().position(|&e| e >> 20 == tag && e != 0) {
            Some(j) => {
                let old = bucket[j];
                new.lower = new.lower.max((old & 0x3f) as i32 - 32);
                new.upper = new.upper.min(((old >> 6) & 0x3f) as i32 - 32);
                if new.best.is_none() {
                    new.best = (((old >> 12) & 7) as u32).checked_sub(1);
                }
                w = w.max((old >> 15) & 0x1f);
                j
            }
            None => {
                let j = usize::from((bucket[1] >> 15) & 0x1f < (bucket[0] >> 15) & 0x1f);
                self.used += usize::from(bucket[j] == 0);
                j
            }
        };
        bucket[j] = tag << 20
            | w << 15
            | u64::from(new.best.map_or(0, |c| c + 1)) << 12
            | ((new.upper + 32) as u64) << 6
            | (new.lower + 32) as u64;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes that land in the same bucket as `code` (other positions' codes, as far
    /// as the table can tell: 49-bit numbers).
    fn neighbours(t: &Table, code: u64, count: usize) -> Vec<u64> {
        let bucket = t.place(code).0;
        (1u64..)
            .map(|k| (code + k * 7919) & CODE_BITS)
            .filter(|&c| t.place(c).0 == bucket)
            .take(count)
            .collect()
    }

    #[test]
    fn bounds_narrow_and_codes_are_told_apart() {
        let mut t = Table::new(1 << 10).unwrap();
        let code = 0x1_2345_6789_abcd & CODE_BITS;
        assert_eq!(t.probe(code), None);
        t.store(code, Some(-3), None, Some(6), 10);
        t.store(code, None, Some(5), None, 3);
        let e = t.probe(code).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 5, Some(6)));
        // A position sharing the bucket is not this one.
        let other = neighbours(&t, code, 1)[0];
        assert_eq!(t.probe(other), None);
        t.store(other, Some(-22), Some(-22), None, 0);
        assert_eq!(t.probe(code), Some(e));
        assert_eq!(t.probe(other).unwrap().upper, -22);
        assert_eq!(t.fill().0, 2);
    }

    #[test]
    fn a_new_position_takes_the_entry_of_less_work() {
        let mut t = Table::new(1 << 10).unwrap();
        let codes = neighbours(&t, 12345, 3);
        t.store(codes[0], Some(1), None, None, 1 << 20);
        t.store(codes[1], Some(2), None, None, 1 << 4);
        // The third replaces the second (less work), never the first.
        t.store(codes[2], Some(3), None, None, 1 << 30);
        assert!(t.probe(codes[0]).is_some());
        assert_eq!(t.probe(codes[1]), None);
        assert_eq!(t.probe(codes[2]).unwrap().lower, 3);
    }
}
