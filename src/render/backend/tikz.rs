//! `--format tikz`: the figure as LaTeX/TikZ code — plain TikZ with the coordinates of
//! our layout, so it matches the SVG. The output compiles on its own with `pdflatex`
//! (`standalone` class) and can be included in Beamer with `\includestandalone`: the
//! colours and styles are defined inside the `tikzpicture`, so only
//! `\usetikzlibrary{shapes.geometric}` is needed in the including document.
//! All text from the recording is escaped for LaTeX.

use super::svg;
use crate::game::Player;
use crate::record::{NodeKind, Recording};
use crate::render::escape;
use crate::render::model::board::{prims, Colours, NodeBoard, Prim};
use crate::render::model::title;
use crate::render::model::RenderOptions;
use crate::render::model::{self, EdgeLook, FigNode, Figure, Ink, Outline, Phase, Segment, NODE_H};
use std::fmt::Write as _;
use std::io::{self, Write};

/// Pixels of the layout per centimetre of the TikZ picture.
const PX_PER_CM: f64 = 40.0;

/// The widest picture written, in cm. TeX's dimensions stop at about 575 cm, so wider
/// trees are scaled down as a whole (coordinates, nodes and text).
const MAX_CM: f64 = 400.0;

fn cm(px: f64) -> String {
    decimal(px / PX_PER_CM)
}

pub(super) fn decimal(v: f64) -> String {
    let v = (v * 1000.0).round() / 1000.0;
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}

fn hex(c: &str) -> &str {
    c.trim_start_matches('#')
}

fn style(n: &FigNode) -> String {
    let mut s = String::from(match (n.player, n.outline) {
        (Player::Max, _) => "gtmax",
        (Player::Min, Outline::Box(_)) => "gtmin,rectangle,rounded corners=6pt",
        (Player::Min, _) => "gtmin",
        (Player::Chance, _) => "gtchance",
    });
    match n.kind {
        NodeKind::Leaf => s.push_str(",gtleaf"),
        NodeKind::Terminal => s.push_str(",gtterminal"),
        NodeKind::Pruned => s.push_str(",gtpruned"),
        NodeKind::Interior => {}
    }
    if n.look().heavy {
        s.push_str(",gtpv");
    }
    match n.phase {
        Phase::NotYet => s.push_str(",gtnotyet"),
        Phase::Open => s.push_str(",gtopen"),
        Phase::Done => {}
    }
    let _ = write!(s, ",minimum width={}cm", cm(n.w));
    if n.board.is_some() {
        let _ = write!(s, ",minimum height={}cm", cm(n.h));
    }
    s
}

/// The options of a node drawn as a path at the layout's corners (`--style aima`'s
/// triangles): colours and line only. The node styles' `scale` (for wide figures)
/// must not reach a path, whose corners are scaled already.
fn path_style(n: &FigNode, paper: &str) -> String {
    let pruned = format!("draw=gtpruned,fill={paper},dashed");
    let mut s = String::from(match (n.kind, n.player) {
        (NodeKind::Pruned, _) => pruned.as_str(),
        (NodeKind::Leaf, _) => "draw=gtleafline,fill=gtleaffill",
        (_, Player::Max) => "draw=gtmaxline,fill=gtmaxfill",
        (_, Player::Min) => "draw=gtminline,fill=gtminfill",
        (_, Player::Chance) => "draw=gtchanceline,fill=gtchancefill",
    });
    s.push_str(if n.look().heavy {
        ",line width=1.2pt"
    } else {
        ",line width=0.5pt"
    });
    match n.phase {
        Phase::NotYet => s.push_str(",gtnotyet"),
        Phase::Open => s.push_str(",gtopen"),
        Phase::Done => {}
    }
    s
}

/// The colour behind labels on edges and bare numbers: TikZ's `white` on white
/// paper, else `gtpaper` (defined by [`styles_for`]).
pub(super) fn paper_name(fig: &Figure) -> &'static str {
    paper(fig)
}

