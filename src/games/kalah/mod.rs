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
//! its own store and the game ends: more stones wins, equal is a draw. Under
//! `end: winner-takes-all` ([`EndRule::WinnerTakesAll`], the Kalah project of a
//! Russian book of programming projects, ch. 14) the game also ends as soon as a store
//! holds more than half of all stones, and at either end every stone goes into the
//! winner's store, so a win is always by the largest margin.
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
use crate::{Error, ErrorKind};
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

/// When the game ends and where the stones go then.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndRule {
    /// `end: standard`: the game ends when either side's pits are all empty; each side's
    /// remaining stones go to its own store.
    Standard,
    /// `end: winner-takes-all` (the Kalah project of a Russian book of programming
    /// projects, ch. 14: "в калах победившего игрока сразу же перекладывались все
    /// камни"): the winner is decided the moment a store holds more than half of all
    /// stones (stones never leave a store), or else at the standard end, after the
    /// sweep, when one store holds more than the other; then every stone goes into the
    /// winner's store and the game is over. Equal stores at the standard end are a draw
    /// and nothing moves.
    WinnerTakesAll,
}

impl EndRule {
    /// Its name in position files: `standard`, `winner-takes-all`.
    pub fn name(self) -> &'static str {
        match self {
            EndRule::Standard => "standard",
            EndRule::WinnerTakesAll => "winner-takes-all",
        }
    }
}

/// A Kalah position: the stones in every pit and store, the side to move, and the rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    pits: u8,
    /// `2 * pits + 2` entries used (see the module documentation for the layout).
    cells: [u16; 2 * MAX_PITS + 2],
    to_move: Side,
    capture: CaptureRule,
    end: EndRule,
}

