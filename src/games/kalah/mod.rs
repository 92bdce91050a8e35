//! Kalah(p, k) (`game: kalah`): p pits a side (default 6) with k stones each at the
//! start (default 4), and one store (kalah) each. South moves first unless the file
//! says otherwise; [`Side::First`] is south.
//!
//! **Sowing.** A move takes every stone from one of the mover's non-empty pits and sows
//! them one by one counter-clockwise into the following pits and the mover's own store,
//! skipping the opponent's store. A move is written as the pit number 1..p, counted
//! from the mover's left as the mover sees the board.
//!
//! **Extra turn.** When the last stone lands in the mover's store, the mover moves
//! again (so MAX and MIN do not alternate; the search follows the side to move).
//!
//! **Capture.** When the last stone lands in an empty pit on the mover's side, that
//! stone and the stones of the opposite pit go to the mover's store: only when the
//! opposite pit is non-empty under `capture: standard` (the default), always under
//! `capture: empty`.
//!
//! **End.** When either side's pits are all empty, each side's remaining stones go to
//! its own store and the game ends: more stones wins, equal is a draw.
//!
//! **Board indices.** South's pits 1..p are indices 0..p−1, south's store p, north's
//! pits 1..p are p+1..2p, north's store 2p+1; sowing goes up the indices and wraps.
//! South's pit i faces north's pit p+1−i.

mod eval;

use crate::game::file::{quote, Entry, Loc, ParseError, PositionFile};
use crate::game::picture::{Coordinate, Edge, Layout, Part, Shape, Slot};
use crate::game::WinScore;
use crate::game::{Material, Outcome, Position, Scored, Side};
use crate::games::{Game, Job};
pub use eval::StoreDifference;

/// The most pits a side may have.
pub const MAX_PITS: usize = 16;

/// The most stones a game may have in all.
pub const MAX_STONES: u32 = 3200;

/// Which last-stone captures count.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CaptureRule {
    /// Capture only when the opposite pit holds stones (`capture: standard`).
    Standard,
    /// Capture whenever the last stone lands in an empty own pit, taking the opposite
    /// stones if any (`capture: empty`).
    Empty,
}

/// A Kalah position: the stones in every pit and store, the side to move, and the rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    pits: u8,
    /// `2 * pits + 2` entries used (see the module documentation for the layout).
    cells: [u16; 2 * MAX_PITS + 2],
    to_move: Side,
    capture: CaptureRule,
}

impl Kalah {
    /// The start position of Kalah(`pits`, `stones`), south to move, standard capture.
    /// `pits` must be 1..=[`MAX_PITS`] and `2 * pits * stones` at most [`MAX_STONES`].
    pub fn start(pits: usize, stones: u16) -> Kalah {
        assert!((1..=MAX_PITS).contains(&pits));
        let mut cells = [0u16; 2 * MAX_PITS + 2];
        for i in 0..pits {
            cells[i] = stones;
            cells[pits + 1 + i] = stones;
        }
        Kalah {
            pits: pits as u8,
            cells,
            to_move: Side::First,
            capture: CaptureRule::Standard,
        }
    }

    /// Pits per side.
    pub fn pits(&self) -> usize {
        self.pits as usize
    }

    fn store_index(&self, side: Side) -> usize {
        match side {
            Side::First => self.pits(),
            Side::Second => 2 * self.pits() + 1,
        }
    }

    fn pit_index(&self, side: Side, pit: usize) -> usize {
        match side {
            Side::First => pit - 1,
            Side::Second => self.pits() + pit,
        }
    }

    /// The stones in `side`'s store.
    pub fn store(&self, side: Side) -> u32 {
        self.cells[self.store_index(side)] as u32
    }

    /// The stones in `side`'s pit `pit` (1..p, as that side sees them).
    pub fn pit(&self, side: Side, pit: usize) -> u32 {
        self.cells[self.pit_index(side, pit)] as u32
    }

    /// The pits read from the side to move: its pits 1..p, then the opponent's 1..p
    /// (the first 2p entries are used).
    fn mover_pits(&self) -> [u16; 2 * MAX_PITS] {
        let p = self.pits();
        let mut out = [0u16; 2 * MAX_PITS];
        let (mine, theirs) = match self.to_move {
            Side::First => (0, p + 1),
            Side::Second => (p + 1, 0),
        };
        out[..p].copy_from_slice(&self.cells[mine..mine + p]);
        out[p..2 * p].copy_from_slice(&self.cells[theirs..theirs + p]);
        out
    }

    /// The stones in `side`'s pits (not its store).
    pub fn in_pits(&self, side: Side) -> u32 {
        (1..=self.pits()).map(|i| self.pit(side, i)).sum()
    }

    /// The stones in the game: in every pit and both stores.
    pub fn total(&self) -> u32 {
        self.cells[..2 * self.pits() + 2]
            .iter()
            .map(|&c| c as u32)
            .sum()
    }

