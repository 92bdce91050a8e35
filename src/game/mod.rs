//! The game abstraction every search algorithm works on: [`Position`], the two
//! [`Side`]s, the MAX/MIN [`Player`] of a node, terminal [`Outcome`]s and the
//! win-distance scoring of Kühr 2011 ([`WinScore`]).
//!
//! Rules know nothing of search: a game only says whose turn it is, whether the
//! game is over, which moves are legal and what a move leads to.

mod eval;
pub mod file;
pub mod job;
pub mod perft;
pub mod picture;
pub mod zobrist;

pub use eval::Evaluator;

use std::fmt::Debug;
use std::hash::Hash;

/// A score in evaluation units (plain integers; the unit is the game's evaluation unit).
///
/// Whose view a score is from is always stated where it is used: "side-to-move view"
/// (negamax convention, positive = good for the side to move) or "MAX's view"
/// (minimax convention, positive = good for MAX, the side to move at the root).
pub type Score = i32;

/// Plus infinity. Minus infinity is `-INF` (never `i32::MIN`, so negation is safe).
pub const INF: Score = i32::MAX;

/// The largest absolute leaf value accepted in explicit trees and evaluations, so that
/// shifted scores never reach [`INF`].
pub const SCORE_LIMIT: Score = 1_000_000_000;

/// The deepest ply anything goes below a root: searches stop with
/// `search::Stop::PlyLimit`, `perft` refuses a larger depth, and recordings deeper than
/// this are refused when read back. It bounds the recursion (one stack frame per ply),
/// and no game we play is longer.
pub const MAX_PLY: u32 = 2_000;

/// One of the two sides of a game, in the order the game names them
/// (`First` = MAX in explicit trees, x in tic-tac-toe).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The side the game lists first.
    First,
    /// The other side.
    Second,
}

impl Side {
    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// The type of a node in the search tree: MAX nodes maximise MAX's score, MIN nodes
/// minimise it, CHANCE nodes take the expectation of their children's values (AIMA 3rd
/// ed., §5.5; Michie 1966). MAX is the side to move at the root (in explicit trees: the
/// side the file calls `max`). The type follows the side to move, not the ply's parity,
/// except at chance nodes ([`Position::is_chance`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Maximising node.
    Max,
    /// Minimising node.
    Min,
    /// Chance node: nobody chooses; its value is the probability-weighted mean of its
    /// children's. Its values are always from MAX's view.
    Chance,
}

impl Player {
    /// The node type of `pos` in a search whose MAX is `max_side`: CHANCE at a chance
    /// node, else MAX or MIN by the side to move (not the depth's parity: Kalah's extra
    /// turns keep the mover).
    pub fn at<P: Position>(pos: &P, max_side: Side) -> Player {
        if pos.is_chance() {
            Player::Chance
        } else if pos.side_to_move() == max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// Converts a score from this player's (side-to-move) view into MAX's view. A chance
    /// node's values are MAX's view already.
    pub fn to_max_view(self, v: Score) -> Score {
        match self {
            Player::Max | Player::Chance => v,
            Player::Min => -v,
        }
    }

    /// `"max"`, `"min"` or `"chance"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Player::Max => "max",
            Player::Min => "min",
            Player::Chance => "chance",
        }
    }
}

/// The probability of a chance node's move: an exact fraction `num / den` in lowest
/// terms, `0 < num ≤ den`, remembered as written — a fraction (`1/3`) or a decimal with
/// `decimals` places (`0.25`: `1/4`, 2 places).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Probability {
    /// The numerator, in lowest terms.
    pub num: u64,
    /// The denominator, in lowest terms (≥ 1).
    pub den: u64,
    /// Written as a decimal with this many places after the point (`None`: a fraction
    /// or a whole number).
    pub decimals: Option<u8>,
}

/// The largest denominator a probability may have (and 10 to the most decimal places).
pub const MAX_PROBABILITY_DEN: u64 = 1_000_000;

/// What [`Probability::parse`] expected (`e`, its English words), in the current
/// language.
pub fn probability_expected(e: &str) -> String {
    match e {
        "a probability whose denominator is not 0" => crate::tr!("errors-probability-den-0"),
        "a probability whose denominator is at most 1000000" => {
            crate::tr!("errors-probability-den-max")
        }
        "a probability above 0 (leave out a branch that cannot happen)" => {
            crate::tr!("errors-probability-above-0")
        }
        "a probability of at most 1" => crate::tr!("errors-probability-at-most-1"),
        _ => crate::tr!("errors-probability"),
    }
}

