//! The solver's search: alpha-beta to the end of the game with one transposition table
//! kept for the whole solve, driven by null-window tests.
//!
//! Every value here is a game-theoretic value: no depth limit, no static evaluation, so
//! every bound the table holds is true for good and is reused wherever the position
//! comes up again, in the same test or in any later one. The search is fail-soft
//! AlphaBetaWithMemory (Plaat, Schaeffer, Pijls & de Bruin 1996) in negamax form with
//! Kühr's win-distance scoring (Kühr 2011, `dal`/`bliz`), and the enhancements the
//! Kalah solvers used (Irving, Donkers & Uiterwijk 2000, *Solving Kalah*):
//!
//! - **Settled results** ([`Position::score_range`]): stones in a Kalah store never
//!   leave it, so a line whose final margin is already outside the window is cut at once
//!   (their "futility pruning"); under outcome scoring a decided game is a win or loss
//!   whatever its length.
//! - **Win-distance bounds**: a game not over yet cannot be won or lost in fewer than one
//!   more ply, so no value of a running game lies beyond `±(MAX − 1)`; a window beyond
//!   that fails at once (chess programs' "mate distance pruning"). This bounds the
//!   null-window tests "a win within k plies?" to k plies.
//! - **Enhanced transposition cut-off** (Plaat et al. 1996): before searching a node's
//!   moves, the table is asked about every child; one already known to reach β ends
//!   the node.
//! - **Ordering**: the table's best move first, then children by what is known of them
//!   (a proven bound, then the settled part of the score — Kalah's store difference).
//!
//! The table is two-way set-associative: one slot of each pair keeps the entry whose
//! subtree took the most nodes, the other is always replaced.

use crate::game::{Position, Score, WinScore, INF};
use crate::search::{child_window, from_child, Stop, MAX_PLY};
use std::time::Instant;

/// What the values mean (both from the side to move's view).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Kühr's win-distance scores: `MAX − k` for a win `k` plies ahead, `−(MAX − k)` for
    /// a loss, 0 for a draw.
    Outcome(WinScore),
    /// The final score difference of [`Position::score_range`] (Kalah's stone margin);
    /// only for games that have one.
    Margin,
}

/// One table entry as read back.
#[derive(Copy, Clone, Debug)]
struct Entry {
    lower: Score,
    upper: Score,
    /// The best move's index in generation order, if known.
    best: Option<usize>,
}

/// The largest bound magnitude an entry holds; wider bounds are stored as unknown, which
/// loses nothing true (a lower bound may always be lowered, an upper one raised).
const BOUND_LIMIT: Score = i16::MAX as Score;

/// The prover's transposition table: true lower and upper bounds per position, 16 bytes
/// an entry, two entries (one cache line's half) a set. Zero-initialised, so memory is
/// handed out by the operating system only as the table fills.
struct Table {
    /// Per entry: the Zobrist key (0: empty); then the lower bound (bits 0–15), the
    /// upper bound (16–31), 1 + the best move's index (32–39, 0: none) and the nodes
    /// its subtree took, saturating (40–63).
    slots: Vec<[u64; 2]>,
    used: usize,
}

const WORK_LIMIT: u64 = (1 << 24) - 1;

impl Table {
    /// Room for `size` entries, rounded down to a power of two (at least 2); `None` if
    /// the memory cannot be had.
    fn new(size: usize) -> Option<Self> {
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
        Some(Table {
            slots: vec![[0; 2]; n],
            used: 0,
        })
    }

    fn capacity(&self) -> usize {
        self.slots.len()
    }

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

    fn unpack(w: u64) -> (Entry, u64) {
        let lower = (w as u16 as i16) as Score;
        let upper = ((w >> 16) as u16 as i16) as Score;
        let best = ((w >> 32) & 0xff) as usize;
        let entry = Entry {
            lower: if lower <= -BOUND_LIMIT { -INF } else { lower },
            upper: if upper >= BOUND_LIMIT { INF } else { upper },
            best: best.checked_sub(1),
        };
        (entry, w >> 40)
    }

    fn pack(e: Entry, work: u64) -> u64 {
        let lower = e.lower.clamp(-BOUND_LIMIT, BOUND_LIMIT) as i16 as u16 as u64;
        let upper = e.upper.clamp(-BOUND_LIMIT, BOUND_LIMIT) as i16 as u16 as u64;
        // Move indices beyond 254 are not kept (only ordering would miss them).
        let best = e.best.filter(|&b| b < 255).map_or(0, |b| b as u64 + 1);
        lower | upper << 16 | best << 32 | work.min(WORK_LIMIT) << 40
    }

