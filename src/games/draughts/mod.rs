//! Draughts on the 8×8 board: Czech draughts (`game: czech`, česká dáma as Kühr 2011
//! states its rules) and English checkers (`game: english`), on one bitboard engine
//! ([`board`]). The rules as implemented are in docs/games.md; the position-file syntax
//! (`fen:` in PDN FEN or a `board:` diagram) in docs/position-files.md.
//!
//! **Single jumps.** English checkers also has `variant: single-jump` ([`Jumps::Single`],
//! the Slovak bachelor thesis on MTD(f) with checkers, §3.1.3): a capture takes one
//! piece and ends the move; capturing stays compulsory.
//!
//! **Sides.** [`Side::First`] is the side that moves first in the game: white in Czech
//! draughts, black in English checkers.
//!
//! **Notation.** Czech moves are written with algebraic squares as in Kühr: `c1-b2`, a
//! capture listing every landing square `a3-d6-g3-e1`. English moves use PDN square
//! numbers: `11-15`, captures `22x15x6`. Squares in FENs are PDN numbers (1–32, see
//! [`board`]); Czech FENs also accept algebraic names (`Kc1`).
//!
//! **Repetition.** Czech draughts is drawn when a position (placement and side to move)
//! occurs for the third time. A position carries its history since the last
//! irreversible move (a man's move or a capture) as a persistent linked list of `Arc`
//! nodes (so that a position may be searched on another thread: the Python package
//! does), shared between a position and its successors, so [`Position::play`] stays
//! cheap; the history is not part of the position text. English checkers has no
//! repetition rule here. Perft ignores repetition: [`Position::legal_moves`] lists the
//! moves of the placement whatever the history, and only [`Position::outcome`] reports
//! the draw.

pub mod board;
mod eval;

pub use eval::DraughtsEval;

use crate::game::file::{quote, Loc, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Layout, Mark, Part, Shape, Slot};
use crate::game::WinScore;
use crate::game::{Outcome, Position, Side};
use crate::games::{Game, Job};
use board::{
    file_of, rank_of, square_at, Board, Colour, Jumps, Move, Variant, INITIAL, SQUARES,
};
use std::sync::Arc;

/// The most pieces a side may have.
pub const MAX_PIECES: u32 = 12;

/// One entry of the repetition history: a placement with its side to move.
#[derive(Debug)]
struct History {
    board: Board,
    to_move: Colour,
    prev: Option<Arc<History>>,
}

/// A draughts position: placement, side to move, the game, and (Czech only) the
/// positions since the last irreversible move.
#[derive(Clone, Debug)]
pub struct Draughts {
    board: Board,
    to_move: Colour,
    variant: Variant,
    /// Whether a capture goes on after its first jump (English `variant: single-jump`
    /// says it does not).
    jumps: Jumps,
    /// Earlier positions since the last irreversible move, newest first (not `self`).
    history: Option<Arc<History>>,
}

impl PartialEq for Draughts {
    /// Placement, side to move and game; the history is not compared.
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.to_move == other.to_move
            && self.variant == other.variant
            && self.jumps == other.jumps
    }
}

impl Eq for Draughts {}

impl Draughts {
    /// The initial position of `variant`: 12 men each on squares 1–12 (black) and
    /// 21–32 (white); white to move in Czech draughts, black in English checkers.
    pub fn initial(variant: Variant) -> Draughts {
        Draughts::new(variant, INITIAL, first_colour(variant))
    }

    /// A position without history. The caller keeps the board valid (see
    /// [`Draughts::from_file`] for what a file may contain).
    pub fn new(variant: Variant, board: Board, to_move: Colour) -> Draughts {
        Draughts {
            board,
            to_move,
            variant,
            jumps: Jumps::Multiple,
            history: None,
        }
    }

    /// The same position with captures going on as `jumps` says ([`Jumps::Single`]:
    /// English checkers' `variant: single-jump`).
    pub fn with_jumps(mut self, jumps: Jumps) -> Draughts {
        self.jumps = jumps;
        self
    }

    /// Whether a capture goes on after its first jump.
    pub fn jumps(&self) -> Jumps {
        self.jumps
    }

    /// The placement.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The colour to move.
    pub fn colour_to_move(&self) -> Colour {
        self.to_move
    }

    /// Czech draughts or English checkers.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side ([`Side::First`] moves first in the game) of colour `c`.
    pub fn side_of(&self, c: Colour) -> Side {
        if c == first_colour(self.variant) {
            Side::First
        } else {
            Side::Second
        }
    }

