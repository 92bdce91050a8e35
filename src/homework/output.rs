//! What `gametree exercise` and `gametree check` write: exercise sheets (position file,
//! model answer, blank or solved figures) and markings (text, JSON, CSV, HTML).
//! Every figure goes through the shared figure model and the SVG/TikZ writers, which
//! escape all text; the HTML pages escape with [`svg::escape`].

use super::check::{self, Marking};
use super::exercise::Exercise;
use super::{solve, Conventions, Names};
use crate::record::NodeId;
use crate::record::{NodeKind, Recording};
use crate::render::figure::{self, Mark};
use crate::render::svg::{self, escape};
use crate::render::{self, tikz, Format, LabelKind, RenderOptions};
use crate::search::{Algorithm, CutRule, Stop};
use std::fmt::Write as _;

/// The figure formats of an exercise sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SheetFormat {
    /// A standalone SVG.
    Svg,
    /// A standalone LaTeX/TikZ document.
    Tikz,
    /// An HTML page (the blank sheet) or the interactive report (the solution).
    Html,
}

/// How a sheet tells students to name nodes and what to fill in.
pub const SHEET_HELP: &str = "Work alpha-beta left to right. The root is A; inner nodes are labelled A, B, … in visit order (on the edge above them); a leaf is named by its parent and its place, e.g. C.2 is C's second child. In each box write α | value | β, values from MAX's view; mark pruned branches.";

/// The exercise's position file with a comment header: the command that makes it
/// again and how to name nodes.
pub fn position_file(ex: &Exercise, command: &str) -> String {
    format!(
        "# {command}\n# An alpha-beta exercise. Inner nodes are labelled A, B, … in visit order;\n# a leaf is named by its parent and its place: C.2 is C's second child.\n# Answer format and marking: docs/homework.md (gametree check).\n{}",
        ex.position
    )
}

/// The model answer (text form of docs/homework.md) under `conv`.
pub fn model_answer(ex: &Exercise, conv: &Conventions) -> Result<String, Stop> {
    let rec = solve(&ex.tree, conv.algorithm(), conv.cut)?;
    let names = Names::new(&rec);
    Ok(check::model_answer(&rec, &names, conv))
}

/// The blank sheet (or, with `solution`, the solved tree under `conv`) in `format`.
pub fn sheet(
    ex: &Exercise,
    format: SheetFormat,
    solution: bool,
    conv: &Conventions,
) -> Result<Vec<u8>, Stop> {
    let mut out = Vec::new();
    if solution {
        // The solved tree: the ordinary renderers on the alpha-beta recording.
        let rec = solve(&ex.tree, conv.algorithm(), conv.cut)?;
        let opts = RenderOptions {
            label: LabelKind::Triple,
            values: Some(conv.values),
            color: false,
        };
        let f = match format {
            SheetFormat::Svg => Format::Svg,
            SheetFormat::Tikz => Format::Tikz,
            SheetFormat::Html => Format::Html,
        };
        // Writing to a Vec cannot fail.
        let _ = render::render(f, &rec, &opts, &mut out);
        return Ok(out);
    }
    // The blank sheet: a minimax recording (nothing pruned) with blank labels.
    let rec = solve(&ex.tree, Algorithm::Minimax, CutRule::Ge)?;
    let opts = RenderOptions {
        label: LabelKind::Blank,
        values: None,
        color: false,
    };
    let fig = figure::build(&rec, &opts, NodeId::new(0), |_| true);
    let title = format!("Alpha-beta exercise (seed {})", ex.seed);
    let text = match format {
        SheetFormat::Svg => svg::document(&fig, &title),
        SheetFormat::Tikz => tikz::document(&fig, &title),
        SheetFormat::Html => page(
            &title,
            &format!(
                "<p>{}</p>\n{}",
                escape(SHEET_HELP),
                svg::document(&fig, &title)
            ),
        ),
    };
    out.extend_from_slice(text.as_bytes());
    Ok(out)
}

