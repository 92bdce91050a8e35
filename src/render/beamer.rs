//! `--format beamer`: a complete Beamer document whose one frame reveals the search
//! step by step, one overlay a step ([`super::steps`]: enter a node with its window, a
//! leaf's value, a cut-off with the pruned moves, leave a node with its value), the same
//! steps as the HTML report's replay. The tree is the TikZ figure ([`super::tikz`]),
//! each node and edge given the overlay from which it is shown; the last overlay adds
//! the principal variation and the chosen move. Compiles with `pdflatex`.

use super::escape;
use super::figure::{self, Figure};
use super::steps::{steps, StepKind};
use super::svg::title;
use super::{score_text, shown, RenderOptions};
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

/// The window of a node on entry as the label shows it before its value is known.
fn entry_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> String {
    match shown(rec, rec.node(id), opts).window {
        Some((a, b)) => format!("[{}, {}]", score_text(a), score_text(b)),
        None => "?".to_string(),
    }
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
    // Layout with room for the wider of the two labels of each node.
    let fig: Figure = figure::build_labelled(
        rec,
        NodeIndex::new(0),
        |_| true,
        |id| {
            let value = super::label_text(rec, rec.node(id), opts);
            let entry = entry_label(rec, id, opts);
            if entry.chars().count() > value.chars().count() {
                entry
            } else {
                value
            }
        },
        false,
    );
    let mut body = super::tikz::picture(&fig);
    // Rewrite each node and edge line with its overlay and its two labels.
    let mut lines: Vec<String> = Vec::new();
    let mut node_i = 0usize;
    let mut edge_children = fig
        .nodes
        .iter()
        .enumerate()
        .filter(|(_, c)| c.parent.is_some());
    for line in body.lines() {
        if let Some(rest) = line.strip_prefix("\\node[") {
            let f = &fig.nodes[node_i];
            let id = f.id;
            let from = shown_at[id.index()].max(1);
            let head = rest.split_once(" {").map_or(rest, |(h, _)| h);
            let text = if f.kind == NodeKind::Pruned {
                String::new()
            } else {
                let value = escape::tex::text(&super::label_text(rec, rec.node(id), opts));
                let valued = valued_at[id.index()].max(from);
                if valued > from {
                    let entry = escape::tex::text(&entry_label(rec, id, opts));
                    format!(
                        "\\only<-{}>{{{entry}}}\\only<{valued}->{{{value}}}",
                        valued - 1
                    )
                } else {
                    value
                }
            };
            lines.push(format!("\\node<{from}->[{head} {{{text}}};"));
            node_i += 1;
        } else if let Some(rest) = line.strip_prefix("\\draw[") {
            let (i, _) = edge_children.next().expect("one edge a child");
            let from = shown_at[fig.nodes[i].id.index()].max(1);
            lines.push(format!("\\draw<{from}->[{rest}"));
        } else {
            lines.push(line.to_string());
        }
    }
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
                "\\draw<{last}>[{style}] (n{p}.south) -- (n{i}.north);"
            ));
        }
    }
    lines.push(end);
    body = lines.join("\n");
    let mut s = String::new();
    let _ = writeln!(s, "% gametree: {}", escape::tex::text(&title(rec)));
    let _ = writeln!(
        s,
        "% {} overlays, one a search step. Compile with pdflatex.",
        steps.len()
    );
    s.push_str("\\documentclass{beamer}\n\\usepackage[T1]{fontenc}\n\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n\\setbeamertemplate{navigation symbols}{}\n\\begin{document}\n");
    let _ = writeln!(
        s,
        "\\begin{{frame}}{{{}}}\n\\centering\n\\resizebox{{\\linewidth}}{{!}}{{%\n{body}\n}}\n\\end{{frame}}\n\\end{{document}}",
        escape::tex::text(&title(rec))
    );
    s
}