impl Probability {
    /// Reads a probability written `word`: a fraction `N/D`, a decimal `0.25` (at most
    /// six places) or a whole number (only `1`), above 0 and at most 1; the inverse of
    /// its [`std::fmt::Display`].
    ///
    /// # Errors
    /// What was expected instead, for a parse error's message.
    pub fn parse(word: &str) -> Result<Probability, &'static str> {
        let digits =
            |s: &str| !s.is_empty() && s.len() <= 7 && s.bytes().all(|b| b.is_ascii_digit());
        let malformed = "a probability: a fraction such as `1/3`, a decimal such as `0.25` (at most 6 places) or `1`";
        let (num, den, decimals) = if let Some((n, d)) = word.split_once('/') {
            if !digits(n) || !digits(d) {
                return Err(malformed);
            }
            (
                n.parse::<u64>().unwrap_or(0),
                d.parse::<u64>().unwrap_or(0),
                None,
            )
        } else if let Some((w, f)) = word.split_once('.') {
            if !(w.is_empty() || digits(w)) || !digits(f) || f.len() > 6 {
                return Err(malformed);
            }
            let scale = 10u64.pow(f.len() as u32);
            let whole = if w.is_empty() {
                0
            } else {
                w.parse::<u64>().unwrap_or(0)
            };
            (
                whole * scale + f.parse::<u64>().unwrap_or(0),
                scale,
                Some(f.len() as u8),
            )
        } else if digits(word) {
            (word.parse::<u64>().unwrap_or(0), 1, None)
        } else {
            return Err(malformed);
        };
        if den == 0 {
            return Err("a probability whose denominator is not 0");
        }
        if den > MAX_PROBABILITY_DEN {
            return Err("a probability whose denominator is at most 1000000");
        }
        if num == 0 {
            return Err("a probability above 0 (leave out a branch that cannot happen)");
        }
        if num > den {
            return Err("a probability of at most 1");
        }
        let mut p = Probability::new(num, den).ok_or(malformed)?;
        p.decimals = decimals;
        Ok(p)
    }

    /// `num / den` reduced to lowest terms, written as a fraction; `None` unless
    /// `0 < num ≤ den`.
    pub fn new(num: u64, den: u64) -> Option<Probability> {
        if num == 0 || num > den {
            return None;
        }
        let g = gcd(num, den);
        Some(Probability {
            num: num / g,
            den: den / g,
            decimals: None,
        })
    }
}

impl std::fmt::Display for Probability {
    /// As written: `1/3`, `0.25`, `1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.decimals {
            Some(places) => {
                let scale = 10u128.pow(u32::from(places));
                let n = u128::from(self.num) * scale / u128::from(self.den);
                let whole = n / scale;
                let frac = n % scale;
                write!(f, "{whole}.{frac:0width$}", width = places as usize)
            }
            None if self.den == 1 => write!(f, "{}", self.num),
            None => write!(f, "{}/{}", self.num, self.den),
        }
    }
}

/// The moves of `line` played from `root`, each named by the position it is played
/// from ([`Position::move_text`]): a principal variation in the game's notation.
pub fn line_text<P: Position>(root: &P, line: &[P::Move]) -> Vec<String> {
    let mut pos = root.clone();
    let mut out = Vec::with_capacity(line.len());
    for (i, &m) in line.iter().enumerate() {
        out.push(pos.move_text(m));
        if i + 1 < line.len() {
            pos = pos.play(m);
        }
    }
    out
}

/// `a`, `a and b`, `a, b and c`, for messages.
pub fn english_list<S: AsRef<str>>(words: &[S]) -> String {
    match words {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}

pub use crate::params::thousands;

/// The greatest common divisor (Euclid); `gcd(0, n) = n`.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// How a finished game ended, from the view of the side to move in the final position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move has won.
    Win,
    /// The side to move has lost (e.g. the opponent completed a line, or no legal move).
    Loss,
    /// Nobody won.
    Draw,
}

/// A game position: the placement plus the side to move.
///
/// Positions are values: [`Position::play`] returns the successor and leaves `self`
/// unchanged, so search can keep a position per ply without undo.
pub trait Position: Clone {
    /// A move, small: searches generate millions. It need not describe itself:
    /// [`Position::move_text`] names it, asked of the position it is played from.
    type Move: Copy + Eq + Hash + Debug;

    /// Whether a cut-off should record the whole pruned subtree (explicit trees, which
    /// are finite and small) or only the pruned moves (real games).
    const RECORD_PRUNED_SUBTREES: bool = false;

    /// Whether [`Position::move_text`] depends on the move alone, so that a recorder
    /// may name each distinct move once and reuse the name. `false` where the
    /// notation reads the position too: chess's SAN (`Qh5` or `Qh5+`, `Nbd2`).
    const MOVE_TEXT_CONTEXT_FREE: bool = true;

    /// The game's name as written after `game:` in position files.
    fn game_name(&self) -> &'static str;

