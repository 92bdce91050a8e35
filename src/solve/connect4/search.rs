//! The Connect Four solver's search: negamax alpha-beta on bitboards with its table,
//! driven by null-window tests (module docs of [`super`]).

use super::board::{column, non_losing, table_code, threats, wins_now, CELLS_I, ORDER};
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

    /// Negamax alpha-beta: the score of the position (`mine` the side to move's discs,
    /// `mask` every disc, `n` discs down) if it lies in `(alpha, beta)`, else a bound on
    /// it beyond the window. The side to move must not be able to win at once.
    fn negamax(&mut self, mine: u64, mask: u64, n: i32, mut alpha: i32, mut beta: i32) -> i32 {
        if self.count() {
            return 0;
        }
        let next = non_losing(mine, mask);
        if next == 0 {
            // Every move lets the opponent complete a four with its next disc.
            return -(CELLS_I - n) / 2;
        }
        if n >= CELLS_I - 2 {
            // One disc each is left, and neither completes a four.
            return 0;
        }
        // The opponent cannot win with its next disc.
        let low = -(CELLS_I - 2 - n) / 2;
        if alpha < low {
            alpha = low;
            if alpha >= beta {
                return alpha;
            }
        }
        // Nor can the side to move.
        let high = (CELLS_I - 1 - n) / 2;
        if beta > high {
            beta = high;
            if alpha >= beta {
                return beta;
            }
        }
        let code = table_code(mine, mask);
        if let Some((v, lower)) = self.table.probe(code) {
            if lower {
                if alpha < v {
                    alpha = v;
                    if alpha >= beta {
                        return alpha;
                    }
                }
            } else if beta > v {
                beta = v;
                if alpha >= beta {
                    return beta;
                }
            }
        }
        // The moves, most threats first; ties in ORDER (insertion keeps it).
        let mut moves = [(0u32, 0u64); WIDTH as usize];
        let mut k = 0;
        for c in ORDER {
            let m = next & column(c);
            if m == 0 {
                continue;
            }
            let score = threats(mine | m, mask).count_ones();
            let mut i = k;
            while i > 0 && moves[i - 1].0 < score {
                moves[i] = moves[i - 1];
                i -= 1;
            }
            moves[i] = (score, m);
            k += 1;
            // The child's entry, which its search asks for first.
            self.table.prefetch(table_code(mine ^ mask, mask | m));
        }
        for &(_, m) in &moves[..k] {
            let s = -self.negamax(mine ^ mask, mask | m, n + 1, -beta, -alpha);
            if self.stop.is_some() {
                return 0;
            }
            if s >= beta {
                self.table.store(code, s, true);
                return s;
            }
            if s > alpha {
                alpha = s;
            }
        }
        self.table.store(code, alpha, false);
        alpha
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
        while bounds.0 < bounds.1 {
            let (min, max) = *bounds;
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            // "Is the score above med?"
            let r = self.negamax(mine, mask, n, med, med + 1);
            if let Some(stop) = self.stop.take() {
                return Err(stop);
            }
            if r <= med {
                bounds.1 = r;
            } else {
                bounds.0 = r;
            }
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
        let r = self.negamax(mine, mask, n, s - 1, s);
        match self.stop.take() {
            Some(stop) => Err(stop),
            None => Ok(r),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
