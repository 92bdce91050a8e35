//! The draughts engine: bitboards over the 32 playable (dark) squares, move generation
//! for Czech draughts and English checkers, making moves, and a bulk-counting perft.
//!
//! **Squares.** Bit `i` (0–31) is the square with PDN number `i + 1`, numbered as the
//! PDN standard numbers English checkers: white at the bottom, a1 a dark square,
//! square 1 = b8 at the top left, counting left to right along each rank from rank 8
//! down to rank 1 (29 = a1, 32 = g1). Row `i / 4` (0 = rank 8) holds the squares on
//! files b, d, f, h (even rows) or a, c, e, g (odd rows).
//!
//! **Directions.** 0 = up-left (towards rank 8 and the a-file), 1 = up-right, 2 =
//! down-left (towards rank 1), 3 = down-right; `d ^ 3` is the opposite of `d`.
//! White men move up, black men down, in both games.
//!
//! Nothing here knows about positions files or search: [`Board`] is the placement,
//! the side to move and the variant are passed in.

/// The number of playable squares.
pub const SQUARES: usize = 32;

/// "No square" in the neighbour tables.
pub const NONE: u8 = 32;

/// The most landing squares one move can have: every jump captures a different
/// opponent piece, and a side has at most 12.
pub const MAX_PATH: usize = 12;

/// Up-left, up-right, down-left, down-right (see the module documentation).
pub const DIRECTIONS: [usize; 4] = [0, 1, 2, 3];

/// The rules that differ between the games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Czech draughts (česká dáma): flying kings, white moves first, a king must capture
    /// if a king can.
    Czech,
    /// English checkers: kings move and jump one square, black moves first.
    English,
}

/// How far a capture goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Jumps {
    /// A capture jumps on from every landing square while it can (the rules of both
    /// games).
    Multiple,
    /// A capture takes one piece and ends the move (`variant: single-jump` of English
    /// checkers: the Slovak bachelor thesis on MTD(f) with checkers, §3.1.3).
    Single,
}

/// A side's colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White: starts at the bottom (ranks 1–3, squares 21–32) and moves up.
    White,
    /// Black: starts at the top (ranks 6–8, squares 1–12) and moves down.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The two directions this colour's men move and capture in.
    #[inline]
    pub fn forward(self) -> [usize; 2] {
        match self {
            Colour::White => [0, 1],
            Colour::Black => [2, 3],
        }
    }

    /// The squares where this colour's men are crowned (rank 8 for white, rank 1 for black).
    #[inline]
    pub fn crowning_row(self) -> u32 {
        match self {
            Colour::White => ROW_MASK[0],
            Colour::Black => ROW_MASK[7],
        }
    }
}

/// 0-based file (0 = a) of square `i`.
pub const fn file_of(i: usize) -> usize {
    let r = i / 4;
    let c = i % 4;
    if r % 2 == 0 {
        2 * c + 1
    } else {
        2 * c
    }
}

/// Rank (1–8) of square `i`.
pub const fn rank_of(i: usize) -> usize {
    8 - i / 4
}

/// The square on 0-based `file` and `rank` 1–8, or `None` for a light square or off
/// the board.
pub const fn square_at(file: usize, rank: usize) -> Option<usize> {
    if file >= 8 || rank < 1 || rank > 8 || (file + rank) % 2 == 0 {
        return None;
    }
    Some((8 - rank) * 4 + file / 2)
}