    /// The side to move.
    fn side_to_move(&self) -> Side;

    /// The name of `side` in the game's own terms (`x`/`o`, `south`/`north`,
    /// `white`/`black`, `MAX`/`MIN`), for prompts, verdicts and game records.
    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "first player",
            Side::Second => "second player",
        }
    }

    /// The side that is MAX when this position is the root. Real games: the side to
    /// move. Explicit trees override it (MAX is named in the file).
    fn max_side(&self) -> Side {
        self.side_to_move()
    }

    /// `Some` if the game is over in this position, from the side to move's view.
    fn outcome(&self) -> Option<Outcome>;

    /// Appends the legal moves to `out` in the game's natural (generation) order, the
    /// left-to-right order of the textbook figures. Empty when the game is over; in an
    /// explicit tree, empty at a leaf. Exception: a game drawn by repetition (Czech
    /// draughts) still lists the moves of its placement, since perft counts the
    /// legal-move tree; search asks [`Position::outcome`] first and never expands it.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// [`Position::outcome`] if the game is over here; otherwise `None`, with the legal
    /// moves appended to `out` as [`Position::legal_moves`] appends them. Search asks
    /// this once at every node it expands, so a game that finds both in one pass (chess
    /// generates its moves to see mate; tic-tac-toe's moves are its empty squares)
    /// overrides it. The default asks the two in turn.
    #[inline]
    fn outcome_or_moves(&self, out: &mut Vec<Self::Move>) -> Option<Outcome> {
        let outcome = self.outcome();
        if outcome.is_none() {
            self.legal_moves(out);
        }
        outcome
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`].
    fn play(&self, mv: Self::Move) -> Self;

    /// The move `mv`, one of this position's [`Position::legal_moves`], in the game's
    /// notation (tic-tac-toe `b2`, chess SAN `Qxf7#`, explicit trees the child's
    /// label). Only this position may be asked: a notation can depend on it (chess
    /// disambiguates and marks checks). The recorder asks when it records a node, so a
    /// search with the null recorder names no move; [`line_text`] names a line.
    fn move_text(&self, mv: Self::Move) -> String;

    /// [`Position::move_text`] of `mv` when the position it leads to, `child` (this
    /// position's [`Position::play`] of `mv`), is at hand: a notation that marks what
    /// the move leads to (chess's `+` and `#`) reads it from `child` rather than
    /// playing the move again. The recorder names its nodes so. The default ignores
    /// `child`.
    fn move_text_to(&self, mv: Self::Move, child: &Self) -> String {
        let _ = child;
        self.move_text(mv)
    }

    /// A number that stands for `mv`'s name as [`Position::move_text_to`] writes it (with
    /// `child`, the position `mv` leads to, where given; else as [`Position::move_text`]):
    /// moves of any positions of the game with equal keys have equal names. A recorder
    /// keeps its names by this key, so that each name is written out once, not at every
    /// node. `None` (the default): the game has no such key, and a recorder compares
    /// the texts. Only games whose notation reads the position
    /// ([`Position::MOVE_TEXT_CONTEXT_FREE`] false) are asked.
    fn move_text_key(&self, mv: Self::Move, child: Option<&Self>) -> Option<u64> {
        let _ = (mv, child);
        None
    }

    /// The side to move after `mv` when the rules say it without playing the move (in
    /// chess always the other side), so that a recorder can record a pruned move
    /// without playing it; `None` (the default): it plays the move to see. A game whose
    /// positions have labels, given values or chance nodes returns `None`.
    fn side_after(&self, mv: Self::Move) -> Option<Side> {
        let _ = mv;
        None
    }

    /// The legal move written `text` in the game's notation, `None` if there is none.
    /// The default compares with [`Position::move_text`] of every legal move, ignoring
    /// case and surrounding space; games with several ways to write a move override it.
    fn parse_move(&self, text: &str) -> Option<Self::Move> {
        let text = text.trim();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .into_iter()
            .find(|&m| self.move_text(m).eq_ignore_ascii_case(text))
    }

    /// The node's name, where the game has names for positions (explicit-tree labels).
    fn label(&self) -> Option<&str> {
        None
    }

    /// Whether this position is a chance node: chance, not a player, picks the next
    /// move, each with its [`Position::probability`] (a roll of the dice). The side to
    /// move is the side that moves after the chance event. Default `false`.
    fn is_chance(&self) -> bool {
        false
    }

    /// The value the position itself gives, MAX's view, in the units the search scores
    /// it in: an explicit tree's leaf (the number its file writes, times the tree's
    /// scale; a finished game ±the win score or 0). Recordings keep it for every node,
    /// pruned ones too, so that figures show the leaves a problem gives before any
    /// search reaches them. `None` for games, whose leaves are valued by an evaluation.
    fn given_value(&self) -> Option<Score> {
        None
    }

    /// The probability of `mv` at a chance node (the probabilities of a chance node's
    /// legal moves sum to exactly 1); `None` at every other node.
    fn probability(&self, _mv: Self::Move) -> Option<Probability> {
        None
    }

    /// Whether chance nodes may occur in the game from here (explicit trees written
    /// with `chance` nodes). Only the algorithms for chance nodes (expectiminimax,
    /// star1, star2) search such games. Default `false`.
    fn has_chance(&self) -> bool {
        false
    }

    /// At most how many more plies the game can last from here, where the rules bound it
    /// (tic-tac-toe: the empty squares); `None` when a game can go on indefinitely.
    fn max_plies(&self) -> Option<u32> {
        None
    }

    /// This position as position-file text (see docs/position-files.md), ending in a newline.
    fn to_position_text(&self) -> String;

    /// A compact one-line board diagram (the `board` of recorded nodes), `None` for
    /// games without a board (explicit trees). Each game documents its form
    /// (docs/json.md, node field `board`) and reads it with its board layout
    /// (`Game::layout`). Games implement [`Position::write_diagram`], not this.
    fn diagram(&self) -> Option<String> {
        let mut s = String::new();
        self.write_diagram(&mut s).then_some(s)
    }

    /// Writes [`Position::diagram`] into `out` (after what is there); `false` for games
    /// without a board. The recorder calls it at every node when boards are recorded,
    /// into one reused buffer: games implement this one, without allocating, and
    /// `diagram` follows from it.
    fn write_diagram(&self, _out: &mut String) -> bool {
        false
    }

    /// The board drawn as text lines for a terminal (`gametree play`), each ending in a
    /// newline; Unicode box drawing where `unicode`, plain ASCII otherwise. `None` for
    /// games without a board (explicit trees).
    fn board_text(&self, _unicode: bool) -> Option<String> {
        None
    }

    /// The record of a game played from this position (`gametree play`'s `save`):
    /// `moves[i]` in notation, played by `movers[i]`, and the `result` in words
    /// (`x wins`, `draw`, or `*` for a game still going on), ending in a newline. The
    /// default is a numbered move list ([`numbered_moves`]) and the result; draughts
    /// writes PDN, Kalah (where a side may move several times running) one line a move.
    fn game_record(&self, moves: &[String], _movers: &[Side], result: &str) -> String {
        format!("{}\n{}\n", numbered_moves(moves).trim_end(), result)
    }

    /// A 64-bit Zobrist key of the position (Zobrist 1970): the XOR of one fixed random
    /// number per (piece, square) feature plus one for the side to move, so the same
    /// position reached by different move orders has the same key. Keys come from
    /// [`zobrist::key`] (a fixed seed), so they are the same in every run. Explicit trees
    /// hash by node index (they have no transpositions). A rules-level fact like
    /// [`Position::legal_moves`]; search uses it for its transposition table.
    fn zobrist(&self) -> u64;

    /// Perft: the sequences of exactly `depth` legal moves ([`perft::perft`] defines
    /// what counts). Games with a faster move counter override it; the result
    /// must be the same.
    fn perft(&self, depth: u32) -> u64
    where
        Self: Sized,
    {
        perft::perft(self, depth)
    }
}

