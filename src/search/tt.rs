//! Transposition tables (Greenblatt et al. 1967; as bounds, Plaat et al. 1996): per
//! position a lower and an upper bound on its value (side to move's view), the
//! remaining depth they were searched to and the best move found. One type, [`Tt`],
//! serves the search (AlphaBetaWithMemory, MTD(f), the `tt` ordering, iterative
//! deepening) and `gametree solve`'s prover; what differs between them is how slots are
//! kept and replaced, its parameter [`Slots`]:
//!
//! - [`AlwaysReplace`] (the search): `size` slots (`--tt-size`, default 2^20) for
//!   the probes, a position's slot its Zobrist key mixed with the remaining depth
//!   ([`depth_slot`]) modulo `size`, so one position keeps an entry per remaining depth
//!   (without the mix, a position met at two depths — kings walking round in a chess
//!   ending — evicts itself, and the table stops helping: the Lasker–Reichhelm ending
//!   took 14 million nodes at depth 20 instead of 12,000); and as many again for move
//!   ordering, the latest entry of a position at any depth (slot: key modulo `size`).
//!   A slot's memory is allocated when first used, so a small search costs little
//!   whatever the size. A store to a slot held by another position overwrites it.
//!   Recordings show every probe's hit or miss, so this policy is part of what
//!   `gametree search` prints.
//! - [`TwoWay`] (the solver, searching to the end of the game): 16-byte packed entries
//!   in sets of two, zeroed memory the operating system hands out only as the table
//!   fills, and a prefetch. One slot of each set keeps the entry whose subtree took the
//!   most nodes, the other is always replaced.
//!
//! Both keep the rule of Plaat's `store`: a store for the same position and remaining
//! depth tightens the bounds already there ([`Entry::merge`]).
//!
//! **Scores.** With Kühr's win-distance scoring every value a node returns is relative
//! to that node (a win `k` plies below it scores `MAX − k` there, wherever the node is
//! in the tree), so stored bounds are reused at any ply unchanged.
//!
//! **Depth.** An entry is used only for the *same* remaining depth (or, without a depth
//! limit, for a search to the end). Engines also use deeper entries; here that would
//! make a depth-d value depend on what else was searched, and `gametree` promises the
//! minimax value at depth d.

use super::Stop;
use crate::game::{Score, INF};
use rustc_hash::FxHashMap;
use std::marker::PhantomData;

/// The default number of entries, 2^20.
pub const DEFAULT_TT_SIZE: usize = 1 << 20;

/// The remaining depth as stored for a search to the end of the game.
pub const TO_THE_END: u32 = u32::MAX;

