//! Nim: heaps of stones; a move takes one or more stones from one heap; under normal
//! play the side that takes the last stone wins (the side to move with no stone left
//! has lost). Bouton (1901) solved it: the side to move wins exactly when the nim-sum
//! (the XOR of the heap sizes) is not zero.
//!
//! Position file: `game: nim`, `heaps: 3 4 5` (at most [`MAX_HEAPS`] heaps of at most
//! [`MAX_STONES`] stones), optional `to-move: first` or `second` (default first).
//! Moves are written `H-N`: take `N` stones from heap `H` (heaps numbered from 1),
//! e.g. `2-3`; generated heap by heap, fewest stones first.

use crate::game::file::{quote, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Edge, Layout, Part, Shape, Slot};
use crate::game::WinScore;
use crate::game::{zobrist, Evaluator, Outcome, Position, Score, Side};
use crate::games::{Game, Job};

/// The most heaps a position may have.
pub const MAX_HEAPS: usize = 8;
/// The most stones a heap may hold.
pub const MAX_STONES: u8 = 63;

/// A Nim position: the heap sizes and the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    heaps: [u8; MAX_HEAPS],
    len: u8,
    to_move: Side,
}

/// A move: take `take` (≥ 1) stones from heap `heap` (0-based).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    /// The heap, 0-based (written 1-based).
    pub heap: u8,
    /// How many stones are taken.
    pub take: u8,
}

impl Nim {
    /// The position with `heaps` (at most [`MAX_HEAPS`], each at most [`MAX_STONES`];
    /// `None` otherwise) and `to_move` to move.
    pub fn new(heaps: &[u8], to_move: Side) -> Option<Nim> {
        if heaps.len() > MAX_HEAPS || heaps.iter().any(|&h| h > MAX_STONES) {
            return None;
        }
        let mut h = [0; MAX_HEAPS];
        h[..heaps.len()].copy_from_slice(heaps);
        Some(Nim {
            heaps: h,
            len: heaps.len() as u8,
            to_move,
        })
    }

    /// The heap sizes.
    pub fn heaps(&self) -> &[u8] {
        &self.heaps[..self.len as usize]
    }

    /// The nim-sum: the XOR of the heap sizes (Bouton 1901).
    pub fn nim_sum(&self) -> u8 {
        self.heaps().iter().fold(0, |x, &h| x ^ h)
    }

    /// Reads `heaps:` and the optional `to-move:` (the `game:` entry already taken).
    ///
    /// # Errors
    /// A heap that is not a number from 0 to [`MAX_STONES`], no heap or more than
    /// [`MAX_HEAPS`], a side other than `first`/`second`, an unknown entry.
    pub fn from_file(mut file: PositionFile) -> Result<Nim, ParseError> {
        let to_move = match file.take("to-move") {
            None => Side::First,
            Some(e) => {
                let (loc, w) = e.value.single(&crate::tr!("errors-first-or-second"))?;
                match w.to_ascii_lowercase().as_str() {
                    "first" => Side::First,
                    "second" => Side::Second,
                    _ => {
                        return Err(ParseError::new(
                            loc,
                            crate::tr!("errors-first-or-second"),
                            quote(w),
                        ))
                    }
                }
            }
        };
        let what = crate::tr!("errors-heap-sizes", max = MAX_STONES);
        let entry = file.require("heaps", &what)?;
        file.finish(&["game", "to-move", "heaps"])?;
        let mut heaps = Vec::new();
        let mut word = String::new();
        let mut start = entry.value.end;
        let chars: Vec<_> = entry
            .value
            .chars()
            .chain([(entry.value.end, ' ')])
            .collect();
        for (loc, c) in chars {
            if !c.is_whitespace() {
                if word.is_empty() {
                    start = loc;
                }
                word.push(c);
                continue;
            }
            if word.is_empty() {
                continue;
            }
            let h = word
                .parse::<u8>()
                .ok()
                .filter(|&h| h <= MAX_STONES)
                .ok_or_else(|| ParseError::new(start, what.as_str(), quote(&word)))?;
            if heaps.len() == MAX_HEAPS {
                return Err(ParseError::new(
                    start,
                    crate::tr!("errors-at-most-heaps", n = MAX_HEAPS),
                    quote(&word),
                ));
            }
            heaps.push(h);
            word.clear();
        }
        if heaps.is_empty() {
            return Err(ParseError::new(
                entry.value.end,
                what.as_str(),
                crate::tr!("errors-nothing"),
            ));
        }
        Ok(Nim::new(&heaps, to_move).expect("checked sizes"))
    }
}

impl Position for Nim {
    type Move = NimMove;

