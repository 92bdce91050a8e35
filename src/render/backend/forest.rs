//! `--format forest`: the figure as a LaTeX `forest` tree — the bracket syntax
//! lecturers edit by hand (`[3, max [3, min [3] [12] [8]] …]`), laid out by `forest`
//! itself rather than by our layout. It shows what the SVG shows: the same labels
//! (`--label`, `--values`, bounds with ≥ and ≤), the same colours and shapes
//! (`--style`, the TikZ figure's styles), pruned moves dashed and grey with a cut mark
//! (`∥` across the edge), hidden pruned moves as a stub, undrawn subtrees as a small
//! triangle, `+N more` where `--max-children` leaves children out, the principal
//! variation bold and the chosen move red. The output compiles on its own with
//! `pdflatex` (`standalone`, `forest`); all text is escaped for LaTeX.

use super::tikz;
use crate::game::Player;
use crate::record::{NodeKind, Recording};
use crate::render::escape;
use crate::render::model::title;
use crate::render::model::{self, FigNode, Figure, Outline};
use crate::render::model::{Direction, RenderOptions};
use std::fmt::Write as _;
use std::io::{self, Write};

/// Node `n`'s TikZ style in the forest (the TikZ figure's style names, without sizes:
/// forest sizes nodes by their text).
fn style(n: &FigNode, paper: &str) -> String {
    let mut s = String::from(match (n.player, n.outline) {
        (_, Outline::Bare) => "gtbare",
        (_, Outline::Up) => "gtmaxtriangle",
        (_, Outline::Down) => "gtmintriangle",
        (Player::Max, _) => "gtmax",
        (Player::Min, _) => "gtmin",
        (Player::Chance, _) => "gtchance",
    });
    match (n.kind, n.outline) {
        // A pruned leaf that keeps its value in AIMA's style: a grey number.
        (NodeKind::Pruned, Outline::Bare) => s.push_str(",text=gtpruned"),
        (NodeKind::Pruned, _) => s.push_str(",gtpruned"),
        (NodeKind::Leaf, Outline::Up | Outline::Down | Outline::Bare) => {}
        (NodeKind::Leaf, _) => s.push_str(",gtleaf"),
        (NodeKind::Terminal, Outline::Box(_) | Outline::Ellipse | Outline::Circle) => {
            s.push_str(",gtterminal")
        }
        _ => {}
    }
    if n.outline == Outline::Bare {
        let _ = write!(s, ",fill={paper}");
    }
    // A node without a label (a game's pruned move) keeps a node's size.
    if n.label.is_empty() && !matches!(n.outline, Outline::Up | Outline::Down) {
        s.push_str(",minimum width=12pt");
    }
    if n.pv {
        s.push_str(",gtpv");
    }
    s
}

/// The forest options of the edge into `c` (from `p`): its style, the move label (a
/// label of the child just before it, where the edge arrives, as the SVG's label
/// band), the cut mark of a pruned move.
fn edge(p: &FigNode, c: &FigNode, direction: Direction) -> String {
    let style = if c.kind == NodeKind::Pruned {
        "gtprunededge"
    } else if c.chosen {
        "gtchosenedge"
    } else if c.pv && p.pv {
        "gtedge,gtpvedge"
    } else {
        "gtedge"
    };
    let mut label = String::new();
    let mut move_label = String::new();
    if let Some(m) = &c.mv {
        let colour = if c.kind == NodeKind::Pruned {
            ",text=gtpruned"
        } else if c.chosen {
            ",text=gtchosen"
        } else {
            ""
        };
        let side = match direction {
            Direction::Down => "above",
            Direction::Right => "left",
        };
        let _ = write!(
            move_label,
            ", label={{[gtmove{colour},label distance=1pt]{side}:{{{}}}}}",
            escape::tex::text(&m.text)
        );
    }
    if c.cut.is_some() {
        label.push_str("node[gtcutmark]{$\\parallel$}");
    }
    // A Monte Carlo tree search's edge as wide as its visits (px to pt as the TikZ
    // figure's: 1 px 0.4 pt, 2.4 px 1.2 pt).
    let width = c.edge_width.map_or(String::new(), |w| {
        format!(",line width={}pt", tikz::decimal(w / 2.0))
    });
    let mut s = format!(", edge={{{style}{width}}}");
    if !label.is_empty() {
        let _ = write!(s, ", edge label={{{label}}}");
    }
    s.push_str(&move_label);
    s
}