    /// Reads a Kalah position file (the `game:` entry already taken). Keys: `pits`,
    /// `stones`, `to-move`, `south`, `north`, `capture` (docs/position-files.md).
    ///
    /// # Errors
    /// Non-numeric or negative counts, pits outside 1..=16, a board line with
    /// the wrong number of pits or without `| STORE`, only one of `south:`/`north:`,
    /// an explicit board whose total is not `2 * pits * stones` when `stones:` is given,
    /// more than 3,200 stones, unknown keys or values.
    pub fn from_file(mut file: PositionFile) -> Result<Kalah, ParseError> {
        let pits_e = file.take("pits");
        let stones_e = file.take("stones");
        let to_move_e = file.take("to-move");
        let south_e = file.take("south");
        let north_e = file.take("north");
        let capture_e = file.take("capture");
        file.finish(&[
            "game", "pits", "stones", "to-move", "south", "north", "capture",
        ])?;
        let pits = match &pits_e {
            None => None,
            Some(e) => {
                let (loc, w) = e.value.single("the number of pits a side (1 to 16)")?;
                match w.parse::<usize>() {
                    Ok(n) if (1..=MAX_PITS).contains(&n) => Some(n),
                    _ => {
                        return Err(ParseError::new(
                            loc,
                            "the number of pits a side, a whole number from 1 to 16",
                            quote(w),
                        ))
                    }
                }
            }
        };
        let stones = match &stones_e {
            None => None,
            Some(e) => {
                let (loc, w) = e.value.single("the stones a pit at the start")?;
                Some((loc, count(loc, w, "the stones a pit at the start")?))
            }
        };
        let to_move = match to_move_e {
            None => Side::First,
            Some(e) => {
                let (loc, w) = e.value.single("`south` or `north`")?;
                match w.to_ascii_lowercase().as_str() {
                    "south" => Side::First,
                    "north" => Side::Second,
                    _ => return Err(ParseError::new(loc, "`south` or `north`", quote(w))),
                }
            }
        };
        let capture = match capture_e {
            None => CaptureRule::Standard,
            Some(e) => {
                let (loc, w) = e.value.single("`standard` or `empty`")?;
                match w.to_ascii_lowercase().as_str() {
                    "standard" => CaptureRule::Standard,
                    "empty" => CaptureRule::Empty,
                    _ => return Err(ParseError::new(loc, "`standard` or `empty`", quote(w))),
                }
            }
        };
        let mut k = match (south_e, north_e) {
            (None, None) => {
                let p = pits.unwrap_or(6);
                let s = stones.map_or(4, |(_, s)| s);
                if 2 * p as u64 * s as u64 > MAX_STONES as u64 {
                    let loc = stones.map_or(Loc::default(), |(l, _)| l);
                    return Err(ParseError::new(
                        loc,
                        format!("at most {MAX_STONES} stones in all (2 × pits × stones)"),
                        format!("{} stones", 2 * p as u64 * s as u64),
                    ));
                }
                Kalah::start(p, s as u16)
            }
            (Some(s), Some(n)) => Kalah::from_sides(&s, &n, pits, stones)?,
            (Some(e), None) | (None, Some(e)) => {
                let other = if e.key == "south" { "north" } else { "south" };
                return Err(ParseError::new(
                    e.key_loc,
                    format!("both `south:` and `north:` lines (the `{other}:` line is missing)"),
                    format!("only `{}:`", e.key),
                ));
            }
        };
        k.to_move = to_move;
        k.capture = capture;
        Ok(k)
    }

    /// The position a file's `south:` and `north:` lines `s` and `n` give (pit counts,
    /// `|` and the store), with as many pits as `pits` says if given; its stones must
    /// add up to what `stones:` (located) says if given, and to at most [`MAX_STONES`].
    fn from_sides(
        s: &Entry,
        n: &Entry,
        pits: Option<usize>,
        stones: Option<(Loc, u32)>,
    ) -> Result<Kalah, ParseError> {
        let (south, _) = side_line(s, pits)?;
        let (north, nloc) = side_line(n, Some(south.0.len()))?;
        let p = south.0.len();
        let mut k = Kalah::start(p, 0);
        for i in 0..p {
            k.cells[i] = south.0[i] as u16;
            k.cells[p + 1 + i] = north.0[i] as u16;
        }
        k.cells[p] = south.1 as u16;
        k.cells[2 * p + 1] = north.1 as u16;
        let total: u64 = south
            .0
            .iter()
            .chain(&north.0)
            .map(|&c| c as u64)
            .sum::<u64>()
            + south.1 as u64
            + north.1 as u64;
        if let Some((loc, st)) = stones {
            let want = 2 * p as u64 * st as u64;
            if total != want {
                return Err(ParseError::new(
                    loc,
                    format!(
                        "`stones: {st}` to match the board: 2 × {p} pits × {st} = {want} stones in all"
                    ),
                    format!("{total} stones on the board"),
                ));
            }
        }
        if total > MAX_STONES as u64 {
            return Err(ParseError::new(
                nloc,
                format!("at most {MAX_STONES} stones in all"),
                format!("{total} stones"),
            ));
        }
        Ok(k)
    }
}

