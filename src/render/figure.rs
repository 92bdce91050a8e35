//! The tree drawing shared by the figure formats (svg, tikz, html): which nodes are
//! drawn, their labels, sizes and positions (our [`layout::tidy`]), and the look of
//! Kühr's figures — MAX nodes blue boxes, MIN nodes green ellipses, leaves valued by the
//! evaluation red, finished games double-outlined, the chosen move's edge red, the
//! principal variation bold, pruned nodes and edges grey and dashed.
//!
//! Units are pixels at a 12 px font.

use super::layout::{self, Shape};
use super::{label_text, LabelKind, RenderOptions};
use crate::game::Player;
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;

/// Font size of node labels, px.
pub const FONT: f64 = 12.0;
/// Font size of move labels on edges, px.
pub const MOVE_FONT: f64 = 10.0;
/// Node height, px.
pub const NODE_H: f64 = 22.0;
/// Vertical distance between the centres of two levels, px.
pub const LEVEL_H: f64 = 62.0;
/// Smallest horizontal gap between neighbouring nodes, px.
pub const GAP: f64 = 10.0;
/// Margin around the drawing, px.
pub const MARGIN: f64 = 12.0;

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
    /// Pruned nodes and edges (grey).
    pub const PRUNED: &str = "#9e9e9e";
    /// The chosen move's edge (red).
    pub const CHOSEN: &str = "#d32f2f";
    /// Ordinary edges and text.
    pub const INK: &str = "#222222";
}

/// One drawn node.
#[derive(Clone, Debug, PartialEq)]
pub struct FigNode {
    /// The recording's node id.
    pub id: NodeIndex,
    /// Index of the parent in [`Figure::nodes`], `None` for the drawing's root.
    pub parent: Option<usize>,
    /// Centre, px from the top-left corner of the drawing.
    pub x: f64,
    /// Centre, px.
    pub y: f64,
    /// Width, px (height is [`NODE_H`]).
    pub w: f64,
    /// The label text (empty for pruned nodes).
    pub label: String,
    /// The move on the edge from the parent, if any.
    pub mv: Option<String>,
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
}

/// A marker's verdict drawn on a node: wrong answers get a red outline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The student's answer for this node is right.
    Correct,
    /// The student's answer for this node is wrong or missing.
    Wrong,
}

/// A laid-out drawing of (part of) a recording.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The drawn nodes in recording (visit) order; the first is the drawing's root.
    pub nodes: Vec<FigNode>,
    /// Drawing width including margins, px.
    pub width: f64,
    /// Drawing height including margins, px.
    pub height: f64,
}

/// Estimated width of `s` at font size `size` (px), from average glyph widths of the
/// common sans-serif fonts; no font is loaded, so every format gets the same layout.
pub fn text_width(s: &str, size: f64) -> f64 {
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

/// Node width for a label: the text plus padding, at least as wide as tall.
fn node_width(label: &str, mv: Option<&str>) -> f64 {
    let text = text_width(label, FONT) + 14.0;
    let edge = mv.map_or(0.0, |m| text_width(m, MOVE_FONT) + 6.0);
    text.max(edge).max(NODE_H + 6.0)
}

/// Builds the figure of the subtree under `root`, drawing the nodes `keep` accepts
/// (a node is drawn only if its parent is). Pass `|_| true` to draw everything.
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
    build_labelled(
        rec,
        root,
        keep,
        |id| label_text(rec, rec.node(id), opts),
        highlight,
    )
}

/// [`build`] with the labels given by `label` (node id → text) instead of the render
/// options; `highlight` draws the principal variation and the chosen move.
pub fn build_labelled(
    rec: &Recording,
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
    // Collect the drawn nodes in pre-order (= visit order).
    let mut nodes: Vec<FigNode> = Vec::new();
    let mut shape = Shape::default();
    let mut stack: Vec<(NodeIndex, Option<usize>)> = vec![(root, None)];
    while let Some((id, parent)) = stack.pop() {
        let n = rec.node(id);
        let label = label(id);
        let mv = if parent.is_some() {
            rec.move_name(id).map(str::to_string)
        } else {
            None
        };
        let idx = nodes.len();
        shape.children.push(Vec::new());
        shape.width.push(node_width(&label, mv.as_deref()));
        if let Some(p) = parent {
            shape.children[p].push(idx as u32);
        }
        nodes.push(FigNode {
            id,
            parent,
            x: 0.0,
            y: 0.0,
            w: shape.width[idx],
            label,
            mv,
            player: n.player(),
            kind: n.kind(),
            pv: on_pv[id.index()],
            chosen: Some(id) == chosen_child && parent.is_some() && on_pv[root.index()],
            cutoff: n.cutoff(),
            mark: None,
        });
        let kids = rec.children(id);
        for &c in kids.iter().rev() {
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
        width: placement.width + 2.0 * MARGIN,
        height: max_y + NODE_H / 2.0 + MARGIN,
    }
}
