//! Chess (`game: chess`), with the rules, FEN, SAN and UCI of the `shakmaty` crate: we
//! write no chess rules ourselves.
//!
//! Position file: `game: chess` and `fen: …` (Forsyth–Edwards Notation, six fields;
//! the last two may be left out). Moves are written in SAN (`Kb1`, `exd5`, `O-O`,
//! `e8=Q+`); `parse_move` also takes UCI (`a1b1`, `e7e8q`). Moves are generated
//! captures and promotions first, in MVV-LVA order (most valuable victim, then least
//! valuable attacker), then the quiet moves in shakmaty's order: the natural order
//! of a chess search. White is [`Side::First`].
//!
//! **Draws.** Besides checkmate and stalemate, a position is drawn when neither side
//! can mate (shakmaty's insufficient material), when the halfmove clock reaches 100
//! (the 50-move rule; a mate on that move still wins, FIDE Laws 9.3 and 5.1) and when it
//! occurs for the third time with the same side to move, castling rights and en
//! passant captures (threefold repetition, FIDE 9.2). Both are treated as automatic
//! draws, as engines do, though FIDE makes them claims. For the repetition, a position
//! carries the Zobrist keys of the positions since the last capture or pawn move (a
//! shared list, [`Chess::play`] adds one link): the game is over by *history*, which
//! the transposition table's key does not include (docs/algorithms.md, "Repetition").
//! A position read from a file has no history: repetitions count from there.

pub mod eval;

use crate::game::file::{quote, Loc, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Layout, Mark, Part, Shape, Slot};
use crate::game::{Outcome, Position, Side, WinScore};
use crate::games::{Game, Job};
use eval::{Material, PieceSquare, MAX_PIECES};
use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Color, EnPassantMode, Position as _};
use std::sync::Arc;

/// The win scoring of chess: `MAX = 100000`, `MNOHO = 90000`, far above both
/// evaluations' bounds (at most 13,665 centipawns), with room for 1,000 plies of
/// win distance: a mate in `k` plies scores `100000 − k`.
pub const CHESS_WIN: WinScore = WinScore {
    max: 100_000,
    threshold: 90_000,
    utilities: None,
};

/// The halfmove clock at which the game is drawn (the 50-move rule: 50 moves of each
/// side without a capture or a pawn move).
pub const FIFTY_MOVES: u32 = 100;

/// One earlier position's Zobrist key in a position's history, and the one before it.
#[derive(Debug)]
struct Link {
    key: u64,
    prev: Option<Arc<Link>>,
}

/// A chess position: shakmaty's position (placement, side to move, castling rights,
/// en passant square, halfmove clock, move number), its Zobrist key, and the keys of
/// the earlier positions since the last irreversible move, newest first.
#[derive(Clone, Debug)]
pub struct Chess {
    pos: shakmaty::Chess,
    key: u64,
    history: Option<Arc<Link>>,
}

/// A move: shakmaty's. Its name, the Standard Algebraic Notation with `+` or `#`
/// (which depends on the position: disambiguation, check), is made only when asked
/// for ([`Position::move_text`], by the position it is played from): a search never
/// describes the moves it does not show.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChessMove {
    /// The move.
    pub mv: shakmaty::Move,
}

/// The six fields of a FEN, for error messages.
/// What field `i` (0 to 5) of a FEN holds, for errors, in the current language.
fn fen_field(i: usize) -> String {
    match i {
        0 => crate::tr!("errors-fen-placement"),
        1 => crate::tr!("errors-fen-side"),
        2 => crate::tr!("errors-fen-castling"),
        3 => crate::tr!("errors-fen-en-passant"),
        4 => crate::tr!("errors-fen-halfmove"),
        _ => crate::tr!("errors-fen-move-number"),
    }
}

impl Chess {
    /// The standard starting position.
    pub fn start() -> Chess {
        Chess::new(shakmaty::Chess::default())
    }

    fn new(pos: shakmaty::Chess) -> Chess {
        let key = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        Chess {
            pos,
            key,
            history: None,
        }
    }

