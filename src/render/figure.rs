//! The tree drawing shared by the figure formats (svg, tikz and the exercise sheets):
//! which nodes are drawn, their labels, sizes and positions (our [`layout::tidy`]), and
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

use super::board::NodeBoard;
use super::layout::{self, Shape};
use super::metrics;
use super::{label_text, Direction, EdgeLabels, LabelKind, PrunedView, RenderOptions, Style};
use crate::game::{Player, Score};
use crate::record::{NodeKind, Perspective, Recording};
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

/// The colours (CSS hex) of one `--style`: node fills and outlines, pruned parts,
/// the chosen move, and text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// MAX node fill.
    pub max_fill: &'static str,
    /// MAX node outline.
    pub max_line: &'static str,
    /// MIN node fill.
    pub min_fill: &'static str,
    /// MIN node outline.
    pub min_line: &'static str,
    /// Chance node fill.
    pub chance_fill: &'static str,
    /// Chance node outline.
    pub chance_line: &'static str,
    /// Fill of leaves valued by the evaluation.
    pub leaf_fill: &'static str,
    /// Outline of leaves valued by the evaluation.
    pub leaf_line: &'static str,
    /// Pruned nodes and edges.
    pub pruned: &'static str,
    /// The chosen move's edge and label, and wrong answers' outlines.
    pub chosen: &'static str,
    /// Text, edges and marks.
    pub ink: &'static str,
    /// The boards' colours (`--boards`).
    pub board: &'static super::board::Colours,
}

impl Palette {
    /// `--style color`: Kühr's colours ([`colour`]).
    pub const COLOR: Palette = Palette {
        max_fill: colour::MAX_FILL,
        max_line: colour::MAX_LINE,
        min_fill: colour::MIN_FILL,
        min_line: colour::MIN_LINE,
        chance_fill: colour::CHANCE_FILL,
        chance_line: colour::CHANCE_LINE,
        leaf_fill: colour::LEAF_FILL,
        leaf_line: colour::LEAF_LINE,
        pruned: colour::PRUNED,
        chosen: colour::CHOSEN,
        ink: colour::INK,
        board: &super::board::Colours::COLOR,
    };
    /// `--style mono` and `aima`: black on white, evaluated leaves light grey, pruned
    /// parts mid grey (dashed, so they stay apart in any print).
    pub const MONO: Palette = Palette {
        max_fill: "#ffffff",
        max_line: "#000000",
        min_fill: "#ffffff",
        min_line: "#000000",
        chance_fill: "#ffffff",
        chance_line: "#000000",
        leaf_fill: "#e4e4e4",
        leaf_line: "#000000",
        pruned: "#8a8a8a",
        chosen: "#000000",
        ink: "#000000",
        board: &super::board::Colours::MONO,
    };

    /// The palette of `style`.
    pub fn of(style: Style) -> &'static Palette {
        match style {
            Style::Color => &Palette::COLOR,
            Style::Mono | Style::Aima => &Palette::MONO,
        }
    }

    /// The fill and outline of node `n`.
    pub fn node(&self, n: &FigNode) -> (&'static str, &'static str) {
        match (n.kind, n.player) {
            (NodeKind::Pruned, _) => ("#ffffff", self.pruned),
            (NodeKind::Leaf, _) => (self.leaf_fill, self.leaf_line),
            (_, Player::Max) => (self.max_fill, self.max_line),
            (_, Player::Min) => (self.min_fill, self.min_line),
            (_, Player::Chance) => (self.chance_fill, self.chance_line),
        }
    }
}

/// The outline a node is drawn with.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Outline {
    /// A box with corners of this radius, px (MAX nodes; every node with a board,
    /// MIN ones rounder).
    Box(f64),
    /// An ellipse (MIN nodes).
    Ellipse,
    /// A circle (chance nodes, in every style: AIMA Fig. 5.11).
    Circle,
    /// A triangle pointing up (`--style aima`'s MAX nodes).
    Up,
    /// A triangle pointing down (`--style aima`'s MIN nodes).
    Down,
    /// No outline, the label only (`--style aima`'s leaves and finished games).
    Bare,
}

impl Outline {
    /// The outline of a node of `player` and `kind` in `style`, with or without a
    /// board.
    pub fn of(style: Style, player: Player, kind: NodeKind, board: bool) -> Outline {
        match (style, board, player, kind) {
            (_, _, Player::Chance, _) => Outline::Circle,
            (_, true, Player::Max, _) => Outline::Box(2.0),
            (_, true, Player::Min, _) => Outline::Box(8.0),
            (Style::Aima, _, _, NodeKind::Leaf | NodeKind::Terminal) => Outline::Bare,
            (Style::Aima, _, Player::Max, _) => Outline::Up,
            (Style::Aima, _, Player::Min, _) => Outline::Down,
            (_, _, Player::Max, _) => Outline::Box(2.0),
            (_, _, Player::Min, _) => Outline::Ellipse,
        }
    }
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

/// Makes room below the figure's tree for `lines` notes ([`Note`]) and across it for
/// the widest of `texts`, the tree staying centred; the notes are placed, empty, to be
/// filled with their texts.
pub fn reserve_notes(fig: &mut Figure, texts: &[String], lines: usize) {
    if lines == 0 {
        return;
    }
    let widest = texts
        .iter()
        .map(|c| metrics::text_width(c, NOTE_FONT))
        .fold(0.0, f64::max);
    let needed = (widest + 2.0 * MARGIN).ceil();
    if needed > fig.width {
        let dx = (needed - fig.width) / 2.0;
        shift_x(fig, dx);
        fig.width = needed;
    }
    let (above, _) = metrics::extent(NOTE_FONT);
    let line = metrics::line_height(NOTE_FONT);
    let top = fig.height - MARGIN + NOTE_GAP;
    for i in 0..lines {
        fig.notes.push(Note {
            text: String::new(),
            x: fig.width / 2.0,
            y: top + i as f64 * line + above / 2.0 + 2.0,
        });
    }
    fig.height = (fig.height + NOTE_GAP + lines as f64 * line).ceil();
}

/// Moves everything drawn `dx` px to the right.
fn shift_x(fig: &mut Figure, dx: f64) {
    let seg = |s: &mut Segment| {
        s.x1 += dx;
        s.x2 += dx;
    };
    for f in &mut fig.nodes {
        f.x += dx;
        if let Some(m) = &mut f.mv {
            m.x += dx;
        }
        for p in &mut f.edge {
            p.0 += dx;
        }
        for c in f.cut.iter_mut().flatten() {
            seg(c);
        }
        for p in f.more.iter_mut().flatten() {
            p.0 += dx;
        }
    }
    for s in &mut fig.stubs {
        seg(&mut s.edge);
        for c in &mut s.cut {
            seg(c);
        }
    }
    for n in &mut fig.notes {
        n.x += dx;
    }
    for e in &mut fig.elided {
        seg(&mut e.edge);
        e.x += dx;
    }
    if let Some(t) = &mut fig.title {
        t.x += dx;
    }
}

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

/// The size (width, height) of a node without a board, px: [`node_width`] and
/// [`NODE_H`] for boxes and ellipses; a triangle tall enough that the label fits
/// between its base and its slopes; a bare label's own box.
pub fn outline_size(label: &str, outline: Outline, kind: NodeKind) -> (f64, f64) {
    let text = metrics::text_width(label, FONT);
    match outline {
        Outline::Box(_) => (node_width(label, Player::Max, kind), NODE_H),
        Outline::Ellipse => (node_width(label, Player::Min, kind), NODE_H),
        Outline::Circle => {
            let d = node_width(label, Player::Chance, kind);
            (d, d)
        }
        Outline::Up | Outline::Down => {
            // At height t above the base a triangle w wide at its base is
            // w·(1 − t/h) wide: the text's far side (t = pad + capitals) must fit.
            let h = TRIANGLE_H;
            let t = TRIANGLE_BASE_PAD + metrics::cap_height(FONT) + 1.0;
            let w = ((text + 2.0 * ELLIPSE_PAD) / (1.0 - t / h)).max(1.15 * h);
            (w, h)
        }
        Outline::Bare => {
            let (above, below) = metrics::extent(FONT);
            (text + 4.0, above + below + 2.0)
        }
    }
}

/// The size (width, height) of a node drawn with `board` above its `label`, px: the
/// board and its padding, and under it a strip as wide as a box around the label
/// needs. MIN nodes are boxes too then (rounder ones), to hold the board.
pub fn board_node_size(label: &str, kind: NodeKind, board: &NodeBoard) -> (f64, f64) {
    let g = board.geometry();
    let inset = if kind == NodeKind::Terminal {
        TERMINAL_INSET
    } else {
        0.0
    };
    let text = metrics::text_width(label, FONT) + 2.0 * BOX_PAD;
    let w = (g.w + 2.0 * (BOARD_PAD + inset)).max(text + 2.0 * inset);
    (w, g.h + BOARD_PAD + LABEL_STRIP + 2.0 * inset)
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
        }
    }
}

