//! Chess evaluations, in centipawns from the side to move's view: `material`
//! (Shannon 1950's weights: pawn 100, knight and bishop 300, rook 500, queen 900) and
//! `pst`, Michniewski's "Simplified Evaluation Function" (piece values 100, 320, 330,
//! 500, 900 plus a piece-square table per piece; the king's table switches to the
//! endgame one when neither side has a queen, or every side with a queen has at most
//! one minor piece besides; chessprogramming.org, "Simplified Evaluation Function").

use super::Chess;
use crate::game::{Evaluator, Position, Score, Side};
use shakmaty::{Color, Piece, Role, Square};

/// The most pieces a side may have (a position with more is refused when read, and
/// play never adds a piece): the king and fifteen others.
pub const MAX_PIECES: u32 = 16;

/// Shannon's weights in centipawns, indexed by [`role_index`] (king 0).
pub const MATERIAL: [Score; 6] = [100, 300, 300, 500, 900, 0];

/// Michniewski's piece values in centipawns, indexed by [`role_index`] (king 0).
pub const PST_VALUES: [Score; 6] = [100, 320, 330, 500, 900, 0];

/// Pawn, knight, bishop, rook, queen, king as 0–5.
pub fn role_index(role: Role) -> usize {
    match role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    }
}

/// The evaluation names chess accepts, the default first.
pub const NAMES: [&str; 2] = ["material", "pst"];

/// `material`: the side to move's material minus the opponent's, in centipawns
/// ([`MATERIAL`]). Its bound: fifteen queens (a side has at most [`MAX_PIECES`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Material;

impl Evaluator<Chess> for Material {
    fn name(&self) -> &'static str {
        "material"
    }

    fn evaluate(&self, pos: &Chess) -> Score {
        let board = pos.board();
        let mut white = 0;
        for (_, piece) in board.iter() {
            let v = MATERIAL[role_index(piece.role)];
            white += if piece.color == Color::White { v } else { -v };
        }
        from_mover(pos, white)
    }

    fn bound(&self) -> Score {
        (MAX_PIECES as Score - 1) * MATERIAL[4]
    }

    fn noisy_moves(&self, pos: &Chess, out: &mut Vec<super::ChessMove>) -> bool {
        pos.noisy_moves(out)
    }

    fn is_tactical(&self, pos: &Chess, mv: super::ChessMove) -> bool {
        pos.is_tactical(mv)
    }
}

/// `pst`: Michniewski's piece values plus piece-square tables, the side to move's
/// sum minus the opponent's, in centipawns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceSquare;

/// The tables as published, white's view, rank 8 first (a8 … h8, a7 … h1), in
/// the order pawn, knight, bishop, rook, queen, king (middle game), king (endgame).
#[rustfmt::skip]
const TABLES: [[i8; 64]; 7] = [
    [
         0,  0,  0,  0,  0,  0,  0,  0,
        50, 50, 50, 50, 50, 50, 50, 50,
        10, 10, 20, 30, 30, 20, 10, 10,
         5,  5, 10, 25, 25, 10,  5,  5,
         0,  0,  0, 20, 20,  0,  0,  0,
         5, -5,-10,  0,  0,-10, -5,  5,
         5, 10, 10,-20,-20, 10, 10,  5,
         0,  0,  0,  0,  0,  0,  0,  0,
    ],
    [
        -50,-40,-30,-30,-30,-30,-40,-50,
        -40,-20,  0,  0,  0,  0,-20,-40,
        -30,  0, 10, 15, 15, 10,  0,-30,
        -30,  5, 15, 20, 20, 15,  5,-30,
        -30,  0, 15, 20, 20, 15,  0,-30,
        -30,  5, 10, 15, 15, 10,  5,-30,
        -40,-20,  0,  5,  5,  0,-20,-40,
        -50,-40,-30,-30,-30,-30,-40,-50,
    ],
    [
        -20,-10,-10,-10,-10,-10,-10,-20,
        -10,  0,  0,  0,  0,  0,  0,-10,
        -10,  0,  5, 10, 10,  5,  0,-10,
        -10,  5,  5, 10, 10,  5,  5,-10,
        -10,  0, 10, 10, 10, 10,  0,-10,
        -10, 10, 10, 10, 10, 10, 10,-10,
        -10,  5,  0,  0,  0,  0,  5,-10,
        -20,-10,-10,-10,-10,-10,-10,-20,
    ],
    [
         0,  0,  0,  0,  0,  0,  0,  0,
         5, 10, 10, 10, 10, 10, 10,  5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
         0,  0,  0,  5,  5,  0,  0,  0,
    ],
    [
        -20,-10,-10, -5, -5,-10,-10,-20,
        -10,  0,  0,  0,  0,  0,  0,-10,
        -10,  0,  5,  5,  5,  5,  0,-10,
         -5,  0,  5,  5,  5,  5,  0, -5,
          0,  0,  5,  5,  5,  5,  0, -5,
        -10,  5,  5,  5,  5,  5,  0,-10,
        -10,  0,  5,  0,  0,  0,  0,-10,
        -20,-10,-10, -5, -5,-10,-10,-20,
    ],
    [
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -20,-30,-30,-40,-40,-30,-30,-20,
        -10,-20,-20,-20,-20,-20,-20,-10,
         20, 20,  0,  0,  0,  0, 20, 20,
         20, 30, 10,  0,  0, 10, 30, 20,
    ],
    [
        -50,-40,-30,-20,-20,-30,-40,-50,
        -30,-20,-10,  0,  0,-10,-20,-30,
        -30,-10, 20, 30, 30, 20,-10,-30,
        -30,-10, 30, 40, 40, 30,-10,-30,
        -30,-10, 30, 40, 40, 30,-10,-30,
        -30,-10, 20, 30, 30, 20,-10,-30,
        -30,-30,  0,  0,  0,  0,-30,-30,
        -50,-30,-30,-30,-30,-30,-30,-50,
    ],
];