    /// Asks the processor to start loading `key`'s set, which a probe soon after needs.
    fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let p = self.slots[self.pair(key)..].as_ptr() as *const i8;
            // SAFETY: a prefetch is only a hint; it reads nothing and the pointer is
            // into the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    fn get(&self, key: u64) -> Option<Entry> {
        self.slot(key).map(|j| Self::unpack(self.slots[j][1]).0)
    }

    fn store(&mut self, key: u64, new: Entry, work: u64) {
        if key == 0 {
            return;
        }
        if let Some(j) = self.slot(key) {
            // Both the old and the new bounds are true: keep the tighter of each.
            let (old, old_work) = Self::unpack(self.slots[j][1]);
            let merged = Entry {
                lower: old.lower.max(new.lower),
                upper: old.upper.min(new.upper),
                best: new.best.or(old.best),
            };
            self.slots[j][1] = Self::pack(merged, old_work.max(work));
            return;
        }
        let i = self.pair(key);
        let entry = [key, Self::pack(new, work)];
        let j = if work >= self.slots[i][1] >> 40 {
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
        if self.slots[j.0][0] == 0 {
            self.used += 1;
        }
        self.slots[j.0] = j.1;
    }
}

/// A child of the node being searched, with what is known of it.
struct Kid<P: Position> {
    /// The move's index in generation order.
    index: usize,
    pos: P,
    key: Key,
    same: bool,
    /// Sort key, larger first.
    rank: (bool, Score, Score),
}

/// A position's table key and the offset its entry is stored relative to.
#[derive(Copy, Clone, Debug)]
struct Key {
    hash: u64,
    offset: Score,
}

/// Progress reports: nodes so far, table entries in use, table capacity.
pub type Progress<'a> = &'a mut dyn FnMut(u64, usize, usize);

/// The solver's search state: the scoring, the table, the limits and the node count.
pub struct Prover<'a, P: Position> {
    scoring: Scoring,
    win: WinScore,
    table: Table,
    /// Nodes visited so far, by every search of this prover.
    pub nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    kids: Vec<Vec<Kid<P>>>,
    moves: Vec<Vec<P::Move>>,
    progress: Option<Progress<'a>>,
}

impl<'a, P: Position> Prover<'a, P> {
    /// A prover with a table of about `tt_size` entries (rounded down to a power of two,
    /// 16 bytes each) that stops after `max_nodes` nodes or at `deadline`, calling
    /// `progress` every 2^20 nodes.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] if the table's memory cannot be had.
    pub fn new(
        scoring: Scoring,
        tt_size: usize,
        max_nodes: u64,
        deadline: Option<Instant>,
        progress: Option<Progress<'a>>,
    ) -> Result<Self, Stop> {
        let win = match scoring {
            Scoring::Outcome(w) => w,
            Scoring::Margin => WinScore::NONE,
        };
        Ok(Prover {
            scoring,
            win,
            table: Table::new(tt_size).ok_or(Stop::TableMemory(tt_size))?,
            nodes: 0,
            max_nodes,
            deadline,
            kids: Vec::new(),
            moves: Vec::new(),
            progress,
        })
    }

    /// Allows `more` nodes beyond those visited so far.
    pub fn extend_budget(&mut self, more: u64) {
        self.max_nodes = self.nodes.saturating_add(more);
    }

    /// The win scoring child values are moved by (`WinScore::NONE` for margins).
    pub fn win(&self) -> WinScore {
        self.win
    }

    /// Table entries in use and the table's capacity.
    pub fn fill(&self) -> (usize, usize) {
        (self.table.used, self.table.capacity())
    }

    /// The value of a finished game, side to move's view; `None` while it goes on.
    pub fn terminal(&self, pos: &P) -> Option<Score> {
        let o = pos.outcome()?;
        Some(match self.scoring {
            Scoring::Outcome(w) => w.terminal(o),
            Scoring::Margin => pos.score_range().map_or(0, |r| r.0),
        })
    }

    /// What the rules alone say a running game is worth: `(low, high)`.
    fn range(&self, pos: &P) -> (Score, Score) {
        match self.scoring {
            Scoring::Outcome(w) => {
                let m = w.max.saturating_sub(1);
                // A decided game is a win or loss however far its end: at least the
                // threshold, where far wins settle.
                let decided = w.threshold.min(m);
                match pos.score_range() {
                    Some((lo, _)) if lo > 0 => (decided, m),
                    Some((_, hi)) if hi < 0 => (-m, -decided),
                    Some((lo, _)) if lo >= 0 => (0, m),
                    Some((_, hi)) if hi <= 0 => (-m, 0),
                    _ => (-m, m),
                }
            }
            Scoring::Margin => pos.score_range().unwrap_or((-INF + 1, INF - 1)),
        }
    }

