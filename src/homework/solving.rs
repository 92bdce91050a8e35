//! Solving an exercise's explicit tree the way `gametree search` does, and the
//! values and bounds as answers write them.

use crate::game::Score;
use crate::games::tree::{LeafValue, Tree};
use crate::record::{NodeId, Perspective, Recording, SearchJob};
use crate::search::{self, Algorithm, CutRule, Limits, Stop};

/// Searches `tree` left to right with `algorithm` and the cut rule `cut`, recording
/// every node (pruned subtrees included): the recording `gametree search FILE -a
/// ALGORITHM --prune-on CUT` makes, through the same [`SearchJob`].
///
/// # Errors
/// The search's node or ply limit.
pub fn solve(tree: &Tree, algorithm: Algorithm, cut: CutRule) -> Result<Recording, Stop> {
    record(tree, algorithm, cut, false)
}

/// [`solve`], also recording each node's board when `boards` (as `gametree search`
/// does for its HTML report).
///
/// # Errors
/// The search's node or ply limit.
pub fn record(
    tree: &Tree,
    algorithm: Algorithm,
    cut: CutRule,
    boards: bool,
) -> Result<Recording, Stop> {
    // A tree with chance nodes is searched by expectiminimax, whatever the
    // conventions (alpha-beta cannot search it: `gametree check` refuses it, and no
    // hint suggests it).
    let algorithm =
        if crate::game::Position::has_chance(&tree.root()) && !algorithm.handles_chance() {
            Algorithm::Expectiminimax
        } else {
            algorithm
        };
    let options = search::Options {
        cut,
        ..search::Options::default()
    };
    let job = SearchJob {
        algorithm,
        limits: Limits {
            depth: None,
            max_nodes: 2_000_000,
        },
        options: &options,
        boards,
    };
    // The tree's own win scoring (`win-score:`), so that finished games score ±MAX.
    let (rec, _) = job.record(&tree.root(), &LeafValue::of(tree), tree.win_score())?;
    Ok(rec)
}

/// The value and bound of a node as shown in `view`, and its window.
pub fn shown(rec: &Recording, id: NodeId, view: Perspective) -> crate::render::Shown {
    let opts = crate::render::RenderOptions {
        values: Some(view),
        ..Default::default()
    };
    crate::render::shown(rec, rec.node(id), &opts)
}

/// Formats a window bound for answers: `-inf`, `inf` or the number.
pub fn bound_text(v: Score) -> String {
    match v {
        crate::game::INF => "inf".into(),
        v if v == -crate::game::INF => "-inf".into(),
        v => v.to_string(),
    }
}