    /// How many times the current position (placement and side to move) has occurred
    /// since the last irreversible move, this time included.
    pub fn repetitions(&self) -> usize {
        let mut n = 1;
        let mut h = self.history.as_deref();
        while let Some(e) = h {
            if e.board == self.board && e.to_move == self.to_move {
                n += 1;
            }
            h = e.prev.as_deref();
        }
        n
    }

    /// The name of square index `i` (0–31) in this game's notation: algebraic (`c1`)
    /// for Czech draughts, the PDN number for English checkers.
    pub fn square_name(&self, i: usize) -> String {
        square_name(self.variant, i)
    }

    /// The legal move whose text is `text`: landing squares separated by `-`, `x` or
    /// `:` (`c1-b2`, `a3:d6:g3:e1`, `22x15x6`); a capture may also be given by its
    /// start and end square alone (`22x6`) when only one legal capture matches.
    /// `None` if no legal move matches.
    pub fn parse_move(&self, text: &str) -> Option<Move> {
        let parts: Vec<&str> = text
            .trim()
            .split(['-', 'x', 'X', ':'])
            .map(str::trim)
            .collect();
        let squares: Option<Vec<usize>> = parts
            .iter()
            .map(|p| parse_square(self.variant, p).ok().map(|(s, _)| s))
            .collect();
        let squares = squares?;
        if squares.len() < 2 {
            return None;
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let full: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                m.from() == squares[0]
                    && m.path().len() == squares.len() - 1
                    && m.path()
                        .iter()
                        .zip(&squares[1..])
                        .all(|(&a, &b)| a as usize == b)
            })
            .collect();
        if let [m] = full.as_slice() {
            return Some(*m);
        }
        let ends: Vec<Move> = moves
            .into_iter()
            .filter(|m| squares.len() == 2 && m.from() == squares[0] && m.to() == squares[1])
            .collect();
        match ends.as_slice() {
            [m] => Some(*m),
            _ => None,
        }
    }

    /// The position as a PDN FEN: `W:W21,22,…:B1,2,…`, turn first, then the white
    /// and the black pieces in ascending PDN numbers, `K` before a king.
    pub fn fen(&self) -> String {
        let turn = match self.to_move {
            Colour::White => 'W',
            Colour::Black => 'B',
        };
        let list = |bits: u32| {
            (0..SQUARES)
                .filter(|&i| bits >> i & 1 == 1)
                .map(|i| {
                    let k = if self.board.kings >> i & 1 == 1 {
                        "K"
                    } else {
                        ""
                    };
                    format!("{k}{}", i + 1)
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{turn}:W{}:B{}",
            list(self.board.white),
            list(self.board.black)
        )
    }

    /// Reads a draughts position file (the `game:` entry already taken): `fen:`, or
    /// `board:` with optional `to-move:`, or neither for the initial position; for
    /// English checkers also `variant:` (`standard` or `single-jump`).
    ///
    /// # Errors
    /// Each located in the file: a malformed FEN or board, a square given
    /// twice, a piece on a light square, more than 12 pieces of a side, a man on its
    /// crowning rank, `fen:` together with `board:` or `to-move:`, an unknown
    /// `variant:`, unknown keys (`variant:` in Czech draughts among them).
    pub fn from_file(variant: Variant, mut file: PositionFile) -> Result<Draughts, ParseError> {
        let jumps = match variant {
            Variant::English => jumps_of(file.take("variant"))?,
            Variant::Czech => Jumps::Multiple,
        };
        Draughts::placement_from_file(variant, file).map(|d| d.with_jumps(jumps))
    }

    /// [`Draughts::from_file`] without `variant:`.
    fn placement_from_file(variant: Variant, mut file: PositionFile) -> Result<Draughts, ParseError> {
        let fen = file.take("fen");
        let board = file.take("board");
        let to_move = file.take("to-move");
        let known: &[&str] = match variant {
            Variant::English => &["game", "fen", "board", "to-move", "variant"],
            Variant::Czech => &["game", "fen", "board", "to-move"],
        };
        file.finish(known)?;
        let (b, colour) = match (fen, board) {
            (Some(f), Some(b)) => {
                return Err(ParseError::new(
                    b.key_loc,
                    crate::tr!("errors-fen-or-board"),
                    crate::tr!("errors-board-after-fen", line = f.key_loc.line),
                ))
            }
            (Some(f), None) => {
                if let Some(t) = to_move {
                    return Err(ParseError::new(
                        t.key_loc,
                        crate::tr!("errors-no-to-move-with-fen"),
                        "`to-move:`",
                    ));
                }
                let (loc, text) = f.value.single(&crate::tr!("errors-draughts-fen"))?;
                parse_fen(variant, text, loc)?
            }
            (None, Some(b)) => {
                let colour = match to_move {
                    None => first_colour(variant),
                    Some(t) => {
                        let (loc, w) = t.value.single(&crate::tr!("errors-white-or-black"))?;
                        match w.to_ascii_lowercase().as_str() {
                            "white" | "w" => Colour::White,
                            "black" | "b" => Colour::Black,
                            _ => {
                                return Err(ParseError::new(
                                    loc,
                                    crate::tr!("errors-white-or-black"),
                                    quote(w),
                                ))
                            }
                        }
                    }
                };
                (parse_diagram(&b.value)?, colour)
            }
            (None, None) => {
                if let Some(t) = to_move {
                    return Err(ParseError::new(
                        t.key_loc,
                        crate::tr!("errors-to-move-with-board"),
                        crate::tr!("errors-to-move-without-board"),
                    ));
                }
                return Ok(Draughts::initial(variant));
            }
        };
        Ok(Draughts::new(variant, b, colour))
    }
}

/// English checkers' `variant:` (`standard`, the default, or `single-jump`).
fn jumps_of(entry: Option<crate::game::file::Entry>) -> Result<Jumps, ParseError> {
    let Some(e) = entry else {
        return Ok(Jumps::Multiple);
    };
    let expected = crate::tr!("errors-draughts-variant");
    let (loc, w) = e.value.single(&expected)?;
    match w.to_ascii_lowercase().as_str() {
        "standard" => Ok(Jumps::Multiple),
        "single-jump" => Ok(Jumps::Single),
        _ => Err(ParseError::new(loc, expected, quote(w))),
    }
}

/// The colour that moves first: white in Czech draughts, black in English checkers.
pub fn first_colour(variant: Variant) -> Colour {
    match variant {
        Variant::Czech => Colour::White,
        Variant::English => Colour::Black,
    }
}

/// The name of square index `i` (0–31): algebraic for Czech, the PDN number for English.
pub fn square_name(variant: Variant, i: usize) -> String {
    match variant {
        Variant::Czech => algebraic(i),
        Variant::English => (i + 1).to_string(),
    }
}

/// The algebraic name of square index `i` (0–31): `b8` for 0, `a1` for 28.
pub fn algebraic(i: usize) -> String {
    format!("{}{}", (b'a' + file_of(i) as u8) as char, rank_of(i))
}

/// Why a square name is not a playable square.
#[derive(Debug, PartialEq, Eq)]
enum SquareError {
    /// Not a square name at all.
    Malformed,
    /// A number outside 1–32.
    OutOfRange,
    /// An algebraic name of a light square.
    Light,
}

/// Parses a square: a PDN number 1–32, or (Czech only) an algebraic name `a1`–`h8`.
/// Returns the index and whether it was algebraic.
fn parse_square(variant: Variant, s: &str) -> Result<(usize, bool), SquareError> {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) {
        return match s.parse::<usize>() {
            Ok(n) if (1..=32).contains(&n) => Ok((n - 1, false)),
            _ => Err(SquareError::OutOfRange),
        };
    }
    let b = s.as_bytes();
    if variant == Variant::Czech && b.len() == 2 {
        let f = b[0].to_ascii_lowercase();
        if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&b[1]) {
            let (file, rank) = ((f - b'a') as usize, (b[1] - b'0') as usize);
            return square_at(file, rank)
                .map(|i| (i, true))
                .ok_or(SquareError::Light);
        }
    }
    Err(SquareError::Malformed)
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// Adds a piece, checking the square is free, the side has room, and a man is not on
/// its crowning rank.
fn place(
    b: &mut Board,
    colour: Colour,
    king: bool,
    sq: usize,
    loc: Loc,
    found: &str,
) -> Result<(), ParseError> {
    let bit = 1u32 << sq;
    if (b.white | b.black) & bit != 0 {
        return Err(ParseError::new(
            loc,
            crate::tr!("errors-square-once"),
            crate::tr!("errors-second-time", text = quote(found)),
        ));
    }
    if !king && bit & colour.crowning_row() != 0 {
        return Err(ParseError::new(
            loc,
            crate::tr!(
                "errors-man-on-crowning-rank",
                colour = colour_name(colour),
                rank = rank_of(sq)
            ),
            crate::tr!("errors-a-man", text = quote(found)),
        ));
    }
    if b.of(colour).count_ones() >= MAX_PIECES {
        return Err(ParseError::new(
            loc,
            crate::tr!(
                "errors-draughts-max-pieces",
                max = MAX_PIECES,
                colour = colour_name(colour)
            ),
            crate::tr!("errors-13th-piece", text = quote(found)),
        ));
    }
    match colour {
        Colour::White => b.white |= bit,
        Colour::Black => b.black |= bit,
    }
    if king {
        b.kings |= bit;
    }
    Ok(())
}

