//! The practice page (`gametree exercise --format practice`, `gametree search FILE
//! --format practice`): one self-contained HTML file in which a student works
//! alpha-beta by hand on one or more trees — a value or bound at every node, the
//! pruned edges clicked, optionally the windows — and has every node marked.
//!
//! Everything the page says is computed here, by the code `gametree check` marks
//! with: for each node its correct answer ([`check::expected`]), the relations an
//! answer may use there ([`check::accepted_rels`]), the reason for each kind of
//! mistake ([`Explainer::why`]), and the steps of the search at which the node is
//! entered, left or cut off ([`crate::render::steps`]). The page's script only
//! compares what the student wrote with that and shows the result; the replay of the
//! first mistake is the HTML report's own (`templates/report.js`), embedded once.
//! `tests/browser/report.rs` checks in Chromium that the page's marks are `gametree check`'s
//! on the same answer.

use super::answer::{Claim, Rel};
use super::check::{self, accepted_rels, asked, expected, preorder, MistakeKind};
use super::explain::Explainer;
use super::{Bounds, Conventions};
use crate::games::tree::Tree;
use crate::lang::Lang;
use crate::params::Naming;
use crate::record::{NodeId, NodeNames, Perspective, Recording};
use crate::render::escape::html::script_json;
use crate::render::figure;
use crate::render::steps::{Replay, StepKind};
use crate::render::{html, RenderOptions};
use crate::search::{Algorithm, CutRule};
use askama::Template;
use serde_json::{json, Value};

/// One tree to practise on.
#[derive(Clone, Debug)]
pub struct Item {
    /// Its heading on the page (`Exercise 1 (seed 7)`).
    pub title: String,
    /// The tree.
    pub tree: Tree,
    /// The tree's position file, as `gametree check` reads it (offered for download
    /// beside the answer).
    pub position: String,
    /// The seed it was made from, if any (the page keeps a student's work per seed).
    pub seed: Option<u64>,
}

/// The most nodes one tree on a practice page may have: each is an input to fill in.
pub const MAX_PRACTICE_NODES: usize = 400;

/// The conventions in words in the current language, as the page states them:
/// `alpha-beta left to right, fail-hard (…), cut-off at α ≥ β, values and windows from
/// MAX's view, …`.
pub fn conventions_text(conv: &Conventions, chance: bool) -> String {
    if chance {
        return crate::tr!("check-practice-conv-chance");
    }
    let view = match conv.values {
        Perspective::Max => crate::tr!("check-practice-conv-view-max"),
        Perspective::SideToMove => crate::tr!("check-practice-conv-view-side"),
    };
    if !conv.alphabeta {
        return crate::tr!("check-practice-conv-minimax", view = view);
    }
    let cut = match conv.cut {
        CutRule::Ge => "α ≥ β",
        CutRule::Gt => "α > β",
    };
    let fail = if conv.soft {
        crate::tr!("check-practice-conv-soft")
    } else {
        crate::tr!("check-practice-conv-hard")
    };
    let bounds = match conv.bounds {
        Bounds::Accept => crate::tr!("check-practice-conv-bounds-accept"),
        Bounds::Require => crate::tr!("check-practice-conv-bounds-require"),
        Bounds::Reject => crate::tr!("check-practice-conv-bounds-reject"),
    };
    crate::tr!(
        "check-practice-conv-alphabeta",
        fail = fail,
        cut = cut,
        view = view,
        bounds = bounds
    )
}