impl Kalah {
    /// The start position of Kalah(`pits`, `stones`), south to move, standard capture
    /// and end. `pits` must be 1..=[`MAX_PITS`] and `2 * pits * stones` at most
    /// [`MAX_STONES`].
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
            end: EndRule::Standard,
        }
    }

    /// The same position under the end rule `end`.
    pub fn with_end(mut self, end: EndRule) -> Kalah {
        self.end = end;
        self
    }

    /// The end rule.
    pub fn end_rule(&self) -> EndRule {
        self.end
    }

    /// The side whose store holds more than half of all stones, if one does: under
    /// [`EndRule::WinnerTakesAll`] that side has won (a store never loses stones).
    fn decided(&self) -> Option<Side> {
        let total = self.total();
        [Side::First, Side::Second]
            .into_iter()
            .find(|&s| 2 * self.store(s) > total)
    }

    /// Whether the game is over: a side's pits are all empty, or under
    /// [`EndRule::WinnerTakesAll`] a store holds more than half of all stones.
    fn finished(&self) -> bool {
        self.in_pits(Side::First) == 0
            || self.in_pits(Side::Second) == 0
            || (self.end == EndRule::WinnerTakesAll && self.decided().is_some())
    }

    /// Whether this is a start position: both stores empty and every pit holding the
    /// same number of stones; that number if so.
    pub fn stones_per_pit(&self) -> Option<u32> {
        let p = self.pits();
        let first = self.cells[0];
        let start = self.cells[p] == 0
            && self.cells[2 * p + 1] == 0
            && (0..2 * p + 2)
                .filter(|&i| i != p && i != 2 * p + 1)
                .all(|i| self.cells[i] == first);
        start.then_some(first as u32)
    }

    /// The start position of Kalah(`pits`, `stones`) with this position's side to move,
    /// capture and end rules: `gametree play --pits K --stones N` (the Kalah project of a
    /// Russian book of programming projects, ch. 14: the user chooses the stones a pit).
    /// `None` leaves a number as it is here, so `self` must be a start position
    /// ([`Kalah::stones_per_pit`]).
    ///
    /// # Errors
    /// A usage error when `self` is not a start position (a file with a game under way),
    /// when `pits` is not 1 to [`MAX_PITS`], or when the board would hold more than
    /// [`MAX_STONES`] stones.
    pub fn restarted(&self, pits: Option<usize>, stones: Option<u32>) -> Result<Kalah, Error> {
        let Some(here) = self.stones_per_pit() else {
            return Err(Error::usage(crate::tr_message!(
                "errors-setup-kalah-under-way",
                [Pits, Stones]
            )));
        };
        let p = pits.unwrap_or(self.pits());
        if !(1..=MAX_PITS).contains(&p) {
            return Err(Error::with_kind(
                ErrorKind::BadOption,
                crate::tr_message!("errors-setup-kalah-pits-range", [Pits = p]),
            ));
        }
        let k = stones.unwrap_or(here);
        let total = 2 * p as u64 * k as u64;
        if total > MAX_STONES as u64 {
            let m = match stones {
                Some(_) => crate::tr_message!(
                    "errors-setup-kalah-too-many-stones",
                    [Stones = k],
                    pits = p,
                    total = total
                ),
                None => crate::params::Message::text(crate::tr!(
                    "errors-setup-kalah-too-many-file-stones",
                    stones = k,
                    pits = p,
                    total = total
                )),
            };
            return Err(Error::with_kind(ErrorKind::BadOption, m));
        }
        let mut start = Kalah::start(p, k as u16);
        start.to_move = self.to_move;
        start.capture = self.capture;
        start.end = self.end;
        Ok(start)
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

    /// `side`'s pits 1..p.
    #[inline]
    fn pits_of(&self, side: Side) -> &[u16] {
        let p = self.pits();
        let first = match side {
            Side::First => 0,
            Side::Second => p + 1,
        };
        &self.cells[first..first + p]
    }

    /// The stones in `side`'s pits (not its store).
    #[inline]
    pub fn in_pits(&self, side: Side) -> u32 {
        self.pits_of(side).iter().map(|&c| u32::from(c)).sum()
    }

    /// The stones in the game: in every pit and both stores.
    pub fn total(&self) -> u32 {
        self.cells[..2 * self.pits() + 2]
            .iter()
            .map(|&c| c as u32)
            .sum()
    }

    /// Reads a Kalah position file (the `game:` entry already taken). Keys: `pits`,
    /// `stones`, `to-move`, `south`, `north`, `capture`, `end` (docs/position-files.md).
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
        let end_e = file.take("end");
        file.finish(&[
            "game", "pits", "stones", "to-move", "south", "north", "capture", "end",
        ])?;
        let pits = match &pits_e {
            None => None,
            Some(e) => {
                let (loc, w) = e.value.single(&crate::tr!("errors-kalah-pits"))?;
                match w.parse::<usize>() {
                    Ok(n) if (1..=MAX_PITS).contains(&n) => Some(n),
                    _ => {
                        return Err(ParseError::new(
                            loc,
                            crate::tr!("errors-kalah-pits-number"),
                            quote(w),
                        ))
                    }
                }
            }
        };
        let stones = match &stones_e {
            None => None,
            Some(e) => {
                let what = crate::tr!("errors-kalah-stones");
                let (loc, w) = e.value.single(&what)?;
                Some((loc, count(loc, w, &what)?))
            }
        };
        let to_move = choice(
            to_move_e,
            Side::First,
            &[("south", Side::First), ("north", Side::Second)],
        )?;
        let capture = choice(
            capture_e,
            CaptureRule::Standard,
            &[("standard", CaptureRule::Standard), ("empty", CaptureRule::Empty)],
        )?;
        let end = choice(
            end_e,
            EndRule::Standard,
            &[
                ("standard", EndRule::Standard),
                ("winner-takes-all", EndRule::WinnerTakesAll),
            ],
        )?;
        let mut k = match (south_e, north_e) {
            (None, None) => {
                let p = pits.unwrap_or(6);
                let s = stones.map_or(4, |(_, s)| s);
                if 2 * p as u64 * s as u64 > MAX_STONES as u64 {
                    let loc = stones.map_or(Loc::default(), |(l, _)| l);
                    return Err(ParseError::new(
                        loc,
                        crate::tr!("errors-kalah-at-most-product", max = MAX_STONES),
                        crate::tr!("errors-kalah-n-stones", n = 2 * p as u64 * s as u64),
                    ));
                }
                Kalah::start(p, s as u16)
            }
            (Some(s), Some(n)) => Kalah::from_sides(&s, &n, pits, stones)?,
            (Some(e), None) | (None, Some(e)) => {
                let other = if e.key == "south" { "north" } else { "south" };
                return Err(ParseError::new(
                    e.key_loc,
                    crate::tr!("errors-kalah-both-sides", other = other),
                    crate::tr!("errors-kalah-only", key = e.key.as_str()),
                ));
            }
        };
        k.to_move = to_move;
        k.capture = capture;
        k.end = end;
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
                    crate::tr!("errors-kalah-stones-match", st = st, p = p, want = want),
                    crate::tr!("errors-kalah-on-board", n = total),
                ));
            }
        }
        if total > MAX_STONES as u64 {
            return Err(ParseError::new(
                nloc,
                crate::tr!("errors-kalah-at-most", max = MAX_STONES),
                crate::tr!("errors-kalah-n-stones", n = total),
            ));
        }
        Ok(k)
    }
}