/// [`paper_name`].
fn paper(fig: &Figure) -> &'static str {
    if fig.halo() == "#ffffff" {
        "white"
    } else {
        "gtpaper"
    }
}

/// One drawn part of a figure, for [`picture_with`]'s overlays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The title.
    Title,
    /// The edge into `fig.nodes[i]`, with its cut mark and its move label.
    Edge(usize),
    /// `fig.stubs[k]`, with its cut mark.
    Stub(usize),
    /// `fig.nodes[i]`, with the triangle below it.
    Node(usize),
}

/// The coordinates of a point of the figure, px, in the picture's centimetres.
fn point(x: f64, y: f64, scale: f64) -> String {
    format!(
        "({},{})",
        decimal(x / PX_PER_CM * scale),
        decimal(y / PX_PER_CM * scale)
    )
}

/// How much a figure is scaled down to stay within TeX's dimensions (1: not at all).
pub fn scale_of(fig: &Figure) -> f64 {
    (MAX_CM / (fig.width / PX_PER_CM)).min(1.0)
}

/// The path of the edge into `fig.nodes[i]`, `(x,y) -- (x,y)…` in the picture's
/// coordinates (empty at the root).
pub fn edge_path(fig: &Figure, i: usize) -> String {
    let scale = scale_of(fig);
    let path: Vec<String> = fig.nodes[i]
        .edge
        .iter()
        .map(|&(x, y)| point(x, y, scale))
        .collect();
    path.join(" -- ")
}

/// `\path[use as bounding box]` around the whole figure, in the picture's coordinates:
/// written first in a picture, it keeps every step figure of a search the same size.
pub fn bounding_box(fig: &Figure) -> String {
    let scale = scale_of(fig);
    format!(
        "\\path[use as bounding box] (0,0) rectangle {};\n",
        point(fig.width, fig.height, scale)
    )
}

/// The `tikzpicture` environment of a figure (styles included). Every edge, mark and
/// label is drawn at the layout's own coordinates, as in the SVG.
pub fn picture(fig: &Figure) -> String {
    picture_with(fig, &|_| String::new(), &|_| None)
}

/// [`picture`] with `overlay(part)` written right after the `\node` or `\draw` of
/// each command that draws `part` (Beamer's `<3->`), and `text(i)`, where it gives
/// one, as the text of `fig.nodes[i]` instead of its escaped label (TeX, written as
/// is).
pub fn picture_with(
    fig: &Figure,
    overlay: &dyn Fn(Part) -> String,
    text: &dyn Fn(usize) -> Option<String>,
) -> String {
    picture_hooked(
        fig,
        &Hooks {
            overlay,
            text,
            saved_board: &|_| None,
        },
    )
}

/// What a caller of [`picture_hooked`] changes in a picture.
pub struct Hooks<'a> {
    /// Written right after the `\node` or `\draw` of each command that draws a part
    /// (Beamer's `<3->`).
    pub overlay: &'a dyn Fn(Part) -> String,
    /// The text of `fig.nodes[i]` instead of its escaped label (TeX, written as is).
    pub text: &'a dyn Fn(usize) -> Option<String>,
    /// The box (`\gtboarda`) that holds the board of `fig.nodes[i]` (its
    /// [`board_picture`]), drawn with `\usebox` instead of the board's own commands:
    /// a document that draws the same board many times (Beamer's overlays) typesets
    /// it once.
    pub saved_board: &'a dyn Fn(usize) -> Option<String>,
}

