//! Connect Four (`game: connect4`) on the standard board of 7 columns and 6 rows. Red
//! moves first, then yellow; a move drops a disc into a column (`1`–`7`, left to right),
//! where it falls to the lowest empty cell. Four discs of one side in a row —
//! horizontally, vertically or diagonally — win; a full board without one is a draw.
//! Moves are generated column by column, left to right.
//!
//! The board is a pair of bitboards in the layout of Tromp's Fhourstones and Pons
//! (2019): bit `7 · c + r` is the cell of column `c` (0 = left) and row `r` (0 =
//! bottom), each column with one spare bit above its six cells, so that a four in any
//! direction is found with shifts by 1 (vertical), 7 (horizontal), 6 and 8 (the
//! diagonals) without wrapping from one column into the next.
//!
//! Position file (docs/position-files.md): `moves: 4453`, the columns played from the
//! empty board, 1-based, as in Pascal Pons' test sets; or `board:` six rows of `r`, `y`
//! and `.`, the top row first, optionally followed by `moves:` played on from it.

use crate::game::file::{quote, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Edge, Layout, Mark, Part, Shape, Slot};
use crate::game::{zobrist, Evaluator, Outcome, Position, Score, Side, WinScore};
use crate::games::{Game, Job, BOARD_GAME_WIN};

/// Columns.
pub const WIDTH: u8 = 7;
/// Rows.
pub const HEIGHT: u8 = 6;
/// Cells on the board.
pub const CELLS: u8 = WIDTH * HEIGHT;
/// Bits per column: the six cells and a spare bit above them.
pub const STRIDE: u8 = HEIGHT + 1;

/// The bottom cell of every column.
pub const BOTTOM: u64 = {
    let mut m = 0;
    let mut c = 0;
    while c < WIDTH {
        m |= 1 << (c * STRIDE);
        c += 1;
    }
    m
};

/// Every cell of the board (no spare bits).
pub const BOARD: u64 = BOTTOM * ((1 << HEIGHT) - 1);

/// The bit of the cell in column `col` (0-based, left to right) and row `row` (0 =
/// bottom).
pub const fn cell(col: u8, row: u8) -> u64 {
    1 << (col * STRIDE + row)
}

/// The 69 lines of four cells (24 horizontal, 21 vertical, 24 diagonal), as bit masks.
pub const LINES: [u64; 69] = {
    let mut lines = [0u64; 69];
    let mut n = 0;
    // (column step, row step): right, up, up-right, down-right.
    let dirs: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut d = 0;
    while d < 4 {
        let (dc, dr) = dirs[d];
        let mut c = 0i32;
        while c < WIDTH as i32 {
            let mut r = 0i32;
            while r < HEIGHT as i32 {
                let (ec, er) = (c + 3 * dc, r + 3 * dr);
                if ec >= 0 && ec < WIDTH as i32 && er >= 0 && er < HEIGHT as i32 {
                    let mut m = 0u64;
                    let mut k = 0;
                    while k < 4 {
                        m |= cell((c + k * dc) as u8, (r + k * dr) as u8);
                        k += 1;
                    }
                    lines[n] = m;
                    n += 1;
                }
                r += 1;
            }
            c += 1;
        }
        d += 1;
    }
    assert!(n == 69);
    lines
};

/// Whether the discs `b` hold four in a row in any direction (Tromp's test with
/// eight shifts and ands).
pub fn has_four(b: u64) -> bool {
    [1u8, STRIDE, STRIDE - 1, STRIDE + 1].iter().any(|&s| {
        let m = b & (b >> s);
        m & (m >> (2 * s)) != 0
    })
}

/// A Connect Four position: the side to move's discs, every disc, and the number of
/// discs (plies) played. Red moves on even plies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConnectFour {
    /// The discs of the side to move.
    mine: u64,
    /// Every disc.
    mask: u64,
    /// Discs on the board.
    plies: u8,
}

impl Default for ConnectFour {
    fn default() -> Self {
        ConnectFour::empty()
    }
}

impl ConnectFour {
    /// The empty board, red to move.
    pub const fn empty() -> Self {
        ConnectFour {
            mine: 0,
            mask: 0,
            plies: 0,
        }
    }

