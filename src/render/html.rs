//! `--format html`: one self-contained report file (askama template, CSS and JS
//! embedded in the binary, no network access). The tree is drawn as inline SVG with
//! zoom and pan; subtrees collapse and expand on click; a position panel shows each
//! node's board; the search can be replayed step by step in visit order; a summary and
//! a legend explain the figure; a print style sheet prints the tree alone.
//!
//! Large recordings stay usable: every node's data is included in compact columns, but
//! only the top levels (at most [`INITIAL_NODES`] nodes) are drawn at first; the rest
//! expand on demand. The first drawing uses our Rust layout ([`super::layout`]); the
//! report re-lays out with a JavaScript port of it after expanding or collapsing.

use super::figure;
use super::{LabelKind, RenderOptions};
use crate::game::picture::{Layout, LayoutFn};
use crate::game::{Score, INF};
use crate::record::{Bound, NodeKind, Recording, NO_SYM};
use askama::Template;
use petgraph::graph::NodeIndex;
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{self, Write};

/// The most nodes drawn when the report opens (whole levels from the root).
pub const INITIAL_NODES: usize = 1500;

/// The most children of one node the report draws; the rest are counted in a
/// `+k more` mark (a node with 200,000 children would otherwise stall the browser).
pub const CHILD_CAP: usize = 1000;

#[derive(Template)]
#[template(path = "report.html", escape = "html")]
struct Report<'a> {
    title: &'a str,
    version: &'a str,
    css: &'a str,
    js: &'a str,
    data: &'a str,
}

fn score(v: Option<Score>) -> Value {
    match v {
        None => Value::Null,
        Some(INF) => json!("inf"),
        Some(v) if v == -INF => json!("-inf"),
        Some(v) => json!(v),
    }
}

fn sym(s: u32) -> i64 {
    if s == NO_SYM {
        -1
    } else {
        s as i64
    }
}

#[derive(Serialize)]
struct Columns {
    n: usize,
    names: Vec<String>,
    parent: Vec<i64>,
    mv: Vec<i64>,
    lab: Vec<i64>,
    ply: Vec<u32>,
    player: Vec<u8>,
    kind: Vec<u8>,
    alpha: Vec<Value>,
    beta: Vec<Value>,
    value: Vec<Value>,
    bound: Vec<u8>,
    cutoff: Vec<u8>,
    /// The search's marks per node, as text ("" when none): re-search, quiescence,
    /// group, pass, the table's probe and store. Empty when no node has one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    marks: Vec<String>,
    board: Vec<i64>,
    /// The layout the position panel reads every node's board diagram with
    /// ([`crate::game::picture::Layout`]). Absent without boards or a layout.
    #[serde(skip_serializing_if = "Option::is_none")]
    layout: Option<Layout>,
    pv: Vec<usize>,
    values: &'static str,
    label: &'static str,
    meta: Value,
    init: Value,
}

/// The deepest ply whose levels together hold at most [`INITIAL_NODES`] nodes.
fn initial_depth(rec: &Recording) -> u32 {
    let mut per_ply: Vec<usize> = Vec::new();
    for n in rec.graph.node_weights() {
        let p = n.ply() as usize;
        if per_ply.len() <= p {
            per_ply.resize(p + 1, 0);
        }
        per_ply[p] += 1;
    }
    let mut total = 0;
    let mut depth = 0;
    for (p, &c) in per_ply.iter().enumerate() {
        total += c;
        if total > INITIAL_NODES && p > 0 {
            break;
        }
        depth = p as u32;
    }
    depth
}

