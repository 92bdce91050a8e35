//! The games and their registry. Each game is one module that owns its rules, notation,
//! side names, default win scoring, evaluations, board drawing and position-file
//! reading, and implements [`Game`]; the `registry!` line at the bottom of this file
//! lists them. Adding a game is its module plus one line there (docs/adding-a-game.md).
//!
//! The registry makes [`Loaded`] (a loaded position file, one variant per game),
//! [`load`] (reads the `game:` line and hands the rest to the game) and [`game_names`].
//! Commands run on a loaded position through [`Loaded::run`] with a [`GameJob`]: the
//! job is generic over the position and evaluation types, so every game's search is
//! compiled for its own types (no dynamic dispatch per node).

pub mod perft;

use crate::error::Error;
use crate::game::file::{decode, quote, ParseError, PositionFile};
pub use crate::game::job::{GameJob, Job};
use crate::game::picture::{Layout, LayoutFn};
use crate::game::{Evaluator, Position, Score, Scoring, Utilities, WinScore};
use crate::message;
use crate::params::Message;

/// The default win scoring of Kalah and draughts: `MAX = 10000`, `MNOHO = 9000`, far
/// above every evaluation of those games (Kalah's store difference is at most the
/// 3,200 stones a game may have; draughts evaluations stay below 2,000), with room for
/// 1,000 plies of win distance.
pub const BOARD_GAME_WIN: WinScore = WinScore {
    max: 10_000,
    threshold: 9_000,
    utilities: None,
};

/// Reads `text` as a position file of game `G`, its `game:` line taken as naming `G`
/// (what the game modules' tests parse positions with).
///
/// # Errors
/// The file's or the game's [`ParseError`].
#[cfg(test)]
pub(crate) fn read_as<G: Game>(text: &str) -> Result<G, ParseError> {
    let mut f = PositionFile::parse(text)?;
    f.take("game");
    G::read(G::NAMES[0], f)
}

/// A game as the registry knows it: how its position files are read, its scoring
/// defaults, and its evaluations. The rules themselves are the [`Position`] the game
/// hands to [`Game::run`].
pub trait Game: Sized {
    /// The names after `game:` that select this game (draughts: `czech`, `english`).
    const NAMES: &'static [&'static str];

    /// Whether the game's leaves carry given values (explicit trees): it is always
    /// searched to its leaves, so `--depth` does not apply, its win scoring is the
    /// file's ([`Game::default_win_score`]) rather than `--win-score` and
    /// `--win-threshold`, and it is not solved.
    const EXPLICIT: bool = false;

    /// Reads a position file whose `game:` line named `name` (one of [`Game::NAMES`];
    /// the `game` entry is already taken out of `file`).
    ///
    /// # Errors
    /// A [`ParseError`] with the line and column of what the game rejects.
    fn read(name: &str, file: PositionFile) -> Result<Self, ParseError>;

    /// The game's name as written after `game:`.
    fn name(&self) -> &'static str;

    /// The game's default win-distance scoring (Kühr's `MAX`/`MNOHO`); for explicit
    /// trees the file's `win-score:` and `win-threshold:` lines, or [`WinScore::NONE`].
    fn default_win_score(&self) -> WinScore;

    /// The evaluation names `--eval` accepts, the default first.
    fn evaluations(&self) -> &'static [&'static str];

    /// The board layout that reads this game's compact diagrams
    /// ([`Position::diagram`], as recordings keep them) into pictures
    /// ([`crate::game::picture`]), given a sample diagram (a game's board size may
    /// vary: Kalah's pits); `None` for games without a board.
    fn layout(_diagram: &str) -> Option<Layout> {
        None
    }

    /// Checks a board diagram read from a recording (the text [`Position::diagram`]
    /// writes for this game), so that a hand-made recording cannot hand the renderers
    /// a board of another size or of unbounded size. The default refuses every
    /// diagram: games without a board record none.
    ///
    /// # Errors
    /// What a diagram of this game looks like (the "expected" of the message).
    fn check_diagram(_diagram: &str) -> Result<(), String> {
        Err("no board: this game's recordings have none".into())
    }

    /// Runs `job` on the game's root position with the evaluation named `eval`;
    /// `None` when `eval` is not one of [`Game::evaluations`].
    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output>;
}

