//! The Connect Four solver's search: negamax alpha-beta on bitboards with its table,
//! driven by null-window tests (module docs of [`super`]).

use super::board::{column, move_rank, non_losing_against, threats, wins_now, Pos, CELLS_I, ORDER};
use super::table::Table;
use super::{Progress, Stop};
use crate::game::{Outcome, Position};
use crate::games::connect4::{ConnectFour, WIDTH};
use web_time::Instant;

/// The solver's state: its table, node count and limits. One solver answers every
/// test of a solve, so what one test proves the next reuses.
pub struct Solver<'a> {
    table: Table,
    /// Nodes visited by every test so far.
    pub nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    stop: Option<Stop>,
    progress: Option<&'a mut dyn FnMut(Progress)>,
}

/// A node's children that remain to be searched after the static pass
/// ([`Solver::children`]).
struct Children {
    /// `(rank, column, position to search, sign)` in the order to search them: the
    /// sign is `1` if the position's side to move is the node's, `−1` if not.
    open: [(u32, u32, Pos, i32); WIDTH as usize],
    /// How many of `open` there are.
    len: usize,
    /// The best score of the children settled statically (`i32::MIN`: none), and its
    /// column.
    best: i32,
    best_col: Option<u32>,
    /// A lower bound on the node's score from its children's table entries.
    floor: i32,
}

/// Enhanced transposition cut-offs are looked for in positions of fewer discs than
/// this (Steininger's c4 stops at 15 empty cells: 27 discs); deeper, the probes of
/// the children cost more than the nodes they save (docs/performance.md).
const ETC_BELOW: i32 = 27;

/// Column `c` seen in the mirror image if `mirrored`.
#[inline]
fn orient(c: u32, mirrored: bool) -> u32 {
    if mirrored {
        WIDTH as u32 - 1 - c
    } else {
        c
    }
}

/// What [`Solver::settle`] knows of a position.
enum Settled {
    /// Its score, or a bound on it beyond the window (the original side to move's view).
    Known(i32),
    /// The position to search after the forced moves, and `1` if its side to move is
    /// the original one, `−1` if not.
    Open(Pos, i32),
}

impl<'a> Solver<'a> {
    /// A solver with a table of `tt_size` entries (rounded down to a power of two, at
    /// least [`crate::solve::MIN_TT_SIZE`]; 8 bytes each, all made memory before the
    /// search starts, the deadline and cancellation looked at every 32 MiB) that stops
    /// after `max_nodes` nodes or at `deadline`, telling `progress` every 2^20 nodes.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] when the table's memory cannot be had or is more than the
    /// memory available.
    pub fn new(
        tt_size: usize,
        max_nodes: u64,
        deadline: Option<Instant>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Result<Self, Stop> {
        let mut table = Table::new(tt_size)?;
        let timed_out = || deadline.is_some_and(|d| Instant::now() >= d);
        // Stopped while the table is made memory, the first node stops the search.
        let stop = if table.populate(|| crate::cancel::requested() || timed_out()) {
            None
        } else if crate::cancel::requested() {
            Some(Stop::Cancelled)
        } else {
            Some(Stop::Time)
        };
        Ok(Solver {
            table,
            nodes: 0,
            max_nodes,
            deadline,
            stop,
            progress,
        })
    }

    /// Table entries in use and the table's size.
    pub fn fill(&self) -> (usize, usize) {
        self.table.fill()
    }

    /// Allows `more` nodes beyond those visited so far.
    pub fn extend_budget(&mut self, more: u64) {
        self.max_nodes = self.nodes.saturating_add(more);
    }

    /// Counts a node; checks the node limit every 2^16 nodes, the clock and
    /// cancellation ([`crate::cancel`]) every 2^10 (a node that first touches a page of
    /// a large table may take microseconds).
    #[inline]
    fn count(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 0x3ff == 0 {
            if self.nodes & 0xffff == 0 && self.nodes >= self.max_nodes {
                self.stop = Some(Stop::NodeLimit {
                    max: self.max_nodes,
                    depth: None,
                });
            } else if crate::cancel::requested() {
                self.stop = Some(Stop::Cancelled);
            } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stop = Some(Stop::Time);
            } else if self.nodes & 0xf_ffff == 0 {
                let (used, cap) = self.fill();
                let nodes = self.nodes;
                if let Some(p) = self.progress.as_mut() {
                    p(Progress::Search { nodes, used, cap });
                }
            }
        }
        self.stop.is_some()
    }

