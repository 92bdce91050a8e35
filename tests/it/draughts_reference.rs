//! The bitboard draughts move generator against an independent, deliberately naive
//! one written here from the rules in docs/games.md: an 8×8 array indexed by file and
//! rank, no bit tricks, no shared code. Both must list the same moves on thousands of
//! random positions (men and kings of both colours, either side to move) and on the
//! positions of random games, and give the same perft on king-rich positions.

use gametree::game::Position;
use gametree::games::draughts::board::Variant;
use gametree::games::draughts::Draughts;
use gametree::games::{self, Loaded};
use std::collections::BTreeSet;

/// A piece: (white?, king?).
type Piece = Option<(bool, bool)>;
/// `grid[file][rank - 1]`.
type Grid = [[Piece; 8]; 8];

/// PDN number (1–32) of the dark square on `file` (0–7) and `rank` (1–8).
fn number(file: i32, rank: i32) -> usize {
    ((8 - rank) * 4 + file / 2 + 1) as usize
}

fn square_from_number(n: usize) -> (i32, i32) {
    let i = (n - 1) as i32;
    let r = i / 4;
    let c = i % 4;
    let file = if r % 2 == 0 { 2 * c + 1 } else { 2 * c };
    (file, 8 - r)
}

fn name(variant: Variant, (f, r): (i32, i32)) -> String {
    match variant {
        Variant::Czech => format!("{}{}", (b'a' + f as u8) as char, r),
        Variant::English => number(f, r).to_string(),
    }
}

fn on_board((f, r): (i32, i32)) -> bool {
    (0..8).contains(&f) && (1..=8).contains(&r)
}

fn get(g: &Grid, (f, r): (i32, i32)) -> Piece {
    g[f as usize][(r - 1) as usize]
}

const ALL: [(i32, i32); 4] = [(-1, 1), (1, 1), (-1, -1), (1, -1)];

struct Naive<'a> {
    g: &'a Grid,
    white: bool,
    out: Vec<Vec<(i32, i32)>>,
}

impl Naive<'_> {
    fn enemy(&self, s: (i32, i32), captured: &[(i32, i32)]) -> bool {
        matches!(get(self.g, s), Some((w, _)) if w != self.white) && !captured.contains(&s)
    }

    fn empty(&self, s: (i32, i32), start: (i32, i32)) -> bool {
        s == start || get(self.g, s).is_none()
    }

    fn short(
        &mut self,
        path: &mut Vec<(i32, i32)>,
        dirs: &[(i32, i32)],
        captured: &mut Vec<(i32, i32)>,
    ) {
        let here = *path.last().unwrap();
        let start = path[0];
        let mut found = false;
        for &(df, dr) in dirs {
            let mid = (here.0 + df, here.1 + dr);
            let land = (here.0 + 2 * df, here.1 + 2 * dr);
            if on_board(land) && self.enemy(mid, captured) && self.empty(land, start) {
                found = true;
                path.push(land);
                captured.push(mid);
                self.short(path, dirs, captured);
                captured.pop();
                path.pop();
            }
        }
        if !found && path.len() > 1 {
            self.out.push(path.clone());
        }
    }

    fn flying(&mut self, path: &mut Vec<(i32, i32)>, captured: &mut Vec<(i32, i32)>) {
        let here = *path.last().unwrap();
        let start = path[0];
        let mut found = false;
        for (df, dr) in ALL {
            let mut s = (here.0 + df, here.1 + dr);
            while on_board(s) && self.empty(s, start) {
                s = (s.0 + df, s.1 + dr);
            }
            if !on_board(s) || !self.enemy(s, captured) {
                continue;
            }
            let victim = s;
            let mut land = (s.0 + df, s.1 + dr);
            while on_board(land) && self.empty(land, start) {
                found = true;
                path.push(land);
                captured.push(victim);
                self.flying(path, captured);
                captured.pop();
                path.pop();
                land = (land.0 + df, land.1 + dr);
            }
        }
        if !found && path.len() > 1 {
            self.out.push(path.clone());
        }
    }
}

