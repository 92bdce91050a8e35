//! `--format html`: one self-contained report file (askama template, CSS and JS
//! embedded in the binary, no network access). The tree is drawn as inline SVG with
//! zoom and pan; subtrees collapse and expand on click; a position panel shows each
//! node's board; the search can be replayed step by step in visit order; a summary and
//! a legend explain the figure; a print style sheet prints the tree alone.
//!
//! Large recordings stay usable: every node's data is included in compact columns, but
//! only the top levels (at most [`INITIAL_NODES`] nodes) are drawn at first; the rest
//! expand on demand. The first drawing uses our Rust layout ([`model::tidy`]); the
//! report re-lays out with a JavaScript port of it after expanding or collapsing.
//!
//! The report is written in the current language ([`crate::lang`], `--lang`:
//! `<html lang>`, its fixed texts) and switches to any other: it embeds the replay's
//! and the page's messages in every language (`gt-messages`), formatted
//! by `templates/messages.js` as the binary formats them, and the few texts Rust words
//! (the heading, the win-score legend, chance nodes' cut-offs) in each language.
//!
//! A report of more than [`STAGED_NODES`] nodes opens in two stages: the first
//! drawing's nodes come a second time, in a small block of their own (`gt-head`) before
//! the script, which draws them at once; the whole recording (`gt-data`) follows the
//! script, and the report starts again on it once the browser has read it.

use crate::game::picture::LayoutFn;
use crate::game::Score;
use crate::record::{Bound, NodeKind, Recording, Sym, NO_SYM};
use crate::render::model;
use crate::render::model::{neutral_title, result, LabelKind, RenderOptions};
use askama::Template;
use petgraph::graph::NodeIndex;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::json;
use std::collections::HashMap;
use std::io::{self, Write};

/// The most nodes drawn when the report opens (whole levels from the root).
pub const INITIAL_NODES: usize = 1500;

/// The most children of one node the report draws; the rest are counted in a
/// `+k more` mark (a node with 200,000 children would otherwise stall the browser).
pub const CHILD_CAP: usize = 1000;

/// The report's script (`templates/report.js`), which the practice page embeds once
/// for the replays of all its trees.
pub const REPORT_JS: &str = include_str!("../../../templates/report.js");

/// The pages' message formatter (`templates/messages.js`, `gtFormat`), which the report
/// embeds for its language switch.
pub const MESSAGES_JS: &str = include_str!("../../../templates/messages.js");

#[derive(Template)]
#[template(path = "report.html", escape = "html")]
struct Report<'a> {
    /// The page's language (`<html lang>`, the switch's choice, the fixed texts).
    lang: crate::lang::Lang,
    /// The language switch's choices: each language's code and own name.
    langs: Vec<(&'static str, String)>,
    /// The script that formats the page's messages (`templates/messages.js`).
    messages_js: &'a str,
    /// What the language switch needs, as JSON ([`lang_data`]).
    lang_data: &'a str,
    /// The page's title: `--title`, else [`neutral_title`]; the heading's until the
    /// replay's last step.
    title: &'a str,
    /// The heading at the replay's last step: the title with the result ("" for a
    /// `--title`, which stays as given).
    done: &'a str,
    version: &'a str,
    css: &'a str,
    js: &'a str,
    /// The first stage of a large report ("" for a report drawn in one stage).
    head: &'a str,
    /// The first drawing as an ARIA tree view ([`aria_tree`]).
    aria: &'a str,
    data: &'a str,
}

impl Report<'_> {
    /// Message `id` of the `steps-report-` texts in the page's language.
    fn t(&self, id: &str) -> String {
        crate::lang::with(self.lang, || crate::lang::message(id, &[]))
    }
}