fn at(loc: Loc, chars: usize) -> Loc {
    Loc {
        line: loc.line,
        col: loc.col + chars,
    }
}

/// Parses a PDN FEN `T:C…:C…` starting at `loc`: the turn (`W`/`B`), then two piece
/// lists each headed by its colour (`W`/`B`, each once, either order), pieces separated
/// by commas, `K` before a king, a square as a PDN number or (Czech) algebraic name,
/// and `N-M` for a range of numbered squares. Letters may be either case; an empty list
/// (`W:W:B1`) is allowed; a trailing `.` is ignored.
///
/// # Errors
/// The first thing that does not fit, located in the file.
pub fn parse_fen(variant: Variant, text: &str, loc: Loc) -> Result<(Board, Colour), ParseError> {
    let body = text.strip_suffix('.').unwrap_or(text);
    let fields: Vec<&str> = body.split(':').collect();
    // Offsets (in characters) of each field in `text`.
    let mut offsets = Vec::new();
    let mut off = 0;
    for f in &fields {
        offsets.push(off);
        off += f.chars().count() + 1;
    }
    if fields.len() != 3 {
        let l = if fields.len() > 3 {
            at(loc, offsets[3] - 1)
        } else {
            at(loc, text.chars().count())
        };
        return Err(ParseError::new(
            l,
            crate::tr!("errors-draughts-fen-fields"),
            crate::tr!("errors-n-fields", n = fields.len()),
        ));
    }
    let turn = match fields[0].trim() {
        "W" | "w" => Colour::White,
        "B" | "b" => Colour::Black,
        other => {
            return Err(ParseError::new(
                loc,
                crate::tr!("errors-draughts-turn"),
                quote(other),
            ))
        }
    };
    let mut board = Board::default();
    let mut seen: Option<Colour> = None;
    for k in 1..3 {
        let field = fields[k];
        let floc = at(loc, offsets[k]);
        let mut chars = field.chars();
        let colour = match chars.next() {
            Some('W' | 'w') => Colour::White,
            Some('B' | 'b') => Colour::Black,
            _ => {
                return Err(ParseError::new(
                    floc,
                    crate::tr!("errors-piece-list"),
                    if field.is_empty() {
                        crate::tr!("errors-empty-field")
                    } else {
                        quote(field)
                    },
                ))
            }
        };
        if seen == Some(colour) {
            return Err(ParseError::new(
                floc,
                crate::tr!("errors-one-list-each", colour = colour_name(colour)),
                crate::tr!("errors-second-list", colour = colour_name(colour)),
            ));
        }
        seen = Some(colour);
        let list = &field[1..];
        if list.trim().is_empty() {
            continue;
        }
        let mut item_off = offsets[k] + 1;
        for item in list.split(',') {
            let n = item.chars().count();
            let lead = item.chars().take_while(|c| c.is_whitespace()).count();
            let iloc = at(loc, item_off + lead);
            item_off += n + 1;
            let item = item.trim();
            let (king, squares) = fen_piece(variant, item, iloc)?;
            for s in squares {
                place(&mut board, colour, king, s, iloc, item)?;
            }
        }
    }
    Ok((board, turn))
}