/// The text of message `id` as HTML, its arguments `parts` (name, element, text) made
/// elements (`<kbd>3</kbd>`): `templates/practice.js` (`rich`) builds the same. Only
/// `&`, `<` and `>` are escaped, as the page's text always was.
fn rich(id: &str, parts: &[(&str, &str, &str)]) -> String {
    let args: Vec<(&str, crate::lang::Arg)> = parts
        .iter()
        .map(|(name, _, _)| (*name, format!("\u{1}{name}\u{1}").into()))
        .collect();
    let text = crate::lang::message(id, &args);
    let esc = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut out = String::new();
    for (k, piece) in text.split('\u{1}').enumerate() {
        match parts
            .iter()
            .find(|(name, _, _)| k % 2 == 1 && *name == piece)
        {
            Some((_, tag, inner)) => out.push_str(&format!("<{tag}>{}</{tag}>", esc(inner))),
            None => out.push_str(&esc(piece)),
        }
    }
    out
}

/// The messages the page's script formats (its own, `check-practice-…`, and check's
/// words for mistakes), embedded for every language.
const PAGE_MESSAGES: &[&str] = &[
    "check-practice-",
    "check-wrong-",
    "check-missing",
    "check-mistake-why",
    "check-correct",
    "check-not-counted",
    "check-pruned-but-searched",
    "check-searched-but-pruned",
    "check-others-wrong",
];

/// The page's own words in the current language (the script says the same from the
/// catalogues when the language is switched).
struct Words {
    convention: String,
    how: String,
    /// The items of "How to fill it in", HTML ([`rich`]).
    items: Vec<String>,
}

impl Words {
    fn new() -> Words {
        let (check, first, download) = (
            crate::tr!("check-practice-check"),
            crate::tr!("check-practice-first"),
            crate::tr!("check-practice-download"),
        );
        let windows = crate::tr!("check-practice-windows");
        Words {
            convention: crate::tr!("check-practice-convention"),
            how: crate::tr!("check-practice-how"),
            items: vec![
                rich(
                    "check-practice-how-values",
                    &[
                        ("three", "kbd", "3"),
                        ("le", "kbd", "<=3"),
                        ("ge", "kbd", ">=9"),
                        ("lesym", "kbd", "≤"),
                        ("gesym", "kbd", "≥"),
                    ],
                ),
                rich("check-practice-how-prune", &[("enter", "kbd", "Enter")]),
                rich("check-practice-how-windows", &[("windows", "em", &windows)]),
                rich(
                    "check-practice-how-keys",
                    &[
                        ("tab", "kbd", "Tab"),
                        ("down", "kbd", "↓"),
                        ("up", "kbd", "↑"),
                        ("left", "kbd", "←"),
                        ("right", "kbd", "→"),
                        ("enter", "kbd", "Enter"),
                    ],
                ),
                rich(
                    "check-practice-how-check",
                    &[
                        ("check", "em", &check),
                        ("first", "em", &first),
                        ("download", "em", &download),
                        ("command", "code", "gametree check"),
                    ],
                ),
            ],
        }
    }
}

#[derive(Template)]
#[template(path = "practice.html", escape = "html")]
struct Page<'a> {
    /// The language the page opens in (`<html lang>`).
    lang: &'static str,
    /// The language switch ([`language_menu`]).
    langs: Vec<(&'static str, String, bool)>,
    /// The switch's label (templates/practice_head.html).
    language: String,
    words: Words,
    title: &'a str,
    version: &'a str,
    conventions: &'a str,
    css: &'a str,
    /// The messages' formatter (templates/messages.js).
    messages_js: &'a str,
    js: &'a str,
    report_js: &'a str,
    data: &'a str,
}

/// A practice page's language switch (templates/practice_head.html): every language's
/// code, its own name, and whether it is `lang`, the page's.
pub(crate) fn language_menu(lang: Lang) -> Vec<(&'static str, String, bool)> {
    Lang::ALL
        .iter()
        .map(|l| (l.code(), l.name(), *l == lang))
        .collect()
}