/// Endgame-database numbering (Irving, Donkers & Uiterwijk 2000, §4: endgame
/// databases): every placement of the stones still in play (Kalah: in the pits; the
/// stores are the banked points) with the side to move is numbered densely, so that the
/// solver can keep a value per placement in an array. Moves never raise the stones in
/// play. A game gives it through [`Scored::material`]; `P` is its position type.
pub trait Material<P> {
    /// A name of the rules that fix the numbering (`kalah-6-standard`: the database of
    /// one set of rules serves every position played under them).
    fn rules(&self) -> String;

    /// The stones in play (Kalah: in the pits).
    fn stones(&self) -> u32;

    /// The index of this placement (with the side to move) among the
    /// [`Material::count`] placements of its [`Material::stones`], numbered from 0.
    fn index(&self) -> u64;

    /// How many placements (with the side to move) `stones` stones in play have under
    /// these rules; 0 when they are too many to number.
    fn count(&self, stones: u32) -> u64;

    /// The placement numbered `index` of `stones` stones in play (the inverse of
    /// [`Material::index`]) with nothing banked, under these rules; `index` must be
    /// below [`Material::count`].
    fn placement(&self, stones: u32, index: u64) -> P;
}

/// A game with a score: the side to move's stones (points) minus the opponent's when
/// the game ends (Kalah). Rules-level facts about that score, which the solver uses
/// where a game has them (`solve::solve_scored`); search and the other games never
/// see them.
pub trait Scored: Position {
    /// Bounds `(low, high)` on the final score of every game played on from here.
    /// Kalah: the store difference now, minus or plus every stone still in a pit; a
    /// finished game's range is its final margin. A rules-level fact (stones in a store
    /// never leave it) that the solver uses to stop searching a line whose result is
    /// already settled.
    fn score_range(&self) -> (i32, i32);