    /// The position of a FEN.
    ///
    /// # Errors
    /// The character offset in `fen` of the field that is wrong, what was expected
    /// there and what was found: a malformed field, more than six fields, an illegal
    /// position (shakmaty's reasons: missing king, pawns on the back rank, the side not
    /// to move in check, …), more than [`MAX_PIECES`] pieces of a side.
    pub fn from_fen(fen: &str) -> Result<Chess, (usize, String, String)> {
        // Where each field starts (in characters) and its text.
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start = None;
        for (i, (b, c)) in fen.char_indices().enumerate() {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some((i, b)),
                (true, Some((ci, cb))) => {
                    fields.push((ci, &fen[cb..b]));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some((ci, cb)) = start {
            fields.push((ci, &fen[cb..]));
        }
        let at = |i: usize| fields.get(i).map_or(fen.chars().count(), |f| f.0);
        let found = |i: usize| {
            fields
                .get(i)
                .map_or_else(|| crate::tr!("errors-nothing"), |f| quote(f.1))
        };
        if fields.is_empty() {
            return Err((0, crate::tr!("errors-a-fen"), crate::tr!("errors-nothing")));
        }
        if fields.len() > 6 {
            return Err((at(6), crate::tr!("errors-fen-end"), found(6)));
        }
        if fields.len() < 4 {
            let i = fields.len();
            return Err((at(i), fen_field(i), found(i)));
        }
        // The counters as FEN defines them, not clamped: the halfmove clock a whole
        // number, the move number from 1 (both within 32 bits, as shakmaty keeps them).
        for (i, least) in [(4, 0u64), (5, 1)] {
            if let Some(&(_, t)) = fields.get(i) {
                let n = t.parse::<u64>().ok().filter(|&n| n <= u64::from(u32::MAX));
                if n.is_none_or(|n| n < least) {
                    let what = if i == 4 {
                        crate::tr!("errors-fen-halfmove-range")
                    } else {
                        crate::tr!("errors-fen-move-number-range")
                    };
                    return Err((at(i), what, found(i)));
                }
            }
        }
        let text = fields.iter().map(|f| f.1).collect::<Vec<_>>().join(" ");
        let parsed = Fen::from_ascii(text.as_bytes()).map_err(|e| {
            let i = match e {
                ParseFenError::InvalidTurn => 1,
                ParseFenError::InvalidCastling => 2,
                ParseFenError::InvalidEpSquare => 3,
                ParseFenError::InvalidHalfmoveClock => 4,
                ParseFenError::InvalidFullmoves => 5,
                _ => 0,
            };
            (at(i), fen_field(i), found(i))
        })?;
        let pos: shakmaty::Chess = parsed
            .into_position(CastlingMode::Standard)
            .map_err(|e| (0, crate::tr!("errors-legal-position"), format!("{e}")))?;
        for color in [Color::White, Color::Black] {
            let n = pos.board().by_color(color).count() as u32;
            if n > MAX_PIECES {
                return Err((
                    0,
                    crate::tr!("errors-chess-max-pieces", max = MAX_PIECES),
                    if color == Color::White {
                        crate::tr!("errors-chess-white-pieces", n = n)
                    } else {
                        crate::tr!("errors-chess-black-pieces", n = n)
                    },
                ));
            }
        }
        Ok(Chess::new(pos))
    }

    /// Reads `fen:` (the `game:` entry already taken).
    ///
    /// # Errors
    /// No `fen:`, an unknown entry, and [`Chess::from_fen`]'s errors, located at the
    /// field's line and column.
    pub fn from_file(mut file: PositionFile) -> Result<Chess, ParseError> {
        // `game: chess` alone, or `fen: startpos` (UCI's word), is the starting position.
        let Some(entry) = file.take("fen") else {
            file.finish(&["game", "fen"])?;
            return Ok(Chess::start());
        };
        file.finish(&["game", "fen"])?;
        let (loc, text) = entry.value.single(&crate::tr!("errors-a-fen"))?;
        if text.eq_ignore_ascii_case("startpos") {
            return Ok(Chess::start());
        }
        Chess::from_fen(text).map_err(|(col, expected, found)| {
            ParseError::new(
                Loc {
                    line: loc.line,
                    col: loc.col + col,
                },
                expected,
                found,
            )
        })
    }

    /// The position as a FEN (en passant square only where a capture is legal).
    pub fn fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// The board (shakmaty's).
    pub fn board(&self) -> &shakmaty::Board {
        self.pos.board()
    }

    /// The halfmove clock: plies since the last capture or pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.pos.halfmoves()
    }

    /// How many times this position occurred before in the game (same side to move,
    /// castling rights and en passant captures), since the last irreversible move.
    pub fn repetitions(&self) -> u32 {
        let mut n = 0;
        let mut link = self.history.as_deref();
        while let Some(l) = link {
            n += u32::from(l.key == self.key);
            link = l.prev.as_deref();
        }
        n
    }

    /// The outcome of this position, whose legal moves are `moves`: checkmate,
    /// stalemate, or one of the draws.
    fn outcome_of(&self, moves: &shakmaty::MoveList) -> Option<Outcome> {
        if moves.is_empty() {
            return Some(if self.pos.is_check() {
                Outcome::Loss
            } else {
                Outcome::Draw
            });
        }
        let drawn = self.pos.is_insufficient_material()
            || self.pos.halfmoves() >= FIFTY_MOVES
            || self.repetitions() >= 2;
        drawn.then_some(Outcome::Draw)
    }

    fn side_of(color: Color) -> Side {
        match color {
            Color::White => Side::First,
            Color::Black => Side::Second,
        }
    }
}

/// The SAN suffix of a move that led to `child`: `#` if it is checkmate, `+` if check.
/// Only a child in check has its moves generated.
fn suffix_of(child: &shakmaty::Chess) -> Option<Suffix> {
    child
        .is_check()
        .then(|| match child.legal_moves().is_empty() {
            true => Suffix::Checkmate,
            false => Suffix::Check,
        })
}

/// A SAN with its suffix as one number, different for different SANs: the suffix (2
/// bits), the kind (2 bits), then a normal move's piece, the file and rank that
/// disambiguate it (0 for none), capture, square and promotion, or a castle's side.
fn san_key(plus: SanPlus) -> u64 {
    let suffix = match plus.suffix {
        None => 0,
        Some(Suffix::Check) => 1,
        Some(Suffix::Checkmate) => 2,
    };
    let body = match plus.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            1 | (role as u64) << 2
                | file.map_or(0, |f| f as u64 + 1) << 5
                | rank.map_or(0, |r| r as u64 + 1) << 9
                | u64::from(capture) << 13
                | (to as u64) << 14
                | promotion.map_or(0, |r| r as u64) << 20
        }
        San::Castle(side) => 2 | (side as u64) << 2,
        San::Put { role, to } => 3 | (role as u64) << 2 | (to as u64) << 5,
        San::Null => 0,
    };
    body << 2 | suffix
}