/// A stone count: a whole number ≥ 0.
fn count(loc: Loc, w: &str, what: &str) -> Result<u32, ParseError> {
    match w.parse::<u32>() {
        Ok(n) if n <= MAX_STONES && !w.starts_with('+') => Ok(n),
        Ok(_) => Err(ParseError::new(
            loc,
            format!("{what}: a whole number from 0 to {MAX_STONES}"),
            quote(w),
        )),
        Err(_) => Err(ParseError::new(
            loc,
            format!("{what}: a stone count (a whole number ≥ 0)"),
            quote(w),
        )),
    }
}

/// Reads `a b c … | s`: the pit counts then the store. With `pits` known the number of
/// pits must match. Returns the counts and the place of the line.
#[allow(clippy::type_complexity)]
fn side_line(e: &Entry, pits: Option<usize>) -> Result<((Vec<u32>, u32), Loc), ParseError> {
    let (loc, text) = e
        .value
        .single(&format!("`{}:` pit counts, `|` and the store", e.key))?;
    let mut words: Vec<(Loc, &str)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let sep = c.is_whitespace() || c == '|';
        match (start, sep) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                let col = text[..s].chars().count();
                words.push((
                    Loc {
                        line: loc.line,
                        col: loc.col + col,
                    },
                    &text[s..i],
                ));
                start = None;
            }
            _ => {}
        }
        if c == '|' {
            let col = text[..i].chars().count();
            words.push((
                Loc {
                    line: loc.line,
                    col: loc.col + col,
                },
                "|",
            ));
        }
    }
    let bar = words.iter().position(|&(_, w)| w == "|");
    let Some(bar) = bar else {
        return Err(ParseError::new(
            Loc {
                line: loc.line,
                col: loc.col + text.chars().count(),
            },
            "`| STORE` after the pits (for example `4 4 4 4 4 4 | 0`)",
            "the end of the line",
        ));
    };
    let mut pit_counts = Vec::new();
    for &(l, w) in &words[..bar] {
        pit_counts.push(count(l, w, "a pit's stones")?);
    }
    let after = &words[bar + 1..];
    let store = match after {
        [(l, w)] => count(*l, w, "the store's stones")?,
        [] => {
            return Err(ParseError::new(
                Loc {
                    line: loc.line,
                    col: loc.col + text.chars().count(),
                },
                "the store's stones after `|`",
                "the end of the line",
            ))
        }
        [_, (l, w), ..] => return Err(ParseError::new(*l, "one store count after `|`", quote(w))),
    };
    let want = pits.unwrap_or(pit_counts.len());
    if pit_counts.len() != want || !(1..=MAX_PITS).contains(&want) {
        let l = words.get(want.min(bar)).map_or(loc, |&(l, _)| l);
        return Err(ParseError::new(
            l,
            if (1..=MAX_PITS).contains(&want) {
                format!("{want} pit counts before `|`")
            } else {
                "1 to 16 pit counts before `|`".to_string()
            },
            format!("{} pit counts", pit_counts.len()),
        ));
    }
    Ok(((pit_counts, store), loc))
}

impl Kalah {
    /// The position after `mv` (a legal move), and whether the move captured.
    fn sow(&self, mv: u8) -> (Kalah, bool) {
        let p = self.pits();
        let n = 2 * p + 2;
        let me = self.to_move;
        let own_store = self.store_index(me);
        let their_store = self.store_index(me.opponent());
        let mut k = *self;
        let from = self.pit_index(me, mv as usize);
        let mut stones = k.cells[from];
        k.cells[from] = 0;
        let mut i = from;
        while stones > 0 {
            i = (i + 1) % n;
            if i == their_store {
                continue;
            }
            k.cells[i] += 1;
            stones -= 1;
        }
        let own_side = match me {
            Side::First => 0..p,
            Side::Second => p + 1..2 * p + 1,
        };
        let mut captured = false;
        if own_side.contains(&i) && k.cells[i] == 1 {
            let opposite = 2 * p - i;
            if k.cells[opposite] > 0 || self.capture == CaptureRule::Empty {
                k.cells[own_store] += 1 + k.cells[opposite];
                k.cells[i] = 0;
                k.cells[opposite] = 0;
                captured = true;
            }
        }
        if k.in_pits(Side::First) == 0 || k.in_pits(Side::Second) == 0 {
            for side in [Side::First, Side::Second] {
                let rest = k.in_pits(side) as u16;
                for pit in 1..=p {
                    let j = k.pit_index(side, pit);
                    k.cells[j] = 0;
                }
                let s = k.store_index(side);
                k.cells[s] += rest;
            }
        }
        if i != own_store {
            k.to_move = me.opponent();
        }
        (k, captured)
    }
}

/// Stone counts below this have their Zobrist keys in [`CELL_KEYS`].
const KEYED_STONES: usize = 64;

