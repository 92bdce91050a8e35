//! Evaluations of draughts positions (Czech and English), chosen with `--eval`:
//!
//! | name       | games          | what it counts |
//! |------------|----------------|----------------|
//! | `kuhr`     | czech (default)| Kühr 2011, example 2.5 |
//! | `features` | english (default) | the MTD(f) thesis' features, our weights |
//! | `material` | both           | man 1, king 3 |
//!
//! Every evaluation is computed for white minus black and then given from the side to
//! move's view (negated when black is to move).

use super::board::{step, Board, Colour, Variant, ROW_MASK};
use super::{Draughts, MAX_PIECES};
use crate::game::Evaluator;
use crate::game::Score;

/// The a- and h-files and ranks 1 and 8 (the squares where a piece cannot be jumped).
const EDGE: u32 = {
    let mut m = ROW_MASK[0] | ROW_MASK[7];
    let mut r = 0;
    while r < 8 {
        // Even rows hold b, d, f, h (h is bit 3 of the row); odd rows a, c, e, g (a is bit 0).
        m |= if r % 2 == 0 {
            1 << (r * 4 + 3)
        } else {
            1 << (r * 4)
        };
        r += 1;
    }
    m
};

/// The double corners: PDN squares 1 and 5 (b8, a7) and 28 and 32 (h2, g1).
const DOUBLE_CORNERS: u32 = 1 << 0 | 1 << 4 | 1 << 27 | 1 << 31;

/// A draughts evaluation (see the module documentation for the names and weights).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DraughtsEval {
    /// `kuhr`: Kühr 2011, example 2.5.
    Kuhr,
    /// `features`: the features of a Slovak bachelor thesis on MTD(f) with checkers with our weights.
    Features,
    /// `material`: man 1, king 3.
    Material,
}

impl DraughtsEval {
    /// The evaluation names for `variant`, the default first.
    pub fn names(variant: Variant) -> &'static [&'static str] {
        match variant {
            Variant::Czech => &["kuhr", "material"],
            Variant::English => &["features", "material"],
        }
    }

    /// The evaluation called `name` in `variant`, if that game has it.
    pub fn by_name(variant: Variant, name: &str) -> Option<DraughtsEval> {
        if !Self::names(variant).contains(&name) {
            return None;
        }
        match name {
            "kuhr" => Some(DraughtsEval::Kuhr),
            "features" => Some(DraughtsEval::Features),
            "material" => Some(DraughtsEval::Material),
            _ => None,
        }
    }

    /// The score of the position for white (positive good for white).
    pub fn white_view(self, b: &Board) -> Score {
        match self {
            DraughtsEval::Kuhr => kuhr_side(b, Colour::White) - kuhr_side(b, Colour::Black),
            DraughtsEval::Features => {
                features_side(b, Colour::White) - features_side(b, Colour::Black)
            }
            DraughtsEval::Material => material_side(b, b.white) - material_side(b, b.black),
        }
    }
}

fn count(m: u32) -> Score {
    m.count_ones() as Score
}

/// Kühr's example 2.5 for one side: man 25, king 100; +2 for a piece on the a- or
/// h-file or on rank 1 or 8; a further +1 for a white piece on rank 1 / black piece
/// on rank 8; +1 for each own piece on a diagonally adjacent square.
pub fn kuhr_side(b: &Board, c: Colour) -> Score {
    let own = b.of(c);
    let home = match c {
        Colour::White => ROW_MASK[7],
        Colour::Black => ROW_MASK[0],
    };
    let neighbours = count(step::<0>(own) & own)
        + count(step::<1>(own) & own)
        + count(step::<2>(own) & own)
        + count(step::<3>(own) & own);
    25 * count(own & !b.kings)
        + 100 * count(own & b.kings)
        + 2 * count(own & EDGE)
        + count(own & home)
        + neighbours
}

