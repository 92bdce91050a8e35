//! Graphviz DOT in the look of Kühr's figures: top-down, children left to right; MAX
//! nodes blue boxes, MIN nodes green ellipses (shape tells them apart in black and
//! white too); leaves valued by the evaluation red; terminal positions with a double
//! outline; edges labelled with the move; the chosen move's edge red and the principal
//! variation bold; pruned nodes and edges grey and dashed.

use super::escape;
use super::figure::colour;
use super::{label_text, RenderOptions};
use crate::game::Player;
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;
use std::io::{self, Write};

/// Writes the recording as a DOT digraph.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let title = format!(
        "{} — {}{}",
        rec.meta.game,
        rec.meta.algorithm,
        rec.meta
            .depth
            .map(|d| format!(", depth {d}"))
            .unwrap_or_default()
    );
    writeln!(out, "digraph gametree {{")?;
    writeln!(
        out,
        "  graph [rankdir=TB, ordering=out, nodesep=0.25, ranksep=0.45, fontname=\"Helvetica\", label=\"{}\", labelloc=t];",
        escape::dot::string(&title)
    )?;
    writeln!(
        out,
        "  node [fontname=\"Helvetica\", fontsize=11, style=filled, penwidth=1.2, height=0.3, margin=\"0.06,0.03\"];"
    )?;
    writeln!(
        out,
        "  edge [fontname=\"Helvetica\", fontsize=9, arrowhead=none];"
    )?;
    let pv = rec.pv_nodes();
    let mut on_pv = vec![false; rec.len()];
    for id in &pv {
        on_pv[id.index()] = true;
    }
    for (i, &pv) in on_pv.iter().enumerate() {
        let id = NodeIndex::new(i);
        let n = rec.node(id);
        let (shape, fill, line) = match n.player() {
            Player::Max => ("box", colour::MAX_FILL, colour::MAX_LINE),
            Player::Min => ("ellipse", colour::MIN_FILL, colour::MIN_LINE),
        };
        let mut attrs = vec![
            format!(
                "label=\"{}\"",
                escape::dot::string(&label_text(rec, n, opts))
            ),
            format!("shape={shape}"),
        ];
        match n.kind() {
            NodeKind::Pruned => {
                attrs.push("style=\"dashed\"".into());
                attrs.push(format!("color=\"{}\"", colour::PRUNED));
                attrs.push(format!("fontcolor=\"{}\"", colour::PRUNED));
                attrs.push("width=0.3".into());
            }
            NodeKind::Leaf => {
                attrs.push(format!("fillcolor=\"{}\"", colour::LEAF_FILL));
                attrs.push(format!("color=\"{}\"", colour::LEAF_LINE));
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
        if pv {
            attrs.push("penwidth=2.4".into());
        }
        let mut tip = format!("id {i}, {}", n.player().as_str());
        if let Some(l) = rec.label(id) {
            tip = format!("{l}: {tip}");
        }
        attrs.push(format!("tooltip=\"{}\"", escape::dot::string(&tip)));
        writeln!(out, "  n{i} [{}];", attrs.join(", "))?;
    }
    for e in rec.graph.raw_edges() {
        let (p, c) = (e.source(), e.target());
        let child = rec.node(c);
        let mut attrs = vec![format!(
            "label=\"{}\"",
            escape::dot::string(rec.move_name(c).unwrap_or_default())
        )];
        if child.kind() == NodeKind::Pruned {
            attrs.push("style=dashed".into());
            attrs.push(format!("color=\"{}\"", colour::PRUNED));
            attrs.push(format!("fontcolor=\"{}\"", colour::PRUNED));
        } else if on_pv[c.index()] && on_pv[p.index()] {
            attrs.push("penwidth=2.4".into());
            if p.index() == 0 {
                attrs.push(format!("color=\"{}\"", colour::CHOSEN));
                attrs.push(format!("fontcolor=\"{}\"", colour::CHOSEN));
            }
        }
        writeln!(
            out,
            "  n{} -> n{} [{}];",
            p.index(),
            c.index(),
            attrs.join(", ")
        )?;
    }
    writeln!(out, "}}")?;
    Ok(())
}