/// The user's choices that apply to every game: the evaluation, the depth and node
/// limits and overrides of the win scoring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Ply limit; positions at this depth are evaluated statically. `None`: search to
    /// the end of the game (explicit trees are always searched to their leaves).
    pub depth: Option<u32>,
    /// Stop with [`crate::search::Stop::NodeLimit`] rather than visit more than this
    /// many nodes (default [`DEFAULT_MAX_NODES`]).
    pub max_nodes: u64,
    /// Kühr's MAX: the score of a won game, in the evaluation's units (default per
    /// game: tictactoe 99; kalah, czech, english, connect4 10000; nim 1000; chess
    /// 100000).
    pub win_score: Option<Score>,
    /// Kühr's MNOHO: scores beyond it are wins/losses, shifted one per ply (default per
    /// game: tictactoe 90; kalah, czech, english, connect4 9000; nim 100; chess 90000).
    pub win_threshold: Option<Score>,
    /// How finished games are scored: [`Scoring::Distance`] (Kühr's win distance) or
    /// [`Scoring::Plain`] (+1/0/−1, or `utilities`). `None`: plain when `utilities` is
    /// given, else distance.
    pub scoring: Option<Scoring>,
    /// Plain scoring's values of a win, a draw and a loss, MAX's view (text 003's
    /// 2/1/0); implies plain scoring. Without it plain scoring is +1/0/−1, or ±N with
    /// `win_score: Some(N)`.
    pub utilities: Option<Utilities>,
    /// Static evaluation by name (tree: leaf-value; tictactoe: open-lines; kalah:
    /// store-difference, material; czech: kuhr, material; english: features, material;
    /// nim: nim-sum; connect4: open-lines; chess: material, pst; `None`: the first).
    pub eval: Option<String>,
}

/// The node limit of a search when none is given: 2,000,000 (the search's own,
/// re-exported here beside [`Setup`]).
pub use crate::search::DEFAULT_MAX_NODES;

impl Default for Setup {
    /// The game's defaults, to the end of the game, at most [`DEFAULT_MAX_NODES`].
    fn default() -> Self {
        Setup {
            depth: None,
            max_nodes: DEFAULT_MAX_NODES,
            win_score: None,
            win_threshold: None,
            scoring: None,
            utilities: None,
            eval: None,
        }
    }
}

impl Setup {
    /// The depth and node limits.
    pub fn limits(&self) -> crate::search::Limits {
        crate::search::Limits {
            depth: self.depth,
            max_nodes: self.max_nodes,
        }
    }
}

/// The game-independent part of [`Loaded::run`]: computes the win scoring for the
/// chosen evaluation and position, then runs the command's job.
struct WithWin<'a, J> {
    setup: &'a Setup,
    default: WinScore,
    explicit: bool,
    job: J,
}

impl<J: GameJob> Job for WithWin<'_, J> {
    type Output = Result<J::Output, Error>;

    fn run<P: Position, E: Evaluator<P>>(self, root: &P, eval: &E) -> Self::Output {
        let win = self.win(root, eval)?;
        self.job.run(root, eval, win)
    }
}

impl<J> WithWin<'_, J> {
    /// The win scoring for `root` valued by `eval`.
    fn win<P: Position, E: Evaluator<P>>(&self, root: &P, eval: &E) -> Result<WinScore, Error> {
        // An explicit tree's win scoring is its file's (`win-score:`, `win-threshold:`),
        // already checked against the tree.
        if self.explicit {
            return Ok(self.default);
        }
        let s = self.setup;
        let bad = |m| Error::with_kind(crate::ErrorKind::BadOption, m);
        if let Some(plain) = s.plain_scoring().map_err(bad)? {
            // A depth limit short of the game's own bound may stop at a running game.
            let cutoff = s
                .depth
                .is_some_and(|d| root.max_plies().is_none_or(|m| d < m));
            plain.fits_evaluation(eval.bound(), cutoff).map_err(bad)?;
            return Ok(plain);
        }
        let horizon = WinScore::horizon(s.depth, root.max_plies());
        WinScore::with_overrides(
            self.default,
            s.win_score,
            s.win_threshold,
            eval.bound(),
            horizon,
        )
        .map_err(bad)
    }
}