/// One item of a FEN piece list (`item`, trimmed, located at `iloc`): whether it is a
/// king, and its squares' indices (one square, or a range `N-M` of numbered ones).
fn fen_piece(variant: Variant, item: &str, iloc: Loc) -> Result<(bool, Vec<usize>), ParseError> {
    let (king, sq) = match item.strip_prefix(['K', 'k']) {
        Some(rest) => (true, rest),
        None => (false, item),
    };
    let squares: Vec<usize> = if let Some((a, b)) = sq.split_once('-') {
        let num = |s: &str| match parse_square(Variant::English, s) {
            Ok((i, _)) => Ok(i),
            Err(_) => Err(ParseError::new(
                iloc,
                crate::tr!("errors-square-range"),
                quote(item),
            )),
        };
        let (a, b) = (num(a)?, num(b)?);
        if a > b {
            return Err(ParseError::new(
                iloc,
                crate::tr!("errors-square-range"),
                quote(item),
            ));
        }
        (a..=b).collect()
    } else {
        match parse_square(variant, sq) {
            Ok((i, _)) => vec![i],
            Err(SquareError::Light) => {
                return Err(ParseError::new(
                    iloc,
                    crate::tr!("errors-piece-dark-square"),
                    crate::tr!("errors-on-light-square", text = quote(item)),
                ))
            }
            Err(_) => {
                let what = match variant {
                    Variant::Czech => crate::tr!("errors-piece-czech"),
                    Variant::English => crate::tr!("errors-piece-english"),
                };
                return Err(ParseError::new(
                    iloc,
                    what,
                    if item.is_empty() {
                        crate::tr!("errors-nothing")
                    } else {
                        quote(item)
                    },
                ));
            }
        }
    };
    Ok((king, squares))
}