/// Every legal move as its text, by the rules in docs/games.md.
fn naive_moves(variant: Variant, g: &Grid, white: bool) -> BTreeSet<String> {
    let fwd = if white { 1 } else { -1 };
    let men_dirs = [(-1, fwd), (1, fwd)];
    let mut own = Vec::new();
    for f in 0..8 {
        for r in 1..=8 {
            if let Some((w, k)) = get(g, (f, r)) {
                if w == white {
                    own.push(((f, r), k));
                }
            }
        }
    }
    let mut n = Naive {
        g,
        white,
        out: Vec::new(),
    };
    // Captures: in Czech kings first (a king that can capture must), then men.
    for &(s, king) in &own {
        if king {
            if variant == Variant::Czech {
                n.flying(&mut vec![s], &mut Vec::new());
            } else {
                n.short(&mut vec![s], &ALL, &mut Vec::new());
            }
        }
    }
    if variant != Variant::Czech || n.out.is_empty() {
        for &(s, king) in &own {
            if !king {
                n.short(&mut vec![s], &men_dirs, &mut Vec::new());
            }
        }
    }
    let mut paths = n.out;
    let capture = !paths.is_empty();
    if paths.is_empty() {
        for &(s, king) in &own {
            let dirs: &[(i32, i32)] = if king { &ALL } else { &men_dirs };
            for &(df, dr) in dirs {
                let mut t = (s.0 + df, s.1 + dr);
                while on_board(t) && get(g, t).is_none() {
                    paths.push(vec![s, t]);
                    if !(king && variant == Variant::Czech) {
                        break;
                    }
                    t = (t.0 + df, t.1 + dr);
                }
            }
        }
    }
    let sep = if capture && variant == Variant::English {
        "x"
    } else {
        "-"
    };
    paths
        .iter()
        .map(|p| {
            p.iter()
                .map(|&s| name(variant, s))
                .collect::<Vec<_>>()
                .join(sep)
        })
        .collect()
}

fn grid_of(p: &Draughts) -> (Grid, bool) {
    let fen = p.fen();
    let mut g: Grid = [[None; 8]; 8];
    let mut fields = fen.split(':');
    let white_to_move = fields.next() == Some("W");
    for field in fields {
        let white = field.starts_with('W');
        for item in field[1..].split(',').filter(|s| !s.is_empty()) {
            let (king, num) = match item.strip_prefix('K') {
                Some(n) => (true, n),
                None => (false, item),
            };
            let (f, r) = square_from_number(num.parse().unwrap());
            g[f as usize][(r - 1) as usize] = Some((white, king));
        }
    }
    (g, white_to_move)
}

fn engine_moves(p: &Draughts) -> BTreeSet<String> {
    let mut m = Vec::new();
    p.legal_moves(&mut m);
    let texts: BTreeSet<String> = m.iter().map(|&m| p.move_text(m)).collect();
    assert_eq!(texts.len(), m.len(), "duplicate moves in {}", p.fen());
    texts
}

fn load(variant: Variant, fen: &str) -> Draughts {
    let game = match variant {
        Variant::Czech => "czech",
        Variant::English => "english",
    };
    match games::load(format!("game: {game}\nfen: {fen}\n").as_bytes()).unwrap() {
        Loaded::Draughts(d) => d,
        _ => unreachable!(),
    }
}