/// The MTD(f) thesis' features for one side, with our weights: man 100, king 150;
/// +10 for a man on its own back rank (defending it against crowning); +20 for a man
/// one step from crowning with an empty crowning square ahead of it (a man able to
/// promote); +10 for a king in a double corner (PDN 1, 5, 28, 32).
pub fn features_side(b: &Board, c: Colour) -> Score {
    let own = b.of(c);
    let men = own & !b.kings;
    let kings = own & b.kings;
    let empty = b.empty();
    let (home, promotable) = match c {
        Colour::White => (
            ROW_MASK[7],
            men & ROW_MASK[1] & (step::<2>(empty & ROW_MASK[0]) | step::<3>(empty & ROW_MASK[0])),
        ),
        Colour::Black => (
            ROW_MASK[0],
            men & ROW_MASK[6] & (step::<0>(empty & ROW_MASK[7]) | step::<1>(empty & ROW_MASK[7])),
        ),
    };
    100 * count(men)
        + 150 * count(kings)
        + 10 * count(men & home)
        + 20 * count(promotable)
        + 10 * count(kings & DOUBLE_CORNERS)
}

/// Material for one side's pieces `own`: man 1, king 3.
pub fn material_side(b: &Board, own: u32) -> Score {
    count(own & !b.kings) + 3 * count(own & b.kings)
}

impl Evaluator<Draughts> for DraughtsEval {
    fn name(&self) -> &'static str {
        match self {
            DraughtsEval::Kuhr => "kuhr",
            DraughtsEval::Features => "features",
            DraughtsEval::Material => "material",
        }
    }

    fn evaluate(&self, pos: &Draughts) -> Score {
        let v = self.white_view(pos.board());
        match pos.colour_to_move() {
            Colour::White => v,
            Colour::Black => -v,
        }
    }

    /// The most one side can score with 12 pieces and the other none.
    fn bound(&self) -> Score {
        let per_piece = match self {
            DraughtsEval::Kuhr => 100 + 3 + 4, // king, edge and home rank, 4 neighbours
            DraughtsEval::Features => 150 + 10, // king in a double corner (a man: ≤ 120)
            DraughtsEval::Material => 3,
        };
        MAX_PIECES as Score * per_piece
    }

    fn noisy_moves(&self, pos: &Draughts, out: &mut Vec<super::Move>) -> bool {
        pos.noisy_moves(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::file::PositionFile;
    use crate::game::Position;

    fn czech(fen: &str) -> Draughts {
        let mut f = PositionFile::parse(&format!("game: czech\nfen: {fen}\n")).unwrap();
        f.take("game");
        Draughts::from_file(Variant::Czech, f).unwrap()
    }

    #[test]
    fn kuhr_example_2_6_is_81() {
        // White men a7, c1, kings b6, a3; black man b8, men d6 and f4 and king d2,
        // which earn no bonus (inside the board, no black neighbour).
        let p = czech("W:Wa7,c1,Kb6,Ka3:Bb8,d6,f4,Kd2");
        assert_eq!(DraughtsEval::Kuhr.evaluate(&p), 81);
        assert_eq!(kuhr_side(p.board(), Colour::White), 250 + 9);
        assert_eq!(kuhr_side(p.board(), Colour::Black), 175 + 3);
        // From black's view the same position is -81.
        let q = czech("B:Wa7,c1,Kb6,Ka3:Bb8,d6,f4,Kd2");
        assert_eq!(DraughtsEval::Kuhr.evaluate(&q), -81);
    }

    #[test]
    fn edges_and_corners() {
        assert_eq!(EDGE.count_ones(), 14);
        let p = czech("W:Wa1,h2:Bh8");
        // a1: 25 + 2 + 1 (white on rank 1); h2: 25 + 2; h8: 25 + 2 + 1.
        assert_eq!(DraughtsEval::Kuhr.evaluate(&p), 28 + 27 - 28);
    }

    #[test]
    fn features_and_material_on_the_initial_position() {
        let p = Draughts::initial(Variant::English);
        assert_eq!(DraughtsEval::Features.evaluate(&p), 0);
        assert_eq!(DraughtsEval::Material.evaluate(&p), 0);
        assert_eq!(features_side(p.board(), Colour::White), 12 * 100 + 4 * 10);
        // A white man on 6 (c7) with 1 and 2 empty can promote; a black king on 32.
        let mut f = PositionFile::parse("game: english\nfen: B:W6:BK32\n").unwrap();
        f.take("game");
        let q = Draughts::from_file(Variant::English, f).unwrap();
        assert_eq!(q.side_to_move(), crate::game::Side::First);
        assert_eq!(DraughtsEval::Features.evaluate(&q), (150 + 10) - (100 + 20));
        assert_eq!(DraughtsEval::Material.evaluate(&q), 3 - 1);
    }
}