/// The practice page for `items` under `conv`, titled `title`; messages name options
/// by `naming`.
///
/// # Errors
/// [`crate::Error::Usage`] for a tree of more than [`MAX_PRACTICE_NODES`] nodes or a
/// tree with chance nodes under alpha-beta; the search's errors.
pub fn page(
    items: &[Item],
    conv: &Conventions,
    title: &str,
    naming: &Naming,
) -> Result<String, crate::Error> {
    let chance = items
        .iter()
        .any(|i| crate::game::Position::has_chance(&i.tree.root()));
    let exercises = items
        .iter()
        .map(|item| exercise_data(item, conv, naming))
        .collect::<Result<Vec<Value>, crate::Error>>()?;
    Ok(page_of(exercises, conv, chance, title))
}

/// The practice page of `exercises` (each one's [`exercise_data`]) under `conv`,
/// titled `title`; `chance`: the trees have chance nodes (expectiminimax: no windows,
/// nothing pruned).
pub(crate) fn page_of(
    exercises: Vec<Value>,
    conv: &Conventions,
    chance: bool,
    title: &str,
) -> String {
    let lang = crate::lang::current();
    let mut catalogs = serde_json::Map::new();
    let mut conventions = serde_json::Map::new();
    for l in Lang::ALL {
        catalogs.insert(l.code().into(), crate::lang::js_catalog(l, PAGE_MESSAGES));
        conventions.insert(
            l.code().into(),
            crate::lang::with(l, || conventions_text(conv, chance)).into(),
        );
    }
    let data = json!({
        "title": title,
        "lang": lang.code(),
        // Each language's messages (the page's language switch) and conventions.
        "catalogs": catalogs,
        "conventions": conventions,
        "windows": conv.alphabeta && !chance,
        // Whether the algorithm prunes at all: the edges are switches only then.
        "prunes": conv.alphabeta && !chance,
        "exercises": exercises,
    });
    let page = Page {
        lang: lang.code(),
        langs: language_menu(lang),
        language: crate::tr!("check-practice-language"),
        words: Words::new(),
        title,
        version: env!("CARGO_PKG_VERSION"),
        conventions: &conventions_text(conv, chance),
        css: include_str!("../../templates/practice.css"),
        messages_js: include_str!("../../templates/messages.js"),
        js: include_str!("../../templates/practice.js"),
        report_js: html::REPORT_JS,
        data: &script_json(&data.to_string()),
    };
    html::to_string(&page)
}

/// What the page knows of one tree: the blank figure and, per drawn node, where it is,
/// its name, its correct answer, the reasons and the steps.
pub(crate) fn exercise_data(
    item: &Item,
    conv: &Conventions,
    naming: &Naming,
) -> Result<Value, crate::Error> {
    let tree = &item.tree;
    if tree.len() > MAX_PRACTICE_NODES {
        return Err(crate::Error::with_kind(crate::ErrorKind::Limit,
            format!(
                "{} has {} nodes; a practice page takes trees of at most {MAX_PRACTICE_NODES} (every node is an input to fill in)",
                item.title,
                tree.len()
            )
            .into(),
        ));
    }
    // The algorithm's recording (pruned subtrees recorded whole, as trees are) and a
    // minimax one for the blank figure, which must not show what is pruned. Both hold
    // every node of the tree, in the same pre-order.
    let rec = super::solve(tree, conv.algorithm(), conv.cut)?;
    let blank = super::solve(tree, Algorithm::Minimax, CutRule::Ge)?;
    let ours = preorder(&rec);
    let theirs = preorder(&blank);
    let mut to_rec = vec![NodeId::new(0); blank.len()];
    for (&a, &b) in ours.iter().zip(&theirs) {
        to_rec[b.index()] = a;
    }
    let names = NodeNames::new(&rec);
    let explain = Explainer::new(&rec, &names, *conv).with_naming(*naming);
    let fig = figure::build(
        &blank,
        &super::sheet::blank_options(),
        NodeId::new(0),
        |_| true,
    );
    let svg = crate::render::svg::document(&super::sheet::white(&fig), &item.title);
    let steps = steps_of(&rec);
    let index_of = |id: NodeId| fig.nodes.iter().position(|n| to_rec[n.id.index()] == id);
    let nodes: Vec<Value> = fig
        .nodes
        .iter()
        .map(|n| {
            let id = to_rec[n.id.index()];
            node_data(&rec, id, n, conv, &names, &explain, &steps, index_of)
        })
        .collect();
    // The replay: the report of the algorithm's recording, with the values as the
    // page asks for them.
    let report_opts = RenderOptions {
        values: Some(conv.values),
        ..RenderOptions::default()
    };
    let mut report = Vec::new();
    html::write(&rec, &report_opts, &mut report).map_err(|source| crate::Error::Write {
        path: "memory".into(),
        source,
    })?;
    let report = String::from_utf8_lossy(&report).replace(html::REPORT_JS, REPORT_JS_MARK);
    Ok(json!({
        "title": item.title,
        "seed": item.seed,
        "position": item.position,
        "width": fig.width,
        "height": fig.height,
        "svg": svg,
        "nodes": nodes,
        "answer": check::model_answer(&rec, &names, conv),
        "steps": steps.total,
        "report": report,
    }))
}