/// Node width for a label, px: the text plus padding, an ellipse (a chance node's
/// circle) wide enough that the text's capitals stay inside its outline, and at least
/// as wide as tall.
pub fn node_width(label: &str, player: Player, kind: NodeKind) -> f64 {
    // A finished game's second outline is 3 px inside the first: the text must fit
    // inside that one.
    let inset = if kind == NodeKind::Terminal { 3.0 } else { 0.0 };
    let text = metrics::text_width(label, FONT);
    let w = match player {
        Player::Max => text + 2.0 * BOX_PAD,
        Player::Min => {
            // The corners of the text's capitals, (±(text/2 + pad), ±half) around the
            // centre, lie inside the ellipse with semi-axes a and b when
            // a ≥ (text/2 + pad) / √(1 − (half/b)²).
            let half = metrics::cap_height(FONT) / 2.0 + 1.5;
            let b = NODE_H / 2.0 - inset;
            (text + 2.0 * ELLIPSE_PAD) / (1.0 - (half / b).powi(2)).sqrt()
        }
        // A circle through the corners of the text's capitals (plus padding).
        Player::Chance => {
            let half = metrics::cap_height(FONT) / 2.0 + 1.5;
            2.0 * ((text / 2.0 + ELLIPSE_PAD).powi(2) + half * half).sqrt()
        }
    };
    (w + 2.0 * inset).max(NODE_H + 6.0)
}

/// The label of a recorded node in a figure: [`label_text`], plus the value a pruned
/// leaf of an explicit tree has in the file (`leaf_values`, MAX's view, from
/// [`super::pruned::leaf_values`]; empty to leave pruned nodes blank), plus the node's
/// name in front with `--names` (`B: 3`).
pub fn node_label(
    rec: &Recording,
    id: NodeIndex,
    opts: &RenderOptions,
    leaf_values: &[Option<Score>],
) -> String {
    let n = rec.node(id);
    let mut text = label_text(rec, n, opts);
    if n.kind() == NodeKind::Pruned && opts.label != LabelKind::Blank {
        if let Some(v) = leaf_values.get(id.index()).copied().flatten() {
            let flip = opts.view() == Perspective::SideToMove && n.player() == Player::Min;
            text = rec.value_text(if flip { -v } else { v });
        }
    }
    if opts.names {
        if let Some(name) = rec.label(id) {
            let name = super::shown_label(name);
            text = if text.is_empty() {
                name.into_owned()
            } else {
                format!("{name}: {text}")
            };
        }
    }
    text
}

/// The move label on the edge into `id`, as `--edge-labels` asks: games label every
/// edge; explicit trees (`auto`) only the edges into named nodes, whose move is the
/// name, and none with `--names` (the names are in the nodes then); the searches under
/// a group node (MTD(f)'s passes, iterative deepening's iterations) always say which
/// they are.
///
/// The edges out of a chance node carry the move's probability, in front of the move
/// where that is shown (`1/2 B`), alone where not (unless `--edge-labels never`); the
/// edge to a Star2 probe adds `(probe)`.
pub fn move_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> Option<String> {
    let name = super::shown_label(rec.move_name(id)?);
    let name = name.as_ref();
    let label = match rec.probability(id) {
        Some(p) => match (opts.edge_labels, move_label_of(rec, id, name, opts)) {
            (EdgeLabels::Never, _) => None,
            (_, Some(name)) => Some(format!("{p} {name}")),
            (_, None) => Some(p.to_string()),
        },
        None => move_label_of(rec, id, name, opts),
    };
    // Star2's probe of a move is searched again later: the edge says which is which.
    match label {
        Some(l) if rec.node(id).probing() => Some(format!("{l} (probe)")),
        l => l,
    }
}

/// [`move_label`] without the probabilities: `name` if the options show it.
fn move_label_of(
    rec: &Recording,
    id: NodeIndex,
    name: &str,
    opts: &RenderOptions,
) -> Option<String> {
    let show = match opts.edge_labels {
        EdgeLabels::Never => false,
        EdgeLabels::Always => true,
        EdgeLabels::Auto => {
            rec.meta.game != "tree"
                || rec.parent(id).is_some_and(|p| rec.node(p).group())
                || (rec.label(id).is_some() && !opts.names)
        }
    };
    show.then(|| name.to_string())
}

