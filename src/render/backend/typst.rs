//! `--format typst`: the figure as a Typst file — the tree drawn with Typst's own
//! shapes (`rect`, `ellipse`, `circle`, `polygon`, `line`, `text`) at the coordinates
//! of our layout, so it matches the SVG and needs no package. The file compiles on its
//! own (`typst compile tree.typ`: a page the size of the figure) and a document uses
//! it with `#import "tree.typ": gametree-figure` and then `#gametree-figure`.
//!
//! Labels are measured in DejaVu Sans (as every figure): give Typst that font
//! (`typst compile --font-path DIR`, or install it) so that they fit their nodes.
//! Every text is a Typst string literal ([`escape::typst::string`]): nothing read from
//! a file runs as Typst code. Lengths are the SVG's pixels at 96 per inch (0.75 pt).

use crate::record::{NodeKind, Recording};
use crate::render::escape;
use crate::render::model::title;
use crate::render::model::RenderOptions;
use crate::render::model::{
    self, FigNode, Figure, Outline, Palette, Segment, FONT, MOVE_FONT, TITLE_FONT,
};
use std::fmt::Write as _;
use std::io::{self, Write};

/// A length of the figure (px) in Typst's points.
fn pt(px: f64) -> String {
    let v = (px * 0.75 * 100.0).round() / 100.0;
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0pt".into()
    } else {
        format!("{s}pt")
    }
}

/// A point of the figure as a Typst pair of lengths.
fn point(x: f64, y: f64) -> String {
    format!("({}, {})", pt(x), pt(y))
}

/// A colour `#rrggbb` as Typst's `rgb("#rrggbb")`.
fn colour(c: &str) -> String {
    format!("rgb(\"{c}\")")
}

/// A stroke of `c`, `width` px wide, dashed like the SVG's `4 3` where `dashed`.
fn stroke(c: &str, width: f64, dashed: bool) -> String {
    let dash = if dashed {
        format!(", dash: ({}, {})", pt(4.0), pt(3.0))
    } else {
        String::new()
    };
    format!("(paint: {}, thickness: {}{dash})", colour(c), pt(width))
}

/// A text centred on its capitals at `(x, y)`, as the SVG draws it.
fn text_at(s: &mut String, x: f64, y: f64, size: f64, fill: &str, extra: &str, text: &str) {
    let _ = writeln!(
        s,
        "  gt-label({}, {}, text(size: {}, fill: {}{extra}, \"{}\"))",
        pt(x),
        pt(y),
        pt(size),
        colour(fill),
        escape::typst::string(text)
    );
}

/// A line.
fn line(s: &mut String, l: &Segment, stroke: &str) {
    let _ = writeln!(
        s,
        "  place(line(start: {}, end: {}, stroke: {stroke}))",
        point(l.x1, l.y1),
        point(l.x2, l.y2)
    );
}

/// Node `n`'s outline, `inset` px inside it, filled `fill` (`none` for none).
fn outline(s: &mut String, n: &FigNode, inset: f64, fill: &str, stroke: &str) {
    let (x, y, w, h) = (n.x, n.y, n.w, n.h);
    let at = |dx: f64, dy: f64| format!("dx: {}, dy: {}", pt(dx), pt(dy));
    let _ = match n.outline {
        Outline::Box(radius) => writeln!(
            s,
            "  place({}, rect(width: {}, height: {}, radius: {}, fill: {fill}, stroke: {stroke}))",
            at(x - w / 2.0 + inset, y - h / 2.0 + inset),
            pt(w - 2.0 * inset),
            pt(h - 2.0 * inset),
            pt(if radius > 2.0 { radius - inset } else { radius })
        ),
        Outline::Ellipse => writeln!(
            s,
            "  place({}, ellipse(width: {}, height: {}, fill: {fill}, stroke: {stroke}))",
            at(x - w / 2.0 + inset, y - h / 2.0 + inset),
            pt(w - 2.0 * inset),
            pt(h - 2.0 * inset)
        ),
        Outline::Circle => writeln!(
            s,
            "  place({}, circle(radius: {}, fill: {fill}, stroke: {stroke}))",
            at(x - w / 2.0 + inset, y - w / 2.0 + inset),
            pt(w / 2.0 - inset)
        ),
        Outline::Up | Outline::Down => {
            let [a, b, c] = model::triangle(n);
            writeln!(
                s,
                "  place(polygon(fill: {fill}, stroke: {stroke}, {}, {}, {}))",
                point(a.0, a.1),
                point(b.0, b.1),
                point(c.0, c.1)
            )
        }
        Outline::Bare => writeln!(
            s,
            "  place({}, rect(width: {}, height: {}, fill: {fill}, stroke: none))",
            at(x - w / 2.0, y - h / 2.0),
            pt(w),
            pt(h)
        ),
    };
}

