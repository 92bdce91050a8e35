//! `--format svg`: the figure as a standalone SVG file — no script, no external
//! resources, presentation attributes only (so it imports into slide software), and a
//! font list every system has. Any text from the recording is XML-escaped.

use crate::record::{NodeKind, Recording};
use crate::render::escape;
use crate::render::metrics;
use crate::render::model::board::{prims, Colours, NodeBoard, Prim};
use crate::render::model::RenderOptions;
use crate::render::model::{
    self, FigNode, Figure, Outline, Palette, Phase, Segment, FONT, MOVE_FONT, TITLE_FONT,
};
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

/// The element of node `n`'s outline, `inset` px inside it (a finished game's second
/// outline), with the attributes `attrs` (fill and stroke); a bare label's outline is
/// its box.
pub fn outline(n: &FigNode, inset: f64, attrs: &str) -> String {
    let (x, y, w, h) = (n.x, n.y, n.w, n.h);
    match n.outline {
        Outline::Box(radius) => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {attrs}/>\n",
            num(x - w / 2.0 + inset),
            num(y - h / 2.0 + inset),
            num(w - 2.0 * inset),
            num(h - 2.0 * inset),
            // A board's round box keeps its second outline concentric.
            num(if radius > 2.0 { radius - inset } else { radius })
        ),
        Outline::Ellipse => format!(
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" {attrs}/>\n",
            num(x),
            num(y),
            num(w / 2.0 - inset),
            num(h / 2.0 - inset)
        ),
        Outline::Circle => format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {attrs}/>\n",
            num(x),
            num(y),
            num(w / 2.0 - inset)
        ),
        Outline::Up | Outline::Down => {
            let [a, b, c] = model::triangle(n);
            format!(
                "<path d=\"M{} {} L{} {} L{} {} Z\" {attrs} stroke-linejoin=\"round\"/>\n",
                num(a.0),
                num(a.1),
                num(b.0),
                num(b.1),
                num(c.0),
                num(c.1)
            )
        }
        Outline::Bare => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {attrs}/>\n",
            num(x - w / 2.0),
            num(y - h / 2.0),
            num(w),
            num(h)
        ),
    }
}