impl Setup {
    /// Plain scoring as the options ask for it (`None`: win-distance scoring): the
    /// utilities given, or `±win_score` with a draw 0, or +1/0/−1.
    ///
    /// # Errors
    /// `utilities` with [`Scoring::Distance`], `win_threshold` with plain scoring (it has
    /// no threshold), and `utilities` with `win_score` (both would set the win).
    pub fn plain_scoring(&self) -> Result<Option<WinScore>, Message> {
        let plain = match (self.scoring, self.utilities) {
            (Some(Scoring::Distance), Some(_)) => {
                return Err(crate::tr_message!(
                    "errors-utilities-distance",
                    [Utilities, Scoring = "distance", WinScore]
                ))
            }
            (Some(Scoring::Plain), _) | (None, Some(_)) => true,
            _ => false,
        };
        if !plain {
            return Ok(None);
        }
        if self.win_threshold.is_some() {
            return Err(crate::tr_message!("errors-threshold-plain", [WinThreshold]));
        }
        let utilities = match (self.utilities, self.win_score) {
            (Some(_), Some(_)) => {
                return Err(crate::tr_message!(
                    "errors-utilities-and-win-score",
                    [Utilities, WinScore]
                ))
            }
            (Some(u), None) => u,
            (None, Some(w)) => Utilities {
                win: w,
                draw: 0,
                loss: w.saturating_neg(),
            }
            .check()
            .map_err(|e| message!([WinScore], (format!(": {e}"))))?,
            (None, None) => Utilities::PLAIN,
        };
        let utilities = utilities
            .check()
            .map_err(|e| message!([Utilities], (format!(": {e}"))))?;
        Ok(Some(WinScore::plain(utilities)))
    }
}

/// Checks that a placement could arise in a game where two sides alternate, the first
/// moving first, and the game ends at the first line (tic-tac-toe's three, Connect
/// Four's four in a row): `first` and `second` are each side's name, how many marks it
/// has and whether it has a line; `marks` and `line` name them (`marks`, `three in a
/// row`). Errors are placed at `loc`.
///
/// # Errors
/// A [`ParseError`] when the counts do not alternate, both sides have a line, or the
/// side with a line did not move last.
pub(crate) fn check_alternation(
    loc: crate::game::file::Loc,
    first: (&str, u32, bool),
    second: (&str, u32, bool),
    marks: &str,
    line: &str,
) -> Result<(), ParseError> {
    let ((a, na, la), (b, nb, lb)) = (first, second);
    let counts = crate::tr!(
        "errors-alternation-counts",
        na = na,
        a = a,
        nb = nb,
        b = b,
        marks = marks
    );
    let fail = |expected: String, found: String| Err(ParseError::new(loc, expected, found));
    if na != nb && na != nb + 1 {
        return fail(
            crate::tr!("errors-alternation-first", a = a, b = b, marks = marks),
            counts,
        );
    }
    if la && lb {
        return fail(
            crate::tr!("errors-alternation-ends", line = line),
            crate::tr!("errors-alternation-both", line = line, a = a, b = b),
        );
    }
    if la && na == nb {
        return fail(
            crate::tr!(
                "errors-alternation-one-more",
                a = a,
                b = b,
                line = line,
                marks = marks
            ),
            counts,
        );
    }
    if lb && na != nb {
        return fail(
            crate::tr!(
                "errors-alternation-as-many",
                a = a,
                b = b,
                line = line,
                marks = marks
            ),
            counts,
        );
    }
    Ok(())
}

