//! The games: explicit trees, tic-tac-toe, Kalah, Czech draughts and English checkers,
//! and the loader that reads a position file's `game:` line and hands the rest to the
//! right game.

pub mod draughts;
pub mod kalah;
pub mod tictactoe;
pub mod tree;

use crate::game::file::{decode, quote, ParseError, PositionFile};
use crate::game::WinScore;

/// The names accepted after `game:`.
pub const GAME_NAMES: [&str; 5] = ["tree", "tictactoe", "kalah", "czech", "english"];

/// The default win scoring of Kalah and draughts: `MAX = 10000`, `MNOHO = 9000`, far
/// above every evaluation of those games (Kalah's store difference is at most the
/// 3,200 stones a game may have; draughts evaluations stay below 2,000), with room for
/// 1,000 plies of win distance.
pub const BOARD_GAME_WIN: WinScore = WinScore {
    max: 10_000,
    threshold: 9_000,
};

/// A loaded position file: the game and its root position.
#[derive(Clone, Debug)]
pub enum Loaded {
    /// `game: tree`.
    Tree(tree::Tree),
    /// `game: tictactoe`.
    TicTacToe(tictactoe::TicTacToe),
    /// `game: kalah`.
    Kalah(kalah::Kalah),
    /// `game: czech` or `game: english`.
    Draughts(draughts::Draughts),
}

impl Loaded {
    /// The game's name as written after `game:`.
    pub fn game_name(&self) -> &'static str {
        match self {
            Loaded::Tree(_) => "tree",
            Loaded::TicTacToe(_) => "tictactoe",
            Loaded::Kalah(_) => "kalah",
            Loaded::Draughts(d) => crate::game::Position::game_name(d),
        }
    }

    /// The game's default win-distance scoring (Kühr's `MAX`/`MNOHO`): none for
    /// explicit trees, `MAX = 99, MNOHO = 90` (Kühr's figures) for tic-tac-toe, and
    /// [`BOARD_GAME_WIN`] (`10000`/`9000`) for Kalah and draughts.
    pub fn default_win_score(&self) -> WinScore {
        match self {
            Loaded::Tree(_) => WinScore::NONE,
            Loaded::TicTacToe(_) => WinScore::KUHR,
            Loaded::Kalah(_) | Loaded::Draughts(_) => BOARD_GAME_WIN,
        }
    }

    /// The evaluation names `--eval` accepts for this game, the default first.
    pub fn evaluations(&self) -> &'static [&'static str] {
        match self {
            Loaded::Tree(_) => &["leaf-value"],
            Loaded::TicTacToe(_) => &["open-lines"],
            Loaded::Kalah(_) => &crate::eval::StoreDifference::NAMES,
            Loaded::Draughts(d) => crate::eval::DraughtsEval::names(d.variant()),
        }
    }
}

/// Reads a position file (raw bytes). Errors carry line and column but not the file
/// name: malformed UTF-8, a missing or unknown `game:`, and whatever the game rejects.
pub fn load(bytes: &[u8]) -> Result<Loaded, ParseError> {
    let text = decode(bytes)?;
    let mut file = PositionFile::parse(text)?;
    let game = file.require("game", &format!("the game ({})", GAME_NAMES.join(", ")))?;
    let (loc, name) = game
        .value
        .single(&format!("one of {}", GAME_NAMES.join(", ")))?;
    match name.to_ascii_lowercase().as_str() {
        "tree" => Ok(Loaded::Tree(tree::Tree::from_file(file)?)),
        "tictactoe" => Ok(Loaded::TicTacToe(tictactoe::TicTacToe::from_file(file)?)),
        "kalah" => Ok(Loaded::Kalah(kalah::Kalah::from_file(file)?)),
        "czech" => Ok(Loaded::Draughts(draughts::Draughts::from_file(
            draughts::board::Variant::Czech,
            file,
        )?)),
        "english" => Ok(Loaded::Draughts(draughts::Draughts::from_file(
            draughts::board::Variant::English,
            file,
        )?)),
        other => Err(ParseError::new(
            loc,
            format!("a game: one of {}", GAME_NAMES.join(", ")),
            quote(other),
        )),
    }
}
