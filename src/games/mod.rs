//! The games: explicit trees and tic-tac-toe, and the loader that reads a position
//! file's `game:` line and hands the rest to the right game.

pub mod draughts;
pub mod tictactoe;
pub mod tree;

use crate::game::file::{decode, quote, ParseError, PositionFile};
use crate::game::WinScore;

/// The names accepted after `game:`.
pub const GAME_NAMES: [&str; 2] = ["tree", "tictactoe"];

/// A loaded position file: the game and its root position.
#[derive(Clone, Debug)]
pub enum Loaded {
    /// `game: tree`.
    Tree(tree::Tree),
    /// `game: tictactoe`.
    TicTacToe(tictactoe::TicTacToe),
}

impl Loaded {
    /// The game's default win-distance scoring (Kühr's `MAX`/`MNOHO`): none for
    /// explicit trees, `MAX = 99, MNOHO = 90` (Kühr's figures) for tic-tac-toe.
    pub fn default_win_score(&self) -> WinScore {
        match self {
            Loaded::Tree(_) => WinScore::NONE,
            Loaded::TicTacToe(_) => WinScore::KUHR,
        }
    }

    /// The evaluation names `--eval` accepts for this game, the default first.
    pub fn evaluations(&self) -> &'static [&'static str] {
        match self {
            Loaded::Tree(_) => &["leaf-value"],
            Loaded::TicTacToe(_) => &["open-lines"],
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
        other => Err(ParseError::new(
            loc,
            format!("a game: one of {}", GAME_NAMES.join(", ")),
            quote(other),
        )),
    }
}