/// Where the page puts the report's script back into an exercise's report page
/// (one copy of it serves every exercise).
pub const REPORT_JS_MARK: &str = "/*gametree-report-js*/";

/// For every node of `rec`, the steps (0-based, as the report's replay counts them)
/// at which it is entered (or valued, a leaf), left, and at which its parent cut off.
struct NodeSteps {
    enter: Vec<Option<usize>>,
    leave: Vec<Option<usize>>,
    cut: Vec<Option<usize>>,
    /// The steps of the whole search.
    total: usize,
}

fn steps_of(rec: &Recording) -> NodeSteps {
    let replay = Replay::new(rec);
    let n = rec.len();
    let mut s = NodeSteps {
        enter: vec![None; n],
        leave: vec![None; n],
        cut: vec![None; n],
        total: replay.len(),
    };
    for (k, step) in replay.steps().iter().enumerate() {
        let i = step.node.index();
        match step.kind {
            StepKind::Enter => s.enter[i] = Some(k),
            StepKind::Leaf => {
                s.enter[i] = Some(k);
                s.leave[i] = Some(k);
            }
            StepKind::Leave => s.leave[i] = Some(k),
            StepKind::Cutoff => s.cut[i] = Some(k),
        }
    }
    s
}

/// A coordinate to a tenth of a pixel, as the SVG writes it.
fn px(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// One drawn node: its place, name, kind, the answer and its reasons, its steps.
#[allow(clippy::too_many_arguments)]
fn node_data(
    rec: &Recording,
    id: NodeId,
    n: &figure::FigNode,
    conv: &Conventions,
    names: &NodeNames,
    explain: &Explainer,
    steps: &NodeSteps,
    index_of: impl Fn(NodeId) -> Option<usize>,
) -> Value {
    let node = rec.node(id);
    let leaf = names.children(id).is_empty();
    let want = expected(rec, id, conv);
    let eq = Claim::Value {
        rel: Rel::Eq,
        value: 0,
        den: 1,
        window: None,
    };
    let le = Claim::Value {
        rel: Rel::Le,
        value: 0,
        den: 1,
        window: None,
    };
    let (value, window) = match want {
        Claim::Value {
            value, den, window, ..
        } => (
            json!({
                "rels": accepted_rels(rec, id, conv).iter().map(|r| r.as_str()).collect::<Vec<_>>(),
                "rel": match want { Claim::Value { rel, .. } => rel.as_str(), Claim::Pruned => "" },
                "num": value,
                "den": den,
                "text": crate::record::scaled_text(value, den),
            }),
            window.map(|w| check::window_text(Some(w))),
        ),
        Claim::Pruned => (Value::Null, None),
    };
    let parent = names.parent(id);
    // Only the reasons a mistake at this node can need: why it is searched or why it
    // is pruned; why its value and window are what they are. The reason for a wrong
    // bound is given where it differs from that for a wrong value.
    // In every language, for the page's language switch: `why[lang][reason]`.
    let pruned = matches!(want, Claim::Pruned);
    let mut reasons = serde_json::Map::new();
    for lang in Lang::ALL {
        let why = crate::lang::with(lang, || {
            let mut why = serde_json::Map::new();
            if pruned {
                why.insert("pruned".into(), explain.why_pruned(id).into());
            } else {
                let eq = explain.why_value(id, Some(&eq));
                let bound = explain.why_value(id, Some(&le));
                if bound != eq {
                    why.insert("value_bound".into(), bound.into());
                }
                why.insert("value_eq".into(), eq.into());
                why.insert("window".into(), explain.why_window(id).into());
                why.insert("searched".into(), explain.why_searched(id).into());
            }
            why
        });
        reasons.insert(lang.code().into(), why.into());
    }
    json!({
        "name": names.name(id),
        "parent": parent.and_then(&index_of),
        "x": px(n.x), "y": px(n.y), "w": px(n.w), "h": px(n.h),
        "player": node.player().as_str(),
        "leaf": leaf,
        "given": if leaf { rec.given_value(id).map(|v| crate::record::scaled_text(v, rec.meta.scale)) } else { None },
        "asked": asked(rec, id),
        "pruned": pruned,
        "expected": want.text(),
        "value": value,
        "window": window,
        "why": reasons,
        "steps": {
            "enter": steps.enter[id.index()],
            "leave": steps.leave[id.index()],
            "cut": parent.and_then(|p| steps.cut[p.index()]),
        },
        "edge": !n.edge.is_empty(),
        "mv": n.mv.as_ref().map(|m| json!({"text": m.text, "x": px(m.x), "y": px(m.y), "w": px(m.w), "vertical": m.vertical})),
    })
}

/// Where an answer first departs from the search: the step (0-based, as the report's
/// replay counts them), the node and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstMistake {
    /// The step.
    pub step: usize,
    /// The steps of the whole search.
    pub steps: usize,
    /// The step's caption, as the replay says it.
    pub caption: String,
    /// The node's name.
    pub node: String,
    /// What the answer says there (`= 5`), if anything.
    pub answer: Option<String>,
    /// The mistake in `gametree check`'s words (`missing (expected pruned)`).
    pub text: String,
}