/// [`picture`] as `hooks` change it.
pub fn picture_hooked(fig: &Figure, hooks: &Hooks) -> String {
    let overlay = hooks.overlay;
    let scale = scale_of(fig);
    let at = |x: f64, y: f64| point(x, y, scale);
    let len = |px: f64| decimal(px / PX_PER_CM * scale);
    let mut s = String::new();
    s.push_str("\\begin{tikzpicture}[x=1cm,y=-1cm,font=\\footnotesize]\n");
    s.push_str(&styles_for(fig, scale));
    // A background other than white paper (the dark style, `--background`); LaTeX's
    // page is white, a standalone PDF's transparent.
    if let Some(c) = fig.background.as_deref().filter(|&c| c != "#ffffff") {
        let _ = writeln!(
            s,
            "\\definecolor{{gtbackground}}{{HTML}}{{{}}}\n\\fill[gtbackground] (0,0) rectangle {};",
            hex(c).to_uppercase(),
            at(fig.width, fig.height)
        );
    }
    if let Some(t) = &fig.title {
        let _ = writeln!(
            s,
            "\\node[gttitle] at {} {{{}}};",
            at(t.x, t.y),
            escape::tex::text(&t.text)
        );
    }
    s.push_str(&edges(fig, overlay, scale));
    s.push_str(&move_labels(fig, overlay, scale));
    for (i, n) in fig.nodes.iter().enumerate() {
        s.push_str(&node(fig, i, n, hooks, scale));
    }
    if let Some(r) = fig.ring {
        if let Some(n) = fig.nodes.get(r.node) {
            s.push_str(&ring(n, r.cutoff, &at, &len));
        }
    }
    for note in fig.notes.iter().filter(|n| !n.text.is_empty()) {
        let _ = writeln!(
            s,
            "\\node[gtnote] at {} {{{}}};",
            at(note.x, note.y),
            escape::tex::text(&note.text)
        );
    }
    s.push_str("\\end{tikzpicture}\n");
    s
}

/// The colours and TikZ styles of `fig` drawn at `scale`: those of chance nodes and
/// of step figures only where there are some, so that other figures stay as they were.
pub(super) fn styles_for(fig: &Figure, scale: f64) -> String {
    let mut s = String::new();
    let pal = &fig.palette;
    // Chance nodes' colours and style only where there are some: other figures stay as
    // they were.
    let chance = fig.nodes.iter().any(|n| n.player == Player::Chance);
    let chance_colours = [
        ("gtchancefill", pal.chance_fill),
        ("gtchanceline", pal.chance_line),
    ];
    let chance_colours = if chance { &chance_colours[..] } else { &[] };
    // A step figure's extras (faded and open nodes, the ring, notes) only where there
    // are some: other figures stay as they were.
    let stepped = fig.ring.is_some()
        || !fig.notes.is_empty()
        || fig.nodes.iter().any(|n| n.phase != Phase::Done);
    let ring_colour = [("gtring", model::RING)];
    let ring_colour = if stepped { &ring_colour[..] } else { &[] };
    // The paper's colour where it is not white (the dark style, a given background).
    let paper_colour = [("gtpaper", fig.halo())];
    let paper_colour = if paper(fig) == "gtpaper" {
        &paper_colour[..]
    } else {
        &[]
    };
    for (name, c) in [
        ("gtmaxfill", pal.max_fill),
        ("gtmaxline", pal.max_line),
        ("gtminfill", pal.min_fill),
        ("gtminline", pal.min_line),
        ("gtleaffill", pal.leaf_fill),
        ("gtleafline", pal.leaf_line),
        ("gtpruned", pal.pruned),
        ("gtchosen", pal.chosen),
        ("gtink", pal.ink),
    ]
    .iter()
    .chain(chance_colours)
    .chain(ring_colour)
    .chain(paper_colour)
    {
        let _ = writeln!(
            s,
            "\\definecolor{{{name}}}{{HTML}}{{{}}}",
            hex(c).to_uppercase()
        );
    }
    let h = cm(NODE_H);
    let _ = writeln!(
        s,
        "\\tikzset{{\n  gtnode/.style={{draw,line width=0.5pt,inner sep=1pt,minimum height={h}cm,text=gtink{node_scale}}},\n  gtmax/.style={{gtnode,rectangle,rounded corners=0.5pt,draw=gtmaxline,fill=gtmaxfill}},\n  gtmin/.style={{gtnode,ellipse,draw=gtminline,fill=gtminfill}},\n{chance_style}  gtleaf/.style={{draw=gtleafline,fill=gtleaffill}},\n  gtterminal/.style={{{double},double distance=1pt}},\n  gtpruned/.style={{draw=gtpruned,fill={paper},dashed,text=gtpruned}},\n  gtpv/.style={{line width=1.2pt}},\n  gtedge/.style={{draw=gtink,line width=0.4pt}},\n  gtprunededge/.style={{draw=gtpruned,dashed,line width=0.4pt}},\n  gtpvedge/.style={{line width=1.2pt}},\n  gtchosenedge/.style={{draw=gtchosen,line width=1.2pt}},\n  gtcut/.style={{draw=gtink,line width=0.5pt,line cap=round}},\n  gtmore/.style={{draw=gtink,fill={paper},line width=0.4pt}},\n  gtmove/.style={{font=\\scriptsize,fill={paper},inner sep=0.5pt,text=gtink{node_scale}}},\n  gttitle/.style={{font=\\small,text=gtink{node_scale}}}{steps}\n}}",
        paper = paper(fig),
        double = if paper(fig) == "white" { "double" } else { "double=gtpaper" },
        chance_style = if chance {
            "  gtchance/.style={gtnode,circle,draw=gtchanceline,fill=gtchancefill},\n"
        } else {
            ""
        },
        node_scale = if scale < 1.0 { format!(",scale={}", decimal(scale)) } else { String::new() },
        steps = if stepped {
            format!(
                ",\n  gtnotyet/.style={{opacity={}}},\n  gtopen/.style={{densely dashed}},\n  gtring/.style={{draw=gtring,line width={}pt}},\n  gtcutring/.style={{draw=gtchosen,line width={}pt}},\n  gtnote/.style={{font=\\small,text=gtink{}}}",
                decimal(NOT_YET_OPACITY),
                decimal(model::RING_WIDTH * PT_PER_PX),
                decimal(model::RING_WIDTH * PT_PER_PX),
                if scale < 1.0 { format!(",scale={}", decimal(scale)) } else { String::new() }
            )
        } else {
            String::new()
        }
    );
    s
}