/// Declares the registered games, one line each: `module::Type => Variant`, where
/// `src/games/module` holds the game and `Type: Game`. Generates the `pub mod`
/// declarations, [`Loaded`] with its per-game dispatch, [`game_names`] and the reader
/// behind [`load`].
macro_rules! registry {
    ($($module:ident :: $ty:ident => $variant:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// A loaded position file: the game and its root position, one variant per
        /// registered game.
        #[derive(Clone, Debug)]
        pub enum Loaded {
            $(
                #[doc = concat!("A position of [`", stringify!($module), "::", stringify!($ty), "`].")]
                $variant($module::$ty),
            )+
        }

        impl Loaded {
            /// The game's name as written after `game:`.
            pub fn game_name(&self) -> &'static str {
                match self { $(Loaded::$variant(g) => Game::name(g),)+ }
            }

            /// The game's default win-distance scoring ([`Game::default_win_score`]).
            pub fn default_win_score(&self) -> WinScore {
                match self { $(Loaded::$variant(g) => Game::default_win_score(g),)+ }
            }

            /// The evaluation names `--eval` accepts for this game, the default first.
            pub fn evaluations(&self) -> &'static [&'static str] {
                match self { $(Loaded::$variant(g) => Game::evaluations(g),)+ }
            }

            /// Whether the game is an explicit tree ([`Game::EXPLICIT`]).
            pub fn is_explicit(&self) -> bool {
                match self { $(Loaded::$variant(_) => <$module::$ty as Game>::EXPLICIT,)+ }
            }

            /// Runs `job` on the root position with the game's first evaluation
            /// and no options: for what needs the rules only (walking a recording
            /// along its moves).
            pub fn with_root<J: Job>(&self, job: J) -> J::Output {
                match self {
                    $(Loaded::$variant(g) => {
                        let first = Game::evaluations(g)[0];
                        Game::run(g, first, job).expect("a game runs its own first evaluation")
                    })+
                }
            }

            fn run_job<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
                match self { $(Loaded::$variant(g) => Game::run(g, eval, job),)+ }
            }
        }

        /// The names accepted after `game:`, in registry order.
        pub fn game_names() -> Vec<&'static str> {
            let mut names = Vec::new();
            $(names.extend_from_slice(<$module::$ty as Game>::NAMES);)+
            names
        }

        /// The board-layout function ([`Game::layout`]) of the game named `name`
        /// after `game:`; `None` for an unknown name.
        pub fn layout_of(name: &str) -> Option<LayoutFn> {
            $(
                if <$module::$ty as Game>::NAMES.contains(&name) {
                    return Some(<$module::$ty as Game>::layout);
                }
            )+
            None
        }

        /// The diagram check ([`Game::check_diagram`]) of the game named `name`
        /// after `game:`; `None` for an unknown name.
        pub fn diagram_check_of(name: &str) -> Option<fn(&str) -> Result<(), String>> {
            $(
                if <$module::$ty as Game>::NAMES.contains(&name) {
                    return Some(<$module::$ty as Game>::check_diagram);
                }
            )+
            None
        }

        /// The game named `name` reads `file`; `None` if no game has that name.
        fn read_game(name: &str, file: PositionFile) -> Option<Result<Loaded, ParseError>> {
            $(
                if <$module::$ty as Game>::NAMES.contains(&name) {
                    return Some(<$module::$ty as Game>::read(name, file).map(Loaded::$variant));
                }
            )+
            None
        }
    };
}

registry! {
    tree::Tree => Tree,
    tictactoe::TicTacToe => TicTacToe,
    kalah::Kalah => Kalah,
    draughts::Draughts => Draughts,
    nim::Nim => Nim,
    connect4::ConnectFour => ConnectFour,
    chess::Chess => Chess,
}

impl Loaded {
    /// Runs `job` on the root position with the evaluation and win scoring `setup`
    /// asks for: the named evaluation (default: the game's first), and the game's win
    /// scoring with the user's overrides, checked by [`WinScore::with_overrides`]
    /// against the evaluation's bound and the longest line the search can reach.
    ///
    /// # Errors
    /// [`Error::Usage`] for an evaluation the game does not have, for `--depth` or win
    /// overrides on an explicit tree, and for win scoring that does not fit; then
    /// whatever `job` returns.
    pub fn run<J: GameJob>(&self, setup: &Setup, job: J) -> Result<J::Output, Error> {
        let names = self.evaluations();
        let eval = match &setup.eval {
            None => names[0],
            Some(name) => names.iter().copied().find(|n| n == name).ok_or_else(|| {
                Error::with_kind(
                    crate::ErrorKind::BadOption,
                    Message::text(crate::tr!(
                        "errors-setup-unknown-evaluation",
                        name = name.as_str(),
                        game = self.game_name(),
                        names = names.join(", ")
                    )),
                )
            })?,
        };
        let explicit = self.is_explicit();
        if explicit && setup.depth.is_some() {
            return Err(Error::usage(crate::tr_message!(
                "errors-depth-explicit",
                [Depth]
            )));
        }
        if explicit && (setup.scoring.is_some() || setup.utilities.is_some()) {
            return Err(Error::usage(crate::tr_message!(
                "errors-scoring-explicit",
                [Scoring, Utilities]
            )));
        }
        if explicit && (setup.win_score.is_some() || setup.win_threshold.is_some()) {
            return Err(Error::usage(crate::tr_message!(
                "errors-win-score-explicit",
                [WinScore, WinThreshold]
            )));
        }
        let with_win = WithWin {
            setup,
            default: self.default_win_score(),
            explicit,
            job,
        };
        self.run_job(eval, with_win)
            .expect("the evaluation is one of the game's")
    }
}