/// The value of a key that names one of `options` (`(name, value)`, matched without
/// regard to case); `default` when the file has no such key.
fn choice<T: Copy>(
    entry: Option<Entry>,
    default: T,
    options: &[(&str, T)],
) -> Result<T, ParseError> {
    let Some(e) = entry else {
        return Ok(default);
    };
    let names: Vec<String> = options.iter().map(|(n, _)| format!("`{n}`")).collect();
    let expected = match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => {
            crate::tr!("errors-either", rest = rest.join(", "), last = last.as_str())
        }
        _ => names.join(""),
    };
    let (loc, w) = e.value.single(&expected)?;
    let lower = w.to_ascii_lowercase();
    options
        .iter()
        .find(|(n, _)| *n == lower)
        .map(|&(_, v)| v)
        .ok_or_else(|| ParseError::new(loc, expected, quote(w)))
}

/// A stone count: a whole number ≥ 0.
fn count(loc: Loc, w: &str, what: &str) -> Result<u32, ParseError> {
    match w.parse::<u32>() {
        Ok(n) if n <= MAX_STONES && !w.starts_with('+') => Ok(n),
        Ok(_) => Err(ParseError::new(
            loc,
            crate::tr!("errors-kalah-count-max", what = what, max = MAX_STONES),
            quote(w),
        )),
        Err(_) => Err(ParseError::new(
            loc,
            crate::tr!("errors-kalah-count", what = what),
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
        .single(&crate::tr!("errors-kalah-side-line", key = e.key.as_str()))?;
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
            crate::tr!("errors-kalah-store-after"),
            crate::tr!("errors-end-of-line"),
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
                crate::tr!("errors-kalah-store-stones"),
                crate::tr!("errors-end-of-line"),
            ))
        }
        [_, (l, w), ..] => {
            return Err(ParseError::new(
                *l,
                crate::tr!("errors-kalah-one-store"),
                quote(w),
            ))
        }
    };
    let want = pits.unwrap_or(pit_counts.len());
    if pit_counts.len() != want || !(1..=MAX_PITS).contains(&want) {
        let l = words.get(want.min(bar)).map_or(loc, |&(l, _)| l);
        return Err(ParseError::new(
            l,
            if (1..=MAX_PITS).contains(&want) {
                crate::tr!("errors-kalah-pit-counts-before", n = want)
            } else {
                crate::tr!("errors-kalah-1-16-before")
            },
            crate::tr!("errors-kalah-pit-counts", n = pit_counts.len()),
        ));
    }
    Ok(((pit_counts, store), loc))
}