/// [`zobrist::key`]`(cell · 2^16 + stones)` for every cell and every count below
/// [`KEYED_STONES`], computed at compile time: the solver hashes every child it sees.
///
/// [`zobrist::key`]: crate::game::zobrist::key
static CELL_KEYS: [[u64; KEYED_STONES]; 2 * MAX_PITS + 2] = {
    let mut t = [[0u64; KEYED_STONES]; 2 * MAX_PITS + 2];
    let mut i = 0;
    while i < 2 * MAX_PITS + 2 {
        let mut c = 0;
        while c < KEYED_STONES {
            t[i][c] = crate::game::zobrist::key(((i as u64) << 16) | c as u64);
            c += 1;
        }
        i += 1;
    }
    t
};

/// The Zobrist key of cell `i` holding `c` stones.
#[inline]
fn cell_key(i: usize, c: u16) -> u64 {
    match CELL_KEYS[i].get(c as usize) {
        Some(&k) => k,
        None => crate::game::zobrist::key(((i as u64) << 16) | c as u64),
    }
}

/// C(n, k) for n < [`BINOMIAL_ROWS`] and k ≤ 2 · [`MAX_PITS`], saturating at
/// `u64::MAX`, built at compile time (Pascal's triangle).
static BINOMIAL: [[u64; 2 * MAX_PITS + 1]; BINOMIAL_ROWS] = binomials();
/// Rows of [`BINOMIAL`]: endgame databases go far below this many stones.
const BINOMIAL_ROWS: usize = 160;

const fn binomials() -> [[u64; 2 * MAX_PITS + 1]; BINOMIAL_ROWS] {
    let mut t = [[0u64; 2 * MAX_PITS + 1]; BINOMIAL_ROWS];
    let mut n = 0;
    while n < BINOMIAL_ROWS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 2 * MAX_PITS && k <= n {
            t[n][k] = t[n - 1][k - 1].saturating_add(t[n - 1][k]);
            k += 1;
        }
        n += 1;
    }
    t
}

/// The ways to put `stones` stones into `cells` cells (stars and bars:
/// C(stones + cells − 1, cells − 1)); 0 beyond the table of binomials.
fn compositions(stones: u32, cells: usize) -> u64 {
    if cells == 0 {
        return u64::from(stones == 0);
    }
    let n = stones as usize + cells - 1;
    if n >= BINOMIAL_ROWS {
        return 0;
    }
    BINOMIAL[n][cells - 1]
}

/// The rank of the placement `cells` (holding `stones` in all) among all placements of
/// that many stones into as many cells, in lexicographic order of the counts (the
/// combinatorial number system). Meaningful only where [`compositions`] fits.
fn rank(cells: &[u16], stones: u32) -> u64 {
    let mut r = 0u64;
    let mut rest = stones;
    let k = cells.len();
    for (i, &c) in cells[..k.saturating_sub(1)].iter().enumerate() {
        let left = k - i;
        // Placements with fewer stones in this cell come first: the hockey-stick sum
        // of compositions(rest − j, left − 1) over j < c.
        r = r.wrapping_add(
            compositions(rest, left).wrapping_sub(compositions(rest - c as u32, left)),
        );
        rest -= c as u32;
    }
    r
}

/// The inverse of [`rank`]: writes into `cells` the placement of `stones` numbered
/// `index`.
fn unrank(cells: &mut [u16], stones: u32, mut index: u64) {
    let k = cells.len();
    let mut rest = stones;
    for (i, cell) in cells.iter_mut().enumerate() {
        let left = k - i;
        if left == 1 {
            *cell = rest as u16;
            break;
        }
        let mut c = 0;
        loop {
            let here = compositions(rest - c, left - 1);
            if index < here {
                break;
            }
            index -= here;
            c += 1;
        }
        *cell = c as u16;
        rest -= c;
    }
}