/// What the report's language switch needs, as JSON for a `<script>` element: the
/// page's language, the messages of the replay and the page in every language
/// ([`crate::lang::js_catalog`]), and the texts Rust words for each language — the
/// heading before and at the last step, the win-score legend, and the cut-offs of
/// chance nodes (by node id).
fn lang_data(rec: &Recording, opts: &RenderOptions) -> String {
    use crate::lang::Lang;
    use crate::render::model::steps::{cut_reason, CutReason};
    let mut catalogs = serde_json::Map::new();
    let mut titles = serde_json::Map::new();
    let mut legends = serde_json::Map::new();
    let mut mcts_legends = serde_json::Map::new();
    let mut chance = serde_json::Map::new();
    // The chance nodes whose cut-offs Rust words (CutWhy).
    let chance_cuts: Vec<NodeIndex> = (0..rec.len())
        .map(NodeIndex::new)
        .filter(|&id| {
            rec.node(id).cutoff()
                && rec
                    .children(id)
                    .iter()
                    .any(|&c| rec.node(c).kind() == NodeKind::Pruned)
                && matches!(cut_reason(rec, id), CutReason::Chance(_))
        })
        .collect();
    // A Monte Carlo tree search's panel and legend words too (only then: the other
    // reports stay as they were).
    let prefixes: &[&str] = if rec.meta.mcts.is_some() {
        &["steps-", "common-window", "figure-mcts-"]
    } else {
        &["steps-", "common-window"]
    };
    for l in Lang::ALL {
        let code = l.code();
        catalogs.insert(code.into(), crate::lang::js_catalog(l, prefixes));
        crate::lang::with(l, || {
            let (plain, done) = headings(rec, opts);
            titles.insert(code.into(), json!([plain, done]));
            if let Some(legend) = model::legend::win_legend(rec, opts, true) {
                legends.insert(code.into(), json!(legend));
            }
            if let Some(legend) = model::legend::mcts_legend(rec, opts) {
                mcts_legends.insert(code.into(), json!(legend));
            }
            if !chance_cuts.is_empty() {
                let words: serde_json::Map<String, serde_json::Value> = chance_cuts
                    .iter()
                    .filter_map(|&id| match cut_reason(rec, id) {
                        CutReason::Chance(w) => Some((id.index().to_string(), json!(w))),
                        _ => None,
                    })
                    .collect();
                chance.insert(code.into(), serde_json::Value::Object(words));
            }
        });
    }
    let mut data = json!({
        "lang": crate::lang::current().code(),
        "catalogs": catalogs,
        "titles": titles,
        "win_legend": legends,
        "chance": chance,
    });
    if !mcts_legends.is_empty() {
        data["mcts_legend"] = serde_json::Value::Object(mcts_legends);
    }
    crate::render::escape::html::script_json(&data.to_string())
}

/// The report's heading before the replay's last step and at it (the result added;
/// "" for a `--title`, which stays as given), in the current language.
fn headings(rec: &Recording, opts: &RenderOptions) -> (String, String) {
    match &opts.title {
        Some(t) => (t.clone(), String::new()),
        None => {
            let plain = neutral_title(rec);
            let done = format!("{plain}: {}", result(rec));
            (plain, done)
        }
    }
}

fn sym(s: u32) -> i64 {
    if s == NO_SYM {
        -1
    } else {
        s as i64
    }
}

/// The report's strings as far as any output tells them ([`crate::record::known_text`]:
/// the first 1,000 characters, the most its panel shows; a figure draws 24,
/// [`crate::render::model::shown_label`], mirrored in report.js). A hostile recording's 10 kB names
/// would otherwise make a report Chromium takes a minute to open.
struct Capped<F>(F);

impl<'a, I: Iterator<Item = &'a str>, F: Fn() -> I> Serialize for Capped<F> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((self.0)().map(crate::record::known_text))
    }
}

/// One column of the report's data: `.1` of each of the first `.0` nodes, serialized
/// straight from the recording instead of being collected first (the report of
/// millions of nodes must not hold its data twice).
struct Column<T: Serialize, F: Fn(usize) -> T>(usize, F);

impl<T: Serialize, F: Fn(usize) -> T> Serialize for Column<T, F> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq((0..self.0).map(&self.1))
    }
}

/// The cut-offs the replay cannot explain from a node's window, in visit order:
/// `[id, "table"]` (the transposition table settled the node), `[id, "probe"]` (Star2's
/// probe searches a first move only), `[id, "chance", words]`
/// (a Star1/Star2 chance node's bounds, MAX's view) and `[id, "best", value]` (a value
/// nothing can beat, the recording's view). Cut-offs not listed are explained by the
/// node's window as it stood ([`crate::render::model::steps::cut_reason`]).
struct CutWhy<'a>(&'a Recording);

