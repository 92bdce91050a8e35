//! The board picture: a small, game-independent drawing description of a position —
//! cells on a grid with their shape, what stands on them and the names moves give
//! them ([`Picture`]) — and the [`Layout`] each game gives for reading its compact
//! board diagrams ([`super::Position::diagram`], as recordings keep them) into
//! pictures. The HTML report carries one layout and decodes every node's diagram with
//! it, so it draws every game alike without knowing any; the figure formats can use
//! [`Layout::picture`] the same way.

use serde::Serialize;

/// The drawing of one position: cells on a `cols × rows` grid (row 0 at the top), a
/// caption under it, and the prefix that names the side to move's cells in move text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Picture {
    /// Grid columns.
    pub cols: u16,
    /// Grid rows.
    pub rows: u16,
    /// The cells, in drawing order.
    pub cells: Vec<Cell>,
    /// One line under the board: whose move it is, and a legend where one is needed.
    pub caption: String,
    /// Prepended to each square named in a move of the side to move before it is looked
    /// up in [`Cell::keys`]: Kalah's pits are numbered per side, so a south move `3`
    /// sows from the cell keyed `s3`; empty for other games.
    pub move_prefix: String,
    /// The names written beside the board: files and ranks, pit numbers
    /// ([`Layout::coordinates`]).
    pub coordinates: Vec<Coordinate>,
    /// The characters between the squares a move names ([`Layout::move_separators`]).
    pub move_separators: String,
}

impl Picture {
    /// Which cells the move `mv` names (to highlight them), played from a position
    /// whose picture's move prefix is `prefix`: the move split at
    /// [`Picture::move_separators`] (the whole move when there are none), each part
    /// prefixed and looked up in [`Cell::keys`].
    pub fn named_by(&self, mv: &str, prefix: &str) -> Vec<bool> {
        let named: Vec<String> = mv
            .split(|c| self.move_separators.contains(c))
            .filter(|t| !t.is_empty())
            .map(|t| format!("{prefix}{t}"))
            .collect();
        self.cells
            .iter()
            .map(|c| c.keys.iter().any(|k| named.contains(k)))
            .collect()
    }
}

/// A name written beside a board, in line with one of its columns or rows: a file
/// letter under a column, a rank number left of a row, a pit number above or below a
/// pit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Coordinate {
    /// Which side of the board it is written on.
    pub edge: Edge,
    /// The column (top and bottom) or row (left) it names, from 0.
    pub at: u16,
    /// The text.
    pub text: String,
}

/// A side of a board, for [`Coordinate`]s.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Edge {
    /// Above the board, one name per column.
    Top,
    /// Below the board, one name per column.
    Bottom,
    /// Left of the board, one name per row.
    Left,
}

impl Coordinate {
    /// The files `a`, `b`, … under `cols` columns and the ranks `rows` … 1 left of
    /// the rows (row 0 at the top is rank `rows`): a chequered or tic-tac-toe board
    /// with a1 bottom left.
    pub fn files_and_ranks(cols: u16, rows: u16) -> Vec<Coordinate> {
        let files = (0..cols).map(|c| Coordinate {
            edge: Edge::Bottom,
            at: c,
            text: char::from(b'a' + (c % 26) as u8).to_string(),
        });
        let ranks = (0..rows).map(|r| Coordinate {
            edge: Edge::Left,
            at: r,
            text: (rows - r).to_string(),
        });
        files.chain(ranks).collect()
    }
}

/// A game's layout function ([`Layout`]): a sample diagram in (the root's), the layout
/// of every diagram of that game out (`None` for games without a board).
pub type LayoutFn = fn(&str) -> Option<Layout>;