    fn game_name(&self) -> &'static str {
        "nim"
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// Normal play: no stone left means the side to move cannot move and has lost.
    fn outcome(&self) -> Option<Outcome> {
        self.heaps()
            .iter()
            .all(|&h| h == 0)
            .then_some(Outcome::Loss)
    }

    fn legal_moves(&self, out: &mut Vec<NimMove>) {
        for (i, &h) in self.heaps().iter().enumerate() {
            for take in 1..=h {
                out.push(NimMove {
                    heap: i as u8,
                    take,
                });
            }
        }
    }

    fn play(&self, mv: NimMove) -> Nim {
        let mut next = *self;
        next.heaps[mv.heap as usize] -= mv.take;
        next.to_move = self.to_move.opponent();
        next
    }

    fn move_text(&self, mv: NimMove) -> String {
        format!("{}-{}", mv.heap + 1, mv.take)
    }

    /// Every move takes at least one stone.
    fn max_plies(&self) -> Option<u32> {
        Some(self.heaps().iter().map(|&h| h as u32).sum())
    }

    fn to_position_text(&self) -> String {
        let heaps: Vec<String> = self.heaps().iter().map(u8::to_string).collect();
        let side = match self.to_move {
            Side::First => "first",
            Side::Second => "second",
        };
        format!("game: nim\nheaps: {}\nto-move: {side}\n", heaps.join(" "))
    }

    /// The heap sizes separated by spaces, a space and the side to move (`f` or `s`):
    /// `3 4 5 f`.
    fn write_diagram(&self, s: &mut String) -> bool {
        for &h in self.heaps() {
            if h >= 10 {
                s.push(char::from(b'0' + h / 10));
            }
            s.push(char::from(b'0' + h % 10));
            s.push(' ');
        }
        s.push(if self.to_move == Side::First {
            'f'
        } else {
            's'
        });
        true
    }

    fn board_text(&self, _unicode: bool) -> Option<String> {
        let mut s = String::new();
        for (i, &h) in self.heaps().iter().enumerate() {
            let line = format!("heap {}: {:<2} {}", i + 1, h, "|".repeat(h as usize));
            s.push_str(line.trim_end());
            s.push('\n');
        }
        Some(s)
    }

    fn zobrist(&self) -> u64 {
        let mut k = self.heaps().iter().enumerate().fold(0, |k, (i, &h)| {
            k ^ zobrist::key((i * 64 + h as usize) as u64)
        });
        if self.to_move == Side::Second {
            k ^= zobrist::SIDE;
        }
        k
    }
}

/// Nim's evaluation `nim-sum` (Bouton 1901): +1 when the nim-sum is not zero (the side
/// to move can win), −1 when it is zero; exact, so a search of any depth plays
/// perfectly.
#[derive(Copy, Clone, Debug, Default)]
pub struct NimSum;

impl Evaluator<Nim> for NimSum {
    fn name(&self) -> &'static str {
        "nim-sum"
    }

    fn evaluate(&self, pos: &Nim) -> Score {
        if pos.nim_sum() != 0 {
            1
        } else {
            -1
        }
    }

    fn bound(&self) -> Score {
        1
    }
}

impl Game for Nim {
    const NAMES: &'static [&'static str] = &["nim"];

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        Nim::from_file(file)
    }

    fn name(&self) -> &'static str {
        "nim"
    }

    /// `MAX = 1000`, `MNOHO = 100`: room for the longest game (8 × 63 stones).
    fn default_win_score(&self) -> WinScore {
        WinScore {
            max: 1000,
            threshold: 100,
            utilities: None,
        }
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &["nim-sum"]
    }

    fn layout(diagram: &str) -> Option<Layout> {
        layout(diagram)
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        check_diagram(diagram).ok_or_else(|| {
            format!(
                "a Nim diagram: 1 to {MAX_HEAPS} heap sizes from 0 to {MAX_STONES}, each followed by a space, then `f` or `s` (`3 4 5 f`)"
            )
        })
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        (eval == "nim-sum").then(|| job.run(self, &NimSum))
    }
}

/// The heap sizes of a diagram (`3 4 5 f`) and its side token; `None` when it is not
/// one.
fn heaps_of(diagram: &str) -> Option<(Vec<u8>, &str)> {
    let (heaps, side) = diagram.rsplit_once(' ')?;
    let sizes = heaps
        .split(' ')
        .map(|t| {
            let digits = !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit());
            digits
                .then(|| t.parse::<u8>().ok())
                .flatten()
                .filter(|&h| h <= MAX_STONES)
        })
        .collect::<Option<Vec<u8>>>()?;
    (sizes.len() <= MAX_HEAPS).then_some((sizes, side))
}

/// Checks a recorded diagram (see [`Game::check_diagram`]); `None` when it is not one.
fn check_diagram(diagram: &str) -> Option<()> {
    let (_, side) = heaps_of(diagram)?;
    matches!(side, "f" | "s").then_some(())
}