impl Serialize for CutWhy<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use crate::render::model::steps::{cut_reason, CutReason};
        let rec = self.0;
        let reasons = (0..rec.len()).filter_map(|i| {
            let id = NodeIndex::new(i);
            // A cut-off step needs a pruned move (a cut at the last move prunes none).
            if !rec.node(id).cutoff()
                || !rec
                    .children(id)
                    .iter()
                    .any(|&c| rec.node(c).kind() == NodeKind::Pruned)
            {
                return None;
            }
            match cut_reason(rec, id) {
                CutReason::Window(..) => None,
                CutReason::Table => Some(json!([i, "table"])),
                CutReason::Probe => Some(json!([i, "probe"])),
                CutReason::Chance(words) => Some(json!([i, "chance", words])),
                CutReason::Best(v) => Some(json!([i, "best", crate::record::json::JsonScore(v)])),
            }
        });
        s.collect_seq(reasons)
    }
}

/// The search's marks on a node, as tokens the report's script words in the page's
/// language (`steps-report-mark-…`), joined by `;` ("" when none): `group`, `pass N`,
/// `iteration N`, `research`, `quiescence`, `probing`, `probe miss|hit|narrowed|cutoff`,
/// `stored exact|lower|upper`.
fn marks(rec: &Recording, id: NodeIndex) -> String {
    let node = rec.node(id);
    let mut m: Vec<String> = Vec::new();
    if node.group() {
        m.push("group".into());
    }
    if let Some(p) = rec.pass_of(id) {
        m.push(format!("pass {}", p + 1));
    }
    if let Some(it) = rec.iteration_of(id) {
        m.push(format!("iteration {}", it + 1));
    }
    if node.research() {
        m.push("research".into());
    }
    if node.quiescence() {
        m.push("quiescence".into());
    }
    if node.probing() {
        m.push("probing".into());
    }
    if let Some(p) = node.probe() {
        m.push(
            match p {
                crate::record::Probe::Miss => "probe miss",
                crate::record::Probe::Hit => "probe hit",
                crate::record::Probe::Narrowed => "probe narrowed",
                crate::record::Probe::Cutoff => "probe cutoff",
            }
            .into(),
        );
    }
    if let Some(b) = node.store() {
        m.push(
            match b {
                Bound::Exact => "stored exact",
                Bound::Lower => "stored lower",
                Bound::Upper => "stored upper",
            }
            .into(),
        );
    }
    m.join(";")
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

/// A report of more recorded nodes than this opens in two stages: the first drawing's
/// nodes alone, drawn at once, then the whole recording (read by the browser after the
/// first view is on screen).
pub const STAGED_NODES: usize = 50_000;

/// The nodes one block of the report's data holds: all of them, or (the first stage of
/// a large report) the first drawing's.
struct Part<'a> {
    /// The nodes in visit order; `None`: all of them, by id.
    ids: Option<Vec<NodeIndex>>,
    /// Each node's parent, as its place in the part (−1 for the root).
    parent: Vec<i64>,
    /// The names the part uses and each one's new symbol; `None`: all, as recorded.
    names: Option<(Vec<&'a str>, HashMap<Sym, i64>)>,
    /// The principal variation's nodes in the part, as places in it.
    pv: Vec<usize>,
}

impl Part<'_> {
    fn len(&self, rec: &Recording) -> usize {
        self.ids.as_ref().map_or(rec.len(), Vec::len)
    }

    /// The recording's id of the part's `i`-th node.
    fn id(&self, i: usize) -> NodeIndex {
        self.ids.as_ref().map_or(NodeIndex::new(i), |ids| ids[i])
    }

    /// Name symbol `s` as the part numbers it (−1 for none).
    fn sym(&self, s: Sym) -> i64 {
        match &self.names {
            None => sym(s),
            Some((_, map)) => map.get(&s).copied().unwrap_or(-1),
        }
    }
}