    /// The table key of `pos`: under margin scoring, the key without the banked points
    /// and those points as the offset ([`Position::score_split`]).
    fn key(&self, pos: &P) -> Key {
        if self.scoring == Scoring::Margin {
            if let Some((hash, offset)) = pos.score_split() {
                return Key { hash, offset };
            }
        }
        Key {
            hash: pos.zobrist(),
            offset: 0,
        }
    }

    /// The table's entry for `key`, its bounds moved back by the offset.
    fn probe(&self, key: Key) -> Option<Entry> {
        let e = self.table.get(key.hash)?;
        let shift = |v: Score| {
            if v == INF || v == -INF {
                v
            } else {
                v + key.offset
            }
        };
        Some(Entry {
            lower: shift(e.lower),
            upper: shift(e.upper),
            best: e.best,
        })
    }

    /// The bounds known for `pos` without searching it: exact if finished, else the
    /// rules' range tightened by the table.
    fn known(&self, pos: &P, key: Key) -> (Score, Score) {
        if let Some(v) = self.terminal(pos) {
            return (v, v);
        }
        let (mut lo, mut hi) = self.range(pos);
        if let Some(e) = self.probe(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
        }
        (lo, hi)
    }

    /// The best move the table knows for `pos`.
    pub fn best_move(&self, pos: &P) -> Option<P::Move> {
        let i = self.probe(self.key(pos))?.best?;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.get(i).copied()
    }