/// Writes the SVG elements of one node (outline, second outline for finished games,
/// board, label, the triangle for an undrawn subtree) in the colours of `pal`, a bare
/// number on a patch of `halo`.
fn write_node(s: &mut String, n: &FigNode, pal: &Palette, halo: &str) {
    let look = n.look();
    let fill = pal.node(n.kind, n.player).0;
    let line = pal.paint(look.line, n.kind, n.player);
    let width = if look.heavy { 2.4 } else { 1.2 };
    let dash = if look.dashed {
        " stroke-dasharray=\"4 3\""
    } else if look.open {
        " stroke-dasharray=\"3 2\""
    } else {
        ""
    };
    let stroke = format!("stroke=\"{line}\" stroke-width=\"{width}\"{dash}");
    let shape = |s: &mut String, inset: f64, fill: &str| {
        let attrs = match n.outline {
            // The paper behind a bare label: edges stop at it.
            Outline::Bare => format!("fill=\"{halo}\""),
            _ => format!("fill=\"{fill}\" {stroke}"),
        };
        s.push_str(&outline(n, inset, &attrs));
    };
    shape(s, 0.0, fill);
    if n.kind == NodeKind::Terminal
        && matches!(
            n.outline,
            Outline::Box(_) | Outline::Ellipse | Outline::Circle
        )
    {
        shape(s, 3.0, "none");
    }
    if let (Some(b), Some((bx, by))) = (&n.board, n.board_origin()) {
        s.push_str(&board(b, bx, by, n.kind == NodeKind::Pruned, pal.board));
    }
    if !n.label.is_empty() {
        let ink = pal.paint(look.text, n.kind, n.player);
        let (lx, ly) = n.label_centre();
        write_text(s, lx, ly, FONT, &format!(" fill=\"{ink}\""), &n.label);
    }
    if let Some([a, b, c]) = n.more {
        let _ = writeln!(
            s,
            "<path d=\"M{} {} L{} {} L{} {} Z\" fill=\"{halo}\" stroke=\"{}\" stroke-width=\"1\"/>",
            num(a.0),
            num(a.1),
            num(b.0),
            num(b.1),
            num(c.0),
            num(c.1),
            pal.ink
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

/// The stroke of a cut mark in colour `ink`.
fn cut_stroke(ink: &str) -> String {
    format!("stroke=\"{ink}\" stroke-width=\"1.3\" stroke-linecap=\"round\"")
}

/// Writes the edge into `c` (from its parent `p`), its cut mark and its move label
/// (on a patch of `halo`).
fn write_edge(
    edges: &mut String,
    labels: &mut String,
    p: &FigNode,
    c: &FigNode,
    pal: &Palette,
    halo: &str,
) {
    let look = c.edge_look(p);
    let stroke = pal.paint(look.ink, c.kind, c.player);
    let width = look.width.unwrap_or(if look.heavy { 2.4 } else { 1.0 });
    let dash = if look.dashed {
        " stroke-dasharray=\"4 3\""
    } else {
        ""
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
        write_line(edges, l, &cut_stroke(pal.ink));
    }
    if let Some(m) = &c.mv {
        let text_colour = stroke;
        let turn = if m.vertical {
            format!(" transform=\"rotate(-90 {} {})\"", num(m.x), num(m.y))
        } else {
            String::new()
        };
        // A shortened move keeps its whole text as hover text.
        if let Some(full) = &m.full {
            let _ = writeln!(labels, "<g><title>{}</title>", escape::xml::text(full));
        }
        // A patch of paper behind the text interrupts the edge under it, as TikZ's
        // `fill` does.
        let (above, below) = metrics::extent(MOVE_FONT);
        let _ = writeln!(
            labels,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{halo}\"{turn}/>",
            num(m.x - m.w / 2.0 - model::HALO),
            num(m.y - above - model::HALO),
            num(m.w + 2.0 * model::HALO),
            num(above + below + 2.0 * model::HALO)
        );
        write_text(
            labels,
            m.x,
            m.y,
            MOVE_FONT,
            &format!(" font-size=\"{MOVE_FONT}\" fill=\"{text_colour}\"{turn}"),
            &m.text,
        );
        if m.full.is_some() {
            labels.push_str("</g>\n");
        }
    }
}

/// The opacity of the parts of a step figure the search has not reached yet.
const NOT_YET_OPACITY: &str = "0.3";

/// The SVG document of a figure; `title` becomes the `<title>` element (the figure's
/// own title, if it has one, is drawn above the tree), the figure in words
/// ([`crate::render::model::describe()`]) its `<desc>`, and the whole an image to
/// assistive technology (`role="img"`: named by the title, described by the desc). A step figure's nodes not
/// reached yet are faded, its ring drawn over its node, its notes (the caption, a
/// legend) below the tree.
pub fn document(fig: &Figure, title: &str) -> String {
    let pal = &fig.palette;
    let (mut edges, mut labels, mut nodes) = tree_parts(fig);
    nodes.push_str(&ring(fig));
    // The `+N more` marks' edges under the tree's edges: a wide edge (a Monte Carlo
    // tree search's) covers their dotted edge where the two run close.
    edges.insert_str(0, &elided(fig, &mut labels));
    edges.push_str(&stubs(fig));
    // Below the tree, a group of their own (no node's label).
    let notes = notes(fig);
    let mut heading = String::new();
    if let Some(t) = &fig.title {
        write_text(
            &mut heading,
            t.x,
            t.y,
            TITLE_FONT,
            &format!(" font-size=\"{TITLE_FONT}\" fill=\"{}\"", pal.ink),
            &t.text,
        );
    }
    // Behind everything, the background (none: transparent).
    let background = fig.background.as_deref().map_or(String::new(), |c| {
        format!("<rect width=\"100%\" height=\"100%\" fill=\"{c}\"/>\n")
    });
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{FONTS}\" font-size=\"{FONT}\" role=\"img\">\n<title>{}</title>\n<desc>{}</desc>\n{background}{heading}<g>\n{edges}</g>\n<g>\n{labels}</g>\n<g>\n{nodes}</g>\n{notes}</svg>\n",
        escape::xml::text(fig.title.as_ref().map_or(title, |t| t.text.as_str())),
        escape::xml::text(&crate::render::model::describe(fig)),
        w = num(fig.width),
        h = num(fig.height),
    )
}

/// The tree's edges, edge labels and nodes, each node not yet reached (a replay's
/// later steps) faded.
fn tree_parts(fig: &Figure) -> (String, String, String) {
    let (pal, halo) = (&fig.palette, fig.halo());
    let (mut edges, mut labels, mut nodes) = (String::new(), String::new(), String::new());
    for c in &fig.nodes {
        let faded = c.phase == Phase::NotYet;
        if faded {
            for part in [&mut edges, &mut labels, &mut nodes] {
                let _ = writeln!(part, "<g opacity=\"{NOT_YET_OPACITY}\">");
            }
        }
        if let Some(p) = c.parent {
            write_edge(&mut edges, &mut labels, &fig.nodes[p], c, pal, halo);
        }
        write_node(&mut nodes, c, pal, halo);
        if faded {
            for part in [&mut edges, &mut labels, &mut nodes] {
                part.push_str("</g>\n");
            }
        }
    }
    (edges, labels, nodes)
}

/// The ring around the node a step is about, if any.
fn ring(fig: &Figure) -> String {
    let Some((node, cutoff)) = fig
        .ring
        .and_then(|r| Some((fig.nodes.get(r.node)?, r.cutoff)))
    else {
        return String::new();
    };
    let stroke = if cutoff {
        fig.palette.chosen
    } else {
        model::RING
    };
    outline(
        node,
        0.0,
        &format!(
            "fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{}\"",
            model::RING_WIDTH
        ),
    )
}

/// The notes below the tree.
fn notes(fig: &Figure) -> String {
    let mut notes = String::new();
    for note in fig.notes.iter().filter(|n| !n.text.is_empty()) {
        write_text(
            &mut notes,
            note.x,
            note.y,
            model::NOTE_FONT,
            &format!(
                " font-size=\"{}\" fill=\"{}\"",
                model::NOTE_FONT,
                fig.palette.ink
            ),
            &note.text,
        );
    }
    notes
}

/// The `+N more` marks' dotted edges (returned) and their texts (into `labels`).
fn elided(fig: &Figure, labels: &mut String) -> String {
    let pal = &fig.palette;
    let mut under = String::new();
    for e in &fig.elided {
        write_line(
            &mut under,
            &e.edge,
            &format!(
                "stroke=\"{}\" stroke-width=\"1\" stroke-dasharray=\"1.5 2.5\"",
                pal.pruned
            ),
        );
        write_text(
            labels,
            e.x,
            e.y,
            FONT,
            &format!(" fill=\"{}\" font-style=\"italic\"", pal.pruned),
            &e.text,
        );
    }
    under
}

/// The stubs of hidden pruned moves: a dashed edge with its cut mark and a title.
fn stubs(fig: &Figure) -> String {
    let pal = &fig.palette;
    let mut edges = String::new();
    for stub in &fig.stubs {
        let what = crate::tr!("figure-moves-pruned", count = stub.count);
        let _ = writeln!(edges, "<g><title>{}</title>", escape::xml::text(&what));
        write_line(
            &mut edges,
            &stub.edge,
            &format!(
                "stroke=\"{}\" stroke-width=\"1\" stroke-dasharray=\"4 3\"",
                pal.pruned
            ),
        );
        for l in &stub.cut {
            write_line(&mut edges, l, &cut_stroke(pal.ink));
        }
        edges.push_str("</g>\n");
    }
    edges
}

/// Writes the whole recording as a standalone SVG figure.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let fig = model::whole(rec, opts);
    out.write_all(document(&fig, &crate::render::model::title(rec)).as_bytes())
}

/// The SVG group `<g class="board">` of board `b` with its top left corner at
/// `(x, y)`; `faded` draws it pale (a pruned move's position).
pub fn board(b: &NodeBoard, x: f64, y: f64, faded: bool, colours: &Colours) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "<g class=\"board\"{}>",
        if faded { " opacity=\"0.4\"" } else { "" }
    );
    // Absolute coordinates (no transform), as everything else in the figure.
    for p in prims(b, x, y, colours) {
        prim(&mut s, p);
    }
    s.push_str("</g>\n");
    s
}

