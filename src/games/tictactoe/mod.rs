//! Tic-tac-toe (`game: tictactoe`). x moves first. Squares are `a1`–`c3`: files a–c
//! from left to right, rank 1 at the bottom. Moves are generated in the order the board
//! is drawn in a position file (top row first, left to right): a3 b3 c3 a2 … c1.

use crate::game::file::{quote, Loc, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Layout, Mark, Part, Shape, Slot};
use crate::game::WinScore;
use crate::game::{Evaluator, Outcome, Position, Score, Side};
use crate::games::{Game, Job};

/// The eight lines as bit masks over squares numbered in reading order
/// (0 = a3 at the top left, 8 = c1 at the bottom right).
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const FULL: u16 = 0b111_111_111;

/// A tic-tac-toe position: the side to move's and its opponent's squares as bit masks
/// (bit i = square i in reading order), and the side to move (`Side::First` = x). Kept
/// from the mover's view, a move is one OR and a swap, with no branch on whose turn it
/// is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    mine: u16,
    theirs: u16,
    to_move: Side,
}

/// `HAS_LINE[m]`: whether the squares in mask `m` include a complete line.
static HAS_LINE: [bool; 512] = {
    let mut t = [false; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < LINES.len() {
            if m as u16 & LINES[i] == LINES[i] {
                t[m] = true;
            }
            i += 1;
        }
        m += 1;
    }
    t
};

fn has_line(m: u16) -> bool {
    HAS_LINE[(m & FULL) as usize]
}

/// The name of square `i` (reading order): `a3` … `c1`.
pub fn square_name(i: u8) -> String {
    let file = (b'a' + i % 3) as char;
    let rank = 3 - i / 3;
    format!("{file}{rank}")
}

impl TicTacToe {
    /// The empty board, x to move.
    pub fn empty() -> Self {
        TicTacToe {
            mine: 0,
            theirs: 0,
            to_move: Side::First,
        }
    }

    /// The position with x's squares `x`, o's `o` and `to_move` to move.
    fn from_sides(x: u16, o: u16, to_move: Side) -> Self {
        let (mine, theirs) = match to_move {
            Side::First => (x, o),
            Side::Second => (o, x),
        };
        TicTacToe {
            mine,
            theirs,
            to_move,
        }
    }

    /// The squares of the side to move and of its opponent.
    #[inline]
    pub fn mine_and_theirs(&self) -> (u16, u16) {
        (self.mine, self.theirs)
    }

    /// x's squares and o's.
    fn x_and_o(&self) -> (u16, u16) {
        match self.to_move {
            Side::First => (self.mine, self.theirs),
            Side::Second => (self.theirs, self.mine),
        }
    }

    /// What stands on square `i` (reading order): `Some(Side::First)` for x.
    pub fn at(&self, i: u8) -> Option<Side> {
        let (x, o) = self.x_and_o();
        if x >> i & 1 == 1 {
            Some(Side::First)
        } else if o >> i & 1 == 1 {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// Reads the `board:` and optional `to-move:` entries (the `game:` entry already
    /// taken).
    ///
    /// # Errors
    /// A malformed board, or an impossible position (mark counts off, both sides with
    /// three in a row, a finished game continued, the wrong side to move).
    pub fn from_file(mut file: PositionFile) -> Result<TicTacToe, ParseError> {
        let to_move = match file.take("to-move") {
            None => None,
            Some(e) => {
                let (loc, w) = e.value.single(&crate::tr!("errors-x-or-o"))?;
                match w.to_ascii_lowercase().as_str() {
                    "x" => Some((loc, Side::First)),
                    "o" => Some((loc, Side::Second)),
                    _ => return Err(ParseError::new(loc, crate::tr!("errors-x-or-o"), quote(w))),
                }
            }
        };
        // `game: tictactoe` alone is the empty board, x to move.
        let Some(board) = file.take("board") else {
            file.finish(&["game", "to-move", "board"])?;
            if let Some((loc, Side::Second)) = to_move {
                return Err(ParseError::new(
                    loc,
                    crate::tr!("errors-x-first"),
                    "`o`",
                ));
            }
            return Ok(TicTacToe::empty());
        };
        file.finish(&["game", "to-move", "board"])?;
        let rows = board.value.grid(
            3,
            3,
            "squares",
            &crate::tr!("errors-shape-rank-3"),
            &crate::tr!("errors-tictactoe-cell"),
            |c| matches!(c, 'x' | 'X' | 'o' | 'O' | '.').then(|| c.to_ascii_lowercase()),
        )?;
        let cells: Vec<(Loc, char)> = rows.concat();
        let (mut x, mut o) = (0u16, 0u16);
        for (i, &(_, c)) in cells.iter().enumerate() {
            match c {
                'x' => x |= 1 << i,
                'o' => o |= 1 << i,
                _ => {}
            }
        }
        let loc = cells[0].0;
        let (nx, no) = (x.count_ones(), o.count_ones());
        crate::games::check_alternation(
            loc,
            ("x", nx, has_line(x)),
            ("o", no, has_line(o)),
            "marks",
            "three in a row",
        )?;
        let implied = if nx == no { Side::First } else { Side::Second };
        if let Some((tloc, side)) = to_move {
            if side != implied {
                let name = |s| if s == Side::First { "x" } else { "o" };
                return Err(ParseError::new(
                    tloc,
                    crate::tr!("errors-tictactoe-to-move", side = name(implied), nx = nx, no = no),
                    format!("`{}`", name(side)),
                ));
            }
        }
        Ok(TicTacToe::from_sides(x, o, implied))
    }
}

impl Position for TicTacToe {
    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "x",
            Side::Second => "o",
        }
    }