/// The table entry of `piece` on `sq` (`endgame`: the king's endgame table).
pub fn table_value(piece: Piece, sq: Square, endgame: bool) -> Score {
    let mut t = role_index(piece.role);
    if piece.role == Role::King && endgame {
        t = 6;
    }
    let (file, rank) = (usize::from(sq.file()), usize::from(sq.rank()));
    // Row 0 of a table is white's rank 8; black's pieces read it mirrored.
    let row = match piece.color {
        Color::White => 7 - rank,
        Color::Black => rank,
    };
    Score::from(TABLES[t][row * 8 + file])
}

/// Michniewski's endgame: no queens, or every side with a queen has no other piece
/// but at most one minor piece (pawns and king aside).
fn is_endgame(pos: &Chess) -> bool {
    let board = pos.board();
    [Color::White, Color::Black].into_iter().all(|c| {
        let ours = board.by_color(c);
        if (board.queens() & ours).is_empty() {
            return true;
        }
        let rooks = (board.rooks() & ours).count();
        let minors = ((board.knights() | board.bishops()) & ours).count();
        let queens = (board.queens() & ours).count();
        queens == 1 && rooks == 0 && minors <= 1
    })
}

impl Evaluator<Chess> for PieceSquare {
    fn name(&self) -> &'static str {
        "pst"
    }

    fn evaluate(&self, pos: &Chess) -> Score {
        let endgame = is_endgame(pos);
        let mut white = 0;
        for (sq, piece) in pos.board().iter() {
            let v = PST_VALUES[role_index(piece.role)] + table_value(piece, sq, endgame);
            white += if piece.color == Color::White { v } else { -v };
        }
        from_mover(pos, white)
    }

    /// Fifteen queens on their best square (905 each) and a king on its best (+40),
    /// against a lone king on its worst (−50).
    fn bound(&self) -> Score {
        (MAX_PIECES as Score - 1) * (PST_VALUES[4] + 5) + 40 + 50
    }

    fn noisy_moves(&self, pos: &Chess, out: &mut Vec<super::ChessMove>) -> bool {
        pos.noisy_moves(out)
    }

    fn is_tactical(&self, pos: &Chess, mv: super::ChessMove) -> bool {
        pos.is_tactical(mv)
    }
}

/// A score from white's view turned to the side to move's.
fn from_mover(pos: &Chess, white: Score) -> Score {
    match pos.side_to_move() {
        Side::First => white,
        Side::Second => -white,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Position;

    fn fen(f: &str) -> Chess {
        Chess::from_fen(f).unwrap()
    }

    #[test]
    fn the_start_is_level_and_a_pawn_is_a_hundred() {
        let start = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(Material.evaluate(&start), 0);
        assert_eq!(PieceSquare.evaluate(&start), 0);
        // Lasker–Reichhelm: white and black have the same material.
        let lasker = fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1");
        assert_eq!(Material.evaluate(&lasker), 100);
        let black = fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 b - - 0 1");
        assert_eq!(Material.evaluate(&black), -100);
        let after_e4 = start.play(start.parse_move("e4").unwrap());
        // Black to move: white's e-pawn gained 20 (e2 −20 → e4 +20), so −40 for black.
        assert_eq!(PieceSquare.evaluate(&after_e4), -40);
    }

    #[test]
    fn tables_mirror_for_black_and_the_king_changes_in_the_endgame() {
        let wk = Piece {
            color: Color::White,
            role: Role::King,
        };
        let bk = Piece {
            color: Color::Black,
            role: Role::King,
        };
        assert_eq!(table_value(wk, Square::G1, false), 30);
        assert_eq!(table_value(bk, Square::G8, false), 30);
        assert_eq!(table_value(wk, Square::E4, true), 40);
        assert_eq!(table_value(wk, Square::A1, true), -50);
        assert!(is_endgame(&fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1")));
        assert!(!is_endgame(&fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        )));
    }

    #[test]
    fn bounds_cover_the_extremes_a_side_can_reach() {
        // All a side can have (nine queens, two rooks, bishops, knights) against a
        // lone king.
        let q = fen("QQQQQQQQ/QRRBBNNK/8/8/8/8/8/7k w - - 0 1");
        assert_eq!(Material.evaluate(&q), 9 * 900 + 2 * 500 + 4 * 300);
        assert!(Material.evaluate(&q) <= Material.bound());
        assert!(PieceSquare.evaluate(&q).abs() <= PieceSquare.bound());
    }
}