    /// The static pass over `p` (its side to move's view, window `(alpha, beta)`): what
    /// is known of it without a node of its own. A position whose side to move has no
    /// move that keeps the opponent from completing a four next is lost (a double
    /// threat); one with a single such move (a block, or every other column under an
    /// opponent's threat) is settled by playing it, as often as that repeats (Allis
    /// 1988's forced moves; Steininger's c4 plays them before it recurses); a window
    /// outside what the discs left allow settles it too. Otherwise the position that
    /// remains is to be searched.
    #[inline]
    fn settle(&self, p: Pos, alpha: i32, beta: i32) -> Settled {
        self.settle_against(p, threats(p.mine ^ p.mask, p.mask), alpha, beta)
    }

    /// [`Solver::settle`] given the threats of `p`'s opponent (`theirs`, [`threats`]),
    /// which the node that played into `p` has at hand.
    #[inline]
    fn settle_against(&self, mut p: Pos, theirs: u64, mut alpha: i32, mut beta: i32) -> Settled {
        // +1 while `p` has the original side to move, −1 after an odd number of moves.
        let mut sign = 1;
        let mut next = non_losing_against(p.mask, theirs);
        loop {
            if next == 0 {
                // Every move lets the opponent complete a four with its next disc.
                return Settled::Known(sign * p.loss_to(1));
            }
            if p.n >= CELLS_I - 2 {
                // One disc each is left, and neither completes a four.
                return Settled::Known(0);
            }
            if next & (next - 1) != 0 {
                let (low, mut high) = p.bounds(alpha, beta);
                // The first player to move: the opponent's claimeven caps it (at best
                // −3, so only for a window that such a bound can end).
                if p.n % 2 == 0 && alpha >= -3 {
                    high = high.min(p.claimeven().unwrap_or(high));
                }
                if high <= alpha {
                    return Settled::Known(sign * high);
                }
                if low >= beta {
                    return Settled::Known(sign * low);
                }
                return Settled::Open(p, sign);
            }
            // The one move that does not lose at once: its child's value is p's.
            p = p.play(next);
            sign = -sign;
            (alpha, beta) = (-beta, -alpha);
            next = p.non_losing();
        }
    }

    /// The score of `p` if it lies in `(alpha, beta)`, else a bound on it beyond the
    /// window: [`Solver::settle`], then [`Solver::negamax`] on what remains.
    fn search(&mut self, p: Pos, alpha: i32, beta: i32) -> i32 {
        match self.settle(p, alpha, beta) {
            Settled::Known(v) => v,
            Settled::Open(q, 1) => self.negamax(q, alpha, beta),
            Settled::Open(q, _) => -self.negamax(q, -beta, -alpha),
        }
    }