/// Node `n`: outline, second outline of a finished game, label, the triangle of an
/// undrawn subtree.
fn node(s: &mut String, n: &FigNode, pal: &Palette, halo: &str) {
    let look = n.look();
    let fill = pal.node(n.kind, n.player).0;
    let line_colour = pal.paint(look.line, n.kind, n.player);
    let width = if look.heavy { 2.4 } else { 1.2 };
    let st = stroke(line_colour, width, look.dashed);
    let fill = match n.outline {
        Outline::Bare => colour(halo),
        _ => colour(fill),
    };
    outline(s, n, 0.0, &fill, &st);
    if n.kind == NodeKind::Terminal
        && matches!(
            n.outline,
            Outline::Box(_) | Outline::Ellipse | Outline::Circle
        )
    {
        outline(s, n, 3.0, "none", &st);
    }
    if !n.label.is_empty() {
        let ink = pal.paint(look.text, n.kind, n.player);
        let (lx, ly) = n.label_centre();
        text_at(s, lx, ly, FONT, ink, "", &n.label);
    }
    if let Some([a, b, c]) = n.more {
        let _ = writeln!(
            s,
            "  place(polygon(fill: {}, stroke: {}, {}, {}, {}))",
            colour(halo),
            stroke(pal.ink, 1.0, false),
            point(a.0, a.1),
            point(b.0, b.1),
            point(c.0, c.1)
        );
    }
}

/// The edge into `c` from `p`, its cut mark and its move label (on a patch of `halo`).
fn edge(s: &mut String, labels: &mut String, p: &FigNode, c: &FigNode, pal: &Palette, halo: &str) {
    let look = c.edge_look(p);
    let ink = pal.paint(look.ink, c.kind, c.player);
    let width = look.width.unwrap_or(if look.heavy { 2.4 } else { 1.0 });
    let st = stroke(ink, width, look.dashed);
    for w in c.edge.windows(2) {
        let ((x1, y1), (x2, y2)) = (w[0], w[1]);
        line(s, &Segment { x1, y1, x2, y2 }, &st);
    }
    for l in c.cut.iter().flatten() {
        line(s, l, &stroke(pal.ink, 1.3, false));
    }
    if let Some(m) = &c.mv {
        let text_colour = ink;
        let text = format!(
            "box(fill: {}, inset: {}, text(size: {}, fill: {}, top-edge: \"cap-height\", bottom-edge: \"baseline\", \"{}\"))",
            colour(halo),
            pt(model::HALO),
            pt(MOVE_FONT),
            colour(text_colour),
            escape::typst::string(&m.text)
        );
        let body = if m.vertical {
            format!("rotate(-90deg, reflow: true, {text})")
        } else {
            text
        };
        let _ = writeln!(labels, "  gt-at({}, {}, {body})", pt(m.x), pt(m.y));
    }
}