/// The edges, their cut marks, the `+N more` marks and the stubs of hidden pruned
/// moves: drawn first, so that the nodes (filled) cover their ends.
fn edges(fig: &Figure, overlay: &dyn Fn(Part) -> String, scale: f64) -> String {
    let at = |x: f64, y: f64| point(x, y, scale);
    let line = |l: &Segment| format!("{} -- {}", at(l.x1, l.y1), at(l.x2, l.y2));
    let mut s = String::new();
    // The `+N more` marks first: a wide edge (a Monte Carlo tree search's) covers
    // their dotted edge where the two run close.
    for e in &fig.elided {
        let _ = writeln!(
            s,
            "\\draw[gtprunededge,dotted] {};\n\\node[inner sep=1pt,text=gtpruned,font=\\footnotesize\\itshape{}] at {} {{{}}};",
            line(&e.edge),
            if scale < 1.0 { format!(",scale={}", decimal(scale)) } else { String::new() },
            at(e.x, e.y),
            escape::tex::text(&e.text)
        );
    }
    for (i, c) in fig.nodes.iter().enumerate() {
        let Some(p) = c.parent else { continue };
        let o = overlay(Part::Edge(i));
        let look = c.edge_look(&fig.nodes[p]);
        let mut style = String::from(match (look.ink, look.heavy) {
            (Ink::Pruned, _) => "gtprunededge",
            (Ink::Chosen, _) => "gtchosenedge",
            (_, true) => "gtedge,gtpvedge",
            (_, false) => "gtedge",
        });
        let faded = if c.phase == Phase::NotYet {
            ",gtnotyet"
        } else {
            ""
        };
        if let Some(w) = look.width {
            // px to pt as the plain and heavy edges are (1 px: 0.4 pt, 2.4 px: 1.2 pt).
            let _ = write!(style, ",line width={}pt", decimal(w / 2.0));
        }
        style.push_str(faded);
        let _ = writeln!(s, "\\draw{o}[{style}] {};", edge_path(fig, i));
        for l in c.cut.iter().flatten() {
            let _ = writeln!(s, "\\draw{o}[gtcut{faded}] {};", line(l));
        }
    }
    for (k, stub) in fig.stubs.iter().enumerate() {
        let o = overlay(Part::Stub(k));
        let _ = writeln!(s, "\\draw{o}[gtprunededge] {};", line(&stub.edge));
        for l in &stub.cut {
            let _ = writeln!(s, "\\draw{o}[gtcut] {};", line(l));
        }
    }
    s
}