    /// Negamax alpha-beta on a position [`Solver::settle`] left open (at least two moves
    /// that do not lose at once): its score if it lies in `(alpha, beta)`, else a bound
    /// on it beyond the window (fail-soft: the best bound the search found). The
    /// children are settled first, all of them: one that is won without a search ends
    /// the node before any other is searched.
    fn negamax(&mut self, p: Pos, mut alpha: i32, mut beta: i32) -> i32 {
        if self.count() {
            return 0;
        }
        let start = self.nodes;
        let (low, high) = p.bounds(alpha, beta);
        if high <= alpha {
            return high;
        }
        if low >= beta {
            return low;
        }
        alpha = alpha.max(low);
        beta = beta.min(high);
        let (code, mirrored) = p.code();
        let mut first = None;
        if let Some(e) = self.table.probe(code) {
            if e.lower >= beta {
                return e.lower;
            }
            if e.upper <= alpha {
                return e.upper;
            }
            alpha = alpha.max(e.lower);
            beta = beta.min(e.upper);
            if alpha >= beta {
                return alpha;
            }
            first = e.best.map(|c| orient(c, mirrored));
        }
        let mut children = Children {
            open: [(0, 0, p, 1); WIDTH as usize],
            len: 0,
            best: i32::MIN,
            best_col: None,
            floor: i32::MIN,
        };
        if let Err(v) = self.children(p, alpha, beta, first, &mut children) {
            return v;
        }
        alpha = alpha.max(children.best).max(children.floor);
        // No move leaves the opponent without a defence: no win with our second disc
        // (Steininger's c4 caps the window so).
        let high = p.win_with(3);
        if high <= alpha {
            return high;
        }
        beta = beta.min(high);
        let (mut best, mut best_col) = (children.best, children.best_col);
        for &(_, col, q, sign) in &children.open[..children.len] {
            let s = if sign == 1 {
                self.negamax(q, alpha, beta)
            } else {
                -self.negamax(q, -beta, -alpha)
            };
            if self.stop.is_some() {
                return 0;
            }
            if s > best {
                (best, best_col) = (s, Some(col));
            }
            if s >= beta {
                break;
            }
            alpha = alpha.max(s);
        }
        if children.len == 0 {
            return best;
        }
        // The move in the orientation of the table's code.
        // The move that cut off, in the orientation of the table's code (a best move
        // below the window is a guess among bounds: keeping it searched more nodes).
        if best >= beta {
            let col = best_col.map(|c| orient(c, mirrored));
            self.table
                .store(code, Some(best), None, col, self.nodes - start);
        } else {
            self.table
                .store(code, None, Some(best), None, self.nodes - start);
        }
        best
    }

    /// The static pass over `p`'s children (window `(alpha, beta)`, `p`'s view): each is
    /// settled ([`Solver::settle`]); a settled one that reaches `beta` ends the node
    /// (`Err` with its score). The others are returned in the order they are to be
    /// searched, highest [`move_rank`] first (`first` is the table's move), ties
    /// centre column first; and their table entries are asked for.
    #[inline]
    fn children(
        &mut self,
        p: Pos,
        mut alpha: i32,
        beta: i32,
        first: Option<u32>,
        out: &mut Children,
    ) -> Result<(), i32> {
        let next = p.non_losing();
        let theirs = threats(p.mine ^ p.mask, p.mask);
        for c in ORDER {
            let m = next & column(c);
            if m == 0 {
                continue;
            }
            // The mover's threats after the move: the child's opponent's.
            let made = threats(p.mine | m, p.mask | m);
            let (q, sign) = match self.settle_against(p.play(m), made, -beta, -alpha) {
                Settled::Known(v) => {
                    if -v >= beta {
                        return Err(-v);
                    }
                    alpha = alpha.max(-v);
                    if -v > out.best {
                        (out.best, out.best_col) = (-v, Some(c));
                    }
                    continue;
                }
                Settled::Open(q, sign) => (q, -sign),
            };
            let rank = move_rank(made, p.mask | m, theirs, c, first == Some(c));
            let mut i = out.len;
            while i > 0 && out.open[i - 1].0 < rank {
                out.open[i] = out.open[i - 1];
                i -= 1;
            }
            out.open[i] = (rank, c, q, sign);
            out.len += 1;
            // The entry its search asks for first.
            self.table.prefetch(q.code().0);
        }
        if p.n < ETC_BELOW {
            self.cut_by_table(out, alpha, beta)?;
        }
        Ok(())
    }

    /// Enhanced transposition cut-offs (Plaat et al. 1996; Steininger's c4 makes them
    /// where fewer than 27 discs are down): the table's bounds on the children still to
    /// be searched, looked up before any is. A child whose bound reaches `beta` ends
    /// the node (`Err` with it); one whose bound is at most `alpha` cannot raise it and
    /// is not searched; a lower bound raises the node's floor.
    #[inline]
    fn cut_by_table(&self, out: &mut Children, alpha: i32, beta: i32) -> Result<(), i32> {
        let mut kept = 0;
        for i in 0..out.len {
            let (_, c, q, sign) = out.open[i];
            if let Some(e) = self.table.probe(q.code().0) {
                let (lo, hi) = if sign == 1 {
                    (e.lower, e.upper)
                } else {
                    (-e.upper, -e.lower)
                };
                if lo >= beta {
                    return Err(lo);
                }
                out.floor = out.floor.max(lo);
                if hi <= alpha.max(out.floor) {
                    if hi > out.best {
                        (out.best, out.best_col) = (hi, Some(c));
                    }
                    continue;
                }
            }
            out.open[kept] = out.open[i];
            kept += 1;
        }
        out.len = kept;
        Ok(())
    }