    /// A 64-bit key of the position *without* the points already banked (equal keys
    /// play on identically) and the banked difference (side to move's points minus the
    /// opponent's), for games whose play from here does not depend on those points.
    /// Kalah: the pits and the side to move, and the store difference — the stones still
    /// in the pits decide what is left to win. The solver shares one table entry,
    /// relative to the banked points, among all such positions.
    fn score_split(&self) -> (u64, i32);

    /// The numbering an endgame database needs ([`Material`]), for games that have one
    /// (Kalah); `None` (the default) otherwise.
    fn material(&self) -> Option<&dyn Material<Self>> {
        None
    }
}

/// Moves numbered in pairs, as game records write them: `1. a1 b2 2. c3 `.
pub fn numbered_moves(moves: &[String]) -> String {
    let mut body = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 0 {
            body.push_str(&format!("{}. ", i / 2 + 1));
        }
        body.push_str(m);
        body.push(' ');
    }
    body
}

/// Kühr's win-distance scoring (Kühr 2011, Alg. 2.2 and 3.1): a win is worth
/// `max` (Kühr's `MAX`), a loss `-max`, a draw 0, and every evaluation lies inside
/// `[-threshold, threshold]` (Kühr's `MNOHO`). Scores beyond the threshold are moved
/// one unit towards zero per ply on the way back to the root ([`WinScore::nearer`],
/// Kühr's `bliz`), so a nearer win scores higher and a farther loss scores higher.
///
/// Explicit trees have no terminal positions: they use [`WinScore::NONE`], whose
/// threshold is infinite, so no score is ever shifted and windows start at ±∞.
///
/// Under plain scoring ([`Scoring::Plain`], [`WinScore::plain`]) `utilities` holds
/// the values of the three outcomes from MAX's view, and `max` and `threshold` are
/// infinite, as for explicit trees: no score is shifted and windows start at ±∞.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WinScore {
    /// Kühr's `MAX`: the score of a won position for the side that won it; +∞ under
    /// plain scoring.
    pub max: Score,
    /// Kühr's `MNOHO`: the largest absolute value an evaluation may return.
    pub threshold: Score,
    /// Plain scoring's utilities (MAX's view), or `None` under Kühr's win-distance
    /// scoring (and for explicit trees).
    pub utilities: Option<Utilities>,
}

impl WinScore {
    /// No win-distance scoring (explicit trees): `max` and `threshold` are +∞.
    pub const NONE: WinScore = WinScore {
        max: INF,
        threshold: INF,
        utilities: None,
    };

    /// Kühr's defaults from the figures: `MAX = 99`, `MNOHO = 90`.
    pub const KUHR: WinScore = WinScore {
        max: 99,
        threshold: 90,
        utilities: None,
    };

    /// Whether scores are shifted at all (false for [`WinScore::NONE`]).
    pub fn is_active(self) -> bool {
        self.threshold != INF
    }

    /// The score of a terminal position under win-distance scoring, from the side to
    /// move's view: `max`, `−max` or 0. A search values its terminal positions with
    /// [`WinScore::terminal_at`], which also knows plain scoring's utilities.
    pub fn terminal(self, outcome: Outcome) -> Score {
        match outcome {
            Outcome::Win => self.max,
            Outcome::Loss => -self.max,
            Outcome::Draw => 0,
        }
    }

    /// Plain scoring (no win distance) with `utilities`, MAX's view: nothing is
    /// shifted, and the root's window is `[−∞, ∞]` (AIMA's), so that a root worth the
    /// win is exact rather than a bound at the window's end.
    pub fn plain(utilities: Utilities) -> WinScore {
        WinScore {
            max: INF,
            threshold: INF,
            utilities: Some(utilities),
        }
    }

    /// The score of a terminal position whose side to move has `outcome`, from the side
    /// to move's view (negamax's convention), `max_to_move` telling whether that side is
    /// MAX. Under win-distance scoring [`WinScore::terminal`]. Under plain scoring MAX's
    /// utility of the outcome, negated at MIN's nodes: with the utilities 2/1/0 a
    /// position MIN has lost scores −2 there, not the loss value 0 — negamax's value of
    /// a MIN node is MAX's utility negated, so that its maximum over the children is
    /// MAX's minimum, on any scale.
    pub fn terminal_at(self, outcome: Outcome, max_to_move: bool) -> Score {
        match self.utilities {
            None => self.terminal(outcome),
            Some(u) => {
                let for_max = if max_to_move {
                    outcome
                } else {
                    outcome.other_side()
                };
                let v = u.of(for_max);
                if max_to_move {
                    v
                } else {
                    -v
                }
            }
        }
    }