/// The move labels on the edges.
fn move_labels(fig: &Figure, overlay: &dyn Fn(Part) -> String, scale: f64) -> String {
    let at = |x: f64, y: f64| point(x, y, scale);
    let mut s = String::new();
    for (i, c) in fig.nodes.iter().enumerate() {
        let Some(m) = &c.mv else { continue };
        let mut style = String::from("gtmove");
        // A move label's colour is its edge's, whatever the parent.
        match EdgeLook::of(c.kind, c.chosen, false).ink {
            Ink::Pruned => style.push_str(",text=gtpruned"),
            Ink::Chosen => style.push_str(",text=gtchosen"),
            _ => {}
        }
        if m.vertical {
            style.push_str(",rotate=90");
        }
        if c.phase == Phase::NotYet {
            style.push_str(",gtnotyet");
        }
        let _ = writeln!(
            s,
            "\\node{}[{style}] at {} {{{}}};",
            overlay(Part::Edge(i)),
            at(m.x, m.y),
            escape::tex::text(&m.text)
        );
    }
    s
}

/// Node `i` (`n`) of `fig`: its outline (a triangle in AIMA's style, a board's box),
/// its board, its label (`text`, else its own, escaped) and the mark of an undrawn
/// subtree.
fn node(fig: &Figure, i: usize, n: &FigNode, hooks: &Hooks, scale: f64) -> String {
    let at = |x: f64, y: f64| point(x, y, scale);
    let len = |px: f64| decimal(px / PX_PER_CM * scale);
    let mut s = String::new();
    let o = (hooks.overlay)(Part::Node(i));
    let label = (hooks.text)(i).unwrap_or_else(|| escape::tex::text(&n.label));
    let text_scale = if scale < 1.0 {
        format!(",scale={}", decimal(scale))
    } else {
        String::new()
    };
    let ink = if n.kind == NodeKind::Pruned {
        "gtpruned"
    } else {
        "gtink"
    };
    let ink = if n.phase == Phase::NotYet {
        format!("{ink},gtnotyet")
    } else {
        ink.to_string()
    };
    match (&n.board, n.board_origin()) {
        _ if matches!(n.outline, Outline::Up | Outline::Down | Outline::Bare) => {
            // Drawn at the layout's corners; the label on its own (in a triangle
            // it sits near the base).
            if n.outline != Outline::Bare {
                let [a, b, c] = model::triangle(n);
                let _ = writeln!(
                    s,
                    "\\draw{o}[{},line join=round] {} -- {} -- {} -- cycle;",
                    path_style(n, paper(fig)),
                    at(a.0, a.1),
                    at(b.0, b.1),
                    at(c.0, c.1)
                );
            }
            let (lx, ly) = n.label_centre();
            let back = if n.outline == Outline::Bare {
                format!(",fill={}", paper(fig))
            } else {
                String::new()
            };
            let _ = writeln!(
                s,
                "\\node{o}[inner sep=1pt,text={ink}{back}{text_scale}] (n{i}) at {} {{{label}}};",
                at(lx, ly)
            );
        }
        (Some(b), Some((bx, by))) => {
            // The node's outline, its board, and its label in the strip under it.
            let _ = writeln!(
                s,
                "\\node{o}[{}] (n{i}) at {} {{}};",
                style(n),
                at(n.x, n.y)
            );
            let place = TikzPlace {
                at: &at,
                len: &len,
                scale,
                overlay: &o,
                colours: fig.palette.board,
            };
            s.push_str(&match (hooks.saved_board)(i) {
                Some(name) => used_board(&name, &at(bx, by), board_opacity(n), &o),
                None => board(b, bx, by, board_opacity(n), &place),
            });
            let (lx, ly) = n.label_centre();
            let _ = writeln!(
                s,
                "\\node{o}[inner sep=0pt,text={ink}{text_scale}] at {} {{{label}}};",
                at(lx, ly)
            );
        }
        _ => {
            let _ = writeln!(
                s,
                "\\node{o}[{}] (n{i}) at {} {{{label}}};",
                style(n),
                at(n.x, n.y),
            );
        }
    }
    if let Some([a, b, c]) = n.more {
        let _ = writeln!(
            s,
            "\\draw{o}[gtmore] {} -- {} -- {} -- cycle;",
            at(a.0, a.1),
            at(b.0, b.1),
            at(c.0, c.1)
        );
    }
    s
}