/// The first mistake of `marking` (of an answer to the tree recorded in `rec`) in the
/// search's order: a wrong window where its node is entered, a wrong value where it is
/// left, a wrong or missing prune at the cut-off that prunes the node, a node marked
/// pruned where the search visits it. `templates/practice.js` (`firstMistake`) picks
/// it the same way. `None` for an answer without mistakes.
pub fn first_mistake(
    rec: &Recording,
    marking: &check::Marking,
    conv: &Conventions,
) -> Option<FirstMistake> {
    let steps = steps_of(rec);
    let names = NodeNames::new(rec);
    let mut best: Option<(usize, &check::NodeMark, String)> = None;
    for n in &marking.nodes {
        let id = NodeId::new(n.id);
        let pruned = rec.node(id).kind() == crate::record::NodeKind::Pruned;
        let cut = names.parent(id).and_then(|p| steps.cut[p.index()]);
        for m in &n.mistakes {
            let k = match m.kind {
                MistakeKind::WrongWindow { .. } | MistakeKind::PrunedButSearched => {
                    steps.enter[n.id]
                }
                MistakeKind::SearchedButPruned => cut,
                MistakeKind::Missing | MistakeKind::WrongValue { .. } if pruned => cut,
                MistakeKind::Missing | MistakeKind::WrongValue { .. } => steps.leave[n.id],
                MistakeKind::BadLine { .. } => None,
            };
            let Some(k) = k else { continue };
            if best.as_ref().is_none_or(|b| k < b.0) {
                let text = match m.kind {
                    MistakeKind::Missing => check::missing_expected(&n.expected),
                    _ => m.text(),
                };
                best = Some((k, n, text));
            }
        }
    }
    let (step, n, text) = best?;
    let replay = Replay::new(rec);
    let opts = RenderOptions {
        values: Some(conv.values),
        ..RenderOptions::default()
    };
    Some(FirstMistake {
        step,
        steps: steps.total,
        caption: replay.caption(step, &opts),
        node: n.node.clone(),
        answer: n.answer.clone(),
        text,
    })
}