/// Reads a position file (raw bytes). Errors carry line and column but not the file
/// name.
///
/// # Errors
/// Malformed UTF-8, a missing or unknown `game:`, and whatever the game rejects.
pub fn load(bytes: &[u8]) -> Result<Loaded, ParseError> {
    let text = decode(bytes)?;
    // A JSON recording given where a position belongs: say which command reads it.
    if text.trim_start().starts_with('{') && text.contains("\"schema\"") {
        return Err(ParseError::new(
            crate::game::file::Loc { line: 1, col: 1 },
            crate::tr!("errors-position-file"),
            crate::tr!("errors-json-recording"),
        ));
    }
    let mut file = PositionFile::parse(text)?;
    let names = game_names().join(", ");
    let game = file.require(
        "game",
        &crate::tr!("errors-the-game", names = names.as_str()),
    )?;
    let (loc, name) = game
        .value
        .single(&crate::tr!("errors-one-of", names = names.as_str()))?;
    let lower = name.to_ascii_lowercase();
    read_game(&lower, file).unwrap_or_else(|| {
        let hint = match did_you_mean(&lower) {
            Some((g, Some(what))) => crate::tr!("errors-did-you-mean-what", game = g, what = what),
            Some((g, None)) => crate::tr!("errors-did-you-mean", game = g),
            None => String::new(),
        };
        Err(ParseError::new(
            loc,
            crate::tr!("errors-a-game", names = names.as_str()),
            format!("{}{hint}", quote(&lower)),
        ))
    })
}

/// An explicit tree written alone as nested lists, the way Python and AIMA's code write
/// it (`[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`: MAX at the root, the numbers leaves; our
/// bracket syntax with labels too), read as the `tree:` of a file `game: tree` but with
/// every error placed in `text` itself ([`PositionFile::of_value`]).
///
/// # Errors
/// As [`load`] for the tree's value.
pub fn load_tree(text: &str) -> Result<Loaded, ParseError> {
    read_game("tree", PositionFile::of_value("tree", text)).unwrap_or_else(|| {
        Err(ParseError::new(
            crate::game::file::Loc { line: 1, col: 1 },
            crate::tr!("errors-explicit-tree"),
            crate::tr!("errors-no-explicit-trees"),
        ))
    })
}

/// Runs `job` on the root of the explicit tree written in `position` (a position
/// file's text), with the tree's evaluation; `None` for other games and for text that
/// is not a position. Reading a recording, its given values
/// ([`crate::record::json::GivenValues`]) are found this way.
pub fn with_explicit_root<J: Job>(position: &str, job: J) -> Option<J::Output> {
    match load(position.as_bytes()) {
        Ok(loaded) if loaded.is_explicit() => Some(loaded.with_root(job)),
        _ => None,
    }
}