/// The slot number of `key` at remaining depth `depth` before the modulo: the key
/// XOR the depth times a large odd constant (Fibonacci hashing), so one position at
/// different depths lands in different slots.
pub fn depth_slot(key: u64, depth: u32) -> u64 {
    key ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The remaining depth as stored: the plies left, or [`TO_THE_END`].
pub fn depth_key(depth: Option<u32>) -> u32 {
    depth.unwrap_or(TO_THE_END)
}

/// One table entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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

impl<M: Copy> Entry<M> {
    /// What one search proved of `key` at remaining depth `depth`: `value` is a lower
    /// bound if `lower`, an upper bound if `upper`, exact if both.
    pub fn bound(
        key: u64,
        depth: u32,
        value: Score,
        lower: bool,
        upper: bool,
        best: Option<M>,
    ) -> Self {
        Entry {
            key,
            depth,
            lower: if lower { value } else { -INF },
            upper: if upper { value } else { INF },
            best,
        }
    }

    /// Whether `self` and `other` are for the same position at the same remaining depth.
    fn same_search(&self, other: &Entry<M>) -> bool {
        self.key == other.key && self.depth == other.depth
    }

    /// The entry after `new` is stored over `self` (the same position and depth): both
    /// entries' bounds are true, so the tighter of each is kept; the new best move
    /// replaces the old one when there is one.
    pub fn merge(self, new: Entry<M>) -> Entry<M> {
        Entry {
            key: self.key,
            depth: self.depth,
            lower: self.lower.max(new.lower),
            upper: self.upper.min(new.upper),
            best: new.best.or(self.best),
        }
    }
}

/// How a table keeps its entries: where a key's slot is and what a store overwrites.
pub trait Slots<M>: Sized {
    /// Room for about `size` entries; `None` if the memory cannot be had.
    fn with_size(size: usize) -> Option<Self>;
    /// The entry for `key`, at whatever depth.
    fn get(&self, key: u64) -> Option<Entry<M>>;
    /// The entry for `key` at remaining depth `depth` (the search's probe).
    fn get_at(&self, key: u64, depth: u32) -> Option<Entry<M>> {
        self.get(key).filter(|e| e.depth == depth)
    }
    /// Stores `entry`, [merged](Entry::merge) into the entry for the same position and
    /// depth if there is one; `work` is the nodes its subtree took.
    fn store(&mut self, entry: Entry<M>, work: u64);
    /// Entries in use.
    fn used(&self) -> usize;
    /// The most entries the table holds.
    fn capacity(&self) -> usize;
    /// Asks the processor to start loading `key`'s slot, which a probe soon after needs.
    fn prefetch(&self, _key: u64) {}
}

/// A transposition table whose slots are kept by `S`: [`AlwaysReplace`] (the search's,
/// the default) or [`TwoWay`] (the solver's).
#[derive(Clone, Debug)]
pub struct Tt<M, S = AlwaysReplace<M>> {
    slots: S,
    moves: PhantomData<M>,
}

impl<M: Copy> Tt<M> {
    /// An empty always-replace table of at most `size` entries (`size` ≥ 1); its memory
    /// is taken slot by slot as they are used.
    pub fn new(size: usize) -> Self {
        Tt {
            slots: AlwaysReplace::new(size),
            moves: PhantomData,
        }
    }
}

impl<M: Copy, S: Slots<M>> Tt<M, S> {
    /// An empty table of about `size` entries, as `S` counts them.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] if the memory cannot be had.
    pub fn try_new(size: usize) -> Result<Self, Stop> {
        Ok(Tt {
            slots: S::with_size(size).ok_or(Stop::TableMemory(size))?,
            moves: PhantomData,
        })
    }

    /// The entry for `key`, at whatever depth.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots.get(key)
    }

    /// The entry for `key` at remaining depth `depth`, what a probe may use.
    #[inline]
    pub fn get_at(&self, key: u64, depth: u32) -> Option<Entry<M>> {
        self.slots.get_at(key, depth)
    }

    /// Stores `entry` ([merged](Entry::merge) into what the table knows of the same
    /// position and depth); its subtree took `work` nodes, which the [`TwoWay`] slots
    /// weigh.
    #[inline]
    pub fn store(&mut self, entry: Entry<M>, work: u64) {
        self.slots.store(entry, work);
    }

    /// Asks the processor to start loading `key`'s slot, which a probe soon after needs.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        self.slots.prefetch(key);
    }

    /// Number of entries in use.
    pub fn len(&self) -> usize {
        self.slots.used()
    }

    /// Whether no entry is in use.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The most entries the table holds.
    pub fn capacity(&self) -> usize {
        self.slots.capacity()
    }
}

/// The search's slots, allocated when first used, in two sets of at most `size`:
/// for the probes, one entry per position and remaining depth (slot: the key mixed
/// with the depth, [`depth_slot`], modulo the size), so that a position met at several
/// remaining depths (kings walking round, every transposition of unequal length) keeps
/// an entry for each; and for move ordering the latest entry stored for the position
/// at any depth (slot: the key modulo the size), keeping the best move an earlier
/// search found when the latest found none (it failed low). A store always replaces what another
/// position (or, in the second set, depth) left in its slot.
#[derive(Clone, Debug)]
pub struct AlwaysReplace<M> {
    size: u64,
    slots: FxHashMap<u64, Entry<M>>,
    /// The probes' entries: one per slot, the slot of a position at a remaining depth
    /// its key mixed with the depth ([`depth_slot`]) modulo the size.
    deep: FxHashMap<u64, Entry<M>>,
}