/// A practice tree from a game's position: the whole tree `setup` searches (to its
/// depth), as an explicit tree whose nodes are labelled by their moves and whose leaves
/// carry their values from MAX's view (the game's evaluation at the depth limit, its
/// win-distance score where the game ends), titled `title`.
///
/// # Errors
/// The search's; [`crate::Error::Usage`] for a tree of more than
/// [`MAX_PRACTICE_NODES`] nodes or with chance nodes. An extra turn (Kalah) is
/// written `again`.
pub fn from_position(
    loaded: &crate::games::Loaded,
    setup: &crate::games::Setup,
    title: &str,
) -> Result<Item, crate::Error> {
    let options = crate::search::Options::default();
    let job = crate::record::SearchJob {
        algorithm: Algorithm::Minimax,
        limits: setup.limits(),
        options: &options,
        boards: false,
    };
    let (rec, _, _) = loaded.run(setup, job)?;
    let too_big = || {
        crate::Error::with_kind(crate::ErrorKind::Limit, crate::message!(
            (format!(
                "the search to this depth has more than {MAX_PRACTICE_NODES} nodes, too many to fill in by hand; give a smaller "
            )),
            [Depth]
        ))
    };
    if rec.len() > MAX_PRACTICE_NODES {
        return Err(too_big());
    }
    let text = tree_text(&rec)?;
    // The title names the position's file: a comment on one line whatever the name.
    let position = format!(
        "# {}: the tree of the search, its leaves' values from MAX's view
game: tree
root: {}
tree: {text}
",
        crate::render::escape::comment::line(title),
        rec.node(NodeId::new(0)).player().as_str()
    );
    let Ok(crate::games::Loaded::Tree(tree)) = crate::games::load(position.as_bytes()) else {
        return Err(crate::Error::usage(
            format!("{title}: its tree could not be written as a position file").into(),
        ));
    };
    Ok(Item {
        title: title.to_string(),
        tree,
        position,
        seed: None,
    })
}