    /// The exact score of `pos` (Pons', side to move's view; module docs). A finished
    /// game scores 0 for a full board, and for a four of the opponent's the disc it was
    /// completed with.
    ///
    /// # Errors
    /// [`Stop::NodeLimit`] or [`Stop::Time`]; `bounds` then holds the scores proven.
    pub fn score(&mut self, pos: &ConnectFour, bounds: &mut (i32, i32)) -> Result<i32, Stop> {
        let (mine, theirs) = pos.mine_and_theirs();
        let mask = mine | theirs;
        let n = pos.plies() as i32;
        if let Some(o) = pos.outcome() {
            // The opponent moved last: its discs are n − n/2.
            let v = match o {
                Outcome::Loss => -((CELLS_I + 2) / 2 - (n - n / 2)),
                _ => 0,
            };
            *bounds = (v, v);
            return Ok(v);
        }
        if wins_now(mine, mask) {
            let v = (CELLS_I + 1 - n) / 2;
            *bounds = (v, v);
            return Ok(v);
        }
        bounds.0 = bounds.0.max(-(CELLS_I - n) / 2);
        bounds.1 = bounds.1.min((CELLS_I + 1 - n) / 2);
        // The first test asks for the sign (the weak solve); each next one asks about
        // the score the last returned (fail-soft: the bound it proved), so the strong
        // solve reuses the weak one's table (Steininger's c4; MTD(f), Plaat et al.
        // 1996). The empty board takes two tests ("≥ 0?", "≥ 2?") where halving the
        // bounds towards zero (Pons') takes more (docs/performance.md).
        let mut guess = 0;
        while bounds.0 < bounds.1 {
            let (min, max) = *bounds;
            // "Is the score above med?"
            let med = guess.clamp(min + 1, max) - 1;
            let r = self.search(Pos { mine, mask, n }, med, med + 1);
            if let Some(stop) = self.stop.take() {
                return Err(stop);
            }
            if r <= med {
                bounds.1 = r;
            } else {
                bounds.0 = r;
            }
            guess = r;
        }
        Ok(bounds.0)
    }