impl<M> AlwaysReplace<M> {
    fn new(size: usize) -> Self {
        AlwaysReplace {
            size: size.max(1) as u64,
            slots: FxHashMap::default(),
            deep: FxHashMap::default(),
        }
    }
}

impl<M: Copy> Slots<M> for AlwaysReplace<M> {
    fn with_size(size: usize) -> Option<Self> {
        Some(AlwaysReplace::new(size))
    }

    fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots
            .get(&(key % self.size))
            .filter(|e| e.key == key)
            .copied()
    }

    fn get_at(&self, key: u64, depth: u32) -> Option<Entry<M>> {
        self.deep
            .get(&(depth_slot(key, depth) % self.size))
            .filter(|e| e.key == key && e.depth == depth)
            .copied()
    }

    fn store(&mut self, entry: Entry<M>, _work: u64) {
        let at = depth_slot(entry.key, entry.depth) % self.size;
        let d = self.deep.entry(at).or_insert(entry);
        *d = if d.same_search(&entry) {
            d.merge(entry)
        } else {
            entry
        };
        let slot = self.slots.entry(entry.key % self.size).or_insert(entry);
        *slot = if slot.same_search(&entry) {
            slot.merge(entry)
        } else if slot.key == entry.key && entry.best.is_none() {
            // A search of the position that proved no best move (it failed low) keeps
            // the move an earlier search found: it is still the best one known, and
            // the ordering's first choice.
            Entry {
                best: slot.best,
                ..entry
            }
        } else {
            entry
        };
    }

    fn used(&self) -> usize {
        self.slots.len()
    }

    fn capacity(&self) -> usize {
        self.size as usize
    }
}

/// The largest bound magnitude a [`TwoWay`] entry holds; wider bounds are stored as
/// unknown, which loses nothing true (a lower bound may always be lowered, an upper one
/// raised).
const BOUND_LIMIT: Score = i16::MAX as Score;

/// The most subtree nodes a [`TwoWay`] entry counts (24 bits, saturating).
const WORK_LIMIT: u64 = (1 << 24) - 1;

/// The solver's slots, for searches to the end of the game (every entry's depth is
/// [`TO_THE_END`]) with move indices (in generation order) as best moves: 16 bytes an
/// entry, two entries (one cache line's half) a set, zero-initialised so that memory is
/// handed out by the operating system only as the table fills. Of a set's two slots the
/// first keeps the entry whose subtree took the most nodes, the second is always
/// replaced. Key 0 is never stored (it marks an empty slot).
#[derive(Clone, Debug)]
pub struct TwoWay {
    /// Per entry: the Zobrist key (0: empty); then the lower bound (bits 0–15), the
    /// upper bound (16–31), 1 + the best move's index (32–39, 0: none) and the nodes
    /// its subtree took, saturating (40–63).
    slots: Vec<[u64; 2]>,
    used: usize,
}

impl TwoWay {
    fn pair(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1) & !1
    }

    fn slot(&self, key: u64) -> Option<usize> {
        let i = self.pair(key);
        if key == 0 {
            None
        } else if self.slots[i][0] == key {
            Some(i)
        } else if self.slots[i + 1][0] == key {
            Some(i + 1)
        } else {
            None
        }
    }

    fn unpack(key: u64, w: u64) -> (Entry<usize>, u64) {
        let lower = (w as u16 as i16) as Score;
        let upper = ((w >> 16) as u16 as i16) as Score;
        let best = ((w >> 32) & 0xff) as usize;
        let entry = Entry {
            key,
            depth: TO_THE_END,
            lower: if lower <= -BOUND_LIMIT { -INF } else { lower },
            upper: if upper >= BOUND_LIMIT { INF } else { upper },
            best: best.checked_sub(1),
        };
        (entry, w >> 40)
    }

    fn pack(e: Entry<usize>, work: u64) -> u64 {
        let lower = e.lower.clamp(-BOUND_LIMIT, BOUND_LIMIT) as i16 as u16 as u64;
        let upper = e.upper.clamp(-BOUND_LIMIT, BOUND_LIMIT) as i16 as u16 as u64;
        // Move indices beyond 254 are not kept (only ordering would miss them).
        let best = e.best.filter(|&b| b < 255).map_or(0, |b| b as u64 + 1);
        lower | upper << 16 | best << 32 | work.min(WORK_LIMIT) << 40
    }
}

