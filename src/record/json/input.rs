//! A recording's file as read back (the header's and nodes' shapes, serde's view of
//! them) and how an error in it is said.

use super::MAX_RECORDED_SCORE;
use crate::game::file::{quote, serde_message, Loc, ParseError};
use crate::game::{Score, INF};
use crate::record::{Bound, IterationInfo, NodeKind, PassInfo, Probe};
use crate::search::Stats;
use serde_json::value::RawValue;

/// A score as read back: a number or `"inf"` / `"-inf"`.
#[derive(serde::Deserialize)]
#[serde(untagged)]
pub(super) enum InScore {
    Num(Score),
    Str(String),
}

impl InScore {
    pub(super) fn get(&self) -> Option<Score> {
        match self {
            InScore::Num(v) if (-MAX_RECORDED_SCORE..=MAX_RECORDED_SCORE).contains(v) => Some(*v),
            InScore::Str(s) if s == "inf" => Some(INF),
            InScore::Str(s) if s == "-inf" => Some(-INF),
            _ => None,
        }
    }
}

#[derive(serde::Deserialize)]
pub(super) struct InWin {
    pub(super) max: InScore,
    pub(super) threshold: InScore,
}

#[derive(serde::Deserialize)]
pub(super) struct InUtilities {
    pub(super) win: InScore,
    pub(super) draw: InScore,
    pub(super) loss: InScore,
}

#[derive(serde::Deserialize)]
pub(super) struct InNode {
    pub(super) id: u32,
    pub(super) parent: Option<u32>,
    #[serde(rename = "move")]
    pub(super) mv: Option<String>,
    pub(super) label: Option<String>,
    pub(super) ply: u32,
    pub(super) player: crate::game::Player,
    pub(super) kind: NodeKind,
    pub(super) alpha: Option<InScore>,
    pub(super) beta: Option<InScore>,
    pub(super) value: Option<InScore>,
    pub(super) bound: Option<Bound>,
    pub(super) cutoff: bool,
    #[serde(default)]
    pub(super) group: bool,
    #[serde(default)]
    pub(super) pass: Option<u32>,
    #[serde(default)]
    pub(super) iteration: Option<u32>,
    #[serde(default)]
    pub(super) research: bool,
    #[serde(default)]
    pub(super) scout: Option<u32>,
    #[serde(default)]
    pub(super) quiescence: bool,
    #[serde(default)]
    pub(super) probing: bool,
    #[serde(default)]
    pub(super) probability: Option<String>,
    #[serde(default)]
    pub(super) tt: Option<Probe>,
    #[serde(default)]
    pub(super) tt_store: Option<Bound>,
    #[serde(default)]
    pub(super) board: Option<String>,
    #[serde(default)]
    pub(super) visits: Option<u64>,
    #[serde(default)]
    pub(super) total: Option<i64>,
}

/// Monte Carlo tree search's settings and iterations as read back.
#[derive(serde::Deserialize)]
pub(super) struct InMcts {
    pub(super) select: String,
    pub(super) exploration: f64,
    pub(super) seed: u64,
    pub(super) playout: String,
    pub(super) iterations: crate::search::trace::MctsLog,
}

#[derive(serde::Deserialize)]
pub(super) struct InRecording<'a> {
    pub(super) schema: String,
    pub(super) game: String,
    pub(super) algorithm: String,
    #[serde(default)]
    pub(super) evaluation: String,
    pub(super) depth: Option<u32>,
    pub(super) perspective: crate::record::Perspective,
    pub(super) win_score: Option<InWin>,
    #[serde(default)]
    pub(super) utilities: Option<InUtilities>,
    pub(super) value: InScore,
    pub(super) best_move: Option<String>,
    pub(super) principal_variation: Vec<String>,
    pub(super) stats: Stats,
    #[serde(default)]
    pub(super) order: Option<String>,
    #[serde(default)]
    pub(super) prune_on: crate::search::CutRule,
    #[serde(default)]
    pub(super) test_value: Option<InScore>,
    #[serde(default)]
    pub(super) answer: Option<bool>,
    #[serde(default)]
    pub(super) passes: Vec<PassInfo>,
    #[serde(default)]
    pub(super) iterations: Vec<IterationInfo>,
    #[serde(default)]
    pub(super) result: Option<crate::record::Verdict>,
    #[serde(default)]
    pub(super) plies: Option<u32>,
    #[serde(default)]
    pub(super) margin: Option<Score>,
    #[serde(default)]
    pub(super) proven_depth: Option<u32>,
    #[serde(default)]
    pub(super) scale: Option<Score>,
    #[serde(default)]
    pub(super) leaf_bounds: Option<(Score, Score)>,
    #[serde(default)]
    pub(super) mcts: Option<InMcts>,
    pub(super) position: String,
    #[serde(borrow)]
    pub(super) nodes: Vec<&'a RawValue>,
}

/// serde_json's message for a recording, shortened ([`serde_message`]), with the
/// untagged score type's message said in words.
pub(super) fn recording_message(e: &serde_json::Error) -> String {
    serde_message(e, 200).replace(
        "data did not match any variant of untagged enum InScore",
        "a score that is neither an integer nor \"inf\" / \"-inf\"",
    )
}

/// Where errors about the whole recording (its header) are located: line 1, column 1.
pub(super) const TOP: Loc = Loc { line: 1, col: 1 };

/// A recorded score, refused at `loc` unless it is an integer within
/// [`MAX_RECORDED_SCORE`] or `"inf"` / `"-inf"`.
pub(super) fn score(s: &InScore, loc: Loc) -> Result<Score, ParseError> {
    s.get().ok_or_else(|| {
        ParseError::new(
            loc,
            crate::tr!(
                "errors-recording-score",
                max = MAX_RECORDED_SCORE.to_string()
            ),
            match s {
                InScore::Num(v) => v.to_string(),
                InScore::Str(t) => quote(t),
            },
        )
    })
}

/// The error `expected … found` about one node, located at its `{`.
pub(super) fn bad<T>(
    loc: Loc,
    expected: impl Into<String>,
    found: impl Into<String>,
) -> Result<T, ParseError> {
    Err(ParseError::new(loc, expected, found))
}
