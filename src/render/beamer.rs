//! `--format beamer`: a complete Beamer document whose one frame reveals the search
//! step by step, one overlay a step ([`super::steps`]: enter a node with its window, a
//! leaf's value, a cut-off with the pruned moves, leave a node with its value), the same
//! steps as the HTML report's replay. The tree is the TikZ figure ([`super::tikz`]),
//! each node and edge given the overlay from which it is shown; the last overlay adds
//! the principal variation and the chosen move. Compiles with `pdflatex`.

use super::escape;
use super::figure::{self, Figure};
use super::steps::{entry_label, steps, StepKind};
use super::svg::title;
use super::tikz::Part;
use super::RenderOptions;
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The most nodes a Beamer figure draws by default: every overlay typesets the whole
/// tree again, so pdflatex's time grows with nodes × steps (60 nodes, about 100
/// overlays, compile in well under a minute).
pub const MAX_BEAMER_NODES: usize = 60;

/// Writes the recording as a Beamer document with one overlay a search step.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(document(rec, opts).as_bytes())
}

/// The Beamer document.
pub fn document(rec: &Recording, opts: &RenderOptions) -> String {
    let steps = steps(rec);
    // Overlay numbers (1-based) at which each node appears and gets its final label.
    let n = rec.len();
    let (mut shown_at, mut valued_at) = (vec![0usize; n], vec![0usize; n]);
    for (i, s) in steps.iter().enumerate() {
        let k = i + 1;
        let id = s.node.index();
        match s.kind {
            StepKind::Enter => shown_at[id] = k,
            StepKind::Leaf => {
                shown_at[id] = k;
                valued_at[id] = k;
            }
            StepKind::Leave => valued_at[id] = k,
            StepKind::Cutoff => {
                // The pruned moves (and what the recording keeps below them) appear.
                let mut stack = rec.children(s.node);
                while let Some(c) = stack.pop() {
                    if rec.node(c).kind() == NodeKind::Pruned && shown_at[c.index()] == 0 {
                        shown_at[c.index()] = k;
                        stack.extend(rec.children(c));
                    }
                }
            }
        }
    }
    let last = steps.len().max(1);
    // Layout with room for the wider of the two labels of each node, and the figure
    // options (the title goes to the frame).
    let fig_opts = RenderOptions {
        title: None,
        ..opts.clone()
    };
    let values = super::pruned::leaf_values(rec);
    let fig: Figure = figure::build_custom(
        rec,
        &fig_opts,
        NodeIndex::new(0),
        |_| true,
        |id| {
            let value = figure::node_label(rec, id, &fig_opts, &values);
            let entry = entry_label(rec, id, opts);
            if entry.chars().count() > value.chars().count() {
                entry
            } else {
                value
            }
        },
        false,
    );
    // The overlay from which each part is shown: a node and the edge into it when the
    // search reaches it, a stub of hidden pruned moves at the cut-off that prunes them.
    let from_node = |i: usize| shown_at[fig.nodes[i].id.index()].max(1);
    let overlay = |part: Part| {
        let from = match part {
            Part::Title => 1,
            Part::Edge(i) | Part::Node(i) => from_node(i),
            Part::Stub(k) => {
                let parent = fig.nodes[fig.stubs[k].parent].id;
                rec.children(parent)
                    .into_iter()
                    .find(|&c| rec.node(c).kind() == NodeKind::Pruned)
                    .map_or(1, |c| shown_at[c.index()].max(1))
            }
        };
        format!("<{from}->")
    };
    // A node's label: its window until its value is known, then the value.
    let text = |i: usize| {
        let f = &fig.nodes[i];
        let id = f.id;
        if f.kind == NodeKind::Pruned {
            return Some(escape::tex::text(&f.label));
        }
        let from = from_node(i);
        let value = escape::tex::text(&figure::node_label(rec, id, &fig_opts, &values));
        let valued = valued_at[id.index()].max(from);
        Some(if valued > from {
            let entry = escape::tex::text(&entry_label(rec, id, opts));
            format!(
                "\\only<-{}>{{{entry}}}\\only<{valued}->{{{value}}}",
                valued - 1
            )
        } else {
            value
        })
    };
    let body = super::tikz::picture_with(&fig, &overlay, &text);
    let mut lines: Vec<String> = body.lines().map(str::to_string).collect();
    // The last overlay: the principal variation bold, the chosen move red.
    let pv = rec.pv_nodes();
    let mut on_pv = vec![false; n];
    for id in &pv {
        on_pv[id.index()] = true;
    }
    // Every overlay keeps the whole tree's bounding box, so the picture does not move
    // or grow while nodes appear.
    let scale = (fig.width / 40.0).max(0.001);
    if let Some(i) = lines.iter().position(|l| l.starts_with("\\tikzset")) {
        lines.insert(
            i,
            format!(
                "\\path[use as bounding box] (0,0) rectangle ({:.3},{:.3});",
                scale.min(400.0),
                (fig.height / 40.0).max(0.001)
            ),
        );
    }
    let end = lines.pop().unwrap_or_default(); // \end{tikzpicture}
    for (i, c) in fig.nodes.iter().enumerate() {
        let Some(p) = c.parent else { continue };
        if on_pv[c.id.index()] && on_pv[fig.nodes[p].id.index()] {
            let style = if p == 0 {
                "gtchosenedge"
            } else {
                "gtedge,gtpvedge"
            };
            lines.push(format!(
                "\\draw<{last}>[{style}] {};",
                super::tikz::edge_path(&fig, i)
            ));
        }
    }
    lines.push(end);
    let body = lines.join("\n");
    let frame_title = opts.title.clone().unwrap_or_else(|| title(rec));
    let mut s = String::new();
    let _ = writeln!(s, "% gametree: {}", escape::tex::text(&title(rec)));
    let _ = writeln!(
        s,
        "% {} overlays, one a search step. Compile with pdflatex.",
        steps.len()
    );
    // 10 pt: \footnotesize is then the 8 pt the layout measures its labels for
    // (Beamer's default 11 pt makes them wider than their nodes).
    s.push_str("\\documentclass[10pt]{beamer}\n\\usepackage[T1]{fontenc}\n\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n\\setbeamertemplate{navigation symbols}{}\n\\begin{document}\n");
    let _ = writeln!(
        s,
        "\\begin{{frame}}{{{}}}\n\\centering\n\\resizebox{{\\linewidth}}{{!}}{{%\n{body}\n}}\n\\end{{frame}}\n\\end{{document}}",
        escape::tex::text(&frame_title)
    );
    s
}