    /// The score of a position valued by the evaluation `e` (side to move's view, 0 for
    /// an even position), from the side to move's view. Under plain scoring the
    /// evaluation is read relative to the draw's utility: MAX's view is `draw + e`
    /// from MAX's view, negated at MIN's nodes (as [`WinScore::terminal_at`]).
    pub fn static_at(self, e: Score, max_to_move: bool) -> Score {
        match self.utilities {
            Some(u) if max_to_move => e + u.draw,
            Some(u) => e - u.draw,
            None => e,
        }
    }

    /// Checks that evaluations at a depth cut-off fit the scale: under plain scoring an
    /// evaluation `e` stands for `draw + e` from MAX's view, which must lie strictly
    /// between the loss and the win, else a heuristic value would outrank a won game
    /// (AIMA 3rd ed. §5.4.1). `eval_bound` is the largest absolute value the evaluation
    /// returns; `cutoff` whether the search can stop before the game's end. Win-distance
    /// scoring is checked by [`WinScore::with_overrides`].
    ///
    /// # Errors
    /// A message naming the scoring options when the evaluation does not fit.
    pub fn fits_evaluation(
        self,
        eval_bound: Score,
        cutoff: bool,
    ) -> Result<(), crate::params::Message> {
        let Some(u) = self.utilities.filter(|_| cutoff) else {
            return Ok(());
        };
        let room = (u.win - u.draw).min(u.draw - u.loss);
        if eval_bound < room {
            return Ok(());
        }
        let (w, l) = (u.draw + eval_bound + 1, u.draw - eval_bound - 1);
        Err(crate::tr_message!(
            "errors-setup-evaluation-outranks-win",
            [Depth, Utilities = (format!("{w},{},{l}", u.draw))],
            win = u.win,
            loss = u.loss,
            bound = eval_bound
        ))
    }

    /// The longest line a search can reach: the depth limit, or the game's own bound
    /// ([`Position::max_plies`]), or [`WinScore::UNBOUNDED_HORIZON`] plies when neither
    /// bounds it. Win scores need this many units between `max` and `threshold`.
    pub fn horizon(depth: Option<u32>, max_plies: Option<u32>) -> u32 {
        match (depth, max_plies) {
            (Some(d), Some(m)) => d.min(m),
            (Some(d), None) => d,
            (None, Some(m)) => m,
            (None, None) => Self::UNBOUNDED_HORIZON,
        }
    }

    /// The horizon assumed when neither a depth limit nor the game bounds the search.
    pub const UNBOUNDED_HORIZON: u32 = 1000;

    /// The game's win scoring `default` with the user's overrides (`--win-score`,
    /// `--win-threshold`), checked: the threshold must stay at least `horizon` below
    /// the win score. A threshold given below the evaluation's bound (`eval_bound`) is
    /// allowed: the search then clamps evaluations to `[−threshold, threshold]`
    /// (Kühr's MNOHO with any evaluation; docs/games.md). A threshold derived from
    /// `max` alone must cover the evaluation. A win `k` plies
    /// away scores `max − k` (Kühr's `bliz` once per ply) only while that stays above the
    /// threshold; closer than that, wins at different distances would get the same
    /// score and the algorithms could choose different (equally valued) moves. When only
    /// `max` is given, the threshold is `max − horizon` (at most the default's).
    ///
    /// # Errors
    /// A message naming the option that does not fit.
    pub fn with_overrides(
        default: WinScore,
        max: Option<Score>,
        threshold: Option<Score>,
        eval_bound: Score,
        horizon: u32,
    ) -> Result<WinScore, crate::params::Message> {
        use crate::tr_message;
        let gap = horizon.min(SCORE_LIMIT as u32) as Score;
        let derived = threshold.is_none();
        let threshold = match (threshold, max) {
            (Some(t), _) => t,
            (None, None) => default.threshold,
            (None, Some(m)) => m.saturating_sub(gap).min(default.threshold),
        };
        let max = max.unwrap_or(default.max);
        if !(1..=SCORE_LIMIT).contains(&max) {
            return Err(tr_message!(
                "errors-setup-win-score-range",
                [WinScore],
                limit = SCORE_LIMIT,
                found = max
            ));
        }
        if derived && threshold < eval_bound {
            return Err(tr_message!(
                "errors-setup-win-score-threshold-below",
                [WinScore = max, WinThreshold, Scoring = "plain"],
                threshold = threshold,
                bound = eval_bound
            ));
        }
        if threshold >= max {
            return Err(tr_message!(
                "errors-setup-win-threshold-not-less",
                [WinThreshold, WinScore],
                threshold = threshold,
                max = max
            ));
        }
        if max - threshold < gap {
            return Err(tr_message!(
                "errors-setup-win-score-gap",
                [WinScore, WinThreshold, Scoring = "plain"],
                max = max,
                threshold = threshold,
                gap = gap
            ));
        }
        Ok(WinScore {
            max,
            threshold,
            utilities: None,
        })
    }