/// Appends `moves` to `out` captures and promotions first, by MVV-LVA, then the quiet
/// moves in shakmaty's order ([`Chess::legal_moves`]).
fn push_ordered(moves: &shakmaty::MoveList, out: &mut Vec<ChessMove>) {
    let start = out.len();
    // Tactical moves, kept sorted by insertion (there are few).
    for &mv in moves.iter() {
        let rank = mvv_lva(&mv);
        if rank == 0 {
            continue;
        }
        let mut i = out.len();
        out.push(ChessMove { mv });
        while i > start && mvv_lva(&out[i - 1].mv) < rank {
            out.swap(i, i - 1);
            i -= 1;
        }
    }
    out.extend(
        moves
            .iter()
            .filter(|m| mvv_lva(m) == 0)
            .map(|&mv| ChessMove { mv }),
    );
}

/// A move's rank in MVV-LVA order (Most Valuable Victim – Least Valuable Attacker, the
/// chess programs' capture order): `10 · victim − attacker`, pieces valued pawn 1 to
/// king 6, plus the promoted piece's value as a second victim; 0 for a quiet move.
fn mvv_lva(mv: &shakmaty::Move) -> u32 {
    let value = |r: shakmaty::Role| r as u32; // Pawn = 1, …, King = 6
    let victim = mv.capture().map_or(0, value) + mv.promotion().map_or(0, value);
    if victim == 0 {
        0
    } else {
        10 * victim + 7 - value(mv.role())
    }
}