/// Forest's `s sep` for a node whose children are `kids`, drawn down the page: room
/// for their move labels, which sit just above them and may be wider than they are
/// (widths from our metrics, whose DejaVu Sans is wider than LaTeX's fonts, so the
/// room is enough); empty where the default is.
fn sibling_space(fig: &Figure, kids: &[usize]) -> String {
    if fig.direction != Direction::Down {
        return String::new();
    }
    // A label's half width; the nodes' own widths in LaTeX are not known here, so the
    // labels alone are kept apart.
    let half = |i: usize| {
        fig.nodes[i]
            .mv
            .as_ref()
            .map_or(0.0, |m| m.w / 2.0 + model::HALO)
    };
    let need = kids
        .windows(2)
        .map(|w| half(w[0]) + half(w[1]) + 4.0)
        .fold(0.0, f64::max)
        * 0.75;
    let mut s = String::new();
    if need > SIBLING_SEP {
        let _ = write!(s, ", s sep={need:.1}pt");
    }
    // A wide fan gets a taller level, so that its edges are not too flat to read.
    if kids.len() > 4 {
        let _ = write!(s, ", l sep={}pt", (18 + 4 * (kids.len() - 4)).min(64));
    }
    s
}

/// Forest's distance between siblings by default, pt.
const SIBLING_SEP: f64 = 10.0;

/// Writes node `i` of `fig` and its subtree in bracket syntax, indented by its depth.
fn subtree(
    fig: &Figure,
    children: &[Vec<usize>],
    extras: &[Vec<String>],
    i: usize,
    depth: usize,
    paper: &str,
    out: &mut String,
) {
    let n = &fig.nodes[i];
    let indent = "  ".repeat(depth + 1);
    let edge = n
        .parent
        .map_or(String::new(), |p| edge(&fig.nodes[p], n, fig.direction));
    let _ = write!(
        out,
        "{indent}[{{{}}}, {}{edge}{}",
        escape::tex::text(&n.label),
        style(n, paper),
        sibling_space(fig, &children[i])
    );
    if children[i].is_empty() && extras[i].is_empty() {
        out.push_str("]\n");
        return;
    }
    out.push('\n');
    for &c in &children[i] {
        subtree(fig, children, extras, c, depth + 1, paper, out);
    }
    for e in &extras[i] {
        let _ = writeln!(out, "{indent}  {e}");
    }
    let _ = writeln!(out, "{indent}]");
}

/// The colours and TikZ styles of a figure's forest (the TikZ figure's, and the shapes
/// forest needs beyond them), for the preamble: in the document's body their line
/// breaks would be spaces around the tree.
pub fn styles(fig: &Figure) -> String {
    let paper = tikz::paper_name(fig);
    let mut s = tikz::styles_for(fig, 1.0);
    let _ = writeln!(
        s,
        "\\tikzset{{\n  gtbare/.style={{draw=none,inner sep=2pt,text=gtink}},\n  gtmaxtriangle/.style={{gtnode,regular polygon,regular polygon sides=3,inner sep=0pt,minimum size=24pt,draw=gtmaxline,fill=gtmaxfill}},\n  gtmintriangle/.style={{gtmaxtriangle,shape border rotate=180,draw=gtminline,fill=gtminfill}},\n  gtstub/.style={{draw=none,inner sep=0pt,minimum size=0pt}},\n  gtelided/.style={{draw=none,text=gtpruned,font=\\footnotesize\\itshape}},\n  gtundrawn/.style={{draw=gtink,fill={paper},regular polygon,regular polygon sides=3,inner sep=0pt,minimum size=7pt}},\n  gtcutmark/.style={{pos=0.5,sloped,inner sep=0pt,text=gtink,font=\\footnotesize}}\n}}"
    );
    s
}

