//! `--format svg`: the figure as a standalone SVG file — no script, no external
//! resources, presentation attributes only (so it imports into slide software), and a
//! font list every system has. Any text from the recording is XML-escaped.

use super::board;
use super::escape;
use super::figure::{self, colour, FigNode, Figure, Segment, FONT, MOVE_FONT, TITLE_FONT};
use super::metrics;
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

/// Writes a text element centred (horizontally and on its capitals) at `(x, y)`;
/// `extra` adds attributes. No `dominant-baseline`: librsvg, Chromium and Graphviz
/// place it differently, the alphabetic baseline alike.
fn write_text(s: &mut String, x: f64, y: f64, size: f64, extra: &str, text: &str) {
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\"{extra}>{}</text>",
        num(x),
        num(y + metrics::baseline(size)),
        escape::xml::text(text)
    );
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
    let (x, y, w, h) = (n.x, n.y, n.w, n.h);
    // With a board MIN nodes are boxes too, with round corners.
    let (player, radius) = match (n.player, &n.board) {
        (Player::Min, Some(_)) => (Player::Max, 8.0),
        (p, _) => (p, 2.0),
    };
    let shape = |s: &mut String, inset: f64, fill: &str| match player {
        Player::Max => {
            let _ = writeln!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{width}\"{dash}/>",
                num(x - w / 2.0 + inset),
                num(y - h / 2.0 + inset),
                num(w - 2.0 * inset),
                num(h - 2.0 * inset),
                // A board's round box keeps its second outline concentric.
                num(if radius > 2.0 { radius - inset } else { radius })
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
    if let (Some(b), Some((bx, by))) = (&n.board, n.board_origin()) {
        s.push_str(&board::svg(b, bx, by, n.kind == NodeKind::Pruned));
    }
    if !n.label.is_empty() {
        let ink = if n.kind == NodeKind::Pruned {
            colour::PRUNED
        } else {
            colour::INK
        };
        let (lx, ly) = n.label_centre();
        write_text(s, lx, ly, FONT, &format!(" fill=\"{ink}\""), &n.label);
    }
    if let Some([a, b, c]) = n.more {
        let _ = writeln!(
            s,
            "<path d=\"M{} {} L{} {} L{} {} Z\" fill=\"#ffffff\" stroke=\"{}\" stroke-width=\"1\"/>",
            num(a.0),
            num(a.1),
            num(b.0),
            num(b.1),
            num(c.0),
            num(c.1),
            colour::INK
        );
    }
}

/// Writes a line.
fn write_line(s: &mut String, l: &Segment, attrs: &str) {
    let _ = writeln!(
        s,
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {attrs}/>",
        num(l.x1),
        num(l.y1),
        num(l.x2),
        num(l.y2)
    );
}

/// The stroke of a cut mark.
const CUT_STROKE: &str = "stroke=\"#222222\" stroke-width=\"1.3\" stroke-linecap=\"round\"";

/// Writes the edge into `c` (from its parent `p`), its cut mark and its move label.
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
    let style = format!("stroke=\"{stroke}\" stroke-width=\"{width}\"{dash}");
    match c.edge.as_slice() {
        [] => {}
        [(x1, y1), (x2, y2)] => write_line(
            edges,
            &Segment {
                x1: *x1,
                y1: *y1,
                x2: *x2,
                y2: *y2,
            },
            &style,
        ),
        points => {
            let points: Vec<String> = points
                .iter()
                .map(|&(x, y)| format!("{},{}", num(x), num(y)))
                .collect();
            let _ = writeln!(
                edges,
                "<polyline points=\"{}\" fill=\"none\" {style} stroke-linejoin=\"round\"/>",
                points.join(" ")
            );
        }
    }
    for l in c.cut.iter().flatten() {
        write_line(edges, l, CUT_STROKE);
    }
    if let Some(m) = &c.mv {
        let text_colour = if c.kind == NodeKind::Pruned {
            colour::PRUNED
        } else if c.chosen {
            colour::CHOSEN
        } else {
            colour::INK
        };
        let turn = if m.vertical {
            format!(" transform=\"rotate(-90 {} {})\"", num(m.x), num(m.y))
        } else {
            String::new()
        };
        // A white box behind the text interrupts the edge under it, as TikZ's
        // `fill=white` does.
        let (above, below) = metrics::extent(MOVE_FONT);
        let _ = writeln!(
            labels,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"{turn}/>",
            num(m.x - m.w / 2.0 - figure::HALO),
            num(m.y - above - figure::HALO),
            num(m.w + 2.0 * figure::HALO),
            num(above + below + 2.0 * figure::HALO)
        );
        write_text(
            labels,
            m.x,
            m.y,
            MOVE_FONT,
            &format!(" font-size=\"{MOVE_FONT}\" fill=\"{text_colour}\"{turn}"),
            &m.text,
        );
    }
}

/// The SVG document of a figure; `title` becomes the `<title>` element (the figure's
/// own title, if it has one, is drawn above the tree).
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
    for stub in &fig.stubs {
        let what = if stub.count == 1 {
            "1 move pruned".to_string()
        } else {
            format!("{} moves pruned", stub.count)
        };
        let _ = writeln!(edges, "<g><title>{what}</title>");
        write_line(
            &mut edges,
            &stub.edge,
            &format!(
                "stroke=\"{}\" stroke-width=\"1\" stroke-dasharray=\"4 3\"",
                colour::PRUNED
            ),
        );
        for l in &stub.cut {
            write_line(&mut edges, l, CUT_STROKE);
        }
        edges.push_str("</g>\n");
    }
    let mut heading = String::new();
    if let Some(t) = &fig.title {
        write_text(
            &mut heading,
            t.x,
            t.y,
            TITLE_FONT,
            &format!(" font-size=\"{TITLE_FONT}\" fill=\"{}\"", colour::INK),
            &t.text,
        );
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{FONTS}\" font-size=\"{FONT}\">\n<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{heading}<g>\n{edges}</g>\n<g>\n{labels}</g>\n<g>\n{nodes}</g>\n</svg>\n",
        escape::xml::text(fig.title.as_ref().map_or(title, |t| t.text.as_str())),
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
    let fig = if rec.is_empty() {
        Figure::empty()
    } else {
        figure::build(rec, opts, NodeIndex::new(0), |_| true)
    };
    out.write_all(document(&fig, &title(rec)).as_bytes())
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