/// How to read a game's diagrams into [`Picture`]s, the same for every position of one
/// game (one board size): the diagram splits into tokens; each slot (a cell without
/// its mark) takes its mark from one token; the caption and the move prefix are made
/// from tokens too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Layout {
    /// Grid columns.
    pub cols: u16,
    /// Grid rows.
    pub rows: u16,
    /// The diagram splits into tokens at these characters; empty: every character is
    /// a token (separators included).
    pub separators: String,
    /// The cells, in drawing order, each with the token that gives its mark.
    pub slots: Vec<Slot>,
    /// Tokens that stand for marks; any other token that is a number is a
    /// [`Mark::Count`], and anything else no mark.
    pub marks: Vec<(String, Mark)>,
    /// The caption, in parts.
    pub caption: Vec<Part>,
    /// The token whose text is the [`Picture::move_prefix`]; `None`: no prefix.
    pub move_prefix: Option<usize>,
    /// The names written beside every board of this layout (files and ranks, pit
    /// numbers).
    pub coordinates: Vec<Coordinate>,
    /// The characters between the squares a move names, in the game's notation
    /// (draughts: `-`, `x`, `:` in `c3-d4`, `11x18`); empty when a move names one cell
    /// (tic-tac-toe's `b2`, Kalah's pit `3`).
    pub move_separators: String,
}

/// A cell of a [`Layout`]: where it is, how it is drawn, its names, and the token that
/// gives its mark.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Slot {
    /// Leftmost grid column.
    pub col: u16,
    /// Top grid row.
    pub row: u16,
    /// Columns spanned.
    pub width: u16,
    /// Rows spanned.
    pub height: u16,
    /// How the cell is drawn.
    pub shape: Shape,
    /// The names moves give the cell ([`Cell::keys`]).
    pub keys: Vec<String>,
    /// The index of the token that gives the cell's mark; `None`: never a mark.
    pub token: Option<usize>,
}

/// A part of a caption.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Part {
    /// Fixed text.
    Text(String),
    /// The text of a token.
    Token(usize),
    /// The text a token's value names (e.g. `s` → `south`); the token itself when
    /// the list does not name it.
    Named(usize, Vec<(String, String)>),
}

impl Slot {
    /// A one-by-one slot at (`col`, `row`) whose mark is token `token`.
    pub fn at(col: u16, row: u16, shape: Shape, keys: Vec<String>, token: Option<usize>) -> Slot {
        Slot {
            col,
            row,
            width: 1,
            height: 1,
            shape,
            keys,
            token,
        }
    }
}

impl Layout {
    /// The tokens of `diagram` (see [`Layout::separators`]).
    pub fn tokens<'a>(&self, diagram: &'a str) -> Vec<&'a str> {
        if self.separators.is_empty() {
            diagram
                .char_indices()
                .map(|(i, c)| &diagram[i..i + c.len_utf8()])
                .collect()
        } else {
            diagram.split(|c| self.separators.contains(c)).collect()
        }
    }

    /// The picture of `diagram`; `None` when the diagram lacks a token the layout
    /// reads (a diagram of another board size).
    pub fn picture(&self, diagram: &str) -> Option<Picture> {
        let tokens = self.tokens(diagram);
        let token = |i: usize| tokens.get(i).copied();
        let mut cells = Vec::with_capacity(self.slots.len());
        for s in &self.slots {
            let mark = match s.token {
                None => Mark::None,
                Some(i) => {
                    let t = token(i)?;
                    match self.marks.iter().find(|(k, _)| k == t) {
                        Some(&(_, m)) => m,
                        None => t.parse().map_or(Mark::None, Mark::Count),
                    }
                }
            };
            cells.push(Cell {
                col: s.col,
                row: s.row,
                width: s.width,
                height: s.height,
                shape: s.shape,
                mark,
                keys: s.keys.clone(),
            });
        }
        let mut caption = String::new();
        for part in &self.caption {
            match part {
                Part::Text(t) => caption.push_str(t),
                Part::Token(i) => caption.push_str(token(*i)?),
                Part::Named(i, names) => {
                    let t = token(*i)?;
                    let named = names.iter().find(|(k, _)| k == t);
                    caption.push_str(named.map_or(t, |(_, v)| v));
                }
            }
        }
        let move_prefix = match self.move_prefix {
            None => String::new(),
            Some(i) => token(i)?.to_string(),
        };
        Some(Picture {
            cols: self.cols,
            rows: self.rows,
            cells,
            caption,
            move_prefix,
            coordinates: self.coordinates.clone(),
            move_separators: self.move_separators.clone(),
        })
    }
}