/// Parses a `board:` diagram: 8 rows, rank 8 first, each of 8 squares `.` (empty),
/// `w`/`b` (white/black man) or `W`/`B` (king); spaces between squares optional.
fn parse_diagram(value: &crate::game::file::Value) -> Result<Board, ParseError> {
    let rows = value.grid(
        8,
        8,
        "squares",
        &crate::tr!("errors-shape-rank-8"),
        &crate::tr!("errors-draughts-cell"),
        |c| matches!(c, '.' | 'w' | 'b' | 'W' | 'B').then_some(c),
    )?;
    let mut b = Board::default();
    for (r, row) in rows.iter().enumerate() {
        let rank = 8 - r;
        for (file, &(loc, c)) in row.iter().enumerate() {
            if c == '.' {
                continue;
            }
            let name = format!("{}{rank}", (b'a' + file as u8) as char);
            let Some(sq) = square_at(file, rank) else {
                return Err(ParseError::new(
                    loc,
                    crate::tr!("errors-pieces-dark-only"),
                    crate::tr!(
                        "errors-on-the-light-square",
                        text = quote(&c.to_string()),
                        square = name.as_str()
                    ),
                ));
            };
            let colour = if c.eq_ignore_ascii_case(&'w') {
                Colour::White
            } else {
                Colour::Black
            };
            place(&mut b, colour, c.is_ascii_uppercase(), sq, loc, &name)?;
        }
    }
    Ok(b)
}

impl Position for Draughts {
    /// PDN (Portable Draughts Notation): the game type (Czech 29, English 21), the
    /// start position as FEN, the result for white (`1-0`, `0-1`, `1/2-1/2`, `*`).
    /// English under `variant: single-jump` (no game type of its own) adds the tag
    /// `[Variant "single-jump"]`, so the record does not pass for standard checkers.
    fn game_record(&self, moves: &[String], _movers: &[Side], result: &str) -> String {
        let gametype = match self.variant() {
            Variant::Czech => 29,
            Variant::English => 21,
        };
        let pdn_result = match result {
            r if r.starts_with("white") => "1-0",
            r if r.starts_with("black") => "0-1",
            r if r.starts_with("draw") => "1/2-1/2",
            _ => "*",
        };
        let variant = match self.jumps {
            Jumps::Single => "[Variant \"single-jump\"]\n",
            Jumps::Multiple => "",
        };
        format!(
            "[Event \"gametree play\"]\n[GameType \"{gametype}\"]\n{variant}[FEN \"{}\"]\n[Result \"{pdn_result}\"]\n\n{}{pdn_result}\n",
            self.fen(),
            crate::game::numbered_moves(moves)
        )
    }

