//! Sizes: each node's size for its label and outline (a board's too), and the HTML
//! report's estimated text widths.

use super::board::NodeBoard;
use super::figure::*;
use super::style::Outline;
use crate::game::Player;
use crate::record::NodeKind;
use crate::render::metrics;

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
/// common sans-serif fonts: the HTML report's measure ([`super::build::build_report`]), which its
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