    /// The position after `moves`, 1-based column digits from the empty board (Pons'
    /// notation, `4453`); `None` if a move is not a column digit, goes into a full
    /// column or comes after the game has ended.
    pub fn from_moves(moves: &str) -> Option<Self> {
        let mut p = ConnectFour::empty();
        for ch in moves.chars() {
            let col = ch.to_digit(10)?.checked_sub(1)? as u8;
            if col >= WIDTH || !p.can_play(col) || p.outcome().is_some() {
                return None;
            }
            p = p.play(col);
        }
        Some(p)
    }

    /// The discs of red and of yellow.
    pub fn red_and_yellow(&self) -> (u64, u64) {
        let theirs = self.mine ^ self.mask;
        if self.plies % 2 == 0 {
            (self.mine, theirs)
        } else {
            (theirs, self.mine)
        }
    }

    /// The discs of the side to move and of its opponent.
    pub fn mine_and_theirs(&self) -> (u64, u64) {
        (self.mine, self.mine ^ self.mask)
    }

    /// Discs on the board (plies played).
    pub fn plies(&self) -> u32 {
        u32::from(self.plies)
    }

    /// Whether column `col` (0-based) has room for another disc.
    pub fn can_play(&self, col: u8) -> bool {
        self.mask & cell(col, HEIGHT - 1) == 0
    }

    /// What stands in column `col`, row `row` (0 = bottom): `Some(Side::First)` for red.
    pub fn at(&self, col: u8, row: u8) -> Option<Side> {
        let (red, yellow) = self.red_and_yellow();
        let b = cell(col, row);
        if red & b != 0 {
            Some(Side::First)
        } else if yellow & b != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// Reads `moves:` and/or `board:` (the `game:` entry already taken): the board
    /// (default empty), then the moves played on from it.
    ///
    /// # Errors
    /// A malformed board, an impossible one (discs floating above empty cells, disc
    /// counts off, a four for the side that did not move last), a move that is not a
    /// column from 1 to 7, goes into a full column or follows the end of the game; a
    /// file with neither entry.
    pub fn from_file(mut file: PositionFile) -> Result<ConnectFour, ParseError> {
        // `game: connect4` alone is the empty board, red to move.
        let board = file.take("board");
        let moves = file.take("moves");
        file.finish(&["game", "board", "moves"])?;
        let mut p = match board {
            None => ConnectFour::empty(),
            Some(e) => read_board(&e.value)?,
        };
        if let Some(e) = moves {
            for (loc, ch) in e.value.chars() {
                if ch.is_whitespace() {
                    continue;
                }
                let col = match ch.to_digit(10) {
                    Some(d @ 1..=7) => d as u8 - 1,
                    _ => {
                        return Err(ParseError::new(
                            loc,
                            crate::tr!("errors-column-1-7"),
                            quote(&ch.to_string()),
                        ))
                    }
                };
                if p.outcome().is_some() {
                    let expected = if p.plies == CELLS {
                        crate::tr!("errors-board-full")
                    } else {
                        crate::tr!("errors-game-ended-four")
                    };
                    return Err(ParseError::new(
                        loc,
                        expected,
                        crate::tr!("errors-move", text = ch),
                    ));
                }
                if !p.can_play(col) {
                    return Err(ParseError::new(
                        loc,
                        crate::tr!("errors-column-not-full"),
                        crate::tr!("errors-column-full", column = ch, n = HEIGHT),
                    ));
                }
                p = p.play(col);
            }
        }
        Ok(p)
    }
}

/// Reads a `board:` value: six rows of seven `r`, `y` or `.`, top row first.
/// The cells that every four in a row of `discs` holds (0 when two of them are apart,
/// all ones when there is none).
fn four_cells_in_common(discs: u64) -> u64 {
    let mut common = !0u64;
    for d in [1, STRIDE as u32, STRIDE as u32 - 1, STRIDE as u32 + 1] {
        let pairs = discs & (discs >> d);
        let mut fours = pairs & (pairs >> (2 * d));
        while fours != 0 {
            let i = fours.trailing_zeros();
            let line = (1u64 << i) | (1u64 << (i + d)) | (1u64 << (i + 2 * d)) | (1u64 << (i + 3 * d));
            common &= line;
            fours &= fours - 1;
        }
    }
    common
}

fn read_board(value: &crate::game::file::Value) -> Result<ConnectFour, ParseError> {
    let rows = value.grid(
        WIDTH as usize,
        HEIGHT as usize,
        "cells",
        &crate::tr!("errors-shape-top-row"),
        &crate::tr!("errors-connect4-cell"),
        |c| matches!(c, 'r' | 'R' | 'y' | 'Y' | '.').then(|| c.to_ascii_lowercase()),
    )?;
    let (mut red, mut yellow) = (0u64, 0u64);
    for (i, r) in rows.iter().enumerate() {
        let row = HEIGHT - 1 - i as u8;
        for (col, &(_, c)) in r.iter().enumerate() {
            match c {
                'r' => red |= cell(col as u8, row),
                'y' => yellow |= cell(col as u8, row),
                _ => {}
            }
        }
    }
    // Gravity: every disc stands on the bottom or on another disc.
    let all = red | yellow;
    let floating = all & !BOTTOM & !(all << 1);
    if floating != 0 {
        let bit = floating.trailing_zeros() as u8;
        let (col, row) = (bit / STRIDE, bit % STRIDE);
        let loc = rows[(HEIGHT - 1 - row) as usize][col as usize].0;
        return Err(ParseError::new(
            loc,
            crate::tr!("errors-disc-resting"),
            crate::tr!("errors-disc-above-empty", column = col + 1),
        ));
    }
    let loc = rows[0][0].0;
    let (nr, ny) = (red.count_ones(), yellow.count_ones());
    crate::games::check_alternation(
        loc,
        (&crate::tr!("errors-red"), nr, has_four(red)),
        (&crate::tr!("errors-yellow"), ny, has_four(yellow)),
        "discs",
        "four in a row",
    )?;
    // The last move made every four its mover has: they share its disc. Two fours
    // apart cannot come of one move.
    let last = if nr > ny { red } else { yellow };
    if has_four(last) && four_cells_in_common(last) == 0 {
        return Err(ParseError::new(
            loc,
            crate::tr!("errors-fours-share"),
            crate::tr!("errors-fours-apart"),
        ));
    }
    let plies = (nr + ny) as u8;
    let mine = if plies % 2 == 0 { red } else { yellow };
    Ok(ConnectFour {
        mine,
        mask: all,
        plies,
    })
}

impl Position for ConnectFour {
    /// A column, 0-based (written 1-based).
    type Move = u8;