/// The board layout of the diagrams (`3 4 5 f`): each heap a row of stones, as wide
/// as the root's largest heap (the sample `diagram`), its number at the left; a heap
/// is keyed by every move that takes from it (`2-1` … `2-4` for heap 2 of 4 stones at
/// the root), so the move into a position lights the heap it took from.
fn layout(diagram: &str) -> Option<Layout> {
    let (heaps, _) = heaps_of(diagram)?;
    let n = heaps.len();
    let cols = u16::from(heaps.iter().copied().max().unwrap_or(0).max(1));
    let slots = heaps
        .iter()
        .enumerate()
        .map(|(i, &h)| Slot {
            col: 0,
            row: i as u16,
            width: cols,
            height: 1,
            shape: Shape::Heap,
            keys: (1..=h).map(|t| format!("{}-{t}", i + 1)).collect(),
            token: Some(i),
        })
        .collect();
    let side = vec![
        ("f".into(), "first player".into()),
        ("s".into(), "second player".into()),
    ];
    Some(Layout {
        cols,
        rows: n as u16,
        separators: " ".into(),
        slots,
        marks: Vec::new(),
        caption: vec![Part::Named(n, side), Part::Text(" to move".into())],
        move_prefix: None,
        coordinates: (0..n as u16)
            .map(|i| Coordinate {
                edge: Edge::Left,
                at: i,
                text: (i + 1).to_string(),
            })
            .collect(),
        move_separators: String::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::perft::perft;

    fn read(text: &str) -> Result<Nim, ParseError> {
        let mut f = PositionFile::parse(text)?;
        f.take("game");
        Nim::from_file(f)
    }

    #[test]
    fn reads_heaps_and_side() {
        let p = read("game: nim\nheaps: 3 4 5\nto-move: second\n").unwrap();
        assert_eq!(p.heaps(), &[3, 4, 5]);
        assert_eq!(p.side_to_move(), Side::Second);
        assert_eq!(p.nim_sum(), 2);
        assert_eq!(read(&p.to_position_text()).unwrap(), p);
    }

    #[test]
    fn bad_heaps_are_located() {
        let e = read("game: nim\nheaps: 3 x 5\n").unwrap_err().to_string();
        assert!(e.starts_with("2:10:"), "{e}");
        let e = read("game: nim\nheaps: 64\n").unwrap_err().to_string();
        assert!(e.contains("found `64`"), "{e}");
        assert!(read("game: nim\nheaps: 1 1 1 1 1 1 1 1 1\n").is_err());
        assert!(read("game: nim\nheaps:\n").is_err());
    }

    #[test]
    fn the_last_stone_wins() {
        let p = Nim::new(&[0, 1], Side::First).unwrap();
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert_eq!(moves.len(), 1);
        assert_eq!(p.move_text(moves[0]), "2-1");
        let end = p.play(moves[0]);
        assert_eq!(end.outcome(), Some(Outcome::Loss));
        assert_eq!(end.side_to_move(), Side::Second);
    }

    #[test]
    fn perft_counts_move_sequences() {
        // Heaps 1 and 2: three first moves (1-1, 2-1, 2-2).
        let p = Nim::new(&[1, 2], Side::First).unwrap();
        assert_eq!(perft(&p, 1), 3);
        // After 1-1: heaps 0,2 → 2 moves; after 2-1: 1,1 → 2; after 2-2: 1,0 → 1.
        assert_eq!(perft(&p, 2), 5);
    }

    #[test]
    fn diagrams_are_read_into_heaps_of_stones() {
        let p = Nim::new(&[3, 0, 12], Side::Second).unwrap();
        let d = p.diagram().unwrap();
        assert_eq!(d, "3 0 12 s");
        assert!(Nim::check_diagram(&d).is_ok());
        let pic = Nim::layout(&d).unwrap().picture(&d).unwrap();
        assert_eq!((pic.cols, pic.rows), (12, 3));
        assert_eq!(pic.cells[2].mark, crate::game::picture::Mark::Count(12));
        assert_eq!(pic.caption, "second player to move");
        // The move `3-5` lights heap 3 only.
        assert_eq!(pic.named_by("3-5", ""), [false, false, true]);
        for bad in [
            "3 4 x f",
            "3 4 5",
            "3 64 f",
            "+3 f",
            "1 1 1 1 1 1 1 1 1 f",
            "3 4 5 x",
            " f",
        ] {
            assert!(Nim::check_diagram(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_text_board_shows_every_heap() {
        let b = Nim::new(&[3, 0], Side::First)
            .unwrap()
            .board_text(false)
            .unwrap();
        assert_eq!(b, "heap 1: 3  |||\nheap 2: 0\n");
    }
}
