//! Graphviz DOT in the look of Kühr's figures: top-down (or left to right with
//! `--direction right`), children in order; MAX nodes blue boxes, MIN nodes green
//! ellipses (shape tells them apart in black and white too); leaves valued by the
//! evaluation red; terminal positions with a double outline; edges plain lines labelled
//! with the move; the chosen move's edge red and the principal variation bold; pruned
//! nodes and edges grey and dashed.
//!
//! What is drawn is decided by [`model::build()`], as for the SVG and TikZ figures, so
//! the formats agree on the figure options: which nodes `--draw-depth` and `--pruned`
//! leave out, the labels (`--names`, pruned leaves' grey values), which edges show their
//! move (`--edge-labels`) and the title (`--title`); Graphviz lays the drawing out. A
//! subtree `--draw-depth` leaves out is a small triangle below its node; moves
//! `--pruned hide` leaves out are a short grey dashed stub ending in a bar (Graphviz's
//! `tee` arrowhead, its cut mark), the stub's tooltip saying how many.

use crate::record::{NodeKind, Recording};
use crate::render::escape;
use crate::render::model::{self, FigNode, Ink, Outline, Palette};
use crate::render::model::{Direction, RenderOptions};
use petgraph::graph::NodeIndex;
use std::io::{self, Write};

/// The attributes of a drawn node (without the braces).
fn node_attrs(rec: &Recording, f: &FigNode, pal: &Palette) -> Vec<String> {
    let (mut fill, line) = pal.node(f.kind, f.player);
    if f.outline == Outline::Bare {
        // A bare number: the paper behind it, as in the SVG.
        fill = pal.paper;
    }
    // `--style`'s outlines: boxes and ellipses, or AIMA's triangles and bare numbers.
    let shape = match f.outline {
        Outline::Box(_) => "box",
        Outline::Ellipse => "ellipse",
        Outline::Circle => "circle",
        Outline::Up => "triangle",
        Outline::Down => "invtriangle",
        Outline::Bare => "plaintext",
    };
    let mut attrs = vec![
        format!("label=\"{}\"", escape::dot::string(&f.label)),
        format!("shape={shape}"),
    ];
    match f.kind {
        NodeKind::Pruned => {
            attrs.push("style=\"dashed\"".into());
            attrs.push(format!("color=\"{}\"", pal.pruned));
            attrs.push(format!("fontcolor=\"{}\"", pal.pruned));
            attrs.push("width=0.3".into());
        }
        NodeKind::Leaf => {
            attrs.push(format!("fillcolor=\"{fill}\""));
            attrs.push(format!("color=\"{line}\""));
        }
        NodeKind::Terminal => {
            attrs.push(format!("fillcolor=\"{fill}\""));
            attrs.push(format!("color=\"{line}\""));
            attrs.push("peripheries=2".into());
        }
        NodeKind::Interior => {
            attrs.push(format!("fillcolor=\"{fill}\""));
            attrs.push(format!("color=\"{line}\""));
        }
    }
    if f.look().heavy {
        attrs.push("penwidth=2.4".into());
    }
    let mut tip = format!("id {}, {}", f.id.index(), f.player.as_str());
    if let Some(l) = rec.label(f.id) {
        tip = format!("{}: {tip}", crate::render::model::full_label(l));
    }
    attrs.push(format!("tooltip=\"{}\"", escape::dot::string(&tip)));
    attrs
}

/// The attributes of the edge from `p` into `c` (without the braces).
fn edge_attrs(p: &FigNode, c: &FigNode, pal: &Palette) -> Vec<String> {
    let mut attrs = Vec::new();
    if let Some(m) = &c.mv {
        attrs.push(format!("label=\"{}\"", escape::dot::string(&m.text)));
    }
    let labelled = c.mv.is_some();
    let colour_of = |attrs: &mut Vec<String>, colour: &str| {
        attrs.push(format!("color=\"{colour}\""));
        if labelled {
            attrs.push(format!("fontcolor=\"{colour}\""));
        }
    };
    let look = c.edge_look(p);
    if look.dashed {
        attrs.push("style=dashed".into());
    }
    match look.width {
        // Graphviz's penwidth is in points, 1 by default: the figure's px.
        Some(w) => attrs.push(format!("penwidth={w}")),
        None if look.heavy => attrs.push("penwidth=2.4".into()),
        None => {}
    }
    if look.ink != Ink::Ink {
        colour_of(&mut attrs, pal.paint(look.ink, c.kind, c.player));
    }
    attrs
}

/// Writes the recording as a DOT digraph, as the figure options say.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let rankdir = match opts.direction {
        Direction::Down => "TB",
        Direction::Right => "LR",
    };
    let fig = model::whole(rec, opts);
    // The figure's title: one line, as the other formats draw it; none by default.
    let title = fig.title.as_ref().map_or(String::new(), |t| {
        format!(", label=\"{}\", labelloc=t", escape::dot::string(&t.text))
    });
    // Graphviz draws on white, in black: other backgrounds and a light ink (the dark
    // style) are said.
    let background = match fig.background.as_deref() {
        Some("#ffffff") => String::new(),
        Some(c) => format!(", bgcolor=\"{c}\""),
        None => ", bgcolor=transparent".to_string(),
    };
    let light_ink = fig.palette.paper != "#ffffff";
    let ink = |what: &str| {
        if light_ink {
            format!("{what}=\"{}\"", fig.palette.ink)
        } else {
            String::new()
        }
    };
    let (node_ink, edge_ink) = if light_ink {
        (
            format!(", {}", ink("fontcolor")),
            format!(", {}, {}", ink("color"), ink("fontcolor")),
        )
    } else {
        (String::new(), String::new())
    };
    writeln!(out, "digraph gametree {{")?;
    writeln!(
        out,
        "  graph [rankdir={rankdir}, ordering=out, nodesep=0.25, ranksep=0.45, fontname=\"Helvetica\"{title}{background}{}];",
        if light_ink { format!(", {}", ink("fontcolor")) } else { String::new() }
    )?;
    writeln!(
        out,
        "  node [fontname=\"Helvetica\", fontsize=11, style=filled, penwidth=1.2, height=0.3, margin=\"0.06,0.03\"{node_ink}];"
    )?;
    writeln!(
        out,
        "  edge [fontname=\"Helvetica\", fontsize=9, arrowhead=none{edge_ink}];"
    )?;
    write_nodes(rec, &fig, out)?;
    write_edges(rec, &fig, out)?;
    write_extras(&fig, out)?;
    writeln!(out, "}}")?;
    Ok(())
}