    fn game_name(&self) -> &'static str {
        "connect4"
    }

    fn side_to_move(&self) -> Side {
        if self.plies % 2 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "red",
            Side::Second => "yellow",
        }
    }

    /// A four of the side that moved last: the side to move has lost; a full board
    /// without one: a draw.
    fn outcome(&self) -> Option<Outcome> {
        if has_four(self.mine ^ self.mask) {
            Some(Outcome::Loss)
        } else if self.plies == CELLS {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        if self.outcome().is_some() {
            return;
        }
        out.extend((0..WIDTH).filter(|&c| self.can_play(c)));
    }

    fn play(&self, col: u8) -> Self {
        // The opponent's discs become the side to move's; the new disc fills the
        // lowest empty cell of the column (Pons' `mask + bottom` carry).
        ConnectFour {
            mine: self.mine ^ self.mask,
            mask: self.mask | (self.mask + cell(col, 0)),
            plies: self.plies + 1,
        }
    }

    fn move_text(&self, col: u8) -> String {
        char::from(b'1' + col).to_string()
    }

    /// Every move fills a cell: at most the empty cells.
    fn max_plies(&self) -> Option<u32> {
        Some(u32::from(CELLS - self.plies))
    }

    /// Not an XOR of per-disc numbers but [`zobrist::key`] of the position's 49-bit
    /// code `mine + mask` (Tromp; Pons 2019): in each column the discs of the side to
    /// move plus a run of ones as high as the column, which sets the bit above the
    /// column's discs, so the code names the placement and (through the number of
    /// discs) the side to move; `key` is a bijection, so distinct positions never share
    /// a key.
    fn zobrist(&self) -> u64 {
        zobrist::key(self.mine + self.mask)
    }

    /// 42 characters `r`, `y` or `.`, the top row first, each row from column 1 to 7;
    /// a space and the side to move (`r` or `y`).
    fn write_diagram(&self, s: &mut String) -> bool {
        for row in (0..HEIGHT).rev() {
            s.extend((0..WIDTH).map(|col| match self.at(col, row) {
                Some(Side::First) => 'r',
                Some(Side::Second) => 'y',
                None => '.',
            }));
        }
        s.push(' ');
        s.push(if self.plies % 2 == 0 { 'r' } else { 'y' });
        true
    }

    fn board_text(&self, unicode: bool) -> Option<String> {
        let mut s = String::new();
        for row in (0..HEIGHT).rev() {
            s.push('|');
            for col in 0..WIDTH {
                s.push(match (self.at(col, row), unicode) {
                    (Some(Side::First), true) => '●',
                    (Some(Side::Second), true) => '○',
                    (Some(Side::First), false) => 'r',
                    (Some(Side::Second), false) => 'y',
                    (None, _) => '.',
                });
                s.push('|');
            }
            s.push('\n');
        }
        s.push_str(" 1 2 3 4 5 6 7\n");
        Some(s)
    }

    /// The board as a `board:` grid (a position does not keep the moves that led to
    /// it).
    fn to_position_text(&self) -> String {
        let mut s = String::from("game: connect4\nboard:\n");
        for row in (0..HEIGHT).rev() {
            s.push(' ');
            for col in 0..WIDTH {
                s.push(' ');
                s.push(match self.at(col, row) {
                    Some(Side::First) => 'r',
                    Some(Side::Second) => 'y',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s
    }
}

/// The weight of an open line holding 0, 1, 2 or 3 discs of one side.
pub const OPEN_LINE_WEIGHTS: [Score; 4] = [0, 1, 4, 16];

/// Connect Four `open-lines` (the slides' "free triples and quadruples"): over the 69
/// lines of four cells, each line with no disc of the opponent counts for a side by how
/// many of its discs it holds — 1 for one, 4 for two (a free pair), 16 for three (a
/// free triple, one disc short of a four) — and the score is the side to move's sum
/// minus the opponent's. Side to move's view; 0 on the empty board; at most 69 · 16 =
/// 1,104 in absolute value.
#[derive(Copy, Clone, Debug, Default)]
pub struct OpenLines;

impl Evaluator<ConnectFour> for OpenLines {
    fn name(&self) -> &'static str {
        "open-lines"
    }

    fn evaluate(&self, pos: &ConnectFour) -> Score {
        let (mine, theirs) = pos.mine_and_theirs();
        let mut score = 0;
        for &l in &LINES {
            let (m, t) = (l & mine, l & theirs);
            if t == 0 {
                score += OPEN_LINE_WEIGHTS[m.count_ones().min(3) as usize];
            } else if m == 0 {
                score -= OPEN_LINE_WEIGHTS[t.count_ones().min(3) as usize];
            }
        }
        score
    }

    fn bound(&self) -> Score {
        LINES.len() as Score * OPEN_LINE_WEIGHTS[3]
    }
}

impl Game for ConnectFour {
    const NAMES: &'static [&'static str] = &["connect4"];

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        ConnectFour::from_file(file)
    }

    fn name(&self) -> &'static str {
        "connect4"
    }

    /// `MAX = 10000`, `MNOHO = 9000`, as Kalah and draughts: far above `open-lines`'
    /// bound (1,104), so a win `k` plies away scores `10000 − k`.
    fn default_win_score(&self) -> WinScore {
        BOARD_GAME_WIN
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &["open-lines"]
    }

    fn layout(_diagram: &str) -> Option<Layout> {
        Some(layout())
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        let what = "a Connect Four diagram: 42 of `.ry` (the top row first), a space and the side to move (`r` or `y`), discs resting on discs, red with as many discs as yellow or one more";
        crate::game::picture::check_square_diagram(diagram, "Connect Four", 42, ".ry", "ry")
            .map_err(|_| what.to_string())?;
        let b = diagram.as_bytes();
        let (mut red, mut yellow) = (0u64, 0u64);
        for (i, &c) in b[..42].iter().enumerate() {
            let (row, col) = (HEIGHT - 1 - (i / 7) as u8, (i % 7) as u8);
            match c {
                b'r' => red |= cell(col, row),
                b'y' => yellow |= cell(col, row),
                _ => {}
            }
        }
        let all = red | yellow;
        let (nr, ny) = (red.count_ones(), yellow.count_ones());
        let to_move = if nr == ny { b'r' } else { b'y' };
        let ok = all & !BOTTOM & !(all << 1) == 0
            && (nr == ny || nr == ny + 1)
            && b[43] == to_move
            && all & !BOARD == 0;
        if ok {
            Ok(())
        } else {
            Err(what.to_string())
        }
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        (eval == "open-lines").then(|| job.run(self, &OpenLines))
    }
}