    fn count(&mut self) -> Result<(), Stop> {
        if self.nodes >= self.max_nodes {
            return Err(Stop::NodeLimit(self.max_nodes));
        }
        self.nodes += 1;
        if self.nodes & 0xffff == 0 {
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                return Err(Stop::Time);
            }
            if self.nodes & 0xf_ffff == 0 {
                let (used, cap) = self.fill();
                let n = self.nodes;
                if let Some(p) = self.progress.as_mut() {
                    p(n, used, cap);
                }
            }
        }
        Ok(())
    }

    /// The null-window test "is `pos`'s value (side to move's view) ≥ `gamma`?": a
    /// fail-soft bound `g` — the value is ≥ `g` if `g ≥ gamma`, else ≤ `g`.
    ///
    /// # Errors
    /// [`Stop::NodeLimit`], [`Stop::Time`] or [`Stop::PlyLimit`]: a limit stopped the
    /// test; the table keeps what it proved.
    pub fn test(&mut self, pos: &P, gamma: Score) -> Result<Score, Stop> {
        let key = self.key(pos);
        self.search(pos, key, gamma - 1, gamma, 0)
    }

    /// `pos`'s exact value (side to move's view) by a bisection of null-window tests
    /// between the bounds known so far, each test narrowing them by its fail-soft value
    /// (an MTD driver, Plaat et al. 1996). `bounds` holds the bounds after every test, so
    /// a caller stopped by a limit knows what was proven.
    ///
    /// # Errors
    /// [`Stop::NodeLimit`], [`Stop::Time`] or [`Stop::PlyLimit`], as [`Prover::test`].
    pub fn exact(&mut self, pos: &P, bounds: &mut (Score, Score)) -> Result<Score, Stop> {
        let (lo, hi) = self.known(pos, self.key(pos));
        bounds.0 = bounds.0.max(lo);
        bounds.1 = bounds.1.min(hi);
        while bounds.0 < bounds.1 {
            let (lower, upper) = *bounds;
            // The midpoint, rounded up, so that lower < gamma ≤ upper.
            let gamma = lower + ((upper as i64 - lower as i64 + 1) / 2) as Score;
            let g = self.test(pos, gamma)?;
            if g >= gamma {
                bounds.0 = g.min(upper);
            } else {
                bounds.1 = g.max(lower);
            }
        }
        Ok(bounds.0)
    }

    /// Fail-soft AlphaBetaWithMemory to the end of the game, side to move's view.
    fn search(
        &mut self,
        pos: &P,
        key: Key,
        alpha: Score,
        beta: Score,
        ply: u32,
    ) -> Result<Score, Stop> {
        self.count()?;
        if let Some(v) = self.terminal(pos) {
            return Ok(v);
        }
        let (mut lo, mut hi) = self.range(pos);
        let mut tt_move = None;
        if let Some(e) = self.probe(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
            tt_move = e.best;
        }
        if lo >= beta || lo >= hi {
            return Ok(lo);
        }
        if hi <= alpha {
            return Ok(hi);
        }
        if ply >= MAX_PLY {
            return Err(Stop::PlyLimit(ply));
        }
        let (a0, b0) = (alpha.max(lo), beta.min(hi));
        let win = self.win;
        let depth = ply as usize;
        if self.kids.len() <= depth {
            self.kids.resize_with(depth + 1, Vec::new);
            self.moves.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.moves[depth]);
        let mut kids = std::mem::take(&mut self.kids[depth]);
        moves.clear();
        kids.clear();
        pos.legal_moves(&mut moves);
        // Enhanced transposition cut-off, and what is known of each child for ordering.
        let mut etc = None;
        for (index, &mv) in moves.iter().enumerate() {
            let child = pos.play(mv);
            let key = self.key(&child);
            self.table.prefetch(key.hash);
            let same = child.side_to_move() == pos.side_to_move();
            kids.push(Kid {
                index,
                pos: child,
                key,
                same,
                rank: (false, 0, 0),
            });
        }
        for k in kids.iter_mut() {
            let (clo, chi) = self.known(&k.pos, k.key);
            let low = if k.same {
                from_child(win, true, clo)
            } else {
                from_child(win, false, chi)
            };
            if low >= b0 {
                etc = Some((low, k.index));
                break;
            }
            let settled = k.pos.score_range().map_or(0, |(l, h)| {
                let mid = (l as i64 + h as i64) / 2;
                (if k.same { mid } else { -mid }) as Score
            });
            k.rank = (Some(k.index) == tt_move, low, settled);
        }
        let before = self.nodes;
        let (g, best) = if let Some((v, index)) = etc {
            (v, Some(index))
        } else {
            kids.sort_by_key(|k| std::cmp::Reverse(k.rank));
            let mut g = -INF;
            let mut a = a0;
            let mut best = None;
            for k in &kids {
                let (ca, cb) = child_window(win, k.same, a, b0);
                let c = self.search(&k.pos, k.key, ca, cb, ply + 1)?;
                let v = from_child(win, k.same, c);
                if v > g {
                    g = v;
                    best = Some(k.index);
                }
                if v > a {
                    a = v;
                }
                if g >= b0 {
                    break;
                }
            }
            (g.clamp(lo, hi), best)
        };
        self.moves[depth] = moves;
        self.kids[depth] = kids;
        // Fail-soft: above the window a lower bound, below it an upper one, else exact.
        let lower = if g > a0 || g >= b0 { g } else { lo };
        let upper = if g < b0 || g <= a0 { g } else { hi };
        let rel = |v: Score| {
            if v == INF || v == -INF {
                v
            } else {
                v - key.offset
            }
        };
        let entry = Entry {
            lower: rel(lower),
            upper: rel(upper),
            best: best.filter(|_| g > a0 || g >= b0),
        };
        self.table.store(key.hash, entry, self.nodes - before);
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(lower: Score, upper: Score, best: Option<usize>) -> Entry {
        Entry { lower, upper, best }
    }

    #[test]
    fn entries_round_trip_and_wide_bounds_become_unknown() {
        let mut t = Table::new(1 << 4).unwrap();
        t.store(7, entry(-3, 9985, Some(4)), 10);
        let e = t.get(7).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 9985, Some(4)));
        // Beyond what 16 bits hold, a bound is weakened to unknown, never tightened.
        t.store(8, entry(-40_000, 40_000, None), 1);
        let e = t.get(8).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-INF, INF, None));
        assert!(t.get(9).is_none());
    }

    #[test]
    fn a_second_store_keeps_the_tighter_bounds() {
        let mut t = Table::new(1 << 4).unwrap();
        t.store(7, entry(2, INF, Some(1)), 10);
        t.store(7, entry(-INF, 5, None), 3);
        let e = t.get(7).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (2, 5, Some(1)));
        assert_eq!(t.used, 1);
    }

    #[test]
    fn the_bigger_subtree_keeps_its_slot() {
        // Keys 2, 18 and 34 share a set in a table of 16 entries.
        let mut t = Table::new(16).unwrap();
        t.store(2, entry(0, 0, None), 1000);
        t.store(18, entry(1, 1, None), 5);
        t.store(34, entry(2, 2, None), 7);
        assert!(t.get(2).is_some(), "the most work stays");
        assert!(t.get(18).is_none(), "the always-replace slot was replaced");
        assert_eq!(t.get(34).unwrap().lower, 2);
        t.store(50, entry(3, 3, None), 5000);
        assert!(t.get(50).is_some() && t.get(2).is_some() && t.get(34).is_none());
        assert_eq!(t.used, 2);
    }
}