/// TeX points per pixel of the layout (40 px a centimetre).
const PT_PER_PX: f64 = 72.27 / 2.54 / PX_PER_CM;

/// The ring over node `n`'s outline (`gtring`, or `gtcutring` at a cut-off): its own
/// shape drawn again, empty, at the layout's size.
fn ring(
    n: &FigNode,
    cutoff: bool,
    at: &dyn Fn(f64, f64) -> String,
    len: &dyn Fn(f64) -> String,
) -> String {
    let style = if cutoff { "gtcutring" } else { "gtring" };
    let (hw, hh) = (n.w / 2.0, n.h / 2.0);
    match n.outline {
        Outline::Ellipse | Outline::Circle => format!(
            "\\draw[{style}] {} ellipse ({}cm and {}cm);\n",
            at(n.x, n.y),
            len(hw),
            len(hh)
        ),
        Outline::Up | Outline::Down => {
            let [a, b, c] = model::triangle(n);
            format!(
                "\\draw[{style},line join=round] {} -- {} -- {} -- cycle;\n",
                at(a.0, a.1),
                at(b.0, b.1),
                at(c.0, c.1)
            )
        }
        Outline::Box(_) | Outline::Bare => format!(
            "\\draw[{style}] {} rectangle {};\n",
            at(n.x - hw, n.y - hh),
            at(n.x + hw, n.y + hh)
        ),
    }
}

/// The preamble's fonts after `\usepackage[T1]{fontenc}`: Latin Modern, T1's fonts as
/// outlines (Type 1). Without it pdflatex draws T1 text with METAFONT's bitmaps (Type
/// 3: blurred when zoomed, text a PDF viewer cannot search, and a slow first
/// compile). Loaded only where installed (TeX Live's and MiKTeX's `lmodern`; Debian's
/// package `lmodern`), so that the document compiles everywhere.
pub const LATIN_MODERN: &str = "\\IfFileExists{lmodern.sty}{\\usepackage{lmodern}}{}\n";

/// Writes the whole recording as a standalone LaTeX document.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let fig = model::whole(rec, opts);
    out.write_all(document(&fig, &title(rec)).as_bytes())
}

/// A standalone LaTeX document of a figure; `title` goes into a comment line.
pub fn document(fig: &Figure, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "% gametree: {}",
        escape::tex::text(&escape::comment::line(title))
    );
    s.push_str("% Compile with pdflatex; in Beamer: \\usepackage{standalone}, \\usetikzlibrary{shapes.geometric}\n% and \\includestandalone{this-file} inside a frame.\n");
    // A coloured background is the picture's own, margins included: no white border
    // around it.
    let border = match fig.background.as_deref() {
        Some(c) if c != "#ffffff" => "0pt",
        _ => "4pt",
    };
    let _ = writeln!(
        s,
        "\\documentclass[tikz,border={border}]{{standalone}}\n\\usepackage[T1]{{fontenc}}\n{LATIN_MODERN}\\usetikzlibrary{{shapes.geometric}}\n\\begin{{document}}"
    );
    if fig.nodes.is_empty() {
        s.push_str("\\begin{tikzpicture}\\node{};\\end{tikzpicture}\n");
    } else {
        s.push_str(&picture(fig));
    }
    s.push_str("\\end{document}\n");
    escape::tex::with_cyrillic(s)
}