impl Position for Chess {
    type Move = ChessMove;
    /// SAN reads the position: `Qh5+` gives check where `Qh5` does not.
    const MOVE_TEXT_CONTEXT_FREE: bool = false;

    fn game_name(&self) -> &'static str {
        "chess"
    }

    fn side_to_move(&self) -> Side {
        Chess::side_of(self.pos.turn())
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "white",
            Side::Second => "black",
        }
    }

    /// Checkmate (a loss for the side to move), stalemate, insufficient material, the
    /// 50-move rule and threefold repetition (draws); see the module documentation.
    fn outcome(&self) -> Option<Outcome> {
        self.outcome_of(&self.pos.legal_moves())
    }

    /// [`Chess::outcome`] and [`Chess::legal_moves`] from one generation of the moves.
    fn outcome_or_moves(&self, out: &mut Vec<ChessMove>) -> Option<Outcome> {
        let moves = self.pos.legal_moves();
        let outcome = self.outcome_of(&moves);
        if outcome.is_none() {
            push_ordered(&moves, out);
        }
        outcome
    }

    /// Every legal move, also in a drawn position (perft counts the legal-move tree).
    /// Captures and promotions first, by MVV-LVA (most valuable victim, then least
    /// valuable attacker; a promotion counts its new piece as a victim), then the quiet
    /// moves in shakmaty's order.
    fn legal_moves(&self, out: &mut Vec<ChessMove>) {
        push_ordered(&self.pos.legal_moves(), out);
    }

    fn play(&self, mv: ChessMove) -> Chess {
        let mut pos = self.pos.clone();
        let updated =
            self.pos
                .update_zobrist_hash(Zobrist64(self.key), mv.mv, EnPassantMode::Legal);
        pos.play_unchecked(mv.mv);
        let key = match updated {
            Some(k) => k.0,
            None => pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0,
        };
        let history = (pos.halfmoves() > 0).then(|| {
            Arc::new(Link {
                key: self.key,
                prev: self.history.clone(),
            })
        });
        Chess { pos, key, history }
    }

    /// SAN with `+` or `#` (`Kb1`, `Qxf7#`), disambiguated among this position's moves.
    fn move_text(&self, mv: ChessMove) -> String {
        SanPlus::from_move(self.pos.clone(), mv.mv).to_string()
    }

    /// [`Chess::move_text`] with the `+` or `#` read from `child`, the position the
    /// move leads to, instead of a copy of this position played again. Only a child in
    /// check has its moves generated (to tell `#` from `+`).
    fn move_text_to(&self, mv: ChessMove, child: &Chess) -> String {
        SanPlus {
            san: San::from_move(&self.pos, mv.mv),
            suffix: suffix_of(&child.pos),
        }
        .to_string()
    }

    /// The SAN with its suffix packed into a number (`san_key`): the suffix read from
    /// `child` where given, else from the move played on a copy of shakmaty's position
    /// (not [`Chess::play`], whose key and history a name does not need; nor
    /// shakmaty's `SanPlus::from_move`, which asks the position's outcome and so
    /// generates its moves even when it is not in check).
    fn move_text_key(&self, mv: ChessMove, child: Option<&Chess>) -> Option<u64> {
        let suffix = match child {
            Some(c) => suffix_of(&c.pos),
            None => {
                let mut after = self.pos.clone();
                after.play_unchecked(mv.mv);
                suffix_of(&after)
            }
        };
        let san = San::from_move(&self.pos, mv.mv);
        Some(san_key(SanPlus { san, suffix }))
    }

    /// Every move passes the turn.
    fn side_after(&self, _mv: ChessMove) -> Option<Side> {
        Some(self.side_to_move().opponent())
    }

    /// SAN (`Kb1`, `exd5`, `O-O`, with or without `+`/`#`) or UCI (`a1b1`, `e7e8q`).
    fn parse_move(&self, text: &str) -> Option<ChessMove> {
        let text = text.trim();
        let mv = match SanPlus::from_ascii(text.as_bytes()) {
            Ok(san) => san.san.to_move(&self.pos).ok(),
            Err(_) => None,
        }
        .or_else(|| {
            UciMove::from_ascii(text.as_bytes())
                .ok()
                .and_then(|u| u.to_move(&self.pos).ok())
        })?;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().find(|m| m.mv == mv)
    }

    fn to_position_text(&self) -> String {
        format!("game: chess\nfen: {}\n", self.fen())
    }

    /// Rank 8 to rank 1, files a to h: a FEN piece letter per square (`.` empty),
    /// then a space and the side to move (`w` or `b`).
    fn write_diagram(&self, s: &mut String) -> bool {
        let board = self.pos.board();
        for rank in (0..8u32).rev() {
            for file in 0..8u32 {
                let sq = shakmaty::Square::new(rank * 8 + file);
                s.push(board.piece_at(sq).map_or('.', |p| p.char()));
            }
        }
        s.push(' ');
        s.push(self.pos.turn().char());
        true
    }

    /// Ranks 8 to 1 with their numbers, files under them; figurines where `unicode`,
    /// FEN letters otherwise; `.` for an empty square.
    fn board_text(&self, unicode: bool) -> Option<String> {
        let d = self.diagram()?;
        let cells: Vec<char> = d.chars().collect();
        let mut s = String::new();
        for r in 0..8 {
            s.push_str(&format!("{}", 8 - r));
            for c in 0..8 {
                let ch = cells[r * 8 + c];
                s.push(' ');
                s.push(if unicode {
                    figurine(ch).unwrap_or('·')
                } else {
                    ch
                });
            }
            s.push('\n');
        }
        s.push_str("  a b c d e f g h\n");
        Some(s)
    }

    /// shakmaty's Zobrist64 key (Polyglot's numbers; en passant square only where a
    /// capture is legal). Not the history: see the module documentation.
    fn zobrist(&self) -> u64 {
        self.key
    }

    /// shakmaty's perft: the standard count, repetitions and the 50-move rule aside.
    fn perft(&self, depth: u32) -> u64 {
        perft(&self.pos, depth)
    }
}