/// The report's data: the recording in columns plus the first drawing's layout.
fn data(rec: &Recording, opts: &RenderOptions, layouts: Option<LayoutFn>) -> String {
    let n = rec.len();
    // One layout for the whole recording, from its first board (all of one game).
    let sample = rec.boards.iter().find_map(|&s| rec.name(s));
    let layout = layouts.zip(sample).and_then(|(f, d)| f(d));
    let mut c = Columns {
        n,
        names: rec.names.clone(),
        parent: vec![-1; n],
        mv: Vec::with_capacity(n),
        lab: Vec::with_capacity(n),
        ply: Vec::with_capacity(n),
        player: Vec::with_capacity(n),
        kind: Vec::with_capacity(n),
        alpha: Vec::with_capacity(n),
        beta: Vec::with_capacity(n),
        value: Vec::with_capacity(n),
        bound: Vec::with_capacity(n),
        cutoff: Vec::with_capacity(n),
        marks: Vec::with_capacity(n),
        board: rec.boards.iter().map(|&s| sym(s)).collect(),
        layout,
        pv: rec.pv_nodes().iter().map(|id| id.index()).collect(),
        values: opts.view().as_str(),
        label: match opts.label {
            // The report has no exercise-sheet mode; it shows values instead.
            LabelKind::Value | LabelKind::Blank => "value",
            LabelKind::Window => "window",
            LabelKind::Triple => "triple",
            LabelKind::Bound => "bound",
        },
        meta: Value::Null,
        init: Value::Null,
    };
    for e in rec.graph.raw_edges() {
        c.parent[e.target().index()] = e.source().index() as i64;
    }
    for node in rec.graph.node_weights() {
        c.mv.push(sym(node.move_sym()));
        c.lab.push(sym(node.label_sym()));
        c.ply.push(node.ply());
        c.player
            .push(u8::from(node.player() == crate::game::Player::Min));
        c.kind.push(match node.kind() {
            NodeKind::Interior => 0,
            NodeKind::Leaf => 1,
            NodeKind::Terminal => 2,
            NodeKind::Pruned => 3,
        });
        let w = node.window();
        c.alpha.push(score(w.map(|w| w.0)));
        c.beta.push(score(w.map(|w| w.1)));
        c.value.push(score(node.value()));
        c.bound.push(match node.bound() {
            None => 0,
            Some(Bound::Exact) => 1,
            Some(Bound::Lower) => 2,
            Some(Bound::Upper) => 3,
        });
        c.cutoff.push(u8::from(node.cutoff()));
    }
    for i in 0..n {
        let id = petgraph::graph::NodeIndex::new(i);
        let node = rec.node(id);
        let mut m: Vec<String> = Vec::new();
        if node.group() {
            m.push("group node: the searches below are of the root position".into());
        }
        if let Some(p) = rec.pass_of(id) {
            m.push(format!("MTD(f) pass {}", p + 1));
        }
        if let Some(it) = rec.iteration_of(id) {
            m.push(format!("iteration {}", it + 1));
        }
        if node.research() {
            m.push("re-search after the scout failed high".into());
        }
        if node.quiescence() {
            m.push("quiescence search".into());
        }
        if let Some(p) = node.probe() {
            m.push(format!(
                "table probe: {}",
                match p {
                    crate::record::Probe::Miss => "miss",
                    crate::record::Probe::Hit => "hit",
                    crate::record::Probe::Narrowed => "narrowed the window",
                    crate::record::Probe::Cutoff => "settled the node",
                }
            ));
        }
        if let Some(b) = node.store() {
            m.push(format!(
                "stored {}",
                match b {
                    Bound::Exact => "exact value",
                    Bound::Lower => "lower bound",
                    Bound::Upper => "upper bound",
                }
            ));
        }
        c.marks.push(m.join("; "));
    }
    if c.marks.iter().all(String::is_empty) {
        c.marks.clear();
    }
    c.meta = super::json::header_value(rec);
    let depth = initial_depth(rec);
    // Each node's place among its siblings, for the child cap.
    let mut rank = vec![0usize; n];
    let mut seen = vec![0usize; n];
    for e in rec.graph.raw_edges() {
        let (p, c) = (e.source().index(), e.target().index());
        rank[c] = seen[p];
        seen[p] += 1;
    }
    let fig = if n == 0 {
        None
    } else {
        Some(figure::build_report(rec, opts, NodeIndex::new(0), |id| {
            rec.node(id).ply() <= depth && rank[id.index()] < CHILD_CAP
        }))
    };
    c.init = json!({
        "depth": depth,
        "child_cap": CHILD_CAP,
        "x": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.x).collect::<Vec<_>>()).unwrap_or_default(),
        "w": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.w).collect::<Vec<_>>()).unwrap_or_default(),
        "width": fig.as_ref().map_or(0.0, |f| f.width),
    });
    let text = serde_json::to_string(&c).unwrap_or_else(|_| "{}".into());
    super::escape::html::script_json(&text)
}

/// Renders an askama template into a string. The pages' values are strings and
/// numbers, whose formatting cannot fail, and askama fails only when a value's
/// formatting does; should one ever fail, the page is cut short there.
pub fn to_string(page: &impl Template) -> String {
    let mut s = String::new();
    let _ = page.render_into(&mut s);
    s
}

/// Writes the recording as a self-contained HTML report.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    write_with_layouts(rec, opts, None, out)
}

/// Writes the report with the position panel drawing each node's board: `layouts`
/// gives the layout that reads the recorded board diagrams into pictures
/// ([`crate::game::picture`]; the game's, from the registry). Without it the panel
/// stays empty.
///
/// # Errors
/// The writer's.
pub fn write_with_layouts(
    rec: &Recording,
    opts: &RenderOptions,
    layouts: Option<LayoutFn>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let title = super::svg::title(rec);
    let data = data(rec, opts, layouts);
    let report = Report {
        title: &title,
        version: env!("CARGO_PKG_VERSION"),
        css: include_str!("../../templates/report.css"),
        js: include_str!("../../templates/report.js"),
        data: &data,
    };
    let html = report.render().map_err(io::Error::other)?;
    out.write_all(html.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_escapes_with_the_html_escaper() {
        let page = Report {
            title: "<b>&'\"",
            version: "0",
            css: "",
            js: "",
            data: "{}",
        }
        .render()
        .unwrap();
        assert!(
            page.contains("<title>&lt;b&gt;&amp;&#39;&quot;</title>"),
            "{page}"
        );
    }
}