impl Position for Kalah {
    /// One numbered line a move with its mover (a side may move several times running).
    fn game_record(&self, moves: &[String], movers: &[Side], result: &str) -> String {
        let mut s = String::new();
        for (i, (m, &side)) in moves.iter().zip(movers).enumerate() {
            s.push_str(&format!("{}. {} {m}\n", i + 1, self.side_name(side)));
        }
        format!("{s}{result}\n")
    }

    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "south",
            Side::Second => "north",
        }
    }

    fn board_text(&self, _unicode: bool) -> Option<String> {
        self.diagram().map(|d| text_board(&d))
    }

    /// The pit number 1..p, as the mover sees the board.
    type Move = u8;

    fn game_name(&self) -> &'static str {
        "kalah"
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// The game is over when either side's pits are all empty; each side then owns the
    /// stones in its store and its pits.
    fn outcome(&self) -> Option<Outcome> {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let (mine, theirs) = (self.in_pits(me), self.in_pits(them));
        if mine != 0 && theirs != 0 {
            return None;
        }
        let a = self.store(me) + mine;
        let b = self.store(them) + theirs;
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Less => Outcome::Loss,
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// The mover's non-empty pits, 1..p; none when the game is over.
    fn legal_moves(&self, out: &mut Vec<u8>) {
        let me = self.to_move;
        if self.in_pits(me) == 0 || self.in_pits(me.opponent()) == 0 {
            return;
        }
        for pit in 1..=self.pits() {
            if self.pit(me, pit) > 0 {
                out.push(pit as u8);
            }
        }
    }

    fn play(&self, mv: u8) -> Self {
        self.sow(mv).0
    }

    fn move_text(&self, mv: u8) -> String {
        mv.to_string()
    }

    /// South's pits 1..p, `|`, south's store, `/`, north's pits 1..p (as north sees
    /// them), `|`, north's store, a space, and `s` or `n` for the side to move:
    /// `4 4 4 4 4 4|0/4 4 4 4 4 4|0 s`.
    /// Feature `cell · 2^16 + stones` for every pit and store holding stones; the
    /// number of pits and the capture rule are the same throughout a search and not
    /// hashed.
    fn zobrist(&self) -> u64 {
        use crate::game::zobrist;
        let n = 2 * self.pits as usize + 2;
        let mut h = if self.to_move == Side::Second {
            zobrist::SIDE
        } else {
            0
        };
        for (i, &c) in self.cells[..n].iter().enumerate() {
            if c != 0 {
                h ^= cell_key(i, c);
            }
        }
        h
    }

    fn write_diagram(&self, out: &mut String) -> bool {
        // Digits by hand: `write!` costs more than the rest of a node's recording.
        let number = |out: &mut String, v: u32| {
            let mut digits = [0u8; 10];
            let mut i = digits.len();
            let mut v = v;
            loop {
                i -= 1;
                digits[i] = b'0' + (v % 10) as u8;
                v /= 10;
                if v == 0 {
                    break;
                }
            }
            out.extend(digits[i..].iter().map(|&d| char::from(d)));
        };
        for side in [Side::First, Side::Second] {
            for i in 1..=self.pits() {
                if i > 1 {
                    out.push(' ');
                }
                number(out, self.pit(side, i));
            }
            out.push('|');
            number(out, self.store(side));
            out.push(if side == Side::First { '/' } else { ' ' });
        }
        out.push(if self.to_move == Side::First {
            's'
        } else {
            'n'
        });
        true
    }

    fn to_position_text(&self) -> String {
        let line = |side: Side| {
            let pits: Vec<String> = (1..=self.pits())
                .map(|i| self.pit(side, i).to_string())
                .collect();
            format!("{} | {}", pits.join(" "), self.store(side))
        };
        format!(
            "game: kalah\npits: {}\nto-move: {}\nsouth: {}\nnorth: {}\ncapture: {}\n",
            self.pits(),
            if self.to_move == Side::First {
                "south"
            } else {
                "north"
            },
            line(Side::First),
            line(Side::Second),
            match self.capture {
                CaptureRule::Standard => "standard",
                CaptureRule::Empty => "empty",
            }
        )
    }
}

/// Kalah's score is its stones: the solver values it by the final margin.
impl Scored for Kalah {
    /// The store difference (side to move's view) ∓ the stones still in the pits; exact
    /// (each side keeping its own pits' stones) when the game is over.
    fn score_range(&self) -> (i32, i32) {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let d = self.store(me) as i32 - self.store(them) as i32;
        let (mine, theirs) = (self.in_pits(me) as i32, self.in_pits(them) as i32);
        if mine == 0 || theirs == 0 {
            let end = d + mine - theirs;
            return (end, end);
        }
        (d - mine - theirs, d + mine + theirs)
    }

    fn material(&self) -> Option<&dyn Material<Self>> {
        Some(self)
    }

    /// The pits and the side to move, hashed as [`Position::zobrist`] does, and the
    /// store difference.
    fn score_split(&self) -> (u64, i32) {
        use crate::game::zobrist;
        let p = self.pits();
        let mut h = if self.to_move == Side::Second {
            zobrist::SIDE
        } else {
            0
        };
        for (i, &c) in self.cells[..2 * p + 2].iter().enumerate() {
            if c != 0 && i != p && i != 2 * p + 1 {
                h ^= cell_key(i, c);
            }
        }
        let me = self.to_move;
        (h, self.store(me) as i32 - self.store(me.opponent()) as i32)
    }
}

/// The numbering of Kalah's endgame databases: the stones in the pits, read from the
/// side to move (Irving, Donkers & Uiterwijk 2000, §4).
impl Material<Kalah> for Kalah {
    /// `kalah-P-standard` or `kalah-P-empty`: the pits and the capture rule fix the
    /// numbering and the values of an endgame database.
    fn rules(&self) -> String {
        let capture = match self.capture {
            CaptureRule::Standard => "standard",
            CaptureRule::Empty => "empty",
        };
        format!("kalah-{}-{capture}", self.pits)
    }

    /// The stones in the pits.
    fn stones(&self) -> u32 {
        self.in_pits(Side::First) + self.in_pits(Side::Second)
    }