/// The first drawing's nodes as a part of their own, with their names renumbered.
fn first_part<'a>(rec: &'a Recording, fig: &model::Figure) -> Part<'a> {
    let ids: Vec<NodeIndex> = fig.nodes.iter().map(|n| n.id).collect();
    let parent = fig
        .nodes
        .iter()
        .map(|n| n.parent.map_or(-1, |p| p as i64))
        .collect();
    let mut names = Vec::new();
    let mut map = HashMap::new();
    let mut keep = |s: Sym| {
        if let Some(text) = rec.name(s) {
            map.entry(s).or_insert_with(|| {
                names.push(text);
                names.len() as i64 - 1
            });
        }
    };
    for &id in &ids {
        let n = rec.node(id);
        keep(n.move_sym());
        keep(n.label_sym());
        if let Some(&p) = rec.probabilities.get(id.index()) {
            keep(p);
        }
        if let Some(&b) = rec.boards.get(id.index()) {
            keep(b);
        }
    }
    let place: HashMap<NodeIndex, usize> = ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
    let pv = rec
        .pv_nodes()
        .iter()
        .map_while(|id| place.get(id).copied())
        .collect();
    Part {
        ids: Some(ids),
        parent,
        names: Some((names, map)),
        pv,
    }
}

/// Writes one block of the report's data as JSON to `out` (the columns
/// templates/report.js reads, serialized straight from the recording, through the
/// escaping writer), and after them `extra`'s entries.
fn write_part(
    rec: &Recording,
    opts: &RenderOptions,
    part: &Part,
    layout: Option<&crate::game::picture::Layout>,
    init: &serde_json::Value,
    extra: Option<&serde_json::Value>,
    out: &mut dyn Write,
) -> io::Result<()> {
    // serde_json writes a token at a time: they are gathered in 64 KiB chunks before
    // the escaping writer scans them, and its output is buffered again for the runs
    // around each escape.
    let escaped =
        crate::render::escape::html::ScriptJson::new(io::BufWriter::with_capacity(1 << 16, out));
    let mut w = io::BufWriter::with_capacity(1 << 16, escaped);
    let mut ser = serde_json::Serializer::new(&mut w);
    // io::Error::from keeps a write's own error (a closed pipe stays BrokenPipe).
    let mut m = ser.serialize_map(None).map_err(io::Error::from)?;
    let result = (|| {
        node_columns(&mut m, rec, part)?;
        replay_columns(&mut m, rec, part)?;
        let n = part.len(rec);
        // One board per node, or none at all.
        let boards = if rec.boards.is_empty() { 0 } else { n };
        m.serialize_entry(
            "board",
            &Column(boards, |i| part.sym(rec.boards[part.id(i).index()])),
        )?;
        // The layout the position panel reads every board diagram with; absent
        // without boards or a layout.
        if let Some(l) = layout {
            m.serialize_entry("layout", l)?;
        }
        m.serialize_entry("pv", &part.pv)?;
        view_entries(&mut m, rec, opts, init, extra)
    })();
    result.and_then(|()| m.end()).map_err(io::Error::from)?;
    let escaped = w.into_inner().map_err(|e| e.into_error())?;
    escaped.into_inner().flush()
}

