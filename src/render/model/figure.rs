//! The figure model's types: [`Figure`], its nodes ([`FigNode`]), edges, move labels,
//! notes and marks, and the sizes every backend draws them at (px at a 12 px font; `x`
//! grows to the right, `y` downwards).

use super::board::NodeBoard;
use super::options::Direction;
use super::style::{EdgeLook, NodeLook, Outline, Palette};
use crate::game::Player;
use crate::record::NodeKind;
use crate::render::metrics;
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
/// ([`super::build::build_report`]), px.
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
pub(super) const LABEL_PAD: f64 = 3.0;

/// Smallest gap between two move labels' boxes (halos included), px.
pub(super) const LABEL_SEP: f64 = 4.0;

/// Edge length left free between a parent and the move labels, for the cut mark, px.
pub(super) const FREE: f64 = 18.0;

/// Half the length of a cut mark's strokes, px.
pub(super) const CUT_HALF: f64 = 4.0;

/// Distance between the two strokes of a cut mark, px.
pub(super) const CUT_SPACING: f64 = 3.0;

/// The deepest a level is made so that a fan's labelled edges are steep enough, px.
pub(super) const MAX_GAP: f64 = 3.0 * LEVEL_GAP;

/// Room a stub of hidden pruned moves takes among its siblings, px.
pub(super) const STUB_W: f64 = 16.0;

/// Height of the triangle standing for an undrawn subtree, px.
pub(super) const MORE_H: f64 = 10.0;

/// Space between the title and the tree, px.
pub(super) const TITLE_GAP: f64 = 10.0;

/// Horizontal padding between a box's label and its outline, px on each side.
pub(super) const BOX_PAD: f64 = 7.0;

/// Horizontal padding between an ellipse's label and its outline, px on each side.
pub(super) const ELLIPSE_PAD: f64 = 3.0;

/// How far inside a finished game's outline its second outline is, px.
pub(super) const TERMINAL_INSET: f64 = 3.0;

/// Height of `--style aima`'s triangles, px.
pub(super) const TRIANGLE_H: f64 = 30.0;

/// Space between a triangle's base and its label's capitals, px.
pub(super) const TRIANGLE_BASE_PAD: f64 = 4.0;

/// Space between a board and its node's outline, px.
pub(super) const BOARD_PAD: f64 = 4.0;

/// Height of the strip under a board that holds the node's label, px.
pub(super) const LABEL_STRIP: f64 = 17.0;

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
    /// The width of the edge from the parent, px, where it tells something: a Monte
    /// Carlo tree search's visits ([`super::style::visits_width`]); `None` elsewhere.
    pub edge_width: Option<f64>,
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
pub(super) const NOTE_GAP: f64 = 12.0;

/// The colour of the ring around a step's node (the HTML report's `--current`).
pub const RING: &str = "#ff9800";

/// Width of the ring, px.
pub const RING_WIDTH: f64 = 3.2;

impl FigNode {
    /// How this node is drawn ([`NodeLook`]): every backend's outline and label.
    pub fn look(&self) -> NodeLook {
        NodeLook::of(
            self.kind,
            self.pv,
            self.mark == Some(Mark::Wrong),
            self.phase == Phase::Open,
        )
    }

    /// How the edge into this node from `parent` is drawn ([`EdgeLook`]).
    pub fn edge_look(&self, parent: &FigNode) -> EdgeLook {
        EdgeLook {
            width: self.edge_width,
            ..EdgeLook::of(self.kind, self.chosen, self.pv && parent.pv)
        }
    }

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
    /// `+12 more` ([`super::labels::elided_text`]).
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

/// Moves everything drawn by `(dx, dy)`.
pub(super) fn translate(
    nodes: &mut [FigNode],
    stubs: &mut [Stub],
    elided: &mut [Elided],
    dx: f64,
    dy: f64,
) {
    let shift = |s: &mut Segment| {
        s.x1 += dx;
        s.x2 += dx;
        s.y1 += dy;
        s.y2 += dy;
    };
    for f in nodes {
        f.x += dx;
        f.y += dy;
        if let Some(m) = &mut f.mv {
            m.x += dx;
            m.y += dy;
        }
        for c in &mut f.edge {
            c.0 += dx;
            c.1 += dy;
        }
        for c in f.cut.iter_mut().flatten() {
            shift(c);
        }
        for c in f.more.iter_mut().flatten() {
            c.0 += dx;
            c.1 += dy;
        }
    }
    for s in stubs {
        shift(&mut s.edge);
        for c in &mut s.cut {
            shift(c);
        }
    }
    for e in elided {
        shift(&mut e.edge);
        e.x += dx;
        e.y += dy;
    }
}

/// The corners of node `n`'s triangle (`--style aima`), px: apex first; up for
/// [`Outline::Up`], down otherwise.
pub fn triangle(n: &FigNode) -> [(f64, f64); 3] {
    let (x, y, w, h) = (n.x, n.y, n.w / 2.0, n.h / 2.0);
    if n.outline == Outline::Up {
        [(x, y - h), (x + w, y + h), (x - w, y + h)]
    } else {
        [(x, y + h), (x - w, y - h), (x + w, y - h)]
    }
}