/// The Typst file of a figure; `title` goes into a comment line.
pub fn document(fig: &Figure, title: &str) -> String {
    let pal = &fig.palette;
    let halo = fig.halo().to_string();
    let (mut edges, mut labels, mut nodes) = (String::new(), String::new(), String::new());
    for c in &fig.nodes {
        if let Some(p) = c.parent {
            edge(&mut edges, &mut labels, &fig.nodes[p], c, pal, &halo);
        }
        node(&mut nodes, c, pal, &halo);
    }
    // The `+N more` marks' edges under the tree's edges: a wide edge (a Monte Carlo
    // tree search's) covers their dotted edge where the two run close.
    let mut under = String::new();
    for e in &fig.elided {
        let _ = writeln!(
            under,
            "  place(line(start: {}, end: {}, stroke: (paint: {}, thickness: {}, dash: \"dotted\")))",
            point(e.edge.x1, e.edge.y1),
            point(e.edge.x2, e.edge.y2),
            colour(pal.pruned),
            pt(1.0)
        );
        text_at(
            &mut labels,
            e.x,
            e.y,
            FONT,
            pal.pruned,
            ", style: \"italic\"",
            &e.text,
        );
    }
    edges.insert_str(0, &under);
    for stub in &fig.stubs {
        line(&mut edges, &stub.edge, &stroke(pal.pruned, 1.0, true));
        for l in &stub.cut {
            line(&mut edges, l, &stroke(pal.ink, 1.3, false));
        }
    }
    let mut extra = String::new();
    if let Some(t) = &fig.title {
        text_at(&mut extra, t.x, t.y, TITLE_FONT, pal.ink, "", &t.text);
    }
    for note in fig.notes.iter().filter(|n| !n.text.is_empty()) {
        text_at(
            &mut extra,
            note.x,
            note.y,
            model::NOTE_FONT,
            pal.ink,
            "",
            &note.text,
        );
    }
    let background = fig.background.as_deref().map_or(String::new(), |c| {
        format!(
            "  place(rect(width: 100%, height: 100%, fill: {}, stroke: none))\n",
            colour(c)
        )
    });
    let mut s = String::new();
    let _ = writeln!(s, "// gametree: {}", escape::comment::line(title));
    s.push_str(
        "// Compile on its own: typst compile --font-path DIR FILE.typ (DIR holding DejaVu Sans,\n\
         // the font the figure is measured in). In a document: #import \"FILE.typ\": gametree-figure\n\
         // and then #gametree-figure where the figure goes.\n",
    );
    s.push_str("#let gametree-figure = {\n");
    s.push_str(
        "  // `body` centred at the point (x, y) of the figure.\n  let gt-at(x, y, body) = context {\n    let size = measure(body)\n    place(top + left, dx: x - size.width / 2, dy: y - size.height / 2, body)\n  }\n  // A text centred on its capitals at (x, y).\n  let gt-label(x, y, body) = gt-at(x, y, {\n    set text(top-edge: \"cap-height\", bottom-edge: \"baseline\")\n    body\n  })\n",
    );
    let _ = writeln!(
        s,
        "  set text(font: (\"DejaVu Sans\", \"Liberation Sans\", \"Arial\"), size: {})",
        pt(FONT)
    );
    let _ = writeln!(
        s,
        "  box(width: {}, height: {}, {{",
        pt(fig.width),
        pt(fig.height)
    );
    s.push_str(&background);
    s.push_str(&extra);
    s.push_str(&edges);
    s.push_str(&labels);
    s.push_str(&nodes);
    s.push_str("  })\n}\n\n#set page(width: auto, height: auto, margin: 0pt)\n#gametree-figure\n");
    s
}

/// Writes the whole recording as a Typst file.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let fig = model::whole(rec, opts);
    out.write_all(document(&fig, &title(rec)).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_points_at_96_px_an_inch() {
        assert_eq!(pt(4.0), "3pt");
        assert_eq!(pt(1.3), "0.98pt");
        assert_eq!(pt(-0.001), "0pt");
    }
}