impl Kalah {
    /// Under [`EndRule::WinnerTakesAll`]: once a store holds more than half of all
    /// stones, every stone goes into it (the pits and the other store are emptied).
    fn winner_takes_all(&mut self) {
        if let Some(winner) = self.decided() {
            let total = self.total() as u16;
            let n = 2 * self.pits() + 2;
            self.cells[..n].fill(0);
            let s = self.store_index(winner);
            self.cells[s] = total;
        }
    }

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
            i += 1;
            if i == n {
                i = 0;
            }
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
        if self.end == EndRule::WinnerTakesAll {
            k.winner_takes_all();
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
    /// stones in its store and its pits. Under [`EndRule::WinnerTakesAll`] it is also
    /// over, won by that store's side, when a store holds more than half of all stones.
    fn outcome(&self) -> Option<Outcome> {
        let (me, them) = (self.to_move, self.to_move.opponent());
        if self.end == EndRule::WinnerTakesAll {
            if let Some(winner) = self.decided() {
                return Some(if winner == me {
                    Outcome::Win
                } else {
                    Outcome::Loss
                });
            }
        }
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
        self.outcome_or_moves(out);
    }

    /// [`Kalah::outcome`], and when the game goes on the mover's non-empty pits.
    fn outcome_or_moves(&self, out: &mut Vec<u8>) -> Option<Outcome> {
        let outcome = self.outcome();
        if outcome.is_none() {
            for (i, &c) in self.pits_of(self.to_move).iter().enumerate() {
                if c > 0 {
                    out.push(i as u8 + 1);
                }
            }
        }
        outcome
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
        // `end:` only when it is not the standard rule: positions written before the
        // rule existed keep their text.
        let end = match self.end {
            EndRule::Standard => String::new(),
            e => format!("end: {}\n", e.name()),
        };
        format!(
            "game: kalah\npits: {}\nto-move: {}\nsouth: {}\nnorth: {}\ncapture: {}\n{end}",
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
    ///
    /// Under [`EndRule::WinnerTakesAll`] the final margin is all the stones, nothing, or
    /// minus all the stones: the range is the ones of those the side to move can still
    /// reach (a side can still win while its store plus every stone in the pits is
    /// more than half).
    fn score_range(&self) -> (i32, i32) {
        if self.end == EndRule::WinnerTakesAll {
            return self.all_or_nothing_range();
        }
        let (me, them) = (self.to_move, self.to_move.opponent());
        let d = self.store(me) as i32 - self.store(them) as i32;
        let (mine, theirs) = (self.in_pits(me) as i32, self.in_pits(them) as i32);
        if mine == 0 || theirs == 0 {
            let end = d + mine - theirs;
            return (end, end);
        }
        (d - mine - theirs, d + mine + theirs)
    }

    /// The endgame databases' numbering; none under [`EndRule::WinnerTakesAll`], where
    /// what the pits are worth depends on the stores (a database values the pits alone).
    fn material(&self) -> Option<&dyn Material<Self>> {
        match self.end {
            EndRule::Standard => Some(self),
            EndRule::WinnerTakesAll => None,
        }
    }

    /// The pits and the side to move, hashed as [`Position::zobrist`] does, and the
    /// store difference. Under [`EndRule::WinnerTakesAll`] play depends on the stores
    /// (a store past half ends the game), so the key is the whole position's
    /// ([`Position::zobrist`]) and nothing is banked.
    fn score_split(&self) -> (u64, i32) {
        use crate::game::zobrist;
        if self.end == EndRule::WinnerTakesAll {
            return (self.zobrist(), 0);
        }
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

impl Kalah {
    /// [`Scored::score_range`] under [`EndRule::WinnerTakesAll`], from the side to
    /// move's view: each of −total, 0 and +total that can still be the final margin.
    fn all_or_nothing_range(&self) -> (i32, i32) {
        let total = self.total();
        let (me, them) = (self.to_move, self.to_move.opponent());
        let t = total as i32;
        if self.finished() {
            let end = match self.outcome() {
                Some(Outcome::Win) => t,
                Some(Outcome::Loss) => -t,
                _ => 0,
            };
            return (end, end);
        }
        let pits = self.in_pits(me) + self.in_pits(them);
        let can_win = |s: Side| 2 * (self.store(s) + pits) > total;
        let can_draw = total % 2 == 0
            && [me, them]
                .iter()
                .all(|&s| 2 * self.store(s) <= total && total <= 2 * (self.store(s) + pits));
        let high = if can_win(me) {
            t
        } else if can_draw {
            0
        } else {
            -t
        };
        let low = if can_win(them) {
            -t
        } else if can_draw {
            0
        } else {
            t
        };
        (low, high)
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

    const WTA: &str = "end: winner-takes-all\n";

    #[test]
    fn a_store_past_half_takes_every_stone_at_once() {
        // 48 stones; south's pit 6 ends in the store: 25 of 48, more than half. The
        // standard rules play on (south moves again); winner-takes-all ends the game
        // with all 48 stones in south's store.
        let (s, n) = ("0 0 0 0 1 1 | 24", "1 1 1 1 1 17 | 0");
        let standard = board(s, n, "").play(6);
        assert_eq!(lines(&standard).0, "0 0 0 0 1 0 | 25");
        assert_eq!(standard.outcome(), None);
        let k = board(s, n, WTA).play(6);
        assert_eq!(
            lines(&k),
            ("0 0 0 0 0 0 | 48".into(), "0 0 0 0 0 0 | 0".into())
        );
        assert_eq!(k.side_to_move(), Side::First);
        assert_eq!(k.outcome(), Some(Outcome::Win));
        assert_eq!(k.score_range(), (48, 48));
        let mut m = Vec::new();
        k.legal_moves(&mut m);
        assert!(m.is_empty());
        // The maximal margin is what the store difference says.
        let e = StoreDifference::by_name("store-difference", &k).unwrap();
        use crate::game::Evaluator;
        assert_eq!(e.evaluate(&k), 48);
        assert!(k.to_position_text().contains("end: winner-takes-all\n"));
        assert_eq!(load(&k.to_position_text()).unwrap(), k);
    }

    #[test]
    fn a_capture_past_half_decides_for_the_capturer() {
        // North's pit 1 (1 stone) ends in its empty pit 2, facing south's pit 5 (7
        // stones): 8 more for north's store, 17 + 8 = 25 of 48.
        let (s, n) = ("1 1 1 1 7 1 | 3", "1 0 1 1 1 12 | 17");
        let k = board(s, n, &format!("to-move: north\n{WTA}")).play(1);
        assert_eq!(
            lines(&k),
            ("0 0 0 0 0 0 | 0".into(), "0 0 0 0 0 0 | 48".into())
        );
        assert_eq!(k.side_to_move(), Side::First);
        assert_eq!(k.outcome(), Some(Outcome::Loss));
        assert_eq!(k.score_range(), (-48, -48));
    }

    #[test]
    fn the_standard_end_then_gives_the_winner_everything_and_a_draw_nothing() {
        // As in the_game_ends_with_a_sweep: north wins 13 to 12, and takes all 25.
        let k = board("0 0 0 0 0 1 | 11", "1 2 3 4 0 0 | 3", WTA).play(6);
        assert_eq!(
            lines(&k),
            ("0 0 0 0 0 0 | 0".into(), "0 0 0 0 0 0 | 25".into())
        );
        assert_eq!(k.outcome(), Some(Outcome::Loss));
        // 12 to 12 after the sweep: a draw, and no stone moves.
        let k = board("0 0 0 1 | 11", "0 0 1 0 | 11", WTA).play(4);
        assert_eq!(lines(&k), ("0 0 0 0 | 12".into(), "0 0 0 0 | 12".into()));
        assert_eq!(k.outcome(), Some(Outcome::Draw));
        assert_eq!(k.score_range(), (0, 0));
    }

    #[test]
    fn a_file_with_a_store_past_half_is_a_finished_game() {
        let (s, n) = ("1 1 1 1 1 1 | 6", "1 1 1 1 1 1 | 30");
        let k = board(s, n, WTA);
        assert_eq!(k.outcome(), Some(Outcome::Loss));
        assert_eq!(k.score_range(), (-48, -48));
        let mut m = Vec::new();
        k.legal_moves(&mut m);
        assert!(m.is_empty());
        // Under the standard rules the game goes on.
        assert_eq!(board(s, n, "").outcome(), None);
        // A running game: every margin is possible at the start, none of the endgame
        // databases' numbering applies, and the stores are part of the key.
        let k = board("4 4 4 4 4 4 | 0", "4 4 4 4 4 4 | 0", WTA);
        assert_eq!(k.score_range(), (-48, 48));
        assert!(k.material().is_none());
        assert_eq!(k.score_split(), (k.zobrist(), 0));
        // 24 of 48 banked: south cannot lose (north reaches 24 at most), can win or draw.
        let k = board("0 0 0 0 0 1 | 24", "0 0 0 0 0 1 | 22", WTA);
        assert_eq!(k.score_range(), (0, 48));
        // Either side can still pass half.
        let k = board("0 0 0 0 1 1 | 23", "0 0 0 0 0 1 | 22", WTA);
        assert_eq!(k.score_range(), (-48, 48));
        // South reaches 24 at most: a draw at best.
        let k = board("0 0 0 0 0 1 | 21", "0 0 0 1 1 0 | 24", WTA);
        assert_eq!(k.score_range(), (-48, 0));
    }

    /// The final margin of `k` with best play from both sides (side to move's view),
    /// by plain negamax over every line: the store difference once the game is over.
    fn margin(k: &Kalah, memo: &mut std::collections::HashMap<Kalah, i32>) -> i32 {
        if let Some(&v) = memo.get(k) {
            return v;
        }
        let mut m = Vec::new();
        k.legal_moves(&mut m);
        let v = if m.is_empty() {
            let me = k.side_to_move();
            let them = me.opponent();
            (k.store(me) + k.in_pits(me)) as i32 - (k.store(them) + k.in_pits(them)) as i32
        } else {
            m.iter()
                .map(|&mv| {
                    let c = k.play(mv);
                    let v = margin(&c, memo);
                    if c.side_to_move() == k.side_to_move() {
                        v
                    } else {
                        -v
                    }
                })
                .max()
                .unwrap()
        };
        memo.insert(*k, v);
        v
    }

    #[test]
    fn the_winner_is_the_same_and_wins_by_everything() {
        // Kalah(3, 2), (2, 4) and (4, 1) solved to the end under both rules, from the
        // start and from every position two plies in: the same side wins, and under
        // winner-takes-all by all the stones.
        for (p, k) in [(3, 2), (2, 4), (4, 1)] {
            let mut memo = std::collections::HashMap::new();
            let mut wta_memo = std::collections::HashMap::new();
            let start = Kalah::start(p, k);
            let mut positions = vec![start];
            let mut m = Vec::new();
            start.legal_moves(&mut m);
            for &a in &m {
                let c = start.play(a);
                positions.push(c);
                let mut n = Vec::new();
                c.legal_moves(&mut n);
                positions.extend(n.iter().map(|&b| c.play(b)));
            }
            for pos in positions {
                let standard = margin(&pos, &mut memo);
                let wta = margin(&pos.with_end(EndRule::WinnerTakesAll), &mut wta_memo);
                let total = pos.total() as i32;
                assert_eq!(wta, standard.signum() * total, "{}", pos.to_position_text());
                let (lo, hi) = pos.with_end(EndRule::WinnerTakesAll).score_range();
                assert!(lo <= wta && wta <= hi);
            }
        }
    }

    #[test]
    fn unknown_end_rules_are_located_errors() {
        let e = load("game: kalah\nend: first-to-25\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 6 }, "{e}");
        assert!(e.to_string().contains("`winner-takes-all`"), "{e}");
        assert_eq!(
            load("game: kalah\nend: Winner-Takes-All\n").unwrap().end_rule(),
            EndRule::WinnerTakesAll
        );
        assert_eq!(load("game: kalah\nend: standard\n").unwrap(), Kalah::start(6, 4));
    }

    #[test]
    fn restarting_takes_the_files_rules_and_refuses_a_game_under_way() {
        let k = load("game: kalah\nstones: 3\nto-move: north\ncapture: empty\nend: winner-takes-all\n")
            .unwrap();
        let r = k.restarted(Some(4), None).unwrap();
        assert_eq!(r.pits(), 4);
        assert_eq!(r.stones_per_pit(), Some(3));
        assert_eq!(r.side_to_move(), Side::Second);
        assert_eq!(r.end_rule(), EndRule::WinnerTakesAll);
        assert!(r.to_position_text().contains("capture: empty"));
        assert_eq!(k.restarted(None, Some(5)).unwrap().total(), 60);
        assert!(k.restarted(Some(0), None).is_err());
        assert!(k.restarted(Some(17), None).is_err());
        let e = k.restarted(Some(16), Some(101)).unwrap_err();
        assert!(e.to_string().contains("`stones = 101` with 16 pits"), "{e}");
        let big = load("game: kalah\npits: 2\nstones: 101\n").unwrap();
        let e = big.restarted(Some(16), None).unwrap_err();
        assert!(e.to_string().contains("file's 101 stones a pit"), "{e}");
        let under_way = board("4 4 4 4 4 0 | 1", "5 5 5 4 4 4 | 0", "");
        let e = under_way.restarted(Some(6), None).unwrap_err();
        assert!(e.to_string().contains("a game under way"), "{e}");
    }

    #[test]
    fn the_text_board_shows_every_pit() {
        let k = text_board("4 4 4 4 4 4|0/4 4 4 4 4 5|1 s");
        assert!(k.contains("  5   4   4"), "{k}");
    }
}
