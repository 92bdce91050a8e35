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
//! - *A transposition table keyed by the whole position*: the 49-bit code `mine + mask`
//!   (Tromp) names a position exactly: the bucket and a 64-bit entry's tag give the
//!   code back, so no entry is ever mistaken for another position's. An entry holds a
//!   lower and an upper bound, the move that cut off (tried first next time) and the
//!   work its search took; a bucket holds two, and a new position takes the one of
//!   less work (Steininger's c4). A position and its mirror image share an entry.
//! - *Before the children are searched* (Steininger's c4): forced moves are played
//!   without a node of their own and a double threat ends the node; bounds from facts
//!   (a side that can no longer complete a four, Allis' claimeven) narrow the window;
//!   in positions of fewer than 27 discs the children's table entries are looked at
//!   first (enhanced transposition cut-offs, Plaat et al. 1996).
//! - *The value by null-window tests*: the bounds start at the scores the discs left
//!   allow; the first test asks for the sign of the score (the weak solve), each next
//!   one whether the score reaches the bound the last one proved, as Steininger's c4
//!   does (MTD(f)'s order, Plaat et al. 1996; Pons' solver halves the bounds instead).
//! - *Move order*: the moves are searched in the order of c4's weights (useful
//!   threats, those that will become playable soonest most; the table's move; the
//!   centre), `board::move_rank`.

mod board;
mod search;
mod table;

pub use search::Solver;

use super::prover::Scoring;
use super::{Oracle, Progress, Solution, SolveLimits, Stop, SOLVER_WIN};
use crate::game::{Position, Score, WinScore};
use crate::games::connect4::ConnectFour;
use board::{column, playable, threats, CELLS_I, ORDER};
use web_time::Instant;

/// The table's default size for a position of [`EARLY_DISCS`] discs or more: 2^22
/// entries, 32 MiB. A table that fits in the processor's caches better makes up for
/// the entries it loses: on the positions of 8 to 30 discs of
/// `benches/connect4/positions.txt` 2^22 entries solve in about 0.7× the time of 2^24
/// (docs/performance.md).
pub const DEFAULT_TT_SIZE: usize = 1 << 22;

/// The table's default size for a position of fewer than [`EARLY_DISCS`] discs:
/// 2^27 entries, 1 GiB, the table of Steininger's c4. The searches of the first moves
/// are hundreds of millions of nodes and want every entry: the empty board takes
/// about 42 s of CPU with it, all the defaults as they are (docs/performance.md).
pub const DEFAULT_TT_SIZE_EARLY: usize = 1 << 27;

/// Below this many discs a position gets [`DEFAULT_TT_SIZE_EARLY`].
pub const EARLY_DISCS: u32 = 8;

/// The table's size when `--tt-size` is not given, for a position of `discs` discs:
/// [`DEFAULT_TT_SIZE_EARLY`] below [`EARLY_DISCS`], else [`DEFAULT_TT_SIZE`]. The
/// only place this default is decided; the command line, Python and the summary ask it.
pub fn default_tt_size(discs: u32) -> usize {
    if discs < EARLY_DISCS {
        DEFAULT_TT_SIZE_EARLY
    } else {
        DEFAULT_TT_SIZE
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
        limits
            .tt_size
            .unwrap_or_else(|| default_tt_size(root.plies())),
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