/// A TikZ node writing `text` at `at` (a TikZ point) in the colour `ink` (a TikZ
/// colour), `size` px high before the picture's `scale`, with `font` (e.g.
/// `\\bfseries`) before the size.
fn tikz_text(ink: &str, scale: f64, at: String, size: f64, font: &str, text: &str) -> String {
    // \fontsize in pt: the TikZ figure draws 40 px to the cm, so a px is
    // 72.27 / 2.54 / 40 ≈ 0.71 pt.
    let pt = size * 72.27 / 2.54 / 40.0 * scale;
    format!(
        "\\node[inner sep=0pt,text={ink},font={font}\\fontsize{{{}}}{{{}}}\\selectfont] at {at} {{{}}};",
        svg::num(pt),
        svg::num(pt * 1.2),
        escape::tex::text(text)
    )
}

/// How opaque node `n`'s board is drawn: as pale as a pruned node (0.4, the SVG's) or
/// a node a step figure has not reached yet (0.3, `gtnotyet`); `None` for the others.
pub fn board_opacity(n: &FigNode) -> Option<f64> {
    if n.phase == Phase::NotYet {
        Some(NOT_YET_OPACITY)
    } else if n.kind == NodeKind::Pruned {
        Some(PRUNED_BOARD_OPACITY)
    } else {
        None
    }
}

/// The opacity of a step figure's parts not reached yet (`gtnotyet`, the SVG's).
const NOT_YET_OPACITY: f64 = 0.3;

/// The opacity of a pruned node's board (the SVG's).
const PRUNED_BOARD_OPACITY: f64 = 0.4;

/// Board `b` as a `tikzpicture` of its own, its top left corner at its origin, at a
/// picture's `scale` ([`scale_of`]) and in `colours`: what a document saves in a box
/// (`\sbox`) for [`Hooks::saved_board`] to draw with `\usebox`.
pub fn board_picture(b: &NodeBoard, scale: f64, colours: &Colours) -> String {
    let at = |x: f64, y: f64| point(x, y, scale);
    let len = |px: f64| decimal(px / PX_PER_CM * scale);
    let place = TikzPlace {
        at: &at,
        len: &len,
        scale,
        overlay: "",
        colours,
    };
    let g = b.geometry();
    format!(
        "\\begin{{tikzpicture}}[x=1cm,y=-1cm]\n\\path[use as bounding box] (0,0) rectangle {};\n{}\\end{{tikzpicture}}",
        at(g.w, g.h),
        board(b, 0.0, 0.0, None, &place)
    )
}

/// The board saved in box `name` ([`board_picture`]) with its top left corner at `at` (a
/// TikZ point), drawn with `opacity`, on Beamer's `overlay`.
fn used_board(name: &str, at: &str, opacity: Option<f64>, overlay: &str) -> String {
    let node = format!(
        "\\node{overlay}[anchor=north west,inner sep=0pt,outer sep=0pt] at {at} {{\\usebox{{{name}}}}};"
    );
    match opacity {
        // The scope's opacity reaches the box's drawing (a node's would fade only
        // its text).
        Some(a) => format!(
            "\\begin{{scope}}[opacity={}]{node}\\end{{scope}}\n",
            decimal(a)
        ),
        None => format!("{node}\n"),
    }
}