    /// Kühr's `bliz` ("nearer"): moves a win/loss score one unit towards zero (not
    /// ±∞). Written without branches: a search does this at every node it returns from,
    /// and whether a value is a win is what a processor cannot guess.
    #[inline]
    pub fn nearer(self, v: Score) -> Score {
        let (down, up) = self.beyond(v);
        v - Score::from(down) + Score::from(up)
    }

    /// Kühr's `dal` ("farther"): moves a win/loss score one unit away from zero (not
    /// ±∞).
    #[inline]
    pub fn farther(self, v: Score) -> Score {
        let (up, down) = self.beyond(v);
        v + Score::from(up) - Score::from(down)
    }

    /// Whether `v` is a finite win score (in `(threshold, ∞)`) and, if not, whether a
    /// finite loss score (in `(−∞, −threshold)`): each a range test, one unsigned
    /// comparison (the ranges are `INF − threshold − 1` values long).
    #[inline(always)]
    fn beyond(self, v: Score) -> (bool, bool) {
        let t = self.threshold;
        if t == INF {
            return (false, false);
        }
        let span = (INF as u32).wrapping_sub(t as u32).wrapping_sub(1);
        let v = v as u32;
        let win = v.wrapping_sub((t as u32).wrapping_add(1)) < span;
        // With a threshold below 0 the ranges overlap: a win is tested first.
        let loss = (v.wrapping_add(INF as u32 - 1) < span) & !win;
        (win, loss)
    }
}

/// How finished games are scored (`--scoring`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Kühr's win-distance scoring ([`WinScore`]): a win is worth `±MAX`, moved one unit
    /// towards zero per ply, so a nearer win scores higher. The default.
    #[default]
    Distance,
    /// Win, draw and loss as they are, however far away: +1/0/−1 from MAX's view (AIMA's
    /// UTILITY), or the [`Utilities`] given (text 003's 2/1/0).
    Plain,
}

impl Scoring {
    /// Both, in the order the command line lists them.
    pub const EVERY: [Scoring; 2] = [Scoring::Distance, Scoring::Plain];

    /// Its name: `distance` or `plain`.
    pub fn name(self) -> &'static str {
        match self {
            Scoring::Distance => "distance",
            Scoring::Plain => "plain",
        }
    }
}

/// The values of a finished game from MAX's view (`--utilities W,D,L`): AIMA's
/// UTILITY(s, MAX) is +1/0/−1, the tic-tac-toe solver of text 003 2/1/0. The scale need
/// not be symmetric around zero: a search values MIN's nodes by MAX's utility negated
/// (negamax's convention, [`WinScore::terminal_at`]), which orders them as MIN does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Utilities {
    /// MAX has won.
    pub win: Score,
    /// Nobody has won.
    pub draw: Score,
    /// MAX has lost.
    pub loss: Score,
}

impl Utilities {
    /// AIMA's utilities: +1, 0, −1.
    pub const PLAIN: Utilities = Utilities {
        win: 1,
        draw: 0,
        loss: -1,
    };

    /// MAX's utility of `outcome` (MAX's view: `Win` means MAX has won).
    pub fn of(self, outcome: Outcome) -> Score {
        match outcome {
            Outcome::Win => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss => self.loss,
        }
    }

    /// Reads `W,D,L`: three whole numbers separated by commas (spaces allowed),
    /// checked by [`Utilities::check`].
    ///
    /// # Errors
    /// What is wrong with the text, for the message of the option that gave it.
    pub fn parse(text: &str) -> Result<Utilities, String> {
        let parts: Vec<&str> = text.split(',').map(str::trim).collect();
        let [w, d, l] = parts[..] else {
            return Err(crate::tr!(
                "errors-setup-utilities-count",
                n = parts.len(),
                text = text.escape_debug().to_string()
            ));
        };
        let number = |s: &str, what: &str| {
            s.parse::<Score>().map_err(|_| {
                crate::tr!(
                    "errors-setup-utilities-not-number",
                    what = what,
                    text = s.escape_debug().to_string()
                )
            })
        };
        Utilities {
            win: number(w, "win")?,
            draw: number(d, "draw")?,
            loss: number(l, "loss")?,
        }
        .check()
    }