    fn board_text(&self, unicode: bool) -> Option<String> {
        self.diagram().map(|d| text_board(&d, unicode))
    }

    /// A square in reading order (0 = a3 … 8 = c1).
    type Move = u8;

    fn game_name(&self) -> &'static str {
        "tictactoe"
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        let (_, theirs) = self.mine_and_theirs();
        if has_line(theirs) {
            Some(Outcome::Loss)
        } else if (self.mine | self.theirs) == FULL {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn legal_moves(&self, out: &mut Vec<u8>) {
        self.outcome_or_moves(out);
    }

    /// The lines tested once, then the empty squares in reading order.
    #[inline]
    fn outcome_or_moves(&self, out: &mut Vec<u8>) -> Option<Outcome> {
        let (_, theirs) = self.mine_and_theirs();
        if has_line(theirs) {
            return Some(Outcome::Loss);
        }
        let mut free = FULL & !(self.mine | self.theirs);
        if free == 0 {
            return Some(Outcome::Draw);
        }
        while free != 0 {
            out.push(free.trailing_zeros() as u8);
            free &= free - 1;
        }
        None
    }

    #[inline]
    fn play(&self, mv: u8) -> Self {
        TicTacToe {
            mine: self.theirs,
            theirs: self.mine | 1 << mv,
            to_move: self.to_move.opponent(),
        }
    }

    /// Every move fills a square: at most the empty squares.
    fn max_plies(&self) -> Option<u32> {
        Some(9 - (self.mine | self.theirs).count_ones())
    }

    fn move_text(&self, mv: u8) -> String {
        square_name(mv)
    }

    /// Nine characters `x`, `o` or `.` for a3 b3 c3 a2 … c1 (reading order), a space,
    /// and the side to move: `x.o.o...x x`.
    /// Squares 0–8 hold x (features 0–8) or o (features 9–17).
    fn zobrist(&self) -> u64 {
        use crate::game::zobrist;
        let side = if self.to_move == Side::Second {
            zobrist::SIDE
        } else {
            0
        };
        let (x, o) = self.x_and_o();
        zobrist::bits(0, x as u32) ^ zobrist::bits(9, o as u32) ^ side
    }

    fn write_diagram(&self, s: &mut String) -> bool {
        s.extend((0..9u8).map(|i| match self.at(i) {
            Some(Side::First) => 'x',
            Some(Side::Second) => 'o',
            None => '.',
        }));
        s.push(' ');
        s.push(if self.to_move == Side::First {
            'x'
        } else {
            'o'
        });
        true
    }

    fn to_position_text(&self) -> String {
        let mut s = String::from("game: tictactoe\n");
        s.push_str(if self.to_move == Side::First {
            "to-move: x\n"
        } else {
            "to-move: o\n"
        });
        s.push_str("board:\n");
        for r in 0..3u8 {
            s.push(' ');
            for f in 0..3u8 {
                s.push(' ');
                s.push(match self.at(r * 3 + f) {
                    Some(Side::First) => 'x',
                    Some(Side::Second) => 'o',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s
    }
}

/// Tic-tac-toe `open-lines` (the slides' "open lines" evaluation): the number of lines
/// (rows, columns, diagonals) with no opponent mark, minus the number of lines with no
/// mark of the side to move. Range −8…8; 0 on the empty board.
#[derive(Copy, Clone, Debug, Default)]
pub struct OpenLines;

impl Evaluator<TicTacToe> for OpenLines {
    fn name(&self) -> &'static str {
        "open-lines"
    }

    fn evaluate(&self, pos: &TicTacToe) -> Score {
        let (mine, theirs) = pos.mine_and_theirs();
        let open_for = |blocker: u16| LINES.iter().filter(|&&l| l & blocker == 0).count() as Score;
        open_for(theirs) - open_for(mine)
    }

    fn bound(&self) -> Score {
        8
    }
}

/// The board as text for a terminal, from the compact [`Position::diagram`]: box
/// drawing with Unicode, `|`/`-` in ASCII.
fn text_board(d: &str, unicode: bool) -> String {
    let cells: Vec<char> = d.chars().take(9).collect();
    let (bar, rule) = if unicode {
        ("│", "───┼───┼───")
    } else {
        ("|", "---+---+---")
    };
    let mut s = String::from("    a   b   c\n");
    for r in 0..3 {
        let row: Vec<String> = (0..3).map(|c| format!(" {} ", cells[r * 3 + c])).collect();
        s.push_str(&format!("{}  {}\n", 3 - r, row.join(bar)));
        if r < 2 {
            s.push_str(&format!("   {rule}\n"));
        }
    }
    s
}

impl Game for TicTacToe {
    const NAMES: &'static [&'static str] = &["tictactoe"];

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        TicTacToe::from_file(file)
    }

    fn name(&self) -> &'static str {
        "tictactoe"
    }

    /// Kühr's figures: `MAX = 99`, `MNOHO = 90`.
    fn default_win_score(&self) -> WinScore {
        WinScore::KUHR
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &["open-lines"]
    }

    fn layout(diagram: &str) -> Option<Layout> {
        layout(diagram)
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        crate::game::picture::check_square_diagram(diagram, "tic-tac-toe", 9, ".xo", "xo")
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        (eval == "open-lines").then(|| job.run(self, &OpenLines))
    }
}

/// The board layout of the diagrams (`x.o.o...x x`: the squares a3…c1 row by row,
/// then the side to move): nine plain squares keyed by their names.
fn layout(_diagram: &str) -> Option<Layout> {
    let slots = (0..9u16)
        .map(|i| {
            let name = format!("{}{}", (b'a' + (i % 3) as u8) as char, 3 - i / 3);
            Slot::at(i % 3, i / 3, Shape::Plain, vec![name], Some(i as usize))
        })
        .collect();
    let side = vec![("x".into(), "x".into()), ("o".into(), "o".into())];
    Some(Layout {
        cols: 3,
        rows: 3,
        separators: String::new(),
        slots,
        marks: vec![("x".into(), Mark::Cross), ("o".into(), Mark::Ring)],
        caption: vec![Part::Named(10, side), Part::Text(" to move".into())],
        move_prefix: None,
        coordinates: Coordinate::files_and_ranks(3, 3),
        move_separators: String::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<TicTacToe, ParseError> {
        crate::games::read_as(text)
    }

    #[test]
    fn reads_and_writes_boards() {
        let p = parse("game: tictactoe\nboard:\n  x o .\n  . x .\n  . . o\n").unwrap();
        assert_eq!(p.side_to_move(), Side::First);
        let again = parse(&p.to_position_text()).unwrap();
        assert_eq!(p, again);
        let mut m = Vec::new();
        p.legal_moves(&mut m);
        let names: Vec<String> = m.iter().map(|&s| square_name(s)).collect();
        assert_eq!(names, ["c3", "a2", "c2", "a1", "b1"]);
    }

    #[test]
    fn terminal_positions() {
        let won = parse("game: tictactoe\nboard:\n x x x\n o o .\n . . .\n").unwrap();
        assert_eq!(won.outcome(), Some(Outcome::Loss));
        let mut m = Vec::new();
        won.legal_moves(&mut m);
        assert!(m.is_empty());
        let full = parse("game: tictactoe\nboard:\n x o x\n x o o\n o x x\n").unwrap();
        assert_eq!(full.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn impossible_positions_are_errors() {
        for (board, needle) in [
            ("x x x\n x . .\n o . .", "as many marks as o or one more"),
            ("x x x\n o o o\n x . .", "both x and o"),
            ("x x x\n o o .\n o . .", "x moved last"),
            ("o o o\n x x .\n x . x", "o moved last"),
            ("x o\n . . .\n . . .", "a row of 3"),
            ("x o .\n . . .", "3 rows"),
            ("x o ?\n . . .\n . . .", "`.`"),
        ] {
            let e = parse(&format!("game: tictactoe\nboard:\n {board}\n")).unwrap_err();
            assert!(e.to_string().contains(needle), "{board}: {e}");
        }
        let e = parse("game: tictactoe\nto-move: o\nboard:\n . . .\n . . .\n . . .\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 10 });
    }

    #[test]
    fn open_lines_counts_lines_free_of_the_opponent() {
        assert_eq!(OpenLines.evaluate(&TicTacToe::empty()), 0);
        // x in the centre, o to move: x has 8 open lines, o has 4 (those avoiding b2).
        let mut f =
            PositionFile::parse("game: tictactoe\nboard:\n . . .\n . x .\n . . .\n").unwrap();
        f.take("game");
        let p = TicTacToe::from_file(f).unwrap();
        assert_eq!(OpenLines.evaluate(&p), 4 - 8);
    }

    #[test]
    fn the_text_board_shows_every_mark() {
        let t = text_board("x.o.o...x x", false);
        assert_eq!(t.matches('x').count(), 2);
        assert!(t.contains("3   x | . | o"), "{t}");
    }
}