    /// The rank of the pits read from the side to move (its pits 1..p, then the
    /// opponent's 1..p) among all ways to put that many stones into 2p pits: a position
    /// and its mirror image with the other side to move are worth the same to the side
    /// to move, and share an index.
    fn index(&self) -> u64 {
        let order = self.mover_pits();
        let pits = &order[..2 * self.pits()];
        rank(pits, pits.iter().map(|&c| c as u32).sum())
    }

    /// The ways to put `stones` stones into 2p pits, C(stones + 2p − 1, 2p − 1); 0 when
    /// that does not fit the table of binomials (more than about 120 stones).
    fn count(&self, stones: u32) -> u64 {
        compositions(stones, 2 * self.pits())
    }

    /// South to move with the pits of the placement `index` (south's pits first), both
    /// stores empty, the same pits and capture rule as `self`.
    fn placement(&self, stones: u32, index: u64) -> Kalah {
        let p = self.pits();
        let mut pits = [0u16; 2 * MAX_PITS];
        unrank(&mut pits[..2 * p], stones, index);
        let mut k = Kalah::start(p, 0);
        k.capture = self.capture;
        k.cells[..p].copy_from_slice(&pits[..p]);
        k.cells[p + 1..2 * p + 1].copy_from_slice(&pits[p..2 * p]);
        k
    }
}