/// The report's per-node columns of `part`: names, parents, moves, labels, plies,
/// players, probabilities, kinds, windows, values, bounds, cut-offs, given values.
fn node_columns<M: SerializeMap>(m: &mut M, rec: &Recording, part: &Part) -> Result<(), M::Error> {
    let n = part.len(rec);
    let node = |i: usize| rec.node(part.id(i));
    // `null`, a number, or "inf" / "-inf", as in the JSON recording.
    let score = |v: Option<Score>| v.map(crate::record::json::JsonScore);
    m.serialize_entry("n", &n)?;
    match &part.names {
        None => m.serialize_entry("names", &Capped(|| rec.names.iter()))?,
        Some((names, _)) => m.serialize_entry("names", &Capped(|| names.iter().copied()))?,
    }
    m.serialize_entry("parent", &part.parent)?;
    m.serialize_entry("mv", &Column(n, |i| part.sym(node(i).move_sym())))?;
    m.serialize_entry("lab", &Column(n, |i| part.sym(node(i).label_sym())))?;
    m.serialize_entry("ply", &Column(n, |i| node(i).ply()))?;
    // 0 MAX, 1 MIN, 2 CHANCE.
    m.serialize_entry(
        "player",
        &Column(n, |i| match node(i).player() {
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
            &Column(n, |i| part.sym(rec.probabilities[part.id(i).index()])),
        )?;
    }
    m.serialize_entry(
        "kind",
        &Column(n, |i| match node(i).kind() {
            NodeKind::Interior => 0u8,
            NodeKind::Leaf => 1,
            NodeKind::Terminal => 2,
            NodeKind::Pruned => 3,
        }),
    )?;
    m.serialize_entry(
        "alpha",
        &Column(n, |i| score(node(i).window().map(|w| w.0))),
    )?;
    m.serialize_entry("beta", &Column(n, |i| score(node(i).window().map(|w| w.1))))?;
    m.serialize_entry("value", &Column(n, |i| score(node(i).value())))?;
    m.serialize_entry(
        "bound",
        &Column(n, |i| match node(i).bound() {
            None => 0u8,
            Some(Bound::Exact) => 1,
            Some(Bound::Lower) => 2,
            Some(Bound::Upper) => 3,
        }),
    )?;
    m.serialize_entry("cutoff", &Column(n, |i| u8::from(node(i).cutoff())))?;
    // An explicit tree's leaves, given with the problem (MAX's view): shown before
    // the search reaches them, pruned ones greyed (Recording::given).
    if rec.leaves_given() {
        m.serialize_entry("given", &Column(n, |i| score(rec.given_value(part.id(i)))))?;
    }
    // A Monte Carlo tree search's visits N and total reward W (units of 1/scale, MAX's
    // view), for the labels `W/N`, the edges' widths and the panel; absent otherwise.
    if rec.meta.mcts.is_some() {
        let stats = |i: usize| rec.statistics(part.id(i)).unwrap_or((0, 0));
        m.serialize_entry("visits", &Column(n, |i| stats(i).0))?;
        m.serialize_entry("total", &Column(n, |i| stats(i).1))?;
    }
    Ok(())
}

/// The replay's columns of `part`: group nodes, nodes the table settled, the reasons
/// of cut-offs, the search's marks.
fn replay_columns<M: SerializeMap>(
    m: &mut M,
    rec: &Recording,
    part: &Part,
) -> Result<(), M::Error> {
    let n = part.len(rec);
    let node = |i: usize| rec.node(part.id(i));
    // The replay's extras (src/render/model/steps.rs), in the whole recording only (the
    // first stage has no replay): group nodes, whose searches are not moves, and
    // the cut-offs not explained by the node's window.
    if part.ids.is_none() {
        let groups: Vec<usize> = (0..n).filter(|&i| node(i).group()).collect();
        if !groups.is_empty() {
            m.serialize_entry("groups", &groups)?;
        }
        let settled: Vec<usize> = (0..n)
            .filter(|&i| node(i).probe() == Some(crate::record::Probe::Cutoff))
            .collect();
        if !settled.is_empty() {
            m.serialize_entry("settled", &settled)?;
        }
        m.serialize_entry("cutwhy", &CutWhy(rec))?;
        // A Monte Carlo tree search's steps, its four phases an iteration, which the
        // replay shows instead of entering and leaving nodes
        // (src/render/model/mcts_steps.rs).
        if let Some(replay) = model::mcts_steps::ReplayData::new(rec) {
            m.serialize_entry("mcts", &replay)?;
        }
    }
    // The search's marks per node ("" when none); absent when no node has one.
    if any_marks(rec) {
        m.serialize_entry("marks", &Column(n, |i| marks(rec, part.id(i))))?;
    }
    // A move PVS searched twice: 1 on the edge into its scout, 2 into its re-search
    // (model::labels::search_mark); absent without re-searches.
    if rec.graph.node_weights().any(|w| w.research()) {
        let mut again = vec![0u8; rec.len()];
        for i in 0..rec.len() {
            if let Some(s) = rec.scout_of(NodeIndex::new(i)) {
                again[s.index()] = 1;
                again[i] = 2;
            }
        }
        m.serialize_entry("again", &Column(n, |i| again[part.id(i).index()]))?;
    }
    Ok(())
}

/// What the report shows first and the recording's header: the principal
/// variation, the view, the label, the header (without the position text), the win
/// legend, the initial view and the first stage's extras.
fn view_entries<M: SerializeMap>(
    m: &mut M,
    rec: &Recording,
    opts: &RenderOptions,
    init: &serde_json::Value,
    extra: Option<&serde_json::Value>,
) -> Result<(), M::Error> {
    // Book labels are the report's values or triples (it marks every bound).
    let label = match crate::render::model::shown::label_content(rec, opts.label) {
        // The report has no exercise-sheet mode; it shows values instead.
        LabelKind::Value | LabelKind::Blank | LabelKind::Book => "value",
        LabelKind::Window => "window",
        LabelKind::Triple => "triple",
    };
    m.serialize_entry("values", opts.view().as_str())?;
    m.serialize_entry("label", label)?;
    // Whether pruned leaves show the values the tree gives them (`--pruned show`), and
    // whether a bound is the window's (the replay's captions say so).
    m.serialize_entry("pruned", opts.pruned.name())?;
    m.serialize_entry("hard", &model::steps::fail_hard(rec))?;
    // The recording's header, less the position's text: the report never shows
    // it, and a tree file's text can be megabytes. The best move and the principal
    // variation as far as the report tells names ([`Capped`]).
    let mut meta = crate::record::json::header_value(rec);
    if let Some(m) = meta.as_object_mut() {
        m.remove("position");
        let known = |v: &mut serde_json::Value| {
            if let serde_json::Value::String(s) = v {
                if let std::borrow::Cow::Owned(k) = crate::record::known_text(s) {
                    *s = k;
                }
            }
        };
        if let Some(b) = m.get_mut("best_move") {
            known(b);
        }
        if let Some(serde_json::Value::Array(pv)) = m.get_mut("principal_variation") {
            pv.iter_mut().for_each(known);
        }
    }
    m.serialize_entry("meta", &meta)?;
    // Win scores explained (src/render/model/legend.rs); the report shows windows too.
    if let Some(legend) = model::legend::win_legend(rec, opts, true) {
        m.serialize_entry("win_legend", &legend)?;
    }
    m.serialize_entry("init", init)?;
    if let Some(e) = extra {
        m.serialize_entry("partial", e)?;
    }
    Ok(())
}

/// The report's data: the whole recording as a part, the board layout, the first
/// drawing's layout (`init`), and the first stage's block, written out (empty for a
/// report of at most [`STAGED_NODES`] nodes).
struct Data<'a> {
    whole: Part<'a>,
    layout: Option<crate::game::picture::Layout>,
    init: serde_json::Value,
    head: String,
    /// The first drawing as an ARIA tree view ([`aria_tree`]; "" without nodes).
    aria: String,
}

