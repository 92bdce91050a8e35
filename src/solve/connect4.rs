//! The Connect Four solver: the exact value of a position (who wins, and with which
//! disc) by a search written for this game alone, as the published solvers do
//! (Allis 1988; Tromp's Fhourstones; Pons 2019, *Solving Connect 4: how to build a
//! perfect AI*). `gametree solve` uses it for every Connect Four position
//! ([`super::SolveJob::solve`] chooses it); the generic [`super::solve`] still solves
//! the same positions, more slowly, and the tests hold the two to the same values.
//!
//! **Scores** are Pons': from the side to move's view, a win completed with the
//! winner's `j`-th disc scores `22 − j` (positive when the side to move wins, negative
//! when the opponent does), a draw 0. A score names the ply of the winning disc, so it
//! converts to and from Kühr's win-distance scores ([`SOLVER_WIN`]) without loss; the
//! strategy tree and the report use those.
//!
//! **The search** is negamax alpha-beta on two 64-bit bitboards (the game's own
//! layout, [`crate::games::connect4`]), driven by null-window tests:
//!
//! - *Only moves that do not lose at once*: a move under a cell that would complete the
//!   opponent's four is never played, and when the opponent threatens to win, only the
//!   block is; with two threats the node is lost without a search. So no node ever has
//!   a win in one for its side to move, and scores are bounded by the discs left:
//!   `−(42 − 2 − n)/2 ≤ score ≤ (42 − 1 − n)/2` with `n` discs down (the window is
//!   narrowed to these before anything else).
//! - *Threats first*: moves are tried in order of the number of cells the mover would
//!   then have that complete a four of its own (its threats), ties broken centre
//!   column first.
//! - *A transposition table keyed by the whole position*: the 49-bit code `mine + mask`
//!   (Tromp) names a position exactly, so an entry is a 64-bit word holding the code,
//!   the bound's kind (lower or upper) and its score; no entry is ever mistaken for
//!   another position's. A position and its mirror image share an entry. The table is
//!   replaced always.
//! - *The value by null-window tests* around a guess: the bounds start at the scores
//!   the discs left allow and each test "score > m?" halves what is left, the first
//!   tests nearer zero (most positions are decided by a few discs), as Pons' solver
//!   does.

use super::prover::Scoring;
use super::{Oracle, Progress, Solution, SolveLimits, Stop, SOLVER_WIN};
use crate::game::{Outcome, Position, Score, WinScore};
use crate::games::connect4::{self, ConnectFour, BOARD, BOTTOM, CELLS, HEIGHT, WIDTH};
use crate::search::tt::{advise_huge_pages, prefetch};
use web_time::Instant;

/// The table's default size: 2^22 entries, 32 MiB. A table that fits in the
/// processor's caches better makes up for the entries it loses: on the positions of
/// 8 to 30 discs of `benches/connect4/positions.txt` 2^22 entries solve in about 0.7×
/// the time of 2^24 (docs/performance.md). Positions with fewer discs want more
/// (`--tt-size`).
pub const DEFAULT_TT_SIZE: usize = 1 << 22;

const CELLS_I: i32 = CELLS as i32;
/// Bits per column ([`crate::games::connect4::STRIDE`]), as a shift.
const STRIDE: u32 = connect4::STRIDE as u32;
/// The columns in the order ties are broken: the centre first, then outwards.
const ORDER: [u32; WIDTH as usize] = [3, 2, 4, 1, 5, 0, 6];
/// The mask of column `c`'s cells.
const fn column(c: u32) -> u64 {
    ((1 << HEIGHT) - 1) << (c * STRIDE)
}

/// The empty cells where `discs` would complete a four (every direction, including
/// cells not yet playable).
#[inline]
fn threats(discs: u64, mask: u64) -> u64 {
    // Vertical: three discs below.
    let mut r = (discs << 1) & (discs << 2) & (discs << 3);
    for s in [STRIDE, STRIDE - 1, STRIDE + 1] {
        // Two discs on one side of the cell...
        let pair = (discs << s) & (discs << (2 * s));
        r |= pair & (discs << (3 * s)); // and a third beyond them,
        r |= pair & (discs >> s); // or one on the other side.
        let pair = (discs >> s) & (discs >> (2 * s));
        r |= pair & (discs << s);
        r |= pair & (discs >> (3 * s));
    }
    r & (BOARD ^ mask)
}

