//! English checkers with single jumps (`variant: single-jump`, the Slovak bachelor
//! thesis on MTD(f) with checkers, §3.1.3: "zrušenie viacnásobných skokov … len
//! jednoduché skoky ponad jeden nepriateľský herný kameň") against a second move
//! generator written here from the rules alone — a 64-square array, one function, no
//! bitboards and nothing of `src/games/draughts` — and the standard English perft
//! counts (Bik; OEIS A133046), which the variant must leave alone.
//!
//! The rules this generator follows (docs/games.md): black moves first and down the
//! board (PDN squares 1–12 at the start), white up (21–32); men step and jump one
//! square diagonally forward, kings one square in all four directions; a capture jumps
//! an adjacent opponent piece onto the empty square behind it, takes that one piece
//! and ends the move; capturing is compulsory, with free choice among captures; a man
//! ending on the far rank is crowned; a side with no move has lost.

use gametree::game::Position;
use gametree::games::{self, Loaded};

/// A square's content: 0 empty, ±1 a man, ±2 a king; black positive, white negative.
type Board = [i8; 64];

/// The index of row `r` (0 = rank 8, black's side) and column `c` (0 = file a).
fn at(r: i32, c: i32) -> usize {
    (r * 8 + c) as usize
}

/// The PDN number (1–32) of the dark square at row `r`, column `c`.
fn pdn(r: i32, c: i32) -> usize {
    (r * 4 + c / 2 + 1) as usize
}

/// The moves of the side `black` (true) or white, as PDN text (`11-15`, `22x15`) with
/// the board after each.
fn moves(b: &Board, black: bool) -> Vec<(String, Board)> {
    let me = if black { 1 } else { -1 };
    let forward = if black { 1 } else { -1 };
    let last_row = if black { 7 } else { 0 };
    let mut steps = Vec::new();
    let mut jumps = Vec::new();
    for r in 0..8 {
        for c in 0..8 {
            let piece = b[at(r, c)];
            if piece * me <= 0 {
                continue;
            }
            let king = piece.abs() == 2;
            for dr in [-1, 1] {
                if !king && dr != forward {
                    continue;
                }
                for dc in [-1, 1] {
                    let (r1, c1) = (r + dr, c + dc);
                    if !(0..8).contains(&r1) || !(0..8).contains(&c1) {
                        continue;
                    }
                    let crown = |to_row: i32| {
                        if king || to_row == last_row {
                            2 * me
                        } else {
                            me
                        }
                    };
                    if b[at(r1, c1)] == 0 {
                        let mut after = *b;
                        after[at(r, c)] = 0;
                        after[at(r1, c1)] = crown(r1);
                        steps.push((format!("{}-{}", pdn(r, c), pdn(r1, c1)), after));
                        continue;
                    }
                    let (r2, c2) = (r1 + dr, c1 + dc);
                    let opponent = b[at(r1, c1)] * me < 0;
                    if opponent
                        && (0..8).contains(&r2)
                        && (0..8).contains(&c2)
                        && b[at(r2, c2)] == 0
                    {
                        let mut after = *b;
                        after[at(r, c)] = 0;
                        after[at(r1, c1)] = 0;
                        after[at(r2, c2)] = crown(r2);
                        jumps.push((format!("{}x{}", pdn(r, c), pdn(r2, c2)), after));
                    }
                }
            }
        }
    }
    if jumps.is_empty() {
        steps
    } else {
        jumps
    }
}

/// Perft: the move sequences of exactly `depth` plies.
fn perft(b: &Board, black: bool, depth: u32) -> u64 {
    let list = moves(b, black);
    if depth == 1 {
        return list.len() as u64;
    }
    list.iter()
        .map(|(_, next)| perft(next, !black, depth - 1))
        .sum()
}

/// The board of a PDN FEN such as `B:W21-32:B1-12` (ranges, `K` for a king).
fn board_of(fen: &str) -> (Board, bool) {
    let mut b = [0i8; 64];
    let mut fields = fen.split(':');
    let black = fields.next() == Some("B");
    for field in fields {
        let sign = if field.starts_with('B') { 1 } else { -1 };
        for item in field[1..].split(',').filter(|s| !s.is_empty()) {
            let (king, item) = match item.strip_prefix('K') {
                Some(rest) => (true, rest),
                None => (false, item),
            };
            let (lo, hi) = match item.split_once('-') {
                Some((a, z)) => (a.parse::<i32>().unwrap(), z.parse::<i32>().unwrap()),
                None => (item.parse().unwrap(), item.parse().unwrap()),
            };
            for n in lo..=hi {
                let r = (n - 1) / 4;
                let c = 2 * ((n - 1) % 4) + if r % 2 == 0 { 1 } else { 0 };
                b[at(r, c)] = sign * if king { 2 } else { 1 };
            }
        }
    }
    (b, black)
}

fn english(text: &str) -> gametree::games::draughts::Draughts {
    match games::load(text.as_bytes()).unwrap() {
        Loaded::Draughts(d) => d,
        other => panic!("not draughts: {}", other.game_name()),
    }
}