/// A small deterministic random number generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random legal position: up to 12 pieces a side, men never on their crowning rank.
fn random_fen(rng: &mut Rng) -> String {
    let mut white = Vec::new();
    let mut black = Vec::new();
    let (nw, nb) = (1 + rng.below(8), 1 + rng.below(8));
    let mut used = [false; 33];
    for (list, count, is_white) in [(&mut white, nw, true), (&mut black, nb, false)] {
        for _ in 0..count {
            let n = 1 + rng.below(32) as usize;
            if used[n] {
                continue;
            }
            used[n] = true;
            let crowning = if is_white { n <= 4 } else { n >= 29 };
            let king = crowning || rng.below(3) == 0;
            list.push(format!("{}{n}", if king { "K" } else { "" }));
        }
    }
    let turn = if rng.below(2) == 0 { "W" } else { "B" };
    format!("{turn}:W{}:B{}", white.join(","), black.join(","))
}

fn check(variant: Variant, p: &Draughts) {
    let (g, white) = grid_of(p);
    assert_eq!(
        engine_moves(p),
        naive_moves(variant, &g, white),
        "{:?} {}",
        variant,
        p.fen()
    );
}

#[test]
fn random_positions_agree_with_the_naive_generator() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for variant in [Variant::Czech, Variant::English] {
        for _ in 0..3000 {
            let fen = random_fen(&mut rng);
            check(variant, &load(variant, &fen));
        }
    }
}

#[test]
fn random_games_agree_with_the_naive_generator() {
    let mut rng = Rng(42);
    for variant in [Variant::Czech, Variant::English] {
        for _ in 0..60 {
            let mut p = Draughts::initial(variant);
            for _ in 0..150 {
                check(variant, &p);
                let mut m = Vec::new();
                p.legal_moves(&mut m);
                if m.is_empty() {
                    break;
                }
                p = p.play(m[rng.below(m.len() as u64) as usize]);
            }
        }
    }
}

fn naive_perft(variant: Variant, g: &Grid, white: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // A lost position (no move) ends every sequence before `depth`: it counts 0.
    let moves = naive_moves(variant, g, white);
    let mut n = 0;
    for text in moves {
        let squares: Vec<(i32, i32)> = text
            .split(['-', 'x'])
            .map(|s| match variant {
                Variant::Czech => {
                    let b = s.as_bytes();
                    ((b[0] - b'a') as i32, (b[1] - b'0') as i32)
                }
                Variant::English => square_from_number(s.parse().unwrap()),
            })
            .collect();
        let mut h = *g;
        let from = squares[0];
        let (w, mut king) = get(&h, from).unwrap();
        h[from.0 as usize][(from.1 - 1) as usize] = None;
        for pair in squares.windows(2) {
            let (df, dr) = (
                (pair[1].0 - pair[0].0).signum(),
                (pair[1].1 - pair[0].1).signum(),
            );
            let mut s = (pair[0].0 + df, pair[0].1 + dr);
            while s != pair[1] {
                h[s.0 as usize][(s.1 - 1) as usize] = None;
                s = (s.0 + df, s.1 + dr);
            }
        }
        let to = *squares.last().unwrap();
        if to.1 == if w { 8 } else { 1 } {
            king = true;
        }
        h[to.0 as usize][(to.1 - 1) as usize] = Some((w, king));
        n += naive_perft(variant, &h, !white, depth - 1);
    }
    n
}

#[test]
fn perft_agrees_on_king_positions() {
    for (variant, fen, depth) in [
        (Variant::Czech, "W:WK29,K31,22,23,K3:B1,2,K10,12,K16,20", 4),
        (Variant::Czech, "B:WK18,25,26,27:BK14,K5,6,7,8", 4),
        (
            Variant::English,
            "W:WK29,K31,22,23,K3:B1,2,K10,12,K16,20",
            5,
        ),
        (Variant::English, "B:WK18,25,26,27:BK14,K5,6,7,8", 5),
    ] {
        let p = load(variant, fen);
        let (g, white) = grid_of(&p);
        assert_eq!(
            p.perft(depth),
            naive_perft(variant, &g, white, depth),
            "{variant:?} {fen}"
        );
        assert_eq!(p.perft(depth), gametree::game::perft::perft(&p, depth));
    }
}