/// The nodes of `fig`, and the points the stubs of hidden pruned moves end at.
fn write_nodes(rec: &Recording, fig: &model::Figure, out: &mut dyn Write) -> io::Result<()> {
    for f in &fig.nodes {
        writeln!(
            out,
            "  n{} [{}];",
            f.id.index(),
            node_attrs(rec, f, &fig.palette).join(", ")
        )?;
    }
    for (k, s) in fig.stubs.iter().enumerate() {
        let what = crate::tr!("figure-moves-pruned", count = s.count);
        writeln!(
            out,
            "  stub{k} [label=\"\", shape=point, width=0.02, color=\"{}\", tooltip=\"{}\"];",
            fig.palette.pruned,
            escape::dot::string(&what)
        )?;
    }
    Ok(())
}

/// The edges of `fig`, with the stubs of hidden pruned moves and the marks of undrawn
/// subtrees, each node's in the order of its children.
fn write_edges(rec: &Recording, fig: &model::Figure, out: &mut dyn Write) -> io::Result<()> {
    // A stub stands where the first of its hidden moves was: before the edge into the
    // next drawn sibling (`ordering=out` keeps each node's edges in the file's order).
    let mut stub_before: std::collections::HashMap<NodeIndex, Vec<usize>> = Default::default();
    let mut stubs_last = Vec::new();
    for (k, s) in fig.stubs.iter().enumerate() {
        let next = rec
            .children(fig.nodes[s.parent].id)
            .into_iter()
            .skip_while(|&c| rec.node(c).kind() != NodeKind::Pruned)
            .find(|&c| rec.node(c).kind() != NodeKind::Pruned);
        match next {
            Some(c) => stub_before.entry(c).or_default().push(k),
            None => stubs_last.push(k),
        }
    }
    let stub_edge = |out: &mut dyn Write, k: usize| {
        writeln!(
            out,
            "  n{} -> stub{k} [style=dashed, color=\"{}\", arrowhead=tee, arrowsize=1.0];",
            fig.nodes[fig.stubs[k].parent].id.index(),
            fig.palette.pruned
        )
    };
    for c in &fig.nodes {
        if let Some(p) = c.parent {
            for &k in stub_before.get(&c.id).into_iter().flatten() {
                stub_edge(out, k)?;
            }
            let p = &fig.nodes[p];
            let attrs = edge_attrs(p, c, &fig.palette);
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" [{}]", attrs.join(", "))
            };
            writeln!(out, "  n{} -> n{}{attrs};", p.id.index(), c.id.index())?;
        }
        if c.more.is_some() {
            // The undrawn subtree: a small white triangle one level below.
            writeln!(
                out,
                "  more{0} [label=\"\", shape=triangle, style=solid, width=0.26, height=0.2, color=\"{1}\", penwidth=1, tooltip=\"{2}\"];\n  n{0} -> more{0} [color=\"{1}\", penwidth=1];",
                c.id.index(),
                fig.palette.ink,
                escape::dot::string(&crate::tr!("figure-subtree-not-drawn"))
            )?;
        }
    }
    for k in stubs_last {
        stub_edge(out, k)?;
    }
    Ok(())
}

/// The notes below the figure and the `+N more` marks of `--max-children`.
fn write_extras(fig: &model::Figure, out: &mut dyn Write) -> io::Result<()> {
    // Notes below the figure (a legend of win scores): one text at the bottom.
    let notes: Vec<&str> = fig
        .notes
        .iter()
        .map(|n| n.text.as_str())
        .filter(|t| !t.is_empty())
        .collect();
    if !notes.is_empty() {
        writeln!(
            out,
            "  legend [label=\"{}\", shape=plaintext, style=solid, fontsize=10];\n  {{ rank=sink; legend; }}",
            escape::dot::string(&notes.join(" "))
        )?;
    }
    // `--max-children`: each run of children left out, a text `+N more` on a dotted edge
    // (after the drawn children: Graphviz places them, not the figure's layout).
    for (k, e) in fig.elided.iter().enumerate() {
        writeln!(
            out,
            "  elided{k} [label=\"{}\", shape=plaintext, style=solid, fontcolor=\"{1}\", tooltip=\"{3}\"];\n  n{2} -> elided{k} [style=dotted, color=\"{1}\"];",
            escape::dot::string(&e.text),
            fig.palette.pruned,
            fig.nodes[e.parent].id.index(),
            escape::dot::string(&crate::tr!("figure-children-not-drawn"))
        )?;
    }
    Ok(())
}