/// The board as text for a terminal, from the compact [`Position::diagram`]
/// (`s1 … sp|S/n1 … np|N t`): north's pits right to left on top, the stores at the
/// sides.
fn text_board(d: &str) -> String {
    // "s1 … sp|S/n1 … np|N t"
    let rows = d.rsplit_once(' ').map_or(d, |(r, _)| r);
    let parse = |r: &str| -> (Vec<String>, String) {
        let (pits, store) = r.split_once('|').unwrap_or((r, "0"));
        (
            pits.split(' ').map(str::to_string).collect(),
            store.to_string(),
        )
    };
    let (south, north) = rows.split_once('/').unwrap_or((rows, ""));
    let (sp, ss) = parse(south);
    let (np, ns) = parse(north);
    let p = sp.len();
    let cell = |v: &str| format!("{v:>3} ");
    let mut s = String::new();
    s.push_str(&format!(
        "north {}\n",
        (1..=p)
            .rev()
            .map(|i| format!("{i:>3} "))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str(&format!(
        "      {}\n",
        np.iter()
            .rev()
            .map(|v| cell(v))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str(&format!("{ns:>4}  {}{ss:>4}\n", " ".repeat(4 * p)));
    s.push_str(&format!(
        "      {}\n",
        sp.iter().map(|v| cell(v)).collect::<String>().trim_end()
    ));
    s.push_str(&format!(
        "south {}\n",
        (1..=p)
            .map(|i| format!("{i:>3} "))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str("(stores: north's on the left, south's on the right)\n");
    s
}

impl Game for Kalah {
    const NAMES: &'static [&'static str] = &["kalah"];

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        Kalah::from_file(file)
    }

    fn name(&self) -> &'static str {
        "kalah"
    }

    fn default_win_score(&self) -> WinScore {
        crate::games::BOARD_GAME_WIN
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &StoreDifference::NAMES
    }

    fn layout(diagram: &str) -> Option<Layout> {
        layout(diagram)
    }

    fn check_diagram(diagram: &str) -> Result<(), String> {
        check_diagram(diagram).ok_or_else(|| {
            format!(
                "a Kalah diagram: south's pits and store, `/`, north's, a space and `s` or `n` \
                 (`4 4 4|0/4 4 4|0 s`; 1 to {MAX_PITS} pits a side, {MAX_STONES} stones in all)"
            )
        })
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        StoreDifference::by_name(eval, self).map(|e| job.run(self, &e))
    }
}

/// Checks a recorded diagram (see [`Game::check_diagram`]); `None` when it is not one.
fn check_diagram(diagram: &str) -> Option<()> {
    let (sides, to_move) = diagram.rsplit_once(' ')?;
    let (south, north) = sides.split_once('/')?;
    let mut stones = 0u64;
    let mut side = |text: &str| {
        let (pits, store) = text.split_once('|')?;
        let mut n = 0;
        for count in pits.split(' ').chain([store]) {
            stones += count.parse::<u16>().ok()? as u64;
            n += 1;
        }
        Some(n - 1)
    };
    let pits = side(south)?;
    let ok = (1..=MAX_PITS).contains(&pits)
        && side(north)? == pits
        && stones <= MAX_STONES as u64
        && matches!(to_move, "s" | "n");
    ok.then_some(())
}

/// The board layout of the diagrams (`s1 … sp|S/n1 … np|N t`): north's pits right to
/// left along the top, south's left to right along the bottom, north's store at the
/// left and south's at the right, each pit keyed `s3`/`n3` for the moves that sow it.
/// The sample `diagram` gives the number of pits.
fn layout(diagram: &str) -> Option<Layout> {
    let tokens = diagram.split([' ', '|', '/']).count();
    let p = tokens.checked_sub(3)? / 2;
    let store = |col: u16, token: usize| Slot {
        col,
        row: 0,
        width: 1,
        height: 2,
        shape: Shape::Store,
        keys: Vec::new(),
        token: Some(token),
    };
    let w = p as u16;
    let mut slots = vec![store(0, 2 * p + 1), store(w + 1, p)];
    for i in 1..=p {
        let c = i as u16;
        slots.push(Slot::at(
            c,
            1,
            Shape::Pit,
            vec![format!("s{i}")],
            Some(i - 1),
        ));
        slots.push(Slot::at(
            w + 1 - c,
            0,
            Shape::Pit,
            vec![format!("n{i}")],
            Some(p + i),
        ));
    }
    let side = vec![("s".into(), "south".into()), ("n".into(), "north".into())];
    Some(Layout {
        cols: w + 2,
        rows: 2,
        separators: " |/".into(),
        slots,
        marks: Vec::new(),
        caption: vec![
            Part::Text("north (top) ".into()),
            Part::Token(2 * p + 1),
            Part::Text(" : ".into()),
            Part::Token(p),
            Part::Text(" south (bottom); ".into()),
            Part::Named(2 * p + 2, side),
            Part::Text(" to move".into()),
        ],
        move_prefix: Some(2 * p + 2),
        // Each side's pits numbered in its sowing direction: north's 1 … p right to
        // left above the board, south's 1 … p left to right below it.
        coordinates: (1..=w)
            .flat_map(|c| {
                let name = |edge, text: u16| Coordinate {
                    edge,
                    at: c,
                    text: text.to_string(),
                };
                [name(Edge::Top, w + 1 - c), name(Edge::Bottom, c)]
            })
            .collect(),
        move_separators: String::new(),
    })
}

/// What quiescence search asks of a position ([`crate::game::Evaluator::noisy_moves`]): an
/// engine decision, which the game's evaluations give.
impl Kalah {
    /// Captures and extra turns: they change the stores at once, so quiescence search
    /// keeps following them (optional moves: the side to move may stand pat).
    pub fn noisy_moves(&self, out: &mut Vec<u8>) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        out.extend(moves.into_iter().filter(|&m| {
            let (k, captured) = self.sow(m);
            captured || k.to_move == self.to_move
        }));
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> Result<Kalah, ParseError> {
        let mut f = PositionFile::parse(text)?;
        f.take("game");
        Kalah::from_file(f)
    }

    fn board(south: &str, north: &str, extra: &str) -> Kalah {
        load(&format!(
            "game: kalah\nsouth: {south}\nnorth: {north}\n{extra}"
        ))
        .unwrap()
    }

    fn lines(k: &Kalah) -> (String, String) {
        let t = k.to_position_text();
        let get = |key: &str| {
            t.lines()
                .find_map(|l| l.strip_prefix(key))
                .unwrap()
                .to_string()
        };
        (get("south: "), get("north: "))
    }

    #[test]
    fn start_position_and_first_moves() {
        let k = load("game: kalah\n").unwrap();
        assert_eq!(k, Kalah::start(6, 4));
        let mut m = Vec::new();
        k.legal_moves(&mut m);
        assert_eq!(m, [1, 2, 3, 4, 5, 6]);
        // Pit 3: 4 stones into pits 4, 5, 6 and the store: south moves again.
        let a = k.play(3);
        assert_eq!(a.side_to_move(), Side::First);
        assert_eq!(
            lines(&a),
            ("4 4 0 5 5 5 | 1".into(), "4 4 4 4 4 4 | 0".into())
        );
        // Pit 6 of the start: the store, then north's pits 1, 2, 3.
        let b = k.play(6);
        assert_eq!(b.side_to_move(), Side::Second);
        assert_eq!(
            lines(&b),
            ("4 4 4 4 4 0 | 1".into(), "5 5 5 4 4 4 | 0".into())
        );
        assert_eq!(load(&b.to_position_text()).unwrap(), b);
    }

    #[test]
    fn sowing_skips_the_opponents_store() {
        // South's pit 6 holds 9 stones: store, north's 6 pits, (skip north's store),
        // south's pits 1 and 2 (pit 2 was not empty: no capture).
        let k = board("0 1 0 0 1 9 | 0", "1 1 1 1 1 1 | 0", "");
        let a = k.play(6);
        assert_eq!(
            lines(&a),
            ("1 2 0 0 1 0 | 1".into(), "2 2 2 2 2 2 | 0".into())
        );
        // North sows the same way round: north's pit 6, north's store, south's pits.
        let k = board("1 1 1 1 1 1 | 0", "0 1 0 0 1 9 | 0", "to-move: north\n");
        let a = k.play(6);
        assert_eq!(
            lines(&a),
            ("2 2 2 2 2 2 | 0".into(), "1 2 0 0 1 0 | 1".into())
        );
        assert_eq!(a.side_to_move(), Side::First);
    }

    #[test]
    fn more_than_2p_plus_1_stones_lap_the_board() {
        // 15 stones from south's pit 1 with p = 6 (2p + 1 = 13 cells to sow into):
        // pits 2–6, store, north 1–6, then pits 1, 2, 3 again.
        let k = board("15 0 0 0 0 0 | 0", "1 1 1 1 1 1 | 0", "");
        let a = k.play(1);
        assert_eq!(
            lines(&a),
            ("1 2 2 1 1 1 | 1".into(), "2 2 2 2 2 2 | 0".into())
        );
        assert_eq!(a.total(), k.total());
        // 13 stones end exactly in the emptied start pit: a capture of the opposite pit.
        let k = board("13 0 0 0 0 0 | 0", "1 1 1 1 1 1 | 0", "");
        let a = k.play(1);
        assert_eq!(
            lines(&a),
            ("0 1 1 1 1 1 | 4".into(), "2 2 2 2 2 0 | 0".into())
        );
    }

    #[test]
    fn captures_under_both_rules() {
        // South's pit 2 (1 stone) ends in empty pit 3, opposite north's pit 4 (5 stones).
        let k = board("0 1 0 0 0 1 | 0", "1 1 1 5 1 1 | 0", "");
        let a = k.play(2);
        assert_eq!(
            lines(&a),
            ("0 0 0 0 0 1 | 6".into(), "1 1 1 0 1 1 | 0".into())
        );
        // The opposite pit empty: standard leaves the stone, `empty` takes it.
        let k = board("0 1 0 0 0 1 | 0", "1 1 1 0 1 1 | 0", "");
        assert_eq!(lines(&k.play(2)).0, "0 0 1 0 0 1 | 0");
        let k = board("0 1 0 0 0 1 | 0", "1 1 1 0 1 1 | 0", "capture: empty\n");
        assert_eq!(lines(&k.play(2)).0, "0 0 0 0 0 1 | 1");
        // North captures too: north's pit 1 (1 stone) into empty pit 2, facing south's 5.
        let k = board("1 1 1 1 7 1 | 0", "1 0 1 1 1 1 | 0", "to-move: north\n");
        let a = k.play(1);
        assert_eq!(
            lines(&a),
            ("1 1 1 1 0 1 | 0".into(), "0 0 1 1 1 1 | 8".into())
        );
    }

    #[test]
    fn the_game_ends_with_a_sweep() {
        // South's last stone goes into the store: south's pits are empty, north's 10
        // stones go to north's store, and north wins 13 to 12.
        let k = board("0 0 0 0 0 1 | 11", "1 2 3 4 0 0 | 3", "");
        let a = k.play(6);
        assert_eq!(
            lines(&a),
            ("0 0 0 0 0 0 | 12".into(), "0 0 0 0 0 0 | 13".into())
        );
        let mut m = Vec::new();
        a.legal_moves(&mut m);
        assert!(m.is_empty());
        // South would move again, but the game is over: south has lost.
        assert_eq!(a.side_to_move(), Side::First);
        assert_eq!(a.outcome(), Some(Outcome::Loss));
        let draw = board("0 0 0 0 0 0 | 5", "0 0 0 0 0 0 | 5", "");
        assert_eq!(draw.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn bad_files_are_located_errors() {
        for (text, needle, line, col) in [
            (
                "south: 4 4 4 4 4 4 | 0\nnorth: 4 4 4 4 4 -4 | 0\n",
                "stone count",
                3,
                18,
            ),
            (
                "south: 4 4 4 4 4 | 0\nnorth: 4 4 4 4 4 4 | 0\n",
                "5 pit counts",
                3,
                18,
            ),
            (
                "pits: 6\nsouth: 4 4 4 4 4 | 0\nnorth: 4 4 4 4 4 4 | 0\n",
                "6 pit counts",
                3,
                18,
            ),
            (
                "stones: 4\nsouth: 4 4 4 4 4 4 | 1\nnorth: 4 4 4 4 4 4 | 0\n",
                "49 stones",
                2,
                9,
            ),
            (
                "south: 4 4 4 4 4 4\nnorth: 4 4 4 4 4 4 | 0\n",
                "`| STORE`",
                2,
                19,
            ),
            ("south: 4 4 4 4 4 4 | 0\n", "`north:` line is missing", 2, 1),
            ("pits: 0\n", "from 1 to 16", 2, 7),
            ("stones: four\n", "stone count", 2, 9),
            ("capture: always\n", "`standard` or `empty`", 2, 10),
        ] {
            let e = load(&format!("game: kalah\n{text}")).unwrap_err();
            assert!(e.to_string().contains(needle), "{text}: {e}");
            assert_eq!(e.loc, Loc { line, col }, "{text}: {e}");
        }
    }

    #[test]
    fn the_text_board_shows_every_pit() {
        let k = text_board("4 4 4 4 4 4|0/4 4 4 4 4 5|1 s");
        assert!(k.contains("  5   4   4"), "{k}");
    }
}