/// One cell of a [`Picture`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// Leftmost grid column.
    pub col: u16,
    /// Top grid row.
    pub row: u16,
    /// Columns spanned (at least 1).
    pub width: u16,
    /// Rows spanned (at least 1; Kalah's stores span two).
    pub height: u16,
    /// How the cell itself is drawn.
    pub shape: Shape,
    /// What stands on it.
    pub mark: Mark,
    /// The names moves give this cell (`b2`; a draughts square's PDN number and
    /// algebraic name; `s3` for Kalah's south pit 3): a cell named in the move that led
    /// to a position is highlighted.
    pub keys: Vec<String>,
}

/// How a cell is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shape {
    /// A plain square with a border (tic-tac-toe).
    Plain,
    /// A light square of a chequered board.
    Light,
    /// A dark square of a chequered board.
    Dark,
    /// A round pit (Kalah).
    Pit,
    /// A long rounded store (Kalah).
    Store,
    /// A hole in an upright board, where a disc may stand (Connect Four): a blue
    /// square with a round opening.
    Hole,
    /// A heap of stones laid out in a row (Nim): the cell's [`Mark::Count`] is drawn
    /// as that many stones, one per grid column from the left, instead of a number.
    Heap,
}

/// What stands on a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "n")]
pub enum Mark {
    /// Nothing.
    None,
    /// A cross (tic-tac-toe's x).
    Cross,
    /// A ring (tic-tac-toe's o).
    Ring,
    /// A light man (draughts: white).
    LightMan,
    /// A dark man (draughts: black).
    DarkMan,
    /// A light king.
    LightKing,
    /// A dark king.
    DarkKing,
    /// A red disc (Connect Four's first side).
    RedDisc,
    /// A yellow disc (Connect Four's second side).
    YellowDisc,
    /// A number (Kalah: the stones in a pit or store).
    Count(u32),
    /// A character drawn large on the cell (chess: the figurine `♔`), with the
    /// letter written where the glyph cannot be typeset (TikZ under `pdflatex`: `K`).
    Glyph {
        /// The character drawn (a Unicode figurine).
        glyph: char,
        /// Its plain-letter stand-in.
        letter: char,
    },
}

/// Checks a diagram of a fixed-size board written as one character a square followed
/// by a space and the side to move (tic-tac-toe, draughts): exactly `squares` of the
/// characters in `marks`, then one of `sides`. `board` names the board in the message.
///
/// # Errors
/// The expected form, for a message's "expected" part.
pub fn check_square_diagram(
    diagram: &str,
    board: &str,
    squares: usize,
    marks: &str,
    sides: &str,
) -> Result<(), String> {
    let ok = diagram.len() == squares + 2
        && diagram.chars().take(squares).all(|c| marks.contains(c))
        && diagram[squares..].starts_with(' ')
        && sides.contains(&diagram[squares + 1..])
        && !diagram[squares + 1..].is_empty();
    if ok {
        Ok(())
    } else {
        let sides: Vec<String> = sides.chars().map(|c| format!("`{c}`")).collect();
        Err(format!(
            "a {board} diagram: {squares} of `{marks}`, a space and the side to move ({})",
            sides.join(" or ")
        ))
    }
}

impl Cell {
    /// A one-by-one cell at (`col`, `row`).
    pub fn at(col: u16, row: u16, shape: Shape, mark: Mark, keys: Vec<String>) -> Cell {
        Cell {
            col,
            row,
            width: 1,
            height: 1,
            shape,
            mark,
            keys,
        }
    }
}