/// [`shakmaty::perft`] below three plies; above, one move at a time, so that a count
/// cancelled from another thread ([`crate::cancel`]) stops within a subtree of two
/// plies (its result, then, is not used).
fn perft(pos: &shakmaty::Chess, depth: u32) -> u64 {
    if depth < 3 {
        return shakmaty::perft(pos, depth);
    }
    if crate::cancel::requested() {
        return 0;
    }
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            perft(&child, depth - 1)
        })
        .sum()
}

/// The Unicode figurine of a FEN piece letter (`K` → ♔, `k` → ♚).
pub fn figurine(letter: char) -> Option<char> {
    let i = "KQRBNPkqrbnp".find(letter)?;
    char::from_u32(0x2654 + i as u32)
}

impl Game for Chess {
    const NAMES: &'static [&'static str] = &["chess"];

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        Chess::from_file(file)
    }

    fn name(&self) -> &'static str {
        "chess"
    }

    fn default_win_score(&self) -> WinScore {
        CHESS_WIN
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &eval::NAMES
    }

    fn layout(_diagram: &str) -> Option<Layout> {
        Some(layout())
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        crate::game::picture::check_square_diagram(diagram, "chess", 64, ".KQRBNPkqrbnp", "wb")
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        match eval {
            "material" => Some(job.run(self, &Material)),
            "pst" => Some(job.run(self, &PieceSquare)),
            _ => None,
        }
    }
}