const fn build_neighbours() -> [[u8; SQUARES]; 4] {
    let mut t = [[NONE; SQUARES]; 4];
    let mut i = 0;
    while i < SQUARES {
        let f = file_of(i) as i32;
        let r = rank_of(i) as i32;
        let mut d = 0;
        while d < 4 {
            let df = if d % 2 == 0 { -1 } else { 1 };
            let dr = if d < 2 { 1 } else { -1 };
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 8 && nr >= 1 && nr <= 8 {
                if let Some(j) = square_at(nf as usize, nr as usize) {
                    t[d][i] = j as u8;
                }
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `NEIGHBOUR[d][i]`: the square next to `i` in direction `d`, or [`NONE`].
pub static NEIGHBOUR: [[u8; SQUARES]; 4] = build_neighbours();

const NB: [[u8; SQUARES]; 4] = build_neighbours();

const fn build_rays() -> [[u32; SQUARES]; 4] {
    let mut t = [[0u32; SQUARES]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < SQUARES {
            let mut s = NB[d][i];
            while s != NONE {
                t[d][i] |= 1 << s;
                s = NB[d][s as usize];
            }
            i += 1;
        }
        d += 1;
    }
    t
}

/// `RAY[d][i]`: every square beyond `i` in direction `d` (not `i` itself).
pub static RAY: [[u32; SQUARES]; 4] = build_rays();

/// `STEP_MASK[d][k]`: the squares whose neighbour in direction `d` is `k + 3` bits away
/// (3, 4 or 5); the neighbour is at a lower index for the up directions.
const fn build_step_masks() -> [[u32; 3]; 4] {
    let mut t = [[0u32; 3]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < SQUARES {
            let j = NB[d][i];
            if j != NONE {
                let delta = (j as usize).abs_diff(i);
                t[d][delta - 3] |= 1 << i;
            }
            i += 1;
        }
        d += 1;
    }
    t
}

const STEP_MASK: [[u32; 3]; 4] = build_step_masks();

/// The squares of each row (0 = rank 8 … 7 = rank 1).
pub const ROW_MASK: [u32; 8] = [
    0xF,
    0xF << 4,
    0xF << 8,
    0xF << 12,
    0xF << 16,
    0xF << 20,
    0xF << 24,
    0xF << 28,
];

/// Every square moved one step in direction `D` (squares without such a neighbour drop out).
#[inline(always)]
pub fn step<const D: usize>(b: u32) -> u32 {
    let m = STEP_MASK[D];
    if D < 2 {
        ((b & m[0]) >> 3) | ((b & m[1]) >> 4) | ((b & m[2]) >> 5)
    } else {
        ((b & m[0]) << 3) | ((b & m[1]) << 4) | ((b & m[2]) << 5)
    }
}

/// [`step`] with the direction as a run-time value.
#[inline(always)]
pub fn step_dir(d: usize, b: u32) -> u32 {
    match d {
        0 => step::<0>(b),
        1 => step::<1>(b),
        2 => step::<2>(b),
        _ => step::<3>(b),
    }
}

/// The squares a flying king on `sq` reaches in direction `d` before the first
/// occupied square of `occ`.
#[inline(always)]
fn slide(d: usize, sq: usize, occ: u32) -> u32 {
    let ray = RAY[d][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        return ray;
    }
    let first = if d < 2 {
        31 - blockers.leading_zeros() as usize
    } else {
        blockers.trailing_zeros() as usize
    };
    ray & !(RAY[d][first] | 1 << first)
}

/// A draughts move: the moving piece's square, the squares it lands on in order (one
/// for a step, one per jump for a capture) and the squares of the pieces it captures.
///
/// The landing path makes the move self-describing: two capture sequences over the
/// same pieces in a different order are different moves, and the move's text never
/// depends on the position it is played in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: u8,
    len: u8,
    path: [u8; MAX_PATH],
    captured: u32,
}

impl Move {
    /// A step from `from` to `to` (square indices 0–31).
    pub fn step(from: usize, to: usize) -> Move {
        let mut path = [0u8; MAX_PATH];
        path[0] = to as u8;
        Move {
            from: from as u8,
            len: 1,
            path,
            captured: 0,
        }
    }

    /// The square the piece starts on (index 0–31).
    pub fn from(&self) -> usize {
        self.from as usize
    }

    /// The square the piece ends on (index 0–31).
    pub fn to(&self) -> usize {
        self.path[self.len as usize - 1] as usize
    }

    /// The landing squares in order (indices 0–31); the last is [`Move::to`].
    pub fn path(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }

    /// The captured pieces' squares as a bit mask (0 for a step).
    pub fn captured(&self) -> u32 {
        self.captured
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// A placement: the squares of the white pieces, the black pieces and the kings
/// (bit `i` = PDN square `i + 1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    /// White pieces (men and kings).
    pub white: u32,
    /// Black pieces (men and kings).
    pub black: u32,
    /// Kings of either colour.
    pub kings: u32,
}

/// The squares of each side's men at the start: black 1–12, white 21–32.
pub const INITIAL: Board = Board {
    white: 0xFFF0_0000,
    black: 0x0000_0FFF,
    kings: 0,
};

impl Board {
    /// The pieces of `c`.
    #[inline(always)]
    pub fn of(&self, c: Colour) -> u32 {
        match c {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The empty squares.
    #[inline(always)]
    pub fn empty(&self) -> u32 {
        !(self.white | self.black)
    }

    /// The board after `mv` by `c`: the piece moves to its last landing square, the
    /// captured pieces go, and a man ending on its crowning rank becomes a king.
    #[inline]
    pub fn play(&self, c: Colour, mv: &Move) -> Board {
        let from = 1u32 << mv.from;
        let to = 1u32 << mv.to();
        let mut b = *self;
        let (mine, theirs) = match c {
            Colour::White => (&mut b.white, &mut b.black),
            Colour::Black => (&mut b.black, &mut b.white),
        };
        *mine = (*mine & !from) | to;
        *theirs &= !mv.captured;
        b.kings &= !mv.captured;
        if self.kings & from != 0 {
            b.kings = (b.kings & !from) | to;
        } else if to & c.crowning_row() != 0 {
            b.kings |= to;
        }
        b
    }

    /// Appends the legal moves of `c` to `out` in generation order (see
    /// the module documentation for the rules), captures going on as `jumps` says.
    pub fn legal_moves(&self, variant: Variant, jumps: Jumps, c: Colour, out: &mut Vec<Move>) {
        let g = Gen::new(self, c, jumps);
        match variant {
            Variant::Czech => {
                let n = out.len();
                g.king_captures_flying(out);
                if out.len() == n {
                    g.man_captures(out);
                }
                if out.len() == n {
                    g.man_steps(out);
                    g.king_slides(out);
                }
            }
            Variant::English => {
                let n = out.len();
                g.man_captures(out);
                g.king_captures_short(out);
                if out.len() == n {
                    g.man_steps(out);
                    g.king_steps(out);
                }
            }
        }
    }

    /// Whether `c` has a legal move (without listing them).
    pub fn has_move(&self, variant: Variant, c: Colour) -> bool {
        let g = Gen::new(self, c, Jumps::Multiple);
        let men = g.mine & !self.kings;
        let kings = g.mine & self.kings;
        let [f0, f1] = c.forward();
        let mut targets = step_dir(f0, men) | step_dir(f1, men);
        targets |= step::<0>(kings) | step::<1>(kings) | step::<2>(kings) | step::<3>(kings);
        if targets & g.empty != 0 {
            return true;
        }
        // No step: only captures are left. A capture needs an adjacent opponent piece
        // (for a flying king, one further along the ray, which a step would also reach
        // first — and no step is possible, so every neighbour is occupied).
        // A capture exists under single jumps exactly when one does under multiple.
        let mut v = Vec::new();
        self.legal_moves(variant, Jumps::Multiple, c, &mut v);
        !v.is_empty()
    }

    /// The number of legal moves of `c` (capture sequences counted one by one).
    #[inline]
    pub fn count_moves(&self, variant: Variant, jumps: Jumps, c: Colour) -> u64 {
        let g = Gen::new(self, c, jumps);
        match variant {
            Variant::Czech => {
                let n = g.count_king_captures_flying();
                if n > 0 {
                    return n;
                }
                let n = g.count_man_captures();
                if n > 0 {
                    return n;
                }
                g.count_man_steps() + g.count_king_slides()
            }
            Variant::English => {
                let n = g.count_man_captures() + g.count_king_captures_short();
                if n > 0 {
                    return n;
                }
                g.count_man_steps() + g.count_king_steps()
            }
        }
    }
}

/// Move generation state for one side.
struct Gen {
    mine: u32,
    theirs: u32,
    kings: u32,
    empty: u32,
    colour: Colour,
    /// [`Jumps::Single`]: a short jump ends the move.
    single: bool,
}

/// A capture search in progress: the landing path so far.
struct Path {
    from: u8,
    squares: [u8; MAX_PATH],
    /// The empty squares, the moving piece's start square included.
    empty: u32,
}

impl Path {
    fn emit(&self, depth: usize, captured: u32, out: &mut Vec<Move>) {
        out.push(Move {
            from: self.from,
            len: depth as u8,
            path: self.squares,
            captured,
        });
    }
}

impl Gen {
    #[inline(always)]
    fn new(b: &Board, c: Colour, jumps: Jumps) -> Gen {
        let (mine, theirs) = match c {
            Colour::White => (b.white, b.black),
            Colour::Black => (b.black, b.white),
        };
        Gen {
            mine,
            theirs,
            kings: b.kings,
            empty: !(b.white | b.black),
            colour: c,
            single: jumps == Jumps::Single,
        }
    }

    fn man_steps(&self, out: &mut Vec<Move>) {
        self.steps(self.mine & !self.kings, &self.colour.forward(), out);
    }

    fn king_steps(&self, out: &mut Vec<Move>) {
        self.steps(self.mine & self.kings, &DIRECTIONS, out);
    }

    /// The one-square steps of `pieces` in the directions `dirs` to an empty square.
    #[inline(always)]
    fn steps(&self, pieces: u32, dirs: &[usize], out: &mut Vec<Move>) {
        for &d in dirs {
            let mut t = step_dir(d, pieces) & self.empty;
            while t != 0 {
                let to = t.trailing_zeros() as usize;
                t &= t - 1;
                out.push(Move::step(NEIGHBOUR[d ^ 3][to] as usize, to));
            }
        }
    }

    fn king_slides(&self, out: &mut Vec<Move>) {
        let mut kings = self.mine & self.kings;
        let occ = !self.empty;
        while kings != 0 {
            let from = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            for d in DIRECTIONS {
                let mut t = slide(d, from, occ);
                while t != 0 {
                    let to = t.trailing_zeros() as usize;
                    t &= t - 1;
                    out.push(Move::step(from, to));
                }
            }
        }
    }

    /// The short jump from `sq` in direction `d`, if there is one: the square jumped
    /// over (an opponent's piece not yet `captured`) and the landing square (in
    /// `empty`).
    #[inline(always)]
    fn short_jump(&self, sq: usize, d: usize, empty: u32, captured: u32) -> Option<(u8, u8)> {
        let mid = NEIGHBOUR[d][sq];
        if mid == NONE || (self.theirs & !captured) & (1 << mid) == 0 {
            return None;
        }
        let land = NEIGHBOUR[d][mid as usize];
        if land == NONE || empty & (1 << land) == 0 {
            return None;
        }
        Some((mid, land))
    }

    /// Short jumps (men, English kings) from `sq` in `dirs`; returns whether any jump
    /// was possible. `empty` has the moving piece's start square empty; captured
    /// pieces stay on the board (not empty, not capturable again) until the move ends.
    fn short_jumps(
        &self,
        path: &mut Path,
        sq: usize,
        dirs: &[usize],
        captured: u32,
        depth: usize,
        out: &mut Vec<Move>,
    ) -> bool {
        let empty = path.empty;
        let mut any = false;
        for &d in dirs {
            let Some((mid, land)) = self.short_jump(sq, d, empty, captured) else {
                continue;
            };
            any = true;
            path.squares[depth] = land;
            let cap = captured | 1 << mid;
            // A man reaching its crowning rank ends the move there: no forward jump
            // exists beyond it, so the recursion finds nothing and emits the move.
            // Under single jumps every move ends after its first jump.
            if self.single || !self.short_jumps(path, land as usize, dirs, cap, depth + 1, out) {
                path.emit(depth + 1, cap, out);
            }
        }
        any
    }

    /// The men that may capture: those with an opponent's piece ahead and an empty
    /// square behind it.
    #[inline(always)]
    fn man_jumpers(&self) -> u32 {
        let men = self.mine & !self.kings;
        let mut jumpers = 0;
        for d in self.colour.forward() {
            let land = step_dir(d, step_dir(d, men) & self.theirs) & self.empty;
            jumpers |= step_dir(d ^ 3, step_dir(d ^ 3, land));
        }
        men & jumpers
    }

    /// Calls `jumps` for each of `pieces` with its square and a new path from it (its
    /// start square counted empty).
    #[inline(always)]
    fn paths_from(&self, mut pieces: u32, mut jumps: impl FnMut(&mut Path, usize)) {
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let mut path = Path {
                from: from as u8,
                squares: [0; MAX_PATH],
                empty: self.empty | 1 << from,
            };
            jumps(&mut path, from);
        }
    }

    fn man_captures(&self, out: &mut Vec<Move>) {
        let dirs = self.colour.forward();
        self.paths_from(self.man_jumpers(), |path, from| {
            self.short_jumps(path, from, &dirs, 0, 0, out);
        });
    }

    fn king_captures_short(&self, out: &mut Vec<Move>) {
        self.paths_from(self.mine & self.kings, |path, from| {
            self.short_jumps(path, from, &DIRECTIONS, 0, 0, out);
        });
    }

    /// Flying-king captures (Czech) from `sq`: along each diagonal over empty squares
    /// to an opponent piece not captured yet, then onto any empty square beyond it.
    /// From each landing square the capture must go on if it can; where it cannot,
    /// the move ends there. Returns whether any capture was possible.
    fn flying(
        &self,
        path: &mut Path,
        sq: usize,
        captured: u32,
        depth: usize,
        out: &mut Vec<Move>,
    ) -> bool {
        let empty = path.empty;
        let mut any = false;
        for d in DIRECTIONS {
            let mut s = NEIGHBOUR[d][sq];
            while s != NONE && empty & (1 << s) != 0 {
                s = NEIGHBOUR[d][s as usize];
            }
            if s == NONE || (self.theirs & !captured) & (1 << s) == 0 {
                continue; // the edge, an own piece, or a piece already captured
            }
            let cap = captured | 1 << s;
            let mut land = NEIGHBOUR[d][s as usize];
            while land != NONE && empty & (1 << land) != 0 {
                any = true;
                path.squares[depth] = land;
                if !self.flying(path, land as usize, cap, depth + 1, out) {
                    path.emit(depth + 1, cap, out);
                }
                land = NEIGHBOUR[d][land as usize];
            }
        }
        any
    }

    fn king_captures_flying(&self, out: &mut Vec<Move>) {
        self.paths_from(self.mine & self.kings, |path, from| {
            self.flying(path, from, 0, 0, out);
        });
    }

    // Counting versions for perft: the same searches without building moves.

    #[inline(always)]
    fn count_man_steps(&self) -> u64 {
        let men = self.mine & !self.kings;
        let [a, b] = self.colour.forward();
        ((step_dir(a, men) & self.empty).count_ones()
            + (step_dir(b, men) & self.empty).count_ones()) as u64
    }

    #[inline(always)]
    fn count_king_steps(&self) -> u64 {
        let k = self.mine & self.kings;
        if k == 0 {
            return 0;
        }
        let e = self.empty;
        ((step::<0>(k) & e).count_ones()
            + (step::<1>(k) & e).count_ones()
            + (step::<2>(k) & e).count_ones()
            + (step::<3>(k) & e).count_ones()) as u64
    }

    fn count_king_slides(&self) -> u64 {
        let mut kings = self.mine & self.kings;
        let occ = !self.empty;
        let mut n = 0;
        while kings != 0 {
            let from = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            for d in DIRECTIONS {
                n += slide(d, from, occ).count_ones() as u64;
            }
        }
        n
    }

    fn count_short(&self, sq: usize, dirs: &[usize], empty: u32, captured: u32) -> u64 {
        let mut n = 0;
        let mut any = false;
        for &d in dirs {
            let Some((mid, land)) = self.short_jump(sq, d, empty, captured) else {
                continue;
            };
            any = true;
            n += if self.single {
                1
            } else {
                self.count_short(land as usize, dirs, empty, captured | 1 << mid)
                    .max(1)
            };
        }
        if any {
            n
        } else {
            0
        }
    }

    #[inline(always)]
    fn count_man_captures(&self) -> u64 {
        let dirs = self.colour.forward();
        let mut men = self.man_jumpers();
        let mut n = 0;
        while men != 0 {
            let from = men.trailing_zeros() as usize;
            men &= men - 1;
            n += self.count_short(from, &dirs, self.empty | 1 << from, 0);
        }
        n
    }

    #[inline(always)]
    fn count_king_captures_short(&self) -> u64 {
        let mut kings = self.mine & self.kings;
        let mut n = 0;
        while kings != 0 {
            let from = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            n += self.count_short(from, &DIRECTIONS, self.empty | 1 << from, 0);
        }
        n
    }

    fn count_flying(&self, sq: usize, empty: u32, captured: u32) -> u64 {
        let mut n = 0;
        for d in DIRECTIONS {
            let mut s = NEIGHBOUR[d][sq];
            while s != NONE && empty & (1 << s) != 0 {
                s = NEIGHBOUR[d][s as usize];
            }
            if s == NONE || (self.theirs & !captured) & (1 << s) == 0 {
                continue;
            }
            let cap = captured | 1 << s;
            let mut land = NEIGHBOUR[d][s as usize];
            while land != NONE && empty & (1 << land) != 0 {
                n += self.count_flying(land as usize, empty, cap).max(1);
                land = NEIGHBOUR[d][land as usize];
            }
        }
        n
    }

    fn count_king_captures_flying(&self) -> u64 {
        let mut kings = self.mine & self.kings;
        let mut n = 0;
        while kings != 0 {
            let from = kings.trailing_zeros() as usize;
            kings &= kings - 1;
            n += self.count_flying(from, self.empty | 1 << from, 0);
        }
        n
    }
}

/// Perft: the number of sequences of exactly `depth` legal moves from `board` with `c`
/// to move (the standard definition, [`crate::game::perft`]), captures going on as
/// `jumps` says: a game lost before ply `depth` (no legal move) contributes nothing;
/// repetition is ignored. Uses bulk counting: at depth 1 it counts the moves instead
/// of playing them.
pub fn perft(board: &Board, variant: Variant, jumps: Jumps, c: Colour, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_with(board, (variant, jumps), c, depth, &mut buffers)
}

fn perft_with(
    board: &Board,
    (variant, jumps): (Variant, Jumps),
    c: Colour,
    depth: u32,
    buffers: &mut [Vec<Move>],
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return board.count_moves(variant, jumps, c);
    }
    // A count cancelled from another thread (crate::cancel) stops within a subtree of
    // two plies; its result is not used.
    if crate::cancel::requested() {
        return 0;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    board.legal_moves(variant, jumps, c, moves);
    let mut n = 0;
    for mv in moves.iter() {
        n += perft_with(
            &board.play(c, mv),
            (variant, jumps),
            c.opponent(),
            depth - 1,
            rest,
        );
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_matches_pdn_numbering() {
        // PDN 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1.
        assert_eq!((file_of(0), rank_of(0)), (1, 8));
        assert_eq!((file_of(3), rank_of(3)), (7, 8));
        assert_eq!((file_of(4), rank_of(4)), (0, 7));
        assert_eq!((file_of(28), rank_of(28)), (0, 1));
        assert_eq!((file_of(31), rank_of(31)), (6, 1));
        for i in 0..SQUARES {
            assert_eq!(square_at(file_of(i), rank_of(i)), Some(i));
        }
        assert_eq!(square_at(1, 1), None); // b1 is light
                                           // 11-15 is f6-e5: down-left.
        assert_eq!(NEIGHBOUR[2][10], 14);
        assert_eq!(NEIGHBOUR[0][28], NONE); // a1 has no up-left neighbour
        assert_eq!(NEIGHBOUR[1][28], 24); // a1 -> b2 (PDN 25)
    }

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn bitboard_steps_agree_with_the_neighbour_table() {
        for d in DIRECTIONS {
            for i in 0..SQUARES {
                let expect = match NEIGHBOUR[d][i] {
                    NONE => 0,
                    j => 1u32 << j,
                };
                assert_eq!(step_dir(d, 1 << i), expect, "direction {d} square {i}");
            }
        }
    }

    #[test]
    fn english_perft_small_depths() {
        let counts: Vec<u64> = (1..=6)
            .map(|d| perft(&INITIAL, Variant::English, Jumps::Multiple, Colour::Black, d))
            .collect();
        assert_eq!(counts, [7, 49, 302, 1469, 7361, 36768]);
    }

    /// The published counts (Bik; OEIS A133046) to depth 10. Slow in debug builds:
    /// `cargo test --release -- --ignored english_perft_published`.
    #[test]
    #[ignore]
    fn english_perft_published_to_depth_10() {
        let expect = [
            7u64, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
        ];
        for (d, &n) in expect.iter().enumerate() {
            assert_eq!(
                perft(&INITIAL, Variant::English, Jumps::Multiple, Colour::Black, d as u32 + 1),
                n
            );
        }
    }
}