/// Prepares the report's data for `rec`: the first drawing laid out with the Rust layout,
/// and for a large report its first stage written out.
fn prepare<'a>(rec: &'a Recording, opts: &RenderOptions, layouts: Option<LayoutFn>) -> Data<'a> {
    let n = rec.len();
    // One layout for the whole recording, from its first board (all of one game).
    let sample = rec.boards.iter().find_map(|&s| rec.name(s));
    let layout = layouts.zip(sample).and_then(|(f, d)| f(d));
    let mut parent = vec![-1i64; n];
    for e in rec.graph.raw_edges() {
        parent[e.target().index()] = e.source().index() as i64;
    }
    let depth = initial_depth(rec);
    // Each node's place among its siblings, for the child cap, and its children.
    let mut rank = vec![0u32; n];
    let mut kids = vec![0u32; n];
    for e in rec.graph.raw_edges() {
        let (p, c) = (e.source().index(), e.target().index());
        rank[c] = kids[p];
        kids[p] += 1;
    }
    let fig = (n > 0).then(|| {
        model::build_report(rec, opts, NodeIndex::new(0), |id| {
            rec.node(id).ply() <= depth && (rank[id.index()] as usize) < CHILD_CAP
        })
    });
    drop(rank);
    let init = json!({
        "depth": depth,
        "child_cap": CHILD_CAP,
        "x": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.x).collect::<Vec<_>>()).unwrap_or_default(),
        "w": fig.as_ref().map(|f| f.nodes.iter().map(|n| n.w).collect::<Vec<_>>()).unwrap_or_default(),
        "width": fig.as_ref().map_or(0.0, |f| f.width),
    });
    let mut head = Vec::new();
    if let Some(fig) = fig.as_ref().filter(|_| n > STAGED_NODES) {
        // Each node's descendants (ids are visit order: children after parents).
        let mut size = vec![1u32; n];
        for i in (1..n).rev() {
            size[parent[i] as usize] += size[i];
        }
        let first = first_part(rec, fig);
        let ids = first.ids.as_deref().unwrap_or_default();
        let extra = json!({
            "total": n,
            "kids": ids.iter().map(|id| kids[id.index()]).collect::<Vec<_>>(),
            "below": ids.iter().map(|id| size[id.index()] - 1).collect::<Vec<_>>(),
            "full": ids.iter().map(|id| id.index()).collect::<Vec<_>>(),
        });
        // Writing into a vector cannot fail.
        let _ = write_part(
            rec,
            opts,
            &first,
            layout.as_ref(),
            &init,
            Some(&extra),
            &mut head,
        );
    }
    let pv = rec.pv_nodes().iter().map(|id| id.index()).collect();
    let aria = fig
        .as_ref()
        .map_or_else(String::new, |f| aria_tree(rec, opts, f));
    Data {
        whole: Part {
            ids: None,
            parent,
            names: None,
            pv,
        },
        layout,
        init,
        // The escaping writer writes only UTF-8 (serde_json's output, escaped).
        head: String::from_utf8(head).unwrap_or_default(),
        aria,
    }
}

