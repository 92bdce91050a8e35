//! Sizes and looks: each node's outline and its size for a label, the palettes of
//! `--style`, estimated text widths.

use super::*;
use crate::game::Player;
use crate::record::NodeKind;
use crate::render::board::NodeBoard;
use crate::render::metrics;
use crate::render::Style;

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
    pub board: &'static crate::render::board::Colours,
    /// The paper: the background, and the patch behind labels on edges.
    pub paper: &'static str,
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
        board: &crate::render::board::Colours::COLOR,
        paper: "#ffffff",
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
        board: &crate::render::board::Colours::MONO,
        paper: "#ffffff",
    };
    /// `--style dark`: for dark slide themes, light lines and text on dark fills and a
    /// dark grey paper; the colours keep `color`'s meanings (MAX blue, MIN green,
    /// evaluated leaves red, the chosen move red).
    pub const DARK: Palette = Palette {
        max_fill: "#1f3a5f",
        max_line: "#8ab4f8",
        min_fill: "#1e4620",
        min_line: "#81c995",
        chance_fill: "#4a3b12",
        chance_line: "#fdd663",
        leaf_fill: "#5c2121",
        leaf_line: "#f28b82",
        pruned: "#9aa0a6",
        chosen: "#ff7b72",
        ink: "#e8eaed",
        board: &crate::render::board::Colours::COLOR,
        paper: "#1e1e1e",
    };

    /// The palette of `style`.
    pub fn of(style: Style) -> &'static Palette {
        match style {
            Style::Color => &Palette::COLOR,
            Style::Mono | Style::Aima => &Palette::MONO,
            Style::Dark => &Palette::DARK,
        }
    }

    /// The fill and outline of node `n`.
    pub fn node(&self, n: &FigNode) -> (&'static str, &'static str) {
        match (n.kind, n.player) {
            (NodeKind::Pruned, _) => (self.paper, self.pruned),
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
pub(super) fn estimated_node_width(label: &str, mv: Option<&str>) -> f64 {
    let text = estimated_text_width(label, FONT) + 14.0;
    let edge = mv.map_or(0.0, |m| {
        (estimated_text_width(m, MOVE_FONT) + 12.0) / REPORT_MOVE_AT
    });
    text.max(edge).max(NODE_H + 6.0)
}