/// A minimal self-contained HTML page; `title` is escaped, `body` is trusted markup.
fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{t}</title>\n<style>body{{font-family:{fonts};margin:2em;color:#222}} .wrong{{color:#d32f2f}} .ok{{color:#2e7d32}} svg{{max-width:100%;height:auto}} table{{border-collapse:collapse}} td,th{{padding:2px 8px;text-align:left;border-bottom:1px solid #ddd}}</style>\n</head>\n<body>\n<h1>{t}</h1>\n{body}\n</body>\n</html>\n",
        t = escape(title),
        fonts = svg::FONTS,
    )
}

/// One answer file's marking, or why it could not be marked.
pub struct Outcome {
    /// The answer file as named on the command line (or found by a glob).
    pub file: String,
    /// The marking, or the error message (`FILE:LINE:COL: expected …, found …`).
    pub result: Result<Marking, String>,
}

/// The text report: per file a verdict line, then one line per node.
pub fn text(outcomes: &[Outcome]) -> String {
    let mut s = String::new();
    for o in outcomes {
        match &o.result {
            Err(e) => {
                let _ = writeln!(s, "{}: error: {e}", o.file);
            }
            Ok(m) => {
                let _ = writeln!(s, "{}: {}", o.file, m.verdict());
                let w = m
                    .nodes
                    .iter()
                    .map(|n| n.node.chars().count())
                    .max()
                    .unwrap_or(0);
                let aw = m
                    .nodes
                    .iter()
                    .map(|n| n.answer.as_deref().unwrap_or("-").chars().count())
                    .max()
                    .unwrap_or(0);
                for n in &m.nodes {
                    let status = if n.correct() {
                        "correct".to_string()
                    } else {
                        n.mistakes
                            .iter()
                            .map(|m| match m {
                                check::Mistake::Missing => {
                                    format!("missing (expected {})", n.expected)
                                }
                                m => m.text(),
                            })
                            .collect::<Vec<_>>()
                            .join("; ")
                    };
                    let mark = if n.correct() { '✓' } else { '✗' };
                    let line = n.line.map_or(String::new(), |l| format!("line {l}: "));
                    let _ = writeln!(
                        s,
                        "  {mark} {:<w$}  {:<aw$}  {line}{status}",
                        n.node,
                        n.answer.as_deref().unwrap_or("-"),
                    );
                }
            }
        }
    }
    s
}

/// The JSON report: `{"tree", "conventions", "results": [...]}`.
pub fn json(tree: &str, conv: &Conventions, outcomes: &[Outcome]) -> String {
    let results: Vec<serde_json::Value> = outcomes
        .iter()
        .map(|o| match &o.result {
            Err(e) => serde_json::json!({"file": o.file, "error": e}),
            Ok(m) => serde_json::json!({
                "file": o.file,
                "correct": m.correct,
                "total": m.total,
                "score": (m.percent() * 10.0).round() / 10.0,
                "all_correct": m.all_correct(),
                "verdict": m.verdict(),
                "nodes": m.nodes.iter().map(|n| serde_json::json!({
                    "node": n.node,
                    "line": n.line,
                    "answer": n.answer,
                    "expected": n.expected,
                    "correct": n.correct(),
                    "mistakes": n.mistakes,
                })).collect::<Vec<_>>(),
            }),
        })
        .collect();
    let doc = serde_json::json!({
        "tree": tree,
        "conventions": {
            "algorithm": if conv.alphabeta { "alphabeta" } else { "minimax" },
            "convention": if conv.soft { "fail-soft" } else { "fail-hard" },
            "prune_on": match conv.cut { CutRule::Ge => "ge", CutRule::Gt => "gt" },
            "values": conv.values.as_str(),
            "accept_bounds": conv.accept_bounds,
        },
        "results": results,
    });
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
    s.push('\n');
    s
}