/// The board layout of the diagrams ([`Position::write_diagram`]): 64 squares, a1
/// dark and bottom left, each keyed by its name (`b1`) and, for SAN's disambiguation,
/// its name after a file or rank (`ab1`, `1b1`); pieces drawn as figurines. A SAN
/// move splits at its piece letters, `x`, `=`, `+` and `#`, so `Kb1`, `exd5` and
/// `Nbd2` light their destination square.
fn layout() -> Layout {
    let mut slots = Vec::with_capacity(64);
    for r in 0..8u16 {
        for c in 0..8u16 {
            let name = format!("{}{}", (b'a' + c as u8) as char, 8 - r);
            let mut keys = vec![name.clone()];
            keys.extend((b'a'..=b'h').map(|f| format!("{}{name}", f as char)));
            keys.extend((1..=8).map(|k| format!("{k}{name}")));
            // a1 (row 7, column 0) is dark.
            let shape = if (r + c) % 2 == 1 {
                Shape::Dark
            } else {
                Shape::Light
            };
            slots.push(Slot::at(c, r, shape, keys, Some((r * 8 + c) as usize)));
        }
    }
    let side = vec![("w".into(), "white".into()), ("b".into(), "black".into())];
    let marks = "KQRBNPkqrbnp"
        .chars()
        .map(|l| {
            let glyph = figurine(l).expect("a piece letter");
            (l.to_string(), Mark::Glyph { glyph, letter: l })
        })
        .collect();
    Layout {
        cols: 8,
        rows: 8,
        separators: String::new(),
        slots,
        marks,
        caption: vec![Part::Named(65, side), Part::Text(" to move".into())],
        move_prefix: None,
        coordinates: Coordinate::files_and_ranks(8, 8),
        move_separators: "KQRBNx=+#".into(),
    }
}

/// What quiescence search and move ordering ask of a position
/// ([`crate::game::Evaluator::noisy_moves`], [`crate::game::Evaluator::is_tactical`]): engine
/// decisions, which the game's evaluations give.
impl Chess {
    /// Captures and promotions; in check, every move (the side to move cannot stand
    /// pat), and then `true`.
    pub fn noisy_moves(&self, out: &mut Vec<ChessMove>) -> bool {
        let start = out.len();
        self.legal_moves(out);
        if self.pos.is_check() {
            return out.len() > start;
        }
        let mut i = start;
        while i < out.len() {
            if out[i].mv.is_capture() || out[i].mv.is_promotion() {
                i += 1;
            } else {
                out.remove(i);
            }
        }
        false
    }

    /// Captures and promotions: the moves [`Position::legal_moves`] puts first.
    pub fn is_tactical(&self, mv: ChessMove) -> bool {
        mvv_lva(&mv.mv) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn fen(f: &str) -> Chess {
        Chess::from_fen(f).unwrap()
    }

    fn moves(p: &Chess) -> Vec<String> {
        let mut m = Vec::new();
        p.legal_moves(&mut m);
        m.iter().map(|&m| p.move_text(m)).collect()
    }

    fn load(text: &str) -> Result<Chess, ParseError> {
        let mut f = PositionFile::parse(text)?;
        f.take("game");
        Chess::from_file(f)
    }

    #[test]
    fn fen_round_trips() {
        for f in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let p = load(&format!("game: chess\nfen: {f}\n")).unwrap();
            assert_eq!(p.fen(), f);
            assert_eq!(p.to_position_text(), format!("game: chess\nfen: {f}\n"));
        }
        // The clocks may be left out.
        assert_eq!(
            fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - -").fen(),
            "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1"
        );
    }

