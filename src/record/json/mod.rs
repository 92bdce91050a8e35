//! The `gametree/1` JSON recording (documented in docs/json.md): a header with the
//! search's summary, then `nodes`, one compact object a line, in id (visit) order.
//!
//! One file a concern: `write.rs` writes a recording (the header, then the nodes
//! streamed, each line by `line.rs`); `input.rs` is the file's shape as read back and how its errors are said;
//! `nodes.rs` reads and checks the nodes one by one, `checks.rs` the recording as a
//! whole, and `read.rs` puts them together; `given.rs` finds the values an explicit
//! tree's positions give. What they share (the schema's name, scores as JSON, what a
//! reader accepts) is here.

mod checks;
mod given;
mod input;
mod line;
mod nodes;
mod read;
mod write;

pub use given::GivenValues;
pub use read::{read, read_file, read_with};
pub use write::{header_value, write};

use crate::game::{Score, INF, MAX_PLY};
use crate::record::Recording;
use serde::Serialize;

/// The `algorithm` of a `gametree solve` recording (searches write their
/// [`crate::search::Algorithm::name`]).
pub const SOLVE: &str = "solve";

/// The schema name written in every recording.
pub const SCHEMA: &str = "gametree/1";

/// A score in JSON: a number, or the strings `"inf"` / `"-inf"`.
#[derive(Copy, Clone, Debug)]
pub struct JsonScore(pub Score);

impl Serialize for JsonScore {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            INF => s.serialize_str("inf"),
            v if v == -INF => s.serialize_str("-inf"),
            v => s.serialize_i32(v),
        }
    }
}

/// The largest finite score a recording may hold: the largest win score
/// ([`crate::game::SCORE_LIMIT`]) moved one unit a ply farther (Kühr's `dal`) at the
/// deepest ply a search reaches.
pub const MAX_RECORDED_SCORE: Score = crate::game::SCORE_LIMIT + MAX_PLY as Score + 1;

/// What [`read_with`] accepts beyond the schema: the size of a recording and the
/// boards its game can have. Depth is always limited to [`crate::game::MAX_PLY`].
#[derive(Clone, Copy)]
pub struct Accept<'a> {
    /// The most nodes a recording may hold, pruned ones included.
    pub max_nodes: usize,
    /// Checks the recording's `game`: `Err(expected)` refuses it (see
    /// `games::check_recorded_game`).
    pub game: &'a dyn Fn(&str) -> Result<(), String>,
    /// Checks a node's `board` diagram, given the recording's `game`: `Err(expected)`
    /// refuses it (see `games::check_recorded_board`).
    pub board: &'a dyn Fn(&str, &str) -> Result<(), String>,
    /// The value each node's position gives by itself ([`Recording::given`]), which the
    /// file does not carry: a caller that knows the games walks the recording from the
    /// root of the position it keeps ([`GivenValues`], run by
    /// `games::with_explicit_root`). By default none.
    pub given: &'a dyn Fn(&Recording) -> Vec<Option<Score>>,
    /// How the refusal of a recording above the node limit names the limit.
    pub naming: crate::params::Naming,
}

/// [`Accept::max_nodes`] by default: 10,000,000 nodes, five times the searches'
/// default node limit (a recording holds the pruned moves too).
pub const DEFAULT_MAX_NODES: usize = 10_000_000;

impl Default for Accept<'_> {
    /// [`DEFAULT_MAX_NODES`], any game and board, and no given values.
    fn default() -> Self {
        Accept {
            max_nodes: DEFAULT_MAX_NODES,
            game: &|_| Ok(()),
            board: &|_, _| Ok(()),
            given: &|_| Vec::new(),
            naming: crate::params::Naming::LIBRARY,
        }
    }
}

/// The largest recording file read: 2 GiB (Kalah(6,4) to depth 12, 4.86 M nodes with
/// boards, is 357 MB as a report and 253 MB as JSON).
pub const MAX_RECORDING_BYTES: u64 = 2 << 30;