/// The whole move into `id` for hover text, where the figure draws it shortened
/// ([`super::shown_label`]); `None` where it is drawn whole.
pub fn full_move(rec: &Recording, id: NodeIndex) -> Option<String> {
    let name = rec.move_name(id)?;
    (super::shown_label(name) != name).then(|| super::full_label(name).into_owned())
}

/// Builds the figure of the subtree under `root`, drawing the nodes `keep` accepts
/// (a node is drawn only if its parent is) and as the options say (`--pruned`,
/// `--draw-depth`, `--names`, `--edge-labels`, `--direction`, `--title`). Pass `|_| true`
/// to draw everything.
///
/// With [`LabelKind::Blank`] (an exercise sheet) the principal variation and the
/// chosen move are not highlighted: they would give the answer away.
pub fn build(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
) -> Figure {
    let highlight = opts.label != LabelKind::Blank;
    let values = if opts.pruned == PrunedView::Show && opts.label != LabelKind::Blank {
        super::pruned::leaf_values(rec)
    } else {
        Vec::new()
    };
    let mut fig = build_custom(
        rec,
        opts,
        root,
        keep,
        |id| node_label(rec, id, opts, &values),
        highlight,
    );
    if opts.label != LabelKind::Blank {
        let windows = super::legend::shows_windows(opts.label);
        if let Some(legend) = super::legend::win_legend(rec, opts, windows) {
            add_note_lines(&mut fig, &legend);
        }
    }
    fig
}

/// Adds `text` below the figure's tree, wrapped to the figure's width (at least
/// [`NOTE_WIDTH`]).
pub fn add_note_lines(fig: &mut Figure, text: &str) {
    let lines = wrap(text, (fig.width - 2.0 * MARGIN).max(NOTE_WIDTH), NOTE_FONT);
    let first = fig.notes.len();
    reserve_notes(fig, &lines, lines.len());
    for (note, line) in fig.notes[first..].iter_mut().zip(lines) {
        note.text = line;
    }
}

/// The narrowest a note below a figure is wrapped to, px, however narrow the tree.
pub const NOTE_WIDTH: f64 = 420.0;

