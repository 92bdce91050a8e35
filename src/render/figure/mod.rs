//! The tree drawing shared by the figure formats (svg, tikz and the exercise sheets):
//! which nodes are drawn, their labels, sizes and positions (our [`tidy::tidy`]), and
//! the look of Kühr's figures — MAX nodes blue boxes, MIN nodes green ellipses, leaves
//! valued by the evaluation red, finished games double-outlined, the chosen move's edge
//! red, the principal variation bold, pruned nodes and edges grey and dashed with a cut
//! mark (two short strokes) across the edge where the search cut off.
//!
//! No two texts overlap. Text is measured with the real advance widths of the font
//! ([`metrics`]); a node is as wide as its label (an ellipse wide enough to hold it).
//! Drawn down the page, move labels sit on their edges in a band just before the
//! child, all at the same fraction of their edges, so that the layout can keep them
//! apart by giving each node a slot as wide as its label needs (the argument is at
//! `Arrangement`); levels whose fans are too flat for that to read well are made
//! deeper, and where long move labels would make a level much wider they are turned
//! to read upwards. Drawn to the right, each label sits on its child's row.
//!
//! Units are pixels at a 12 px font; `x` grows to the right, `y` downwards.
//!
//! The model is built from a recording only ([`build`], [`build_custom`]: the files
//! `build.rs`), labelled (`labels.rs`), sized and styled (`style.rs`: outlines,
//! palettes, text widths) and arranged (`arrange.rs`: levels, our [`tidy`] layout,
//! edges, cut marks, move labels); [`fit`] checks its size and [`legend`] explains its
//! win scores. Each backend (svg, tikz, dot, png, the sheets) draws a [`Figure`].

mod arrange;
mod build;
pub mod fit;
mod labels;
pub mod legend;
mod style;
pub mod tidy;

pub use build::{build, build_custom, build_labelled, build_report, drawn_count, whole};
pub use labels::{
    add_note_lines, elided_text, full_move, move_label, node_label, reserve_notes, wrap, NOTE_WIDTH,
};
pub use style::{
    board_node_size, estimated_text_width, node_width, outline_size, triangle, Outline, Palette,
    REPORT_MOVE_AT,
};

use crate::game::Player;
use crate::record::NodeKind;
use crate::render::board::NodeBoard;
use crate::render::metrics;
use crate::render::Direction;
use petgraph::graph::NodeIndex;

/// Font size of node labels, px.
pub const FONT: f64 = 12.0;

/// Font size of move labels on edges, px.
pub const MOVE_FONT: f64 = 10.0;

/// Font size of the title (`--title`), px.
pub const TITLE_FONT: f64 = 14.0;

/// Node height, px.
pub const NODE_H: f64 = 22.0;

/// Vertical distance between the centres of two levels in the HTML report's layout
/// ([`build_report`]), px.
pub const LEVEL_H: f64 = 62.0;

/// Shortest edge between two levels (from a parent's border to its child's), px.
pub const LEVEL_GAP: f64 = 40.0;

/// Smallest gap between neighbouring nodes of one level, px.
pub const GAP: f64 = 10.0;

/// Margin around the drawing, px.
pub const MARGIN: f64 = 12.0;

/// Width of the white outline (halo) drawn around move labels, px on each side.
pub const HALO: f64 = 1.5;

/// Space between a move label and the child node (or column) below it, px.
const LABEL_PAD: f64 = 3.0;

/// Smallest gap between two move labels' boxes (halos included), px.
const LABEL_SEP: f64 = 4.0;

/// Edge length left free between a parent and the move labels, for the cut mark, px.
const FREE: f64 = 18.0;

/// Half the length of a cut mark's strokes, px.
const CUT_HALF: f64 = 4.0;

/// Distance between the two strokes of a cut mark, px.
const CUT_SPACING: f64 = 3.0;

/// The deepest a level is made so that a fan's labelled edges are steep enough, px.
const MAX_GAP: f64 = 3.0 * LEVEL_GAP;

/// Room a stub of hidden pruned moves takes among its siblings, px.
const STUB_W: f64 = 16.0;

/// Height of the triangle standing for an undrawn subtree, px.
const MORE_H: f64 = 10.0;

/// Space between the title and the tree, px.
const TITLE_GAP: f64 = 10.0;

/// Horizontal padding between a box's label and its outline, px on each side.
const BOX_PAD: f64 = 7.0;

/// Horizontal padding between an ellipse's label and its outline, px on each side.
const ELLIPSE_PAD: f64 = 3.0;

/// How far inside a finished game's outline its second outline is, px.
const TERMINAL_INSET: f64 = 3.0;

/// Height of `--style aima`'s triangles, px.
const TRIANGLE_H: f64 = 30.0;

/// Space between a triangle's base and its label's capitals, px.
const TRIANGLE_BASE_PAD: f64 = 4.0;

/// Space between a board and its node's outline, px.
const BOARD_PAD: f64 = 4.0;

/// Height of the strip under a board that holds the node's label, px.
const LABEL_STRIP: f64 = 17.0;

