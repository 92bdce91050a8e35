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
use crate::game::picture::LayoutFn;
use crate::game::Score;
use crate::record::{Bound, NodeKind, Recording, NO_SYM};
use askama::Template;
use petgraph::graph::NodeIndex;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::json;
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

fn sym(s: u32) -> i64 {
    if s == NO_SYM {
        -1
    } else {
        s as i64
    }
}

/// One column of the report's data, serialized straight from the recording (one value
/// per node, in id order) instead of being collected first: the report of millions of
/// nodes must not hold its data twice.
struct Column<T: Serialize, F: Fn(NodeIndex) -> T> {
    n: usize,
    value: F,
}

impl<T: Serialize, F: Fn(NodeIndex) -> T> Serialize for Column<T, F> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((0..self.n).map(|i| (self.value)(NodeIndex::new(i))))
    }
}

/// A column of `rec`'s nodes: `value` of each.
fn column<T: Serialize, F: Fn(NodeIndex) -> T>(rec: &Recording, value: F) -> Column<T, F> {
    Column {
        n: rec.len(),
        value,
    }
}

/// The search's marks on a node, as text ("" when none): re-search, quiescence, group,
/// pass, iteration, the table's probe and store.
fn marks(rec: &Recording, id: NodeIndex) -> String {
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
    if node.probing() {
        m.push("Star2 probe: the first move only, for a bound; searched in full later".into());
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
    m.join("; ")
}

/// Whether any node has a mark ([`marks`]; a node without one allocates nothing).
fn any_marks(rec: &Recording) -> bool {
    (0..rec.len()).any(|i| !marks(rec, NodeIndex::new(i)).is_empty())
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

/// Writes the report's data (the recording in columns plus the first drawing's
/// layout) as JSON to `out`, column by column from the recording.
fn write_data(
    rec: &Recording,
    opts: &RenderOptions,
    layouts: Option<LayoutFn>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let n = rec.len();
    // One layout for the whole recording, from its first board (all of one game).
    let sample = rec.boards.iter().find_map(|&s| rec.name(s));
    let layout = layouts.zip(sample).and_then(|(f, d)| f(d));
    let mut parent = vec![-1i64; n];
    for e in rec.graph.raw_edges() {
        parent[e.target().index()] = e.source().index() as i64;
    }
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
    drop((rank, seen));
    let node = |id: NodeIndex| rec.node(id);
    // `null`, a number, or "inf" / "-inf", as in the JSON recording.
    let score = |v: Option<Score>| v.map(super::json::JsonScore);
    let init = json!({
        "depth": depth,
        "child_cap": CHILD_CAP,
        "x": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.x).collect::<Vec<_>>()).unwrap_or_default(),
        "w": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.w).collect::<Vec<_>>()).unwrap_or_default(),
        "width": fig.as_ref().map_or(0.0, |f| f.width),
    });
    let label = match opts.label {
        // The report has no exercise-sheet mode; it shows values instead.
        LabelKind::Value | LabelKind::Blank => "value",
        LabelKind::Window => "window",
        LabelKind::Triple => "triple",
        LabelKind::Bound => "bound",
    };
    let pv: Vec<usize> = rec.pv_nodes().iter().map(|id| id.index()).collect();
    let board: Vec<i64> = rec.boards.iter().map(|&s| sym(s)).collect();
    // The columns templates/report.js reads, in this order.
    // serde_json writes a token at a time: they are gathered in 64 KiB chunks before
    // the escaping writer scans them, and its output is buffered again for the runs
    // around each escape.
    let escaped = super::escape::html::ScriptJson::new(io::BufWriter::with_capacity(1 << 16, out));
    let mut w = io::BufWriter::with_capacity(1 << 16, escaped);
    let mut ser = serde_json::Serializer::new(&mut w);
    // io::Error::from keeps a write's own error (a closed pipe stays BrokenPipe).
    let mut m = ser.serialize_map(None).map_err(io::Error::from)?;
    let result = (|| {
        m.serialize_entry("n", &n)?;
        m.serialize_entry("names", &rec.names)?;
        m.serialize_entry("parent", &parent)?;
        m.serialize_entry("mv", &column(rec, |id| sym(node(id).move_sym())))?;
        m.serialize_entry("lab", &column(rec, |id| sym(node(id).label_sym())))?;
        m.serialize_entry("ply", &column(rec, |id| node(id).ply()))?;
        // 0 MAX, 1 MIN, 2 CHANCE.
        m.serialize_entry(
            "player",
            &column(rec, |id| match node(id).player() {
                crate::game::Player::Max => 0u8,
                crate::game::Player::Min => 1,
                crate::game::Player::Chance => 2,
            }),
        )?;
        // Each move's probability out of a chance node (a name, -1 for none); absent
        // without chance nodes.
        if !rec.probabilities.is_empty() {
            m.serialize_entry(
                "prob",
                &column(rec, |id| sym(rec.probabilities[id.index()])),
            )?;
        }
        m.serialize_entry(
            "kind",
            &column(rec, |id| match node(id).kind() {
                NodeKind::Interior => 0u8,
                NodeKind::Leaf => 1,
                NodeKind::Terminal => 2,
                NodeKind::Pruned => 3,
            }),
        )?;
        m.serialize_entry(
            "alpha",
            &column(rec, |id| score(node(id).window().map(|w| w.0))),
        )?;
        m.serialize_entry(
            "beta",
            &column(rec, |id| score(node(id).window().map(|w| w.1))),
        )?;
        m.serialize_entry("value", &column(rec, |id| score(node(id).value())))?;
        m.serialize_entry(
            "bound",
            &column(rec, |id| match node(id).bound() {
                None => 0u8,
                Some(Bound::Exact) => 1,
                Some(Bound::Lower) => 2,
                Some(Bound::Upper) => 3,
            }),
        )?;
        m.serialize_entry("cutoff", &column(rec, |id| u8::from(node(id).cutoff())))?;
        // The search's marks per node ("" when none); absent when no node has one.
        if any_marks(rec) {
            m.serialize_entry("marks", &column(rec, |id| marks(rec, id)))?;
        }
        m.serialize_entry("board", &board)?;
        // The layout the position panel reads every board diagram with; absent
        // without boards or a layout.
        if let Some(l) = &layout {
            m.serialize_entry("layout", l)?;
        }
        m.serialize_entry("pv", &pv)?;
        m.serialize_entry("values", opts.view().as_str())?;
        m.serialize_entry("label", label)?;
        m.serialize_entry("meta", &super::json::header_value(rec))?;
        m.serialize_entry("init", &init)
    })();
    result.and_then(|()| m.end()).map_err(io::Error::from)?;
    let escaped = w.into_inner().map_err(|e| e.into_error())?;
    escaped.into_inner().flush()
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
    // The page around its data, which is written into it as it is made: a report of
    // millions of nodes is never held in memory whole.
    let report = Report {
        title: &title,
        version: env!("CARGO_PKG_VERSION"),
        css: include_str!("../../templates/report.css"),
        js: include_str!("../../templates/report.js"),
        data: DATA_MARK,
    };
    let html = report.render().map_err(io::Error::other)?;
    // The data comes after the titles (user text, escaped), before our own script.
    let (before, after) = html
        .rsplit_once(DATA_MARK)
        .ok_or_else(|| io::Error::other("the report template has no data"))?;
    out.write_all(before.as_bytes())?;
    write_data(rec, opts, layouts, out)?;
    out.write_all(after.as_bytes())
}

/// Where the report's data goes in the rendered template.
const DATA_MARK: &str = "\u{1}gametree-data\u{1}";

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