/// Writes one drawing primitive of a board picture.
fn prim(s: &mut String, p: Prim) {
    match p {
        Prim::Rect {
            x,
            y,
            w,
            h,
            r,
            fill,
            line,
        } => {
            let _ = write!(
                s,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{} fill=\"{fill}\"{}/>",
                num(x),
                num(y),
                num(w),
                num(h),
                if r > 0.0 {
                    format!(" rx=\"{}\"", num(r))
                } else {
                    String::new()
                },
                line.map_or(String::new(), |l| format!(
                    " stroke=\"{l}\" stroke-width=\"0.6\""
                ))
            );
        }
        Prim::Circle {
            x,
            y,
            r,
            fill,
            line,
            width,
        } => {
            let _ = write!(
                    s,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{line}\" stroke-width=\"{}\"/>",
                    num(x),
                    num(y),
                    num(r),
                    fill.unwrap_or("none"),
                    num(width)
                );
        }
        Prim::Line {
            x1,
            y1,
            x2,
            y2,
            colour,
            width,
        } => {
            let _ = write!(
                    s,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
                    num(x1),
                    num(y1),
                    num(x2),
                    num(y2),
                    num(width)
                );
        }
        Prim::Text {
            x,
            y,
            size,
            text,
            colour,
        } => board_text(s, x, y, size, colour, &text),
        Prim::Glyph {
            x,
            y,
            size,
            fill,
            line,
            glyph,
            ..
        } => {
            // The outline under the fill (paint-order), so that it sets the piece
            // off a light square without eating into it.
            let _ = write!(
                    s,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{}\" stroke-linejoin=\"round\" paint-order=\"stroke\">{}</text>",
                    num(x),
                    num(y + metrics::baseline(size)),
                    num(size),
                    num((0.12 * size).max(1.0)),
                    escape::xml::text(glyph.encode_utf8(&mut [0; 4]))
                );
        }
    }
}

/// Writes `text` centred (horizontally and on its capitals) at `(x, y)` in `colour`.
fn board_text(s: &mut String, x: f64, y: f64, size: f64, colour: &str, text: &str) {
    let _ = write!(
        s,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" fill=\"{}\">{}</text>",
        num(x),
        num(y + metrics::baseline(size)),
        num(size),
        colour,
        escape::xml::text(text)
    );
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

    #[test]
    fn svg_has_a_board_group_and_escapes_text() {
        let mut p = crate::render::model::board::tests::ttt();
        p.coordinates[0].text = "<&>".into();
        let s = board(
            &NodeBoard::new(p, None, "", true),
            1.0,
            2.0,
            false,
            &Colours::COLOR,
        );
        assert!(s.starts_with("<g class=\"board\""));
        assert!(s.contains("&lt;&amp;&gt;"));
        assert_eq!(s.matches("<line").count(), 2, "one cross, two strokes");
    }
}