/// The `forest` environment of a figure (its [`styles`] go into the preamble): the
/// tree in bracket syntax, then its title above and its notes (a legend) below.
pub fn forest(fig: &Figure) -> String {
    let mut s = String::new();
    if fig.nodes.is_empty() {
        return "\\begin{forest}\n  [{}]\n\\end{forest}\n".into();
    }
    let paper = tikz::paper_name(fig);
    let mut children = vec![Vec::new(); fig.nodes.len()];
    for (i, n) in fig.nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            children[p].push(i);
        }
    }
    // What stands among a node's children besides them: a stub of hidden pruned
    // moves, `+N more`, the triangle of an undrawn subtree.
    let mut extras = vec![Vec::new(); fig.nodes.len()];
    for stub in &fig.stubs {
        extras[stub.parent].push(
            "[{}, gtstub, edge={gtprunededge}, edge label={node[gtcutmark]{$\\parallel$}}]"
                .to_string(),
        );
    }
    for e in &fig.elided {
        extras[e.parent].push(format!(
            "[{{{}}}, gtelided, edge={{gtprunededge,dotted}}]",
            escape::tex::text(&e.text)
        ));
    }
    for (i, n) in fig.nodes.iter().enumerate() {
        if n.more.is_some() {
            extras[i].push("[{}, gtundrawn, edge={gtedge}]".to_string());
        }
    }
    s.push_str("\\begin{forest}\n");
    // A background other than white paper: TikZ's background rectangle around the
    // whole drawn tree (the backgrounds library).
    if let Some(c) = fig.background.as_deref().filter(|&c| c != "#ffffff") {
        let _ = writeln!(
            s,
            "  begin draw/.code={{\\definecolor{{gtbackground}}{{HTML}}{{{}}}\\begin{{tikzpicture}}[show background rectangle,background rectangle/.style={{fill=gtbackground,draw=none}},inner frame sep=6pt]}},",
            c.trim_start_matches('#').to_uppercase()
        );
    }
    let grow = match fig.direction {
        Direction::Down => ", parent anchor=south, child anchor=north",
        Direction::Right => {
            ", grow'=0, l sep=16pt, s sep=4pt, parent anchor=east, child anchor=west"
        }
    };
    let _ = writeln!(
        s,
        "  for tree={{gtnode, inner xsep=3pt, l sep=18pt, s sep=10pt, edge={{gtedge}}{grow}}},"
    );
    let mut tree = String::new();
    subtree(fig, &children, &extras, 0, 0, paper, &mut tree);
    s.push_str(&tree);
    let pal = &fig.palette;
    if let Some(t) = &fig.title {
        let _ = writeln!(
            s,
            "\\node[gttitle,anchor=south] at ([yshift=6pt]current bounding box.north) {{{}}};",
            escape::tex::text(&t.text)
        );
    }
    for note in fig.notes.iter().filter(|n| !n.text.is_empty()) {
        let _ = writeln!(
            s,
            "\\node[text=gtink,font=\\small,anchor=north] at ([yshift=-6pt]current bounding box.south) {{{}}};",
            escape::tex::text(&note.text)
        );
    }
    let _ = pal;
    s.push_str("\\end{forest}\n");
    s
}

/// A standalone LaTeX document of a figure as a forest; `title` goes into a comment.
pub fn document(fig: &Figure, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "% gametree: {}",
        escape::tex::text(&escape::comment::line(title))
    );
    s.push_str(
        "% Compile with pdflatex; edit the tree between \\begin{forest} and \\end{forest}.\n\
         % In another document: \\usepackage{forest}, \\usetikzlibrary{shapes.geometric,backgrounds}\n\
         % and the colours and styles below in its preamble, then the forest environment.\n",
    );
    let border = match fig.background.as_deref() {
        Some(c) if c != "#ffffff" => "0pt",
        _ => "4pt",
    };
    let _ = writeln!(
        s,
        "\\documentclass[border={border}]{{standalone}}\n\\usepackage[T1]{{fontenc}}\n{}\\usepackage{{forest}}\n\\usetikzlibrary{{shapes.geometric,backgrounds}}",
        super::tikz::LATIN_MODERN
    );
    if !fig.nodes.is_empty() {
        s.push_str(&styles(fig));
    }
    s.push_str("\\begin{document}\n");
    s.push_str(&forest(fig));
    s.push_str("\\end{document}\n");
    escape::tex::with_cyrillic(s)
}

/// Writes the whole recording as a standalone `forest` document.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let fig = model::whole(rec, opts);
    out.write_all(document(&fig, &title(rec)).as_bytes())
}
