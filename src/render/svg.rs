//! `--format svg`: the figure as a standalone SVG file — no script, no external
//! resources, presentation attributes only (so it imports into slide software), and a
//! font list every system has. Any text from the recording is XML-escaped.

use super::escape;
use super::figure::{self, colour, FigNode, Figure, FONT, MOVE_FONT, NODE_H};
use super::RenderOptions;
use crate::game::Player;
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The font list used by every figure.
pub const FONTS: &str = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/// Formats a coordinate with at most one decimal (deterministic, compact).
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// The fill and outline colours of a node.
pub fn node_colours(n: &FigNode) -> (&'static str, &'static str) {
    match (n.kind, n.player) {
        (NodeKind::Pruned, _) => ("#ffffff", colour::PRUNED),
        (NodeKind::Leaf, _) => (colour::LEAF_FILL, colour::LEAF_LINE),
        (_, Player::Max) => (colour::MAX_FILL, colour::MAX_LINE),
        (_, Player::Min) => (colour::MIN_FILL, colour::MIN_LINE),
    }
}

/// Writes the SVG elements of one node (shape, second outline for finished games, label).
fn write_node(s: &mut String, n: &FigNode) {
    let (fill, mut line) = node_colours(n);
    let mut width = if n.pv { 2.4 } else { 1.2 };
    if n.mark == Some(figure::Mark::Wrong) {
        line = colour::CHOSEN;
        width = 2.4;
    }
    let dash = if n.kind == NodeKind::Pruned {
        " stroke-dasharray=\"4 3\""
    } else {
        ""
    };
    let (x, y, w, h) = (n.x, n.y, n.w, NODE_H);
    let shape = |s: &mut String, inset: f64, fill: &str| match n.player {
        Player::Max => {
            let _ = writeln!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"2\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{width}\"{dash}/>",
                num(x - w / 2.0 + inset),
                num(y - h / 2.0 + inset),
                num(w - 2.0 * inset),
                num(h - 2.0 * inset)
            );
        }
        Player::Min => {
            let _ = writeln!(
                s,
                "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{width}\"{dash}/>",
                num(x),
                num(y),
                num(w / 2.0 - inset),
                num(h / 2.0 - inset)
            );
        }
    };
    shape(s, 0.0, fill);
    if n.kind == NodeKind::Terminal {
        shape(s, 3.0, "none");
    }
    if !n.label.is_empty() {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{}</text>",
            num(x),
            num(y + 0.5),
            colour::INK,
            escape::xml::text(&n.label)
        );
    }
}

/// Writes the edge from `p` to `c` and its move label.
fn write_edge(edges: &mut String, labels: &mut String, p: &FigNode, c: &FigNode) {
    let (stroke, width, dash) = if c.kind == NodeKind::Pruned {
        (colour::PRUNED, 1.0, " stroke-dasharray=\"4 3\"")
    } else if c.chosen {
        (colour::CHOSEN, 2.4, "")
    } else if c.pv && p.pv {
        (colour::INK, 2.4, "")
    } else {
        (colour::INK, 1.0, "")
    };
    let (x1, y1, x2, y2) = (p.x, p.y + NODE_H / 2.0, c.x, c.y - NODE_H / 2.0);
    let _ = writeln!(
        edges,
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" stroke-width=\"{width}\"{dash}/>",
        num(x1),
        num(y1),
        num(x2),
        num(y2)
    );
    if let Some(m) = &c.mv {
        let text_colour = if c.kind == NodeKind::Pruned {
            colour::PRUNED
        } else if c.chosen {
            colour::CHOSEN
        } else {
            colour::INK
        };
        // At 55 % of the way down, where neighbouring edges are far enough apart.
        let (lx, ly) = (x1 + (x2 - x1) * 0.55, y1 + (y2 - y1) * 0.55);
        let _ = writeln!(
            labels,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"{MOVE_FONT}\" fill=\"{text_colour}\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">{}</text>",
            num(lx),
            num(ly),
            escape::xml::text(m)
        );
    }
}

/// The SVG document of a figure; `title` becomes the `<title>` element.
pub fn document(fig: &Figure, title: &str) -> String {
    let mut edges = String::new();
    let mut labels = String::new();
    let mut nodes = String::new();
    for c in &fig.nodes {
        if let Some(p) = c.parent {
            write_edge(&mut edges, &mut labels, &fig.nodes[p], c);
        }
        write_node(&mut nodes, c);
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{FONTS}\" font-size=\"{FONT}\">\n<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<g>\n{edges}</g>\n<g>\n{labels}</g>\n<g>\n{nodes}</g>\n</svg>\n",
        escape::xml::text(title),
        w = num(fig.width),
        h = num(fig.height),
    )
}

/// A one-line description of the search for titles and captions.
pub fn title(rec: &Recording) -> String {
    let m = &rec.meta;
    let mut t = format!("{} — {}", m.game, m.algorithm);
    if let Some(d) = m.depth {
        let _ = write!(t, ", depth {d}");
    }
    let _ = write!(t, ": value {}", super::score_text(m.value));
    if let Some(b) = &m.best_move {
        let _ = write!(t, ", best move {b}");
    }
    t
}

/// Writes the whole recording as a standalone SVG figure.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    if rec.is_empty() {
        return out.write_all(document(&empty_figure(), &title(rec)).as_bytes());
    }
    let fig = figure::build(rec, opts, NodeIndex::new(0), |_| true);
    out.write_all(document(&fig, &title(rec)).as_bytes())
}

fn empty_figure() -> Figure {
    Figure {
        nodes: Vec::new(),
        width: 2.0 * figure::MARGIN,
        height: 2.0 * figure::MARGIN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_numbers() {
        assert_eq!(num(1.25), "1.3");
        assert_eq!(num(2.0), "2");
        assert_eq!(num(-0.04), "0");
    }
}