/// How [`board`] writes a board: the picture's coordinates and scale.
pub struct TikzPlace<'a> {
    /// A point, px, in the picture's coordinates (`(x,y)`).
    pub at: &'a dyn Fn(f64, f64) -> String,
    /// A length, px, in the picture's centimetres.
    pub len: &'a dyn Fn(f64) -> String,
    /// How much the whole picture is scaled down (text too).
    pub scale: f64,
    /// Beamer's overlay specification for the board's scope (`<3->`), or empty.
    pub overlay: &'a str,
    /// The colours.
    pub colours: &'a Colours,
}

/// The TikZ commands of board `b` with its top left corner at `(x, y)` (px), placed
/// as `place` says, drawn with `opacity` (0 to 1, [`board_opacity`]; `None`: opaque).
/// Colours are given inline (`{rgb,255:red,…}`), so the commands need no definitions.
pub fn board(b: &NodeBoard, x: f64, y: f64, opacity: Option<f64>, place: &TikzPlace) -> String {
    let overlay = place.overlay;
    let mut s = String::new();
    // Beamer takes no overlay specification on a scope: `\only<3->{…}` around it.
    if !overlay.is_empty() {
        let _ = write!(s, "\\only{overlay}{{");
    }
    let _ = writeln!(
        s,
        "\\begin{{scope}}[{}]",
        opacity.map_or(String::new(), |a| format!("opacity={}", decimal(a)))
    );
    for p in prims(b, x, y, place.colours) {
        board_prim(&mut s, p, place);
    }
    s.push_str("\\end{scope}");
    if !overlay.is_empty() {
        s.push('}');
    }
    s.push('\n');
    s
}

/// A colour `#rrggbb` as TikZ's inline `{rgb,255:red,…}`.
fn inline_rgb(c: &str) -> String {
    let v = u32::from_str_radix(c.trim_start_matches('#'), 16).unwrap_or(0);
    format!(
        "{{rgb,255:red,{};green,{};blue,{}}}",
        v >> 16,
        (v >> 8) & 0xff,
        v & 0xff
    )
}

/// Writes one primitive of a board ([`board`]) as a TikZ command.
fn board_prim(s: &mut String, p: Prim, place: &TikzPlace) {
    let (at, len) = (place.at, place.len);
    let rgb = inline_rgb;
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
            let corners = if r > 0.0 {
                format!(",rounded corners={}cm", len(r))
            } else {
                String::new()
            };
            let draw = line.map_or(String::new(), |l| {
                format!(",draw={},line width={}cm", rgb(l), len(0.6))
            });
            let _ = writeln!(
                s,
                "\\path[fill={}{draw}{corners}] {} rectangle {};",
                rgb(fill),
                at(x, y),
                at(x + w, y + h)
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
            let fill = fill.map_or(String::new(), |f| format!("fill={},", rgb(f)));
            let _ = writeln!(
                s,
                "\\path[{fill}draw={},line width={}cm] {} circle[radius={}cm];",
                rgb(line),
                len(width),
                at(x, y),
                len(r)
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
            let _ = writeln!(
                s,
                "\\draw[draw={},line width={}cm,line cap=round] {} -- {};",
                rgb(colour),
                len(width),
                at(x1, y1),
                at(x2, y2)
            );
        }
        Prim::Text {
            x,
            y,
            size,
            text,
            colour,
        } => {
            let ink = rgb(colour);
            let node = tikz_text(&ink, place.scale, at(x, y), size, "", &text);
            let _ = writeln!(s, "{node}");
        }
        Prim::Glyph {
            x,
            y,
            size,
            letter,
            line,
            ..
        } => {
            // The letter, bold and a little smaller than the glyph would be, in
            // the piece's outline colour (dark for both sides: the letter's case
            // tells them apart).
            let letter = letter.encode_utf8(&mut [0; 4]).to_string();
            let ink = rgb(line);
            let node = tikz_text(
                &ink,
                place.scale,
                at(x, y),
                0.7 * size,
                "\\bfseries",
                &letter,
            );
            let _ = writeln!(s, "{node}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_pixels_to_centimetres() {
        assert_eq!(cm(40.0), "1");
        assert_eq!(cm(22.0), "0.55");
    }
}