impl Slots<usize> for TwoWay {
    /// Room for `size` entries rounded down to a power of two (at least 2).
    fn with_size(size: usize) -> Option<Self> {
        let n = if size < 2 {
            2
        } else {
            1usize << (usize::BITS - 1 - size.leading_zeros())
        };
        // Ask first, so a size the allocator refuses is an error rather than an abort;
        // then take zeroed memory, which the operating system maps lazily.
        let mut probe: Vec<[u64; 2]> = Vec::new();
        probe.try_reserve_exact(n).ok()?;
        drop(probe);
        let mut slots = vec![[0; 2]; n];
        advise_huge_pages(&mut slots);
        Some(TwoWay { slots, used: 0 })
    }

    #[inline]
    fn get(&self, key: u64) -> Option<Entry<usize>> {
        self.slot(key)
            .map(|j| Self::unpack(key, self.slots[j][1]).0)
    }

    fn store(&mut self, new: Entry<usize>, work: u64) {
        debug_assert_eq!(new.depth, TO_THE_END, "the solver searches to the end");
        let key = new.key;
        if key == 0 {
            return;
        }
        if let Some(j) = self.slot(key) {
            let (old, old_work) = Self::unpack(key, self.slots[j][1]);
            self.slots[j][1] = Self::pack(old.merge(new), old_work.max(work));
            return;
        }
        let i = self.pair(key);
        let entry = [key, Self::pack(new, work)];
        let (j, kept) = if work >= self.slots[i][1] >> 40 {
            // The slot that keeps the most work takes it; its old entry moves to the
            // always-replace slot.
            let old = std::mem::replace(&mut self.slots[i], entry);
            if old[0] == 0 {
                self.used += 1;
                return;
            }
            (i + 1, old)
        } else {
            (i + 1, entry)
        };
        if self.slots[j][0] == 0 {
            self.used += 1;
        }
        self.slots[j] = kept;
    }

    fn used(&self) -> usize {
        self.used
    }

    fn capacity(&self) -> usize {
        self.slots.len()
    }

    #[inline]
    fn prefetch(&self, key: u64) {
        prefetch(&self.slots[self.pair(key)]);
    }
}

/// Asks the processor to start loading `item`'s cache line, which a probe soon after
/// needs (x86-64; elsewhere nothing).
#[inline]
pub fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch is only a hint; it reads nothing, and the pointer is a
        // reference's.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((item as *const T).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}

/// The largest table [`advise_huge_pages`] asks huge pages for: 256 MiB (the generic
/// solver's default table; Connect Four's is 32 MiB).
pub const HUGE_PAGE_TABLE_LIMIT: usize = 256 << 20;

/// Asks the operating system to back `table` with huge pages (Linux's transparent
/// huge pages, 2 MiB), where it allows them on request: a table probed at random
/// misses the processor's address cache (TLB) on nearly every probe with 4 KiB pages,
/// and a few hundred huge pages cover it (a solve some 10 % faster). Only for tables
/// of at most [`HUGE_PAGE_TABLE_LIMIT`] bytes: entries land at random, so with huge
/// pages a few thousand of them take 2 MiB each and the whole table is memory at once,
/// and every first touch of a huge page zeroes 2 MiB (milliseconds each on some
/// machines: a 2 GiB table took 15 s before its first 65,536 nodes were done). A larger
/// table takes memory 4 KiB at a time, as it fills ([`back_with_huge_pages`] is for a
/// caller that makes the whole table memory at once, as Connect Four's solver does).
/// Only advice: the contents do not change, and elsewhere, or when refused, nothing
/// happens.
pub fn advise_huge_pages<T>(table: &mut [T]) {
    if std::mem::size_of_val(table) <= HUGE_PAGE_TABLE_LIMIT {
        back_with_huge_pages(table);
    }
}