/// Other names of the games, as people write them, with what the game is.
const GAME_SYNONYMS: &[(&str, &str, &str)] = &[
    ("checkers", "english", "English draughts, checkers"),
    ("english-draughts", "english", "English draughts, checkers"),
    (
        "draughts",
        "czech",
        "Czech draughts; `english` is English draughts",
    ),
    ("dama", "czech", "Czech draughts, česká dáma"),
    ("ceska-dama", "czech", "Czech draughts, česká dáma"),
    ("czech-draughts", "czech", "Czech draughts, česká dáma"),
    ("tic-tac-toe", "tictactoe", "tic-tac-toe"),
    ("tic_tac_toe", "tictactoe", "tic-tac-toe"),
    ("noughts-and-crosses", "tictactoe", "tic-tac-toe"),
    ("connect-four", "connect4", "Connect Four"),
    ("connect_four", "connect4", "Connect Four"),
    ("connectfour", "connect4", "Connect Four"),
    ("four-in-a-row", "connect4", "Connect Four"),
    ("mancala", "kalah", "Kalah, a mancala game"),
    ("kalaha", "kalah", "Kalah"),
];

/// The game a misspelt or other name most likely means, and for another name what the
/// game is: a known other name ([`GAME_SYNONYMS`]), or a game name at most two edits
/// away.
fn did_you_mean(name: &str) -> Option<(&'static str, Option<&'static str>)> {
    if let Some(&(_, game, what)) = GAME_SYNONYMS.iter().find(|s| s.0 == name) {
        return Some((game, Some(what)));
    }
    game_names()
        .into_iter()
        .map(|g| (edit_distance(name, g), g))
        .filter(|&(d, _)| d <= 2)
        .min()
        .map(|(_, g)| (g, None))
}

/// Levenshtein's edit distance between `a` and `b` (characters).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(here + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// Reads and loads the position file at `path` ([`load`]).
///
/// # Errors
/// [`Error::Read`] when the file cannot be read, [`Error::Parse`] with the file name,
/// line and column when it is malformed.
pub fn load_file(path: &std::path::Path) -> Result<Loaded, Error> {
    let bytes = crate::game::file::read_regular(path, crate::game::file::MAX_POSITION_BYTES)
        .map_err(|source| Error::Read {
            path: path.to_path_buf(),
            source,
        })?;
    load(&bytes).map_err(|err| Error::Parse {
        path: path.to_path_buf(),
        err,
    })
}

/// The position `gametree play` starts from: the file at `path`, and with `pits` or
/// `stones` given, the start position of Kalah(`pits`, `stones`) with the file's
/// side to move and rules ([`kalah::Kalah::restarted`]); without a file, Kalah's
/// defaults (6 pits, 4 stones, south to move, standard capture and end) stand for
/// what is not given.
///
/// # Errors
/// Those of [`load_file`]; a usage error when neither a file nor `pits`/`stones` is
/// given, when `pits`/`stones` come with a file of another game, and those of
/// [`kalah::Kalah::restarted`].
pub fn load_start(
    path: Option<&std::path::Path>,
    pits: Option<usize>,
    stones: Option<u32>,
) -> Result<Loaded, Error> {
    let loaded = match path {
        Some(p) => load_file(p)?,
        None if pits.is_none() && stones.is_none() => {
            return Err(Error::usage(crate::tr_message!(
                "errors-give-position",
                [Pits, Stones]
            )))
        }
        None => Loaded::Kalah(kalah::Kalah::start(6, 4)),
    };
    if pits.is_none() && stones.is_none() {
        return Ok(loaded);
    }
    match loaded {
        Loaded::Kalah(k) => Ok(Loaded::Kalah(k.restarted(pits, stones)?)),
        other => Err(Error::usage(crate::tr_message!(
            "errors-pits-stones-kalah",
            [Pits, Stones],
            game = other.game_name()
        ))),
    }
}

/// Checks that a recording read back from JSON names a registered game.
///
/// # Errors
/// The expected value, naming the games there are.
pub fn check_recorded_game(game: &str) -> Result<(), String> {
    let names = game_names();
    if names.contains(&game) {
        return Ok(());
    }
    Err(crate::tr!(
        "errors-json-one-of",
        key = "game",
        names = names.join(", ")
    ))
}

/// Checks a board diagram of a recording of `game` ([`Game::check_diagram`]).
///
/// # Errors
/// What a diagram of the game looks like; for an unknown game, the games there are.
pub fn check_recorded_board(game: &str, diagram: &str) -> Result<(), String> {
    check_recorded_game(game)?;
    diagram_check_of(game).map_or(Ok(()), |check| check(diagram))
}