    /// Checks the order and size: a win worth more than a draw, a draw more than a
    /// loss, each at most [`SCORE_LIMIT`] in size.
    ///
    /// # Errors
    /// Which of these fails, with the numbers.
    pub fn check(self) -> Result<Utilities, String> {
        let Utilities { win, draw, loss } = self;
        if [win, draw, loss].iter().any(|v| v.abs() > SCORE_LIMIT) {
            return Err(crate::tr!(
                "errors-setup-utilities-range",
                limit = SCORE_LIMIT,
                found = format!("{win},{draw},{loss}")
            ));
        }
        if !(win > draw && draw > loss) {
            return Err(crate::tr!(
                "errors-setup-utilities-order",
                found = format!("{win},{draw},{loss}")
            ));
        }
        Ok(self)
    }
}

impl std::fmt::Display for Utilities {
    /// `W,D,L`, as `--utilities` takes them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{},{}", self.win, self.draw, self.loss)
    }
}

impl Outcome {
    /// The same end seen by the other side: a win is the other's loss.
    pub fn other_side(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utilities_are_read_and_checked() {
        let u = Utilities::parse("2, 1, 0").unwrap();
        assert_eq!((u.win, u.draw, u.loss), (2, 1, 0));
        assert_eq!(u.to_string(), "2,1,0");
        assert!(Utilities::parse("2,1")
            .unwrap_err()
            .contains("three whole numbers"));
        assert!(Utilities::parse("2,x,0")
            .unwrap_err()
            .contains("the draw `x`"));
        assert!(Utilities::parse("0,1,2").unwrap_err().contains("W > D > L"));
        assert!(Utilities::parse("1,1,0").unwrap_err().contains("W > D > L"));
        assert!(Utilities::parse("2000000000,1,0")
            .unwrap_err()
            .contains("between"));
    }

    #[test]
    fn plain_scores_are_max_utilities_negated_at_min() {
        let w = WinScore::plain(Utilities::parse("2,1,0").unwrap());
        assert!(!w.is_active());
        assert_eq!(w.max, INF);
        // MAX to move and won: 2; MIN to move and lost (MAX won): −2 in MIN's view.
        assert_eq!(w.terminal_at(Outcome::Win, true), 2);
        assert_eq!(w.terminal_at(Outcome::Loss, false), -2);
        assert_eq!(w.terminal_at(Outcome::Draw, false), -1);
        assert_eq!(w.terminal_at(Outcome::Win, false), 0);
        assert_eq!(w.static_at(0, true), 1);
        assert_eq!(w.static_at(0, false), -1);
        assert_eq!(w.nearer(2), 2);
        assert!(w.fits_evaluation(8, false).is_ok());
        assert!(w.fits_evaluation(0, true).is_ok());
        assert!(w.fits_evaluation(1, true).is_err());
        let k = WinScore::KUHR;
        assert_eq!(k.terminal_at(Outcome::Loss, false), -99);
        assert_eq!(k.static_at(5, false), 5);
    }

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(64552), "64,552");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn dal_and_bliz_move_only_win_scores() {
        let w = WinScore::KUHR;
        assert_eq!(w.nearer(99), 98);
        assert_eq!(w.nearer(-99), -98);
        assert_eq!(w.nearer(90), 90);
        assert_eq!(w.farther(-99), -100);
        assert_eq!(w.farther(99), 100);
        assert_eq!(w.farther(-90), -90);
        assert_eq!(WinScore::NONE.nearer(1_000), 1_000);
        assert_eq!(WinScore::NONE.farther(-INF), -INF);
        // Against the definition, at the ends of the ranges and for any threshold.
        for threshold in [-3, 0, 1, 90, 90_000, INF - 2, INF - 1] {
            let w = WinScore {
                max: INF,
                threshold,
                utilities: None,
            };
            let t = i64::from(threshold);
            let near_t = [threshold, -threshold]
                .into_iter()
                .flat_map(|x| [x - 1, x, x.saturating_add(1)]);
            for v in [
                -INF,
                -INF + 1,
                0,
                1,
                -1,
                89,
                90,
                91,
                -89,
                -90,
                -91,
                INF - 1,
                INF,
            ]
            .into_iter()
            .chain(near_t)
            {
                let (x, inf) = (i64::from(v), i64::from(INF));
                let win = x > t && x != inf;
                let loss = x < -t && x != -inf && !win;
                let near = x - i64::from(win) + i64::from(loss);
                let far = x + i64::from(win) - i64::from(loss);
                assert_eq!(i64::from(w.nearer(v)), near, "nearer({v}), {threshold}");
                assert_eq!(i64::from(w.farther(v)), far, "farther({v}), {threshold}");
            }
        }
    }
}