/// Asks the operating system to back `table` with huge pages whatever its size (as
/// [`advise_huge_pages`] does for small tables): for a caller that then touches every
/// page itself, where it can look at the clock between pages. Only advice: the
/// contents do not change, and elsewhere, or when refused, nothing happens.
pub fn back_with_huge_pages<T>(table: &mut [T]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = table.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(table);
        // madvise takes whole pages: the ones inside the table.
        let first = start.div_ceil(PAGE) * PAGE;
        let last = end / PAGE * PAGE;
        if last > first {
            // SAFETY: [first, last) lies inside `table`'s allocation, which outlives the
            // call, and MADV_HUGEPAGE changes neither the contents nor the mapping's
            // permissions; its result is only advice taken or not.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = table;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, lower: Score, upper: Score, best: Option<usize>) -> Entry<usize> {
        Entry {
            key,
            depth: TO_THE_END,
            lower,
            upper,
            best,
        }
    }

    fn two_way(size: usize) -> Tt<usize, TwoWay> {
        Tt::try_new(size).unwrap()
    }

    #[test]
    fn always_replace_overwrites_another_position_or_depth_and_tightens_its_own() {
        let mut t: Tt<u8> = Tt::new(10);
        t.store(Entry::bound(3, 2, 5, true, false, Some(1)), 0);
        t.store(Entry::bound(3, 2, 9, false, true, None), 0);
        let e = t.get(3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (5, 9, Some(1)));
        // Another depth replaces the entry, but a search that found no best move (it
        // failed low) keeps the move known.
        t.store(Entry::bound(3, 4, 7, false, true, None), 0);
        let e = t.get(3).unwrap();
        assert_eq!((e.depth, e.lower, e.upper, e.best), (4, -INF, 7, Some(1)));
        t.store(Entry::bound(3, 5, 8, true, false, Some(4)), 0);
        assert_eq!(t.get(3).unwrap().best, Some(4));
        t.store(Entry::bound(3, 4, 7, false, true, None), 0);
        // Key 13 shares slot 3: it replaces key 3.
        t.store(Entry::bound(13, 4, 1, true, true, Some(2)), 0);
        assert!(t.get(3).is_none());
        assert_eq!(t.get(13).unwrap().lower, 1);
        assert_eq!(t.len(), 1);
        assert_eq!(t.capacity(), 10);
    }

    #[test]
    fn entries_round_trip_and_wide_bounds_become_unknown() {
        let mut t = two_way(1 << 4);
        t.store(entry(7, -3, 9985, Some(4)), 10);
        let e = t.get(7).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 9985, Some(4)));
        // Beyond what 16 bits hold, a bound is weakened to unknown, never tightened.
        t.store(entry(8, -40_000, 40_000, None), 1);
        let e = t.get(8).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-INF, INF, None));
        assert!(t.get(9).is_none());
    }

    #[test]
    fn a_second_store_keeps_the_tighter_bounds() {
        let mut t = two_way(1 << 4);
        t.store(entry(7, 2, INF, Some(1)), 10);
        t.store(entry(7, -INF, 5, None), 3);
        let e = t.get(7).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (2, 5, Some(1)));
        assert_eq!(t.len(), 1);
    }

    #[test]
    fn the_bigger_subtree_keeps_its_slot() {
        // Keys 2, 18 and 34 share a set in a table of 16 entries.
        let mut t = two_way(16);
        t.store(entry(2, 0, 0, None), 1000);
        t.store(entry(18, 1, 1, None), 5);
        t.store(entry(34, 2, 2, None), 7);
        assert!(t.get(2).is_some(), "the most work stays");
        assert!(t.get(18).is_none(), "the always-replace slot was replaced");
        assert_eq!(t.get(34).unwrap().lower, 2);
        t.store(entry(50, 3, 3, None), 5000);
        assert!(t.get(50).is_some() && t.get(2).is_some() && t.get(34).is_none());
        assert_eq!(t.len(), 2);
    }

    #[test]
    fn a_size_the_allocator_refuses_is_an_error() {
        assert_eq!(
            Tt::<usize, TwoWay>::try_new(usize::MAX).err(),
            Some(Stop::TableMemory(usize::MAX))
        );
        assert_eq!(two_way(100).capacity(), 64);
    }
}