    fn side_name(&self, side: Side) -> &'static str {
        match (self.variant(), side) {
            (Variant::Czech, Side::First) | (Variant::English, Side::Second) => "white",
            (Variant::Czech, Side::Second) | (Variant::English, Side::First) => "black",
        }
    }

    fn board_text(&self, unicode: bool) -> Option<String> {
        self.diagram()
            .map(|d| text_board(self.game_name(), &d, unicode))
    }

    type Move = Move;

    /// Landing squares separated by `-`, `x` or `:`, or start and end square alone
    /// when only one capture matches (see [`Draughts::parse_move`]).
    fn parse_move(&self, text: &str) -> Option<Move> {
        Draughts::parse_move(self, text)
    }

    fn game_name(&self) -> &'static str {
        match self.variant {
            Variant::Czech => "czech",
            Variant::English => "english",
        }
    }

    fn side_to_move(&self) -> Side {
        self.side_of(self.to_move)
    }

    /// Loss when the side to move has no legal move (no pieces, or all blocked); in
    /// Czech draughts a draw when the position occurs for the third time.
    fn outcome(&self) -> Option<Outcome> {
        if !self.board.has_move(self.variant, self.to_move) {
            return Some(Outcome::Loss);
        }
        if self.variant == Variant::Czech && self.history.is_some() && self.repetitions() >= 3 {
            return Some(Outcome::Draw);
        }
        None
    }

    /// The legal moves of the placement, sorted: by start square, then number of
    /// landing squares, then the landing squares (Czech squares by file, then rank, so
    /// the order is alphabetical as in Kühr's examples; English squares by number).
    /// Repetition is not considered (see the module documentation).
    fn legal_moves(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.board
            .legal_moves(self.variant, self.jumps, self.to_move, out);
        let key = |i: u8| -> u8 {
            match self.variant {
                Variant::Czech => (file_of(i as usize) * 8 + rank_of(i as usize)) as u8,
                Variant::English => i,
            }
        };
        out[start..].sort_by_key(|m| {
            let mut k = [0u8; board::MAX_PATH + 2];
            k[0] = key(m.from() as u8);
            k[1] = m.path().len() as u8;
            for (j, &s) in m.path().iter().enumerate() {
                k[j + 2] = key(s);
            }
            k
        });
    }

    fn play(&self, mv: Move) -> Self {
        let board = self.board.play(self.to_move, &mv);
        let reversible = self.board.kings & (1 << mv.from()) != 0 && !mv.is_capture();
        let history = if self.variant == Variant::Czech && reversible {
            Some(Arc::new(History {
                board: self.board,
                to_move: self.to_move,
                prev: self.history.clone(),
            }))
        } else {
            None
        };
        Draughts {
            board,
            to_move: self.to_move.opponent(),
            variant: self.variant,
            jumps: self.jumps,
            history,
        }
    }

    fn move_text(&self, mv: Move) -> String {
        let sep = match (self.variant, mv.is_capture()) {
            (Variant::English, true) => "x",
            _ => "-",
        };
        let mut s = self.square_name(mv.from());
        for &l in mv.path() {
            s.push_str(sep);
            s.push_str(&self.square_name(l as usize));
        }
        s
    }

    /// Features 0–31 white men, 32–63 black men, 64–95 white kings, 96–127 black
    /// kings (bit = PDN square − 1). The repetition history is not hashed: two positions
    /// with the same placement but different histories share a key (see
    /// docs/algorithms.md, "Transposition table").
    fn zobrist(&self) -> u64 {
        use crate::game::zobrist;
        let b = &self.board;
        let side = if self.side_to_move() == Side::Second {
            zobrist::SIDE
        } else {
            0
        };
        zobrist::bits(0, b.white & !b.kings)
            ^ zobrist::bits(32, b.black & !b.kings)
            ^ zobrist::bits(64, b.white & b.kings)
            ^ zobrist::bits(96, b.black & b.kings)
            ^ side
    }

    /// The 32 playable squares in PDN order (1 = b8 … 32 = g1), each `.` (empty), `w`,
    /// `b` (men) or `W`, `B` (kings), a space, and the colour to move (`w` or `b`).
    fn write_diagram(&self, s: &mut String) -> bool {
        let b = &self.board;
        s.extend((0..SQUARES).map(|i| {
            let king = b.kings >> i & 1 == 1;
            match (b.white >> i & 1 == 1, b.black >> i & 1 == 1, king) {
                (true, _, false) => 'w',
                (true, _, true) => 'W',
                (_, true, false) => 'b',
                (_, true, true) => 'B',
                _ => '.',
            }
        }));
        s.push(' ');
        s.push(match self.to_move {
            Colour::White => 'w',
            Colour::Black => 'b',
        });
        true
    }

    /// `game:`, `fen:`, and `variant: single-jump` for that variant.
    fn to_position_text(&self) -> String {
        let variant = match self.jumps {
            Jumps::Multiple => "",
            Jumps::Single => "variant: single-jump\n",
        };
        format!("game: {}\nfen: {}\n{variant}", self.game_name(), self.fen())
    }

    /// The bitboard perft ([`board::perft`]), which counts moves without listing them.
    fn perft(&self, depth: u32) -> u64 {
        board::perft(&self.board, self.variant, self.jumps, self.to_move, depth)
    }
}