fn single_jump(fen: &str) -> gametree::games::draughts::Draughts {
    english(&format!(
        "game: english\nvariant: single-jump\nfen: {fen}\n"
    ))
}

/// Positions with kings of both colours, men about to be crowned and double jumps
/// waiting (which the variant cuts short), either side to move.
const POSITIONS: [&str; 4] = [
    "B:W21-32:B1-12",
    "W:WK29,K31,22,23,K3:B1,2,K10,12,K16,20",
    "B:WK18,25,26,27:BK14,K5,6,7,8",
    // Black 9 can jump 14 and then 23: one jump only under the variant.
    "B:W14,23,K30,24:B9,10,K19,K6",
];

#[test]
fn perft_agrees_with_a_generator_written_from_the_rules() {
    for (fen, depth) in [
        (POSITIONS[0], 8),
        (POSITIONS[1], 6),
        (POSITIONS[2], 6),
        (POSITIONS[3], 7),
    ] {
        let p = single_jump(fen);
        let (b, black) = board_of(fen);
        for d in 1..=depth {
            assert_eq!(p.perft(d), perft(&b, black, d), "{fen} depth {d}");
        }
        // The generic count over `legal_moves` and `play` agrees with the bulk count.
        assert_eq!(
            gametree::game::perft::perft(&p, depth.min(5)),
            p.perft(depth.min(5))
        );
    }
}

/// The initial position's counts, as both generators give them (this test's own
/// numbers, not published ones: the variant is the thesis's).
#[test]
fn initial_single_jump_counts() {
    let p = english("game: english\nvariant: single-jump\n");
    let counts: Vec<u64> = (1..=7).map(|d| p.perft(d)).collect();
    assert_eq!(counts, [7, 49, 302, 1469, 7361, 36768, 180018]);
}

/// Two plies deeper than the test above: seconds in a release build. `cargo test --release --test it -- --ignored single_jump`.
#[test]
#[ignore]
fn deeper_perft_agrees_with_the_generator() {
    for (fen, depth) in [
        (POSITIONS[0], 10),
        (POSITIONS[1], 8),
        (POSITIONS[2], 8),
        (POSITIONS[3], 9),
    ] {
        let (b, black) = board_of(fen);
        assert_eq!(
            single_jump(fen).perft(depth),
            perft(&b, black, depth),
            "{fen}"
        );
    }
}

#[test]
fn move_lists_agree_along_random_games() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..40 {
        let mut p = single_jump(POSITIONS[0]);
        for _ in 0..120 {
            let (b, black) = board_of(&p.fen());
            let mut ours: Vec<String> = moves(&b, black).into_iter().map(|m| m.0).collect();
            let mut legal = Vec::new();
            p.legal_moves(&mut legal);
            let mut theirs: Vec<String> = legal.iter().map(|&m| p.move_text(m)).collect();
            ours.sort();
            theirs.sort();
            assert_eq!(theirs, ours, "{}", p.fen());
            if legal.is_empty() {
                break;
            }
            p = p.play(legal[next(legal.len())]);
        }
    }
}

#[test]
fn a_capture_takes_one_piece_and_ends_the_move() {
    let fen = POSITIONS[3];
    let mut m = Vec::new();
    let p = single_jump(fen);
    p.legal_moves(&mut m);
    let texts: Vec<String> = m.iter().map(|&x| p.move_text(x)).collect();
    assert!(texts.contains(&"9x18".to_string()), "{texts:?}");
    assert!(
        texts.iter().all(|t| t.matches('x').count() == 1),
        "{texts:?}"
    );
    // The standard rules play the double jump to its end.
    let standard = english(&format!("game: english\nfen: {fen}\n"));
    let mut m = Vec::new();
    standard.legal_moves(&mut m);
    let texts: Vec<String> = m.iter().map(|&x| standard.move_text(x)).collect();
    assert!(texts.contains(&"9x18x27".to_string()), "{texts:?}");
    // The variant survives writing the position back.
    let again = english(&p.to_position_text());
    assert_eq!(again, p);
    assert!(p.to_position_text().contains("variant: single-jump"));
    assert!(!standard.to_position_text().contains("variant"));
}

/// Without the variant (and with `variant: standard`) the published English counts
/// (Bik; OEIS A133046) stand.
#[test]
fn standard_english_perft_is_unchanged() {
    for text in ["game: english\n", "game: english\nvariant: standard\n"] {
        let p = english(text);
        let counts: Vec<u64> = (1..=7).map(|d| p.perft(d)).collect();
        assert_eq!(counts, [7, 49, 302, 1469, 7361, 36768, 179740], "{text}");
    }
}

#[test]
fn bad_variants_are_located_errors() {
    let e = games::load(b"game: english\nvariant: double\n").unwrap_err();
    assert_eq!((e.loc.line, e.loc.col), (2, 10), "{e}");
    assert!(e.to_string().contains("`single-jump`"), "{e}");
    // Czech draughts has no such variant: the key is unknown there.
    let e = games::load(b"game: czech\nvariant: single-jump\n").unwrap_err();
    assert_eq!((e.loc.line, e.loc.col), (2, 1), "{e}");
    assert!(e.to_string().contains("unknown key `variant`"), "{e}");
}