    /// The null-window test "is `pos`'s score ≥ `s`?" (Pons' scores): a bound `g`,
    /// lower if `g ≥ s`, else upper. `pos` must be running.
    pub(super) fn test_score(&mut self, pos: &ConnectFour, s: i32) -> Result<i32, Stop> {
        let (mine, theirs) = pos.mine_and_theirs();
        let mask = mine | theirs;
        let n = pos.plies() as i32;
        if wins_now(mine, mask) {
            return Ok((CELLS_I + 1 - n) / 2);
        }
        let r = self.search(Pos { mine, mask, n }, s - 1, s);
        match self.stop.take() {
            Some(stop) => Err(stop),
            None => Ok(r),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect4::{has_four, BOARD, BOTTOM};

    /// The exact score by plain alpha-beta to the end, nothing else: the reference.
    fn reference(mine: u64, mask: u64, n: i32, mut alpha: i32, beta: i32) -> i32 {
        if n == CELLS_I {
            return 0;
        }
        let playable = (mask + BOTTOM) & BOARD;
        let mut cells = playable;
        while cells != 0 {
            let m = cells & cells.wrapping_neg();
            cells ^= m;
            if has_four(mine | m) {
                return (CELLS_I + 1 - n) / 2;
            }
        }
        let mut cells = playable;
        while cells != 0 && alpha < beta {
            let m = cells & cells.wrapping_neg();
            cells ^= m;
            alpha = alpha.max(-reference(mine ^ mask, mask | m, n + 1, -beta, -alpha));
        }
        alpha
    }

    /// Random running positions of `from` to `to` discs in which the side to move
    /// cannot complete a four at once (a fixed generator).
    fn random_positions(count: usize, from: u32, to: u32) -> Vec<Pos> {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(2026);
        let mut out = Vec::new();
        while out.len() < count {
            let discs = rng.random_range(from..=to);
            let mut p = ConnectFour::from_moves("").unwrap();
            let mut moves = Vec::new();
            while p.plies() < discs && p.outcome().is_none() {
                moves.clear();
                p.legal_moves(&mut moves);
                p = p.play(moves[rng.random_range(0..moves.len())]);
            }
            let (mine, theirs) = p.mine_and_theirs();
            if p.outcome().is_none() && !wins_now(mine, mine | theirs) {
                out.push(Pos {
                    mine,
                    mask: mine | theirs,
                    n: p.plies() as i32,
                });
            }
        }
        out
    }

    #[test]
    fn the_static_pass_agrees_with_plain_alpha_beta() {
        let s = Solver::new(1 << 10, u64::MAX, None, None).unwrap();
        let exact = |p: Pos| reference(p.mine, p.mask, p.n, -CELLS_I, CELLS_I);
        let (mut known, mut open, mut capped) = (0, 0, 0);
        for p in random_positions(300, 30, 38) {
            match s.settle(p, -CELLS_I, CELLS_I) {
                Settled::Known(v) => {
                    assert_eq!(v, exact(p), "{p:?}");
                    known += 1;
                }
                Settled::Open(q, sign) => {
                    assert_eq!(sign * exact(q), exact(p), "{p:?} -> {q:?}");
                    assert!(q.non_losing().count_ones() >= 2, "{q:?}");
                    // Every bound the facts give (a window around 0 asks for all).
                    let (low, high) = q.bounds(0, 0);
                    assert!(low <= exact(q) && exact(q) <= high, "{q:?}: {low}..{high}");
                    capped += usize::from(high == 0 || low == 0);
                    open += 1;
                }
            }
        }
        // Both kinds were met, and positions where a side cannot complete a four.
        assert!(known > 20 && open > 20, "{known} known, {open} open");
        assert!(capped > 10, "{capped} capped at a draw");
    }

    #[test]
    fn claimeven_never_contradicts_the_exact_value() {
        let (mut bounded, mut tight) = (0, 0);
        for p in random_positions(4000, 24, 40) {
            if p.n % 2 != 0 {
                continue;
            }
            if let Some(b) = p.claimeven() {
                let v = reference(p.mine, p.mask, p.n, -CELLS_I, CELLS_I);
                assert!(v <= b, "{p:?}: {v} above the bound {b}");
                bounded += 1;
                tight += usize::from(v == b);
            }
        }
        // The rule spoke, and was sometimes the value itself.
        assert!(
            bounded > 50 && tight > 10,
            "{bounded} bounded, {tight} tight"
        );
    }

    #[test]
    fn the_search_agrees_with_plain_alpha_beta() {
        // A small table, so that entries are replaced as well as reused.
        let mut s = Solver::new(1 << 10, u64::MAX, None, None).unwrap();
        for p in random_positions(200, 26, 38) {
            let want = reference(p.mine, p.mask, p.n, -CELLS_I, CELLS_I);
            // Every null-window test around the value answers on the right side.
            for t in [want - 1, want, want + 1] {
                let r = s.search(p, t - 1, t);
                if want >= t {
                    assert!(r >= t && r <= want, "{p:?}: ≥ {t}? {r}, exact {want}");
                } else {
                    assert!(r < t && r >= want, "{p:?}: ≥ {t}? {r}, exact {want}");
                }
            }
        }
    }

    #[test]
    fn a_finished_game_scores_the_disc_that_won_it() {
        let mut s = Solver::new(1 << 10, u64::MAX, None, None).unwrap();
        // Red's four across the bottom with its 4th disc: yellow to move, −(22 − 4).
        let p = ConnectFour::from_moves("1122334").unwrap();
        assert_eq!(s.score(&p, &mut (i32::MIN, i32::MAX)), Ok(-18));
        // One move earlier red wins at once with that disc: +18.
        let q = ConnectFour::from_moves("112233").unwrap();
        assert_eq!(s.score(&q, &mut (i32::MIN, i32::MAX)), Ok(18));
    }
}