/// The report's first drawing `fig` as an ARIA tree view ([`model::tree_view`]): the
/// finished search's tree, each item with what it says at a step before its node is
/// reached and while it is searched, which the page's script shows as it replays.
fn aria_tree(rec: &Recording, opts: &RenderOptions, fig: &model::Figure) -> String {
    let final_label = |id: NodeIndex| model::labels::report_label(rec, id, opts);
    let before: Vec<String> = fig
        .nodes
        .iter()
        .map(|n| model::steps::not_yet_label(rec, n.id, opts, &final_label))
        .collect();
    // The layout's figure without the moves, the principal variation and the subtrees
    // left out: what the words say of them, as the drawing shows them.
    let pv: std::collections::HashSet<NodeIndex> = rec.pv_nodes().into_iter().collect();
    let mut drawn = vec![0usize; fig.nodes.len()];
    for n in &fig.nodes {
        if let Some(p) = n.parent {
            drawn[p] += 1;
        }
    }
    let mut words = fig.clone();
    for (i, n) in words.nodes.iter_mut().enumerate() {
        n.mv = model::move_label(rec, n.id, opts).map(|text| model::MoveLabel {
            text,
            x: 0.0,
            y: 0.0,
            w: 0.0,
            vertical: false,
            // As drawn (a long move shortened), as the SVG says it: the panel shows more.
            full: None,
        });
        n.pv = pv.contains(&n.id);
        if rec.children(n.id).len() > drawn[i] {
            n.more = Some([(0.0, 0.0); 3]);
        }
    }
    let name = crate::tr!("steps-report-tree-words");
    model::tree_view(&words, &name, Some(&before))
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
    // The result only at the replay's last step: the steps before must not tell it.
    let (title, done) = headings(rec, opts);
    let data = prepare(rec, opts, layouts);
    let lang = crate::lang::current();
    let lang_data = lang_data(rec, opts);
    // The page around its data, which is written into it as it is made: a report of
    // millions of nodes is never held in memory whole.
    let report = Report {
        lang,
        langs: crate::lang::Lang::ALL
            .iter()
            .map(|l| (l.code(), l.name()))
            .collect(),
        messages_js: MESSAGES_JS,
        lang_data: &lang_data,
        title: &title,
        done: &done,
        version: env!("CARGO_PKG_VERSION"),
        css: include_str!("../../../templates/report.css"),
        js: REPORT_JS,
        head: &data.head,
        aria: &data.aria,
        data: DATA_MARK,
    };
    let html = report.render().map_err(io::Error::other)?;
    // The data comes after the titles (user text, escaped).
    let (before, after) = html
        .rsplit_once(DATA_MARK)
        .ok_or_else(|| io::Error::other("the report template has no data"))?;
    out.write_all(before.as_bytes())?;
    write_part(
        rec,
        opts,
        &data.whole,
        data.layout.as_ref(),
        &data.init,
        None,
        out,
    )?;
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
            lang: crate::lang::Lang::En,
            langs: Vec::new(),
            messages_js: "",
            lang_data: "{}",
            title: "<b>&'\"",
            done: "<i>",
            version: "0",
            css: "",
            js: "",
            head: "",
            aria: "",
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