/// Colours (CSS hex) of the figures; the legend of the HTML report uses the same.
pub mod colour {
    /// MAX node fill and outline (blue, as in Kühr's figures).
    pub const MAX_FILL: &str = "#cfe0fb";
    /// MAX node outline.
    pub const MAX_LINE: &str = "#1f4e9e";
    /// MIN node fill (green).
    pub const MIN_FILL: &str = "#d3f0d3";
    /// MIN node outline.
    pub const MIN_LINE: &str = "#2e7d32";
    /// Fill of leaves valued by the evaluation (red).
    pub const LEAF_FILL: &str = "#f8c9c4";
    /// Outline of leaves valued by the evaluation.
    pub const LEAF_LINE: &str = "#c62828";
    /// Chance node fill (amber).
    pub const CHANCE_FILL: &str = "#fdecc8";
    /// Chance node outline.
    pub const CHANCE_LINE: &str = "#a66a00";
    /// Pruned nodes and edges (grey).
    pub const PRUNED: &str = "#9e9e9e";
    /// The chosen move's edge (red).
    pub const CHOSEN: &str = "#d32f2f";
    /// Ordinary edges and text.
    pub const INK: &str = "#222222";
}

/// A straight line from `(x1, y1)` to `(x2, y2)`, px.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Segment {
    /// Start, px from the left.
    pub x1: f64,
    /// Start, px from the top.
    pub y1: f64,
    /// End, px from the left.
    pub x2: f64,
    /// End, px from the top.
    pub y2: f64,
}

/// A move label placed on its edge.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveLabel {
    /// The move.
    pub text: String,
    /// Centre of the text (the middle of its width and of its capitals), px.
    pub x: f64,
    /// Centre of the text, px.
    pub y: f64,
    /// Width of the text at [`MOVE_FONT`], px.
    pub w: f64,
    /// Turned a quarter turn anticlockwise (reads upwards), for long moves on crowded
    /// levels.
    pub vertical: bool,
    /// The whole move, where `text` is shortened ([`super::shown_label`]), for hover
    /// text.
    pub full: Option<String>,
}

/// One drawn node.
#[derive(Clone, Debug, PartialEq)]
pub struct FigNode {
    /// The recording's node id.
    pub id: NodeIndex,
    /// Index of the parent in [`Figure::nodes`], `None` for the drawing's root.
    pub parent: Option<usize>,
    /// Centre, px from the left edge of the drawing.
    pub x: f64,
    /// Centre, px from the top edge.
    pub y: f64,
    /// Width, px.
    pub w: f64,
    /// Height, px: [`NODE_H`], or taller with a board.
    pub h: f64,
    /// The position drawn in the node (`--boards`), above its label.
    pub board: Option<NodeBoard>,
    /// The node's outline (`--style`).
    pub outline: Outline,
    /// The label text (empty for pruned nodes without a value).
    pub label: String,
    /// The move on the edge from the parent, if it is labelled.
    pub mv: Option<MoveLabel>,
    /// The edge from the parent, as the corners of a line, px; empty at the drawing's
    /// root. Down: from the parent's bottom to this node's top. Right: from the
    /// parent's centre to this node's, under the nodes, with a bend before the move
    /// label where there is one.
    pub edge: Vec<(f64, f64)>,
    /// The two strokes of a cut mark across the edge from the parent: the search cut
    /// off before this move (it is pruned and the parent is not).
    pub cut: Option<[Segment; 2]>,
    /// A triangle (three corners, px) standing for the subtree `--draw-depth` leaves
    /// out below this node.
    pub more: Option<[(f64, f64); 3]>,
    /// MAX or MIN.
    pub player: Player,
    /// Interior, leaf, terminal or pruned.
    pub kind: NodeKind,
    /// On the principal variation.
    pub pv: bool,
    /// The edge from the parent is the chosen move at the root.
    pub chosen: bool,
    /// The node's move loop stopped early.
    pub cutoff: bool,
    /// A marking's verdict on this node (`gametree check --format html`), if any.
    pub mark: Option<Mark>,
    /// Where the search stands at this node in a step figure ([`Phase::Done`] in a
    /// finished figure).
    pub phase: Phase,
}

/// How a step figure ([`super::steps::StepFigures`]) draws a node: as the search
/// stands at that step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Phase {
    /// Drawn as in the finished figure (its value known, or pruned).
    #[default]
    Done,
    /// Not reached yet: faded, without its value (an explicit tree's leaf keeps its
    /// given value).
    NotYet,
    /// Being searched: a dashed outline and the value so far (`≥3`).
    Open,
}

/// The ring a step figure draws over the outline of its step's node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    /// Index of the node in [`Figure::nodes`].
    pub node: usize,
    /// The step is the node's cut-off (a red ring, else orange).
    pub cutoff: bool,
}

/// A line of text below the tree: a step's caption, a legend.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// The text (escaped by the writers).
    pub text: String,
    /// Centre of the text, px.
    pub x: f64,
    /// Centre of the text's capitals, px.
    pub y: f64,
}

/// Font size of the notes below a tree, px.
pub const NOTE_FONT: f64 = 13.0;