/// A CSV field, quoted when it holds a comma, a quote or a line break; a leading
/// `=`, `+`, `-` or `@` gets a `'` so spreadsheets do not run it as a formula.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// The CSV: a header, then one row per answer file.
pub fn csv(outcomes: &[Outcome]) -> String {
    let mut s = String::from("file,correct,total,score,wrong_value,wrong_window,pruned_but_searched,searched_but_pruned,missing,verdict\n");
    for o in outcomes {
        match &o.result {
            Err(e) => {
                let _ = writeln!(
                    s,
                    "{},,,,,,,,,{}",
                    csv_field(&o.file),
                    csv_field(&format!("error: {e}"))
                );
            }
            Ok(m) => {
                let c = m.counts;
                let _ = writeln!(
                    s,
                    "{},{},{},{:.1},{},{},{},{},{},{}",
                    csv_field(&o.file),
                    m.correct,
                    m.total,
                    m.percent(),
                    c[0],
                    c[1],
                    c[2],
                    c[3],
                    c[4],
                    csv_field(&m.verdict())
                );
            }
        }
    }
    s
}

/// The HTML report: per answer file the verdict, the tree with wrong nodes outlined
/// red (the student's answer → the expected one beside it), and the list of mistakes.
pub fn html(rec: &Recording, tree: &str, conv: &Conventions, outcomes: &[Outcome]) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<p>Marked against {} ({}, cut at α {} β, values from {}'s view, bounds {}).</p>",
        if conv.alphabeta {
            "alpha-beta"
        } else {
            "minimax"
        },
        if conv.soft { "fail-soft" } else { "fail-hard" },
        if conv.cut == CutRule::Ge { "≥" } else { ">" },
        if conv.values == crate::record::Perspective::Max {
            "MAX"
        } else {
            "the side to move"
        },
        if conv.accept_bounds {
            "accepted"
        } else {
            "not accepted"
        },
    );
    for o in outcomes {
        let _ = writeln!(body, "<h2>{}</h2>", escape(&o.file));
        let m = match &o.result {
            Err(e) => {
                let _ = writeln!(body, "<p class=\"wrong\">error: {}</p>", escape(e));
                continue;
            }
            Ok(m) => m,
        };
        let class = if m.all_correct() { "ok" } else { "wrong" };
        let _ = writeln!(body, "<p class=\"{class}\">{}</p>", escape(&m.verdict()));
        let mut by_id = vec![None; rec.len()];
        for n in &m.nodes {
            by_id[n.id] = Some(n);
        }
        let label = |id: NodeId| match by_id[id.index()] {
            Some(n) if n.correct() => n.answer.clone().unwrap_or_default(),
            Some(n) => format!("{} ✗ {}", n.answer.as_deref().unwrap_or("?"), n.expected),
            None => match rec.node(id).kind() {
                NodeKind::Leaf | NodeKind::Terminal => rec
                    .node(id)
                    .score(rec.meta.perspective)
                    .map(|v| v.to_string())
                    .unwrap_or_default(),
                _ => String::new(),
            },
        };
        let mut fig = figure::build_labelled(rec, NodeId::new(0), |_| true, label, false);
        for f in &mut fig.nodes {
            f.mark = by_id[f.id.index()].map(|n| {
                if n.correct() {
                    Mark::Correct
                } else {
                    Mark::Wrong
                }
            });
        }
        body.push_str(&svg::document(
            &fig,
            &format!("{} — {}", o.file, m.verdict()),
        ));
        let wrong: Vec<_> = m.nodes.iter().filter(|n| !n.correct()).collect();
        if !wrong.is_empty() {
            body.push_str(
                "<table>\n<tr><th>node</th><th>line</th><th>answer</th><th>mistake</th></tr>\n",
            );
            for n in wrong {
                let _ = writeln!(
                    body,
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                    escape(&n.node),
                    n.line.map_or(String::new(), |l| l.to_string()),
                    escape(n.answer.as_deref().unwrap_or("-")),
                    escape(
                        &n.mistakes
                            .iter()
                            .map(|m| match m {
                                check::Mistake::Missing =>
                                    format!("missing (expected {})", n.expected),
                                m => m.text(),
                            })
                            .collect::<Vec<_>>()
                            .join("; ")
                    )
                );
            }
            body.push_str("</table>\n");
        }
    }
    page(&format!("gametree check: {tree}"), &body)
}