/// The cells a disc can be dropped into now.
#[inline]
fn playable(mask: u64) -> u64 {
    (mask + BOTTOM) & BOARD
}

/// The playable cells whose disc does not let the opponent win at once: only the
/// block when the opponent threatens a playable cell (none with two such threats),
/// and never the cell under one of its threats.
#[inline]
fn non_losing(mine: u64, mask: u64) -> u64 {
    let mut possible = playable(mask);
    let theirs = threats(mine ^ mask, mask);
    let forced = possible & theirs;
    if forced != 0 {
        if forced & (forced - 1) != 0 {
            return 0;
        }
        possible = forced;
    }
    possible & !(theirs >> 1)
}

/// The position's code for the table: the 49-bit `mine + mask + BOTTOM` (Tromp's
/// code, shifted so that no position's is 0), or its mirror image's (columns
/// reversed) if that is smaller, so a position and its mirror image share an entry
/// (both have the same score). Each column's 7 bits hold the column alone (no carry
/// crosses into the next), so the mirror image's code is the columns' bits reversed.
#[inline]
fn table_code(mine: u64, mask: u64) -> u64 {
    let code = mine + mask + BOTTOM;
    let col = |c: u32| (code >> (c * STRIDE)) & 0x7f;
    let mirror = col(6)
        | col(5) << STRIDE
        | col(4) << (2 * STRIDE)
        | col(3) << (3 * STRIDE)
        | col(2) << (4 * STRIDE)
        | col(1) << (5 * STRIDE)
        | col(0) << (6 * STRIDE);
    code.min(mirror)
}

/// Whether the side to move can complete a four with its next disc.
#[inline]
fn wins_now(mine: u64, mask: u64) -> bool {
    threats(mine, mask) & playable(mask) != 0
}

/// The solver's state: its table, node count and limits. One solver answers every
/// test of a solve, so what one test proves the next reuses.
pub struct Solver<'a> {
    /// Entries: `code << 8 | kind << 7 | (score + 64)`, 0 when empty.
    table: Vec<u64>,
    /// `64 − log2(table size)`: the index is the top bits of the code's hash.
    shift: u32,
    used: usize,
    /// Nodes visited by every test so far.
    pub nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    stop: Option<Stop>,
    progress: Option<&'a mut dyn FnMut(Progress)>,
}

impl<'a> Solver<'a> {
    /// A solver with a table of `tt_size` entries (rounded down to a power of two, at
    /// least [`super::MIN_TT_SIZE`]; 8 bytes each, zeroed memory the operating system
    /// hands out as the table fills) that stops after `max_nodes` nodes
    /// or at `deadline`, telling `progress` every 2^20 nodes.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] when the table's memory cannot be had.
    pub fn new(
        tt_size: usize,
        max_nodes: u64,
        deadline: Option<Instant>,
        progress: Option<&'a mut dyn FnMut(Progress)>,
    ) -> Result<Self, Stop> {
        let bits = (usize::BITS - 1 - tt_size.max(super::MIN_TT_SIZE).leading_zeros()).min(40);
        let size = 1usize << bits;
        // Ask first, so a size the allocator refuses is an error rather than an abort;
        // then take zeroed memory, which the operating system maps as it is used.
        let mut probe: Vec<u64> = Vec::new();
        probe
            .try_reserve_exact(size)
            .map_err(|_| Stop::TableMemory(size))?;
        drop(probe);
        let mut table = vec![0; size];
        advise_huge_pages(&mut table);
        Ok(Solver {
            table,
            shift: 64 - bits,
            used: 0,
            nodes: 0,
            max_nodes,
            deadline,
            stop: None,
            progress,
        })
    }

    /// Table entries in use and the table's size.
    pub fn fill(&self) -> (usize, usize) {
        (self.used, self.table.len())
    }

    /// Allows `more` nodes beyond those visited so far.
    pub fn extend_budget(&mut self, more: u64) {
        self.max_nodes = self.nodes.saturating_add(more);
    }