/// Space between the tree and its first note, px.
const NOTE_GAP: f64 = 12.0;

/// The colour of the ring around a step's node (the HTML report's `--current`).
pub const RING: &str = "#ff9800";

/// Width of the ring, px.
pub const RING_WIDTH: f64 = 3.2;

impl FigNode {
    /// The centre of the label text, px: the node's centre, or the middle of the strip
    /// under its board.
    pub fn label_centre(&self) -> (f64, f64) {
        // The capitals' half height, and the room between them and a triangle's base.
        let cap = metrics::cap_height(FONT) / 2.0;
        match &self.board {
            None => match self.outline {
                Outline::Up => (self.x, self.y + self.h / 2.0 - TRIANGLE_BASE_PAD - cap),
                Outline::Down => (self.x, self.y - self.h / 2.0 + TRIANGLE_BASE_PAD + cap),
                _ => (self.x, self.y),
            },
            Some(_) => (
                self.x,
                self.y + self.h / 2.0 - self.inset() - LABEL_STRIP / 2.0 - 1.0,
            ),
        }
    }

    /// The top left corner of the node's board, px, if it has one.
    pub fn board_origin(&self) -> Option<(f64, f64)> {
        let g = self.board.as_ref()?.geometry();
        Some((
            self.x - g.w / 2.0,
            self.y - self.h / 2.0 + self.inset() + BOARD_PAD,
        ))
    }

    /// How far inside the outline a finished game's second outline is, px (0 for
    /// other nodes).
    fn inset(&self) -> f64 {
        if self.kind == NodeKind::Terminal {
            TERMINAL_INSET
        } else {
            0.0
        }
    }
}

/// A marker's verdict drawn on a node: wrong answers get a red outline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The student's answer for this node is right.
    Correct,
    /// The student's answer for this node is wrong or missing.
    Wrong,
}

/// Where `--pruned hide` left out pruned moves: a short grey edge from the parent with
/// a cut mark across it.
#[derive(Clone, Debug, PartialEq)]
pub struct Stub {
    /// Index of the parent in [`Figure::nodes`].
    pub parent: usize,
    /// The stub edge, px.
    pub edge: Segment,
    /// The cut mark's two strokes, px.
    pub cut: [Segment; 2],
    /// How many moves were left out there.
    pub count: usize,
}

/// The title drawn above the tree (`--title`).
#[derive(Clone, Debug, PartialEq)]
pub struct Title {
    /// The text (the user's: writers escape it).
    pub text: String,
    /// Centre of the text, px.
    pub x: f64,
    /// Centre of the text, px.
    pub y: f64,
    /// Width of the text at [`TITLE_FONT`], px.
    pub w: f64,
}

/// A laid-out drawing of (part of) a recording.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The drawn nodes in recording (visit) order; the first is the drawing's root.
    pub nodes: Vec<FigNode>,
    /// Stubs of hidden pruned moves (`--pruned hide`).
    pub stubs: Vec<Stub>,
    /// The title, if one was asked for.
    pub title: Option<Title>,
    /// Which way the tree grows.
    pub direction: Direction,
    /// The colours (`--style`).
    pub palette: Palette,
    /// Drawing width including margins, px.
    pub width: f64,
    /// Drawing height including margins, px.
    pub height: f64,
    /// The node a step figure rings ([`Ring`]), if any.
    pub ring: Option<Ring>,
    /// Lines of text below the tree: a step's caption, a legend.
    pub notes: Vec<Note>,
    /// Marks for the children `--max-children` leaves out.
    pub elided: Vec<Elided>,
    /// What is drawn behind the tree: a colour `#rrggbb`, or `None` for nothing
    /// (transparent).
    pub background: Option<String>,
}

/// Where `--max-children` left children out: a dotted edge from the parent to a text
/// `+12 more` where the first of them would stand.
#[derive(Clone, Debug, PartialEq)]
pub struct Elided {
    /// Index of the parent in [`Figure::nodes`].
    pub parent: usize,
    /// The edge, px.
    pub edge: Segment,
    /// `+12 more` ([`elided_text`]).
    pub text: String,
    /// Centre of the text, px.
    pub x: f64,
    /// Centre of the text, px.
    pub y: f64,
    /// Width of the text's box, px.
    pub w: f64,
    /// How many children are left out there.
    pub count: usize,
}

impl Figure {
    /// A drawing without nodes (an empty recording): the margins only.
    pub fn empty() -> Figure {
        Figure {
            nodes: Vec::new(),
            stubs: Vec::new(),
            title: None,
            direction: Direction::Down,
            palette: Palette::COLOR,
            width: 2.0 * MARGIN,
            height: 2.0 * MARGIN,
            ring: None,
            notes: Vec::new(),
            elided: Vec::new(),
            background: Some(Palette::COLOR.paper.to_string()),
        }
    }

    /// The colour of the patches behind labels on edges and behind bare numbers: the
    /// background, or on a transparent one the paper of the figure's style.
    pub fn halo(&self) -> &str {
        self.background.as_deref().unwrap_or(self.palette.paper)
    }
}