    #[test]
    fn bad_fens_are_located_errors() {
        for (f, needle, col) in [
            (
                "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 x - - 0 1",
                "side to move",
                36,
            ),
            ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w Z - 0 1", "castling", 38),
            ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - e9 0 1", "en passant", 40),
            ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - x 1", "halfmove", 42),
            ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 z", "move number", 44),
            (
                "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1 7",
                "six fields",
                46,
            ),
            ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K6 w - - 0 1", "placement", 6),
            ("8/8/8/8/8/8/8/K7 w - - 0 1", "legal position", 6),
            ("8/k7/8/8/8/8/8/K7 w", "castling", 25),
            // The counters are read, not clamped (issue 27, item 10).
            ("8/k7/8/8/8/8/8/K7 w - - 99999999999 1", "halfmove clock", 30),
            ("8/k7/8/8/8/8/8/K7 w - - 0 0", "move number (a whole number from 1", 32),
        ] {
            let e = load(&format!("game: chess\nfen: {f}\n")).expect_err(f);
            assert!(e.to_string().contains(needle), "{f}: {e}");
            assert_eq!(e.loc, Loc { line: 2, col }, "{f}: {e}");
        }
        // `game: chess` alone, and `fen: startpos`, are the starting position.
        assert_eq!(load("game: chess\n").unwrap().fen(), Chess::start().fen());
        let startpos = load("game: chess\nfen: startpos\n").unwrap();
        assert_eq!(startpos.fen(), Chess::start().fen());
        let e = load("game: chess\nfen: 8/k7/8/8/8/8/8/K7 w - - 0 1\nheaps: 3\n").unwrap_err();
        assert_eq!(e.loc.line, 3, "{e}");
    }

