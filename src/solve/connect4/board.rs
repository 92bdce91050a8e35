//! Connect Four's bitboard arithmetic for the solver: threats, the moves that do not
//! lose at once, the table's code of a position. Bitboards in the game's layout
//! ([`crate::games::connect4`]): bit `7 · c + r`, one spare bit above each column.

use crate::games::connect4::{self, BOARD, BOTTOM, CELLS, HEIGHT, WIDTH};

pub(super) const CELLS_I: i32 = CELLS as i32;
/// Bits per column ([`crate::games::connect4::STRIDE`]), as a shift.
const STRIDE: u32 = connect4::STRIDE as u32;
/// The columns in the order ties are broken: the centre first, then outwards.
pub(super) const ORDER: [u32; WIDTH as usize] = [3, 2, 4, 1, 5, 0, 6];
/// The mask of column `c`'s cells.
pub(super) const fn column(c: u32) -> u64 {
    ((1 << HEIGHT) - 1) << (c * STRIDE)
}

/// The empty cells where `discs` would complete a four (every direction, including
/// cells not yet playable).
#[inline]
pub(super) fn threats(discs: u64, mask: u64) -> u64 {
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

/// How promising a move looks, for the search's order: the higher, the sooner it is
/// searched. `made` are the mover's threats after it ([`threats`]), `mask` the discs
/// after it. The weights are Steininger's c4's
/// (hundredths): of the mover's threats, those not directly above one of the
/// opponent's (`theirs`, before the move: such a cell can never be played) are
/// useful, 30 each; a useful threat one cell above a playable cell (the opponent may
/// not play under it) 120 more, two cells above 50 more; the table's move 50 more
/// (`table_move`); ties by the column's distance from the edge (`c`, 0 to 3).
#[inline]
pub(super) fn move_rank(made: u64, mask: u64, theirs: u64, c: u32, table_move: bool) -> u32 {
    let useful = made & !(theirs << 1);
    let above = playable(mask) << 1;
    let two_above = (above & BOARD) << 1;
    120 * (useful & above).count_ones()
        + 50 * (useful & two_above).count_ones()
        + 30 * useful.count_ones()
        + 50 * u32::from(table_move)
        + c.min(WIDTH as u32 - 1 - c)
}

/// The cells a disc can be dropped into now.
#[inline]
pub(super) fn playable(mask: u64) -> u64 {
    (mask + BOTTOM) & BOARD
}

/// The playable cells whose disc does not let the opponent win at once: only the
/// block when the opponent threatens a playable cell (none with two such threats),
/// and never the cell under one of its threats.
#[inline]
pub(super) fn non_losing(mine: u64, mask: u64) -> u64 {
    non_losing_against(mask, threats(mine ^ mask, mask))
}

/// [`non_losing`] given the opponent's threats (`theirs`, [`threats`]).
#[inline]
pub(super) fn non_losing_against(mask: u64, theirs: u64) -> u64 {
    let mut possible = playable(mask);
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
/// Also whether the code is the mirror image's.
#[inline]
pub(super) fn table_code(mine: u64, mask: u64) -> (u64, bool) {
    let code = mine + mask + BOTTOM;
    let col = |c: u32| (code >> (c * STRIDE)) & 0x7f;
    let mirror = col(6)
        | col(5) << STRIDE
        | col(4) << (2 * STRIDE)
        | col(3) << (3 * STRIDE)
        | col(2) << (4 * STRIDE)
        | col(1) << (5 * STRIDE)
        | col(0) << (6 * STRIDE);
    (code.min(mirror), mirror < code)
}

/// Whether the side to move can complete a four with its next disc.
#[inline]
pub(super) fn wins_now(mine: u64, mask: u64) -> bool {
    threats(mine, mask) & playable(mask) != 0
}

/// A position as the search sees it: the side to move's discs, every disc, and the
/// discs down. The side to move cannot complete a four with its next disc (the search
/// never plays a move that lets it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Pos {
    /// The side to move's discs.
    pub(super) mine: u64,
    /// Every disc.
    pub(super) mask: u64,
    /// Discs down.
    pub(super) n: i32,
}

impl Pos {
    /// The position after the side to move drops a disc on cell `m` (a playable one).
    #[inline]
    pub(super) fn play(self, m: u64) -> Pos {
        Pos {
            mine: self.mine ^ self.mask,
            mask: self.mask | m,
            n: self.n + 1,
        }
    }

    /// [`non_losing`] of this position.
    #[inline]
    pub(super) fn non_losing(self) -> u64 {
        non_losing(self.mine, self.mask)
    }

    /// [`table_code`] of this position, and whether it is its mirror image's.
    #[inline]
    pub(super) fn code(self) -> (u64, bool) {
        table_code(self.mine, self.mask)
    }

    /// The score when the side to move completes a four with its `k`-th disc from
    /// now (Pons' scores: `22 − j` for its `j`-th disc in all; it has `n / 2` down).
    #[inline]
    pub(super) fn win_with(self, k: i32) -> i32 {
        (CELLS_I + 1 - self.n) / 2 - (k - 1)
    }

    /// The score when the opponent completes a four with its `k`-th disc from now (it
    /// has `n − n / 2` down).
    #[inline]
    pub(super) fn loss_to(self, k: i32) -> i32 {
        -((CELLS_I - self.n) / 2 - (k - 1))
    }

    /// Bounds on the score of a position in which neither side completes a four with
    /// its next disc (each has at least one move that prevents it): a loss no sooner
    /// than to the opponent's second disc, a win no sooner than with our second; and a
    /// draw at best for a side that cannot complete a four however the empty cells are
    /// filled (too few of them left in line with its discs; Steininger's c4 caps the
    /// side to move so). That last is looked for only where it can end the search of
    /// a window `(alpha, beta)`: a draw at best is below it only if `alpha ≥ 0`.
    #[inline]
    pub(super) fn bounds(self, alpha: i32, beta: i32) -> (i32, i32) {
        let empty = BOARD & !self.mask;
        let (mut low, mut high) = (self.loss_to(2), self.win_with(2));
        if alpha >= 0 && !connect4::has_four(self.mine | empty) {
            high = high.min(0);
        }
        if beta <= 0 && !connect4::has_four((self.mine ^ self.mask) | empty) {
            low = low.max(0);
        }
        (low, high)
    }
}

/// The cells of the even rows (the 2nd, 4th and 6th from the bottom).
const EVEN_ROWS: u64 = BOTTOM * 0b10_1010;

/// The cells of the rows up to the 2nd and up to the 4th from the bottom.
const ROWS_TO_2: u64 = BOTTOM * 0b11;
const ROWS_TO_4: u64 = BOTTOM * 0b1111;

impl Pos {
    /// An upper bound on the score by Allis' (1988) *claimeven*, for a position with an
    /// even number of discs (the first player to move; Steininger's c4 uses the rule
    /// as a cheap bound): the opponent answers every move in the column it was played
    /// in, and a move into a column of odd height (whose next cell is on an even row)
    /// with the next cell of another such column (there is an even number of them).
    /// So the opponent gets every empty cell of an even row that is not playable now,
    /// and the side to move no cell beyond the others. If those others hold no four,
    /// the side to move never completes one: a draw at best, and a loss if the
    /// opponent's cells hold a four — completed, at the latest, when the four's highest
    /// empty cell is filled with the cells above it still empty (so before the 19th,
    /// 20th or 21st disc of the opponent for a four whose empty cells lie in the lowest
    /// two, four or six rows). `None` when the rule says nothing.
    pub(super) fn claimeven(self) -> Option<i32> {
        debug_assert!(self.n % 2 == 0, "the first player is to move");
        let theirs = self.mine ^ self.mask;
        let empty = BOARD & !self.mask;
        let claimed = empty & EVEN_ROWS & !playable(self.mask);
        if connect4::has_four(self.mine | (empty & !claimed)) {
            return None;
        }
        if !connect4::has_four(theirs | claimed) {
            return Some(0);
        }
        // The opponent's disc j completes its four no later than the global move
        // 2j = 42 − (6 − r) for the four's highest empty row r: j = 18 + r / 2.
        let last = if connect4::has_four(theirs | (claimed & ROWS_TO_2)) {
            19
        } else if connect4::has_four(theirs | (claimed & ROWS_TO_4)) {
            20
        } else {
            21
        };
        Some(-(CELLS_I / 2 + 1 - last))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Position;
    use crate::games::connect4::ConnectFour;

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
    fn moves_rank_by_their_useful_threats() {
        use crate::games::connect4::cell;
        let row = |r: u8| cell(0, r) | cell(1, r) | cell(2, r);
        // Three discs of the mover on row 1: the threat at (3, 1) is one cell above
        // the playable (3, 0).
        let (mine, mask) = (row(1), row(0) | row(1));
        assert_eq!(move_rank(threats(mine, mask), mask, 0, 0, false), 120 + 30);
        assert_eq!(
            move_rank(threats(mine, mask), mask, 0, 2, true),
            120 + 30 + 50 + 2
        );
        // Above an opponent's threat it can never be played: no use.
        assert_eq!(
            move_rank(threats(mine, mask), mask, cell(3, 0), 0, false),
            0
        );
        // On row 2 it is two cells above the playable one.
        let (mine, mask) = (row(2), row(0) | row(1) | row(2));
        assert_eq!(
            move_rank(threats(mine, mask), mask, 0, 3, false),
            50 + 30 + 3
        );
    }
}