    #[inline]
    fn slot(&self, code: u64) -> usize {
        (code.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// What the table holds of `code`: `(score, lower)`, a lower bound if `lower`.
    #[inline]
    fn probe(&self, code: u64) -> Option<(i32, bool)> {
        let e = self.table[self.slot(code)];
        (e >> 8 == code).then(|| ((e & 0x7f) as i32 - 64, e & 0x80 != 0))
    }

    #[inline]
    fn store(&mut self, code: u64, score: i32, lower: bool) {
        let i = self.slot(code);
        if self.table[i] == 0 {
            self.used += 1;
        }
        self.table[i] = code << 8 | u64::from(lower) << 7 | (score + 64) as u64;
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
        if let Some((v, lower)) = self.probe(code) {
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
            prefetch(&self.table[self.slot(table_code(mine ^ mask, mask | m))]);
        }
        for &(_, m) in &moves[..k] {
            let s = -self.negamax(mine ^ mask, mask | m, n + 1, -beta, -alpha);
            if self.stop.is_some() {
                return 0;
            }
            if s >= beta {
                self.store(code, s, true);
                return s;
            }
            if s > alpha {
                alpha = s;
            }
        }
        self.store(code, alpha, false);
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
    fn test_score(&mut self, pos: &ConnectFour, s: i32) -> Result<i32, Stop> {
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

/// Pons' score `s` of a running position with `n` discs down, in Kühr's win-distance
/// scores of `win` (`MAX − k` for a win `k` plies ahead): the winner completes its four
/// with its `22 − |s|`-th disc.
pub fn to_win_distance(n: u32, s: i32, win: WinScore) -> Score {
    let n = n as i32;
    let last = (CELLS_I + 2) / 2;
    match s.signum() {
        0 => 0,
        1 => {
            // The side to move has n / 2 discs down.
            let k = 2 * (last - s - n / 2) - 1;
            win.max - k
        }
        _ => {
            let k = 2 * (last + s - (n - n / 2));
            -(win.max - k)
        }
    }
}

/// The plies within which neither side can force a win, when the score of a running
/// position with `n` discs down is known to lie in `lo..=hi` (Pons' scores): a win
/// scoring at most `hi` is at least so many plies away, and so is a loss scoring at
/// least `lo`.
fn proven_depth(n: u32, lo: i32, hi: i32) -> u32 {
    let empty = CELLS_I - n as i32;
    let plies = |s: i32| {
        // `s`'s win or loss is so many plies away (module docs).
        let w = to_win_distance(n, s, SOLVER_WIN);
        SOLVER_WIN.max - w.abs()
    };
    let no_win = if hi > 0 { plies(hi) - 1 } else { empty };
    let no_loss = if lo < 0 { plies(lo) - 1 } else { empty };
    no_win.min(no_loss).clamp(0, empty) as u32
}

/// The Connect Four solver behind the strategy builder: null-window tests in Kühr's
/// scores, answered by Pons-score tests.
struct C4Oracle<'a> {
    solver: Solver<'a>,
}

impl Oracle<ConnectFour> for C4Oracle<'_> {
    fn test(&mut self, pos: &ConnectFour, gamma: Score) -> Result<Score, Stop> {
        if let Some(v) = self.terminal(pos) {
            return Ok(v);
        }
        let n = pos.plies();
        let conv = |s| to_win_distance(n, s, SOLVER_WIN);
        let (lo, hi) = (-(CELLS_I - n as i32) / 2, (CELLS_I + 1 - n as i32) / 2);
        // The least score whose value reaches gamma.
        let Some(s) = (lo..=hi).find(|&s| conv(s) >= gamma) else {
            return Ok(conv(hi));
        };
        if s == lo {
            return Ok(conv(lo));
        }
        self.solver.test_score(pos, s).map(conv)
    }

    fn best_move(&self, _pos: &ConnectFour) -> Option<u8> {
        None
    }

    /// The search's order: the moves that make the most threats first, ties centre
    /// column first.
    fn order(&self, pos: &ConnectFour, moves: &mut Vec<u8>) {
        let (mine, theirs) = pos.mine_and_theirs();
        let mask = mine | theirs;
        let rank = |c: u8| {
            let m = playable(mask) & column(u32::from(c));
            let at = ORDER.iter().position(|&o| o == u32::from(c)).unwrap_or(0);
            (std::cmp::Reverse(threats(mine | m, mask).count_ones()), at)
        };
        moves.sort_by_key(|&c| rank(c));
    }

    fn terminal(&self, pos: &ConnectFour) -> Option<Score> {
        pos.outcome().map(|o| SOLVER_WIN.terminal(o))
    }

    fn win(&self) -> WinScore {
        SOLVER_WIN
    }

    fn nodes(&self) -> u64 {
        self.solver.nodes
    }

    fn extend_budget(&mut self, more: u64) {
        self.solver.extend_budget(more);
    }

    fn fill(&self) -> (usize, usize) {
        self.solver.fill()
    }
}

/// Solves a Connect Four position as [`super::solve`] does (the same [`Solution`]:
/// value in `win`'s scoring, main line, strategy tree), with this module's solver.
/// `eval` only names the evaluation in the recording.
///
/// # Errors
/// [`Stop::TableMemory`] when the table cannot be had; limits stop it with an
/// `unknown` solution, as [`super::solve`].
pub fn solve(
    root: &ConnectFour,
    eval: &str,
    win: WinScore,
    limits: SolveLimits,
    mut progress: impl FnMut(Progress),
) -> Result<Solution, Stop> {
    let start = Instant::now();
    let deadline = limits.time_limit.and_then(|t| start.checked_add(t));
    let solver = Solver::new(
        limits.tt_size.unwrap_or(DEFAULT_TT_SIZE),
        limits.max_nodes,
        deadline,
        Some(&mut progress),
    )?;
    let mut oracle = C4Oracle { solver };
    let n = root.plies();
    let mut pons = (i32::MIN, i32::MAX);
    let found = match root.outcome() {
        // Kühr's value of a finished game (its score would say which disc won).
        Some(o) => Ok(SOLVER_WIN.terminal(o)),
        None => oracle
            .solver
            .score(root, &mut pons)
            .map(|s| to_win_distance(n, s, SOLVER_WIN)),
    };
    let (value, stop, bounds, proven) = match found {
        Ok(v) => (Some(v), None, (v, v), 0),
        Err(stop) => {
            let lo = pons.0.max(-(CELLS_I - n as i32) / 2);
            let hi = pons.1.min((CELLS_I + 1 - n as i32) / 2);
            let bounds = (
                to_win_distance(n, lo, SOLVER_WIN),
                to_win_distance(n, hi, SOLVER_WIN),
            );
            (None, Some(stop), bounds, proven_depth(n, lo, hi))
        }
    };
    let nodes = oracle.solver.nodes;
    super::finish(
        root,
        eval,
        win,
        limits,
        &mut oracle,
        super::Found {
            scoring: Scoring::Outcome(SOLVER_WIN),
            value,
            stop,
            bounds,
            proven,
            nodes,
            elapsed: start.elapsed(),
            endgame: None,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threats_are_the_cells_that_complete_a_four() {
        // Red on columns 1-3 of the bottom row: column 4's bottom cell completes it.
        let p = ConnectFour::from_moves("112233").unwrap();
        let (mine, theirs) = p.mine_and_theirs();
        let t = threats(mine, mine | theirs);
        assert_eq!(t, crate::games::connect4::cell(3, 0));
        assert!(wins_now(mine, mine | theirs));
        // Yellow (to move after red's next disc elsewhere) must block there.
        let q = p.play(6);
        let (mine, theirs) = q.mine_and_theirs();
        assert_eq!(
            non_losing(mine, mine | theirs),
            crate::games::connect4::cell(3, 0)
        );
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

    #[test]
    fn bounds_say_how_far_off_a_forced_result_is() {
        // Nothing known on 6 discs: a win in 1 ply is possible.
        assert_eq!(proven_depth(6, -18, 18), 0);
        // At most 16 (a win with red's 6th disc, 5 plies away) and at least −16 (a
        // loss to yellow's 6th, 6 plies away): nothing forced within 4 plies.
        assert_eq!(proven_depth(6, -16, 16), 4);
        // A draw at best and at worst: nothing ever.
        assert_eq!(proven_depth(6, 0, 0), 36);
    }

    #[test]
    fn scores_convert_to_win_distances() {
        let w = SOLVER_WIN;
        // Red to move on 6 discs (3 each) wins with its 4th disc: Pons 18, 1 ply.
        assert_eq!(to_win_distance(6, 18, w), w.max - 1);
        // Yellow to move on 7 discs (3 each) loses to red's 5th disc: 2 plies.
        assert_eq!(to_win_distance(7, -17, w), -(w.max - 2));
        assert_eq!(to_win_distance(7, 0, w), 0);
    }
}