    /// The recorder's naming from the child (`move_text_to`) is shakmaty's SAN of the
    /// move (`move_text`) for every move two plies deep from positions full of checks,
    /// mates, promotions, castling and en passant.
    #[test]
    fn san_from_the_child_is_shakmatys_san() {
        let mut named = 0;
        let mut texts = std::collections::HashMap::new();
        let mut keys = std::collections::HashMap::new();
        for f in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "3k4/8/8/8/R6R/5N2/8/1N2K3 w - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "rnbqkbnr/ppp2ppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        ] {
            let root = fen(f);
            let mut first = Vec::new();
            root.legal_moves(&mut first);
            for m in first {
                let child = root.play(m);
                assert_eq!(root.move_text_to(m, &child), root.move_text(m), "{f}");
                let mut second = Vec::new();
                child.legal_moves(&mut second);
                for m2 in second {
                    let grandchild = child.play(m2);
                    let text = child.move_text(m2);
                    assert_eq!(child.move_text_to(m2, &grandchild), text);
                    // The key names the text, with the child or without, in any position.
                    let key = child.move_text_key(m2, Some(&grandchild)).unwrap();
                    assert_eq!(child.move_text_key(m2, None), Some(key));
                    assert_eq!(*texts.entry(key).or_insert_with(|| text.clone()), text);
                    assert_eq!(*keys.entry(text).or_insert(key), key);
                    named += 1;
                }
            }
        }
        assert!(named > 5000, "{named}");
        assert!(texts.len() > 150, "{}", texts.len());
    }

    #[test]
    fn san_names_moves_with_disambiguation_and_check() {
        let start = Chess::start();
        let m = moves(&start);
        assert_eq!(m.len(), 20);
        assert!(m.contains(&"Nf3".to_string()) && m.contains(&"e4".to_string()));
        // Two knights reach d2 (Nbd2, Nfd2), two rooks d4 with check (Rad4+, Rhd4+).
        let p = fen("3k4/8/8/8/R6R/5N2/8/1N2K3 w - - 0 1");
        let m = moves(&p);
        for san in ["Nbd2", "Nfd2", "Rad4+", "Rhd4+", "Rh8+"] {
            assert!(m.contains(&san.to_string()), "{san} in {m:?}");
        }
        assert!(!m.contains(&"Nd2".to_string()));
        // Scholar's mate: Qxf7#.
        let p = fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        let mate = p.parse_move("Qxf7").unwrap();
        assert_eq!(p.move_text(mate), "Qxf7#");
        assert_eq!(p.play(mate).outcome(), Some(Outcome::Loss));
        // UCI and SAN name the same move.
        assert_eq!(p.parse_move("h5f7"), Some(mate));
        assert_eq!(p.parse_move("Qxf7#"), Some(mate));
        assert_eq!(p.parse_move("Qxf8"), None);
        assert_eq!(p.parse_move("nonsense"), None);
    }

    #[test]
    fn threefold_repetition_and_the_fifty_move_rule_draw() {
        let p = fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
        let mut q = p.clone();
        for (i, m) in ["Kb1", "Kb7", "Ka1", "Ka7"]
            .iter()
            .cycle()
            .take(8)
            .enumerate()
        {
            assert_eq!(q.outcome(), None, "before ply {i}");
            q = q.play(q.parse_move(m).unwrap());
        }
        // The start position for the third time.
        assert_eq!(q.repetitions(), 2);
        assert_eq!(q.zobrist(), p.zobrist());
        assert_eq!(q.outcome(), Some(Outcome::Draw));
        // The halfmove clock at 100 draws; one less does not.
        assert_eq!(
            fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 99 80").outcome(),
            None
        );
        assert_eq!(
            fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 100 80").outcome(),
            Some(Outcome::Draw)
        );
        // A pawn move clears the history.
        let r = q.play(q.parse_move("Kb1").unwrap());
        let pawn = fen("8/k7/8/8/8/8/P7/K7 w - - 0 1");
        let after = pawn.play(pawn.parse_move("a3").unwrap());
        assert!(after.history.is_none() && r.history.is_some());
        // Insufficient material and stalemate.
        assert_eq!(
            fen("8/k7/8/8/8/8/8/K7 w - - 0 1").outcome(),
            Some(Outcome::Draw)
        );
        assert_eq!(
            fen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").outcome(),
            Some(Outcome::Draw)
        );
    }

    #[test]
    fn zobrist_keys_follow_transpositions() {
        let s = Chess::start();
        let a = ["Nf3", "Nf6", "Nc3", "Nc6"];
        let b = ["Nc3", "Nc6", "Nf3", "Nf6"];
        let play = |ms: &[&str]| {
            ms.iter()
                .fold(s.clone(), |p, m| p.play(p.parse_move(m).unwrap()))
        };
        let (pa, pb) = (play(&a), play(&b));
        assert_eq!(pa.zobrist(), pb.zobrist());
        assert_eq!(
            pa.zobrist(),
            Chess::from_fen(&pa.fen()).unwrap().zobrist(),
            "incremental and fresh keys agree"
        );
        assert_ne!(pa.zobrist(), s.zobrist());
    }

    #[test]
    fn perft_from_the_start() {
        let s = Chess::start();
        assert_eq!(s.perft(3), 8_902);
        assert_eq!(crate::game::perft::perft(&s, 3), 8_902);
    }

    #[test]
    fn diagram_and_layout_agree() {
        let p = fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
        let d = p.diagram().unwrap();
        assert_eq!(d.len(), 66);
        assert!(
            d.starts_with("........k.......") && d.ends_with("K....... w"),
            "{d}"
        );
        Chess::check_diagram(&d).unwrap();
        assert!(Chess::check_diagram("K w").is_err());
        assert!(Chess::check_diagram(&d.replace('K', "X")).is_err());
        let pic = layout().picture(&d).unwrap();
        assert_eq!(pic.caption, "white to move");
        let a1 = pic.cells.iter().find(|c| c.keys[0] == "a1").unwrap();
        assert_eq!((a1.col, a1.row, a1.shape), (0, 7, Shape::Dark));
        assert_eq!(
            a1.mark,
            Mark::Glyph {
                glyph: '♔',
                letter: 'K'
            }
        );
        let lit = pic.named_by("Kb1", "");
        let b1: Vec<_> = pic.cells.iter().zip(&lit).filter(|(_, &l)| l).collect();
        assert_eq!(b1.len(), 1);
        assert_eq!(b1[0].0.keys[0], "b1");
        let nbd2 = pic.named_by("Nbd2", "");
        assert_eq!(nbd2.iter().filter(|&&l| l).count(), 1);
        let text = p.board_text(true).unwrap();
        assert!(text.starts_with("8 · · · · · · · ·\n7 ♚"), "{text}");
    }
}