/// `text` in lines of at most `width` px at font size `size`, broken at spaces.
pub fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let longer = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && metrics::text_width(&longer, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// [`build`] with the labels given by `label` (node id → text) instead of the render
/// options, and the default figure options otherwise; `highlight` draws the principal
/// variation and the chosen move.
pub fn build_labelled(
    rec: &Recording,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
    label: impl Fn(NodeIndex) -> String,
    highlight: bool,
) -> Figure {
    build_custom(rec, &RenderOptions::default(), root, keep, label, highlight)
}

/// How many recorded nodes [`build`] draws from the root with these options: all of
/// them, less what `--draw-depth` and `--pruned hide` leave out (for the size guard,
/// [`super::check_figure_size`]).
pub fn drawn_count(rec: &Recording, opts: &RenderOptions) -> usize {
    if rec.is_empty() {
        return 0;
    }
    let hide = opts.pruned == PrunedView::Hide;
    let mut on_pv = vec![false; rec.len()];
    for id in rec.pv_nodes() {
        on_pv[id.index()] = true;
    }
    let mut count = 0;
    let mut stack = vec![(NodeIndex::new(0), 0u32)];
    while let Some((id, depth)) = stack.pop() {
        count += 1;
        if opts.draw_depth.is_some_and(|l| depth >= l) {
            continue;
        }
        let parent_pruned = rec.node(id).kind() == NodeKind::Pruned;
        let kids: Vec<NodeIndex> = rec
            .children(id)
            .into_iter()
            .filter(|&c| !(hide && !parent_pruned && rec.node(c).kind() == NodeKind::Pruned))
            .collect();
        for c in elide(kids, opts.max_children, &on_pv) {
            match c {
                Kept::Node(c) => stack.push((c, depth + 1)),
                Kept::Elided(_) => count += 1,
            }
        }
    }
    count
}

/// What the layout places: a recorded node or a stub of hidden pruned moves.
#[derive(Clone, Debug)]
enum What {
    /// Index into the figure's nodes.
    Node(usize),
    /// A stub standing for this many hidden pruned moves.
    Stub(usize),
    /// A mark standing for this many children `--max-children` leaves out.
    Elided(usize),
}

/// One placed item.
#[derive(Clone, Debug)]
struct Item {
    what: What,
    /// Parent item.
    parent: Option<usize>,
    /// Levels below the drawing's root.
    depth: usize,
    /// Width of the node, px (a stub: [`STUB_W`]).
    w: f64,
    /// Height of the node, px (a stub: 0).
    h: f64,
    /// Width of the move label on the edge from the parent, px, if there is one.
    lw: Option<f64>,
}

/// The geometry along the depth axis (down the page for [`Direction::Down`], to the
/// right for [`Direction::Right`]) of one level's edges, the ones from level `d − 1`
/// into level `d`; depths in px from the root's level.
#[derive(Copy, Clone, Debug, Default)]
struct Level {
    /// Where the edges start: the parents' bottom (down) or centre (right).
    a: f64,
    /// Where the edges end: the children's top (down) or centre (right).
    b: f64,
    /// The free space between the two levels' borders.
    gap: f64,
    /// The parents' column border (down: `a`), from which cut marks are measured.
    border: f64,
    /// The move labels' centre.
    label: f64,
    /// The children's border (top or left side of their level).
    child: f64,
    /// Where the free part of the edges ends: before the label band, or at the
    /// children's border on levels without labels.
    free: f64,
    /// The labels' place on their edges: the fraction of the edge from the child end.
    s: f64,
    /// The labels read upwards.
    vertical: bool,
    /// Where the edges bend (`--direction right` on levels with move labels, and
    /// levels whose fans are too flat otherwise): each edge runs from its parent to
    /// this depth at its child's breadth, then straight on through its label, which
    /// sits in line with the child, into the child.
    bend: Option<f64>,
}

/// The items laid out for one choice of label orientations.
///
/// Every move label of level `d` sits on its edge at the same fraction `s` from the
/// child end, so its breadth position is `b_c + (b_p − b_c)·s` (child `c`, parent `p`).
/// For two labelled children `i` left of `j` the parents are in the same order, so the
/// labels are at least `(b_j − b_i)(1 − s)` apart; the layout keeps `b_j − b_i ≥ (W_i +
/// W_j)/2 + GAP`, and each item's breadth `W` is at least `(e + LABEL_SEP)/(1 − s) −
/// GAP` for a label `e` wide, so the labels are at least `LABEL_SEP` apart. The bands of
/// different levels, and the nodes, do not share depths. Drawn to the right, a label
/// sits on its child's row (`s` = 0), and children are at least a node's height apart.
struct Arrangement {
    /// Breadth centre of each item, px.
    breadth: Vec<f64>,
    /// Depth centre of each level, px.
    centre: Vec<f64>,
    /// Edge geometry of each level (index 0 unused).
    levels: Vec<Level>,
    /// Breadth of the layout, px.
    span: f64,
    /// Depth of the layout, px.
    depth: f64,
}

impl Arrangement {
    /// The arrangement of a breadth `placement` and levels at depths `centre`, their
    /// nodes reaching `half` before and after.
    fn new(
        placement: layout::Placement,
        centre: Vec<f64>,
        half: &[f64],
        levels: Vec<Level>,
    ) -> Arrangement {
        let last = centre.len() - 1;
        Arrangement {
            breadth: placement.x,
            depth: centre[last] + half[last],
            centre,
            levels,
            span: placement.width,
        }
    }
}

/// Half the breadth a move label `lw` px wide takes (halo included), px: half its
/// width when it runs along the breadth, half its height when it is turned.
fn label_half_breadth(lw: f64, along_breadth: bool) -> f64 {
    if along_breadth {
        lw / 2.0 + HALO
    } else {
        let (above, below) = metrics::extent(MOVE_FONT);
        above.max(below) + HALO
    }
}

/// Lays the items out with the move labels of the levels in `vertical` turned
/// ([`arrange_once`]), and then again with deeper levels where a fan's edges are so
/// flat that two neighbouring labelled edges pass closer than a label's height to
/// each other where their labels sit: the labels would seem to float between them.
/// Where even [`MAX_GAP`] is not deep enough, that level's edges bend instead: each
/// runs to just above its child and then straight down through its label, which sits
/// right above the child.
fn arrange(
    items: &[Item],
    children: &[Vec<u32>],
    direction: Direction,
    vertical: &[bool],
) -> Arrangement {
    if direction == Direction::Right {
        return arrange_right(items, children, vertical.len());
    }
    let first = arrange_once(items, children, vertical, &[], &[]);
    let apart = metrics::line_height(MOVE_FONT) + 2.0 * HALO + 1.0;
    let mut gaps = vec![0.0; vertical.len()];
    let mut bends = vec![false; vertical.len()];
    let mut steeper = false;
    for (p, kids) in children.iter().enumerate() {
        for pair in kids.windows(2) {
            let (i, j) = (pair[0] as usize, pair[1] as usize);
            if items[i].lw.is_none() || items[j].lw.is_none() {
                continue;
            }
            let lv = first.levels[items[i].depth];
            // The labels sit `dist` before the children's border; at depth t below the
            // parent, edge j is t·|x_j − x_i| / √(x_i² + G²) from the line of edge i.
            let dist = lv.b - lv.label;
            let (xi, xj) = (
                first.breadth[i] - first.breadth[p],
                first.breadth[j] - first.breadth[p],
            );
            let clear = |g: f64| {
                let t = g - dist;
                let dx = (xj - xi).abs();
                t * dx / xi.hypot(g) >= apart && t * dx / xj.hypot(g) >= apart
            };
            let mut g = lv.gap;
            while !clear(g) && g < MAX_GAP {
                g = (g + 2.0).min(MAX_GAP);
            }
            let d = items[i].depth;
            if !clear(g) {
                bends[d] = true;
            }
            if g > lv.gap {
                gaps[d] = f64::max(gaps[d], g);
                steeper = true;
            }
        }
    }
    if steeper {
        arrange_once(items, children, vertical, &gaps, &bends)
    } else {
        first
    }
}

/// The widest move label of each of `levels_n` levels, `None` for levels without.
fn widest_labels(items: &[Item], levels_n: usize) -> Vec<Option<f64>> {
    let mut lw_max: Vec<Option<f64>> = vec![None; levels_n];
    for it in items {
        if let Some(lw) = it.lw {
            lw_max[it.depth] = Some(lw_max[it.depth].map_or(lw, |m| m.max(lw)));
        }
    }
    lw_max
}

/// `--direction right`: nodes stacked top to bottom in columns as wide as their widest
/// node. A move label sits on its child's row (the edge bends there), so labels never
/// crowd each other and the layout needs only the nodes' height; the columns are as
/// far apart as the labels are long, plus room for the edges to fan out (a quarter of
/// the widest fan, within [`FREE`] and [`MAX_GAP`]).
fn arrange_right(items: &[Item], children: &[Vec<u32>], levels_n: usize) -> Arrangement {
    let width: Vec<f64> = items
        .iter()
        .map(|it| match it.what {
            What::Stub(_) => STUB_W,
            What::Node(_) | What::Elided(_) => it.h,
        })
        .collect();
    let placement = layout::tidy(
        &Shape {
            children: children.to_vec(),
            width,
        },
        GAP,
    );
    let lw_max = widest_labels(items, levels_n);
    let mut half = vec![0.0f64; levels_n];
    let mut fan = vec![0.0f64; levels_n];
    for (i, it) in items.iter().enumerate() {
        if matches!(it.what, What::Node(_)) {
            half[it.depth] = half[it.depth].max(it.w / 2.0);
        }
        if let Some(p) = it.parent {
            let drift = (placement.x[p] - placement.x[i]).abs();
            fan[it.depth] = fan[it.depth].max(drift);
        }
    }
    let mut centre = vec![half[0]; levels_n];
    let mut levels = vec![Level::default(); levels_n];
    for d in 1..levels_n {
        let band = lw_max[d].map_or(0.0, |lw| lw + 2.0 * HALO);
        let gap = match lw_max[d] {
            Some(_) => (fan[d] / 4.0).clamp(FREE, MAX_GAP) + band + 2.0 * LABEL_PAD,
            None => LEVEL_GAP,
        };
        centre[d] = centre[d - 1] + half[d - 1] + gap + half[d];
        let child = centre[d] - half[d];
        let free = child - 2.0 * LABEL_PAD - band;
        levels[d] = Level {
            a: centre[d - 1],
            b: centre[d],
            gap,
            border: centre[d - 1] + half[d - 1],
            label: child - LABEL_PAD - band / 2.0,
            child,
            free,
            s: 0.0,
            vertical: false,
            bend: lw_max[d].map(|_| free),
        };
    }
    Arrangement::new(placement, centre, &half, levels)
}

/// `--direction down`: lays the items out with the move labels of the levels in
/// `vertical` turned and the edges between levels at least `gaps` long (px, by level;
/// missing: no minimum).
fn arrange_once(
    items: &[Item],
    children: &[Vec<u32>],
    vertical: &[bool],
    gaps: &[f64],
    bends: &[bool],
) -> Arrangement {
    let levels_n = vertical.len();
    let lw_max = widest_labels(items, levels_n);
    // A level reaches as far as its tallest node (they differ only with boards).
    let mut half = vec![NODE_H / 2.0; levels_n];
    for it in items {
        half[it.depth] = half[it.depth].max(it.h / 2.0);
    }
    let (above, below) = metrics::extent(MOVE_FONT);
    let mut centre = vec![half[0]; levels_n];
    let mut levels = vec![Level::default(); levels_n];
    for d in 1..levels_n {
        // The label band's depth extent (halo included).
        let along_depth = vertical[d];
        let band = match lw_max[d] {
            None => 0.0,
            Some(lw) if along_depth => lw + 2.0 * HALO,
            Some(_) => above + below + 2.0 * HALO,
        };
        let gap = LEVEL_GAP
            .max(band + LABEL_PAD + FREE)
            .max(gaps.get(d).copied().unwrap_or(0.0));
        centre[d] = centre[d - 1] + half[d - 1] + gap + half[d];
        let (a, b) = (centre[d - 1] + half[d - 1], centre[d] - half[d]);
        let child_border = centre[d] - half[d];
        let label = if along_depth {
            child_border - LABEL_PAD - band / 2.0
        } else {
            // Asymmetric box: its bottom (`below` under the centre) above the pad.
            child_border - LABEL_PAD - HALO - below
        };
        let free = if lw_max[d].is_some() {
            child_border - 2.0 * LABEL_PAD - band
        } else {
            child_border
        };
        let bend = bends.get(d).copied().unwrap_or(false) && lw_max[d].is_some();
        levels[d] = Level {
            a,
            b,
            gap,
            border: centre[d - 1] + half[d - 1],
            label,
            child: child_border,
            free,
            s: if bend { 0.0 } else { (b - label) / (b - a) },
            vertical: vertical[d],
            bend: bend.then_some(free),
        };
    }
    // Breadth of each item: its node, or its label's slot if that is wider.
    let width: Vec<f64> = items
        .iter()
        .map(|it| {
            let node = match it.what {
                What::Stub(_) => STUB_W,
                What::Node(_) | What::Elided(_) => it.w,
            };
            match it.lw {
                Some(lw) => {
                    let s = levels[it.depth].s;
                    let e = 2.0 * label_half_breadth(lw, !vertical[it.depth]);
                    node.max((e + LABEL_SEP) / (1.0 - s) - GAP)
                }
                None => node,
            }
        })
        .collect();
    let shape = Shape {
        children: children.to_vec(),
        width,
    };
    let placement = layout::tidy(&shape, GAP);
    Arrangement::new(placement, centre, &half, levels)
}

/// The two strokes of a cut mark across the line from `(x1, y1)` to `(x2, y2)` at
/// fraction `u` of the way from its start: parallel, a little apart, leaning 30° from
/// square to the line, like `//`.
fn cut_mark(x1: f64, y1: f64, x2: f64, y2: f64, u: f64) -> [Segment; 2] {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let (cx, cy) = (x1 + dx * u, y1 + dy * u);
    // Square to the line, turned 30° towards its direction.
    let (cos, sin) = (0.866, 0.5);
    let (sx, sy) = (-uy * cos + ux * sin, ux * cos + uy * sin);
    let stroke = |k: f64| {
        let (mx, my) = (cx + ux * k, cy + uy * k);
        Segment {
            x1: mx - sx * CUT_HALF,
            y1: my - sy * CUT_HALF,
            x2: mx + sx * CUT_HALF,
            y2: my + sy * CUT_HALF,
        }
    };
    [stroke(-CUT_SPACING / 2.0), stroke(CUT_SPACING / 2.0)]
}

/// [`build`] with the labels given by `label` (node id → text) and `highlight`
/// deciding whether the principal variation and the chosen move are drawn.
pub fn build_custom(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
    label: impl Fn(NodeIndex) -> String,
    highlight: bool,
) -> Figure {
    let pv = if highlight {
        rec.pv_nodes()
    } else {
        Vec::new()
    };
    let mut on_pv = vec![false; rec.len()];
    for id in &pv {
        on_pv[id.index()] = true;
    }
    let chosen_child = pv.get(1).copied();
    let hide = opts.pruned == PrunedView::Hide;
    let limit = opts.draw_depth.map(|d| d as usize);

    // Collect the drawn nodes and stubs in pre-order (= visit order).
    enum Entry {
        Node(NodeIndex, Option<usize>, usize),
        Stub(usize, usize, usize),
        Elided(usize, usize, usize),
    }
    let mut nodes: Vec<FigNode> = Vec::new();
    let mut items: Vec<Item> = Vec::new();
    let mut children: Vec<Vec<u32>> = Vec::new();
    let mut more: Vec<bool> = Vec::new();
    let mut stack = vec![Entry::Node(root, None, 0)];
    while let Some(entry) = stack.pop() {
        let idx = items.len();
        children.push(Vec::new());
        let (id, depth) = match entry {
            Entry::Elided(parent, depth, count) => {
                let (w, h) = outline_size(&elided_text(count), Outline::Bare, NodeKind::Pruned);
                items.push(Item {
                    what: What::Elided(count),
                    parent: Some(parent),
                    depth,
                    w,
                    h,
                    lw: None,
                });
                children[parent].push(idx as u32);
                continue;
            }
            Entry::Stub(parent, depth, count) => {
                items.push(Item {
                    what: What::Stub(count),
                    parent: Some(parent),
                    depth,
                    w: STUB_W,
                    h: 0.0,
                    lw: None,
                });
                children[parent].push(idx as u32);
                continue;
            }
            Entry::Node(id, parent, depth) => {
                let n = rec.node(id);
                let text = label(id);
                let mv = parent
                    .and_then(|_| move_label(rec, id, opts))
                    .map(|t| MoveLabel {
                        w: metrics::text_width(&t, MOVE_FONT),
                        text: t,
                        x: 0.0,
                        y: 0.0,
                        vertical: false,
                        full: full_move(rec, id),
                    });
                let parent_node = parent.map(|p| match items[p].what {
                    What::Node(i) => i,
                    What::Stub(_) | What::Elided(_) => unreachable!("stubs have no children"),
                });
                let board = opts.board.as_ref().and_then(|layout| {
                    let picture = layout.picture(rec.board(id)?)?;
                    // The mover's prefix is in the parent's picture, drawn already.
                    let prefix = parent_node
                        .and_then(|p| nodes[p].board.as_ref())
                        .map(|b| b.picture.move_prefix.clone())
                        .unwrap_or_default();
                    let mv = parent.and_then(|_| rec.move_name(id));
                    Some(NodeBoard::new(picture, mv, &prefix, parent.is_none()))
                });
                let mut outline = Outline::of(opts.style, n.player(), n.kind(), board.is_some());
                if matches!(outline, Outline::Up | Outline::Down)
                    && n.kind() == NodeKind::Pruned
                    && !text.is_empty()
                    && rec.children(id).is_empty()
                {
                    // A pruned leaf that keeps its value is a (grey) number, as the
                    // searched leaves are.
                    outline = Outline::Bare;
                }
                let (w, h) = match &board {
                    None => outline_size(&text, outline, n.kind()),
                    Some(b) => board_node_size(&text, n.kind(), b),
                };
                items.push(Item {
                    what: What::Node(nodes.len()),
                    parent,
                    depth,
                    w,
                    h,
                    lw: mv.as_ref().map(|m| m.w),
                });
                nodes.push(FigNode {
                    id,
                    parent: parent_node,
                    x: 0.0,
                    y: 0.0,
                    w,
                    h,
                    board,
                    outline,
                    label: text,
                    mv,
                    edge: Vec::new(),
                    cut: None,
                    more: None,
                    player: n.player(),
                    kind: n.kind(),
                    pv: on_pv[id.index()],
                    chosen: Some(id) == chosen_child && parent.is_some() && on_pv[root.index()],
                    cutoff: n.cutoff(),
                    mark: None,
                    phase: Phase::Done,
                });
                more.push(false);
                if let Some(p) = parent {
                    children[p].push(idx as u32);
                }
                (id, depth)
            }
        };
        let kids: Vec<NodeIndex> = rec.children(id).into_iter().filter(|&c| keep(c)).collect();
        if kids.is_empty() {
            continue;
        }
        let kids = elide(kids, opts.max_children, &on_pv);
        if limit.is_some_and(|l| depth >= l) {
            *more.last_mut().expect("just pushed") = true;
            continue;
        }
        // Hidden pruned moves become one stub, where the first of them was.
        let parent_pruned = rec.node(id).kind() == NodeKind::Pruned;
        let mut order: Vec<Entry> = Vec::new();
        let mut stub: Option<(usize, usize)> = None;
        for c in kids {
            let c = match c {
                Kept::Node(c) => c,
                Kept::Elided(count) => {
                    order.push(Entry::Elided(idx, depth + 1, count));
                    continue;
                }
            };
            if hide && !parent_pruned && rec.node(c).kind() == NodeKind::Pruned {
                match &mut stub {
                    Some((_, count)) => *count += 1,
                    None => {
                        stub = Some((order.len(), 1));
                        order.push(Entry::Stub(idx, depth + 1, 0));
                    }
                }
            } else {
                order.push(Entry::Node(c, Some(idx), depth + 1));
            }
        }
        if let Some((at, count)) = stub {
            order[at] = Entry::Stub(idx, depth + 1, count);
        }
        stack.extend(order.into_iter().rev());
    }

    let direction = opts.direction;
    let levels_n = items.iter().map(|it| it.depth).max().unwrap_or(0) + 1;
    // Turn a level's move labels where that makes the drawing much narrower than it
    // makes it deeper (long moves under a wide fan): one level at a time, from the top.
    let mut vertical = vec![false; levels_n];
    let mut best = arrange(&items, &children, direction, &vertical);
    if direction == Direction::Down {
        for d in 1..levels_n {
            let crowded = items.iter().any(|it| {
                it.depth == d
                    && it.lw.is_some_and(|lw| {
                        let s = best.levels[d].s;
                        (2.0 * label_half_breadth(lw, true) + LABEL_SEP) / (1.0 - s) - GAP > it.w
                    })
            });
            if !crowded {
                continue;
            }
            vertical[d] = true;
            let candidate = arrange(&items, &children, direction, &vertical);
            let narrower = best.span - candidate.span;
            if candidate.span <= 0.85 * best.span && narrower >= candidate.depth - best.depth {
                best = candidate;
            } else {
                vertical[d] = false;
            }
        }
    }
    let arr = best;

    // Place: (breadth, depth) to (x, y).
    let to_xy = |b: f64, d: f64| match direction {
        Direction::Down => (b, d),
        Direction::Right => (d, b),
    };
    let mut stubs = Vec::new();
    let mut elided = Vec::new();
    for (i, it) in items.iter().enumerate() {
        let (x, y) = to_xy(arr.breadth[i], arr.centre[it.depth]);
        match it.what {
            What::Node(n) => {
                nodes[n].x = x;
                nodes[n].y = y;
            }
            What::Stub(_) | What::Elided(_) => {}
        }
        let Some(p) = it.parent else { continue };
        let lv = arr.levels[it.depth];
        let (bp, bc) = (arr.breadth[p], arr.breadth[i]);
        // The edge's straight part: from the parent to the child, or to the bend.
        let target = lv.bend.unwrap_or(lv.b);
        let (x1, y1) = to_xy(bp, lv.a);
        let (x2, y2) = to_xy(bc, target);
        let parent_w = match items[p].what {
            What::Node(n) => nodes[n].w,
            What::Stub(_) | What::Elided(_) => 0.0,
        };
        // Cut marks sit halfway along the edge, or on levels with move labels just
        // before the label band: away from the parent, where a fan's edges are close.
        let parent_border = match direction {
            Direction::Down => lv.a,
            Direction::Right => lv.a + parent_w / 2.0,
        };
        let at = |depth: f64| (depth - lv.a) / (target - lv.a);
        let u = if lv.free < lv.child {
            at((lv.free - CUT_HALF - 2.0).max((parent_border + lv.free) / 2.0))
        } else {
            at((parent_border + lv.child) / 2.0)
        };
        // The parent's index among the figure's nodes (stubs and marks have no children).
        let parent_fig = || match items[p].what {
            What::Node(n) => n,
            What::Stub(_) | What::Elided(_) => unreachable!("no children"),
        };
        match it.what {
            What::Elided(count) => {
                // A short dotted edge towards the text, which stands where a child
                // would: halfway, so that it crosses no neighbour's edge or label.
                let (tx, ty) = match direction {
                    Direction::Down => (x, y - it.h / 2.0),
                    Direction::Right => (x - it.w / 2.0, y),
                };
                let (ex, ey) = (x1 + (tx - x1) * 0.5, y1 + (ty - y1) * 0.5);
                elided.push(Elided {
                    parent: parent_fig(),
                    edge: Segment {
                        x1,
                        y1,
                        x2: ex,
                        y2: ey,
                    },
                    text: elided_text(count),
                    x,
                    y,
                    w: it.w,
                    count,
                });
            }
            What::Stub(count) => {
                // Up to halfway to the next level, and never into the label band.
                let end = (lv.border + (lv.child - lv.border) / 2.0).min(lv.free);
                let v = at(end);
                let u = at((parent_border + end) / 2.0);
                let (ex, ey) = (x1 + (x2 - x1) * v, y1 + (y2 - y1) * v);
                stubs.push(Stub {
                    parent: parent_fig(),
                    edge: Segment {
                        x1,
                        y1,
                        x2: ex,
                        y2: ey,
                    },
                    cut: cut_mark(x1, y1, x2, y2, u),
                    count,
                });
            }
            What::Node(n) => {
                let parent = nodes[n].parent.expect("has a parent");
                let parent_pruned = nodes[parent].kind == NodeKind::Pruned;
                // A chance node's circle is as tall as its label is wide: the edges to
                // and from it go straight from border to border, not along the level's.
                let circle = direction == Direction::Down
                    && lv.bend.is_none()
                    && (nodes[n].outline == Outline::Circle
                        || nodes[parent].outline == Outline::Circle);
                let f = &mut nodes[n];
                f.edge = vec![(x1, y1), (x2, y2)];
                if lv.bend.is_some() {
                    f.edge.push(to_xy(bc, lv.b));
                }
                if direction == Direction::Down {
                    // A node shorter than its level (a board's level, without a board
                    // of its own) is reached by the same line, drawn on to its border.
                    let (parent_end, child_end) = (
                        arr.centre[it.depth - 1] + items[p].h / 2.0,
                        arr.centre[it.depth] - it.h / 2.0,
                    );
                    let last = f.edge.len() - 1;
                    let along = |(xa, ya): (f64, f64), (xb, yb): (f64, f64), y: f64| {
                        (xa + (xb - xa) * (y - ya) / (yb - ya), y)
                    };
                    if circle {
                        f.edge = vec![(x1, parent_end), (x2, child_end)];
                    } else {
                        if parent_end < lv.a - 0.01 {
                            f.edge[0] = along(f.edge[0], f.edge[1], parent_end);
                        }
                        if child_end > lv.b + 0.01 {
                            f.edge[last] = along(f.edge[last - 1], f.edge[last], child_end);
                        }
                    }
                }
                // Where the line was redrawn from border to border, the cut mark and the
                // move label keep their depth (the label band) and move onto it.
                let ((sx, sy), (ex, ey)) = (f.edge[0], f.edge[f.edge.len() - 1]);
                let on_line = |y: f64| {
                    if circle {
                        sx + (ex - sx) * (y - sy) / (ey - sy)
                    } else {
                        x1 + (x2 - x1) * (y - y1) / (y2 - y1)
                    }
                };
                if f.kind == NodeKind::Pruned && !parent_pruned {
                    f.cut = Some(if circle {
                        let yc = y1 + (y2 - y1) * u;
                        cut_mark(sx, sy, ex, ey, (yc - sy) / (ey - sy))
                    } else {
                        cut_mark(x1, y1, x2, y2, u)
                    });
                }
                if let Some(m) = &mut f.mv {
                    (m.x, m.y) = match lv.bend {
                        Some(_) => to_xy(bc, lv.label),
                        None => (x2 + (x1 - x2) * lv.s, y2 + (y1 - y2) * lv.s),
                    };
                    if circle {
                        m.x = on_line(m.y);
                    }
                    m.vertical = lv.vertical;
                }
            }
        }
    }
    for (f, &m) in nodes.iter_mut().zip(&more) {
        if m {
            let (b, c) = match direction {
                Direction::Down => (f.y + f.h / 2.0 + 3.0, f.x),
                Direction::Right => (f.x + f.w / 2.0 + 3.0, f.y),
            };
            let half = MORE_H * 0.6;
            let corners = [(c, b), (c - half, b + MORE_H), (c + half, b + MORE_H)];
            f.more = Some(corners.map(|(br, dp)| to_xy(br, dp)));
        }
    }
    finish(opts, nodes, stubs, elided, direction)
}

/// A child of a drawn node as `--max-children` keeps it: drawn, or one mark for a run
/// of children left out.
enum Kept {
    Node(NodeIndex),
    Elided(usize),
}

/// The children `max` keeps (all without it): the first `max` and any on the
/// principal variation (`on_pv`), so that the chosen line stays drawn; each run of the
/// others becomes one [`Kept::Elided`] mark where they were.
fn elide(kids: Vec<NodeIndex>, max: Option<usize>, on_pv: &[bool]) -> Vec<Kept> {
    let Some(max) = max.filter(|&m| kids.len() > m) else {
        return kids.into_iter().map(Kept::Node).collect();
    };
    let mut out = Vec::new();
    let mut run = 0;
    for (i, c) in kids.into_iter().enumerate() {
        if i < max || on_pv[c.index()] {
            if run > 0 {
                out.push(Kept::Elided(run));
                run = 0;
            }
            out.push(Kept::Node(c));
        } else {
            run += 1;
        }
    }
    if run > 0 {
        out.push(Kept::Elided(run));
    }
    out
}

/// The text of a mark for `count` children left out: `+12 more`.
pub fn elided_text(count: usize) -> String {
    format!("+{count} more")
}

/// Moves the placed drawing into its margins (below the title, if any) and sizes it.
fn finish(
    opts: &RenderOptions,
    mut nodes: Vec<FigNode>,
    mut stubs: Vec<Stub>,
    mut elided: Vec<Elided>,
    direction: Direction,
) -> Figure {
    // The bounding box of everything drawn.
    let (mut x0, mut y0, mut x1, mut y1) = (
        f64::INFINITY,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NEG_INFINITY,
    );
    let mut add = |x: f64, y: f64| {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    };
    let (above, below) = metrics::extent(MOVE_FONT);
    for f in &nodes {
        add(f.x - f.w / 2.0, f.y - f.h / 2.0);
        add(f.x + f.w / 2.0, f.y + f.h / 2.0);
        if let Some(m) = &f.mv {
            let (hx, hy) = if m.vertical {
                (above.max(below), m.w / 2.0)
            } else {
                (m.w / 2.0, above.max(below))
            };
            add(m.x - hx - HALO, m.y - hy - HALO);
            add(m.x + hx + HALO, m.y + hy + HALO);
        }
        for &(x, y) in f.more.iter().flatten() {
            add(x, y);
        }
    }
    for s in &stubs {
        add(s.edge.x2, s.edge.y2);
        for c in &s.cut {
            add(c.x1, c.y1);
            add(c.x2, c.y2);
        }
    }
    let (note_above, note_below) = metrics::extent(FONT);
    for e in &elided {
        add(e.x - e.w / 2.0, e.y - note_above);
        add(e.x + e.w / 2.0, e.y + note_below);
    }
    if nodes.is_empty() {
        return Figure::empty();
    }
    // One line: runs of white space (line breaks too) become one space.
    let title_text = opts
        .title
        .as_deref()
        .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|t| !t.is_empty());
    let title_w = title_text
        .as_deref()
        .map_or(0.0, |t| metrics::text_width(t, TITLE_FONT));
    let title_h = if title_text.is_some() {
        metrics::line_height(TITLE_FONT) + TITLE_GAP
    } else {
        0.0
    };
    let tree_w = x1 - x0;
    let inner_w = tree_w.max(title_w);
    let dx = MARGIN - x0 + (inner_w - tree_w) / 2.0;
    let dy = MARGIN + title_h - y0;
    let shift = |s: &mut Segment| {
        s.x1 += dx;
        s.x2 += dx;
        s.y1 += dy;
        s.y2 += dy;
    };
    for f in &mut nodes {
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
    for s in &mut stubs {
        shift(&mut s.edge);
        for c in &mut s.cut {
            shift(c);
        }
    }
    for e in &mut elided {
        shift(&mut e.edge);
        e.x += dx;
        e.y += dy;
    }
    // Whole pixels, so that a PNG of the figure is exactly `--scale` times its size.
    let width = (inner_w + 2.0 * MARGIN).ceil();
    let title = title_text.map(|text| {
        let (above, _) = metrics::extent(TITLE_FONT);
        Title {
            text,
            x: MARGIN + inner_w / 2.0,
            y: MARGIN + above,
            w: title_w,
        }
    });
    Figure {
        nodes,
        stubs,
        title,
        direction,
        palette: *Palette::of(opts.style),
        width,
        height: ((y1 - y0) + title_h + 2.0 * MARGIN).ceil(),
        ring: None,
        notes: Vec::new(),
        elided,
    }
}

/// Estimated width of `s` at font size `size` (px), from average glyph widths of the
/// common sans-serif fonts: the HTML report's measure ([`build_report`]), which its
/// JavaScript port (`templates/report.js`, `textWidth`) repeats exactly.
pub fn estimated_text_width(s: &str, size: f64) -> f64 {
    let em: f64 = s
        .chars()
        .map(|c| match c {
            ' ' | '|' | '.' | ',' | ':' | ';' | 'i' | 'l' | 'j' | '[' | ']' | '(' | ')' | '\''
            | '!' => 0.32,
            '-' => 0.36,
            'm' | 'w' | 'M' | 'W' | '∞' | '@' => 0.86,
            c if c.is_ascii_uppercase() => 0.68,
            _ => 0.58,
        })
        .sum();
    em * size
}

/// Where the HTML report puts a move label on its edge, as a fraction of the edge from
/// the parent (`MOVE_AT` in `templates/report.js`): near the child.
pub const REPORT_MOVE_AT: f64 = 0.78;

/// The HTML report's node width (`nodeWidth` in `templates/report.js`), px: the label,
/// or the slot its move label needs. A label sits at [`REPORT_MOVE_AT`] of its edge,
/// where neighbouring edges are that fraction of their children's distance apart, so
/// a slot of the label's width over that fraction keeps neighbouring labels apart.
fn estimated_node_width(label: &str, mv: Option<&str>) -> f64 {
    let text = estimated_text_width(label, FONT) + 14.0;
    let edge = mv.map_or(0.0, |m| {
        (estimated_text_width(m, MOVE_FONT) + 12.0) / REPORT_MOVE_AT
    });
    text.max(edge).max(NODE_H + 6.0)
}

/// The first drawing of the HTML report: the nodes `keep` accepts under `root`, top
/// down, with [`estimated_text_width`] and levels [`LEVEL_H`] apart, exactly as the
/// report's JavaScript lays the tree out again after the reader expands or collapses
/// a node (the browser test compares the two). Only the nodes' `x`, `y`, `w` and the
/// figure's size are meant to be read; the report draws the rest itself.
pub fn build_report(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
) -> Figure {
    let mut nodes: Vec<FigNode> = Vec::new();
    let mut shape = Shape::default();
    let mut stack: Vec<(NodeIndex, Option<usize>)> = vec![(root, None)];
    while let Some((id, parent)) = stack.pop() {
        let n = rec.node(id);
        let label = label_text(rec, n, opts);
        let mv = if parent.is_some() {
            rec.move_name(id)
        } else {
            None
        };
        let idx = nodes.len();
        shape.children.push(Vec::new());
        shape.width.push(estimated_node_width(&label, mv));
        if let Some(p) = parent {
            shape.children[p].push(idx as u32);
        }
        nodes.push(FigNode {
            id,
            parent,
            x: 0.0,
            y: 0.0,
            w: shape.width[idx],
            h: NODE_H,
            board: None,
            outline: Outline::of(Style::Color, n.player(), n.kind(), false),
            label,
            mv: None,
            edge: Vec::new(),
            cut: None,
            more: None,
            player: n.player(),
            kind: n.kind(),
            pv: false,
            chosen: false,
            cutoff: n.cutoff(),
            mark: None,
            phase: Phase::Done,
        });
        for &c in rec.children(id).iter().rev() {
            if keep(c) {
                stack.push((c, Some(idx)));
            }
        }
    }
    let placement = layout::tidy(&shape, GAP);
    let base_ply = rec.node(root).ply() as f64;
    let mut max_y: f64 = 0.0;
    for (i, f) in nodes.iter_mut().enumerate() {
        f.x = placement.x[i] + MARGIN;
        f.y = MARGIN + NODE_H / 2.0 + (rec.node(f.id).ply() as f64 - base_ply) * LEVEL_H;
        max_y = max_y.max(f.y);
    }
    Figure {
        nodes,
        stubs: Vec::new(),
        title: None,
        direction: Direction::Down,
        palette: Palette::COLOR,
        width: placement.width + 2.0 * MARGIN,
        height: max_y + NODE_H / 2.0 + MARGIN,
        ring: None,
        notes: Vec::new(),
        elided: Vec::new(),
    }
}