/// The board as text for a terminal, from the compact [`Position::diagram`]: the
/// dark squares with their pieces, files and ranks, and (English) the PDN square
/// numbers of each row.
fn text_board(game: &str, d: &str, unicode: bool) -> String {
    let cells: Vec<char> = d.chars().take(32).collect();
    let dark_empty = if unicode { '·' } else { '.' };
    let mut s = String::new();
    for r in 0..8 {
        s.push_str(&format!("{} ", 8 - r));
        for c in 0..8 {
            let ch = if (r + c) % 2 == 1 {
                let n = r * 4 + c / 2; // PDN square − 1: 1 = b8 … 32 = g1
                match cells.get(n) {
                    Some('.') | None => dark_empty,
                    Some(&p) => p,
                }
            } else {
                ' '
            };
            s.push(' ');
            s.push(ch);
        }
        if game == "english" {
            let first = r * 4 + 1;
            s.push_str(&format!("   {:>2}–{:<2}", first, first + 3));
        }
        s.push('\n');
    }
    s.push_str("   a b c d e f g h\n");
    s.push_str("(w b: men, W B: kings)\n");
    s
}

impl Game for Draughts {
    const NAMES: &'static [&'static str] = &["czech", "english"];

    fn read(name: &str, file: PositionFile) -> Result<Self, ParseError> {
        let variant = if name == "english" {
            Variant::English
        } else {
            Variant::Czech
        };
        Draughts::from_file(variant, file)
    }

    fn name(&self) -> &'static str {
        self.game_name()
    }

    fn default_win_score(&self) -> WinScore {
        crate::games::BOARD_GAME_WIN
    }

    fn evaluations(&self) -> &'static [&'static str] {
        DraughtsEval::names(self.variant())
    }

    fn layout(diagram: &str) -> Option<Layout> {
        layout(diagram)
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        crate::game::picture::check_square_diagram(diagram, "draughts", SQUARES, ".wWbB", "wb")
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        DraughtsEval::by_name(self.variant(), eval).map(|e| job.run(self, &e))
    }
}

/// The board layout of the diagrams (the 32 playable squares in PDN order, 1 = b8 …
/// 32 = g1, then the side to move): 64 squares, white at the bottom, each dark square
/// keyed by its PDN number and its algebraic name.
fn layout(_diagram: &str) -> Option<Layout> {
    let mut slots = Vec::with_capacity(64);
    for r in 0..8u16 {
        for c in 0..8u16 {
            if (r + c) % 2 == 0 {
                slots.push(Slot::at(c, r, Shape::Light, Vec::new(), None));
                continue;
            }
            let n = r * 4 + c / 2 + 1;
            let name = format!("{}{}", (b'a' + c as u8) as char, 8 - r);
            let keys = vec![n.to_string(), name];
            slots.push(Slot::at(c, r, Shape::Dark, keys, Some(n as usize - 1)));
        }
    }
    let side = vec![("w".into(), "white".into()), ("b".into(), "black".into())];
    let marks = [
        ("w", Mark::LightMan),
        ("W", Mark::LightKing),
        ("b", Mark::DarkMan),
        ("B", Mark::DarkKing),
    ];
    Some(Layout {
        cols: 8,
        rows: 8,
        separators: String::new(),
        slots,
        marks: marks.iter().map(|&(k, m)| (k.to_string(), m)).collect(),
        caption: vec![
            Part::Named(33, side),
            Part::Text(" to move (kings ringed)".into()),
        ],
        move_prefix: None,
        coordinates: Coordinate::files_and_ranks(8, 8),
        // `c3-d4`, `11x18`, and PDN's `:` in some captures.
        move_separators: "-x:".into(),
    })
}