/// The recording `rec` (a minimax search: every node, values from MAX's view) in a
/// tree file's bracket syntax, each node labelled by its move and an extra turn (the same
/// side moving again, Kalah) marked `again`.
fn tree_text(rec: &Recording) -> Result<String, crate::Error> {
    use crate::game::Player;
    use std::fmt::Write as _;
    // A label may hold anything but whitespace, `[`, `]`, `,`, `:` and `#`; an answer
    // line's node ends at `=`, `<`, `>`, `≤`, `≥` (chess's `a8=Q` is `a8_Q`). The root
    // is `root`: unnamed, its first child's name would be read as its own.
    let label = |id: NodeId| -> Option<String> {
        if id.index() == 0 {
            return Some("root".into());
        }
        rec.move_name(id).map(|m| {
            m.chars()
                .map(|c| {
                    if c.is_whitespace() || "[],:#=<>≤≥".contains(c) {
                        '_'
                    } else {
                        c
                    }
                })
                .collect()
        })
    };
    let mut out = String::new();
    enum Todo {
        Open(NodeId),
        Close,
    }
    let mut todo = vec![Todo::Open(NodeId::new(0))];
    let mut first = true;
    while let Some(t) = todo.pop() {
        match t {
            Todo::Close => out.push(']'),
            Todo::Open(id) => {
                if !first {
                    out.push(' ');
                }
                first = false;
                let node = rec.node(id);
                let kids = rec.children(id);
                if node.player() == Player::Chance {
                    return Err(crate::Error::with_kind(
                        crate::ErrorKind::Unsupported,
                        "a practice page from a position takes games without chance".into(),
                    ));
                }
                // An extra turn (Kalah): the side that moved moves again.
                if rec
                    .parent(id)
                    .is_some_and(|p| rec.node(p).player() == node.player())
                {
                    out.push_str("again ");
                }
                let name = label(id);
                if kids.is_empty() {
                    let v = node.score(rec.meta.perspective).unwrap_or_default();
                    match name {
                        Some(l) => {
                            let _ = write!(out, "{l}: {v}");
                        }
                        None => {
                            let _ = write!(out, "{v}");
                        }
                    }
                    continue;
                }
                out.push('[');
                if let Some(l) = &name {
                    let _ = write!(out, "{l}:");
                }
                first = name.is_none();
                todo.push(Todo::Close);
                todo.extend(kids.iter().rev().map(|&k| Todo::Open(k)));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(text: &str) -> Item {
        let Ok(crate::games::Loaded::Tree(tree)) = crate::games::load(text.as_bytes()) else {
            panic!("a tree")
        };
        Item {
            title: "AIMA Fig. 5.2".into(),
            tree,
            position: text.into(),
            seed: None,
        }
    }

    const FIG_5_2: &str = "game: tree\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n";

    #[test]
    fn the_page_holds_the_answers_and_reasons_check_gives() {
        let page = page(
            &[item(FIG_5_2)],
            &Conventions::default(),
            "t",
            &Naming::LIBRARY,
        )
        .unwrap();
        let start = page
            .find(r#"<script type="application/json" id="gp-data">"#)
            .unwrap();
        let json = &page[start..];
        let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
        let data: Value = serde_json::from_str(json).unwrap();
        let ex = &data["exercises"][0];
        let by_name = |name: &str| {
            ex["nodes"]
                .as_array()
                .unwrap()
                .iter()
                .find(|n| n["name"] == name)
                .unwrap()
                .clone()
        };
        let c = by_name("C");
        assert_eq!(c["expected"], "<= 3 [3, inf]");
        assert_eq!(c["value"]["rels"], json!(["=", "<="]));
        // Under the default conventions a bound's reason is a value's.
        assert!(c["why"]["en"].get("value_bound").is_none());
        assert!(c["why"]["en"]["value_eq"]
            .as_str()
            .unwrap()
            .starts_with("C is cut off after C.1 (α = 3 ≥ β = 2)"));
        let c2 = by_name("C.2");
        assert_eq!(c2["pruned"], true);
        assert_eq!(
            c2["why"]["en"]["pruned"],
            "pruned because α = 3 ≥ β = 2 at C after C.1"
        );
        // Every language's reasons, for the page's language switch.
        assert_eq!(
            c2["why"]["cs"]["pruned"],
            "ořezán, protože α = 3 ≥ β = 2 v uzlu C po C.1"
        );
        assert_eq!(data["lang"], "en");
        assert!(data["catalogs"]["ru"]["messages"]["check-practice-check"].is_array());
        // C.2 is pruned at C's cut-off, the step after C.1 is valued.
        let c1 = by_name("C.1");
        assert_eq!(
            c2["steps"]["cut"],
            json!(c1["steps"]["leave"].as_u64().unwrap() + 1)
        );
        assert_eq!(by_name("B.2")["given"], "12");
        assert!(ex["answer"].as_str().unwrap().contains("C.2 pruned"));
        assert!(ex["report"].as_str().unwrap().contains(REPORT_JS_MARK));
        assert!(!ex["report"].as_str().unwrap().contains("function start("));
    }

    #[test]
    fn a_tree_too_big_to_fill_in_is_refused() {
        let leaves = vec!["1"; MAX_PRACTICE_NODES].join(" ");
        let big = item(&format!("game: tree\ntree: [{leaves}]\n"));
        let e = page(&[big], &Conventions::default(), "t", &Naming::LIBRARY).unwrap_err();
        assert!(e.to_string().contains("at most 400"), "{e}");
    }
}