/// The board layout of the diagrams (`..…r.y.. r`: 42 cells, the top row first, then
/// the side to move): 7 × 6 holes in an upright board, each keyed by its column's
/// number, so the move into a position lights the column it was played in; the
/// columns numbered 1–7 under the board.
fn layout() -> Layout {
    let w = u16::from(WIDTH);
    let slots = (0..u16::from(CELLS))
        .map(|i| {
            let (col, row) = (i % w, i / w);
            Slot::at(
                col,
                row,
                Shape::Hole,
                vec![(col + 1).to_string()],
                Some(i as usize),
            )
        })
        .collect();
    let side = vec![("r".into(), "red".into()), ("y".into(), "yellow".into())];
    Layout {
        cols: w,
        rows: u16::from(HEIGHT),
        separators: String::new(),
        slots,
        marks: vec![("r".into(), Mark::RedDisc), ("y".into(), Mark::YellowDisc)],
        caption: vec![
            Part::Named(usize::from(CELLS) + 1, side),
            Part::Text(" to move".into()),
        ],
        move_prefix: None,
        coordinates: (0..w)
            .map(|c| Coordinate {
                edge: Edge::Bottom,
                at: c,
                text: (c + 1).to_string(),
            })
            .collect(),
        move_separators: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<ConnectFour, ParseError> {
        crate::games::read_as(text)
    }

    #[test]
    fn moves_fall_to_the_lowest_empty_cell() {
        let p = ConnectFour::from_moves("4453").unwrap();
        assert_eq!(p.at(3, 0), Some(Side::First));
        assert_eq!(p.at(3, 1), Some(Side::Second));
        assert_eq!(p.at(4, 0), Some(Side::First));
        assert_eq!(p.at(2, 0), Some(Side::Second));
        assert_eq!(p.side_to_move(), Side::First);
        assert_eq!(p.max_plies(), Some(38));
    }

    #[test]
    fn boards_round_trip() {
        let p = ConnectFour::from_moves("44455554221").unwrap();
        let again = parse(&p.to_position_text()).unwrap();
        assert_eq!(p, again);
        assert_eq!(p.zobrist(), again.zobrist());
        let q = parse("game: connect4\nmoves: 4445555422 1\n").unwrap();
        assert_eq!(p, q);
    }

    #[test]
    fn lines_are_all_the_fours() {
        assert!(LINES.iter().all(|l| l.count_ones() == 4 && has_four(*l)));
        assert!(LINES.iter().all(|l| l & !BOARD == 0));
        // Three in a row is not four, in any direction.
        for l in LINES {
            let three = l & (l - 1);
            assert!(!has_four(three));
        }
    }

    #[test]
    fn open_lines_is_zero_on_the_empty_board_and_bounded() {
        assert_eq!(OpenLines.evaluate(&ConnectFour::empty()), 0);
        // Red in column 4: red has 7 lines through d1 (1 vertical, 4 horizontal, 1 diagonal
        // each way); yellow to move sees −7.
        let p = ConnectFour::from_moves("4").unwrap();
        assert_eq!(OpenLines.evaluate(&p), -7);
        assert_eq!(OpenLines.bound(), 1104);
    }

    #[test]
    fn keys_tell_positions_apart() {
        let a = ConnectFour::from_moves("12").unwrap();
        let b = ConnectFour::from_moves("21").unwrap();
        assert_ne!(a.zobrist(), b.zobrist());
        let c = ConnectFour::from_moves("1234").unwrap();
        let d = ConnectFour::from_moves("3214").unwrap();
        assert_eq!(c.zobrist(), d.zobrist());
    }
}