/// What quiescence search asks of a position ([`crate::game::Evaluator::noisy_moves`]): an
/// engine decision, which the game's evaluations give.
impl Draughts {
    /// Captures, which are compulsory: when the side to move can capture, every legal
    /// move is a capture and all are noisy (no standing pat).
    pub fn noisy_moves(&self, out: &mut Vec<Move>) -> bool {
        let start = out.len();
        self.legal_moves(out);
        if out[start..].first().is_some_and(|m| m.is_capture()) {
            true
        } else {
            out.truncate(start);
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(variant: Variant, text: &str) -> Result<Draughts, ParseError> {
        let mut f = PositionFile::parse(text)?;
        f.take("game");
        Draughts::from_file(variant, f)
    }

    fn czech(fen: &str) -> Draughts {
        load(Variant::Czech, &format!("game: czech\nfen: {fen}\n")).unwrap()
    }

    fn moves(p: &Draughts) -> Vec<String> {
        let mut m = Vec::new();
        p.legal_moves(&mut m);
        m.iter().map(|&m| p.move_text(m)).collect()
    }

    #[test]
    fn a_single_jump_game_record_says_its_variant() {
        let record = |text: &str| {
            let p = load(Variant::English, text).unwrap();
            p.game_record(&[], &[], "draw")
        };
        let single = record("game: english\nvariant: single-jump\n");
        assert!(single.contains("[GameType \"21\"]\n[Variant \"single-jump\"]\n"), "{single}");
        assert!(!record("game: english\n").contains("Variant"));
    }

    #[test]
    fn kuhr_examples_1_1_and_1_2() {
        let p = czech("W:Wc1:Bc5,f2,Ke5");
        assert_eq!(moves(&p), ["c1-b2", "c1-d2"]);
        let p = czech("W:Wc1,Ka3:Bc5,f2,Ke5");
        assert_eq!(
            moves(&p),
            ["a3-e7", "a3-f8", "a3-d6-f4", "a3-d6-h2", "a3-d6-g3-e1"]
        );
    }

    #[test]
    fn fen_round_trips_and_numbering() {
        let p = Draughts::initial(Variant::English);
        assert_eq!(
            p.fen(),
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        );
        let q = load(Variant::English, &p.to_position_text()).unwrap();
        assert_eq!(p, q);
        let c = czech("W:Wc1,Ka3:Bc5,f2,Ke5");
        assert_eq!(c.fen(), "W:WK21,30:B14,K15,27");
        assert_eq!(czech(&c.fen()), c);
        let r = load(Variant::English, "game: english\nfen: W:W21-24,K32:B1-3.\n").unwrap();
        assert_eq!(r.fen(), "W:W21,22,23,24,K32:B1,2,3");
    }

    #[test]
    fn board_diagram_matches_fen() {
        let p = load(
            Variant::Czech,
            "game: czech\nto-move: white\nboard:\n . . . . . . . .\n . . . . . . . .\n . . . . . . . .\n . . b . B . . .\n . . . . . . . .\n W . . . . . . .\n . . . . . b . .\n . . w . . . . .\n",
        )
        .unwrap();
        assert_eq!(p, czech("W:Wc1,Ka3:Bc5,f2,Ke5"));
    }

    #[test]
    fn bad_positions_are_located_errors() {
        for (text, needle, col) in [
            ("fen: W:W21,22", "three fields", 14),
            ("fen: X:W21:B1", "side to move", 6),
            ("fen: W:W21:W1", "second white list", 12),
            ("fen: W:W33:B1", "square number 1–32", 9),
            ("fen: W:Wb1:B1", "light square", 9),
            ("fen: W:W21,21:B1", "a second time", 12),
            ("fen: W:W1:B2", "no white man on rank 8", 9),
            ("fen: W:W13-25:B1", "at most 12", 9),
        ] {
            let e = load(Variant::Czech, &format!("game: czech\n{text}\n")).unwrap_err();
            assert!(e.to_string().contains(needle), "{text}: {e}");
            assert_eq!(e.loc, Loc { line: 2, col }, "{text}: {e}");
        }
    }

    #[test]
    fn parse_move_accepts_colons_and_end_squares() {
        let p = czech("W:Wc1,Ka3:Bc5,f2,Ke5");
        let m = p.parse_move("a3:d6:g3:e1").unwrap();
        assert_eq!(p.move_text(m), "a3-d6-g3-e1");
        assert!(p.parse_move("c1-b2").is_none());
        assert_eq!(p.move_text(p.parse_move("a3-e1").unwrap()), "a3-d6-g3-e1");
    }

    #[test]
    fn the_text_board_shows_every_piece() {
        let d = text_board("czech", "bbbbbbbbbbbb........wwwwwwwwwwww w", false);
        assert_eq!(d.matches('w').count(), 12 + 1);
        assert!(d.starts_with("8    b   b   b   b"), "{d}");
    }
}
