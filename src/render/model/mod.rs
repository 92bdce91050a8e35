//! The tree drawing shared by the figure formats (svg, tikz and the exercise sheets):
//! which nodes are drawn, their labels, sizes and positions (our [`tidy::tidy`]), and
//! the look of Kühr's figures — MAX nodes blue boxes, MIN nodes green ellipses, leaves
//! valued by the evaluation red, finished games double-outlined, the chosen move's edge
//! red, the principal variation bold, pruned nodes and edges grey and dashed with a cut
//! mark (two short strokes) across the edge where the search cut off.
//!
//! No two texts overlap. Text is measured with the real advance widths of the font
//! ([`crate::render::metrics`]); a node is as wide as its label (an ellipse wide enough to hold it).
//! Drawn down the page, move labels sit on their edges in a band just before the
//! child, all at the same fraction of their edges, so that the layout can keep them
//! apart by giving each node a slot as wide as its label needs (the argument is at
//! `Arrangement`); levels whose fans are too flat for that to read well are made
//! deeper, and where long move labels would make a level much wider they are turned
//! to read upwards. Drawn to the right, each label sits on its child's row.
//!
//! Units are pixels at a 12 px font; `x` grows to the right, `y` downwards.
//!
//! The model is built from a recording only (`build.rs`: [`build()`], [`build_custom`]),
//! labelled (`labels.rs`), styled (`style.rs`: outlines, palettes and the look of each
//! node and edge, decided here once for every backend), sized (`size.rs`) and arranged
//! (`arrange.rs`: levels, our [`tidy`] layout, edges, cut marks, move labels); [`fit`]
//! checks its size and [`legend`] explains its win scores. The types are in
//! `figure.rs`; `board.rs` is the geometry of the positions drawn in nodes
//! (`--boards`); [`steps`] is the step model behind `--steps`, Beamer and the HTML
//! replay; `options.rs` holds the options ([`RenderOptions`], [`Format`], …) and
//! `shown.rs` what a node's label says ([`shown()`], [`label_text`]); [`describe()`] is the
//! figure in words and [`aria`] the figure as an ARIA tree view, for pages.
//!
//! Model files import one another (never in a circle) and never a backend: each backend
//! (`crate::render::backend`: svg, tikz, dot, typst, png, the sheets) reads a
//! [`Figure`]. This file only re-exports.

pub mod aria;
pub mod arrange;
pub mod board;
pub mod build;
pub mod describe;
pub mod figure;
pub mod fit;
pub mod labels;
pub mod legend;
pub mod mcts_steps;
pub mod options;
pub mod shown;
pub mod size;
pub mod steps;
pub mod style;
pub mod tidy;

pub use aria::tree_view;
pub use build::{build, build_custom, build_labelled, build_report, drawn_count, whole};
pub use describe::describe;
pub use figure::*;
pub use labels::{
    add_note_lines, elided_text, full_move, move_label, node_label, reserve_notes, wrap, NOTE_WIDTH,
};
pub use options::*;
pub use shown::*;
pub use size::{board_node_size, estimated_text_width, node_width, outline_size, REPORT_MOVE_AT};
pub use style::{colour, EdgeLook, Ink, NodeLook, Outline, Palette};

/// The explicit tree of the position file `file` searched by `algorithm` with the
/// default limits and options, for the model's tests.
#[cfg(test)]
fn tree_recording(file: &str, algorithm: crate::search::Algorithm) -> crate::record::Recording {
    use crate::games::{self, tree::LeafValue, Loaded};
    let Ok(Loaded::Tree(t)) = games::load(file.as_bytes()) else {
        panic!("an explicit tree: {file}")
    };
    let job = crate::record::SearchJob {
        algorithm,
        limits: crate::search::Limits::default(),
        options: &crate::search::Options::default(),
        boards: false,
    };
    job.record(&t.root(), &LeafValue::of(&t), t.win_score())
        .unwrap()
        .0
}
